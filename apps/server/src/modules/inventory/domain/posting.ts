import { type Bucket, type Buckets, emptyBuckets, type Shortfall, shortfallOf } from "./buckets.js";
import { type Lot, type LotTake, takeFifo } from "./fifo.js";

/**
 * The ledger's posting rule, pure: given the balances and lots a posting touches and its entries, what
 * movements to write, what each bucket becomes, which lots it takes from (FIFO) and which it creates;
 * or the shortfall that refuses the whole posting. The posting service only loads, locks and writes
 * what this plans, and the property tests run the same function over random histories.
 */

/** One signed change of one bucket of one balance (`key` identifies the balance). */
export interface PlanEntry {
  key: string;
  bucket: Bucket;
  /** Signed, never 0. */
  quantity: number;
  /** On-hand increases: when the units arrived (a new lot). */
  receivedAt?: Date;
  /** On-hand increases: take the arrival dates of the lots another entry of this posting took (a move keeps ages). */
  inheritFrom?: number;
}

export interface PlanState {
  balances: ReadonlyMap<string, Buckets>;
  /** The lots with something left, per balance key. */
  lots: ReadonlyMap<string, readonly Lot[]>;
}

export interface PlannedMovement {
  entry: number;
  key: string;
  bucket: Bucket;
  quantity: number;
  balanceAfter: number;
  /** On-hand movements: the lot (an existing id, or a new lot's id below zero). */
  lotId?: number;
}

export interface NewLot {
  id: number;
  key: string;
  entry: number;
  receivedAt: Date;
  quantity: number;
}

export interface Plan {
  movements: PlannedMovement[];
  balances: Map<string, Buckets>;
  newLots: NewLot[];
  /** What is left of every lot the posting touched (existing and new), by lot id. */
  lotRemaining: Map<number, number>;
}

export type PlanResult = { ok: true; plan: Plan } | { ok: false; key: string; refusal: Shortfall };

/**
 * Entries run in three passes so that no bucket dips below zero on the way when its final value is fine:
 * increases first, then decreases, then increases that inherit lot dates from a decrease (moves).
 */
function passOf(e: PlanEntry): number {
  if (e.inheritFrom !== undefined) return 2;
  return e.quantity > 0 ? 0 : 1;
}

export function planPosting(state: PlanState, entries: readonly PlanEntry[], now: Date): PlanResult {
  for (const e of entries) {
    if (!Number.isSafeInteger(e.quantity) || e.quantity === 0)
      throw new Error(`planPosting: quantity ${e.quantity} must be a non-zero integer`);
    if (e.inheritFrom === undefined) continue;
    const src = entries[e.inheritFrom];
    if (e.bucket !== "onHand" || src?.bucket !== "onHand" || src.quantity !== -e.quantity)
      throw new Error("planPosting: inheritFrom names an on-hand decrease of the same quantity");
  }
  const balances = new Map<string, Buckets>();
  const get = (key: string) => {
    let b = balances.get(key);
    if (!b) balances.set(key, (b = { ...(state.balances.get(key) ?? emptyBuckets()) }));
    return b;
  };
  // the final figures decide: refused postings change nothing
  for (const e of entries) get(e.key)[e.bucket] += e.quantity;
  for (const [key, b] of balances) {
    const refusal = shortfallOf(b);
    if (refusal) return { ok: false, key, refusal };
  }

  const running = new Map<string, Buckets>();
  const run = (key: string) => {
    let b = running.get(key);
    if (!b) running.set(key, (b = { ...(state.balances.get(key) ?? emptyBuckets()) }));
    return b;
  };
  const lots = new Map<string, Lot[]>();
  const lotsOf = (key: string) => {
    let l = lots.get(key);
    if (!l) lots.set(key, (l = (state.lots.get(key) ?? []).map((x) => ({ ...x }))));
    return l;
  };
  const lotRemaining = new Map<number, number>();
  const movements: PlannedMovement[] = [];
  const newLots: NewLot[] = [];
  const takesOf = new Map<number, LotTake[]>();
  let nextNewId = -1;

  const order = entries.map((e, i) => ({ e, i })).sort((a, b) => passOf(a.e) - passOf(b.e) || a.i - b.i);
  for (const { e, i } of order) {
    const b = run(e.key);
    if (e.bucket !== "onHand") {
      b[e.bucket] += e.quantity;
      if (b[e.bucket] < 0) return { ok: false, key: e.key, refusal: { bucket: e.bucket, shortfall: -b[e.bucket] } };
      movements.push({ entry: i, key: e.key, bucket: e.bucket, quantity: e.quantity, balanceAfter: b[e.bucket] });
      continue;
    }
    const keyLots = lotsOf(e.key);
    if (e.quantity > 0) {
      // a receipt is one new lot; a move-in is one new lot per lot the move-out took, each keeping its date
      const sources =
        e.inheritFrom !== undefined ? takesOf.get(e.inheritFrom)! : [{ quantity: e.quantity, receivedAt: e.receivedAt ?? now }];
      for (const src of sources) {
        const lot: Lot = { id: nextNewId--, receivedAt: src.receivedAt, remaining: src.quantity };
        keyLots.push(lot);
        newLots.push({ id: lot.id, key: e.key, entry: i, receivedAt: lot.receivedAt, quantity: src.quantity });
        lotRemaining.set(lot.id, lot.remaining);
        b.onHand += src.quantity;
        movements.push({ entry: i, key: e.key, bucket: "onHand", quantity: src.quantity, balanceAfter: b.onHand, lotId: lot.id });
      }
      continue;
    }
    const { takes, short } = takeFifo(keyLots, -e.quantity);
    if (short > 0) {
      if (b.onHand + e.quantity < 0) return { ok: false, key: e.key, refusal: { bucket: "onHand", shortfall: -(b.onHand + e.quantity) } };
      throw new Error(`planPosting: the lots of ${e.key} hold ${-e.quantity - short} of on hand ${b.onHand}: the ledger is broken`);
    }
    takesOf.set(i, takes);
    for (const t of takes) {
      const lot = keyLots.find((l) => l.id === t.lotId)!;
      lot.remaining -= t.quantity;
      lotRemaining.set(lot.id, lot.remaining);
      b.onHand -= t.quantity;
      movements.push({ entry: i, key: e.key, bucket: "onHand", quantity: -t.quantity, balanceAfter: b.onHand, lotId: t.lotId });
    }
  }
  return { ok: true, plan: { movements, balances, newLots, lotRemaining } };
}
