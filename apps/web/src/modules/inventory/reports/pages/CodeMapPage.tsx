/** inventory/codeMap and inventorySer/codeMap: warehouse SKU codes with their product's stock at that warehouse. */
import { codeMapReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function CodeMapPage() {
  return <ReportScreen def={codeMapReport} />;
}
export function CodeMapAdminPage() {
  return <ReportScreen def={codeMapReport} admin />;
}
