/** inventory/inventoryReport/arrivalPlanForm: open inbound plans by ETA date and warehouse. */
import "../i18n";
import type { ArrivalPlanRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls } from "../api";
import { arrivalColumns, arrivalFilters } from "../descriptors";

export default function ArrivalPlanPage() {
  return (
    <StockList<ArrivalPlanRow>
      tableId="inventory.arrivalPlan"
      ns="inventoryAnalysis"
      texts="arrivalPlan"
      urls={analysisUrls.arrivalPlan}
      columns={arrivalColumns}
      filters={arrivalFilters}
      sort={{ field: "eta", order: "asc" }}
    />
  );
}
