import { and, eq } from "drizzle-orm";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { AppError, notFound } from "../../platform/http/errors.js";
import { linesOf, ordersIn, orderScope } from "./order.queries.js";
import { renderPackingSlips, renderPickingList, type PrintOrder } from "./order.pdf.js";
import { b2cOrders } from "./schema.js";

/**
 * The printed documents of B2C orders: the label bought for an order (from the file store), and the batch
 * picking list and packing slips of the selected orders. Only orders in the caller's scope are printed;
 * when none of the ids is, the answer is 404.
 */
async function printable(db: DbOrTx, actor: Actor, ids: number[]): Promise<PrintOrder[]> {
  const orders = await ordersIn(db, actor, ids);
  if (!orders.length) throw notFound("orders.b2cOrder");
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
}

const stamp = (at: Date) => at.toISOString().slice(0, 16).replace(/[-:T]/g, "");

export async function pickingList(db: DbOrTx, actor: Actor, ids: number[]) {
  const at = new Date();
  return { pdf: await renderPickingList(await printable(db, actor, ids), at), filename: `picking-list-${stamp(at)}.pdf` };
}

export async function packingSlips(db: DbOrTx, actor: Actor, ids: number[]) {
  return { pdf: await renderPackingSlips(await printable(db, actor, ids)), filename: `packing-slips-${stamp(new Date())}.pdf` };
}

/** The order's label PDF (404 outside the scope, or before the label is bought). */
export async function orderLabel(db: DbOrTx, files: FileStore, actor: Actor, id: number) {
  const [o] = await db
    .select({ orderNo: b2cOrders.orderNo, trackingNo: b2cOrders.trackingNo, key: b2cOrders.labelFileKey })
    .from(b2cOrders)
    .where(and(eq(b2cOrders.id, id), orderScope(actor)));
  if (!o) throw notFound("orders.b2cOrder");
  const missing = () => new AppError(404, "NOT_FOUND", { orderNo: o.orderNo }, undefined, "orders.noLabelFile");
  if (!o.key) throw missing();
  // a label whose file is gone (a store not shared between nodes, the demo's labels without a store) is a 404, not a 500
  const pdf = await files.get(o.key).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") throw missing();
    throw e;
  });
  return { pdf, filename: `label-${o.trackingNo ?? o.orderNo}.pdf` };
}
