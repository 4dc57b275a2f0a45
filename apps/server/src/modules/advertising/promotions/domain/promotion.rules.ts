import Decimal from "decimal.js";
import {
  adMoneyRulesOf,
  couponMinBudget,
  type CreatablePromotionKind,
  dealFeeOf,
  kindNeedsDealQuantity,
  promotionLimits as L,
  toMoneyString,
} from "@entrepot/contracts";
import { addDays, daysBetween } from "../../../../platform/clock.js";

/**
 * Amazon's rules for a promotion, per kind (pure: the service hands in the body, the account's currency and
 * today). The first rule broken is the answer: the field it is about, the message key and its figures, so
 * the seller reads which rule and by how much. What passes comes back normalised: the end date a deal's
 * window implies, the deal's fee, the budget at the money scale, fields the kind has no use for cleared.
 */

export interface PromotionDraft {
  kind: CreatablePromotionKind;
  startDate: string;
  endDate?: string | null;
  startHour?: number | null;
  durationHours?: number | null;
  discountType: "percent" | "amount";
  discountValue: string;
  budget?: string | null;
  oncePerCustomer: boolean;
  dealQuantity?: number | null;
}

export interface PromotionProblem {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface PromotionValues {
  startDate: string;
  endDate: string;
  startHour: number | null;
  durationHours: number | null;
  discountType: "percent" | "amount";
  discountValue: string;
  budget: string | null;
  oncePerCustomer: boolean;
  dealQuantity: number | null;
  dealFee: string | null;
}

export type RuleAnswer = { ok: true; values: PromotionValues } | { ok: false; problem: PromotionProblem };

const refuse = (path: string, key: string, params?: PromotionProblem["params"]): RuleAnswer => ({
  ok: false,
  problem: { path: `body.${path}`, key, ...(params ? { params } : {}) },
});

/** The discount: a percent of the kind's bounds, or (coupons only) an amount in the currency's decimals. */
function discountProblem(d: PromotionDraft, currency: string): RuleAnswer | null {
  const v = new Decimal(d.discountValue);
  if (v.lte(0)) return refuse("discountValue", "advertising.promotion.discountPositive");
  if (d.discountType === "amount") {
    if (d.kind !== "coupon") return refuse("discountType", "advertising.promotion.percentOnly");
    const decimals = adMoneyRulesOf(currency).decimals;
    if (v.decimalPlaces() > decimals) return refuse("discountValue", "advertising.amountDecimals", { currency, limit: decimals });
    return null;
  }
  if (v.gt(L.maxPercent)) return refuse("discountValue", "advertising.promotion.percentMax", { max: L.maxPercent });
  const [min, max] =
    d.kind === "coupon"
      ? [L.coupon.minPercent, L.coupon.maxPercent]
      : d.kind === "lightningDeal"
        ? [L.lightningDeal.minPercent, L.maxPercent]
        : d.kind === "primeExclusive"
          ? [L.primeExclusive.minPercent, L.maxPercent]
          : [0, L.maxPercent];
  const key = `advertising.promotion.${d.kind}Percent`;
  if (v.lt(min) || v.gt(max)) return refuse("discountValue", key, { min, max });
  return null;
}

export function checkPromotion(d: PromotionDraft, currency: string, today: string): RuleAnswer {
  if (d.startDate < today) return refuse("startDate", "advertising.promotion.startInPast");
  const discount = discountProblem(d, currency);
  if (discount) return discount;

  let endDate: string;
  let startHour: number | null = null;
  let durationHours: number | null = null;
  if (d.kind === "lightningDeal") {
    if (d.startHour === null || d.startHour === undefined) return refuse("startHour", "advertising.promotion.startHourRequired");
    const hours = d.durationHours ?? 0;
    if (hours < L.lightningDeal.minHours || hours > L.lightningDeal.maxHours)
      return refuse("durationHours", "advertising.promotion.lightningWindow", {
        min: L.lightningDeal.minHours,
        max: L.lightningDeal.maxHours,
      });
    startHour = d.startHour;
    durationHours = hours;
    // the window's last hour decides its last day (a deal from 20:00 for 4 h ends at midnight: the same day)
    endDate = addDays(d.startDate, Math.floor((startHour + hours - 1) / 24));
  } else if (d.kind === "bestDeal") {
    endDate = addDays(d.startDate, L.bestDeal.days - 1);
    if (d.endDate && d.endDate !== endDate) return refuse("endDate", "advertising.promotion.bestDealDays", { days: L.bestDeal.days });
  } else {
    if (!d.endDate) return refuse("endDate", "advertising.promotion.endDateRequired");
    if (d.endDate < d.startDate) return refuse("endDate", "advertising.endBeforeStart");
    endDate = d.endDate;
    const days = daysBetween(d.startDate, endDate) + 1;
    if (d.kind === "coupon" && days > L.coupon.maxDays)
      return refuse("endDate", "advertising.promotion.couponDays", { max: L.coupon.maxDays, days });
  }

  let budget: string | null = null;
  if (d.kind === "coupon") {
    if (!d.oncePerCustomer) return refuse("oncePerCustomer", "advertising.promotion.couponOncePerCustomer");
    if (!d.budget) return refuse("budget", "advertising.promotion.couponBudgetRequired");
    const b = new Decimal(d.budget);
    const decimals = adMoneyRulesOf(currency).decimals;
    if (b.decimalPlaces() > decimals) return refuse("budget", "advertising.amountDecimals", { currency, limit: decimals });
    const min = couponMinBudget(currency);
    if (b.lt(min)) return refuse("budget", "advertising.promotion.couponBudgetMin", { limit: min, currency });
    budget = toMoneyString(b);
  }

  const needsQuantity = kindNeedsDealQuantity(d.kind);
  if (needsQuantity && !d.dealQuantity) return refuse("dealQuantity", "advertising.promotion.dealQuantityRequired");
  const fee = dealFeeOf(d.kind, currency);
  return {
    ok: true,
    values: {
      startDate: d.startDate,
      endDate,
      startHour,
      durationHours,
      discountType: d.discountType,
      discountValue: new Decimal(d.discountValue).toFixed(2),
      budget,
      oncePerCustomer: d.kind === "coupon" ? true : d.oncePerCustomer,
      dealQuantity: needsQuantity ? d.dealQuantity! : null,
      dealFee: fee === null ? null : toMoneyString(fee),
    },
  };
}
