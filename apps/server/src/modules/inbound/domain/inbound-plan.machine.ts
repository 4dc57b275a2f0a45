import { inboundLabels, type InboundStatus } from "@entrepot/contracts";
import { AuditAction } from "../../../platform/audit/audit.js";
import { defineMachine, type GuardContext } from "../../../platform/documents/state-machine.js";

/** What the guards read of a plan: its totals, computed by the service before the transition. */
export interface PlanGuardRow {
  status: string;
  lineCount?: number;
  pendingPutaway?: number;
}

/**
 * An inbound plan: the seller drafts and submits it (its lines go in transit), or cancels it before the
 * goods arrive; the warehouse marks it arrived, receives it (once or in parts: good and damaged per
 * line), closes the receipt (whatever did not come leaves in transit: a short receipt), puts the goods
 * away and completes it. Over- and under-receipts are allowed: the plan reports them as differences.
 */
export const inboundPlanMachine = defineMachine<InboundStatus, InboundTransition, GuardContext<PlanGuardRow, unknown, unknown>>({
  name: "inbound.inboundPlan",
  entity: "inboundPlan",
  entityKey: "inbound.inboundPlan",
  states: inboundLabels.status,
  transitions: {
    submit: { from: ["draft"], to: "submitted", action: AuditAction.submit, label: { "zh-CN": "提交", "en-US": "submit" } },
    cancel: { from: ["draft", "submitted"], to: "cancelled", action: AuditAction.cancel, label: { "zh-CN": "取消", "en-US": "cancel" } },
    arrive: { from: ["submitted"], to: "arrived", action: AuditAction.update, label: { "zh-CN": "到货", "en-US": "mark arrived" } },
    receive: {
      from: ["arrived", "receiving"],
      to: "receiving",
      action: AuditAction.update,
      label: { "zh-CN": "收货", "en-US": "receive" },
    },
    finishReceiving: {
      from: ["receiving"],
      to: "received",
      action: AuditAction.update,
      label: { "zh-CN": "收货完成", "en-US": "finish receiving" },
    },
    putaway: { from: ["received"], to: "received", action: AuditAction.update, label: { "zh-CN": "上架", "en-US": "put away" } },
    complete: {
      from: ["received"],
      to: "completed",
      action: AuditAction.complete,
      label: { "zh-CN": "完成", "en-US": "complete" },
      guards: [
        ({ row }) => ((row.pendingPutaway ?? 0) > 0 ? { key: "inbound.notPutAway", params: { qty: row.pendingPutaway } } : undefined),
      ],
    },
  },
});

export type InboundTransition = "submit" | "cancel" | "arrive" | "receive" | "finishReceiving" | "putaway" | "complete";
/** The seller's transitions (permission inbound:plan:manage); the others are the warehouse's (inbound:plan:operate). */
export const sellerTransitions: readonly InboundTransition[] = ["submit", "cancel"];

/**
 * spec onShelfStatus of a line: 0 booked once submitted, 1 receiving once goods came, 2 when goods have
 * waited for putaway longer than the configured hours; null in draft and once everything is on the shelf.
 */
export function onShelfStatusOf(
  line: { onShelfStatus: number | null; receivedGood: number; receivedDamaged: number; putawayQty: number },
  receivingAt: Date | null,
  now: Date,
  timeoutHours: number,
): number | null {
  if (line.onShelfStatus === null) return null;
  const received = line.receivedGood + line.receivedDamaged;
  if (line.onShelfStatus === 0 || received === 0) return 0;
  if (line.putawayQty >= received) return null;
  if (receivingAt && now.getTime() - receivingAt.getTime() > timeoutHours * 3600_000) return 2;
  return 1;
}
