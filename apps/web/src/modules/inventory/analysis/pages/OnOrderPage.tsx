/** inventory/inventoryReport/onOrder: inbound plans' units in transit per SKU and warehouse, with ETAs. */
import "../i18n";
import type { OnOrderRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls } from "../api";
import { onOrderColumns, skuFilters } from "../descriptors";

export default function OnOrderPage() {
  return (
    <StockList<OnOrderRow>
      tableId="inventory.onOrder"
      ns="inventoryAnalysis"
      texts="onOrder"
      urls={analysisUrls.onOrder}
      columns={onOrderColumns}
      filters={skuFilters}
      sort={{ field: "nextEta", order: "asc" }}
    />
  );
}
