import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { type DailyMetrics, derive, lookBack, sumWindow } from "./metrics.js";
import { type Condition, type Entity, evaluate, type Rule, type RunContext } from "./rules.js";

const ctx: RunContext = {
  today: "2026-03-15",
  hour: 10,
  now: "2026-03-15T10:00:00Z",
  currencyDecimals: 2,
  bidFloor: "0.02",
  budgetFloor: "1.00",
};
const day = (date: string, m: Partial<DailyMetrics> = {}): DailyMetrics => ({
  date,
  impressions: 0,
  clicks: 0,
  orders: 0,
  units: 0,
  spend: "0",
  sales: "0",
  ...m,
});
const target = (daily: DailyMetrics[], extra: Partial<Entity> = {}): Entity => ({
  level: "target",
  id: 1,
  state: "ENABLED",
  bid: "1.00",
  daily,
  ...extra,
});
const rule = (conditions: Condition[], extra: Partial<Rule> = {}): Rule => ({
  id: 1,
  name: "r",
  level: "target",
  lookBackDays: 14,
  conditions,
  action: { kind: "bidDown", percent: "10" },
  cooldownHours: 24,
  priority: 1,
  ...extra,
});

describe("derived metrics", () => {
  it("are exact ratios, and unknown where the denominator is zero", () => {
    const d = derive({ impressions: 3000, clicks: 30, orders: 3, units: 4, spend: "12.30", sales: "35.10" });
    expect(d.ctr!.toString()).toBe("1");
    expect(d.cpc!.toString()).toBe("0.41");
    expect(d.cvr!.toString()).toBe("10");
    expect(d.acos!.toFixed(4)).toBe("35.0427");
    expect(d.roas!.toFixed(4)).toBe("2.8537");
    const none = derive({ impressions: 0, clicks: 0, orders: 0, units: 0, spend: "0", sales: "0" });
    expect([none.ctr, none.cpc, none.cvr, none.acos, none.roas]).toEqual([null, null, null, null, null]);
  });
  it("adds money without binary rounding", () => {
    const rows = Array.from({ length: 10 }, (_, i) => day(`2026-03-0${(i % 9) + 1}`, { spend: "0.10", sales: "0.20" }));
    const { metrics } = sumWindow(rows, { from: "2026-03-01", to: "2026-03-31", days: 31 });
    expect(metrics.spend).toBe("1");
    expect(metrics.sales).toBe("2");
  });
});

describe("look-back window", () => {
  it.each([
    [14, 0, "2026-03-01", "2026-03-14"],
    [1, 0, "2026-03-14", "2026-03-14"],
    [7, 2, "2026-03-06", "2026-03-12"],
    [30, 0, "2026-02-13", "2026-03-14"],
  ])("%i days skipping %i end the day before today (or earlier)", (days, skip, from, to) => {
    expect(lookBack("2026-03-15", days, skip)).toEqual({ from, to, days });
  });
  it("refuses a window of no days", () => {
    expect(() => lookBack("2026-03-15", 0)).toThrow(RangeError);
  });
  it("counts the first and last day and nothing outside, nor today", () => {
    const rows = [
      day("2026-02-28", { clicks: 100 }),
      day("2026-03-01", { clicks: 1 }),
      day("2026-03-14", { clicks: 2 }),
      day("2026-03-15", { clicks: 50 }),
    ];
    const r = sumWindow(rows, lookBack("2026-03-15", 14));
    expect(r.metrics.clicks).toBe(3);
    expect(r.daysWithData).toBe(2);
  });
});

describe("conditions", () => {
  // 14 days: 20 clicks, spend 10.00, sales 25.00 (ACoS 40 %), 2 orders, 4000 impressions
  const daily = [
    day("2026-03-02", { impressions: 2000, clicks: 8, spend: "4.00", sales: "10.00", orders: 1, units: 1 }),
    day("2026-03-10", { impressions: 2000, clicks: 12, spend: "6.00", sales: "15.00", orders: 1, units: 1 }),
  ];
  it.each<[Condition, boolean]>([
    [{ metric: "clicks", op: "gte", value: "20" }, true],
    [{ metric: "clicks", op: "gt", value: "20" }, false],
    [{ metric: "acos", op: "gt", value: "35" }, true],
    [{ metric: "acos", op: "gt", value: "40" }, false],
    [{ metric: "acos", op: "gte", value: "40" }, true],
    [{ metric: "spend", op: "gte", value: "10.00" }, true],
    [{ metric: "spend", op: "gt", value: "10" }, false],
    [{ metric: "orders", op: "eq", value: "2" }, true],
    [{ metric: "ctr", op: "eq", value: "0.5" }, true],
    [{ metric: "cpc", op: "lte", value: "0.50" }, true],
    [{ metric: "cvr", op: "eq", value: "10" }, true],
    [{ metric: "roas", op: "lt", value: "2.5" }, false],
    [{ metric: "impressions", op: "lt", value: "4000" }, false],
  ])("%o over the window holds: %s", (c, holds) => {
    const e = evaluate(rule([c]), target(daily), ctx);
    expect(e.holds).toBe(holds);
    expect(e.conditions[0]!.holds).toBe(holds);
  });

  it("all must hold; the verdict keeps every figure for the log", () => {
    const e = evaluate(
      rule([
        { metric: "clicks", op: "gte", value: "10" },
        { metric: "acos", op: "gt", value: "50" },
      ]),
      target(daily),
      ctx,
    );
    expect(e.holds).toBe(false);
    expect(e.conditions.map((c) => [c.actual, c.holds])).toEqual([
      ["20", true],
      ["40", false],
    ]);
    expect(e.window).toEqual({ from: "2026-03-01", to: "2026-03-14", days: 14 });
  });

  it("an unknown figure never holds: ACoS without sales, even for 'greater than'", () => {
    const noSales = [day("2026-03-05", { clicks: 30, spend: "15.00" })];
    const e = evaluate(rule([{ metric: "acos", op: "gt", value: "35" }]), target(noSales), ctx);
    expect(e.holds).toBe(false);
    expect(e.conditions[0]!.actual).toBeNull();
    // what a seller means by "spent and sold nothing" is said with spend and orders
    expect(
      evaluate(
        rule([
          { metric: "spend", op: "gte", value: "5" },
          { metric: "orders", op: "eq", value: "0" },
        ]),
        target(noSales),
        ctx,
      ).holds,
    ).toBe(true);
  });

  it("no data in the window: counts are zero, ratios unknown", () => {
    const e = evaluate(
      rule([
        { metric: "impressions", op: "eq", value: "0" },
        { metric: "ctr", op: "lt", value: "1" },
      ]),
      target([]),
      ctx,
    );
    expect(e.daysWithData).toBe(0);
    expect(e.conditions.map((c) => c.holds)).toEqual([true, false]);
  });

  it("a rule without conditions never acts", () => {
    expect(evaluate(rule([]), target(daily), ctx).holds).toBe(false);
  });

  it("budget used: today's spend against the budget, only up to the rule's hour", () => {
    const campaign: Entity = { level: "campaign", id: 9, state: "ENABLED", budget: "50.00", spentToday: "46.00", daily: [] };
    const r = rule([{ metric: "budgetUsed", op: "gte", value: "90" }], {
      level: "campaign",
      byHour: 15,
      action: { kind: "budgetUp", percent: "20" },
    });
    expect(evaluate(r, campaign, { ...ctx, hour: 14 }).conditions[0]!.actual).toBe("92");
    expect(evaluate(r, campaign, { ...ctx, hour: 15 }).holds).toBe(true);
    expect(evaluate(r, campaign, { ...ctx, hour: 16 }).holds).toBe(false);
    expect(evaluate(r, { ...campaign, spentToday: "44.99" }, { ...ctx, hour: 10 }).holds).toBe(false);
  });

  it("days of cover: known only with recent sales", () => {
    const r = rule([{ metric: "daysOfCover", op: "lt", value: "14" }], { level: "productAd", action: { kind: "pause" } });
    const ad = (daysOfCover: Decimal | null): Entity => ({ level: "productAd", id: 3, state: "ENABLED", daily: [], daysOfCover });
    expect(evaluate(r, ad(new Decimal("13.99")), ctx).holds).toBe(true);
    expect(evaluate(r, ad(new Decimal(14)), ctx).holds).toBe(false);
    expect(evaluate(r, ad(null), ctx).holds).toBe(false);
  });
});
