import {
  type ProcessStatus,
  type ProcessTransition,
  processStatusLabels,
  processTransitions,
  processTransitionNames,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../platform/documents/state-machine.js";

/**
 * The processing of a receipt line's damaged units (contracts' table, spec audit codes here):
 *
 *   pending → kept (stays unsellable)
 *   pending → restocking (after inspection) → restocked (operator: type 1 → 0, operations 110/120)
 *   pending → destroying → destroyed (operator: other out 70 from type 1)
 *   kept | restocking | destroying → pending (the decision withdrawn before the stock moved)
 */
const actions: Record<ProcessTransition, AuditActionCode> = {
  keep: AuditAction.update,
  restock: AuditAction.submit,
  destroy: AuditAction.submit,
  reopen: AuditAction.update,
  confirmRestock: AuditAction.complete,
  confirmDestroy: AuditAction.complete,
};

const states = Object.fromEntries(
  Object.entries(processStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<ProcessStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  processTransitionNames.map((t) => {
    const d = processTransitions[t];
    const def: TransitionDef<ProcessStatus> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<ProcessTransition, TransitionDef<ProcessStatus>>;

export const returnProcessMachine = defineMachine<ProcessStatus, ProcessTransition>({
  name: "returns.returnProcess",
  entity: "returnProcess",
  entityKey: "returns.returnProcess",
  states,
  transitions,
});
