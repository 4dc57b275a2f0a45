import type { Bucket } from "./buckets.js";

/**
 * What each spec inventory operation type (constants.json inventoryOperationTypes) does to on hand, the
 * batch type (batchListTypes) a receipt of it creates, and the billing kind of its event.
 */
export type StockEventKind = "receipt" | "putaway" | "shipment" | "returnReceipt" | "adjustment" | "move" | "other";

interface OperationRule {
  direction: 1 | -1;
  /** batchListTypes code of the lot an on-hand increase creates. */
  batchType?: number;
  kind: StockEventKind;
}

export const operationRules: Record<number, OperationRule> = {
  5: { direction: 1, batchType: 5, kind: "receipt" },
  10: { direction: 1, batchType: 10, kind: "receipt" },
  11: { direction: 1, batchType: 10, kind: "receipt" },
  13: { direction: -1, kind: "adjustment" },
  15: { direction: 1, batchType: 60, kind: "adjustment" },
  20: { direction: 1, batchType: 20, kind: "returnReceipt" },
  30: { direction: 1, batchType: 30, kind: "receipt" },
  40: { direction: -1, kind: "shipment" },
  60: { direction: 1, batchType: 60, kind: "receipt" },
  70: { direction: -1, kind: "shipment" },
  100: { direction: -1, kind: "shipment" },
  103: { direction: 1, batchType: 60, kind: "adjustment" },
  104: { direction: -1, kind: "adjustment" },
  110: { direction: -1, kind: "move" },
  120: { direction: 1, batchType: 120, kind: "move" },
  121: { direction: 1, batchType: 30, kind: "move" },
  122: { direction: -1, kind: "move" },
};

/**
 * Why a movement is refused before it reaches the ledger (a caller's programming error, not the
 * user's): an on-hand change needs an operation type going its way; the claims on other buckets
 * (reserve, freeze, in transit) carry no operation type unless they go with an on-hand change.
 */
export function movementRuleError(m: { bucket: Bucket; quantity: number; operationType?: number | null }): string | undefined {
  if (m.bucket !== "onHand") return undefined;
  const rule = m.operationType == null ? undefined : operationRules[m.operationType];
  if (!rule) return `an on-hand movement needs an inventory operation type (got ${m.operationType ?? "none"})`;
  if (Math.sign(m.quantity) !== rule.direction)
    return `operation ${m.operationType} moves on hand ${rule.direction > 0 ? "in" : "out"}, not by ${m.quantity}`;
  return undefined;
}

/** The billing kind of a posting: its on-hand operation, or a putaway when pending putaway becomes on hand. */
export function eventKindOf(operationType: number | null | undefined, bucket: Bucket): StockEventKind {
  if (operationType != null && operationRules[operationType]) return operationRules[operationType].kind;
  return bucket === "pendingPutaway" ? "putaway" : "other";
}
