import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { ref, withKeys } from "../analysis/common.queries.js";
import { stockInTransit, stockMovements, stockReservations } from "../schema.js";
import { keyFields, productName, stockScope } from "../stock.queries.js";

/**
 * The documents' open claims on stock as reports: reservations summed per SKU, warehouse and reserve source
 * (inventory/reserve), and what is on its way per document, SKU and transport source (inventory/transport).
 * Each groups the open claims of the caller's scope in a derived table, then joins the names. With them the receipt
 * differences of the closed inbound and return lines (inventory/warehouseDifference).
 */

const col = (c: unknown) => c as AnyPgColumn;
/** A grouped subquery's key (seller, warehouse, product, inventory type) as the columns its joins and filters name. */
const keyOf = (sq: { orgId: unknown; warehouseId: unknown; productId: unknown; inventoryType: unknown }) => ({
  orgId: col(sq.orgId),
  warehouseId: col(sq.warehouseId),
  productId: col(sq.productId),
  inventoryType: col(sq.inventoryType),
});

export function reserveListSpec(actor: Actor): ListSpec {
  const r = stockReservations;
  const open = new QueryBuilder()
    .select({
      id: sql<number>`min(${r.id})::int`.as("rv_id"),
      orgId: r.orgId,
      warehouseId: r.warehouseId,
      productId: r.productId,
      inventoryType: r.inventoryType,
      reserveSource: r.reserveSource,
      lines: sql<number>`count(*)::int`.as("rv_lines"),
      documents: sql<number>`count(distinct ${r.documentNo})::int`.as("rv_documents"),
      quantity: sql<number>`sum(${r.quantity})::int`.as("rv_quantity"),
      firstAt: sql<Date>`min(${r.createdAt})`.as("rv_first_at"),
      lastAt: sql<Date>`max(${r.createdAt})`.as("rv_last_at"),
    })
    .from(r)
    .where(and(eq(r.status, "reserved"), stockScope(actor, r.orgId, r.warehouseId)))
    .groupBy(r.orgId, r.warehouseId, r.productId, r.inventoryType, r.reserveSource)
    .as("rv_open_reservations");
  const k = keyOf(open);
  return {
    select: {
      id: open.id,
      orgCode: organizations.code,
      warehouseId: open.warehouseId,
      warehouseCode: warehouses.code,
      productId: open.productId,
      sku: products.sku,
      productName: productName(actor),
      reserveSource: open.reserveSource,
      lines: open.lines,
      documents: open.documents,
      quantity: open.quantity,
      firstReservedAt: isoTime(col(open.firstAt)),
      lastReservedAt: isoTime(col(open.lastAt)),
    },
    from: (q) => withKeys(q.from(open).$dynamic(), k),
    fields: {
      ...keyFields(k),
      reserveSource: { column: open.reserveSource, type: "int" },
      lines: { column: ref(open.lines), type: "int" },
      documents: { column: ref(open.documents), type: "int" },
      quantity: { column: ref(open.quantity), type: "int" },
      firstReservedAt: { column: ref(open.firstAt), type: "timestamp" },
      lastReservedAt: { column: ref(open.lastAt), type: "timestamp" },
    },
    summary: { lines: ref(open.lines), quantity: ref(open.quantity) },
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: col(open.id),
  };
}

export function transportListSpec(actor: Actor): ListSpec {
  const t = stockInTransit;
  const open = new QueryBuilder()
    .select({
      id: sql<number>`min(${t.id})::int`.as("tr_id"),
      orgId: t.orgId,
      warehouseId: t.warehouseId,
      productId: t.productId,
      inventoryType: t.inventoryType,
      transportSource: t.transportSource,
      orderType: t.orderType,
      documentNo: t.documentNo,
      quantity: sql<number>`sum(${t.quantity})::int`.as("tr_quantity"),
      receivedQty: sql<number>`sum(${t.receivedQty})::int`.as("tr_received_qty"),
      outstanding: sql<number>`sum(${t.quantity} - ${t.receivedQty})::int`.as("tr_outstanding"),
      eta: sql<string | null>`min(${t.eta})`.as("tr_eta"),
      createdAt: sql<Date>`min(${t.createdAt})`.as("tr_created_at"),
    })
    .from(t)
    .where(and(eq(t.status, "in_transit"), stockScope(actor, t.orgId, t.warehouseId)))
    .groupBy(t.orgId, t.warehouseId, t.productId, t.inventoryType, t.transportSource, t.orderType, t.documentNo)
    .as("tr_open_transit");
  const k = keyOf(open);
  return {
    select: {
      id: open.id,
      orgCode: organizations.code,
      warehouseId: open.warehouseId,
      warehouseCode: warehouses.code,
      transportSource: open.transportSource,
      orderType: open.orderType,
      documentNo: open.documentNo,
      productId: open.productId,
      sku: products.sku,
      productName: productName(actor),
      quantity: open.quantity,
      receivedQty: open.receivedQty,
      outstanding: open.outstanding,
      eta: sql<string | null>`to_char(${open.eta}, 'YYYY-MM-DD')`,
      createdAt: isoTime(col(open.createdAt)),
    },
    from: (q) => withKeys(q.from(open).$dynamic(), k),
    fields: {
      ...keyFields(k),
      transportSource: { column: open.transportSource, type: "int" },
      orderType: { column: open.orderType, type: "int" },
      documentNo: { column: open.documentNo, type: "string" },
      quantity: { column: ref(open.quantity), type: "int" },
      receivedQty: { column: ref(open.receivedQty), type: "int" },
      outstanding: { column: ref(open.outstanding), type: "int" },
      eta: { column: ref(open.eta), type: "date" },
      createdAt: { column: ref(open.createdAt), type: "timestamp" },
    },
    summary: { quantity: ref(open.quantity), receivedQty: ref(open.receivedQty), outstanding: ref(open.outstanding) },
    defaultSort: { field: "eta", dir: "asc" },
    tieBreaker: col(open.id),
  };
}

/**
 * inventory/warehouseDifference: each closed inbound-plan or return line (transport source 20 / 40): expected (what
 * went in transit) against received (the units that arrived on its document line in the ledger, later receipts of
 * an already closed line included), good and damaged, and the difference (over +, under −). Read from the ledger's
 * own claim lines and movements: the inbound and returns modules post both, so no table of theirs is named.
 */
export function differenceListSpec(actor: Actor): ListSpec {
  const t = stockInTransit;
  const m = stockMovements;
  const lines = new QueryBuilder()
    .select({
      id: t.id,
      orgId: t.orgId,
      warehouseId: t.warehouseId,
      productId: t.productId,
      inventoryType: t.inventoryType,
      transportSource: t.transportSource,
      orderType: t.orderType,
      documentNo: t.documentNo,
      documentLine: t.documentLine,
      expected: t.quantity,
      closedAt: t.updatedAt,
    })
    .from(t)
    .where(and(eq(t.status, "received"), inArray(t.transportSource, [20, 40]), stockScope(actor, t.orgId, t.warehouseId)))
    .as("df_receipt_lines");
  // what arrived on each line: a lateral sum over the line's ledger movements (its document, line, product, source)
  const units = (type: 0 | 1) => sql<number>`coalesce(sum(${m.quantity}) filter (where ${m.inventoryType} = ${type}), 0)::int`;
  const arrived = new QueryBuilder()
    .select({
      received: sql<number>`coalesce(sum(${m.quantity}), 0)::int`.as("df_received"),
      good: units(0).as("df_good"),
      damaged: units(1).as("df_damaged"),
    })
    .from(m)
    .where(
      and(
        eq(m.orgId, col(lines.orgId)),
        eq(m.documentNo, col(lines.documentNo)),
        eq(m.documentLine, col(lines.documentLine)),
        eq(m.productId, col(lines.productId)),
        eq(m.transportSource, col(lines.transportSource)),
        gt(m.quantity, 0),
        inArray(m.bucket, ["pendingPutaway", "onHand"]),
      ),
    )
    .as("df_arrived");
  const k = keyOf(lines);
  const difference = sql<number>`(${arrived.received} - ${lines.expected})`;
  return {
    select: {
      id: lines.id,
      orgCode: organizations.code,
      warehouseId: lines.warehouseId,
      warehouseCode: warehouses.code,
      transportSource: lines.transportSource,
      orderType: lines.orderType,
      documentNo: lines.documentNo,
      documentLine: lines.documentLine,
      productId: lines.productId,
      sku: products.sku,
      productName: productName(actor),
      expected: lines.expected,
      received: arrived.received,
      good: arrived.good,
      damaged: arrived.damaged,
      difference,
      closedAt: isoTime(col(lines.closedAt)),
    },
    from: (q) =>
      withKeys(q.from(lines).$dynamic(), k)
        .innerJoinLateral(arrived, sql`true`)
        .$dynamic(),
    fields: {
      ...keyFields(k),
      transportSource: { column: lines.transportSource, type: "int" },
      documentNo: { column: lines.documentNo, type: "string" },
      expected: { column: lines.expected, type: "int" },
      received: { column: ref(arrived.received), type: "int" },
      damaged: { column: ref(arrived.damaged), type: "int" },
      difference: { column: difference, type: "int" },
      closedAt: { column: lines.closedAt, type: "timestamp" },
    },
    summary: {
      expected: lines.expected,
      received: ref(arrived.received),
      good: ref(arrived.good),
      damaged: ref(arrived.damaged),
      difference,
      // over- and short-received units apart (a warehouse's +3 and −3 do not cancel out in its chart)
      over: sql`greatest(${difference}, 0)`,
      under: sql`greatest(-${difference}, 0)`,
    },
    defaultSort: { field: "closedAt", dir: "desc" },
    tieBreaker: col(lines.id),
  };
}
