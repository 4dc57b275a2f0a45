/** inventory/transport and inventorySer/transport: stock in transit per document, SKU and transport source. */
import { transportReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function TransportPage() {
  return <ReportScreen def={transportReport} />;
}
export function TransportAdminPage() {
  return <ReportScreen def={transportReport} admin />;
}
