import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { OutboundBoardReply, OutboundPlanDetail, OutboundPlanRow, OutboundStatus } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { documentHistory } from "../../platform/audit/history.js";
import { orgScope } from "../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockBalances, stockScope } from "../inventory/index.js";
import { orgWarehouses, warehouses } from "../masterdata/index.js";
import { outboundPlanLines, outboundPlanPackages, outboundPlans } from "./schema.js";

/**
 * Read side of the outbound plans: the list (resource kit), one plan with its lines, packages and history,
 * what the seller's form offers (its warehouses and each SKU's available stock there), the bulletin board.
 * A seller sees its own plans; operator staff the orgs and warehouses their access groups allow.
 */
export const planScope = (actor: Actor) => stockScope(actor, outboundPlans.orgId, outboundPlans.warehouseId);

const lineTotals = sql<number>`(select coalesce(sum(l.quantity), 0)::int from outbound_plan_lines l where l.plan_id = ${outboundPlans.id})`;
const skuCount = sql<number>`(select count(*)::int from outbound_plan_lines l where l.plan_id = ${outboundPlans.id})`;
const packageCount = (kind: "carton" | "pallet") =>
  sql<number>`(select coalesce(sum(p.count), 0)::int from outbound_plan_packages p where p.plan_id = ${outboundPlans.id} and p.kind = ${kind})`;

const rowSelect = {
  id: outboundPlans.id,
  orgId: outboundPlans.orgId,
  orgCode: organizations.code,
  planNo: outboundPlans.planNo,
  warehouseId: outboundPlans.warehouseId,
  warehouseCode: warehouses.code,
  destinationType: outboundPlans.destinationType,
  destinationCode: outboundPlans.destinationCode,
  fbaShipmentId: outboundPlans.fbaShipmentId,
  referenceId: outboundPlans.referenceId,
  shipBy: outboundPlans.shipBy,
  carrier: outboundPlans.carrier,
  trackingNo: outboundPlans.trackingNo,
  transportMode: outboundPlans.transportMode,
  status: outboundPlans.status,
  skuCount,
  totalQty: lineTotals,
  cartons: packageCount("carton"),
  pallets: packageCount("pallet"),
  remark: outboundPlans.remark,
  version: outboundPlans.version,
  shippedAt: isoTimeOrNull(outboundPlans.shippedAt),
  createdAt: isoTime(outboundPlans.createdAt),
  updatedAt: isoTime(outboundPlans.updatedAt),
};

const fromPlans = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(outboundPlans)
    .innerJoin(organizations, eq(organizations.id, outboundPlans.orgId))
    .innerJoin(warehouses, eq(warehouses.id, outboundPlans.warehouseId))
    .$dynamic();

export function planList(actor: Actor): ResourceListQuery {
  return { select: rowSelect, from: fromPlans, where: planScope(actor), tieBreaker: outboundPlans.id };
}

/** One plan's list row in the caller's scope (404 outside it). */
export async function planRow(db: DbOrTx, actor: Actor, id: number): Promise<OutboundPlanRow> {
  const [row] = await fromPlans(db.select(rowSelect))
    .where(and(eq(outboundPlans.id, id), planScope(actor)))
    .limit(1);
  if (!row) throw notFound("outbound.outboundPlan");
  return row as OutboundPlanRow;
}

/** One plan in the caller's scope (404 outside it), with its lines, cartons and pallets, and its audit history. */
export async function planDetail(db: DbOrTx, actor: Actor, id: number): Promise<OutboundPlanDetail> {
  const [row] = await fromPlans(db.select({ ...rowSelect, destinationAddress: outboundPlans.destinationAddress }))
    .where(and(eq(outboundPlans.id, id), planScope(actor)))
    .limit(1);
  if (!row) throw notFound("outbound.outboundPlan");
  const lines = await db
    .select({
      line: outboundPlanLines.line,
      productId: outboundPlanLines.productId,
      sku: products.sku,
      productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      quantity: outboundPlanLines.quantity,
      pickedQty: outboundPlanLines.pickedQty,
      shippedQty: outboundPlanLines.shippedQty,
    })
    .from(outboundPlanLines)
    .innerJoin(products, eq(products.id, outboundPlanLines.productId))
    .where(eq(outboundPlanLines.planId, id))
    .orderBy(asc(outboundPlanLines.line));
  const packages = await db
    .select({
      seq: outboundPlanPackages.seq,
      kind: outboundPlanPackages.kind,
      count: outboundPlanPackages.count,
      length: outboundPlanPackages.length,
      width: outboundPlanPackages.width,
      height: outboundPlanPackages.height,
      lengthUnit: outboundPlanPackages.lengthUnit,
      weight: outboundPlanPackages.weight,
      weightUnit: outboundPlanPackages.weightUnit,
      unitsEach: outboundPlanPackages.unitsEach,
    })
    .from(outboundPlanPackages)
    .where(eq(outboundPlanPackages.planId, id))
    .orderBy(asc(outboundPlanPackages.seq));
  const history = await documentHistory(db, "outboundPlan", id);
  return { ...row, lines, packages, history } as OutboundPlanDetail;
}

/** What the seller's form offers: its active warehouses and, per warehouse, its SKUs with available stock. */
export async function planFormOptions(db: DbOrTx, actor: Actor) {
  const whs = await db
    .selectDistinct({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(and(orgScope(actor, orgWarehouses.orgId), eq(orgWarehouses.active, true), eq(warehouses.active, true)))
    .orderBy(asc(warehouses.code));
  const available = sql<number>`(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})::int`;
  const stock = await db
    .select({
      warehouseId: stockBalances.warehouseId,
      productId: stockBalances.productId,
      sku: products.sku,
      name: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      available,
    })
    .from(stockBalances)
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .where(and(orgScope(actor, stockBalances.orgId), eq(stockBalances.inventoryType, 0), sql`${available} > 0`))
    .orderBy(asc(products.sku))
    .limit(5000);
  return { warehouses: whs, stock };
}

/** The bulletin board: open plans per warehouse and status now, and plans created and shipped per day. */
export async function planBoard(db: DbOrTx, actor: Actor, q: { warehouseId?: number; days: number }): Promise<OutboundBoardReply> {
  const to = new Date();
  const from = new Date(to.getTime() - (q.days - 1) * 86_400_000);
  const fromDay = from.toISOString().slice(0, 10);
  const scope = and(planScope(actor), q.warehouseId ? eq(outboundPlans.warehouseId, q.warehouseId) : undefined);
  const byStatus = await db
    .select({
      warehouseId: outboundPlans.warehouseId,
      warehouseCode: warehouses.code,
      status: outboundPlans.status,
      plans: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${lineTotals}), 0)::int`,
    })
    .from(outboundPlans)
    .innerJoin(warehouses, eq(warehouses.id, outboundPlans.warehouseId))
    .where(scope)
    .groupBy(outboundPlans.warehouseId, warehouses.code, outboundPlans.status)
    .orderBy(asc(warehouses.code), asc(outboundPlans.status));
  const dayOf = (col: typeof outboundPlans.createdAt) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
  const created = await db
    .select({ day: dayOf(outboundPlans.createdAt), warehouseCode: warehouses.code, n: sql<number>`count(*)::int` })
    .from(outboundPlans)
    .innerJoin(warehouses, eq(warehouses.id, outboundPlans.warehouseId))
    .where(and(scope, gte(outboundPlans.createdAt, new Date(`${fromDay}T00:00:00Z`))))
    .groupBy(dayOf(outboundPlans.createdAt), warehouses.code);
  const shipped = await db
    .select({
      day: dayOf(outboundPlans.shippedAt as never),
      warehouseCode: warehouses.code,
      n: sql<number>`count(*)::int`,
      units: sql<number>`coalesce(sum(${lineTotals}), 0)::int`,
    })
    .from(outboundPlans)
    .innerJoin(warehouses, eq(warehouses.id, outboundPlans.warehouseId))
    .where(and(scope, gte(outboundPlans.shippedAt, new Date(`${fromDay}T00:00:00Z`))))
    .groupBy(dayOf(outboundPlans.shippedAt as never), warehouses.code);
  const days = new Map<string, OutboundBoardReply["byDay"][number]>();
  const at = (day: string, warehouseCode: string) => {
    const k = `${day}|${warehouseCode}`;
    let d = days.get(k);
    if (!d) days.set(k, (d = { day, warehouseCode, created: 0, shipped: 0, unitsShipped: 0 }));
    return d;
  };
  for (const c of created) at(c.day, c.warehouseCode).created = c.n;
  for (const s of shipped) Object.assign(at(s.day, s.warehouseCode), { shipped: s.n, unitsShipped: s.units });
  return {
    from: fromDay,
    to: to.toISOString().slice(0, 10),
    byStatus: byStatus.map((r) => ({ ...r, status: r.status as OutboundStatus })),
    byDay: [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.warehouseCode.localeCompare(b.warehouseCode)),
  };
}

/** Locks a plan's lines (the transitions' stock work reads them). */
export const linesOf = (db: DbOrTx, planId: number) =>
  db.select().from(outboundPlanLines).where(eq(outboundPlanLines.planId, planId)).orderBy(asc(outboundPlanLines.line));
