/**
 * The SP wizard's form values and the request bodies built from them: the bodies go through the contracts'
 * save schemas (`buildBody`), so what is sent is what the server checks.
 */
import dayjs, { type Dayjs } from "dayjs";
import {
  adGroupCreate,
  campaignCreate,
  campaignUpdate,
  matchTypesOfKind,
  type AdNegativeInput,
  type AdTargetInput,
  type AdTargeting,
  type BiddingStrategy,
  type CampaignRow,
  type MatchType,
} from "@entrepot/contracts";
import { buildBody } from "../../../../components/resource/schemaForm";

export const AUTO_GROUPS = matchTypesOfKind.auto.positive;
export const KEYWORD_MATCHES = matchTypesOfKind.keyword.positive;
export const PRODUCT_MATCHES = matchTypesOfKind.product.positive;
export const NEGATIVE_MATCHES = matchTypesOfKind.keyword.negative;

export interface TargetRowValues {
  expression?: string;
  matchType: MatchType;
  bid?: string | null;
}
export interface TargetingValues {
  /** MANUAL: keywords or product (ASIN) targets, as Amazon's console asks. */
  manualKind: "keyword" | "product";
  keywords: TargetRowValues[];
  productTargets: TargetRowValues[];
  /** AUTO: each auto-targeting group on or off, with its bid (empty: the default bid). */
  autoTargets: { matchType: MatchType; enabled: boolean; bid?: string | null }[];
  negatives: { expression?: string; matchType: MatchType }[];
}
export interface WizardValues extends TargetingValues {
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
}

export const newTargeting = (): TargetingValues => ({
  manualKind: "keyword",
  keywords: [],
  productTargets: [],
  autoTargets: AUTO_GROUPS.map((matchType) => ({ matchType, enabled: true, bid: null })),
  negatives: [],
});

export const newWizardValues = (): WizardValues => ({
  targeting: "MANUAL",
  startDate: dayjs(),
  endDate: null,
  biddingStrategy: "down",
  placements: { topOfSearch: 0, productPages: 0, restOfSearch: 0 },
  adGroup: {},
  productIds: [],
  ...newTargeting(),
});

const day = (d: Dayjs | null | undefined) => (d ? d.format("YYYY-MM-DD") : null);
const bidOrNull = (b: string | null | undefined) => (b === undefined || b === null || b === "" ? null : String(b));

/** The targets of a group from the targeting step: auto groups switched on, or the manual rows of the kind chosen. */
export function targetsOf(v: TargetingValues, targeting: AdTargeting): AdTargetInput[] {
  if (targeting === "AUTO")
    return v.autoTargets
      .filter((a) => a.enabled)
      .map((a) => ({ kind: "auto", matchType: a.matchType, expression: "", bid: bidOrNull(a.bid) }));
  const rows = v.manualKind === "keyword" ? v.keywords : v.productTargets;
  return rows.map((r) => ({ kind: v.manualKind, matchType: r.matchType, expression: (r.expression ?? "").trim(), bid: bidOrNull(r.bid) }));
}
const negativesOf = (v: TargetingValues): AdNegativeInput[] =>
  v.negatives.map((n) => ({ kind: "keyword", matchType: n.matchType as AdNegativeInput["matchType"], expression: n.expression ?? "" }));

export function toCreateBody(v: WizardValues) {
  return buildBody(campaignCreate, v as unknown as Record<string, unknown>, {
    adType: "SP",
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    portfolioId: v.portfolioId ?? null,
    adGroup: { name: v.adGroup.name ?? "", defaultBid: String(v.adGroup.defaultBid ?? "") },
    dailyBudget: String(v.dailyBudget ?? ""),
    targets: targetsOf(v, v.targeting),
    negatives: negativesOf(v),
  });
}

export function toUpdateBody(v: WizardValues, row: { id: number; version: number }) {
  return buildBody(campaignUpdate, v as unknown as Record<string, unknown>, {
    id: row.id,
    version: row.version,
    startDate: day(v.startDate),
    endDate: day(v.endDate),
    portfolioId: v.portfolioId ?? null,
    dailyBudget: String(v.dailyBudget ?? ""),
  });
}

export function toGroupBody(campaign: { id: number; targeting: AdTargeting }, v: WizardValues) {
  return buildBody(
    adGroupCreate,
    {},
    {
      campaignId: campaign.id,
      name: v.adGroup.name ?? "",
      defaultBid: String(v.adGroup.defaultBid ?? ""),
      productIds: v.productIds,
      targets: targetsOf(v, campaign.targeting),
    },
  );
}

/** The settings step's values from a campaign (edit mode). */
export const fromCampaign = (c: CampaignRow): WizardValues => ({
  ...newWizardValues(),
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
