import Decimal from "decimal.js";
import { z } from "zod";
import { id, ids, version } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import { money } from "../money.js";
import { commonLabels, defineResource, type Label } from "../resource.js";
import { codeOptions } from "../returns/returns.js";
import { dateWindow, moneyInRange } from "./refinements.js";

/**
 * Advertising campaign structure (issue 10, spec §2.8): ad accounts (the store accounts' ads profiles),
 * portfolios, campaigns (SP / SB / SD), ad groups, product ads and targets, as Amazon Ads has them, and
 * the change history each command writes (pushed to Amazon through the adapter; `pushStatus` shows it).
 * The spec gives no calls for this area: the paths are ours, under /api/advertising/.
 */

type Coded = Label & { color?: string };
const options = codeOptions;

// ---- code tables ----

export const adTypes = ["SP", "SB", "SD"] as const;
export type AdType = (typeof adTypes)[number];
export const adTypeLabels: Record<AdType, Coded> = {
  SP: { "zh-CN": "商品推广", "en-US": "Sponsored Products", color: "blue" },
  SB: { "zh-CN": "品牌推广", "en-US": "Sponsored Brands", color: "purple" },
  SD: { "zh-CN": "展示型推广", "en-US": "Sponsored Display", color: "cyan" },
};

export const adTargetings = ["AUTO", "MANUAL"] as const;
export type AdTargeting = (typeof adTargetings)[number];
export const adTargetingLabels: Record<AdTargeting, Coded> = {
  AUTO: { "zh-CN": "自动投放", "en-US": "Automatic" },
  MANUAL: { "zh-CN": "手动投放", "en-US": "Manual" },
};

export const adStates = ["ENABLED", "PAUSED", "ARCHIVED"] as const;
export type AdState = (typeof adStates)[number];
export const adStateLabels: Record<AdState, Coded> = {
  ENABLED: { "zh-CN": "已启用", "en-US": "Enabled", color: "success" },
  PAUSED: { "zh-CN": "已暂停", "en-US": "Paused", color: "warning" },
  ARCHIVED: { "zh-CN": "已归档", "en-US": "Archived", color: "default" },
};

/**
 * The state machine of every campaign, group, product ad and target (Amazon's): enable, pause, archive;
 * archived is final. The server's machine (domain/campaign.machine.ts) and the web's buttons read this.
 */
export const adStateTransitions = {
  enable: { from: ["PAUSED"], to: "ENABLED", label: { "zh-CN": "启用", "en-US": "Enable" } },
  pause: { from: ["ENABLED"], to: "PAUSED", label: { "zh-CN": "暂停", "en-US": "Pause" } },
  archive: { from: ["ENABLED", "PAUSED"], to: "ARCHIVED", label: { "zh-CN": "归档", "en-US": "Archive" } },
} as const satisfies Record<string, { from: readonly AdState[]; to: AdState; label: Label }>;
export type AdStateTransition = keyof typeof adStateTransitions;
export const adStateTransitionNames = Object.keys(adStateTransitions) as AdStateTransition[];
/** The transitions an entity in `state` offers. */
export const adStateActions = (state: AdState): AdStateTransition[] =>
  adStateTransitionNames.filter((t) => (adStateTransitions[t].from as readonly AdState[]).includes(state));

export const biddingStrategies = ["down", "upDown", "fixed"] as const;
export type BiddingStrategy = (typeof biddingStrategies)[number];
export const biddingStrategyLabels: Record<BiddingStrategy, Coded> = {
  down: { "zh-CN": "动态竞价 - 仅降低", "en-US": "Dynamic bids - down only" },
  upDown: { "zh-CN": "动态竞价 - 提高和降低", "en-US": "Dynamic bids - up and down" },
  fixed: { "zh-CN": "固定竞价", "en-US": "Fixed bids" },
};

export const targetKinds = ["keyword", "product", "category", "auto", "audience"] as const;
export type TargetKind = (typeof targetKinds)[number];
export const targetKindLabels: Record<TargetKind, Coded> = {
  keyword: { "zh-CN": "关键词", "en-US": "Keyword" },
  product: { "zh-CN": "商品", "en-US": "Product" },
  category: { "zh-CN": "品类", "en-US": "Category" },
  auto: { "zh-CN": "自动投放组", "en-US": "Auto-targeting group" },
  audience: { "zh-CN": "受众", "en-US": "Audience" },
};

export const matchTypes = [
  "EXACT",
  "PHRASE",
  "BROAD",
  "NEGATIVE_EXACT",
  "NEGATIVE_PHRASE",
  "ASIN_SAME",
  "ASIN_EXPANDED",
  "CATEGORY",
  "CLOSE_MATCH",
  "LOOSE_MATCH",
  "SUBSTITUTES",
  "COMPLEMENTS",
  "VIEWS",
  "PURCHASES",
  "INTERESTS",
  "LOOKALIKE",
] as const;
export type MatchType = (typeof matchTypes)[number];
export const matchTypeLabels: Record<MatchType, Coded> = {
  EXACT: { "zh-CN": "精准匹配", "en-US": "Exact" },
  PHRASE: { "zh-CN": "词组匹配", "en-US": "Phrase" },
  BROAD: { "zh-CN": "广泛匹配", "en-US": "Broad" },
  NEGATIVE_EXACT: { "zh-CN": "否定精准", "en-US": "Negative exact" },
  NEGATIVE_PHRASE: { "zh-CN": "否定词组", "en-US": "Negative phrase" },
  ASIN_SAME: { "zh-CN": "指定商品", "en-US": "This product" },
  ASIN_EXPANDED: { "zh-CN": "扩展商品", "en-US": "Similar products" },
  CATEGORY: { "zh-CN": "品类", "en-US": "Category" },
  CLOSE_MATCH: { "zh-CN": "紧密匹配", "en-US": "Close match" },
  LOOSE_MATCH: { "zh-CN": "宽泛匹配", "en-US": "Loose match" },
  SUBSTITUTES: { "zh-CN": "同类商品", "en-US": "Substitutes" },
  COMPLEMENTS: { "zh-CN": "关联商品", "en-US": "Complements" },
  VIEWS: { "zh-CN": "浏览再营销", "en-US": "Views remarketing" },
  PURCHASES: { "zh-CN": "购买再营销", "en-US": "Purchases remarketing" },
  INTERESTS: { "zh-CN": "兴趣受众", "en-US": "Interests" },
  LOOKALIKE: { "zh-CN": "相似受众", "en-US": "Lookalike" },
};

/** Which match types each target kind takes, positive and negative (the server checks a body against it). */
export const matchTypesOfKind: Record<TargetKind, { positive: readonly MatchType[]; negative: readonly MatchType[] }> = {
  keyword: { positive: ["EXACT", "PHRASE", "BROAD"], negative: ["NEGATIVE_EXACT", "NEGATIVE_PHRASE"] },
  product: { positive: ["ASIN_SAME", "ASIN_EXPANDED"], negative: ["ASIN_SAME"] },
  category: { positive: ["CATEGORY"], negative: [] },
  auto: { positive: ["CLOSE_MATCH", "LOOSE_MATCH", "SUBSTITUTES", "COMPLEMENTS"], negative: [] },
  audience: { positive: ["VIEWS", "PURCHASES", "INTERESTS", "LOOKALIKE"], negative: [] },
};
/** Which target kinds each ad type and targeting bids on. */
export const targetKindsOfType = (adType: AdType, targeting: AdTargeting, sdTactic?: SdTactic | null): readonly TargetKind[] => {
  if (adType === "SP") return targeting === "AUTO" ? ["auto"] : ["keyword", "product", "category"];
  if (adType === "SB") return ["keyword", "product", "category"];
  return sdTactic === "audiences" ? ["audience"] : ["product", "category"];
};

export const sdTactics = ["audiences", "contextual"] as const;
export type SdTactic = (typeof sdTactics)[number];
export const sdTacticLabels: Record<SdTactic, Coded> = {
  audiences: { "zh-CN": "受众投放", "en-US": "Audiences" },
  contextual: { "zh-CN": "商品投放", "en-US": "Contextual (product targeting)" },
};
export const sdCostTypes = ["cpc", "vcpm"] as const;
export const sdCostTypeLabels: Record<(typeof sdCostTypes)[number], Coded> = {
  cpc: { "zh-CN": "按点击付费 (CPC)", "en-US": "Cost per click (CPC)" },
  vcpm: { "zh-CN": "按千次可见展示付费 (vCPM)", "en-US": "Cost per 1,000 viewable impressions (vCPM)" },
};

export const landingPageTypes = ["store", "productList", "customUrl"] as const;
export const landingPageTypeLabels: Record<(typeof landingPageTypes)[number], Coded> = {
  store: { "zh-CN": "品牌旗舰店", "en-US": "Brand store" },
  productList: { "zh-CN": "商品列表页", "en-US": "Product list page" },
  customUrl: { "zh-CN": "自定义网址", "en-US": "Custom URL" },
};

export const pushStatuses = ["pending", "synced", "failed"] as const;
export type AdPushStatus = (typeof pushStatuses)[number];
export const pushStatusLabels: Record<AdPushStatus, Coded> = {
  pending: { "zh-CN": "待同步", "en-US": "Pending", color: "processing" },
  synced: { "zh-CN": "已同步", "en-US": "Synced", color: "success" },
  failed: { "zh-CN": "同步失败", "en-US": "Failed", color: "error" },
};

/** An ad account's authorisation against today: authorised, expiring within 14 days, expired, never authorised. */
export const authorisationStatuses = ["authorised", "expiring", "expired", "none"] as const;
export type AuthorisationStatus = (typeof authorisationStatuses)[number];
export const authorisationLabels: Record<AuthorisationStatus, Coded> = {
  authorised: { "zh-CN": "已授权", "en-US": "Authorised", color: "success" },
  expiring: { "zh-CN": "即将过期", "en-US": "Expiring", color: "warning" },
  expired: { "zh-CN": "已过期", "en-US": "Expired", color: "error" },
  none: { "zh-CN": "未授权", "en-US": "Not authorised", color: "default" },
};

export const changeLevels = ["campaign", "adGroup", "target", "productAd", "portfolio"] as const;
export const changeLevelLabels: Record<(typeof changeLevels)[number], Coded> = {
  campaign: { "zh-CN": "广告活动", "en-US": "Campaign" },
  adGroup: { "zh-CN": "广告组", "en-US": "Ad group" },
  target: { "zh-CN": "投放", "en-US": "Target" },
  productAd: { "zh-CN": "广告商品", "en-US": "Product ad" },
  portfolio: { "zh-CN": "广告组合", "en-US": "Portfolio" },
};
export const changeLevers = ["create", "settings", "bid", "budget", "state", "negative", "harvest"] as const;
export const changeLeverLabels: Record<(typeof changeLevers)[number], Coded> = {
  create: { "zh-CN": "创建", "en-US": "Created" },
  settings: { "zh-CN": "设置", "en-US": "Settings" },
  bid: { "zh-CN": "竞价", "en-US": "Bid" },
  budget: { "zh-CN": "预算", "en-US": "Budget" },
  state: { "zh-CN": "状态", "en-US": "State" },
  negative: { "zh-CN": "否定投放", "en-US": "Negative" },
  harvest: { "zh-CN": "搜索词转投放", "en-US": "Harvested term" },
};
export const changeSources = ["user", "rule", "undo", "tactic"] as const;
export const changeSourceLabels: Record<(typeof changeSources)[number], Coded> = {
  user: { "zh-CN": "人工", "en-US": "Person" },
  rule: { "zh-CN": "规则", "en-US": "Rule" },
  undo: { "zh-CN": "撤销", "en-US": "Undo" },
  tactic: { "zh-CN": "策略", "en-US": "Tactic" },
};

// ---- money rules per marketplace currency ----

/**
 * Amazon's bounds per currency: decimals an amount may have (more is refused, never rounded: a bid of
 * "0.075" USD is a 400), the bid floor and ceiling, the daily budget floor and ceiling.
 */
export const adMoneyRules: Record<
  string,
  { decimals: number; bidFloor: string; bidCeiling: string; budgetFloor: string; budgetCeiling: string }
> = {
  USD: { decimals: 2, bidFloor: "0.02", bidCeiling: "1000", budgetFloor: "1", budgetCeiling: "1000000" },
  CAD: { decimals: 2, bidFloor: "0.02", bidCeiling: "1000", budgetFloor: "1", budgetCeiling: "1000000" },
  EUR: { decimals: 2, bidFloor: "0.02", bidCeiling: "1000", budgetFloor: "1", budgetCeiling: "1000000" },
  GBP: { decimals: 2, bidFloor: "0.02", bidCeiling: "1000", budgetFloor: "1", budgetCeiling: "1000000" },
  AUD: { decimals: 2, bidFloor: "0.10", bidCeiling: "1410", budgetFloor: "1.40", budgetCeiling: "1410000" },
  CNY: { decimals: 2, bidFloor: "0.10", bidCeiling: "7000", budgetFloor: "7", budgetCeiling: "7000000" },
  JPY: { decimals: 0, bidFloor: "2", bidCeiling: "100000", budgetFloor: "100", budgetCeiling: "100000000" },
};
export const adMoneyRulesOf = (currency: string) => adMoneyRules[currency] ?? adMoneyRules.USD!;

/** Why an amount is refused for a currency (null: fine). `kind` bid or budget. */
export function adAmountProblem(
  kind: "bid" | "budget",
  amount: string,
  currency: string,
): { reason: "decimals" | "floor" | "ceiling"; limit: string } | null {
  const r = adMoneyRulesOf(currency);
  const v = new Decimal(amount);
  if (v.decimalPlaces() > r.decimals) return { reason: "decimals", limit: String(r.decimals) };
  const [floor, ceiling] = kind === "bid" ? [r.bidFloor, r.bidCeiling] : [r.budgetFloor, r.budgetCeiling];
  if (v.lt(floor)) return { reason: "floor", limit: floor };
  if (v.gt(ceiling)) return { reason: "ceiling", limit: ceiling };
  return null;
}

// ---- bodies ----

const name = z.string().trim().min(1).max(128);
const placement = z.number().int().min(0).max(900);
/** A daily budget: above zero (the account currency's floor and ceiling are the server's, `adAmountProblem`). */
const budget = moneyInRange({ above: "0" });
export const adPlacements = z.strictObject({ topOfSearch: placement, productPages: placement, restOfSearch: placement });
export type AdPlacements = z.infer<typeof adPlacements>;

/** A target to bid on (or refuse): keyword text, an ASIN, `categoryId|name`, an auto group (no text), an audience. */
export const adTargetInput = z.strictObject({
  kind: z.enum(targetKinds),
  matchType: z.enum(matchTypes),
  expression: z.string().trim().max(255).default(""),
  /** Absent or null: the group's default bid. */
  bid: money.nullish(),
});
export type AdTargetInput = z.input<typeof adTargetInput>;
export const adNegativeInput = z.strictObject({
  kind: z.enum(["keyword", "product"]),
  matchType: z.enum(["NEGATIVE_EXACT", "NEGATIVE_PHRASE", "ASIN_SAME"]),
  expression: z.string().trim().min(1).max(255),
});
export type AdNegativeInput = z.input<typeof adNegativeInput>;

/** A sponsored-brands creative: brand, headline, logo and image (uploaded assets), the products it shows, where a click lands. */
export const sbCreativeInput = z.strictObject({
  brandName: z.string().trim().min(1).max(60),
  headline: z.string().trim().min(1).max(50),
  logoAssetId: id.nullish(),
  imageAssetId: id.nullish(),
  productIds: ids.min(1).max(3),
  landingPageType: z.enum(landingPageTypes),
  landingPageUrl: z.string().trim().url().max(500).nullish(),
});
export type SbCreativeInput = z.input<typeof sbCreativeInput>;

export const adGroupInput = z.strictObject({ name, defaultBid: money });

/**
 * A campaign in one command, as Amazon's wizard makes it: the campaign, its first ad group, the product
 * ads (the seller's own catalogue products), its targets (keywords with bids, auto-targeting groups,
 * product / category targets, SD audiences) and negatives; SB with its creative.
 */
export const campaignCreate = z
  .strictObject({
    adsProfileId: id,
    adType: z.enum(adTypes),
    name,
    targeting: z.enum(adTargetings).default("MANUAL"),
    dailyBudget: budget,
    startDate: isoDate,
    endDate: isoDate.nullish(),
    portfolioId: id.nullish(),
    biddingStrategy: z.enum(biddingStrategies).default("down"),
    placements: adPlacements.optional(),
    sdTactic: z.enum(sdTactics).nullish(),
    sdCostType: z.enum(sdCostTypes).nullish(),
    adGroup: adGroupInput,
    productIds: ids.min(1).max(100),
    targets: z.array(adTargetInput).max(1000).default([]),
    negatives: z.array(adNegativeInput).max(1000).default([]),
    creative: sbCreativeInput.nullish(),
  })
  .superRefine(dateWindow("startDate", "endDate"));
export type CampaignCreate = z.input<typeof campaignCreate>;

/** Settings of a campaign (only the fields given change); a budget change is the budget lever (idempotent). */
export const campaignUpdate = z
  .strictObject({
    id,
    version,
    name: name.optional(),
    dailyBudget: budget.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.nullish(),
    portfolioId: id.nullish(),
    biddingStrategy: z.enum(biddingStrategies).optional(),
    placements: adPlacements.optional(),
  })
  .superRefine(dateWindow("startDate", "endDate"));
export type CampaignUpdate = z.input<typeof campaignUpdate>;

export const sbCreativeUpdate = sbCreativeInput.extend({ campaignId: id, version });
export type SbCreativeUpdate = z.input<typeof sbCreativeUpdate>;

/** A state change of a campaign, group, product ad or target: the version read. */
export const adStateBody = z.strictObject({ id, version });

export const adGroupCreate = z.strictObject({
  campaignId: id,
  name,
  defaultBid: money,
  productIds: ids.max(100).default([]),
  targets: z.array(adTargetInput).max(1000).default([]),
});
export type AdGroupCreate = z.input<typeof adGroupCreate>;
export const adGroupUpdate = z.strictObject({ id, version, name: name.optional(), defaultBid: money.optional() });
export type AdGroupUpdate = z.input<typeof adGroupUpdate>;

export const productAdsAdd = z.strictObject({ adGroupId: id, productIds: ids.min(1).max(100) });
export const targetsAdd = z.strictObject({ adGroupId: id, targets: z.array(adTargetInput).min(1).max(1000) });
/** Negatives of a group (`adGroupId`) or of the whole campaign (no group). */
export const negativesAdd = z.strictObject({
  campaignId: id,
  adGroupId: id.nullish(),
  negatives: z.array(adNegativeInput).min(1).max(1000),
});
export const targetBidUpdate = z.strictObject({ id, version, bid: money });

/** Many targets' bids at once: to a value, or by a percentage (−99 … +900) kept within min / max (and the marketplace's bounds). */
export const targetBidsBulk = z.strictObject({
  ids: ids.min(1).max(500),
  mode: z.enum(["set", "percent"]),
  bid: money.optional(),
  percent: z.number().min(-99).max(900).optional(),
  minBid: money.optional(),
  maxBid: money.optional(),
});
export type TargetBidsBulk = z.input<typeof targetBidsBulk>;
export const targetBidsBulkReply = z.object({
  changed: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(z.object({ id: z.number().int(), before: z.string().nullable(), after: z.string() })),
});

export const portfolioSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  adsProfileId: id,
  name: z.string().trim().min(1).max(120),
  budgetCap: money.nullish(),
});

// ---- rows ----

/** Performance over the list's window (default the last 30 days): exact sums; ratios 2 decimals, null without a denominator. */
const metricsShape = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  spend: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  sales: z.string(),
  /** clicks ÷ impressions, % */
  ctr: z.string().nullable(),
  /** spend ÷ clicks */
  cpc: z.string().nullable(),
  /** spend ÷ sales, % */
  acos: z.string().nullable(),
  /** sales ÷ spend */
  roas: z.string().nullable(),
};
const pushShape = {
  amazonId: z.string().nullable(),
  pushStatus: z.enum(pushStatuses),
  pushError: z.string().nullable(),
  pushedAt: z.string().nullable(),
};

export const adAccountRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  storeAccountId: z.number().int(),
  storeTitle: z.string(),
  channel: z.string(),
  countryCode: z.string(),
  marketplaceId: z.string().nullable(),
  profileId: z.string(),
  region: z.string(),
  currency: z.string(),
  dailyBudgetCap: z.string(),
  authorisedUntil: z.string().nullable(),
  authorisation: z.enum(authorisationStatuses),
  active: z.boolean(),
  spCampaigns: z.number().int(),
  sbCampaigns: z.number().int(),
  sdCampaigns: z.number().int(),
  lastReportDay: z.string().nullable(),
});
export type AdAccountRow = z.infer<typeof adAccountRow>;

export const portfolioRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  adsProfileId: z.number().int(),
  storeTitle: z.string(),
  currency: z.string(),
  name: z.string(),
  budgetCap: z.string().nullable(),
  state: z.enum(adStates),
  campaigns: z.number().int(),
  ...pushShape,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PortfolioRow = z.infer<typeof portfolioRow>;

export const campaignRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  adsProfileId: z.number().int(),
  storeTitle: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  portfolioId: z.number().int().nullable(),
  portfolioName: z.string().nullable(),
  adType: z.enum(adTypes),
  name: z.string(),
  targeting: z.enum(adTargetings),
  state: z.enum(adStates),
  dailyBudget: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  biddingStrategy: z.enum(biddingStrategies),
  topOfSearchPercent: z.number().int(),
  productPagesPercent: z.number().int(),
  restOfSearchPercent: z.number().int(),
  sdTactic: z.enum(sdTactics).nullable(),
  sdCostType: z.enum(sdCostTypes).nullable(),
  groups: z.number().int(),
  ...metricsShape,
  ...pushShape,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRow>;

export const adGroupRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  adType: z.enum(adTypes),
  currency: z.string(),
  name: z.string(),
  defaultBid: z.string(),
  state: z.enum(adStates),
  ads: z.number().int(),
  targets: z.number().int(),
  ...metricsShape,
  ...pushShape,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdGroupRow = z.infer<typeof adGroupRow>;

export const productAdRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  campaignId: z.number().int(),
  adGroupId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  asin: z.string().nullable(),
  productName: z.string(),
  state: z.enum(adStates),
  currency: z.string(),
  ...metricsShape,
  ...pushShape,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProductAdRow = z.infer<typeof productAdRow>;

export const targetRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  campaignId: z.number().int(),
  adGroupId: z.number().int().nullable(),
  kind: z.enum(targetKinds),
  matchType: z.enum(matchTypes),
  expression: z.string(),
  negative: z.boolean(),
  bid: z.string().nullable(),
  /** The bid in force: its own, or the group's default. Null for negatives. */
  effectiveBid: z.string().nullable(),
  state: z.enum(adStates),
  currency: z.string(),
  ...metricsShape,
  ...pushShape,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TargetRow = z.infer<typeof targetRow>;

export const adChangeRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  campaignId: z.number().int().nullable(),
  level: z.enum(changeLevels),
  entityId: z.number().int(),
  lever: z.enum(changeLevers),
  before: z.unknown(),
  after: z.unknown(),
  source: z.enum(changeSources),
  ruleId: z.number().int().nullable(),
  username: z.string().nullable(),
  at: z.string(),
  pushStatus: z.enum(pushStatuses),
  pushAttempts: z.number().int(),
  pushError: z.string().nullable(),
  pushedAt: z.string().nullable(),
});
export type AdChangeRow = z.infer<typeof adChangeRow>;

export const sbCreativeRow = z.object({
  id: z.number().int(),
  brandName: z.string(),
  headline: z.string(),
  logoAssetId: z.number().int().nullable(),
  imageAssetId: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  landingPageType: z.enum(landingPageTypes),
  landingPageUrl: z.string().nullable(),
  version: z.number().int(),
});

/** A campaign's detail: its row (30-day totals), the SB creative, the groups, the campaign-level negatives, the states it may move to. */
export const campaignDetail = z.object({
  campaign: campaignRow,
  creative: sbCreativeRow.nullable(),
  groups: z.array(adGroupRow),
  negatives: z.array(targetRow),
  actions: z.array(z.enum(adStateTransitionNames as [AdStateTransition, ...AdStateTransition[]])),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const adGroupDetail = z.object({
  group: adGroupRow,
  campaign: campaignRow,
  ads: z.array(productAdRow),
  targets: z.array(targetRow),
  actions: z.array(z.enum(adStateTransitionNames as [AdStateTransition, ...AdStateTransition[]])),
});
export type AdGroupDetail = z.infer<typeof adGroupDetail>;

// ---- paths ----

const base = "/api/advertising";
/** Commands (all POST) and detail reads; lists and exports are in the resource definitions below. */
export const advertisingPaths = {
  campaignCreate: `POST ${base}/campaign/create`,
  campaignUpdate: `POST ${base}/campaign/update`,
  campaignCreative: `POST ${base}/campaign/creative`,
  campaignDetail: `GET ${base}/campaign/detail`,
  groupCreate: `POST ${base}/group/create`,
  groupUpdate: `POST ${base}/group/update`,
  groupDetail: `GET ${base}/group/detail`,
  adsAdd: `POST ${base}/ad/add`,
  targetsAdd: `POST ${base}/target/add`,
  negativesAdd: `POST ${base}/target/negatives`,
  targetBid: `POST ${base}/target/bid`,
  targetBids: `POST ${base}/target/bids`,
} as const;
/** State changes: `POST /api/advertising/{campaign|group|ad|target}/{enable|pause|archive}` with `{ id, version }`. */
export const adStateLevels = { campaign: "campaign", adGroup: "group", productAd: "ad", target: "target" } as const;
export type AdStateLevel = keyof typeof adStateLevels;
export const adStatePath = (level: AdStateLevel, t: AdStateTransition) => `POST ${base}/${adStateLevels[level]}/${t}` as const;

// ---- resources (lists, exports) ----

const metricFields = {
  impressions: { label: { "zh-CN": "曝光量", "en-US": "Impressions" }, kind: "number", width: 100 },
  clicks: { label: { "zh-CN": "点击量", "en-US": "Clicks" }, kind: "number", width: 80 },
  ctr: { label: { "zh-CN": "点击率 %", "en-US": "CTR %" }, kind: "number", width: 80 },
  spend: { label: { "zh-CN": "花费", "en-US": "Spend" }, kind: "money", currencyField: "currency", width: 100 },
  cpc: { label: { "zh-CN": "CPC", "en-US": "CPC" }, kind: "money", currencyField: "currency", width: 80 },
  orders: { label: { "zh-CN": "订单量", "en-US": "Orders" }, kind: "number", width: 80 },
  units: { label: { "zh-CN": "销量", "en-US": "Units" }, kind: "number", width: 80, list: "hidden" },
  sales: { label: { "zh-CN": "销售额", "en-US": "Sales" }, kind: "money", currencyField: "currency", width: 110 },
  acos: { label: { "zh-CN": "ACoS %", "en-US": "ACoS %" }, kind: "number", width: 80 },
  roas: { label: { "zh-CN": "ROAS", "en-US": "ROAS" }, kind: "number", width: 80 },
} as const;
const pushFields = {
  pushStatus: {
    label: { "zh-CN": "同步状态", "en-US": "Push status" },
    kind: "enum",
    options: options(pushStatusLabels),
    filter: { width: 120 },
    width: 100,
  },
  pushError: { label: { "zh-CN": "同步错误", "en-US": "Push error" }, kind: "text", width: 200, list: "hidden" },
  pushedAt: { label: { "zh-CN": "同步时间", "en-US": "Pushed" }, kind: "datetime", width: 160, list: "hidden" },
} as const;
const stateField = {
  label: commonLabels.status,
  kind: "enum",
  options: options(adStateLabels),
  filter: { width: 110 },
  width: 90,
} as const;

/** The parent filters of a group's product ads and targets (the screen fixes the group; the campaign filters too). */
const inGroup = {
  adGroupId: { label: { "zh-CN": "广告组", "en-US": "Ad group" }, kind: "ref", list: false, filter: { op: "EQ", autoApply: true } },
  campaignId: { label: { "zh-CN": "广告活动", "en-US": "Campaign" }, kind: "ref", list: false, filter: { op: "EQ" } },
} as const;

const readOnly = { read: "advertising:campaign:read", manage: "advertising:campaign:manage" } as const;
const noSave = z.strictObject({});

export const adAccountResource = defineResource({
  name: "advertising.accounts",
  title: { "zh-CN": "广告账户", "en-US": "Ad accounts" },
  noun: { "zh-CN": "广告账户", "en-US": "ad account" },
  row: adAccountRow,
  save: noSave,
  nameField: "storeTitle",
  fields: {
    storeTitle: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "text", filter: true, width: 160 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    countryCode: { label: { "zh-CN": "站点", "en-US": "Marketplace" }, kind: "text", filter: { op: "EQ" }, width: 90 },
    profileId: { label: { "zh-CN": "广告配置 ID", "en-US": "Profile id" }, kind: "text", filter: true, width: 140 },
    currency: { label: commonLabels.currency, kind: "text", width: 70 },
    dailyBudgetCap: { label: { "zh-CN": "日预算上限", "en-US": "Daily budget cap" }, kind: "money", currencyField: "currency", width: 120 },
    authorisation: {
      label: { "zh-CN": "授权状态", "en-US": "Authorisation" },
      kind: "enum",
      options: options(authorisationLabels),
      filter: { width: 120 },
      width: 110,
    },
    authorisedUntil: { label: { "zh-CN": "授权到期", "en-US": "Authorised until" }, kind: "date", width: 110 },
    spCampaigns: { label: { "zh-CN": "SP 活动", "en-US": "SP campaigns" }, kind: "number", width: 90 },
    sbCampaigns: { label: { "zh-CN": "SB 活动", "en-US": "SB campaigns" }, kind: "number", width: 90 },
    sdCampaigns: { label: { "zh-CN": "SD 活动", "en-US": "SD campaigns" }, kind: "number", width: 90 },
    lastReportDay: { label: { "zh-CN": "最近报告日", "en-US": "Last report day" }, kind: "date", width: 110 },
    active: { label: commonLabels.active, kind: "bool", filter: true, width: 80 },
  },
  defaultSort: { field: "storeTitle", dir: "asc" },
  permissions: { read: "advertising:account:read", manage: "advertising:account:manage" },
  paths: { list: `GET ${base}/account/list`, export: `${base}/account/export` },
});

export const portfolioResource = defineResource({
  name: "advertising.portfolios",
  title: { "zh-CN": "广告组合", "en-US": "Portfolios" },
  noun: { "zh-CN": "广告组合", "en-US": "portfolio" },
  row: portfolioRow,
  save: portfolioSave,
  nameField: "name",
  fields: {
    name: { label: commonLabels.name, kind: "text", filter: true, width: 180, form: true },
    adsProfileId: { label: { "zh-CN": "广告账户", "en-US": "Ad account" }, kind: "ref", list: false, form: "create", filter: false },
    storeTitle: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "text", filter: true, width: 160 },
    budgetCap: { label: { "zh-CN": "预算上限", "en-US": "Budget cap" }, kind: "money", currencyField: "currency", width: 120, form: true },
    state: stateField,
    campaigns: { label: { "zh-CN": "活动数", "en-US": "Campaigns" }, kind: "number", width: 80 },
    ...pushFields,
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "name", dir: "asc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/portfolio/list`, export: `${base}/portfolio/export`, save: `POST ${base}/portfolio/save` },
});

/** The campaign list's preset periods: the last N days, today included. */
export const campaignListDays = [7, 14, 30, 60, 90] as const;
/**
 * The campaign list's period (its own parameters beside paging and filters): `days`, one of the presets
 * (default 30), or a date range `from`..`to` (both days included, at most a year), which wins when given.
 */
export const campaignListPeriod = z
  .object({
    days: z.coerce
      .number()
      .int()
      .refine((v) => (campaignListDays as readonly number[]).includes(v), { message: "v.listDays" })
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine(dateWindow("from", "to"))
  .refine((q) => !q.from === !q.to, { message: "v.periodBothEnds", path: ["to"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: "v.periodYear", path: ["to"] });
export type CampaignListPeriod = z.infer<typeof campaignListPeriod>;

/** Campaigns of every type; the type screens (sp / sb / sd) filter `adType`. Totals: the list's period (default the last 30 days). */
export const campaignResource = defineResource({
  name: "advertising.campaigns",
  title: { "zh-CN": "广告活动", "en-US": "Campaigns" },
  noun: { "zh-CN": "广告活动", "en-US": "campaign" },
  row: campaignRow,
  save: noSave,
  nameField: "name",
  fields: {
    name: { label: { "zh-CN": "活动名称", "en-US": "Campaign" }, kind: "text", filter: true, width: 220 },
    adType: {
      label: { "zh-CN": "广告类型", "en-US": "Ad type" },
      kind: "enum",
      options: options(adTypeLabels),
      filter: { op: "EQ" },
      width: 90,
    },
    state: stateField,
    storeTitle: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "text", filter: true, width: 140 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100, list: "hidden" },
    countryCode: { label: { "zh-CN": "站点", "en-US": "Marketplace" }, kind: "text", filter: { op: "EQ" }, width: 80 },
    portfolioName: { label: { "zh-CN": "广告组合", "en-US": "Portfolio" }, kind: "text", filter: true, width: 140, list: "hidden" },
    targeting: {
      label: { "zh-CN": "投放方式", "en-US": "Targeting" },
      kind: "enum",
      options: options(adTargetingLabels),
      filter: { op: "EQ" },
      width: 90,
    },
    dailyBudget: { label: { "zh-CN": "每日预算", "en-US": "Daily budget" }, kind: "money", currencyField: "currency", width: 110 },
    biddingStrategy: {
      label: { "zh-CN": "竞价策略", "en-US": "Bidding strategy" },
      kind: "enum",
      options: options(biddingStrategyLabels),
      width: 160,
      list: "hidden",
    },
    startDate: { label: { "zh-CN": "开始日期", "en-US": "Start" }, kind: "date", filter: true, width: 110 },
    endDate: { label: { "zh-CN": "结束日期", "en-US": "End" }, kind: "date", width: 110, list: "hidden" },
    groups: { label: { "zh-CN": "广告组", "en-US": "Ad groups" }, kind: "number", width: 80, list: "hidden" },
    ...metricFields,
    ...pushFields,
    createdAt: { label: commonLabels.createdAt, kind: "datetime", width: 160, list: "hidden" },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/campaign/list`, export: `${base}/campaign/export` },
});

/** The groups of a campaign (filter `campaignId`). */
export const adGroupResource = defineResource({
  name: "advertising.adGroups",
  title: { "zh-CN": "广告组", "en-US": "Ad groups" },
  noun: { "zh-CN": "广告组", "en-US": "ad group" },
  row: adGroupRow,
  save: noSave,
  nameField: "name",
  fields: {
    campaignId: { label: { "zh-CN": "广告活动", "en-US": "Campaign" }, kind: "ref", list: false, filter: { op: "EQ", autoApply: true } },
    name: { label: { "zh-CN": "广告组", "en-US": "Ad group" }, kind: "text", filter: true, width: 200 },
    campaignName: { label: { "zh-CN": "广告活动", "en-US": "Campaign" }, kind: "text", filter: true, width: 200, list: "hidden" },
    state: stateField,
    defaultBid: { label: { "zh-CN": "默认竞价", "en-US": "Default bid" }, kind: "money", currencyField: "currency", width: 100 },
    ads: { label: { "zh-CN": "广告数", "en-US": "Ads" }, kind: "number", width: 70 },
    targets: { label: { "zh-CN": "投放数", "en-US": "Targets" }, kind: "number", width: 70 },
    ...metricFields,
    ...pushFields,
  },
  defaultSort: { field: "name", dir: "asc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/group/list`, export: `${base}/group/export` },
});

/** The product ads of a group (filter `adGroupId`). */
export const productAdResource = defineResource({
  name: "advertising.productAds",
  title: { "zh-CN": "广告商品", "en-US": "Product ads" },
  noun: { "zh-CN": "广告商品", "en-US": "product ad" },
  row: productAdRow,
  save: noSave,
  nameField: "sku",
  fields: {
    ...inGroup,
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, width: 140 },
    asin: { label: { "zh-CN": "ASIN", "en-US": "ASIN" }, kind: "text", filter: true, width: 120 },
    productName: { label: { "zh-CN": "商品名称", "en-US": "Product" }, kind: "text", width: 220 },
    state: stateField,
    ...metricFields,
    ...pushFields,
  },
  defaultSort: { field: "sku", dir: "asc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/ad/list`, export: `${base}/ad/export` },
});

/** Targets of a group (filter `adGroupId`) or a campaign (`campaignId`, negatives included). */
export const targetResource = defineResource({
  name: "advertising.targets",
  title: { "zh-CN": "投放", "en-US": "Targets" },
  noun: { "zh-CN": "投放", "en-US": "target" },
  row: targetRow,
  save: noSave,
  nameField: "expression",
  fields: {
    ...inGroup,
    expression: { label: { "zh-CN": "投放内容", "en-US": "Target" }, kind: "text", filter: true, width: 220 },
    kind: {
      label: { "zh-CN": "投放类型", "en-US": "Kind" },
      kind: "enum",
      options: options(targetKindLabels),
      filter: { op: "EQ" },
      width: 110,
    },
    matchType: {
      label: { "zh-CN": "匹配方式", "en-US": "Match type" },
      kind: "enum",
      options: options(matchTypeLabels),
      filter: { op: "EQ" },
      width: 110,
    },
    negative: { label: { "zh-CN": "否定", "en-US": "Negative" }, kind: "bool", filter: true, width: 80 },
    state: stateField,
    bid: { label: { "zh-CN": "竞价", "en-US": "Bid" }, kind: "money", currencyField: "currency", width: 90 },
    effectiveBid: { label: { "zh-CN": "生效竞价", "en-US": "Bid in force" }, kind: "money", currencyField: "currency", width: 100 },
    ...metricFields,
    ...pushFields,
  },
  defaultSort: { field: "expression", dir: "asc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/target/list`, export: `${base}/target/export` },
});

/** The change history of a campaign (filter `campaignId`) or of everything in scope. */
export const adChangeResource = defineResource({
  name: "advertising.changes",
  title: { "zh-CN": "变更记录", "en-US": "Change history" },
  noun: { "zh-CN": "变更", "en-US": "change" },
  row: adChangeRow,
  save: noSave,
  nameField: "lever",
  fields: {
    campaignId: { label: { "zh-CN": "广告活动", "en-US": "Campaign" }, kind: "ref", list: false, filter: { op: "EQ", autoApply: true } },
    at: { label: { "zh-CN": "时间", "en-US": "When" }, kind: "datetime", filter: true, width: 160 },
    level: {
      label: { "zh-CN": "层级", "en-US": "Level" },
      kind: "enum",
      options: options(changeLevelLabels),
      filter: { op: "EQ" },
      width: 90,
    },
    entityId: { label: { "zh-CN": "对象 ID", "en-US": "Entity id" }, kind: "number", width: 90 },
    lever: {
      label: { "zh-CN": "变更项", "en-US": "Change" },
      kind: "enum",
      options: options(changeLeverLabels),
      filter: { op: "EQ" },
      width: 100,
    },
    source: {
      label: { "zh-CN": "来源", "en-US": "Source" },
      kind: "enum",
      options: options(changeSourceLabels),
      filter: { op: "EQ" },
      width: 80,
    },
    username: { label: { "zh-CN": "操作人", "en-US": "By" }, kind: "text", width: 110 },
    ...pushFields,
    pushAttempts: { label: { "zh-CN": "同步次数", "en-US": "Attempts" }, kind: "number", width: 80 },
  },
  defaultSort: { field: "at", dir: "desc" },
  permissions: readOnly,
  paths: { list: `GET ${base}/change/list`, export: `${base}/change/export` },
});
