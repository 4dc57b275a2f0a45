/** inventory/inventoryReport/inWarehouse: on hand and pending putaway now, with cubic metres. */
import "../i18n";
import type { InWarehouseRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { keyFilters } from "../../descriptors";
import { analysisUrls } from "../api";
import { inWarehouseColumns } from "../descriptors";

export default function InWarehousePage() {
  return (
    <StockList<InWarehouseRow>
      tableId="inventory.inWarehouse"
      ns="inventoryAnalysis"
      texts="inWarehouse"
      urls={analysisUrls.inWarehouse}
      columns={inWarehouseColumns}
      filters={keyFilters}
      sort={{ field: "sku", order: "asc" }}
    />
  );
}
