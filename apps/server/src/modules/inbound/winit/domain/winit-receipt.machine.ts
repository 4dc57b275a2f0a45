import {
  type WinitReceiptStatus,
  type WinitReceiptTransition,
  winitReceiptStatusLabels,
  winitReceiptTransitionNames,
  winitReceiptTransitions,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../../platform/documents/state-machine.js";

/**
 * The channel receipt's state machine: states, transitions and labels are the contracts' (the web offers
 * its buttons from the same table); here each transition gets its spec audit action code. Posting the
 * receipt completes it (800).
 */
const actions: Record<WinitReceiptTransition, AuditActionCode> = { receive: AuditAction.complete, cancel: AuditAction.cancel };

const states = Object.fromEntries(
  Object.entries(winitReceiptStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<WinitReceiptStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  winitReceiptTransitionNames.map((t) => {
    const d = winitReceiptTransitions[t];
    const def: TransitionDef<WinitReceiptStatus> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<WinitReceiptTransition, TransitionDef<WinitReceiptStatus>>;

export const winitReceiptMachine = defineMachine<WinitReceiptStatus, WinitReceiptTransition>({
  name: "inbound.winitReceipt",
  entity: "winitReceipt",
  entityKey: "inbound.winitReceipt",
  states,
  transitions,
});
