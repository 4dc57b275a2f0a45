import {
  type OutboundStatus,
  type OutboundTransition,
  outboundStatusLabels,
  outboundTransitions,
  outboundTransitionNames,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../platform/documents/state-machine.js";

/**
 * The outbound plan's state machine. States, transitions and labels are the contracts' (the web offers its
 * buttons from the same table); here each transition gets its spec audit action code. Picking and packing
 * have no spec code of their own: they record an update (200).
 *
 *   draft → submitted (reserve) → picking → packed → shipped (stock out) → completed
 *   draft | submitted | picking | packed → cancelled (reservation released)
 */
const actions: Record<OutboundTransition, AuditActionCode> = {
  submit: AuditAction.submit,
  pick: AuditAction.update,
  pack: AuditAction.update,
  ship: AuditAction.ship,
  complete: AuditAction.complete,
  cancel: AuditAction.cancel,
};

const states = Object.fromEntries(
  Object.entries(outboundStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<OutboundStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  outboundTransitionNames.map((t) => {
    const d = outboundTransitions[t];
    const def: TransitionDef<OutboundStatus> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<OutboundTransition, TransitionDef<OutboundStatus>>;

export const outboundPlanMachine = defineMachine<OutboundStatus, OutboundTransition>({
  name: "outbound.outboundPlan",
  entity: "outboundPlan",
  entityKey: "outbound.outboundPlan",
  states,
  transitions,
});
