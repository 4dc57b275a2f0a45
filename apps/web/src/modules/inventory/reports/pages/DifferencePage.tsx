/** inventory/warehouseDifference and inventorySer/warehouseDifference: expected against received per closed receipt line. */
import { differenceReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function DifferencePage() {
  return <ReportScreen def={differenceReport} />;
}
export function DifferenceAdminPage() {
  return <ReportScreen def={differenceReport} admin />;
}
