import { aliasedTable, and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { UnsourcedDetail, UnsourcedRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { unsourcedMachine } from "./domain/unsourced.machine.js";
import { unsourcedReceiptLines, unsourcedReceipts } from "./unsourced.schema.js";

/**
 * Reads of unsourced receipts. Warehouse staff see the parcels of the warehouses (and the claimants) their
 * access groups allow. A seller sees the unclaimed parcels of the warehouses assigned to it, which name no
 * seller, and the parcels it claimed or was given; another seller's claim is a 404 to it.
 */
export function unsourcedScope(actor: Actor): SQL {
  const r = unsourcedReceipts;
  if (actor.orgKind === "operator" || actor.orgKind === "platform")
    return and(orgScope(actor, r.orgId), warehouseScope(actor, r.warehouseId), or(isNull(r.claimOrgId), orgScope(actor, r.claimOrgId)))!;
  return or(and(eq(r.status, "received"), warehouseScope(actor, r.warehouseId)), eq(r.claimOrgId, actor.orgId))!;
}

const claimOrg = aliasedTable(organizations, "claim_org");
const lineSum = (col: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(col)}), 0)::int from unsourced_receipt_lines l where l.receipt_id = ${unsourcedReceipts.id})`;

const rowSelect = {
  id: unsourcedReceipts.id,
  receiptNo: unsourcedReceipts.receiptNo,
  warehouseId: unsourcedReceipts.warehouseId,
  warehouseCode: warehouses.code,
  carrier: unsourcedReceipts.carrier,
  trackingNo: unsourcedReceipts.trackingNo,
  status: unsourcedReceipts.status,
  claimOrgId: unsourcedReceipts.claimOrgId,
  claimOrgCode: claimOrg.code,
  lineCount: sql<number>`(select count(*)::int from unsourced_receipt_lines l where l.receipt_id = ${unsourcedReceipts.id})`,
  goodQty: lineSum("good"),
  damagedQty: lineSum("damaged"),
  daysHeld: sql<number>`floor(extract(epoch from (now() - ${unsourcedReceipts.receivedAt})) / 86400)::int`,
  remark: unsourcedReceipts.remark,
  reason: unsourcedReceipts.reason,
  version: unsourcedReceipts.version,
  receivedAt: isoTime(unsourcedReceipts.receivedAt),
  claimedAt: isoTimeOrNull(unsourcedReceipts.claimedAt),
  updatedAt: isoTime(unsourcedReceipts.updatedAt),
};

const fromReceipts = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(unsourcedReceipts)
    .innerJoin(warehouses, eq(warehouses.id, unsourcedReceipts.warehouseId))
    .leftJoin(claimOrg, eq(claimOrg.id, unsourcedReceipts.claimOrgId))
    .$dynamic();

export function unsourcedList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromReceipts,
    where: unsourcedScope(actor),
    tieBreaker: unsourcedReceipts.id,
    summary: { goodQty: rowSelect.goodQty, damagedQty: rowSelect.damagedQty },
  };
}

async function rowOf(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await fromReceipts(db.select({ ...rowSelect, warehouseName: warehouses.name, holderOrgId: unsourcedReceipts.orgId }))
    .where(and(eq(unsourcedReceipts.id, id), unsourcedScope(actor)))
    .limit(1);
  if (!row) throw notFound("inbound.unsourcedReceipt");
  return row as UnsourcedRow & { warehouseName: string; holderOrgId: number };
}

/** One receipt's list row in the caller's scope (404 outside it). */
export async function unsourcedRow(db: DbOrTx, actor: Actor, id: number): Promise<UnsourcedRow> {
  const { warehouseName: _w, holderOrgId: _h, ...row } = await rowOf(db, actor, id);
  return row;
}

/** The receipt's lines (code as read, good, damaged, the matched SKU). */
export const receiptLines = (db: DbOrTx, id: number) =>
  db
    .select({
      id: unsourcedReceiptLines.id,
      lineNo: unsourcedReceiptLines.lineNo,
      code: unsourcedReceiptLines.code,
      good: unsourcedReceiptLines.good,
      damaged: unsourcedReceiptLines.damaged,
      productId: unsourcedReceiptLines.productId,
      sku: products.sku,
    })
    .from(unsourcedReceiptLines)
    .leftJoin(products, eq(products.id, unsourcedReceiptLines.productId))
    .where(eq(unsourcedReceiptLines.receiptId, id))
    .orderBy(asc(unsourcedReceiptLines.lineNo));

/**
 * One receipt with its lines and history. A seller reads the history rows about the warehouse and about
 * itself only: an earlier claim by another seller, rejected, stays out of its sight.
 */
export async function unsourcedDetail(db: DbOrTx, actor: Actor, id: number): Promise<UnsourcedDetail> {
  const { holderOrgId, ...row } = await rowOf(db, actor, id);
  const seller = actor.orgKind !== "operator" && actor.orgKind !== "platform";
  const history = await db
    .select({ at: isoTime(auditLog.at), command: auditLog.command, username: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.entity, unsourcedMachine.entity),
        eq(auditLog.entityId, String(id)),
        seller ? or(eq(auditLog.orgId, actor.orgId), eq(auditLog.orgId, holderOrgId)) : undefined,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return { ...row, lines: await receiptLines(db, id), history };
}
