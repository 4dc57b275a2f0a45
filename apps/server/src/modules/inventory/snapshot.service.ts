import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../../platform/access/actor.js";
import { addDays } from "../../platform/clock.js";
import type { Database, Tx } from "../../platform/db/database.js";
import { inTransaction } from "../../platform/db/database.js";
import { emit } from "../../platform/documents/events.js";
import { wallClock } from "../../platform/http/export.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { ageBuckets } from "./domain/ageing.js";
import { snapshotTaken, type SnapshotTaken } from "./inventory.events.js";
import { stockBatchSnapshots, stockSnapshotRuns, stockSnapshots } from "./schema.js";
import { volumeM3 } from "./stock.queries.js";

/**
 * Daily snapshots: every balance of a warehouse as of the warehouse's local midnight ending the day,
 * with its units by age bucket and its cubic metres, what storage billing rates. The figures are the
 * balance less the movements after that instant, so a run a few minutes late (or a re-run a week later)
 * gives the same day; re-running a day replaces it.
 */

/** The calendar date of `instant` in `timeZone` (YYYY-MM-DD). */
export const localDate = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).toISOString().slice(0, 10);

/** The instant of local midnight starting `day` in `timeZone` (DST-proof: corrected by the offset found there). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall;
  for (let i = 0; i < 3; i++) t = wall - (wallClock(new Date(t), timeZone).getTime() - t);
  return new Date(t);
}

const ageColumns = ageBuckets.map((b, i) => {
  const min = i === 0 ? 0 : ageBuckets[i - 1]!.max + 1;
  return b.max === Infinity
    ? sql`coalesce(sum(qty) filter (where age >= ${min}), 0)::int`
    : sql`coalesce(sum(qty) filter (where age between ${min} and ${b.max}), 0)::int`;
});

/** Takes (or retakes) warehouse `warehouseId`'s snapshot of `day` in the caller's transaction; returns the balances written. */
export async function takeSnapshot(
  tx: Tx,
  warehouseId: number,
  day: string,
  ctx: { actor?: Actor; requestId?: string } = {},
): Promise<number> {
  const [w] = await tx
    .select({ id: warehouses.id, code: warehouses.code, timeZone: warehouses.timeZone })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId));
  if (!w) return 0;
  const asOf = zonedMidnight(addDays(day, 1), w.timeZone);
  const startedAt = new Date();
  await tx.delete(stockSnapshots).where(and(eq(stockSnapshots.warehouseId, warehouseId), eq(stockSnapshots.snapshotDate, day)));
  const res = await tx.execute(sql`
    with late as (select balance_id, bucket, batch_id, quantity from stock_movements where warehouse_id = ${warehouseId} and created_at >= ${asOf}),
    late_buckets as (select balance_id,
        coalesce(sum(quantity) filter (where bucket = 'inTransit'), 0) as in_transit, coalesce(sum(quantity) filter (where bucket = 'pendingPutaway'), 0) as pending_putaway,
        coalesce(sum(quantity) filter (where bucket = 'onHand'), 0) as on_hand, coalesce(sum(quantity) filter (where bucket = 'reserved'), 0) as reserved,
        coalesce(sum(quantity) filter (where bucket = 'frozen'), 0) as frozen
      from late group by balance_id),
    late_lots as (select batch_id, sum(quantity) as q from late where batch_id is not null group by batch_id),
    lots as (select sb.balance_id, sb.remaining_qty - coalesce(ll.q, 0) as qty, floor(extract(epoch from (${asOf}::timestamptz - sb.received_at)) / 86400)::int as age
      from stock_batches sb left join late_lots ll on ll.batch_id = sb.id
      where sb.warehouse_id = ${warehouseId} and (sb.remaining_qty > 0 or ll.q is not null)),
    ages as (select balance_id, ${sql.join(
      ageColumns.map((c, i) => sql`${c} as a${sql.raw(String(i))}`),
      sql`, `,
    )} from lots where qty > 0 group by balance_id),
    at as (select b.id, b.org_id, b.product_id, b.inventory_type,
        b.in_transit - coalesce(l.in_transit, 0) as in_transit, b.pending_putaway - coalesce(l.pending_putaway, 0) as pending_putaway,
        b.on_hand - coalesce(l.on_hand, 0) as on_hand, b.reserved - coalesce(l.reserved, 0) as reserved, b.frozen - coalesce(l.frozen, 0) as frozen
      from stock_balances b left join late_buckets l on l.balance_id = b.id where b.warehouse_id = ${warehouseId})
    insert into stock_snapshots (snapshot_date, org_id, warehouse_id, product_id, inventory_type, snapshot_type, in_transit, pending_putaway, on_hand, reserved, frozen, available,
      age_0_30, age_31_60, age_61_90, age_91_180, age_181_365, age_over_365, volume_m3)
    select ${day}::date, at.org_id, ${warehouseId}, at.product_id, at.inventory_type, case when at.inventory_type = 0 then 'CAN_SALE' else 'NO_SALE' end,
      at.in_transit, at.pending_putaway, at.on_hand, at.reserved, at.frozen, at.on_hand - at.reserved - at.frozen,
      coalesce(a.a0, 0), coalesce(a.a1, 0), coalesce(a.a2, 0), coalesce(a.a3, 0), coalesce(a.a4, 0), coalesce(a.a5, 0),
      ${volumeM3(sql`at.on_hand`)}
    from at join ${products} on ${products.id} = at.product_id left join ages a on a.balance_id = at.id
    where at.in_transit + at.pending_putaway + at.on_hand + at.reserved + at.frozen > 0
    returning org_id, product_id, snapshot_type, on_hand, volume_m3, age_0_30, age_31_60, age_61_90, age_91_180, age_181_365, age_over_365`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  const batches = await snapshotBatches(tx, warehouseId, day, asOf);
  // a day not yet over is a preview: no run recorded (the sweep takes it once its midnight has passed)
  // and no event (billing rates final days only)
  const final = asOf.getTime() <= Date.now();
  if (final)
    await tx
      .insert(stockSnapshotRuns)
      .values({
        warehouseId,
        snapshotDate: day,
        asOf,
        balances: rows.length,
        batches,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
      })
      .onConflictDoUpdate({
        target: [stockSnapshotRuns.warehouseId, stockSnapshotRuns.snapshotDate],
        set: { asOf, balances: rows.length, batches, startedAt, durationMs: Date.now() - startedAt.getTime(), takenAt: new Date() },
      });
  if (final) await emitSnapshots(tx, w, day, rows, ctx);
  return rows.length;
}

/** The day's batch snapshot: each lot's units on hand at `asOf` (its remainder less what moved on it since). Replaces the day. */
async function snapshotBatches(tx: Tx, warehouseId: number, day: string, asOf: Date): Promise<number> {
  await tx
    .delete(stockBatchSnapshots)
    .where(and(eq(stockBatchSnapshots.warehouseId, warehouseId), eq(stockBatchSnapshots.snapshotDate, day)));
  const res = await tx.execute(sql`
    with late_lots as (select batch_id, sum(quantity) as q from stock_movements
        where warehouse_id = ${warehouseId} and created_at >= ${asOf} and batch_id is not null group by batch_id)
    insert into stock_batch_snapshots (snapshot_date, batch_id, org_id, warehouse_id, product_id, inventory_type, batch_type, received_at, remaining_qty, age_days)
    select ${day}::date, sb.id, sb.org_id, sb.warehouse_id, sb.product_id, sb.inventory_type, sb.batch_type, sb.received_at,
      sb.remaining_qty - coalesce(ll.q, 0), greatest(floor(extract(epoch from (${asOf}::timestamptz - sb.received_at)) / 86400), 0)::int
    from stock_batches sb left join late_lots ll on ll.batch_id = sb.id
    where sb.warehouse_id = ${warehouseId} and sb.remaining_qty - coalesce(ll.q, 0) > 0
    returning id`);
  return (res as unknown as { rows: unknown[] }).rows.length;
}

/** One `inventory.snapshotTaken` per seller: its balances of the day with ages and cubic metres. */
async function emitSnapshots(
  tx: Tx,
  w: { id: number; code: string },
  day: string,
  rows: Record<string, unknown>[],
  ctx: { actor?: Actor; requestId?: string },
) {
  if (!rows.length) return;
  const productIds = [...new Set(rows.map((r) => Number(r.product_id)))];
  const skus = await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, productIds));
  const skuOf = new Map(skus.map((r) => [r.id, r.sku]));
  const byOrg = new Map<number, SnapshotTaken["rows"]>();
  for (const r of rows) {
    const org = Number(r.org_id);
    const ages = Object.fromEntries(
      ageBuckets.map((b, i) => [b.key, Number(r[["age_0_30", "age_31_60", "age_61_90", "age_91_180", "age_181_365", "age_over_365"][i]!])]),
    );
    byOrg.set(org, [
      ...(byOrg.get(org) ?? []),
      {
        productId: Number(r.product_id),
        sku: skuOf.get(Number(r.product_id)) ?? "",
        snapshotType: r.snapshot_type as "CAN_SALE" | "NO_SALE",
        onHand: Number(r.on_hand),
        volume: { value: String(r.volume_m3), unit: "m3" },
        ages,
      },
    ]);
  }
  for (const [orgId, list] of byOrg)
    await emit(tx, snapshotTaken, { orgId, warehouseId: w.id, warehouseCode: w.code, snapshotDate: day, rows: list }, { ...ctx, orgId });
}

/**
 * The periodic job's sweep: for every warehouse whose local day has ended since its last snapshot,
 * the day just ended (one transaction per warehouse-day). Missed days (the app was down) are not
 * back-filled here: their figures are still exact when an operator re-runs them.
 */
export async function snapshotDueWarehouses(database: Database, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const whs = await database.db.select({ id: warehouses.id, code: warehouses.code, timeZone: warehouses.timeZone }).from(warehouses);
  let taken = 0;
  for (const w of whs) {
    const day = addDays(localDate(now, w.timeZone), -1);
    const [done] = await database.db
      .select({ d: stockSnapshotRuns.snapshotDate })
      .from(stockSnapshotRuns)
      .where(and(eq(stockSnapshotRuns.warehouseId, w.id), eq(stockSnapshotRuns.snapshotDate, day)));
    if (done) continue;
    const n = await inTransaction(database.db, (tx) => takeSnapshot(tx, w.id, day));
    log.info({ warehouse: w.code, day, balances: n }, "inventory: daily snapshot taken");
    taken++;
  }
  return taken;
}
