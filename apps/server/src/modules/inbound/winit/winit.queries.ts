import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { WinitReceiptDetail, WinitReceiptRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { documentHistory } from "../../../platform/audit/history.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { winitReceiptLines, winitReceipts } from "./winit.schema.js";

/**
 * Read side of the channel receipts: the list (resource kit: channel, channel order, status, seller,
 * warehouse, SKU, dates; announced, received, damaged and difference totals), one receipt with its lines
 * and history. The scope is loadReceipt's: the seller's own, or the sellers and warehouses an operator serves.
 */
export const receiptScope = (actor: Actor): SQL =>
  and(orgScope(actor, winitReceipts.orgId), warehouseScope(actor, winitReceipts.warehouseId))!;

const creator = alias(users, "creator");
const receiver = alias(users, "receiver");
const l = winitReceiptLines;

const ofLines = (expr: SQL) => sql<number>`(select coalesce(${expr}, 0)::int from ${l} where ${l.receiptId} = ${winitReceipts.id})`;
const skus = sql<string | null>`(select string_agg(${products.sku}, ', ' order by ${l.line}) from ${l}
  join ${products} on ${products.id} = ${l.productId} where ${l.receiptId} = ${winitReceipts.id})`;
const lineCount = ofLines(sql`count(*)`);
const expectedQty = ofLines(sql`sum(${l.expectedQty})`);
const receivedQty = ofLines(sql`sum(${l.goodQty} + ${l.damagedQty})`);
const damagedQty = ofLines(sql`sum(${l.damagedQty})`);
const differenceQty = ofLines(sql`sum(${l.goodQty} + ${l.damagedQty} - ${l.expectedQty})`);

const rowSelect = {
  id: winitReceipts.id,
  receiptNo: winitReceipts.receiptNo,
  orgId: winitReceipts.orgId,
  orgCode: organizations.code,
  warehouseId: winitReceipts.warehouseId,
  warehouseCode: warehouses.code,
  channel: winitReceipts.channel,
  channelRef: winitReceipts.channelRef,
  trackingNo: winitReceipts.trackingNo,
  arrivedOn: winitReceipts.arrivedOn,
  status: winitReceipts.status,
  skus,
  lineCount,
  expectedQty,
  receivedQty,
  damagedQty,
  differenceQty,
  note: winitReceipts.note,
  createdByName: creator.username,
  receivedByName: receiver.username,
  receivedAt: isoTimeOrNull(winitReceipts.receivedAt),
  version: winitReceipts.version,
  createdAt: isoTime(winitReceipts.createdAt),
  updatedAt: isoTime(winitReceipts.updatedAt),
};

const fromReceipts = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(winitReceipts)
    .innerJoin(organizations, eq(organizations.id, winitReceipts.orgId))
    .innerJoin(warehouses, eq(warehouses.id, winitReceipts.warehouseId))
    .leftJoin(creator, eq(creator.id, winitReceipts.createdBy))
    .leftJoin(receiver, eq(receiver.id, winitReceipts.receivedBy))
    .$dynamic();

export function receiptList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromReceipts,
    where: receiptScope(actor),
    tieBreaker: winitReceipts.id,
    columns: { skus: { column: skus, filter: true } },
    summary: { expectedQty, receivedQty, damagedQty, differenceQty },
  };
}

/** One receipt in the actor's scope (404 outside it) with its lines (SKU, name) and its history from the audit log. */
export async function receiptDetail(db: DbOrTx, actor: Actor, id: number): Promise<WinitReceiptDetail> {
  const [row] = await fromReceipts(db.select(rowSelect))
    .where(and(eq(winitReceipts.id, id), receiptScope(actor)))
    .limit(1);
  if (!row) throw notFound("inbound.winitReceipt");
  const lines = await db
    .select({
      line: l.line,
      productId: l.productId,
      sku: products.sku,
      productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      expectedQty: l.expectedQty,
      goodQty: l.goodQty,
      damagedQty: l.damagedQty,
    })
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(eq(l.receiptId, id))
    .orderBy(asc(l.line));
  const history = await documentHistory(db, "winitReceipt", id);
  return { ...(row as WinitReceiptRow), lines, history };
}
