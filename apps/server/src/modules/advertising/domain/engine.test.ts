import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeFor, type LeverChange, planRun, type StockHold, undoChange } from "./engine.js";
import type { DailyMetrics } from "./metrics.js";
import type { Action, Entity, Limits, Rule, RunContext } from "./rules.js";

const ctx: RunContext = {
  today: "2026-03-15",
  hour: 10,
  now: "2026-03-15T10:00:00.000Z",
  currencyDecimals: 2,
  bidFloor: "0.02",
  budgetFloor: "1.00",
};
// 14 days: 20 clicks, spend 10.00, no orders
const wasted: DailyMetrics[] = [{ date: "2026-03-10", impressions: 4000, clicks: 20, orders: 0, units: 0, spend: "10.00", sales: "0" }];
const target = (id: number, extra: Partial<Entity> = {}): Entity => ({
  level: "target",
  id,
  state: "ENABLED",
  bid: "1.00",
  daily: wasted,
  ...extra,
});
const campaign = (id: number, extra: Partial<Entity> = {}): Entity => ({
  level: "campaign",
  id,
  state: "ENABLED",
  budget: "50.00",
  daily: wasted,
  ...extra,
});
const rule = (id: number, action: Action, extra: Partial<Rule> = {}): Rule => ({
  id,
  name: `rule ${id}`,
  level: action.kind.startsWith("budget") ? "campaign" : "target",
  lookBackDays: 14,
  conditions: [
    { metric: "spend", op: "gte", value: "5" },
    { metric: "orders", op: "eq", value: "0" },
  ],
  action,
  cooldownHours: 24,
  priority: 10,
  ...extra,
});
const one = (r: Rule, e: Entity, limits?: Limits) => changeFor({ ...r, limits }, e, ctx);

describe("actions", () => {
  it.each<[Action, Partial<Entity>, Limits | undefined, object]>([
    [{ kind: "bidDown", percent: "15" }, {}, undefined, { before: { bid: "1.00" }, after: { bid: "0.85" } }],
    [{ kind: "bidUp", percent: "12.5" }, {}, undefined, { after: { bid: "1.13" } }], // 1.125 rounds half up
    [{ kind: "bidSet", value: "0.75" }, {}, undefined, { after: { bid: "0.75" } }],
    [{ kind: "bidDown", percent: "50" }, {}, { minBid: "0.60" }, { after: { bid: "0.60" }, clampedBy: "minBid" }],
    [{ kind: "bidUp", percent: "100" }, {}, { maxBid: "1.50" }, { after: { bid: "1.50" }, clampedBy: "maxBid" }],
    [{ kind: "bidUp", percent: "100" }, {}, { maxChangePercent: "20" }, { after: { bid: "1.20" }, clampedBy: "maxChange" }],
    [{ kind: "bidSet", value: "0.10" }, {}, { maxChangePercent: "30" }, { after: { bid: "0.70" }, clampedBy: "maxChange" }],
    [{ kind: "bidDown", percent: "99" }, { bid: "0.05" }, undefined, { after: { bid: "0.02" }, clampedBy: "floor" }],
    // the marketplace's floor wins over a rule's maximum set below it
    [{ kind: "bidSet", value: "0.01" }, {}, { maxBid: "0.01" }, { after: { bid: "0.02" }, clampedBy: "floor" }],
    [{ kind: "pause" }, {}, undefined, { before: { state: "ENABLED" }, after: { state: "PAUSED" } }],
    [{ kind: "enable" }, { state: "PAUSED" }, undefined, { after: { state: "ENABLED" } }],
  ])("%o on %o within %o", (action, entity, limits, expected) => {
    expect(one(rule(1, action), target(1, entity), limits)).toMatchObject(expected);
  });

  it.each<[Action, Partial<Entity>, Limits | undefined]>([
    [{ kind: "pause" }, { state: "PAUSED" }, undefined],
    [{ kind: "enable" }, {}, undefined],
    [{ kind: "bidUp", percent: "10" }, {}, { maxBid: "1.00" }],
    [{ kind: "bidDown", percent: "10" }, { bid: "0.02" }, undefined],
    [{ kind: "bidSet", value: "1" }, {}, undefined],
  ])("%o on %o within %o changes nothing", (action, entity, limits) => {
    expect(one(rule(1, action), target(1, entity), limits)).toEqual({ skip: "noChange" });
  });

  it("budgets move in whole currency units, at least the marketplace's lowest budget", () => {
    expect(one(rule(1, { kind: "budgetUp", percent: "20" }), campaign(1))).toMatchObject({ after: { budget: "60.00" } });
    expect(one(rule(1, { kind: "budgetDown", percent: "99" }), campaign(1))).toMatchObject({
      after: { budget: "1.00" },
      clampedBy: "floor",
    });
    expect(one(rule(1, { kind: "budgetUp", percent: "50" }), campaign(1), { maxBudget: "55" })).toMatchObject({
      after: { budget: "55.00" },
      clampedBy: "maxBudget",
    });
    const yen = changeFor(rule(1, { kind: "budgetUp", percent: "33.3" }), campaign(1, { budget: "1000" }), {
      ...ctx,
      currencyDecimals: 0,
      budgetFloor: "100",
    });
    expect(yen).toMatchObject({ after: { budget: "1333" } });
  });

  it("search terms become negatives or exact keywords of their group; other levels cannot", () => {
    const term: Entity = { level: "searchTerm", id: 5, state: "ENABLED", searchTerm: "usb c cable 10ft", adGroupId: 7, daily: wasted };
    expect(one(rule(1, { kind: "negativeKeyword", matchType: "NEGATIVE_EXACT" }, { level: "searchTerm" }), term)).toMatchObject({
      after: { term: { text: "usb c cable 10ft", matchType: "NEGATIVE_EXACT", adGroupId: 7 } },
    });
    expect(one(rule(1, { kind: "harvestExact", adGroupId: 8, bid: "0.90" }, { level: "searchTerm" }), term)).toMatchObject({
      after: { term: { text: "usb c cable 10ft", matchType: "EXACT", adGroupId: 8, bid: "0.90" } },
    });
    expect(one(rule(1, { kind: "negativeTarget" }), target(1))).toEqual({ skip: "notApplicable" });
    expect(one(rule(1, { kind: "budgetUp", percent: "10" }), target(1))).toEqual({ skip: "notApplicable" });
  });

  it("property: a moved bid stays within its limits, the floor and one run's largest step, in whole cents", () => {
    const cents = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((c) => new Decimal(c).div(100).toFixed(2));
    fc.assert(
      fc.property(
        cents(2, 5000),
        fc.oneof(
          fc.record({ kind: fc.constantFrom("bidUp" as const, "bidDown" as const), percent: fc.integer({ min: 1, max: 900 }).map(String) }),
          fc.record({ kind: fc.constant("bidSet" as const), value: cents(0, 9000) }),
        ),
        cents(2, 200),
        cents(200, 6000),
        fc.integer({ min: 1, max: 100 }).map(String),
        (bid, action, minBid, maxBid, maxChangePercent) => {
          const r = changeFor({ ...rule(1, action), limits: { minBid, maxBid, maxChangePercent } }, target(1, { bid }), ctx);
          if ("skip" in r) return r.skip === "noChange";
          const after = new Decimal(r.after.bid!);
          const step = new Decimal(bid).mul(maxChangePercent).div(100);
          const withinStep =
            after.minus(bid).abs().lte(step.plus("0.005")) ||
            r.clampedBy === "minBid" ||
            r.clampedBy === "floor" ||
            r.clampedBy === "maxBid";
          return after.gte(minBid) && after.lte(maxBid) && after.gte("0.02") && after.decimalPlaces() <= 2 && withinStep;
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("a run", () => {
  const down = rule(1, { kind: "bidDown", percent: "20" });

  it("plans each matching entity once, with the figures that made the rule act", () => {
    const quiet = target(3, { daily: [{ ...wasted[0]!, spend: "1.00", clicks: 2 }] });
    const plan = planRun([down], [target(1), target(2, { bid: "0.50" }), quiet, target(4, { state: "ARCHIVED" })], [], [], ctx);
    expect(plan.planned.map((p) => [p.entityId, p.after.bid])).toEqual([
      [1, "0.80"],
      [2, "0.40"],
    ]);
    expect(plan.planned[0]!.evaluation.conditions.map((c) => c.actual)).toEqual(["10", "0"]);
    expect(plan.skipped).toEqual([]);
  });

  it("cooldown: a lever changed within the rule's hours is left alone, by whoever changed it", () => {
    const history: LeverChange[] = [
      { level: "target", entityId: 1, lever: "bid", at: "2026-03-14T11:00:00.000Z" }, // 23 h ago: cooling
      { level: "target", entityId: 2, lever: "bid", at: "2026-03-14T10:00:00.000Z" }, // exactly 24 h: free again
      { level: "target", entityId: 3, lever: "state", at: "2026-03-15T09:00:00.000Z" }, // another lever
    ];
    const plan = planRun([down], [target(1), target(2), target(3)], history, [], ctx);
    expect(plan.planned.map((p) => p.entityId)).toEqual([2, 3]);
    expect(plan.skipped).toEqual([
      { ruleId: 1, level: "target", entityId: 1, lever: "bid", reason: "cooldown", until: "2026-03-15T11:00:00.000Z" },
    ]);
  });

  it("two rules on one lever: the lower priority number wins; at equal priority the safer change", () => {
    const up = rule(2, { kind: "bidUp", percent: "10" }, { priority: 5 });
    let plan = planRun([down, up], [target(1)], [], [], ctx);
    expect(plan.planned).toHaveLength(1);
    expect(plan.planned[0]).toMatchObject({ ruleId: 2, after: { bid: "1.10" } });
    expect(plan.skipped).toEqual([{ ruleId: 1, level: "target", entityId: 1, lever: "bid", reason: "conflict", byRuleId: 2 }]);

    plan = planRun([{ ...up, priority: 10 }, down], [target(1)], [], [], ctx);
    expect(plan.planned[0]).toMatchObject({ ruleId: 1, after: { bid: "0.80" } });
    const pause = rule(3, { kind: "pause" });
    const enable = rule(4, { kind: "enable" });
    plan = planRun([enable, pause], [target(1, { state: "PAUSED" }), target(2)], [], [], ctx);
    expect(plan.planned.map((p) => [p.entityId, p.ruleId, p.after.state])).toEqual([
      [1, 4, "ENABLED"],
      [2, 3, "PAUSED"],
    ]);
  });

  it("different levers of one entity both move", () => {
    const plan = planRun([down, rule(3, { kind: "pause" })], [target(1)], [], [], ctx);
    expect(plan.planned.map((p) => p.lever).sort()).toEqual(["bid", "state"]);
  });

  describe("stock awareness", () => {
    const lowCover = rule(
      7,
      { kind: "pause" },
      { level: "productAd", conditions: [{ metric: "daysOfCover", op: "lt", value: "10" }], restoreAtCoverDays: "21", priority: 1 },
    );
    const ad = (cover: string | null, extra: Partial<Entity> = {}): Entity => ({
      level: "productAd",
      id: 11,
      state: "ENABLED",
      bid: "0.80",
      daily: wasted,
      daysOfCover: cover === null ? null : new Decimal(cover),
      ...extra,
    });
    const held: StockHold = { ruleId: 7, level: "productAd", entityId: 11, lever: "state", before: { state: "ENABLED" } };

    it("pauses a product about to run out", () => {
      expect(planRun([lowCover], [ad("6.5")], [], [], ctx).planned).toMatchObject([{ ruleId: 7, after: { state: "PAUSED" } }]);
      expect(planRun([lowCover], [ad("10")], [], [], ctx).planned).toEqual([]);
    });

    it("while it holds, no rule turns it back on, and it does not act twice", () => {
      const enable = rule(8, { kind: "enable" }, { level: "productAd", conditions: [{ metric: "clicks", op: "gte", value: "1" }] });
      const plan = planRun([lowCover, enable], [ad("3", { state: "PAUSED" })], [], [held], ctx);
      expect(plan.planned).toEqual([]);
      expect(plan.skipped).toEqual([
        { ruleId: 7, level: "productAd", entityId: 11, lever: "state", reason: "noChange" },
        { ruleId: 8, level: "productAd", entityId: 11, lever: "state", reason: "stockHold", byRuleId: 7 },
      ]);
    });

    it("puts back what it changed once cover is back, not before", () => {
      expect(planRun([lowCover], [ad("20.99", { state: "PAUSED" })], [], [held], ctx).planned).toEqual([]);
      const plan = planRun([lowCover], [ad("21", { state: "PAUSED" })], [], [held], ctx);
      expect(plan.planned).toMatchObject([{ ruleId: 7, kind: "restore", before: { state: "PAUSED" }, after: { state: "ENABLED" } }]);
      const lowered: StockHold = { ...held, lever: "bid", before: { bid: "0.80" } };
      expect(planRun([lowCover], [ad("30", { bid: "0.40" })], [], [lowered], ctx).planned).toMatchObject([
        { kind: "restore", after: { bid: "0.80" } },
      ]);
    });
  });

  it("is deterministic: the same input plans the same (a dry run is the real run)", () => {
    const rules = [down, rule(2, { kind: "bidUp", percent: "10" }), rule(3, { kind: "pause" })];
    const entities = [target(1), target(2), target(3)];
    expect(planRun(rules, entities, [], [], ctx)).toEqual(planRun(rules, entities, [], [], ctx));
  });
});

describe("undo", () => {
  it("puts the value back when nobody moved it since", () => {
    expect(undoChange({ lever: "bid", before: { bid: "1.00" }, after: { bid: "0.80" } }, { bid: "0.8" })).toEqual({
      ok: true,
      after: { bid: "1.00" },
    });
    expect(undoChange({ lever: "state", before: { state: "ENABLED" }, after: { state: "PAUSED" } }, { state: "PAUSED" })).toEqual({
      ok: true,
      after: { state: "ENABLED" },
    });
  });
  it("refuses when the lever moved since, naming its value now", () => {
    expect(undoChange({ lever: "budget", before: { budget: "50.00" }, after: { budget: "60.00" } }, { budget: "70.00" })).toEqual({
      ok: false,
      reason: "changedSince",
      current: { budget: "70.00" },
    });
  });
  it("removes an added negative", () => {
    const term = { text: "free", matchType: "NEGATIVE_PHRASE", adGroupId: 3 };
    expect(undoChange({ lever: "negative", before: {}, after: { term } }, {})).toEqual({ ok: true, after: {}, remove: term });
  });
});
