/** inbound/inboundPlanManger: every seller's inbound plans in the warehouse's scope; receiving happens on the detail. */
import { PlanList } from "./PlanList";

export default function PlanManagePage() {
  return <PlanList manage />;
}
