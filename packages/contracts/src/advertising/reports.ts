import { z } from "zod";
import { id, queryId } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import { money } from "../money.js";
import { promotionKinds } from "./promotions.js";
import { dateWindow } from "./refinements.js";

/**
 * Advertising performance (issue 10): report fetching and the reports read from the daily figures.
 * Money is a decimal string in the ad account's currency; ratios are derived from the period's sums
 * (never averaged over days) as decimal strings, `null` when their denominator is zero: CTR, CVR,
 * ACoS, TACoS and utilisation in %, CPC in money, ROAS a factor.
 */

/** The ad types a report splits by (DSP orders are their own list). */
export const reportAdType = z.enum(["SP", "SB", "SD"]);

/** Fetch an ad account's missing report days now, as a background task (202 + task id). */
export const adAccountSyncBody = z.strictObject({ adsProfileId: id });

/** A period's checks: `from` not after `to`, at most a year (366 days). */
const checkedPeriod = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .superRefine(dateWindow("from", "to"))
    .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: "at most 366 days", path: ["to"] });

const reportQueryShape = {
  from: isoDate,
  to: isoDate,
  adsProfileId: queryId.optional(),
  adType: reportAdType.optional(),
};
/** A report's period (both days included, at most a year) and optional narrowing. */
export const adReportQuery = checkedPeriod(z.strictObject(reportQueryShape));
export type AdReportQuery = z.infer<typeof adReportQuery>;

/** Time-sharing data's query: a report's, narrowed to one campaign when given. */
export const adTimeSharingQuery = checkedPeriod(z.strictObject({ ...reportQueryShape, campaignId: queryId.optional() }));
export type AdTimeSharingQuery = z.infer<typeof adTimeSharingQuery>;

export const adCampaignDailyQuery = checkedPeriod(z.strictObject({ campaignId: queryId, from: isoDate, to: isoDate }));

const ratio = z.string().nullable();
/** Summed figures and the ratios derived from the sums. */
export const adMetricsShape = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  spend: money,
  sales: money,
  ctr: ratio.describe("clicks / impressions, %"),
  cpc: ratio.describe("spend / clicks, money"),
  cvr: ratio.describe("orders / clicks, %"),
  acos: ratio.describe("spend / sales, %"),
  roas: ratio.describe("sales / spend"),
};
export const adMetrics = z.object(adMetricsShape);
export type AdMetricsRow = z.infer<typeof adMetrics>;

const accountShape = { adsProfileId: z.number().int(), accountName: z.string(), currency: z.string() };

/** The dashboard: totals, daily trend (with TACoS against total sales), by account and ad type, top movers. */
export const adDashboardReply = z.object({
  from: z.string(),
  to: z.string(),
  /** The period before, of the same length: what top movers compare with. */
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: z.object({ ...adMetricsShape, totalSales: money, tacos: ratio }),
  trend: z.array(z.object({ day: z.string(), spend: money, sales: money, totalSales: money, acos: ratio, tacos: ratio })),
  byAccount: z.array(z.object({ ...accountShape, ...adMetricsShape, totalSales: money, tacos: ratio })),
  byType: z.array(z.object({ adType: reportAdType, ...adMetricsShape })),
  topMovers: z.array(
    z.object({
      campaignId: z.number().int(),
      name: z.string(),
      adType: reportAdType,
      ...accountShape,
      spend: money,
      previousSpend: money,
      spendChange: money,
      sales: money,
      previousSales: money,
      salesChange: money,
      acos: ratio,
      previousAcos: ratio,
      /** acos − previous acos, percentage points (null when either is unknown). */
      acosChange: ratio,
    }),
  ),
});
export type AdDashboardReply = z.infer<typeof adDashboardReply>;

/** Advertising summary: per campaign over the period, with each account's totals. */
export const adSummaryReply = z.object({
  accounts: z.array(z.object({ ...accountShape, ...adMetricsShape })),
  campaigns: z.array(
    z.object({
      campaignId: z.number().int(),
      name: z.string(),
      adType: reportAdType,
      state: z.string(),
      ...accountShape,
      ...adMetricsShape,
    }),
  ),
});
export type AdSummaryReply = z.infer<typeof adSummaryReply>;

/** One campaign's days. */
export const adCampaignDailyReply = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  adType: reportAdType,
  currency: z.string(),
  totals: adMetrics,
  days: z.array(z.object({ day: z.string(), dailyBudget: money, budgetOutAtHour: z.number().int().nullable(), ...adMetricsShape })),
});
export type AdCampaignDailyReply = z.infer<typeof adCampaignDailyReply>;

/** Ad summary: per advertised product (SKU) over the period, with its total sales and TACoS. */
export const adProductSummaryReply = z.object({
  rows: z.array(
    z.object({
      productId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      ...accountShape,
      ...adMetricsShape,
      totalSales: money,
      tacos: ratio,
    }),
  ),
});
export type AdProductSummaryReply = z.infer<typeof adProductSummaryReply>;

/** Time-sharing data: one cell per weekday (0 Sunday … 6 Saturday, the marketplace's day) and hour. */
export const adTimeSharingReply = z.object({
  /** The one currency of the figures' accounts; null when they mix currencies (money cells then add across them) or there are none. */
  currency: z.string().nullable(),
  cells: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), ...adMetricsShape })),
});
export type AdTimeSharingReply = z.infer<typeof adTimeSharingReply>;

/**
 * Ad cost share: each ad account's spend over the period allocated to its SKUs by their ad-attributed
 * sales, exactly (an account's SKU shares sum to its allocated spend). Never added across currencies:
 * the totals are null when the accounts in view mix currencies.
 */
export const adCostShareReply = z.object({
  currency: z.string().nullable(),
  spend: money.nullable(),
  sales: money.nullable(),
  accounts: z.array(
    z.object({
      ...accountShape,
      spend: money,
      sales: money,
      allocatedSpend: money,
      /** Spend of an account none of whose SKUs had ad rows in the period (nothing to allocate it to). */
      unallocatedSpend: money,
    }),
  ),
  bySku: z.array(
    z.object({
      ...accountShape,
      productId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      productLineId: z.number().int().nullable(),
      productLine: z.string().nullable(),
      sales: money,
      share: ratio.describe("the SKU's share of its account's attributed sales, %"),
      allocatedSpend: money,
    }),
  ),
  byProductLine: z.array(
    z.object({
      ...accountShape,
      productLineId: z.number().int().nullable(),
      productLine: z.string().nullable(),
      sales: money,
      allocatedSpend: money,
    }),
  ),
});
export type AdCostShareReply = z.infer<typeof adCostShareReply>;

/**
 * Budget monitoring's overview over a period: how many campaigns ran out of budget and how early, per day
 * and in total, and the campaigns capped most often. Budget, spend and utilisation only in one currency.
 */
const budgetFigures = {
  campaigns: z.number().int().describe("campaigns with a day in the period"),
  cappedCampaigns: z.number().int().describe("campaigns whose budget ran out before the day ended"),
  hoursOutOfBudget: z.number().int(),
  dailyBudget: money.nullable(),
  spend: money.nullable(),
  utilisation: ratio.describe("spend / budget, %"),
};
export const adBudgetOverviewReply = z.object({
  currency: z.string().nullable(),
  totals: z.object({ ...budgetFigures, campaignDays: z.number().int(), cappedDays: z.number().int() }),
  trend: z.array(z.object({ day: z.string(), ...budgetFigures })),
  topCapped: z.array(
    z.object({
      campaignId: z.number().int(),
      name: z.string(),
      adType: reportAdType,
      ...accountShape,
      days: z.number().int(),
      cappedDays: z.number().int(),
      hoursOutOfBudget: z.number().int(),
      /** The earliest hour its budget ran out in the period. */
      earliestOutAtHour: z.number().int().nullable(),
    }),
  ),
});
export type AdBudgetOverviewReply = z.infer<typeof adBudgetOverviewReply>;

/** Combination view: SP, SB and SD side by side per account and day. */
export const adCombinationReply = z.object({
  rows: z.array(
    z.object({
      ...accountShape,
      day: z.string(),
      sp: adMetrics,
      sb: adMetrics,
      sd: adMetrics,
      total: adMetrics,
    }),
  ),
});
export type AdCombinationReply = z.infer<typeof adCombinationReply>;

/** The campaign performance list (`ad/campaign`): every type, with the last 30 days' totals. */
export const adCampaignPerfRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  ...accountShape,
  adType: z.string(),
  name: z.string(),
  targeting: z.string(),
  state: z.string(),
  dailyBudget: money,
  ...adMetricsShape,
});
export type AdCampaignPerfRow = z.infer<typeof adCampaignPerfRow>;

/** Budget monitoring: one campaign's day. */
export const adBudgetDayRow = z.object({
  /** "campaignId:day", the row's key. */
  key: z.string(),
  campaignId: z.number().int(),
  orgId: z.number().int(),
  ...accountShape,
  name: z.string(),
  adType: z.string(),
  day: z.string(),
  dailyBudget: money,
  spend: money,
  utilisation: ratio.describe("spend / budget, %"),
  budgetOutAtHour: z.number().int().nullable(),
  hoursOutOfBudget: z.number().int(),
  cappedEarly: z.boolean(),
});
export type AdBudgetDayRow = z.infer<typeof adBudgetDayRow>;

/** Promotion expenses: per promotion and day, the fees and discounts over a period. */
export const adPromotionExpensesReply = z.object({
  totals: z.object({ redemptions: z.number().int(), units: z.number().int(), sales: money, fee: money, discount: money }),
  days: z.array(
    z.object({
      promotionId: z.number().int(),
      name: z.string(),
      kind: z.enum(promotionKinds),
      ...accountShape,
      day: z.string(),
      redemptions: z.number().int(),
      units: z.number().int(),
      sales: money,
      fee: money,
      discount: money,
    }),
  ),
});
export type AdPromotionExpensesReply = z.infer<typeof adPromotionExpensesReply>;

/** A DSP order's delivery states (Amazon DSP's), with their labels. */
export const dspStateLabels: Record<string, { "zh-CN": string; "en-US": string }> = {
  pending: { "zh-CN": "待投放", "en-US": "Pending" },
  delivering: { "zh-CN": "投放中", "en-US": "Delivering" },
  paused: { "zh-CN": "已暂停", "en-US": "Paused" },
  ended: { "zh-CN": "已结束", "en-US": "Ended" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled" },
};

/** A DSP order (read-only, synced from the marketplace). */
export const adDspOrderRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  ...accountShape,
  orderNo: z.string(),
  name: z.string(),
  advertiser: z.string(),
  state: z.string(),
  budget: money,
  startDate: z.string(),
  endDate: z.string().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  purchases: z.number().int(),
  spend: money,
  sales: money,
  roas: ratio,
});
export type AdDspOrderRow = z.infer<typeof adDspOrderRow>;
