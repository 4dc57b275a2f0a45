import { Dec, parcelVolume, type LengthUnit } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { Tx } from "../../platform/db/database.js";
import { now as clockNow } from "../../platform/clock.js";
import { emit, emitWith } from "../../platform/documents/events.js";
import { type Bucket, type Buckets } from "./domain/buckets.js";
import type { Lot } from "./domain/fifo.js";
import { eventKindOf, movementRuleError, operationRules, type StockEventKind } from "./domain/operations.js";
import { type PlanEntry, planPosting } from "./domain/posting.js";
import { type StockPosted, stockPosted, type StockPostedLine } from "./inventory.events.js";
import { stockInsufficient } from "./inventory.messages.js";
import {
  createBalancesSql,
  type LockedBalance,
  lockBalancesSql,
  lockOneSql,
  lotsSql,
  type SingleValues,
  writeOneSql,
  writePostingSql,
} from "./ledger.statements.js";

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

/** Which balances to lock, as the statements take them (arrays of the keys' parts, `fifo`: read its lots). */
function keyArrays(keys: StockKey[], fifo?: Set<string>): Record<string, string> {
  const list = (f: (k: StockKey) => number | boolean) => `{${keys.map(f).join(",")}}`;
  return {
    orgIds: list((k) => k.orgId),
    warehouseIds: list((k) => k.warehouseId),
    productIds: list((k) => k.productId),
    inventoryTypes: list((k) => k.inventoryType),
    fifo: list((k) => fifo?.has(keyOf(k)) ?? false),
  };
}

/**
 * Locks the balances of `keys` in key order, creating the missing ones first (a concurrent creator wins,
 * we lock its row), with the lots of the `fifo` ones (a posting that takes on hand out of them).
 */
async function lockBalances(tx: Tx, keys: StockKey[], fifo: Set<string>): Promise<Map<string, LockedBalance>> {
  const one = keys.length === 1 ? keys[0]! : undefined;
  const lock = one ? () => lockOneSql(fifo.size > 0)(tx, { ...one }) : () => lockBalancesSql(tx, keyArrays(keys, fifo));
  let rows = await lock();
  if (rows.length < keys.length) {
    const have = new Set(rows.map((r) => keyOf(r)));
    await createBalancesSql(tx, { ...keyArrays(keys.filter((k) => !have.has(keyOf(k)))), now: clockNow().toISOString() });
    rows = await lock();
  }
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/** The FIFO lots of the `fifo` balances: as the lock read them, or read again when that read was not current. */
async function lotsOf(tx: Tx, rows: Map<string, LockedBalance>, fifo: Set<string>): Promise<Map<string, Lot[]>> {
  const lots = new Map<string, Lot[]>();
  const stale = [...fifo].filter((k) => !rows.get(k)!.lotsCurrent);
  for (const k of fifo) {
    const r = rows.get(k)!;
    if (r.lotsCurrent)
      lots.set(
        k,
        (r.lots ?? []).map(([id, receivedAt, remaining]) => ({ id, receivedAt: new Date(receivedAt), remaining })),
      );
  }
  if (stale.length) {
    const keyById = new Map(stale.map((k) => [rows.get(k)!.id, k]));
    const found = await lotsSql(tx, { balanceIds: `{${[...keyById.keys()].join(",")}}` });
    for (const k of stale) lots.set(k, []);
    // appended in place: a balance may hold hundreds of lots, copying the list per lot would be quadratic
    for (const l of found)
      lots.get(keyById.get(l.balanceId)!)!.push({ id: l.id, receivedAt: new Date(l.receivedAt), remaining: l.remaining });
  }
  return lots;
}

const bucketsOf = (r: LockedBalance): Buckets => ({
  inTransit: r.inTransit,
  pendingPutaway: r.pendingPutaway,
  onHand: r.onHand,
  reserved: r.reserved,
  frozen: r.frozen,
});

/** A new lot's or movement's balance columns, as the write statement's JSON rows name them. */
const balanceColumns = (r: LockedBalance) => ({
  org_id: r.orgId,
  warehouse_id: r.warehouseId,
  product_id: r.productId,
  inventory_type: r.inventoryType,
  balance_id: r.id,
});

/**
 * Posts `posting.movements` in the caller's transaction: all of them or, on a shortfall, none (409
 * STOCK_INSUFFICIENT naming SKU, warehouse and shortfall; the caller's transaction rolls back with it).
 */
export async function postStock(tx: Tx, ctx: PostingContext, posting: Posting): Promise<PostingResult> {
  const { movements: inputs } = posting;
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
  // the lots of the balances whose on hand goes down (their order is FIFO; the balance lock guards them)
  const fifo = new Set(inputs.filter((m) => m.bucket === "onHand" && m.quantity < 0).map(keyOf));
  const rows = await lockBalances(tx, keys, fifo);
  const lots = await lotsOf(tx, rows, fifo);

  // after the lock: a balance's movements are stamped in the order they were posted
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
    throw stockInsufficient({ sku: r.sku, warehouse: r.warehouseCode, refusal: res.refusal });
  }
  const { plan } = res;

  // what is left of every existing lot the posting touched
  const lotsLeft = [...plan.lotRemaining].filter(([id]) => id > 0).map(([id, remaining]) => ({ id, remaining }));
  const events = postedEvents(posting, rows, now);
  const write = writeOne(ctx, posting, plan, rows, lotsLeft, now) ?? writeMany(ctx, posting, plan, rows, lotsLeft, now);
  // the write and the event's statement listeners and webhook checks in one round trip (platform emitWith)
  const [first, ...others] = events;
  const written = await emitWith(tx, write, stockPosted, [first!.payload], eventContext(ctx, first!.orgId));
  for (const e of others) await emit(tx, stockPosted, e.payload, eventContext(ctx, e.orgId));
  const { movementIds, lotIds } = written[0]!;
  // the sequence hands the new lots ids in their order (FIFO ties between lots of one posting rely on it)
  if (lotIds.some((id, i) => i > 0 && id < lotIds[i - 1]!)) throw new Error(`postStock: new lot ids ${lotIds.join(",")} out of order`);

  const after: PostingResult["balances"] = [...plan.balances].map(([k, b]) => {
    const r = rows.get(k)!;
    return { id: r.id, orgId: r.orgId, warehouseId: r.warehouseId, productId: r.productId, inventoryType: r.inventoryType, ...b };
  });
  return { movementIds, balances: after, batchIds: lotIds };
}

type Planned = Extract<ReturnType<typeof planPosting>, { ok: true }>["plan"];
type LotLeft = { id: number; remaining: number };

/** The columns both writes give every movement: the document, who posted it, when. */
const documentValues = (ctx: PostingContext, posting: Posting, now: Date) => ({
  documentNo: posting.document.documentNo,
  orderType: posting.document.orderType ?? null,
  businessType: posting.document.businessType ?? null,
  userId: ctx.actor?.userId ?? null,
  requestId: ctx.requestId ?? null,
  now: now.toISOString(),
});

/** A new lot's batch type: its receiving operation's (spec §4 batch list types), else 5. */
const batchTypeOf = (posting: Posting, entry: number) => operationRules[posting.movements[entry]!.operationType!]?.batchType ?? 5;

/** The write of a posting of one movement (`writeOneSql`: plain values, no JSON); undefined when it has more. */
function writeOne(ctx: PostingContext, posting: Posting, plan: Planned, rows: Map<string, LockedBalance>, lotsLeft: LotLeft[], now: Date) {
  if (plan.movements.length !== 1 || plan.balances.size !== 1 || plan.newLots.length + lotsLeft.length > 1) return undefined;
  const pm = plan.movements[0]!;
  const newLot = plan.newLots[0];
  const lotLeft = lotsLeft[0];
  // the one lot changed is the movement's own (else the general statement says it all)
  if (newLot ? pm.lotId !== newLot.id : lotLeft ? pm.lotId !== lotLeft.id : pm.lotId !== undefined) return undefined;
  const m = posting.movements[pm.entry]!;
  const r = rows.get(pm.key)!;
  const b = plan.balances.get(pm.key)!;
  const values: SingleValues = {
    ...documentValues(ctx, posting, now),
    orgId: r.orgId,
    warehouseId: r.warehouseId,
    productId: r.productId,
    inventoryType: r.inventoryType,
    balanceId: r.id,
    inTransit: b.inTransit,
    pendingPutaway: b.pendingPutaway,
    onHand: b.onHand,
    reserved: b.reserved,
    frozen: b.frozen,
    operationType: m.operationType ?? null,
    bucket: pm.bucket,
    quantity: pm.quantity,
    balanceAfter: pm.balanceAfter,
    lotId: lotLeft ? lotLeft.id : null,
    remaining: newLot ? plan.lotRemaining.get(newLot.id)! : lotLeft ? lotLeft.remaining : null,
    batchType: newLot ? batchTypeOf(posting, newLot.entry) : null,
    receivedAt: newLot ? newLot.receivedAt.toISOString() : null,
    receivedQty: newLot ? newLot.quantity : null,
    line: m.line ?? null,
    reserveSource: m.reserveSource ?? null,
    transportSource: m.transportSource ?? null,
    reason: m.reason ?? null,
  };
  return writeOneSql({ newLot: !!newLot, lotLeft: !!lotLeft, days: pm.bucket === "onHand" }).with(
    values as unknown as Record<string, unknown>,
  );
}

/** The write of any posting (`writePostingSql`: its rows as JSON arrays). */
function writeMany(ctx: PostingContext, posting: Posting, plan: Planned, rows: Map<string, LockedBalance>, lotsLeft: LotLeft[], now: Date) {
  const newLotOrd = new Map(plan.newLots.map((l, i) => [l.id, i + 1]));
  const shape = {
    newLots: plan.newLots.length > 0,
    lotsLeft: lotsLeft.length > 0,
    days: plan.movements.some((pm) => pm.bucket === "onHand"),
  };
  return writePostingSql(shape).with({
    ...documentValues(ctx, posting, now),
    newLots: JSON.stringify(
      plan.newLots.map((l, i) => {
        return {
          ord: i + 1,
          ...balanceColumns(rows.get(l.key)!),
          batch_type: batchTypeOf(posting, l.entry),
          received_at: l.receivedAt.toISOString(),
          received_qty: l.quantity,
          remaining_qty: plan.lotRemaining.get(l.id)!,
        };
      }),
    ),
    lotsLeft: JSON.stringify(lotsLeft),
    balances: JSON.stringify(
      [...plan.balances].map(([k, b]) => ({
        id: rows.get(k)!.id,
        in_transit: b.inTransit,
        pending_putaway: b.pendingPutaway,
        on_hand: b.onHand,
        reserved: b.reserved,
        frozen: b.frozen,
      })),
    ),
    movements: JSON.stringify(
      plan.movements.map((pm, i) => {
        const m = posting.movements[pm.entry]!;
        const lot = pm.lotId;
        return {
          ord: i + 1,
          ...balanceColumns(rows.get(pm.key)!),
          operation_type: m.operationType ?? null,
          bucket: pm.bucket,
          quantity: pm.quantity,
          balance_after: pm.balanceAfter,
          batch_id: lot !== undefined && lot > 0 ? lot : null,
          new_lot: lot !== undefined && lot < 0 ? newLotOrd.get(lot)! : null,
          document_line: m.line ?? null,
          reserve_source: m.reserveSource ?? null,
          transport_source: m.transportSource ?? null,
          reason: m.reason ?? null,
        };
      }),
    ),
  });
}

const eventContext = (ctx: PostingContext, orgId: number) => ({ actor: ctx.actor, requestId: ctx.requestId, orgId });

/** A unit's weight and cubic metres, as the event states them (3 and 6 decimals). */
interface UnitMeasures {
  weight: Dec;
  weightText: string;
  m3: Dec;
  m3Text: string;
}
/**
 * By product measures: every posting's event states them, and the decimal arithmetic was ~4 % of a posting's
 * app CPU. A catalogue holds far fewer distinct measures than this; past it the memo starts again.
 */
const unitMeasures = new Map<string, UnitMeasures>();
const UNIT_MEASURES_MAX = 10_000;
function unitMeasuresOf(p: LockedBalance): UnitMeasures {
  const key = `${p.length}|${p.width}|${p.height}|${p.lengthUnit}|${p.weight}`;
  let u = unitMeasures.get(key);
  if (!u) {
    const m3 = parcelVolume({ length: p.length, width: p.width, height: p.height, unit: p.lengthUnit as LengthUnit }, "metric").div(
      1_000_000,
    );
    const weight = new Dec(p.weight);
    u = { weight, weightText: weight.toFixed(3), m3, m3Text: m3.toFixed(6) };
    if (unitMeasures.size >= UNIT_MEASURES_MAX) unitMeasures.clear();
    unitMeasures.set(key, u);
  }
  return u;
}

/** One `inventory.stockPosted` per org of the posting, its lines carrying what billing rates. */
function postedEvents(posting: Posting, rows: Map<string, LockedBalance>, now: Date): { orgId: number; payload: StockPosted }[] {
  const { movements: inputs, document } = posting;
  const main = inputs.find((m) => m.bucket === "onHand") ?? inputs[0]!;
  const kind = posting.kind ?? eventKindOf(main.operationType, main.bucket);
  const byOrg = new Map<number, StockPostedLine[]>();
  for (const m of inputs) {
    const p = rows.get(keyOf(m))!;
    const units = Math.abs(m.quantity);
    const unit = unitMeasuresOf(p);
    const line: StockPostedLine = {
      line: m.line ?? null,
      warehouseId: m.warehouseId,
      warehouseCode: p.warehouseCode,
      productId: m.productId,
      sku: p.sku,
      inventoryType: m.inventoryType,
      operationType: m.operationType ?? null,
      bucket: m.bucket,
      quantity: m.quantity,
      cartons: m.cartons ?? null,
      unitWeight: { value: p.weight, unit: p.weightUnit },
      weight: { value: units === 1 ? unit.weightText : unit.weight.mul(units).toFixed(3), unit: p.weightUnit },
      volume: { value: units === 1 ? unit.m3Text : unit.m3.mul(units).toFixed(6), unit: "m3" },
      reserveSource: m.reserveSource ?? null,
      transportSource: m.transportSource ?? null,
    };
    const orgLines = byOrg.get(m.orgId);
    if (orgLines) orgLines.push(line);
    else byOrg.set(m.orgId, [line]);
  }
  return [...byOrg].map(([orgId, lines]) => ({
    orgId,
    payload: {
      kind,
      orgId,
      orderType: document.orderType ?? null,
      businessType: document.businessType ?? null,
      documentNo: document.documentNo,
      postedAt: now.toISOString(),
      lines,
    },
  }));
}
