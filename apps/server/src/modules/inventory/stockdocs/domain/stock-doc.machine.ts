import {
  type StockDocStatus,
  type StockDocTransition,
  stockDocStatusLabels,
  stockDocTransitions,
  stockDocTransitionNames,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../../platform/documents/state-machine.js";

/**
 * The stock document's state machine. States, transitions and labels are the contracts' (the web offers
 * its buttons from the same table); here each transition gets its spec audit action code. A transfer's
 * receive has no code of its own: it completes the document (800).
 */
const actions: Record<StockDocTransition, AuditActionCode> = {
  submit: AuditAction.submit,
  approve: AuditAction.approve,
  reject: AuditAction.reject,
  cancel: AuditAction.cancel,
  ship: AuditAction.ship,
  receive: AuditAction.complete,
};

const states = Object.fromEntries(
  Object.entries(stockDocStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<StockDocStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  stockDocTransitionNames.map((t) => {
    const d = stockDocTransitions[t];
    const def: TransitionDef<StockDocStatus> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<StockDocTransition, TransitionDef<StockDocStatus>>;

export const stockDocMachine = defineMachine<StockDocStatus, StockDocTransition>({
  name: "inventory.stockDoc",
  entity: "stockDoc",
  entityKey: "inventory.stockDoc",
  states,
  transitions,
});
