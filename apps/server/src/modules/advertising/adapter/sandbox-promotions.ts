import { createHash } from "node:crypto";
import Decimal from "decimal.js";
import { AdsPushError, type AmazonPromotionsApi, type PromotionSubmission, type PromotionVerdict } from "./ads-adapter.js";

/**
 * The sandbox's promotion review: deterministic, by rules Amazon applies to every coupon and deal (the
 * seller's own limits per kind were checked before the submission left us):
 * - the title makes no claim Amazon's promotion policy prohibits (free, best, cheapest, guaranteed, #1 ...);
 * - every SKU is listed on the marketplace (the account's listing maps it to an ASIN);
 * - an amount off leaves a price to pay (it is below the item's price).
 * Anything else is approved, with an id that is a function of the promotion (a repeated submission after a
 * lost answer gets the same one, as Amazon's idempotency key would give).
 */
const PROHIBITED = ["free", "best", "cheapest", "guaranteed", "#1", "免费", "最便宜", "最好", "第一"];

const amazonIdOf = (r: PromotionSubmission) =>
  `PROMO-${BigInt(`0x${createHash("sha256").update(`${r.profileId}:promotion:${r.promotionId}`).digest("hex").slice(0, 12)}`).toString()}`;

export function reviewPromotion(r: PromotionSubmission): PromotionVerdict {
  const lower = r.name.toLowerCase();
  const claim = PROHIBITED.find((w) => lower.includes(w));
  if (claim)
    return {
      approved: false,
      code: "PROHIBITED_CLAIM",
      reason: {
        "zh-CN": `促销名称含有亚马逊禁止的宣传用语「${claim}」`,
        "en-US": `The promotion's title makes a claim Amazon prohibits ("${claim}")`,
      },
    };
  const unlisted = r.items.find((i) => !i.asin);
  if (unlisted)
    return {
      approved: false,
      code: "ASIN_NOT_LISTED",
      reason: {
        "zh-CN": `SKU ${unlisted.sku} 在该站点没有在售的 ASIN`,
        "en-US": `SKU ${unlisted.sku} has no ASIN listed on this marketplace`,
      },
    };
  if (r.discountType === "amount") {
    const over = r.items.find((i) => new Decimal(r.discountValue).gte(i.price));
    if (over)
      return {
        approved: false,
        code: "DISCOUNT_EXCEEDS_PRICE",
        reason: {
          "zh-CN": `减免金额 ${r.discountValue} ${r.currency} 不低于 SKU ${over.sku} 的售价 ${new Decimal(over.price).toFixed(2)}`,
          "en-US": `The amount off (${r.discountValue} ${r.currency}) is not below the price of SKU ${over.sku} (${new Decimal(over.price).toFixed(2)})`,
        },
      };
  }
  return { approved: true, amazonId: amazonIdOf(r) };
}

/** The promotions half of the sandbox adapter; `fail(kind)` is the sandbox's failure switch (tests, demo). */
export const sandboxPromotions = (fail: () => string | null): AmazonPromotionsApi => ({
  async submitPromotion(request) {
    const failure = fail();
    if (failure) throw new AdsPushError(failure);
    return reviewPromotion(request);
  },
  async cancelPromotion() {
    const failure = fail();
    if (failure) throw new AdsPushError(failure);
  },
});
