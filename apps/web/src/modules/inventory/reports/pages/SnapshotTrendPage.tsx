/** inventory/inventoryReport/inventorySnapshootCopy: the daily snapshots as a trend of on-hand units, with the snapshot list under it. */
import { snapshotTrendReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function SnapshotTrendPage() {
  return <ReportScreen def={snapshotTrendReport} />;
}
