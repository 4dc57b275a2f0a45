/** billmanage: every seller's inbound bills in the warehouse's scope, with their cartons and labels. */
import { BillPlanList } from "./BillPlanPage";

export default function BillManagePage() {
  return <BillPlanList manage />;
}
