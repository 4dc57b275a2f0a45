/** inventory/inventoryReport/inventoryAnalysis: per sellable SKU, units out over 30 days, days of cover, age, sell-through. */
import "../i18n";
import type { InventoryAnalysisRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls } from "../api";
import { skuFilters, stockColumns } from "../descriptors";

export default function InventoryAnalysisPage() {
  return (
    <StockList<InventoryAnalysisRow>
      tableId="inventory.analysis"
      ns="inventoryAnalysis"
      texts="stock"
      urls={analysisUrls.stock}
      columns={stockColumns}
      filters={skuFilters}
      sort={{ field: "sku", order: "asc" }}
    />
  );
}
