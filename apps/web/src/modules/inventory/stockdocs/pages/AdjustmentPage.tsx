/** inventoryAdjustment: the adjust stock documents' screen. */
import { DocPage } from "./DocPage";

export default function AdjustmentPage() {
  return <DocPage kinds={["adjust"]} />;
}
