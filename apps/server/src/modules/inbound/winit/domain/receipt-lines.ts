import type { GuardRefusal } from "../../../../platform/documents/state-machine.js";

/**
 * A channel receipt's line rules, pure. A line announces and/or receives units of one SKU: a line with
 * none is a typing slip, a SKU twice would split one count over two lines. Counted ≠ announced is allowed
 * (short and over receipts are what the difference column reports).
 */
export interface ReceiptLine {
  productId: number;
  expectedQty: number;
  goodQty: number;
  damagedQty: number;
}

export function linesRefusal(lines: readonly ReceiptLine[]): GuardRefusal | undefined {
  const seen = new Set<number>();
  for (const [i, l] of lines.entries()) {
    if (l.expectedQty + l.goodQty + l.damagedQty === 0) return { key: "inbound.winitReceipt.emptyLine", params: { line: i + 1 } };
    if (seen.has(l.productId)) return { key: "inbound.winitReceipt.duplicateSku", params: { line: i + 1 } };
    seen.add(l.productId);
  }
  return undefined;
}

/** Units counted at the dock: posting needs at least one. */
export const receivedUnits = (lines: readonly ReceiptLine[]): number => lines.reduce((n, l) => n + l.goodQty + l.damagedQty, 0);
