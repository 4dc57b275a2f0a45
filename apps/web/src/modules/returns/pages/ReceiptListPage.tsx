/** home/returnProcessing/returnReceipt: the returns waiting to be received or being received; receiving happens on the detail. */
import { PlanList } from "./PlanList";

export default function ReceiptListPage() {
  return <PlanList kind="receipt" />;
}
