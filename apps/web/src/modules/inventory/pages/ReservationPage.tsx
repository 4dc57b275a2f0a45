/** inventory/inventoryReservation: documents' reservations of stock. */
import type { StockReservationRow } from "@entrepot/contracts";
import { reservationUrls } from "../api";
import { reservationColumns, reservationFilters } from "../descriptors";
import { StockList } from "./StockList";

export default function ReservationPage() {
  return (
    <StockList<StockReservationRow>
      tableId="inventory.reservations"
      texts="reservation"
      urls={reservationUrls}
      columns={reservationColumns}
      filters={reservationFilters}
      sort={{ field: "createdAt", order: "desc" }}
    />
  );
}
