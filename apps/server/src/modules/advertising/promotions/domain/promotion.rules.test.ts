import { describe, expect, it } from "vitest";
import { reviewPromotion } from "../../adapter/sandbox-promotions.js";
import { checkPromotion, type PromotionDraft } from "./promotion.rules.js";

const today = "2026-06-01";
const coupon: PromotionDraft = {
  kind: "coupon",
  startDate: "2026-06-02",
  endDate: "2026-06-30",
  discountType: "percent",
  discountValue: "10",
  budget: "100",
  oncePerCustomer: true,
};
const lightning: PromotionDraft = {
  ...coupon,
  kind: "lightningDeal",
  discountValue: "20",
  startHour: 22,
  durationHours: 4,
  dealQuantity: 10,
  budget: null,
  endDate: null,
};
const best: PromotionDraft = { ...coupon, kind: "bestDeal", discountValue: "15", dealQuantity: 5, budget: null, endDate: null };
const prime: PromotionDraft = { ...coupon, kind: "primeExclusive", discountValue: "10", budget: null };

describe("Amazon's promotion rules per kind", () => {
  const refused: [string, PromotionDraft, string, string, Record<string, unknown>?][] = [
    [
      "coupon under 5 %",
      { ...coupon, discountValue: "4.99" },
      "body.discountValue",
      "advertising.promotion.couponPercent",
      { min: 5, max: 80 },
    ],
    [
      "coupon over 80 %",
      { ...coupon, discountValue: "80.01" },
      "body.discountValue",
      "advertising.promotion.couponPercent",
      { min: 5, max: 80 },
    ],
    ["a zero discount", { ...coupon, discountValue: "0" }, "body.discountValue", "advertising.promotion.discountPositive"],
    [
      "coupon budget under 100",
      { ...coupon, budget: "99.99" },
      "body.budget",
      "advertising.promotion.couponBudgetMin",
      { limit: "100", currency: "USD" },
    ],
    ["coupon without budget", { ...coupon, budget: null }, "body.budget", "advertising.promotion.couponBudgetRequired"],
    [
      "coupon over 90 days",
      { ...coupon, endDate: "2026-08-31" },
      "body.endDate",
      "advertising.promotion.couponDays",
      { max: 90, days: 91 },
    ],
    [
      "coupon not once per customer",
      { ...coupon, oncePerCustomer: false },
      "body.oncePerCustomer",
      "advertising.promotion.couponOncePerCustomer",
    ],
    ["a start in the past", { ...coupon, startDate: "2026-05-31" }, "body.startDate", "advertising.promotion.startInPast"],
    ["an end before the start", { ...coupon, endDate: "2026-06-01" }, "body.endDate", "advertising.endBeforeStart"],
    ["coupon without an end", { ...coupon, endDate: null }, "body.endDate", "advertising.promotion.endDateRequired"],
    ["lightning under 20 %", { ...lightning, discountValue: "19.99" }, "body.discountValue", "advertising.promotion.lightningDealPercent"],
    [
      "lightning of 3 hours",
      { ...lightning, durationHours: 3 },
      "body.durationHours",
      "advertising.promotion.lightningWindow",
      { min: 4, max: 12 },
    ],
    [
      "lightning of 13 hours",
      { ...lightning, durationHours: 13 },
      "body.durationHours",
      "advertising.promotion.lightningWindow",
      { min: 4, max: 12 },
    ],
    ["lightning without its hour", { ...lightning, startHour: null }, "body.startHour", "advertising.promotion.startHourRequired"],
    ["a deal with an amount off", { ...lightning, discountType: "amount" }, "body.discountType", "advertising.promotion.percentOnly"],
    ["a deal without units", { ...best, dealQuantity: null }, "body.dealQuantity", "advertising.promotion.dealQuantityRequired"],
    ["a 7-day deal of 8 days", { ...best, endDate: "2026-06-09" }, "body.endDate", "advertising.promotion.bestDealDays", { days: 7 }],
    ["prime under 10 %", { ...prime, discountValue: "9.99" }, "body.discountValue", "advertising.promotion.primeExclusivePercent"],
    ["a percent of 100", { ...prime, discountValue: "100" }, "body.discountValue", "advertising.promotion.percentMax", { max: 99 }],
  ];
  it.each(refused)("refuses %s", (_name, draft, path, key, params) => {
    const r = checkPromotion(draft, "USD", today);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.path).toBe(path);
    expect(r.problem.key).toBe(key);
    if (params) expect(r.problem.params).toEqual(params);
  });

  it("refuses an amount off with more decimals than the currency has (JPY: none)", () => {
    const r = checkPromotion({ ...coupon, discountType: "amount", discountValue: "1.5", budget: "10000" }, "JPY", today);
    expect(r).toMatchObject({ ok: false, problem: { path: "body.discountValue", key: "advertising.amountDecimals" } });
    expect(checkPromotion({ ...coupon, budget: "9999" }, "JPY", today)).toMatchObject({
      ok: false,
      problem: { key: "advertising.promotion.couponBudgetMin", params: { limit: "10000" } },
    });
  });

  it("takes what is allowed, at the edges, normalised: money exact, a deal's window and fee", () => {
    expect(checkPromotion({ ...coupon, discountValue: "5", budget: "100.1", endDate: "2026-08-30" }, "USD", today)).toEqual({
      ok: true,
      values: expect.objectContaining({
        discountValue: "5.00",
        budget: "100.1000",
        endDate: "2026-08-30",
        dealFee: null,
        dealQuantity: null,
      }),
    });
    // 22:00 for 4 hours ends at 02:00 the next day: that day is its last
    expect(checkPromotion(lightning, "USD", today)).toEqual({
      ok: true,
      values: expect.objectContaining({ endDate: "2026-06-03", startHour: 22, durationHours: 4, dealFee: "70.0000", budget: null }),
    });
    expect(checkPromotion({ ...lightning, startHour: 20 }, "USD", today)).toMatchObject({ values: { endDate: "2026-06-02" } });
    expect(checkPromotion(best, "EUR", today)).toMatchObject({ ok: true, values: { endDate: "2026-06-08", dealFee: "250.0000" } });
    expect(checkPromotion({ ...prime, discountValue: "10" }, "USD", today)).toMatchObject({ ok: true, values: { endDate: "2026-06-30" } });
  });
});

describe("the sandbox Amazon's review", () => {
  const submission = {
    idempotencyKey: "k",
    profileId: "1",
    promotionId: 7,
    kind: "coupon",
    name: "Spring coupon",
    startDate: "2026-06-02",
    endDate: "2026-06-30",
    startHour: null,
    durationHours: null,
    discountType: "percent" as const,
    discountValue: "10.00",
    budget: "100.0000",
    currency: "USD",
    items: [{ sku: "A-1", asin: "B0AAAAAAAA", price: "20.0000" }],
  };
  it("is deterministic: the same submission, the same verdict and id", () => {
    const first = reviewPromotion(submission);
    expect(first).toMatchObject({ approved: true });
    expect(reviewPromotion({ ...submission })).toEqual(first);
    expect(reviewPromotion({ ...submission, promotionId: 8 })).not.toEqual(first);
  });
  it("sends back a prohibited claim, an unlisted SKU, an amount off not below the price", () => {
    expect(reviewPromotion({ ...submission, name: "FREE gift" })).toMatchObject({ approved: false, code: "PROHIBITED_CLAIM" });
    expect(reviewPromotion({ ...submission, items: [{ sku: "A-2", asin: null, price: "5" }] })).toMatchObject({
      approved: false,
      code: "ASIN_NOT_LISTED",
    });
    expect(reviewPromotion({ ...submission, discountType: "amount", discountValue: "20.00" })).toMatchObject({
      approved: false,
      code: "DISCOUNT_EXCEEDS_PRICE",
    });
    expect(reviewPromotion({ ...submission, discountType: "amount", discountValue: "19.99" })).toMatchObject({ approved: true });
  });
});
