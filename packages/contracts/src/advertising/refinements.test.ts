import { describe, expect, it } from "vitest";
import { adReportQuery } from "./reports.js";
import { campaignUpdate } from "./campaigns.js";
import { promotionSave, promotionUpdate } from "./promotions.js";
import { ruleAction, ruleCondition } from "./rules.js";

/** The issues' messages and paths, or "ok". */
const check = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? "ok" : r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the advertising contracts' shared refinements", () => {
  const promotion = {
    adsProfileId: 1,
    kind: "coupon",
    name: "Spring",
    productIds: [1],
    startDate: "2026-06-10",
    endDate: "2026-06-20",
    discountType: "percent",
    discountValue: "10",
    budget: "100.00",
  };

  it("a date window: the end on or after the start passes; before it, an issue on the end, the same in every contract", () => {
    expect(check(promotionSave, promotion)).toBe("ok");
    expect(check(promotionSave, { ...promotion, endDate: "2026-06-10" })).toBe("ok");
    expect(check(promotionSave, { ...promotion, endDate: "2026-06-09" })).toEqual(["endDate: v.endBeforeStart"]);
    expect(check(promotionUpdate, { ...promotion, id: 3, version: 1, endDate: "2026-06-01" })).toEqual(["endDate: v.endBeforeStart"]);
    expect(check(campaignUpdate, { id: 1, version: 1, startDate: "2026-06-10", endDate: "2026-06-01" })).toEqual([
      "endDate: v.endBeforeStart",
    ]);
    // only one end of the window given: the server compares it with the stored other end
    expect(check(campaignUpdate, { id: 1, version: 1, endDate: "2026-06-01" })).toBe("ok");
    expect(check(adReportQuery, { from: "2026-06-10", to: "2026-06-09" })).toEqual(["to: v.endBeforeStart"]);
  });

  it("money in range: budgets above zero, rule thresholds not negative, percents above 0 and at most 900", () => {
    expect(check(promotionSave, { ...promotion, budget: "0.00" })).toEqual(["budget: v.positiveAmount"]);
    expect(check(campaignUpdate, { id: 1, version: 1, dailyBudget: "0" })).toEqual(["dailyBudget: v.positiveAmount"]);
    expect(check(campaignUpdate, { id: 1, version: 1, dailyBudget: "0.01" })).toBe("ok");
    expect(check(ruleCondition, { metric: "acos", op: "gt", value: "-1" })).toEqual(["value: v.nonNegative"]);
    expect(check(ruleCondition, { metric: "acos", op: "gt", value: "0" })).toBe("ok");
    expect(check(ruleAction, { kind: "bidUp", percent: "900" })).toBe("ok");
    expect(check(ruleAction, { kind: "bidUp", percent: "900.01" })).toEqual(["percent: v.percent"]);
    expect(check(ruleAction, { kind: "bidDown", percent: "0" })).toEqual(["percent: v.percent"]);
  });
});
