import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { type BillboardReply, outboundCodes, orderCodes } from "@entrepot/contracts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { ageBuckets } from "../domain/ageing.js";
import { stockBalances, stockBatches, stockMovements, stockSnapshots } from "../schema.js";
import { oldestAge, stockScope } from "../stock.queries.js";
import { daysSince, intFields, keyFields, keySelect, m3Of, qb, withKeys } from "./common.queries.js";

/**
 * Inventory analysis and the billboard: what is there, how fast it leaves (units shipped to customers,
 * operation 100, and to fulfilment centres, operation 40, over the last 30 days), how long it lasts.
 */

const WINDOW_DAYS = 30;
const shipOps = [orderCodes.operationType, outboundCodes.operationType];

/** Units shipped per balance over the last 30 days (on-hand movements out of the shipping operations). */
const shippedSince = (actor: Actor) => {
  const m = stockMovements;
  return and(
    stockScope(actor, m.orgId, m.warehouseId),
    eq(m.bucket, "onHand"),
    inArray(m.operationType, shipOps),
    sql`${m.quantity} < 0`,
    sql`${m.createdAt} >= now() - interval '${sql.raw(String(WINDOW_DAYS))} days'`,
  );
};

export function inventoryAnalysisListSpec(actor: Actor): ListSpec {
  const b = stockBalances;
  const m = stockMovements;
  const o = qb
    .select({ balanceId: m.balanceId, units: sql<number>`(-sum(${m.quantity}))::int`.as("units") })
    .from(m)
    .where(shippedSince(actor))
    .groupBy(m.balanceId)
    .as("shipped");
  const out30 = sql<number>`coalesce(${o.units}, 0)`;
  const available = sql<number>`(${b.onHand} - ${b.reserved} - ${b.frozen})`;
  const avgDaily = sql<string>`round(${out30}::numeric / ${WINDOW_DAYS}, 2)`;
  const cover = sql<string | null>`(case when ${out30} = 0 then null else round(${available}::numeric * ${WINDOW_DAYS} / ${out30}, 1) end)`;
  const sellThrough = sql<
    string | null
  >`(case when ${out30} + ${b.onHand} = 0 then null else round(100.0 * ${out30} / (${out30} + ${b.onHand}), 1) end)`;
  const figures = { onHand: b.onHand, available, inTransit: b.inTransit, out30 };
  return {
    select: {
      id: b.id,
      ...keySelect(actor, b),
      ...figures,
      avgDailyOut: sql<string>`${avgDaily}::text`,
      daysOfCover: sql<string | null>`${cover}::text`,
      oldestAgeDays: oldestAge,
      sellThrough: sql<string | null>`${sellThrough}::text`,
    },
    from: (q) => withKeys(q.from(b).leftJoin(o, eq(o.balanceId, b.id)).$dynamic(), b),
    // sellable stock that is there, coming, or has moved lately
    where: and(
      stockScope(actor, b.orgId, b.warehouseId),
      eq(b.inventoryType, 0),
      sql`(${b.onHand} > 0 or ${b.inTransit} > 0 or ${out30} > 0)`,
    ),
    fields: {
      ...keyFields(b),
      ...intFields(figures),
      avgDailyOut: { column: avgDaily, type: "decimal" },
      daysOfCover: { column: cover, type: "decimal" },
      sellThrough: { column: sellThrough, type: "decimal" },
      oldestAgeDays: { column: oldestAge, type: "int", filter: false },
    },
    summary: figures,
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: b.id,
  };
}

/** The billboard's figures in the caller's scope, optionally for one warehouse. */
export async function billboard(db: DbOrTx, actor: Actor, warehouseId?: number): Promise<BillboardReply> {
  const b = stockBalances;
  const one = (col: SQL | typeof b.warehouseId) => (warehouseId ? eq(col as typeof b.warehouseId, warehouseId) : undefined);
  const sum = (c: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${c}), 0)::int`;
  const available = sql`(${b.onHand} - ${b.reserved} - ${b.frozen})`;
  const byWarehouse = await db
    .select({
      warehouseId: b.warehouseId,
      warehouseCode: warehouses.code,
      inventoryType: b.inventoryType,
      onHand: sum(b.onHand),
      available: sum(available),
      reserved: sum(b.reserved),
      inTransit: sum(b.inTransit),
    })
    .from(b)
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .where(and(stockScope(actor, b.orgId, b.warehouseId), one(b.warehouseId)))
    .groupBy(b.warehouseId, warehouses.code, b.inventoryType)
    .orderBy(asc(warehouses.code), asc(b.inventoryType));

  const s = stockSnapshots;
  const trend = await db
    .select({
      day: sql<string>`to_char(${s.snapshotDate}, 'YYYY-MM-DD')`,
      onHand: sum(s.onHand),
      available: sql<number>`coalesce(sum(${s.available}) filter (where ${s.inventoryType} = 0), 0)::int`,
      volumeM3: sql<string>`coalesce(sum(${s.volumeM3}), 0)::text`,
    })
    .from(s)
    .where(
      and(
        stockScope(actor, s.orgId, s.warehouseId),
        one(s.warehouseId as never),
        sql`${s.snapshotDate} > current_date - ${sql.raw(String(WINDOW_DAYS + 1))}`,
      ),
    )
    .groupBy(s.snapshotDate)
    .orderBy(asc(s.snapshotDate));

  const lot = stockBatches;
  const age = daysSince(lot.receivedAt);
  const ageRows = await db
    .select(
      Object.fromEntries(
        ageBuckets.map((k, i) => {
          const min = i === 0 ? 0 : ageBuckets[i - 1]!.max + 1;
          const cond = k.max === Infinity ? sql`${age} >= ${min}` : sql`${age} between ${min} and ${k.max}`;
          return [k.key, sql<number>`coalesce(sum(${lot.remainingQty}) filter (where ${cond}), 0)::int`];
        }),
      ),
    )
    .from(lot)
    .where(and(stockScope(actor, lot.orgId, lot.warehouseId), one(lot.warehouseId as never), gt(lot.remainingQty, 0)));

  const m = stockMovements;
  const units = sql<number>`(-sum(${m.quantity}))::int`;
  const topOut = await db
    .select({ sku: products.sku, units })
    .from(m)
    .innerJoin(products, eq(products.id, m.productId))
    .where(and(shippedSince(actor), one(m.warehouseId as never)))
    .groupBy(products.sku)
    .orderBy(desc(units), asc(products.sku))
    .limit(10);
  const [out] = await db
    .select({ units: sql<number>`coalesce(-sum(${m.quantity}), 0)::int` })
    .from(m)
    .where(and(shippedSince(actor), one(m.warehouseId as never)));
  const [tot] = await db
    .select({
      skus: sql<number>`count(distinct ${b.productId}) filter (where ${b.onHand} > 0)::int`,
      volumeM3: sql<string>`coalesce(sum(${m3Of(b.onHand)}), 0)::text`,
    })
    .from(b)
    .innerJoin(products, eq(products.id, b.productId))
    .where(and(stockScope(actor, b.orgId, b.warehouseId), one(b.warehouseId)));

  const total = (k: "onHand" | "available" | "inTransit" | "reserved") => byWarehouse.reduce((n, r) => n + r[k], 0);
  return {
    byWarehouse,
    trend,
    ages: ageBuckets.map((k) => ({ bucket: k.key, units: Number(ageRows[0]?.[k.key] ?? 0) })),
    topOut,
    totals: {
      skus: tot?.skus ?? 0,
      onHand: total("onHand"),
      available: byWarehouse.filter((r) => r.inventoryType === 0).reduce((n, r) => n + r.available, 0),
      inTransit: total("inTransit"),
      reserved: total("reserved"),
      out30: out?.units ?? 0,
      volumeM3: tot?.volumeM3 ?? "0",
    },
  };
}
