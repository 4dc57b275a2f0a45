import { and, eq, sql } from "drizzle-orm";
import { waitBuckets } from "@entrepot/contracts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { warehouses } from "../../masterdata/index.js";
import { stockInTransit, stockReservations, stockSnapshots } from "../schema.js";
import { stockScope } from "../stock.queries.js";
import { daysSince, intFields, qb, textKey, tieOn, withKeys, ref, sums } from "./common.queries.js";
import { waiting } from "./position.queries.js";

/**
 * The analysis screens' lists, one row per point of their charts: a warehouse's day from the daily
 * snapshots, arrivals by ETA week, waiting documents by days waiting. The screen draws its chart from
 * the same filtered list it shows and exports.
 */

const warehouseFields = (warehouseId: AnyPgColumn) => ({
  warehouseId: { column: warehouseId, type: "int" as const },
  warehouseCode: { column: warehouses.code, type: "string" as const },
});

export function inWarehouseTrendListSpec(actor: Actor): ListSpec {
  const s = stockSnapshots;
  const t = qb
    .select({
      snapshotDate: s.snapshotDate,
      warehouseId: s.warehouseId,
      skus: sql<number>`count(distinct ${s.productId})::int`.as("skus"),
      onHand: sql<number>`sum(${s.onHand})::int`.as("on_hand"),
      available: sql<number>`coalesce(sum(${s.available}) filter (where ${s.inventoryType} = 0), 0)::int`.as("available"),
      unsellable: sql<number>`coalesce(sum(${s.onHand}) filter (where ${s.inventoryType} = 1), 0)::int`.as("unsellable"),
      volumeM3: sql<string>`sum(${s.volumeM3})`.as("volume_m3"),
    })
    .from(s)
    .where(stockScope(actor, s.orgId, s.warehouseId))
    .groupBy(s.snapshotDate, s.warehouseId)
    .as("in_warehouse_trend");
  const id = textKey(t.snapshotDate, t.warehouseId);
  const figures = { skus: t.skus, onHand: t.onHand, available: t.available, unsellable: t.unsellable };
  return {
    select: {
      id,
      snapshotDate: sql<string>`to_char(${t.snapshotDate}, 'YYYY-MM-DD')`,
      warehouseCode: warehouses.code,
      ...figures,
      volumeM3: sql<string>`${t.volumeM3}::text`,
    },
    from: (q) => withKeys(q.from(t).$dynamic(), { warehouseId: t.warehouseId }),
    fields: {
      snapshotDate: { column: ref(t.snapshotDate), type: "date" },
      ...warehouseFields(t.warehouseId),
      ...intFields(figures),
      volumeM3: { column: ref(t.volumeM3), type: "decimal" },
    },
    defaultSort: { field: "snapshotDate", dir: "asc" },
    tieBreaker: tieOn(id),
  };
}

export function onOrderWeekListSpec(actor: Actor): ListSpec {
  const s = stockInTransit;
  const t = qb
    .select({
      week: sql`date_trunc('week', ${s.eta})::date`.as("week"),
      warehouseId: s.warehouseId,
      plans: sql<number>`count(distinct ${s.documentNo})::int`.as("plans"),
      skus: sql<number>`count(distinct ${s.productId})::int`.as("skus"),
      units: sql<number>`sum(${s.quantity} - ${s.receivedQty})::int`.as("units"),
    })
    .from(s)
    .where(and(stockScope(actor, s.orgId, s.warehouseId), eq(s.status, "in_transit"), eq(s.transportSource, 20)))
    .groupBy(sql`date_trunc('week', ${s.eta})::date`, s.warehouseId)
    .as("on_order_week");
  const id = textKey(t.week, t.warehouseId);
  const figures = { plans: t.plans, skus: t.skus, units: t.units };
  return {
    select: { id, week: sql<string>`coalesce(to_char(${t.week}, 'YYYY-MM-DD'), '')`, warehouseCode: warehouses.code, ...figures },
    from: (q) => withKeys(q.from(t).$dynamic(), { warehouseId: t.warehouseId }),
    fields: { week: { column: ref(t.week), type: "date" }, ...warehouseFields(t.warehouseId), ...intFields(figures) },
    summary: sums({ units: t.units }),
    defaultSort: { field: "week", dir: "asc" },
    tieBreaker: tieOn(id),
  };
}

/** Days waiting → bucket key (contracts' waitBuckets: under 1 day, 1-2, 3-6, 7-14, 15 and more). */
const waitBucketOf = (days: ReturnType<typeof daysSince>) =>
  sql<number>`(case ${sql.join(
    waitBuckets.filter((b) => b.max !== Infinity).map((b) => sql`when ${days} <= ${sql.raw(String(b.max))} then ${sql.raw(String(b.key))}`),
    sql` `,
  )} else ${sql.raw(String(waitBuckets.at(-1)!.key))} end)`;

export function unDeliverWaitListSpec(actor: Actor): ListSpec {
  const r = stockReservations;
  const bucket = waitBucketOf(daysSince(r.createdAt));
  const t = qb
    .select({
      waitBucket: bucket.as("wait_bucket"),
      warehouseId: r.warehouseId,
      documents: sql<number>`count(distinct ${r.orgId}::text || ${r.documentNo})::int`.as("documents"),
      skus: sql<number>`count(distinct ${r.productId})::int`.as("skus"),
      units: sql<number>`sum(${r.quantity})::int`.as("units"),
    })
    .from(r)
    .where(waiting(actor))
    .groupBy(bucket, r.warehouseId)
    .as("undelivered_wait");
  const id = textKey(t.waitBucket, t.warehouseId);
  const figures = { waitBucket: t.waitBucket, documents: t.documents, skus: t.skus, units: t.units };
  return {
    select: { id, ...figures, warehouseCode: warehouses.code },
    from: (q) => withKeys(q.from(t).$dynamic(), { warehouseId: t.warehouseId }),
    fields: { ...warehouseFields(t.warehouseId), ...intFields(figures) },
    summary: sums({ documents: t.documents, units: t.units }),
    defaultSort: { field: "waitBucket", dir: "asc" },
    tieBreaker: tieOn(id),
  };
}
