import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { Dec, parcelVolume, type LengthUnit } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { Tx } from "../../platform/db/database.js";
import { now as clockNow } from "../../platform/clock.js";
import { emit } from "../../platform/documents/events.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { type Bucket, type Buckets } from "./domain/buckets.js";
import type { Lot } from "./domain/fifo.js";
import { eventKindOf, movementRuleError, operationRules, type StockEventKind } from "./domain/operations.js";
import { type PlanEntry, planPosting } from "./domain/posting.js";
import { stockPosted, type StockPostedLine } from "./inventory.events.js";
import { stockInsufficient } from "./inventory.messages.js";
import { stockBalances, stockBatches, stockMovements } from "./schema.js";

/**
 * THE posting service: every change of stock, by any module, goes through `postStock` inside the
 * caller's transaction. It locks the balance rows it touches in one fixed key order (so two postings
 * never wait on each other in a circle), creates missing balances, plans the posting with the pure
 * rule (domain/posting.ts: refusal, FIFO lots, ages kept across moves), writes the movements with the
 * balance after each, the lots and the balances, and emits `inventory.stockPosted` with what billing rates.
 */

export interface StockKey {
  orgId: number;
  warehouseId: number;
  productId: number;
  /** 0 normal, 1 unsellable. */
  inventoryType: number;
}

/** The source document of a posting: spec orderTypes / businessTypes, its number. */
export interface StockDocument {
  orderType?: number | null;
  businessType?: number | null;
  documentNo: string;
}

export interface StockMovementInput extends StockKey {
  bucket: Bucket;
  /** Signed, never 0. */
  quantity: number;
  /** spec inventoryOperationTypes; required for on-hand changes. */
  operationType?: number | null;
  /** The document's line number. */
  line?: number | null;
  reason?: string | null;
  reserveSource?: number | null;
  transportSource?: number | null;
  /** On-hand increases: when the units arrived (default now). */
  receivedAt?: Date;
  /** On-hand increases: the index of this posting's on-hand decrease whose lot dates it keeps (a move). */
  inheritFrom?: number;
  /** Cartons, when the document counts them (billing rates some operations per carton). */
  cartons?: number | null;
}

export interface Posting {
  document: StockDocument;
  movements: StockMovementInput[];
  /** The billing kind of the event, when the operation type alone does not say it (a putaway). */
  kind?: StockEventKind;
}

export interface PostingContext {
  actor?: Actor;
  requestId?: string;
}

export interface PostingResult {
  movementIds: number[];
  balances: (StockKey & Buckets & { id: number })[];
  batchIds: number[];
}

export const keyOf = (k: StockKey): string => `${k.orgId}:${k.warehouseId}:${k.productId}:${k.inventoryType}`;
const keyOrder = (a: StockKey, b: StockKey) =>
  a.orgId - b.orgId || a.warehouseId - b.warehouseId || a.productId - b.productId || a.inventoryType - b.inventoryType;

type BalanceRow = typeof stockBalances.$inferSelect;

const keyMatch = (keys: StockKey[]) =>
  or(
    ...keys.map((k) =>
      and(
        eq(stockBalances.orgId, k.orgId),
        eq(stockBalances.warehouseId, k.warehouseId),
        eq(stockBalances.productId, k.productId),
        eq(stockBalances.inventoryType, k.inventoryType),
      ),
    ),
  )!;

/** Locks the balances of `keys` in key order, creating the missing ones first (ON CONFLICT: a concurrent creator wins, we lock its row). */
async function lockBalances(tx: Tx, keys: StockKey[]): Promise<Map<string, BalanceRow>> {
  const lock = () =>
    tx
      .select()
      .from(stockBalances)
      .where(keyMatch(keys))
      .orderBy(asc(stockBalances.orgId), asc(stockBalances.warehouseId), asc(stockBalances.productId), asc(stockBalances.inventoryType))
      .for("update");
  let rows = await lock();
  if (rows.length < keys.length) {
    const have = new Set(rows.map((r) => keyOf(r)));
    const missing = keys.filter((k) => !have.has(keyOf(k)));
    await tx
      .insert(stockBalances)
      .values(missing.map((k) => ({ orgId: k.orgId, warehouseId: k.warehouseId, productId: k.productId, inventoryType: k.inventoryType })))
      .onConflictDoNothing();
    rows = await lock();
  }
  return new Map(rows.map((r) => [keyOf(r), r]));
}

const bucketsOf = (r: BalanceRow): Buckets => ({
  inTransit: r.inTransit,
  pendingPutaway: r.pendingPutaway,
  onHand: r.onHand,
  reserved: r.reserved,
  frozen: r.frozen,
});

async function refusalNames(tx: Tx, key: StockKey): Promise<{ sku: string; warehouse: string }> {
  const [p] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, key.productId));
  const [w] = await tx.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.id, key.warehouseId));
  return { sku: p?.sku ?? String(key.productId), warehouse: w?.code ?? String(key.warehouseId) };
}

/**
 * Posts `posting.movements` in the caller's transaction: all of them or, on a shortfall, none (409
 * STOCK_INSUFFICIENT naming SKU, warehouse and shortfall; the caller's transaction rolls back with it).
 */
export async function postStock(tx: Tx, ctx: PostingContext, posting: Posting): Promise<PostingResult> {
  const { movements: inputs, document } = posting;
  if (inputs.length === 0) return { movementIds: [], balances: [], batchIds: [] };
  for (const m of inputs) {
    const problem = movementRuleError(m);
    if (problem) throw new Error(`postStock: ${problem}`);
  }
  const keys = [
    ...new Map(
      inputs.map((m) => [keyOf(m), { orgId: m.orgId, warehouseId: m.warehouseId, productId: m.productId, inventoryType: m.inventoryType }]),
    ).values(),
  ].sort(keyOrder);
  const rows = await lockBalances(tx, keys);

  // the lots of the balances whose on hand goes down (their order is FIFO; the balance lock guards them)
  const lotKeys = [...new Set(inputs.filter((m) => m.bucket === "onHand" && m.quantity < 0).map(keyOf))];
  const lots = new Map<string, Lot[]>();
  if (lotKeys.length) {
    const ids = lotKeys.map((k) => rows.get(k)!.id);
    const found = await tx
      .select({
        id: stockBatches.id,
        balanceId: stockBatches.balanceId,
        receivedAt: stockBatches.receivedAt,
        remaining: stockBatches.remainingQty,
      })
      .from(stockBatches)
      .where(and(inArray(stockBatches.balanceId, ids), gt(stockBatches.remainingQty, 0)))
      .orderBy(asc(stockBatches.receivedAt), asc(stockBatches.id));
    const keyById = new Map(lotKeys.map((k) => [rows.get(k)!.id, k]));
    for (const l of found) {
      const k = keyById.get(l.balanceId)!;
      const lot = { id: l.id, receivedAt: l.receivedAt, remaining: l.remaining };
      // appended in place: a balance may hold hundreds of lots, copying the list per lot would be quadratic
      const list = lots.get(k);
      if (list) list.push(lot);
      else lots.set(k, [lot]);
    }
  }

  const now = clockNow();
  const entries: PlanEntry[] = inputs.map((m) => ({
    key: keyOf(m),
    bucket: m.bucket,
    quantity: m.quantity,
    receivedAt: m.receivedAt,
    inheritFrom: m.inheritFrom,
  }));
  const res = planPosting({ balances: new Map([...rows].map(([k, r]) => [k, bucketsOf(r)])), lots }, entries, now);
  if (!res.ok) {
    const r = rows.get(res.key)!;
    throw stockInsufficient({ ...(await refusalNames(tx, r)), refusal: res.refusal });
  }
  const { plan } = res;

  // new lots, then what is left of every lot the posting touched
  const lotIds = new Map<number, number>();
  if (plan.newLots.length) {
    const inserted = await tx
      .insert(stockBatches)
      .values(
        plan.newLots.map((l) => {
          const m = inputs[l.entry]!;
          const r = rows.get(l.key)!;
          return {
            orgId: r.orgId,
            warehouseId: r.warehouseId,
            productId: r.productId,
            inventoryType: r.inventoryType,
            balanceId: r.id,
            batchType: operationRules[m.operationType!]?.batchType ?? 5,
            receivedAt: l.receivedAt,
            receivedQty: l.quantity,
            remainingQty: plan.lotRemaining.get(l.id)!,
            documentNo: document.documentNo,
          };
        }),
      )
      .returning({ id: stockBatches.id });
    plan.newLots.forEach((l, i) => lotIds.set(l.id, inserted[i]!.id));
  }
  const touched = [...plan.lotRemaining].filter(([id]) => id > 0);
  if (touched.length) {
    const values = sql.join(
      touched.map(([id, remaining]) => sql`(${id}::int, ${remaining}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update stock_batches b set remaining_qty = v.remaining, updated_at = now() from (values ${values}) as v(id, remaining) where b.id = v.id`,
    );
  }

  const after: PostingResult["balances"] = [];
  for (const [k, b] of plan.balances) {
    const r = rows.get(k)!;
    await tx
      .update(stockBalances)
      .set({ ...b, updatedAt: now })
      .where(eq(stockBalances.id, r.id));
    after.push({ id: r.id, orgId: r.orgId, warehouseId: r.warehouseId, productId: r.productId, inventoryType: r.inventoryType, ...b });
  }

  const inserted = await tx
    .insert(stockMovements)
    .values(
      plan.movements.map((pm) => {
        const m = inputs[pm.entry]!;
        const r = rows.get(pm.key)!;
        return {
          orgId: r.orgId,
          warehouseId: r.warehouseId,
          productId: r.productId,
          inventoryType: r.inventoryType,
          balanceId: r.id,
          operationType: m.operationType ?? null,
          bucket: pm.bucket,
          quantity: pm.quantity,
          balanceAfter: pm.balanceAfter,
          batchId: pm.lotId === undefined ? null : (lotIds.get(pm.lotId) ?? pm.lotId),
          orderType: document.orderType ?? null,
          businessType: document.businessType ?? null,
          documentNo: document.documentNo,
          documentLine: m.line ?? null,
          reserveSource: m.reserveSource ?? null,
          transportSource: m.transportSource ?? null,
          reason: m.reason ?? null,
          userId: ctx.actor?.userId ?? null,
          requestId: ctx.requestId ?? null,
          createdAt: now,
        };
      }),
    )
    .returning({ id: stockMovements.id });

  await emitPosted(tx, ctx, posting, now);
  return { movementIds: inserted.map((r) => r.id), balances: after, batchIds: [...lotIds.values()] };
}

/** One `inventory.stockPosted` per org of the posting, its lines carrying what billing rates. */
async function emitPosted(tx: Tx, ctx: PostingContext, posting: Posting, now: Date): Promise<void> {
  const { movements: inputs, document } = posting;
  const productIds = [...new Set(inputs.map((m) => m.productId))];
  const warehouseIds = [...new Set(inputs.map((m) => m.warehouseId))];
  const prods = await tx
    .select({
      id: products.id,
      sku: products.sku,
      length: products.length,
      width: products.width,
      height: products.height,
      lengthUnit: products.lengthUnit,
      weight: products.weight,
      weightUnit: products.weightUnit,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const whs = await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses).where(inArray(warehouses.id, warehouseIds));
  const prodOf = new Map(prods.map((p) => [p.id, p]));
  const whOf = new Map(whs.map((w) => [w.id, w.code]));
  const main = inputs.find((m) => m.bucket === "onHand") ?? inputs[0]!;
  const kind = posting.kind ?? eventKindOf(main.operationType, main.bucket);
  const byOrg = new Map<number, StockPostedLine[]>();
  for (const m of inputs) {
    const p = prodOf.get(m.productId)!;
    const units = Math.abs(m.quantity);
    const m3 = parcelVolume({ length: p.length, width: p.width, height: p.height, unit: p.lengthUnit as LengthUnit }, "metric").div(
      1_000_000,
    );
    const line: StockPostedLine = {
      line: m.line ?? null,
      warehouseId: m.warehouseId,
      warehouseCode: whOf.get(m.warehouseId) ?? String(m.warehouseId),
      productId: m.productId,
      sku: p.sku,
      inventoryType: m.inventoryType,
      operationType: m.operationType ?? null,
      bucket: m.bucket,
      quantity: m.quantity,
      cartons: m.cartons ?? null,
      unitWeight: { value: p.weight, unit: p.weightUnit },
      weight: { value: new Dec(p.weight).mul(units).toFixed(3), unit: p.weightUnit },
      volume: { value: m3.mul(units).toFixed(6), unit: "m3" },
      reserveSource: m.reserveSource ?? null,
      transportSource: m.transportSource ?? null,
    };
    const orgLines = byOrg.get(m.orgId);
    if (orgLines) orgLines.push(line);
    else byOrg.set(m.orgId, [line]);
  }
  for (const [orgId, lines] of byOrg) {
    await emit(
      tx,
      stockPosted,
      {
        kind,
        orgId,
        orderType: document.orderType ?? null,
        businessType: document.businessType ?? null,
        documentNo: document.documentNo,
        postedAt: now.toISOString(),
        lines,
      },
      { actor: ctx.actor, requestId: ctx.requestId, orgId },
    );
  }
}
