import { z } from "zod";
import { id, INT4_MAX, optText, queryId, version } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import { money } from "../money.js";
import { commonLabels, defineResource, type FieldOption, type Label } from "../resource.js";
import { dateWindow, moneyInRange } from "./refinements.js";

/**
 * Promotions (促销活动, issue 10, spec §2.8 `advertising/promotionalActivities`, `promotionalActivitiesNew`,
 * `promotionExpenses`): coupons and deals a seller runs on Amazon for its catalogue's products. A promotion is
 * drafted here, submitted to Amazon (through the ads adapter, after commit), approved or sent back for a fix
 * with Amazon's reason, then runs from its start to its end (a periodic job moves it), or is cancelled before
 * it ends. Amazon's rules per kind are below (`promotionLimits`); the server refuses a body that breaks one
 * with a message naming the rule.
 */

export const promotionKinds = ["coupon", "lightningDeal", "bestDeal", "primeExclusive", "priceDiscount"] as const;
export type PromotionKind = (typeof promotionKinds)[number];
/** What a seller may create here (price discounts are read from the marketplace only). */
export const creatablePromotionKinds = ["coupon", "lightningDeal", "bestDeal", "primeExclusive"] as const;
export type CreatablePromotionKind = (typeof creatablePromotionKinds)[number];

export const promotionStates = ["draft", "submitted", "needsAction", "approved", "running", "ended", "cancelled"] as const;
export type PromotionState = (typeof promotionStates)[number];
/** The states a promotion may still be edited in (a fix after Amazon sent it back included). */
export const promotionEditableStates: readonly PromotionState[] = ["draft", "needsAction"];

export const promotionTransitionNames = ["submit", "approve", "reject", "start", "end", "cancel"] as const;
export type PromotionTransition = (typeof promotionTransitionNames)[number];

/**
 * The machine, as data both apps read (the web offers its buttons from it):
 *   draft ─submit→ submitted ─approve→ approved ─start→ running ─end→ ended
 *                  submitted ─reject→ needsAction ─submit→ submitted
 *   cancel from any state before the end (draft, submitted, needsAction, approved, running).
 */
export const promotionTransitions: Record<PromotionTransition, { from: PromotionState[]; to: PromotionState; label: Label }> = {
  submit: { from: ["draft", "needsAction"], to: "submitted", label: { "zh-CN": "提交", "en-US": "submit" } },
  approve: { from: ["submitted"], to: "approved", label: { "zh-CN": "审核通过", "en-US": "approve" } },
  reject: { from: ["submitted"], to: "needsAction", label: { "zh-CN": "退回修改", "en-US": "send back" } },
  start: { from: ["approved"], to: "running", label: { "zh-CN": "开始", "en-US": "start" } },
  end: { from: ["running"], to: "ended", label: { "zh-CN": "结束", "en-US": "end" } },
  cancel: {
    from: ["draft", "submitted", "needsAction", "approved", "running"],
    to: "cancelled",
    label: { "zh-CN": "取消", "en-US": "cancel" },
  },
};

export const promotionKindLabels: Record<PromotionKind, Label> = {
  coupon: { "zh-CN": "优惠券", "en-US": "Coupon" },
  lightningDeal: { "zh-CN": "秒杀", "en-US": "Lightning deal" },
  bestDeal: { "zh-CN": "7 天促销", "en-US": "7-day deal" },
  primeExclusive: { "zh-CN": "Prime 专享折扣", "en-US": "Prime exclusive discount" },
  priceDiscount: { "zh-CN": "价格折扣", "en-US": "Price discount" },
};

export const promotionStateLabels: Record<PromotionState, Label & { color: string }> = {
  draft: { "zh-CN": "草稿", "en-US": "Draft", color: "default" },
  submitted: { "zh-CN": "审核中", "en-US": "Submitted", color: "processing" },
  needsAction: { "zh-CN": "需修改", "en-US": "Needs action", color: "warning" },
  approved: { "zh-CN": "已通过", "en-US": "Approved", color: "success" },
  running: { "zh-CN": "进行中", "en-US": "Running", color: "blue" },
  ended: { "zh-CN": "已结束", "en-US": "Ended", color: "default" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "error" },
};

export const discountTypes = ["percent", "amount"] as const;
export const discountTypeLabels: Record<(typeof discountTypes)[number], Label> = {
  percent: { "zh-CN": "百分比折扣", "en-US": "Percent off" },
  amount: { "zh-CN": "减免金额", "en-US": "Amount off" },
};

/** Amazon's rules per kind (the server checks them; the form shows them). Money per currency, exact. */
export const promotionLimits = {
  coupon: { minPercent: 5, maxPercent: 80, maxDays: 90 },
  lightningDeal: { minPercent: 20, minHours: 4, maxHours: 12 },
  bestDeal: { days: 7 },
  primeExclusive: { minPercent: 10 },
  /** Discounts below 100 % whatever the kind. */
  maxPercent: 99,
} as const;

/** The smallest coupon budget Amazon takes, in the account's currency (USD 100 and the like). */
const couponMinBudgets: Record<string, string> = { USD: "100", CAD: "100", EUR: "100", GBP: "100", AUD: "100", JPY: "10000" };
export const couponMinBudget = (currency: string) => couponMinBudgets[currency] ?? "100";

/** Amazon's fee per promotion: a deal's fixed fee (charged when it starts), a coupon's fee per redemption. */
const dealFees: Record<string, { lightningDeal: string; bestDeal: string; couponRedemption: string }> = {
  USD: { lightningDeal: "70.00", bestDeal: "300.00", couponRedemption: "0.60" },
  CAD: { lightningDeal: "70.00", bestDeal: "300.00", couponRedemption: "0.60" },
  EUR: { lightningDeal: "65.00", bestDeal: "250.00", couponRedemption: "0.50" },
  GBP: { lightningDeal: "55.00", bestDeal: "220.00", couponRedemption: "0.45" },
  AUD: { lightningDeal: "100.00", bestDeal: "400.00", couponRedemption: "0.85" },
  JPY: { lightningDeal: "10000", bestDeal: "40000", couponRedemption: "60" },
};
export const promotionFees = (currency: string) => dealFees[currency] ?? dealFees.USD!;
/** The fixed fee of a kind (deals), null for kinds without one. */
export const dealFeeOf = (kind: PromotionKind, currency: string): string | null =>
  kind === "lightningDeal" || kind === "bestDeal" ? promotionFees(currency)[kind] : null;
/** Deals commit units: each SKU needs that many available in the seller's stock. */
export const kindNeedsDealQuantity = (kind: PromotionKind) => kind === "lightningDeal" || kind === "bestDeal";

// ---- bodies ----

/** A discount: a percent (up to 2 decimals) or an amount in the account's currency (its decimals checked by the server). */
const discountValue = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { message: "v.decimal" })
  .describe("percent or amount, a decimal string");

const promotionFields = {
  adsProfileId: id,
  kind: z.enum(creatablePromotionKinds),
  name: z.string().trim().min(1).max(120),
  productIds: z.array(id).min(1).max(50),
  startDate: isoDate,
  /** Coupons and Prime exclusive discounts: their last day. Deals: derived from the window (7 days, or the hours). */
  endDate: isoDate.nullish(),
  /** Lightning deals: the hour they start (on the marketplace's clock) and how long they run. */
  startHour: z.number().int().min(0).max(23).nullish(),
  durationHours: z.number().int().min(1).max(48).nullish(),
  discountType: z.enum(discountTypes),
  discountValue,
  /** Coupons: the budget Amazon stops the coupon at. */
  budget: moneyInRange({ above: "0" }).nullish(),
  /** Coupons: one redemption per customer (Amazon's rule for coupons). */
  oncePerCustomer: z.boolean().default(true),
  /** Deals: the units committed to the deal. */
  dealQuantity: z.number().int().min(1).max(1_000_000).nullish(),
  remark: optText(500),
};
const promotionWindow = dateWindow("startDate", "endDate");
export const promotionSave = z.strictObject(promotionFields).superRefine(promotionWindow);
export type PromotionSave = z.input<typeof promotionSave>;
export const promotionUpdate = z.strictObject({ ...promotionFields, id, version }).superRefine(promotionWindow);
export type PromotionUpdate = z.input<typeof promotionUpdate>;

/** Submit and cancel: the promotion and the version read (a stale one is a 409). */
export const promotionCommandBody = z.strictObject({ id, version });

export const promotionRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  adsProfileId: z.number().int(),
  accountName: z.string(),
  currency: z.string(),
  kind: z.enum(promotionKinds),
  name: z.string(),
  productIds: z.array(z.number().int()),
  skus: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  startHour: z.number().int().nullable(),
  durationHours: z.number().int().nullable(),
  discountType: z.enum(discountTypes),
  discountValue: z.string(),
  budget: money.nullable(),
  oncePerCustomer: z.boolean(),
  dealQuantity: z.number().int().nullable(),
  dealFee: money.nullable(),
  status: z.enum(promotionStates),
  statusReason: z.string().nullable(),
  amazonId: z.string().nullable(),
  pushStatus: z.string(),
  pushError: z.string().nullable(),
  submittedAt: z.string().nullable(),
  redemptions: z.number().int(),
  units: z.number().int(),
  sales: money,
  fee: money,
  discount: money,
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PromotionRow = z.infer<typeof promotionRow>;

const options = <K extends string>(labels: Record<K, Label & { color?: string }>): FieldOption[] =>
  (Object.keys(labels) as K[]).map((value) => ({
    value,
    label: { "zh-CN": labels[value]["zh-CN"], "en-US": labels[value]["en-US"] },
    ...(labels[value].color ? { color: labels[value].color } : {}),
  }));

export const promotionResource = defineResource({
  name: "advertising.promotions",
  title: { "zh-CN": "促销活动", "en-US": "Promotions" },
  noun: { "zh-CN": "促销活动", "en-US": "promotion" },
  row: promotionRow,
  save: promotionSave,
  update: promotionUpdate,
  nameField: "name",
  fields: {
    name: { label: { "zh-CN": "促销名称", "en-US": "Promotion" }, kind: "text", filter: true, width: 200 },
    adsProfileId: {
      label: { "zh-CN": "广告账户", "en-US": "Ad account" },
      kind: "ref",
      filter: { op: "EQ", width: 200 },
      list: false,
    },
    accountName: { label: { "zh-CN": "广告账户", "en-US": "Ad account" }, kind: "text", width: 150 },
    kind: {
      label: { "zh-CN": "类型", "en-US": "Kind" },
      kind: "enum",
      options: options(promotionKindLabels),
      filter: { width: 150 },
      width: 130,
    },
    status: {
      label: commonLabels.status,
      kind: "enum",
      options: options(promotionStateLabels),
      filter: { width: 130 },
      width: 120,
    },
    skus: { label: { "zh-CN": "SKU", "en-US": "SKUs" }, kind: "text", multiple: true, width: 160, sort: false },
    startDate: { label: { "zh-CN": "开始日期", "en-US": "Start" }, kind: "date", filter: true, width: 110 },
    endDate: { label: { "zh-CN": "结束日期", "en-US": "End" }, kind: "date", width: 110 },
    discountType: {
      label: { "zh-CN": "折扣方式", "en-US": "Discount type" },
      kind: "enum",
      options: options(discountTypeLabels),
      width: 110,
      list: "hidden",
    },
    discountValue: { label: { "zh-CN": "折扣", "en-US": "Discount" }, kind: "text", width: 90, sort: false },
    budget: { label: { "zh-CN": "预算", "en-US": "Budget" }, kind: "money", currencyField: "currency", width: 110 },
    dealFee: { label: { "zh-CN": "活动费", "en-US": "Deal fee" }, kind: "money", currencyField: "currency", width: 100 },
    redemptions: { label: { "zh-CN": "领取/成交次数", "en-US": "Redemptions" }, kind: "number", width: 110 },
    sales: { label: { "zh-CN": "销售额", "en-US": "Sales" }, kind: "money", currencyField: "currency", width: 110, summary: true },
    fee: { label: { "zh-CN": "费用", "en-US": "Fees" }, kind: "money", currencyField: "currency", width: 100, summary: true },
    discount: {
      label: { "zh-CN": "折扣金额", "en-US": "Discount given" },
      kind: "money",
      currencyField: "currency",
      width: 110,
      summary: true,
    },
    statusReason: { label: { "zh-CN": "亚马逊意见", "en-US": "Amazon's reason" }, kind: "text", width: 220 },
    currency: { label: commonLabels.currency, kind: "text", width: 70, list: "hidden" },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160, list: "hidden" },
  },
  defaultSort: { field: "startDate", dir: "desc" },
  permissions: { read: "advertising:promotion:read", manage: "advertising:promotion:manage" },
  paths: {
    list: "GET /api/advertising/promotion/list",
    export: "/api/advertising/promotion/export",
    detail: "GET /api/advertising/promotion/detail",
    create: "POST /api/advertising/promotion/create",
    update: "POST /api/advertising/promotion/update",
  },
});

export const promotionPaths = {
  submit: "/api/advertising/promotion/submit",
  cancel: "/api/advertising/promotion/cancel",
  pickers: "/api/advertising/promotion/pickers",
} as const;

/** The form's pickers: the caller's ad accounts; of one account, the seller's products with their ASIN and available stock. */
export const promotionPickerQuery = z.strictObject({ adsProfileId: queryId.optional(), q: z.string().trim().max(64).optional() });
export const promotionPickers = z.object({
  profiles: z.array(z.object({ id: z.number().int(), name: z.string(), orgId: z.number().int(), currency: z.string() })),
  products: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      asin: z.string().nullable(),
      available: z.number().int().min(0).max(INT4_MAX),
    }),
  ),
});
export type PromotionPickers = z.infer<typeof promotionPickers>;
