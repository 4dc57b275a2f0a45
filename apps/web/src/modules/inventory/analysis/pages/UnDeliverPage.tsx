/** inventory/inventoryReport/unDeliver: stock reserved by B2C orders and outbound plans not yet shipped. */
import "../i18n";
import type { UnDeliverRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls } from "../api";
import { skuFilters, unDeliverColumns } from "../descriptors";

export default function UnDeliverPage() {
  return (
    <StockList<UnDeliverRow>
      tableId="inventory.unDeliver"
      ns="inventoryAnalysis"
      texts="unDeliver"
      urls={analysisUrls.unDeliver}
      columns={unDeliverColumns}
      filters={skuFilters}
      sort={{ field: "oldestAgeDays", order: "desc" }}
    />
  );
}
