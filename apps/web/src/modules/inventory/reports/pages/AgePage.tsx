/** inventory/age and inventorySer/age: on-hand units by age bucket from the FIFO batches, charted by warehouse. */
import { ageReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function AgePage() {
  return <ReportScreen def={ageReport} />;
}
export function AgeAdminPage() {
  return <ReportScreen def={ageReport} admin />;
}
