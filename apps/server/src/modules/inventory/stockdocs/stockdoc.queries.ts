import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StockDocDetail, StockDocOptions, StockDocRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { documentHistory } from "../../../platform/audit/history.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { orgWarehouses, warehouses } from "../../masterdata/index.js";
import { stockDocLines, stockDocs } from "./schema.js";

/**
 * Read side of the stock documents: the list (resource kit: kind, status, seller, warehouse, SKU, date
 * filters; quantity totals), one document with its lines and history, the form's pickers. The scope is
 * loadDoc's: the owner org and the warehouse the actor may see (a seller reads its own stock's documents).
 */
export const docScope = (actor: Actor): SQL => and(orgScope(actor, stockDocs.orgId), warehouseScope(actor, stockDocs.warehouseId))!;

const target = alias(warehouses, "target_warehouse");
const creator = alias(users, "creator");
const approver = alias(users, "approver");

// the SKUs a document holds, searchable as one text ("contains" filter) and shown in the list
const skus = sql<string | null>`(select string_agg(${products.sku}, ', ' order by ${stockDocLines.line}) from ${stockDocLines}
  join ${products} on ${products.id} = ${stockDocLines.productId} where ${stockDocLines.docId} = ${stockDocs.id})`;
const lineCount = sql<number>`(select count(*)::int from ${stockDocLines} where ${stockDocLines.docId} = ${stockDocs.id})`;
const totalQty = sql<number>`(select coalesce(sum(${stockDocLines.quantity}), 0)::int from ${stockDocLines} where ${stockDocLines.docId} = ${stockDocs.id})`;

const rowSelect = {
  id: stockDocs.id,
  docNo: stockDocs.docNo,
  kind: stockDocs.kind,
  orgId: stockDocs.orgId,
  orgCode: organizations.code,
  warehouseId: stockDocs.warehouseId,
  warehouseCode: warehouses.code,
  targetWarehouseId: stockDocs.targetWarehouseId,
  targetWarehouseCode: target.code,
  reasonCode: stockDocs.reasonCode,
  reasonText: stockDocs.reasonText,
  status: stockDocs.status,
  skus,
  lineCount,
  totalQty,
  createdBy: stockDocs.createdBy,
  createdByName: creator.username,
  approvedBy: stockDocs.approvedBy,
  approvedByName: approver.username,
  approvedAt: isoTimeOrNull(stockDocs.approvedAt),
  version: stockDocs.version,
  createdAt: isoTime(stockDocs.createdAt),
  updatedAt: isoTime(stockDocs.updatedAt),
};

const fromDocs = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(stockDocs)
    .innerJoin(organizations, eq(organizations.id, stockDocs.orgId))
    .innerJoin(warehouses, eq(warehouses.id, stockDocs.warehouseId))
    .leftJoin(target, eq(target.id, stockDocs.targetWarehouseId))
    .leftJoin(creator, eq(creator.id, stockDocs.createdBy))
    .leftJoin(approver, eq(approver.id, stockDocs.approvedBy))
    .$dynamic();

export function docList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromDocs,
    where: docScope(actor),
    tieBreaker: stockDocs.id,
    columns: { skus: { column: skus, filter: true } },
    summary: { totalQty, lineCount },
  };
}

/** One document in the actor's scope (404 outside it) with its lines (SKU, name) and its history from the audit log. */
export async function docDetail(db: DbOrTx, actor: Actor, id: number): Promise<StockDocDetail> {
  const [row] = await fromDocs(db.select(rowSelect))
    .where(and(eq(stockDocs.id, id), docScope(actor)))
    .limit(1);
  if (!row) throw notFound("inventory.stockDoc");
  const lines = await db
    .select({
      line: stockDocLines.line,
      productId: stockDocLines.productId,
      sku: products.sku,
      productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      inventoryType: stockDocLines.inventoryType,
      toInventoryType: stockDocLines.toInventoryType,
      quantity: stockDocLines.quantity,
    })
    .from(stockDocLines)
    .innerJoin(products, eq(products.id, stockDocLines.productId))
    .where(eq(stockDocLines.docId, id))
    .orderBy(asc(stockDocLines.line));
  const history = await documentHistory(db, "stockDoc", id);
  return { ...(row as StockDocRow), lines, history };
}

/** The form's pickers: sellers in scope, warehouses in scope (assigned to the chosen seller when one is), the seller's SKUs. */
export async function docOptions(db: DbOrTx, actor: Actor, orgId?: number): Promise<StockDocOptions> {
  const orgs = await db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizations)
    .where(and(orgScope(actor, organizations.id), eq(organizations.kind, "seller")))
    .orderBy(asc(organizations.code));
  const assigned = orgId
    ? sql`${warehouses.id} in (select ${orgWarehouses.warehouseId} from ${orgWarehouses} where ${orgWarehouses.orgId} = ${orgId} and ${orgWarehouses.active})`
    : undefined;
  const whs = await db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .where(and(warehouseScope(actor, warehouses.id), eq(warehouses.active, true), assigned))
    .orderBy(asc(warehouses.code));
  // the owner's SKUs only: a document's lines must be its owner's products (the save checks it again)
  const prods =
    orgId && orgs.some((o) => o.id === orgId)
      ? await db
          .select({ id: products.id, sku: products.sku, name: actor.locale === "en-US" ? products.nameEn : products.nameZh })
          .from(products)
          .where(eq(products.orgId, orgId))
          .orderBy(asc(products.sku))
          .limit(5000)
      : [];
  return { orgs, warehouses: whs, products: prods };
}
