import {
  plannedOnly,
  type ReturnStatus,
  type ReturnTransition,
  returnStatusLabels,
  returnTransitions,
  returnTransitionNames,
  unplannedOnly,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { defineMachine, type Guard, type TransitionDef } from "../../../platform/documents/state-machine.js";

/**
 * The return plan's state machine. States, transitions and labels are the contracts' (the web offers its
 * buttons from the same table); here each transition gets its spec audit action code. Receiving has no
 * spec code of its own: it records an update (200).
 *
 *   draft → submitted (expected units in transit, source 40) → receiving (operation 20 per receipt)
 *         → received (what did not come leaves in transit) → completed
 *   draft | submitted → cancelled (in transit released)
 *   unplanned: draft (the counted receipt) → received (post: operation 20 at once) → completed
 */
const actions: Record<ReturnTransition, AuditActionCode> = {
  submit: AuditAction.submit,
  receive: AuditAction.update,
  finishReceiving: AuditAction.update,
  complete: AuditAction.complete,
  cancel: AuditAction.cancel,
  post: AuditAction.update,
};

// a planned return is the seller's announcement; an unplanned receipt is the warehouse's own record
const unplanned = (row: unknown) => (row as { unplanned?: boolean } | undefined)?.unplanned === true;
const plannedGuard: Guard = ({ row }) => (unplanned(row) ? { key: "returns.unplannedNoPlanStep" } : undefined);
const unplannedGuard: Guard = ({ row }) => (unplanned(row) ? undefined : { key: "returns.plannedNoPost" });
const guardsOf = (t: ReturnTransition) => (plannedOnly.includes(t) ? [plannedGuard] : unplannedOnly.includes(t) ? [unplannedGuard] : []);

const states = Object.fromEntries(
  Object.entries(returnStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<ReturnStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  returnTransitionNames.map((t) => {
    const d = returnTransitions[t];
    const def: TransitionDef<ReturnStatus> = { from: d.from, to: d.to, action: actions[t], label: d.label, guards: guardsOf(t) };
    return [t, def];
  }),
) as Record<ReturnTransition, TransitionDef<ReturnStatus>>;

export const returnPlanMachine = defineMachine<ReturnStatus, ReturnTransition>({
  name: "returns.returnPlan",
  entity: "returnPlan",
  entityKey: "returns.returnPlan",
  states,
  transitions,
});
