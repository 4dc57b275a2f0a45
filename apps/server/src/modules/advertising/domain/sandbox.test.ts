import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../platform/clock.js";
import { type AdMetrics, addMetrics, ZERO_METRICS } from "./metrics.js";
import { dailyByTarget, HOURLY_TRAFFIC, type SimCampaign, type SimTarget, simulateDay } from "./sandbox.js";

const kw = (id: number, extra: Partial<SimTarget> = {}): SimTarget => ({
  id,
  state: "ENABLED",
  bid: "1.00",
  searchVolume: 20_000,
  marketCpc: "1.00",
  baseCtr: 0.005,
  baseCvr: 0.1,
  price: "24.99",
  ...extra,
});
const campaign = (targets: SimTarget[], extra: Partial<SimCampaign> = {}): SimCampaign => ({
  id: 1,
  state: "ENABLED",
  dailyBudget: "1000.00",
  topOfSearchPercent: 0,
  productPagesPercent: 0,
  targets,
  ...extra,
});
/** `days` simulated days of `c` from 2026-01-01, totalled per target. */
function month(c: SimCampaign, seed = 42, days = 30) {
  const out = new Map<number, AdMetrics>();
  for (let i = 0; i < days; i++) {
    for (const [id, m] of dailyByTarget(simulateDay(seed, addDays("2026-01-01", i), c)))
      out.set(id, addMetrics(out.get(id) ?? ZERO_METRICS, m));
  }
  return out;
}

describe("the sandbox marketplace", () => {
  it("has a traffic curve over the whole day", () => {
    expect(HOURLY_TRAFFIC).toHaveLength(24);
    expect(HOURLY_TRAFFIC.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("gives the day so far: the whole day's hours up to the hour asked, the same figures", () => {
    const c = campaign([kw(1), kw(2, { baseCvr: 0.02 })]);
    const whole = simulateDay(7, "2026-02-01", c);
    const soFar = simulateDay(7, "2026-02-01", c, 2, 13);
    expect(soFar.hours.length).toBeGreaterThan(5);
    expect(soFar.hours).toEqual(whole.hours.filter((h) => h.hour <= 13));
    expect(simulateDay(7, "2026-02-01", c, 2, 23)).toEqual(whole);
  });

  it("is deterministic for a seed, and another seed gives another day", () => {
    const c = campaign([kw(1), kw(2, { baseCvr: 0.02 })]);
    const a = simulateDay(7, "2026-02-01", c);
    expect(a.hours.length).toBeGreaterThan(20);
    expect(simulateDay(7, "2026-02-01", c)).toEqual(a);
    expect(simulateDay(8, "2026-02-01", c)).not.toEqual(a);
  });

  it("spend is exactly clicks times a whole-cent CPC never above the bid; sales are units times the price", () => {
    const day = simulateDay(3, "2026-02-02", campaign([kw(1, { bid: "0.73" })]));
    expect(day.hours.length).toBeGreaterThan(0);
    let total = new Decimal(0);
    for (const h of day.hours) {
      if (h.clicks > 0) {
        const cpc = new Decimal(h.spend).div(h.clicks);
        expect(cpc.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(cpc.lte("0.73")).toBe(true);
      }
      expect(h.sales).toBe(new Decimal("24.99").mul(h.units).toFixed(2));
      expect(h.orders).toBeLessThanOrEqual(h.clicks);
      total = total.plus(h.spend);
    }
    expect(day.spend).toBe(total.toFixed(2));
  });

  it("a higher bid wins more impressions and clicks; a lower one fewer", () => {
    const at = (bid: string) => month(campaign([kw(1, { bid })])).get(1)!;
    const [low, mid, high] = [at("0.50"), at("1.00"), at("2.00")];
    expect(low.impressions).toBeLessThan(mid.impressions);
    expect(mid.impressions).toBeLessThan(high.impressions);
    expect(low.clicks).toBeLessThan(high.clicks);
  });

  it("a top-of-search adjustment lifts impressions and the click rate", () => {
    const plain = month(campaign([kw(1)])).get(1)!;
    const top = month(campaign([kw(1)], { topOfSearchPercent: 100 })).get(1)!;
    expect(top.impressions).toBeGreaterThan(plain.impressions);
    expect(top.clicks / top.impressions).toBeGreaterThan(plain.clicks / plain.impressions);
  });

  it("keywords convert differently: orders follow each keyword's rate", () => {
    const m = month(campaign([kw(1, { baseCvr: 0.15 }), kw(2, { baseCvr: 0.01 })]));
    const cvr = (id: number) => m.get(id)!.orders / m.get(id)!.clicks;
    expect(cvr(1)).toBeGreaterThan(0.1);
    expect(cvr(2)).toBeLessThan(0.04);
  });

  it("a small budget runs out during the day: no spend beyond it, nothing after that hour", () => {
    const day = simulateDay(5, "2026-02-03", campaign([kw(1, { searchVolume: 200_000 })], { dailyBudget: "20.00" }));
    expect(day.budgetOutAtHour).not.toBeNull();
    expect(day.budgetOutAtHour!).toBeLessThan(23);
    expect(new Decimal(day.spend).lte("20.00")).toBe(true);
    expect(new Decimal(day.spend).gt("19.00")).toBe(true);
    expect(Math.max(...day.hours.map((h) => h.hour))).toBe(day.budgetOutAtHour);
    // with room in the budget the same day lasts until midnight
    expect(simulateDay(5, "2026-02-03", campaign([kw(1, { searchVolume: 200_000 })])).budgetOutAtHour).toBeNull();
  });

  it("paused campaigns and targets show nothing", () => {
    expect(simulateDay(1, "2026-02-04", campaign([kw(1)], { state: "PAUSED" })).hours).toEqual([]);
    const day = simulateDay(1, "2026-02-04", campaign([kw(1), kw(2, { state: "PAUSED" })]));
    expect(new Set(day.hours.map((h) => h.targetId))).toEqual(new Set([1]));
  });

  it("works in a currency without decimals", () => {
    const day = simulateDay(
      9,
      "2026-02-05",
      campaign([kw(1, { bid: "120", marketCpc: "100", price: "2980" })], { dailyBudget: "5000" }),
      0,
    );
    expect(day.hours.length).toBeGreaterThan(0);
    for (const h of day.hours) expect(new Decimal(h.spend).isInteger()).toBe(true);
  });
});
