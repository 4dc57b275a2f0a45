import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server texts of promotions: Amazon's rules per kind, stock, states. */
export const promotionMessages = defineMessages({
  "advertising.promotion": { "zh-CN": "促销活动", "en-US": "Promotion" },
  "advertising.promotion.startInPast": { "zh-CN": "开始日期不能早于今天", "en-US": "The start date may not be in the past" },
  "advertising.promotion.endDateRequired": { "zh-CN": "请填写结束日期", "en-US": "The promotion needs its end date" },
  "advertising.promotion.discountPositive": { "zh-CN": "折扣必须大于 0", "en-US": "The discount must be above 0" },
  "advertising.promotion.percentOnly": {
    "zh-CN": "该类型的促销只能按百分比折扣",
    "en-US": "This kind of promotion takes a percentage discount only",
  },
  "advertising.promotion.percentMax": { "zh-CN": "折扣不能超过 {max}%", "en-US": "A discount may not exceed {max}%" },
  "advertising.promotion.couponPercent": {
    "zh-CN": "优惠券的折扣须在 {min}% 到 {max}% 之间",
    "en-US": "A coupon's discount must be between {min}% and {max}%",
  },
  "advertising.promotion.lightningDealPercent": {
    "zh-CN": "秒杀的折扣至少为 {min}%",
    "en-US": "A lightning deal must be at least {min}% off",
  },
  "advertising.promotion.primeExclusivePercent": {
    "zh-CN": "Prime 专享折扣至少为 {min}%",
    "en-US": "A Prime exclusive discount must be at least {min}% off",
  },
  "advertising.promotion.bestDealPercent": {
    "zh-CN": "7 天促销的折扣须在 {min}% 到 {max}% 之间",
    "en-US": "A 7-day deal's discount must be between {min}% and {max}%",
  },
  "advertising.promotion.couponDays": {
    "zh-CN": "优惠券最长 {max} 天(当前 {days} 天)",
    "en-US": "A coupon runs at most {max} days (this one: {days})",
  },
  "advertising.promotion.couponBudgetRequired": { "zh-CN": "优惠券需要设置预算", "en-US": "A coupon needs its budget" },
  "advertising.promotion.couponBudgetMin": {
    "zh-CN": "优惠券预算不能低于 {limit} {currency}",
    "en-US": "A coupon's budget may not be below {limit} {currency}",
  },
  "advertising.promotion.couponOncePerCustomer": {
    "zh-CN": "亚马逊优惠券每位顾客只能使用一次",
    "en-US": "Amazon coupons are redeemable once per customer",
  },
  "advertising.promotion.startHourRequired": { "zh-CN": "秒杀需要选择开始时间", "en-US": "A lightning deal needs its start hour" },
  "advertising.promotion.lightningWindow": {
    "zh-CN": "秒杀时长须为 {min} 到 {max} 小时",
    "en-US": "A lightning deal runs {min} to {max} hours",
  },
  "advertising.promotion.bestDealDays": {
    "zh-CN": "7 天促销必须正好持续 {days} 天",
    "en-US": "A 7-day deal runs exactly {days} days",
  },
  "advertising.promotion.dealQuantityRequired": {
    "zh-CN": "秒杀和 7 天促销需要填写活动库存数量",
    "en-US": "A deal needs the quantity of units committed to it",
  },
  "advertising.promotion.stockShort": {
    "zh-CN": "SKU {sku} 可用库存 {available},不足活动数量 {needed}",
    "en-US": "SKU {sku} has {available} units available, fewer than the {needed} the deal commits",
  },
  "advertising.promotion.fixedOnUpdate": {
    "zh-CN": "促销的广告账户和类型创建后不能修改",
    "en-US": "A promotion's ad account and kind cannot change once created",
  },
  "advertising.promotion.notEditable": {
    "zh-CN": "促销活动{state},不能再修改(只有草稿和需修改的可以修改)",
    "en-US": "The promotion is {state}: only drafts and promotions needing action can be edited",
  },
});
