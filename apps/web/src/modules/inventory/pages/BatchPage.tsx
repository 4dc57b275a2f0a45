/** inventory/batch/list (and inventorySer/batch/list): FIFO batches with remainder and age. */
import type { StockBatchRow } from "@entrepot/contracts";
import { batchUrls } from "../api";
import { batchColumns, keyFilters } from "../descriptors";
import { StockList } from "./StockList";

export function BatchScreen({ admin = false }: { admin?: boolean }) {
  return (
    <StockList<StockBatchRow>
      tableId="inventory.batches"
      texts="batch"
      admin={admin}
      urls={batchUrls}
      columns={batchColumns}
      filters={keyFilters}
      sort={{ field: "receivedAt", order: "asc" }}
    />
  );
}

export default function BatchPage() {
  return <BatchScreen />;
}
