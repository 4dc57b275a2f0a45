/** inventory/reserve and inventorySer/reserve: open reservations per SKU, warehouse and reserve source. */
import { reserveReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function ReservePage() {
  return <ReportScreen def={reserveReport} />;
}
export function ReserveAdminPage() {
  return <ReportScreen def={reserveReport} admin />;
}
