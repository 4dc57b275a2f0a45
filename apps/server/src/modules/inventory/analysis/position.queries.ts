import { and, eq, inArray, sql } from "drizzle-orm";
import { outboundCodes, orderCodes } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { warehouses } from "../../masterdata/index.js";
import { stockBalances, stockInTransit, stockReservations } from "../schema.js";
import { oldestAge, stockScope } from "../stock.queries.js";
import { daysSince, intFields, keyFields, keySelect, m3Of, qb, textKey, tieOn, unitM3, withKeys, ref, sums } from "./common.queries.js";

/**
 * Where stock stands now: in the warehouse (on hand and pending putaway, with cubic metres), on order
 * (inbound plans' lines still in transit), arriving (the same claims by ETA and plan) and not yet
 * delivered (reservations of submitted B2C orders and outbound plans). Other modules' documents are
 * read through the ledger's claims, which carry their numbers, never through their tables.
 */

/** spec transportSources 20: an inbound plan's lines, in transit from submit until received. */
const INBOUND_PLAN = 20;

export function inWarehouseListSpec(actor: Actor): ListSpec {
  const b = stockBalances;
  const available = sql<number>`(${b.onHand} - ${b.reserved} - ${b.frozen})`;
  const figures = { onHand: b.onHand, pendingPutaway: b.pendingPutaway, reserved: b.reserved, frozen: b.frozen, available };
  const onHandM3 = m3Of(b.onHand);
  const pendingM3 = m3Of(b.pendingPutaway);
  return {
    select: {
      id: b.id,
      ...keySelect(actor, b),
      inventoryType: b.inventoryType,
      ...figures,
      unitM3: sql<string>`round(${unitM3}, 6)::text`,
      onHandM3: sql<string>`${onHandM3}::text`,
      pendingM3: sql<string>`${pendingM3}::text`,
      oldestAgeDays: oldestAge,
    },
    from: (q) => withKeys(q.from(b).$dynamic(), b),
    where: and(stockScope(actor, b.orgId, b.warehouseId), sql`${b.onHand} + ${b.pendingPutaway} > 0`),
    fields: {
      ...keyFields(b),
      inventoryType: { column: b.inventoryType, type: "int" },
      ...intFields(figures),
      onHandM3: { column: onHandM3, type: "decimal" },
      pendingM3: { column: pendingM3, type: "decimal" },
    },
    summary: sums({ ...figures, onHandM3, pendingM3 }),
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: b.id,
  };
}

const open = (actor: Actor) =>
  and(
    stockScope(actor, stockInTransit.orgId, stockInTransit.warehouseId),
    eq(stockInTransit.status, "in_transit"),
    eq(stockInTransit.transportSource, INBOUND_PLAN),
  );
const outstanding = sql`(${stockInTransit.quantity} - ${stockInTransit.receivedQty})`;
const isoDay = (d: unknown) => sql<string | null>`to_char(${d}, 'YYYY-MM-DD')`;

export function onOrderListSpec(actor: Actor): ListSpec {
  const s = stockInTransit;
  const t = qb
    .select({
      orgId: s.orgId,
      warehouseId: s.warehouseId,
      productId: s.productId,
      units: sql<number>`sum(${outstanding})::int`.as("units"),
      plans: sql<number>`count(distinct ${s.documentNo})::int`.as("plans"),
      nextEta: sql`min(${s.eta})`.as("next_eta"),
      lastEta: sql`max(${s.eta})`.as("last_eta"),
      overdueUnits: sql<number>`coalesce(sum(${outstanding}) filter (where ${s.eta} < current_date), 0)::int`.as("overdue_units"),
      documentNos: sql<string>`string_agg(distinct ${s.documentNo}, ', ' order by ${s.documentNo})`.as("document_nos"),
    })
    .from(s)
    .where(open(actor))
    .groupBy(s.orgId, s.warehouseId, s.productId)
    .as("on_order");
  const id = textKey(t.orgId, t.warehouseId, t.productId);
  const figures = { units: t.units, plans: t.plans, overdueUnits: t.overdueUnits };
  return {
    select: { id, ...keySelect(actor, t), ...figures, nextEta: isoDay(t.nextEta), lastEta: isoDay(t.lastEta), documentNos: t.documentNos },
    from: (q) => withKeys(q.from(t).$dynamic(), t),
    fields: {
      ...keyFields(t),
      ...intFields(figures),
      nextEta: { column: ref(t.nextEta), type: "date" },
      lastEta: { column: ref(t.lastEta), type: "date" },
      documentNos: { column: ref(t.documentNos), type: "string", sort: false },
    },
    summary: sums(figures),
    defaultSort: { field: "nextEta", dir: "asc" },
    tieBreaker: tieOn(id),
  };
}

export function arrivalPlanListSpec(actor: Actor): ListSpec {
  const s = stockInTransit;
  const t = qb
    .select({
      eta: s.eta,
      warehouseId: s.warehouseId,
      orgId: s.orgId,
      documentNo: s.documentNo,
      skus: sql<number>`count(distinct ${s.productId})::int`.as("skus"),
      units: sql<number>`sum(${s.quantity})::int`.as("units"),
      receivedUnits: sql<number>`sum(${s.receivedQty})::int`.as("received_units"),
    })
    .from(s)
    .where(open(actor))
    .groupBy(s.eta, s.warehouseId, s.orgId, s.documentNo)
    .as("arrivals");
  const id = textKey(t.orgId, t.documentNo, t.warehouseId);
  const figures = { skus: t.skus, units: t.units, receivedUnits: t.receivedUnits };
  return {
    select: { id, eta: isoDay(t.eta), warehouseCode: warehouses.code, orgCode: organizations.code, documentNo: t.documentNo, ...figures },
    from: (q) => withKeys(q.from(t).$dynamic(), { warehouseId: t.warehouseId, orgId: t.orgId }),
    fields: {
      eta: { column: ref(t.eta), type: "date" },
      warehouseId: { column: ref(t.warehouseId), type: "int" },
      warehouseCode: { column: warehouses.code, type: "string" },
      orgId: { column: ref(t.orgId), type: "int" },
      orgCode: { column: organizations.code, type: "string" },
      documentNo: { column: ref(t.documentNo), type: "string" },
      ...intFields(figures),
    },
    summary: sums({ units: t.units, receivedUnits: t.receivedUnits }),
    defaultSort: { field: "eta", dir: "asc" },
    tieBreaker: tieOn(id),
  };
}

/** Reservations of documents waiting to ship: B2C orders (source 10) and outbound plans (source 50). */
export const waiting = (actor: Actor) =>
  and(
    stockScope(actor, stockReservations.orgId, stockReservations.warehouseId),
    eq(stockReservations.status, "reserved"),
    inArray(stockReservations.reserveSource, [orderCodes.reserveSource, outboundCodes.reserveSource]),
  );

export function unDeliverListSpec(actor: Actor): ListSpec {
  const r = stockReservations;
  const bySource = (name: string, source: number) =>
    sql<number>`coalesce(sum(${r.quantity}) filter (where ${r.reserveSource} = ${source}), 0)::int`.as(name);
  const t = qb
    .select({
      orgId: r.orgId,
      warehouseId: r.warehouseId,
      productId: r.productId,
      units: sql<number>`sum(${r.quantity})::int`.as("units"),
      orderUnits: bySource("order_units", orderCodes.reserveSource),
      planUnits: bySource("plan_units", outboundCodes.reserveSource),
      documents: sql<number>`count(distinct ${r.documentNo})::int`.as("documents"),
      oldestAt: sql`min(${r.createdAt})`.as("oldest_at"),
      documentNos: sql<string>`string_agg(distinct ${r.documentNo}, ', ' order by ${r.documentNo})`.as("document_nos"),
    })
    .from(r)
    .where(waiting(actor))
    .groupBy(r.orgId, r.warehouseId, r.productId)
    .as("undelivered");
  const id = textKey(t.orgId, t.warehouseId, t.productId);
  const age = daysSince(ref(t.oldestAt));
  const figures = { units: t.units, orderUnits: t.orderUnits, planUnits: t.planUnits, documents: t.documents };
  return {
    select: {
      id,
      ...keySelect(actor, t),
      ...figures,
      oldestAt: isoTime(ref(t.oldestAt)),
      oldestAgeDays: age,
      documentNos: t.documentNos,
    },
    from: (q) => withKeys(q.from(t).$dynamic(), t),
    fields: {
      ...keyFields(t),
      ...intFields({ ...figures, oldestAgeDays: age }),
      oldestAt: { column: ref(t.oldestAt), type: "timestamp" },
      documentNos: { column: ref(t.documentNos), type: "string", sort: false },
    },
    summary: sums({ units: t.units, orderUnits: t.orderUnits, planUnits: t.planUnits }),
    defaultSort: { field: "oldestAgeDays", dir: "desc" },
    tieBreaker: tieOn(id),
  };
}
