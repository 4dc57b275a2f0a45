import { describe, expect, it } from "vitest";
import { daysOfCover, evaluateRule, reconcile, type RuleThresholds, type StockFigures } from "./warnings.js";

const rule = (over: Partial<RuleThresholds> = {}): RuleThresholds => ({
  productId: null,
  warehouseId: null,
  coverDaysBelow: null,
  ageDaysOver: null,
  unsellableAbove: null,
  ...over,
});
const figures = (over: Partial<StockFigures> = {}): StockFigures => ({
  warehouseId: 1,
  productId: 7,
  available: 10,
  unsellable: 0,
  salesOut: 90,
  oldestAgeDays: 5,
  ...over,
});

describe("warning rules", () => {
  it("computes days of cover exactly: available ÷ (sales-out of 30 days ÷ 30); none without sales", () => {
    expect(daysOfCover(10, 90)!.toString()).toBe("3.3333333333333333333");
    expect(daysOfCover(40, 60)!.toString()).toBe("20");
    expect(daysOfCover(5, 0)).toBeNull();
  });

  it("finds each kind above or below its threshold, compared before rounding", () => {
    expect(evaluateRule(rule({ coverDaysBelow: 10, ageDaysOver: 4, unsellableAbove: 0 }), figures({ unsellable: 2 }))).toEqual([
      { kind: "lowCover", figure: "3.33", threshold: 10 },
      { kind: "ageing", figure: "5.00", threshold: 4 },
      { kind: "unsellable", figure: "2.00", threshold: 0 },
    ]);
    // exactly at the threshold is not below / above it
    expect(evaluateRule(rule({ coverDaysBelow: 20, ageDaysOver: 5 }), figures({ available: 40, salesOut: 60 }))).toEqual([]);
    // 19.999... days rounds to 20.00 but is below 20
    expect(evaluateRule(rule({ coverDaysBelow: 20 }), figures({ available: 39_999, salesOut: 60_000 }))).toEqual([
      { kind: "lowCover", figure: "20.00", threshold: 20 },
    ]);
    expect(evaluateRule(rule({ coverDaysBelow: 10 }), figures({ salesOut: 0 }))).toEqual([]);
    expect(evaluateRule(rule({ ageDaysOver: 1 }), figures({ oldestAgeDays: null }))).toEqual([]);
  });

  it("applies a rule to its SKU and warehouse only", () => {
    const r = rule({ productId: 7, warehouseId: 2, unsellableAbove: 0 });
    expect(evaluateRule(r, figures({ warehouseId: 2, unsellable: 1 }))).toHaveLength(1);
    expect(evaluateRule(r, figures({ warehouseId: 1, unsellable: 1 }))).toEqual([]);
    expect(evaluateRule(r, figures({ warehouseId: 2, productId: 8, unsellable: 1 }))).toEqual([]);
  });

  it("reconciles: raises the new, updates a changed figure, keeps the same, clears the gone, never twins", () => {
    const open = [
      { id: 1, ruleId: 1, warehouseId: 1, productId: 7, kind: "lowCover", figure: "3.33", threshold: 10 },
      { id: 2, ruleId: 1, warehouseId: 1, productId: 8, kind: "lowCover", figure: "4.00", threshold: 10 },
      { id: 3, ruleId: 2, warehouseId: 1, productId: 7, kind: "ageing", figure: "50.00", threshold: 30 },
    ];
    const wanted = [
      { ruleId: 1, warehouseId: 1, productId: 7, kind: "lowCover" as const, figure: "3.33", threshold: 10 },
      { ruleId: 1, warehouseId: 1, productId: 8, kind: "lowCover" as const, figure: "5.00", threshold: 10 },
      { ruleId: 1, warehouseId: 1, productId: 9, kind: "lowCover" as const, figure: "1.00", threshold: 10 },
      { ruleId: 1, warehouseId: 1, productId: 9, kind: "lowCover" as const, figure: "1.00", threshold: 10 },
    ];
    const r = reconcile(open, wanted);
    expect(r.raise.map((x) => x.productId)).toEqual([9]);
    expect(r.update.map((x) => [x.id, x.figure])).toEqual([[2, "5.00"]]);
    expect(r.clear.map((x) => x.id)).toEqual([3]);
  });
});
