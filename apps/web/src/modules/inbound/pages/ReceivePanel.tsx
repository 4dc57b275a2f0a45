/** The warehouse's receipt of an inbound plan (components/ReceiveLinesPanel): once finished, what did not come leaves in transit. */
import type { InboundPlanDetail } from "@entrepot/contracts";
import { ReceiveLinesPanel } from "../../../components/ReceiveLinesPanel";
import { receivePlan, runTransition } from "../api";

export function ReceivePanel({ plan, onDone }: { plan: InboundPlanDetail; onDone: (next: InboundPlanDetail) => unknown }) {
  return (
    <ReceiveLinesPanel
      ns="inbound"
      testId="inbound-receive"
      lines={plan.lines}
      maxQty={1_000_000}
      receive={async (lines, finish) => {
        const next = await receivePlan({ id: plan.id, version: plan.version, lines });
        return finish ? runTransition("finishReceiving", next.id, next.version) : next;
      }}
      onDone={onDone}
    />
  );
}
