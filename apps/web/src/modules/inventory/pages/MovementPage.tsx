/** inventory/detail (and inventorySer/detail): the stock movement ledger. */
import type { StockMovementRow } from "@entrepot/contracts";
import { movementUrls } from "../api";
import { movementColumns, movementFilters } from "../descriptors";
import { StockList } from "./StockList";

export function MovementScreen({ admin = false }: { admin?: boolean }) {
  return (
    <StockList<StockMovementRow>
      tableId="inventory.movements"
      texts="movement"
      admin={admin}
      urls={movementUrls}
      columns={movementColumns}
      filters={movementFilters}
      sort={{ field: "id", order: "desc" }}
    />
  );
}

export default function MovementPage() {
  return <MovementScreen />;
}
