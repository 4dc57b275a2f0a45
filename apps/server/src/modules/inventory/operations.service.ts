import type { Tx } from "../../platform/db/database.js";
import { badRequest } from "../../platform/http/errors.js";
import { keyOf, type PostingContext, type PostingResult, postStock, type StockDocument, type StockKey } from "./ledger.service.js";

/**
 * Named stock operations over the posting service, for the documents to call in their own
 * transactions: a receipt (a new lot), putaway, an issue (FIFO out), freeze / unfreeze, a signed
 * adjustment and a move between balances (the lots keep their arrival dates).
 */

export interface QtyLine extends StockKey {
  quantity: number;
  line?: number | null;
  cartons?: number | null;
}

/** Units arriving on hand (operation 5 init, 10 purchase inbound, 11, 15, 20 return, 30, 60, 121...): one lot per line. */
export const receiveStock = (
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { operationType: number; receivedAt?: Date; reason?: string | null },
  lines: QtyLine[],
): Promise<PostingResult> =>
  postStock(tx, ctx, {
    document: doc,
    movements: lines.map((l) => ({
      ...l,
      bucket: "onHand",
      quantity: l.quantity,
      operationType: doc.operationType,
      receivedAt: doc.receivedAt,
      reason: doc.reason ?? null,
    })),
  });

/** Pending putaway goes on the shelf: on hand, a new lot received now (or at `receivedAt`, the receipt's date). */
export const putawayStock = (
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { operationType?: number; receivedAt?: Date },
  lines: QtyLine[],
): Promise<PostingResult> =>
  postStock(tx, ctx, {
    document: doc,
    kind: "putaway",
    movements: lines.flatMap((l) => [
      { ...l, bucket: "pendingPutaway" as const, quantity: -l.quantity },
      { ...l, bucket: "onHand" as const, quantity: l.quantity, operationType: doc.operationType ?? 10, receivedAt: doc.receivedAt },
    ]),
  });

/** Units leaving on hand without a reservation (operation 13, 40, 70, 100 sales out, 104, 122): FIFO. */
export const issueStock = (
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { operationType: number; reason?: string | null },
  lines: QtyLine[],
): Promise<PostingResult> =>
  postStock(tx, ctx, {
    document: doc,
    movements: lines.map((l) => ({
      ...l,
      bucket: "onHand",
      quantity: -l.quantity,
      operationType: doc.operationType,
      reason: doc.reason ?? null,
    })),
  });

/** Holds (positive) or frees (negative) units of available stock, with the reason. */
export const freezeStock = (
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { reason: string },
  line: StockKey & { quantity: number },
): Promise<PostingResult> =>
  postStock(tx, ctx, { document: doc, movements: [{ ...line, bucket: "frozen", quantity: line.quantity, reason: doc.reason }] });

/** A stock adjustment: 103 adjust in for a positive quantity, 104 adjust out for a negative one. */
export const adjustStock = (
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { reason: string },
  line: StockKey & { quantity: number },
): Promise<PostingResult> =>
  postStock(tx, ctx, {
    document: doc,
    movements: [{ ...line, bucket: "onHand", quantity: line.quantity, operationType: line.quantity > 0 ? 103 : 104, reason: doc.reason }],
  });

/**
 * Moves units from one balance to another (another inventory type: 110 move out, 120 move in; another
 * warehouse: 122 out, 121 in). The units take their lots' arrival dates along, so ages stay exact.
 */
export function moveStock(
  tx: Tx,
  ctx: PostingContext,
  doc: StockDocument & { reason?: string | null },
  move: { from: StockKey; to: StockKey; quantity: number; line?: number | null },
): Promise<PostingResult> {
  if (keyOf(move.from) === keyOf(move.to)) throw badRequest("inventory.moveSame");
  const crossWarehouse = move.from.warehouseId !== move.to.warehouseId;
  return postStock(tx, ctx, {
    document: doc,
    movements: [
      {
        ...move.from,
        line: move.line,
        bucket: "onHand",
        quantity: -move.quantity,
        operationType: crossWarehouse ? 122 : 110,
        reason: doc.reason ?? null,
      },
      {
        ...move.to,
        line: move.line,
        bucket: "onHand",
        quantity: move.quantity,
        operationType: crossWarehouse ? 121 : 120,
        reason: doc.reason ?? null,
        inheritFrom: 0,
      },
    ],
  });
}
