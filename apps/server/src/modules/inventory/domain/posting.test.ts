import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageProfile } from "./ageing.js";
import { availableOf, type Bucket, buckets, type Buckets, emptyBuckets } from "./buckets.js";
import { fifoOrder, type Lot } from "./fifo.js";
import { type PlanEntry, planPosting } from "./posting.js";

/**
 * Property tests of the posting rule: random histories of receipts, reservations, shipments,
 * cancellations, adjustments, freezes, moves and in-transit receipts over two balances of one SKU
 * (normal and unsellable), each step planned by `planPosting` and applied the way the service writes it.
 */

const DAY = 86_400_000;
const KEYS = ["normal", "unsellable"] as const;
type Key = (typeof KEYS)[number];

type Op =
  | { t: "receive"; key: Key; q: number; daysAgo: number }
  | { t: "transit"; q: number }
  | { t: "arrive"; q: number }
  | { t: "putaway"; q: number }
  | { t: "reserve"; q: number }
  | { t: "cancel" }
  | { t: "shipReserved" }
  | { t: "ship"; key: Key; q: number }
  | { t: "adjust"; key: Key; q: number }
  | { t: "freeze"; q: number }
  | { t: "unfreeze"; q: number }
  | { t: "move"; from: Key; q: number };

const key = fc.constantFrom<Key>(...KEYS);
const q = fc.integer({ min: 1, max: 40 });
const op: fc.Arbitrary<Op> = fc.oneof(
  // receipts weigh more, so histories hold stock to ship, reserve, freeze and move
  { arbitrary: fc.record({ t: fc.constant("receive" as const), key, q, daysAgo: fc.integer({ min: 0, max: 500 }) }), weight: 4 },
  fc.record({ t: fc.constant("transit" as const), q }),
  fc.record({ t: fc.constant("arrive" as const), q }),
  fc.record({ t: fc.constant("putaway" as const), q }),
  fc.record({ t: fc.constant("reserve" as const), q }),
  fc.record({ t: fc.constant("cancel" as const) }),
  fc.record({ t: fc.constant("shipReserved" as const) }),
  fc.record({ t: fc.constant("ship" as const), key, q }),
  fc.record({ t: fc.constant("adjust" as const), key, q: fc.integer({ min: -40, max: 40 }).filter((n) => n !== 0) }),
  fc.record({ t: fc.constant("freeze" as const), q }),
  fc.record({ t: fc.constant("unfreeze" as const), q }),
  fc.record({ t: fc.constant("move" as const), from: key, q }),
);

interface Movement {
  key: string;
  bucket: Bucket;
  quantity: number;
  balanceAfter: number;
  lotId?: number;
}
interface World {
  balances: Map<string, Buckets>;
  lots: Map<string, (Lot & { received: number })[]>;
  movements: Movement[];
  reservations: number[];
  nextLotId: number;
}

function entriesFor(o: Op, w: World, now: Date): { entries: PlanEntry[]; after?: (w: World) => void } | undefined {
  const e = (k: string, bucket: Bucket, quantity: number, extra: Partial<PlanEntry> = {}): PlanEntry => ({
    key: k,
    bucket,
    quantity,
    ...extra,
  });
  switch (o.t) {
    case "receive":
      return { entries: [e(o.key, "onHand", o.q, { receivedAt: new Date(now.getTime() - o.daysAgo * DAY) })] };
    case "transit":
      return { entries: [e("normal", "inTransit", o.q)] };
    case "arrive":
      return { entries: [e("normal", "inTransit", -o.q), e("normal", "pendingPutaway", o.q)] };
    case "putaway":
      return { entries: [e("normal", "pendingPutaway", -o.q), e("normal", "onHand", o.q)] };
    case "reserve":
      return { entries: [e("normal", "reserved", o.q)], after: (x) => x.reservations.push(o.q) };
    case "cancel": {
      const r = w.reservations[0];
      return r === undefined ? undefined : { entries: [e("normal", "reserved", -r)], after: (x) => x.reservations.shift() };
    }
    case "shipReserved": {
      const r = w.reservations[0];
      return r === undefined
        ? undefined
        : { entries: [e("normal", "reserved", -r), e("normal", "onHand", -r)], after: (x) => x.reservations.shift() };
    }
    case "ship":
      return { entries: [e(o.key, "onHand", -o.q)] };
    case "adjust":
      return { entries: [e(o.key, "onHand", o.q)] };
    case "freeze":
      return { entries: [e("normal", "frozen", o.q)] };
    case "unfreeze":
      return { entries: [e("normal", "frozen", -o.q)] };
    case "move": {
      const to = o.from === "normal" ? "unsellable" : "normal";
      return { entries: [e(o.from, "onHand", -o.q), e(to, "onHand", o.q, { inheritFrom: 0 })] };
    }
  }
}

/** Applies a plan the way the posting service writes it: balances, new lots with ids, lot remainders, movements. */
function apply(w: World, plan: Extract<ReturnType<typeof planPosting>, { ok: true }>["plan"]): Map<number, number> {
  const ids = new Map<number, number>();
  for (const l of plan.newLots) {
    const id = w.nextLotId++;
    ids.set(l.id, id);
    const list = w.lots.get(l.key) ?? [];
    list.push({ id, receivedAt: l.receivedAt, remaining: l.quantity, received: l.quantity });
    w.lots.set(l.key, list);
  }
  for (const [lotId, remaining] of plan.lotRemaining) {
    const real = ids.get(lotId) ?? lotId;
    for (const list of w.lots.values()) for (const lot of list) if (lot.id === real) lot.remaining = remaining;
  }
  for (const [k, b] of plan.balances) w.balances.set(k, b);
  for (const m of plan.movements)
    w.movements.push({
      key: m.key,
      bucket: m.bucket,
      quantity: m.quantity,
      balanceAfter: m.balanceAfter,
      lotId: m.lotId === undefined ? undefined : (ids.get(m.lotId) ?? m.lotId),
    });
  return ids;
}

/** Units per arrival date across both balances: a move must not change it. */
function unitsByDate(w: World): Map<number, number> {
  const out = new Map<number, number>();
  for (const list of w.lots.values())
    for (const l of list) if (l.remaining > 0) out.set(l.receivedAt.getTime(), (out.get(l.receivedAt.getTime()) ?? 0) + l.remaining);
  return out;
}

function checkInvariants(w: World, now: Date) {
  for (const k of KEYS) {
    const b = w.balances.get(k) ?? emptyBuckets();
    for (const bucket of buckets) {
      // every balance equals the sum of its movements, and the last movement's balance-after is the balance
      const mine = w.movements.filter((m) => m.key === k && m.bucket === bucket);
      expect(
        mine.reduce((s, m) => s + m.quantity, 0),
        `${k}.${bucket}`,
      ).toBe(b[bucket]);
      if (mine.length) expect(mine.at(-1)!.balanceAfter).toBe(b[bucket]);
      expect(b[bucket]).toBeGreaterThanOrEqual(0);
    }
    expect(availableOf(b)).toBeGreaterThanOrEqual(0);
    const lots = w.lots.get(k) ?? [];
    expect(
      lots.reduce((s, l) => s + l.remaining, 0),
      `${k} lots`,
    ).toBe(b.onHand);
    for (const l of lots) {
      expect(l.remaining).toBeGreaterThanOrEqual(0);
      // a lot's remainder is what it received less what on-hand movements took from it
      expect(l.received + w.movements.filter((m) => m.lotId === l.id && m.quantity < 0).reduce((s, m) => s + m.quantity, 0)).toBe(
        l.remaining,
      );
    }
    const ages = ageProfile(lots, now);
    expect(Object.values(ages).reduce((s, n) => s + n, 0)).toBe(b.onHand);
  }
}

describe("planPosting (property)", () => {
  it("keeps every balance equal to its movements, nothing negative, lots summing to on hand, FIFO and ages exact", () => {
    let postedTotal = 0;
    let refusedTotal = 0;
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 80 }), (ops) => {
        const now = new Date("2026-11-24T00:00:00Z");
        const w: World = { balances: new Map(), lots: new Map(), movements: [], reservations: [], nextLotId: 1 };
        let posted = 0;
        for (const o of ops) {
          const step = entriesFor(o, w, now);
          if (!step) continue;
          const before = JSON.stringify([...w.balances]);
          const movementsBefore = w.movements.length;
          const datesBefore = unitsByDate(w);
          const lotsBefore = new Map([...w.lots].map(([k, l]) => [k, l.map((x) => ({ ...x }))]));
          const res = planPosting(
            { balances: w.balances, lots: new Map([...w.lots].map(([k, l]) => [k, l.filter((x) => x.remaining > 0)])) },
            step.entries,
            now,
          );
          // the refusal rule, stated independently: refused exactly when a final figure would be negative
          const finals = new Map<string, Buckets>();
          for (const e of step.entries) {
            const b = finals.get(e.key) ?? { ...(w.balances.get(e.key) ?? emptyBuckets()) };
            b[e.bucket] += e.quantity;
            finals.set(e.key, b);
          }
          const shouldRefuse = [...finals.values()].some((b) => availableOf(b) < 0 || buckets.some((x) => b[x] < 0));
          expect(res.ok, `${JSON.stringify(o)} on ${before}`).toBe(!shouldRefuse);
          if (!res.ok) {
            refusedTotal++;
            expect(res.refusal.shortfall).toBeGreaterThan(0);
            expect(JSON.stringify([...w.balances])).toBe(before);
            expect(w.movements.length).toBe(movementsBefore);
            continue;
          }
          posted++;
          apply(w, res.plan);
          step.after?.(w);
          // FIFO: a decrease takes from the oldest lots; no lot older than the youngest it took keeps any units
          for (const k of KEYS) {
            const taken = res.plan.movements.filter((m) => m.key === k && m.bucket === "onHand" && m.quantity < 0).map((m) => m.lotId!);
            if (!taken.length) continue;
            const before = lotsBefore
              .get(k)!
              .filter((l) => l.remaining > 0)
              .sort(fifoOrder);
            const last = Math.max(...taken.map((id) => before.findIndex((l) => l.id === id)));
            for (const l of before.slice(0, last))
              expect(w.lots.get(k)!.find((x) => x.id === l.id)!.remaining, `lot ${l.id} older than one taken`).toBe(0);
          }
          if (o.t === "move") expect(unitsByDate(w)).toEqual(datesBefore);
          checkInvariants(w, now);
        }
        postedTotal += posted;
      }),
      { numRuns: 300 },
    );
    // the histories really exercised both outcomes
    expect(postedTotal).toBeGreaterThan(1000);
    expect(refusedTotal).toBeGreaterThan(100);
  });

  it("refuses a shipment beyond available naming the bucket and the shortfall, and changes nothing", () => {
    const balances = new Map([["k", { ...emptyBuckets(), onHand: 5, reserved: 2 }]]);
    const lots = new Map([["k", [{ id: 1, receivedAt: new Date("2026-01-01"), remaining: 5 }]]]);
    const res = planPosting({ balances, lots }, [{ key: "k", bucket: "onHand", quantity: -4 }], new Date());
    expect(res).toEqual({ ok: false, key: "k", refusal: { bucket: "available", shortfall: 1 } });
    const res2 = planPosting({ balances, lots }, [{ key: "k", bucket: "onHand", quantity: -7 }], new Date());
    expect(res2).toEqual({ ok: false, key: "k", refusal: { bucket: "onHand", shortfall: 2 } });
    expect(balances.get("k")!.onHand).toBe(5);
  });

  it("consumes lots oldest first and splits a shipment across them", () => {
    const lots = new Map([
      [
        "k",
        [
          { id: 2, receivedAt: new Date("2026-03-01"), remaining: 4 },
          { id: 1, receivedAt: new Date("2026-01-01"), remaining: 3 },
        ],
      ],
    ]);
    const res = planPosting(
      { balances: new Map([["k", { ...emptyBuckets(), onHand: 7 }]]), lots },
      [{ key: "k", bucket: "onHand", quantity: -5 }],
      new Date(),
    );
    if (!res.ok) throw new Error("refused");
    expect(res.plan.movements.map((m) => [m.lotId, m.quantity, m.balanceAfter])).toEqual([
      [1, -3, 4],
      [2, -2, 2],
    ]);
    expect([...res.plan.lotRemaining]).toEqual([
      [1, 0],
      [2, 2],
    ]);
  });

  it("counts ages in the spec's buckets", () => {
    const now = new Date("2026-11-24T00:00:00Z");
    const lot = (days: number, remaining: number) => ({ receivedAt: new Date(now.getTime() - days * DAY), remaining });
    expect(ageProfile([lot(0, 1), lot(30, 2), lot(31, 3), lot(90, 4), lot(180, 5), lot(365, 6), lot(366, 7)], now)).toEqual({
      age0to30: 3,
      age31to60: 3,
      age61to90: 4,
      age91to180: 5,
      age181to365: 6,
      ageOver365: 7,
    });
  });
});
