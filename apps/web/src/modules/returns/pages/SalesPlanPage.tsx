/** salesreturns/plan: the seller's return plans from B2C orders (order, store, marketplace, the buyer's reason). */
import { PlanList } from "./PlanList";

export default function SalesPlanPage() {
  return <PlanList kind="salesSeller" />;
}
