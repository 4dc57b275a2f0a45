/** home/returnProcessing/returnPlanManage: every seller's return plans in the warehouse's scope. */
import { PlanList } from "./PlanList";

export default function PlanManagePage() {
  return <PlanList kind="manage" />;
}
