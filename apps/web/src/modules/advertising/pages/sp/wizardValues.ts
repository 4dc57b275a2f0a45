/**
 * The campaign wizard's form values (SP, SB and SD) and the request bodies built from them: the bodies go
 * through the contracts' save schemas (`buildBody`), so what is sent is what the server checks.
 */
import dayjs, { type Dayjs } from "dayjs";
import {
  adGroupCreate,
  audienceMatches,
  type AudienceMatch,
  campaignCreate,
  campaignUpdate,
  matchTypesOfKind,
  type AdNegativeInput,
  type AdTargetInput,
  type AdTargeting,
  type AdType,
  type BiddingStrategy,
  type CampaignRow,
  type MatchType,
  type SbCreativeInput,
  type SdTactic,
} from "@entrepot/contracts";
import { buildBody } from "../../../../components/resource/schemaForm";

export const AUTO_GROUPS = matchTypesOfKind.auto.positive;
export const KEYWORD_MATCHES = matchTypesOfKind.keyword.positive;
export const PRODUCT_MATCHES = matchTypesOfKind.product.positive;
export const NEGATIVE_MATCHES = matchTypesOfKind.keyword.negative;
export const CATEGORY_MATCHES = matchTypesOfKind.category.positive;
/** SD audiences (views / purchases remarketing, interests, lookalikes) and their look-back windows: the contracts'. */
export const AUDIENCE_MATCHES = audienceMatches;
export type AudienceRowValues = {
  matchType: AudienceMatch;
  /** Remarketing and lookalikes: the look-back window in days. */
  lookBackDays?: number | null;
  /** Interests: the browse node as `id|name`. */
  category?: string | null;
  bid?: string | null;
};

/** The manual target lists of each ad type (SD contextual: products or categories; SP and SB: keywords or products). */
export type ManualKind = "keyword" | "product" | "category";
export const manualKindsOf = (adType: AdType): readonly ManualKind[] =>
  adType === "SD" ? ["product", "category"] : ["keyword", "product"];
const LIST_OF_KIND = { keyword: "keywords", product: "productTargets", category: "categoryTargets" } as const;

export interface TargetRowValues {
  expression?: string;
  matchType: MatchType;
  bid?: string | null;
}
export interface TargetingValues {
  /** MANUAL: keywords, product (ASIN) or category targets, as Amazon's console asks for the ad type. */
  manualKind: ManualKind;
  keywords: TargetRowValues[];
  productTargets: TargetRowValues[];
  categoryTargets: TargetRowValues[];
  /** SD audiences: remarketing and lookalikes with their look-back days, interests with their category. */
  audiences: AudienceRowValues[];
  /** AUTO: each auto-targeting group on or off, with its bid (empty: the default bid). */
  autoTargets: { matchType: MatchType; enabled: boolean; bid?: string | null }[];
  negatives: { expression?: string; matchType: MatchType }[];
}
export interface WizardValues extends TargetingValues {
  adType: AdType;
  adsProfileId?: number;
  name?: string;
  portfolioId?: number | null;
  targeting: AdTargeting;
  dailyBudget?: string;
  startDate?: Dayjs;
  endDate?: Dayjs | null;
  biddingStrategy: BiddingStrategy;
  placements: { topOfSearch: number; productPages: number; restOfSearch: number };
  adGroup: { name?: string; defaultBid?: string };
  productIds: number[];
  sdTactic: SdTactic;
  sdCostType: "cpc" | "vcpm";
  /** SB: the creative (brand, headline, up to 3 products, the landing page). */
  creative: Partial<SbCreativeInput> & { productIds: number[] };
}

export const newTargeting = (adType: AdType = "SP"): TargetingValues => ({
  manualKind: manualKindsOf(adType)[0]!,
  keywords: [],
  productTargets: [],
  categoryTargets: [],
  audiences: [{ matchType: "VIEWS", lookBackDays: 30, bid: null }],
  autoTargets: AUTO_GROUPS.map((matchType) => ({ matchType, enabled: true, bid: null })),
  negatives: [],
});

export const newWizardValues = (adType: AdType = "SP"): WizardValues => ({
  adType,
  targeting: "MANUAL",
  startDate: dayjs(),
  endDate: null,
  biddingStrategy: "down",
  placements: { topOfSearch: 0, productPages: 0, restOfSearch: 0 },
  adGroup: {},
  productIds: [],
  sdTactic: "audiences",
  sdCostType: "cpc",
  creative: { productIds: [], landingPageType: "productList" },
  ...newTargeting(adType),
});

const day = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : null);
const bidOrNull = (b: string | null | undefined) => (b === undefined || b === null || b === "" ? null : String(b));

/** How a campaign targets: SP auto or manual, SD audiences or contextual, SB manual. */
export interface TargetingOf {
  targeting: AdTargeting;
  adType?: AdType;
  sdTactic?: SdTactic | null;
}
/** The form list a campaign's targets are in (where the server's field errors are shown). */
export function targetListOf(v: TargetingValues, c: TargetingOf) {
  if (c.targeting === "AUTO") return "autoTargets" as const;
  if (c.adType === "SD" && c.sdTactic === "audiences") return "audiences" as const;
  return LIST_OF_KIND[v.manualKind];
}

/** The targets of a group from the targeting step: auto groups switched on, SD audiences, or the manual rows of the kind chosen. */
export function targetsOf(v: TargetingValues, c: TargetingOf): AdTargetInput[] {
  const list = targetListOf(v, c);
  if (list === "autoTargets")
    return v.autoTargets
      .filter((a) => a.enabled)
      .map((a) => ({ kind: "auto", matchType: a.matchType, expression: "", bid: bidOrNull(a.bid) }));
  if (list === "audiences")
    return v.audiences.map((a) => ({
      kind: "audience",
      matchType: a.matchType,
      // an interest names its browse node; the others their look-back window
      expression: a.matchType === "INTERESTS" ? (a.category ?? "") : String(a.lookBackDays ?? ""),
      bid: bidOrNull(a.bid),
    }));
  return v[list].map((r) => ({
    kind: v.manualKind,
    matchType: r.matchType,
    expression: (r.expression ?? "").trim(),
    bid: bidOrNull(r.bid),
  }));
}
const negativesOf = (v: TargetingValues): AdNegativeInput[] =>
  v.negatives.map((n) => ({ kind: "keyword", matchType: n.matchType as AdNegativeInput["matchType"], expression: n.expression ?? "" }));

export function toCreateBody(v: WizardValues) {
  const sp = v.adType === "SP";
  const sd = v.adType === "SD";
  const targeting: AdTargeting = sp ? v.targeting : "MANUAL";
  return buildBody(campaignCreate, v as unknown as Record<string, unknown>, {
    adType: v.adType,
    targeting,
    // placements are SP's; SD its tactic and cost type; SB its creative
    placements: sp ? v.placements : undefined,
    sdTactic: sd ? v.sdTactic : null,
    sdCostType: sd ? v.sdCostType : null,
    creative: v.adType === "SB" ? creativeOf(v.creative) : null,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    portfolioId: v.portfolioId ?? null,
    adGroup: { name: v.adGroup.name ?? "", defaultBid: String(v.adGroup.defaultBid ?? "") },
    dailyBudget: String(v.dailyBudget ?? ""),
    targets: targetsOf(v, { targeting, adType: v.adType, sdTactic: v.sdTactic }),
    // SP and SB take campaign negative keywords (SD has none)
    negatives: sd ? [] : negativesOf(v),
  });
}

const creativeOf = (c: WizardValues["creative"]): SbCreativeInput => ({
  brandName: c.brandName ?? "",
  headline: c.headline ?? "",
  logoAssetId: c.logoAssetId ?? null,
  imageAssetId: c.imageAssetId ?? null,
  productIds: c.productIds,
  landingPageType: c.landingPageType ?? "productList",
  landingPageUrl: c.landingPageType === "customUrl" ? (c.landingPageUrl ?? null) : null,
});

export function toUpdateBody(v: WizardValues, row: { id: number; version: number }) {
  return buildBody(campaignUpdate, v as unknown as Record<string, unknown>, {
    placements: v.adType === "SP" ? v.placements : undefined,
    id: row.id,
    version: row.version,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    portfolioId: v.portfolioId ?? null,
    dailyBudget: String(v.dailyBudget ?? ""),
  });
}

export function toGroupBody(campaign: TargetingOf & { id: number }, v: WizardValues) {
  return buildBody(
    adGroupCreate,
    {},
    {
      campaignId: campaign.id,
      name: v.adGroup.name ?? "",
      defaultBid: String(v.adGroup.defaultBid ?? ""),
      productIds: v.productIds,
      targets: targetsOf(v, campaign),
    },
  );
}

/** The settings step's values from a campaign (edit mode). */
export const fromCampaign = (c: CampaignRow): WizardValues => ({
  ...newWizardValues(c.adType),
  sdTactic: c.sdTactic ?? "audiences",
  sdCostType: c.sdCostType ?? "cpc",
  adsProfileId: c.adsProfileId,
  name: c.name,
  portfolioId: c.portfolioId,
  targeting: c.targeting,
  dailyBudget: c.dailyBudget,
  startDate: dayjs(c.startDate),
  endDate: c.endDate ? dayjs(c.endDate) : null,
  biddingStrategy: c.biddingStrategy,
  placements: { topOfSearch: c.topOfSearchPercent, productPages: c.productPagesPercent, restOfSearch: c.restOfSearchPercent },
});

/**
 * The bulk box's keywords: one per line (blank lines and repeats dropped, case-insensitive), one row per
 * match type chosen, leaving out rows already in the list.
 */
export function keywordRows(
  text: string,
  matchTypes: readonly MatchType[],
  bid: string | null,
  existing: TargetRowValues[],
): TargetRowValues[] {
  const have = new Set(existing.map((r) => `${r.matchType}|${(r.expression ?? "").trim().toLowerCase()}`));
  const out: TargetRowValues[] = [];
  for (const line of text.split(/\r?\n/)) {
    const expression = line.trim().replace(/\s+/g, " ");
    if (!expression) continue;
    for (const matchType of matchTypes) {
      const key = `${matchType}|${expression.toLowerCase()}`;
      if (have.has(key)) continue;
      have.add(key);
      out.push({ expression, matchType, bid });
    }
  }
  return out;
}
