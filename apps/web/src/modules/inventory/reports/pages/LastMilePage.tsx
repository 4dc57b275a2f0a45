/** inventory/skuLastMileFeeReport and inventorySer/skuLastMileFeeReport: shipped B2C lines billing will rate; the fee waits for billing. */
import { lastMileReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function LastMilePage() {
  return <ReportScreen def={lastMileReport} />;
}
export function LastMileAdminPage() {
  return <ReportScreen def={lastMileReport} admin />;
}
