import { type StockDocKind, stockDocKindInfo } from "@entrepot/contracts";
import type { GuardRefusal } from "../../../../platform/documents/state-machine.js";

/**
 * The stock document's rules, pure: what a line of each kind may hold, and who may approve. The commands
 * turn a refusal into a 400 (lines) or a 403 (self-approval); nothing here reads the database.
 */

export interface DocLine {
  line: number;
  inventoryType: number;
  toInventoryType?: number | null;
  quantity: number;
}

/** A line's refusal for its kind: signed quantities only on adjustments, a move needs another target type. */
export function lineRefusal(kind: StockDocKind, l: DocLine): GuardRefusal | undefined {
  if (l.quantity === 0) return { key: "inventory.stockDoc.zeroQty", params: { line: l.line } };
  if (kind !== "adjust" && l.quantity < 0) return { key: "inventory.stockDoc.negativeQty", params: { line: l.line } };
  // the in-transit leg carries sellable units only (the ledger's in-transit lines are type 0)
  if (kind === "transfer" && l.inventoryType !== 0) return { key: "inventory.stockDoc.transferSellable", params: { line: l.line } };
  if (kind === "move") {
    if (l.toInventoryType == null || l.toInventoryType === l.inventoryType) return { key: "inventory.moveSame", params: { line: l.line } };
  } else if (l.toInventoryType != null) {
    return { key: "inventory.stockDoc.noTargetType", params: { line: l.line } };
  }
  return undefined;
}

/** The creator of an adjustment or misc outbound may not approve it (a second operator must). */
export const selfApprovalRefused = (kind: StockDocKind, createdBy: number, approver: number): boolean =>
  !stockDocKindInfo[kind].selfApprove && createdBy === approver;

/** A transfer and only a transfer names a target warehouse, another than its source. */
export function targetRefusal(kind: StockDocKind, warehouseId: number, target: number | null | undefined): GuardRefusal | undefined {
  if (kind === "transfer" && target == null) return { key: "inventory.stockDoc.targetRequired" };
  if (kind !== "transfer" && target != null) return { key: "inventory.stockDoc.targetOnlyTransfer" };
  if (target != null && target === warehouseId) return { key: "inventory.moveSame" };
  return undefined;
}
