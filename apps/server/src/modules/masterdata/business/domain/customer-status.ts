import { AuditAction } from "../../../../platform/audit/audit.js";
import { defineMachine } from "../../../../platform/documents/state-machine.js";

/**
 * A customer's account status (code table customerAccountStatus: 0 normal, 1 in arrears, 3 frozen).
 * Every move between the three is allowed, always with a reason (the contract requires it); staying put
 * is refused. The states are the spec's codes, so the column holds the state's name as it is.
 */
export const customerStatusMachine = defineMachine({
  name: "masterdata.customer",
  entity: "customer",
  entityKey: "masterdata.customer",
  states: {
    "0": { "zh-CN": "正常", "en-US": "normal" },
    "1": { "zh-CN": "欠费", "en-US": "in arrears" },
    "3": { "zh-CN": "冻结", "en-US": "frozen" },
  },
  transitions: {
    restore: { from: ["1", "3"], to: "0", action: AuditAction.update, label: { "zh-CN": "恢复正常", "en-US": "restore" } },
    markInArrears: { from: ["0", "3"], to: "1", action: AuditAction.update, label: { "zh-CN": "标记欠费", "en-US": "mark in arrears" } },
    freeze: { from: ["0", "1"], to: "3", action: AuditAction.update, label: { "zh-CN": "冻结", "en-US": "freeze" } },
  },
});

/** The transition that leads to a requested status (the API takes the target status). */
export const customerTransitionTo = { "0": "restore", "1": "markInArrears", "3": "freeze" } as const;
