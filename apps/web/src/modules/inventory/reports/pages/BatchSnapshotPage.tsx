/** inventory/batch/snapshot and inventorySer/batch/snapshot: the lots with units left at each day's end. */
import { batchSnapshotReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function BatchSnapshotPage() {
  return <ReportScreen def={batchSnapshotReport} />;
}
export function BatchSnapshotAdminPage() {
  return <ReportScreen def={batchSnapshotReport} admin />;
}
