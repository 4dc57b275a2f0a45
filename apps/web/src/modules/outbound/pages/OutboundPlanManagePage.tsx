/** outbound/outboundPlanManger: every seller's outbound plans for the warehouse: pick, pack, ship (stock out) and complete. */
import { PlanList } from "./PlanList";

export default function OutboundPlanManagePage() {
  return <PlanList side="warehouse" />;
}
