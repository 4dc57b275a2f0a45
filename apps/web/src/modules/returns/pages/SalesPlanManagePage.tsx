/** salesreturns/planmanage: every seller's return plans from B2C orders, in the warehouse's scope. */
import { PlanList } from "./PlanList";

export default function SalesPlanManagePage() {
  return <PlanList kind="salesManage" />;
}
