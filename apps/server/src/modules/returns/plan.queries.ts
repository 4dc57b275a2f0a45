import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { ReturnPlanDetail, ReturnPlanRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { documentHistory } from "../../platform/audit/history.js";
import { orgScope, warehouseScope } from "../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockBatches, stockMovements, stockScope } from "../inventory/index.js";
import { storeAccounts, warehouseConfigs, warehouses } from "../masterdata/index.js";
import { b2cOrderLines, b2cOrders } from "../orders/index.js";
import { returnPlanLines, returnPlans, returnProcesses } from "./schema.js";

/**
 * Read side of the returns: the list (resource kit), one plan with its lines and history, and what a
 * shipped order may still return. A seller sees its own plans; operator staff the orgs and warehouses
 * their access groups allow.
 */
export const planScope = (actor: Actor) => stockScope(actor, returnPlans.orgId, returnPlans.warehouseId);

const sumOf = (col: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(col)}), 0)::int from return_plan_lines l where l.plan_id = ${returnPlans.id})`;
const skuCount = sql<number>`(select count(*)::int from return_plan_lines l where l.plan_id = ${returnPlans.id})`;
const expectedQty = sumOf("expected_qty");
const receivedGood = sumOf("received_good");
const receivedDamaged = sumOf("received_damaged");

const rowSelect = {
  id: returnPlans.id,
  orgId: returnPlans.orgId,
  orgCode: organizations.code,
  returnNo: returnPlans.returnNo,
  warehouseId: returnPlans.warehouseId,
  warehouseCode: warehouses.code,
  sourceOrderId: returnPlans.sourceOrderId,
  sourceOrderNo: b2cOrders.orderNo,
  carrier: returnPlans.carrier,
  trackingNo: returnPlans.trackingNo,
  expectedDate: returnPlans.expectedDate,
  reason: returnPlans.reason,
  status: returnPlans.status,
  unplanned: returnPlans.unplanned,
  storeTitle: storeAccounts.title,
  marketplace: storeAccounts.channel,
  fromOrder: sql<boolean>`(${returnPlans.sourceOrderId} is not null)`,
  skuCount,
  expectedQty,
  receivedGood,
  receivedDamaged,
  difference: sql<number>`(${receivedGood} + ${receivedDamaged} - ${expectedQty})::int`,
  remark: returnPlans.remark,
  receiptNotes: returnPlans.receiptNotes,
  version: returnPlans.version,
  receivedAt: isoTimeOrNull(returnPlans.receivedAt),
  createdAt: isoTime(returnPlans.createdAt),
  updatedAt: isoTime(returnPlans.updatedAt),
};

const fromPlans = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(returnPlans)
    .innerJoin(organizations, eq(organizations.id, returnPlans.orgId))
    .innerJoin(warehouses, eq(warehouses.id, returnPlans.warehouseId))
    .leftJoin(b2cOrders, eq(b2cOrders.id, returnPlans.sourceOrderId))
    .leftJoin(storeAccounts, eq(storeAccounts.id, b2cOrders.storeAccountId))
    .$dynamic();

export function planList(actor: Actor): ResourceListQuery {
  return { select: rowSelect, from: fromPlans, where: planScope(actor), tieBreaker: returnPlans.id };
}

/** One plan's list row in the caller's scope (404 outside it). */
export async function planRow(db: DbOrTx, actor: Actor, id: number): Promise<ReturnPlanRow> {
  const [row] = await fromPlans(db.select(rowSelect))
    .where(and(eq(returnPlans.id, id), planScope(actor)))
    .limit(1);
  if (!row) throw notFound("returns.returnPlan");
  return row as ReturnPlanRow;
}

/** One plan in the caller's scope (404 outside it), with its lines (expected, good, damaged, difference) and its history. */
export async function planDetail(db: DbOrTx, actor: Actor, id: number): Promise<ReturnPlanDetail> {
  const row = await planRow(db, actor, id);
  const lines = await db
    .select({
      id: returnPlanLines.id,
      lineNo: returnPlanLines.lineNo,
      productId: returnPlanLines.productId,
      sku: products.sku,
      productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      expectedQty: returnPlanLines.expectedQty,
      receivedGood: returnPlanLines.receivedGood,
      receivedDamaged: returnPlanLines.receivedDamaged,
      difference: sql<number>`(${returnPlanLines.receivedGood} + ${returnPlanLines.receivedDamaged} - ${returnPlanLines.expectedQty})::int`,
      countedGood: returnPlanLines.countedGood,
      countedDamaged: returnPlanLines.countedDamaged,
    })
    .from(returnPlanLines)
    .innerJoin(products, eq(products.id, returnPlanLines.productId))
    .where(eq(returnPlanLines.planId, id))
    .orderBy(asc(returnPlanLines.lineNo));
  const history = await documentHistory(db, "returnPlan", id);
  // the ledger's rows of this return: its receipt (the return number) and its processes (restock, destruction)
  const processNos = db.select({ no: returnProcesses.processNo }).from(returnProcesses).where(eq(returnProcesses.planId, id));
  const movements = await db
    .select({
      id: stockMovements.id,
      sku: products.sku,
      inventoryType: stockMovements.inventoryType,
      operationType: stockMovements.operationType,
      bucket: stockMovements.bucket,
      quantity: stockMovements.quantity,
      balanceAfter: stockMovements.balanceAfter,
      batchNo: stockBatches.batchNo,
      documentNo: stockMovements.documentNo,
      createdAt: isoTime(stockMovements.createdAt),
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
    .where(
      and(
        eq(stockMovements.orgId, row.orgId),
        or(eq(stockMovements.documentNo, row.returnNo), inArray(stockMovements.documentNo, processNos)),
      ),
    )
    .orderBy(asc(stockMovements.id));
  return { ...row, lines, movements, history };
}

/**
 * A shipped order of the caller's org (404 otherwise) and, per SKU, what shipped and what may still come
 * back: shipped minus what the org's other live return plans of the order hold (their expected units, or
 * what they received when more came). `exceptPlanId`: the plan being edited.
 */
export async function returnableOf(db: DbOrTx, actor: Actor, orderId: number, exceptPlanId?: number) {
  const [order] = await db
    .select({ id: b2cOrders.id, orderNo: b2cOrders.orderNo, warehouseId: b2cOrders.warehouseId, status: b2cOrders.status })
    .from(b2cOrders)
    .where(and(eq(b2cOrders.id, orderId), orgScope(actor, b2cOrders.orgId)));
  if (!order) return undefined;
  const held = sql<number>`coalesce((select sum(greatest(rl.expected_qty, rl.received_good + rl.received_damaged))::int
    from ${returnPlanLines} rl join ${returnPlans} rp on rp.id = rl.plan_id
    where rp.source_order_id = ${order.id} and rp.status <> 'cancelled' and rl.product_id = ${b2cOrderLines.productId}
    ${exceptPlanId ? sql`and rp.id <> ${exceptPlanId}` : sql``}), 0)::int`;
  const lines = await db
    .select({ productId: b2cOrderLines.productId, sku: products.sku, shipped: b2cOrderLines.quantity, held })
    .from(b2cOrderLines)
    .innerJoin(products, eq(products.id, b2cOrderLines.productId))
    .where(and(eq(b2cOrderLines.orderId, order.id), ne(b2cOrderLines.quantity, 0)))
    .orderBy(asc(b2cOrderLines.line));
  return {
    order,
    lines: lines.map((l) => ({ productId: l.productId, sku: l.sku, shipped: l.shipped, returnable: Math.max(0, l.shipped - l.held) })),
  };
}

/** The warehouses a return plan may name: active, in the actor's scope, accepting returns (a warehouse without settings does). */
export const returnWarehouses = (db: DbOrTx, actor: Actor) =>
  db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .leftJoin(warehouseConfigs, eq(warehouseConfigs.warehouseId, warehouses.id))
    .where(and(eq(warehouses.active, true), warehouseScope(actor, warehouses.id), sql`coalesce(${warehouseConfigs.acceptReturns}, true)`))
    .orderBy(asc(warehouses.code));
