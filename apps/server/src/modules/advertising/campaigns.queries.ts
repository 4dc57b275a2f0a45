import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type AdState, adStateActions, type CampaignDetail } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { storeAccounts, storeAdsProfiles } from "../masterdata/index.js";
import { adScope, isoTime, type MetricsPeriod, metricsColumns, metricsSelect, metricsWindow, pushSelect } from "./queries.js";
import { adCampaigns, adChanges, adPortfolios, adSbCreatives, adTargets } from "./schema.js";
import { groupRowsOf } from "./groups.service.js";
import { isoTimeOrNull } from "../../platform/db/columns.js";
import { fromTargets, targetSelect } from "./targets.service.js";

/** Campaign reads: the list with 30-day totals (every type; the sp/sb/sd screens filter adType), one row, the detail, the change history. */

const campaignSelect = {
  id: adCampaigns.id,
  orgId: adCampaigns.orgId,
  orgCode: organizations.code,
  adsProfileId: adCampaigns.adsProfileId,
  storeTitle: storeAccounts.title,
  countryCode: storeAccounts.countryCode,
  currency: storeAdsProfiles.currency,
  portfolioId: adCampaigns.portfolioId,
  portfolioName: adPortfolios.name,
  adType: adCampaigns.adType,
  name: adCampaigns.name,
  targeting: adCampaigns.targeting,
  state: adCampaigns.state,
  dailyBudget: sql<string>`${adCampaigns.dailyBudget}::text`,
  startDate: adCampaigns.startDate,
  endDate: adCampaigns.endDate,
  biddingStrategy: adCampaigns.biddingStrategy,
  topOfSearchPercent: adCampaigns.topOfSearchPercent,
  productPagesPercent: adCampaigns.productPagesPercent,
  restOfSearchPercent: adCampaigns.restOfSearchPercent,
  sdTactic: adCampaigns.sdTactic,
  sdCostType: adCampaigns.sdCostType,
  groups: sql<number>`(select count(*)::int from ad_groups g where g.campaign_id = ${adCampaigns.id})`,
  ...metricsSelect,
  ...pushSelect(adCampaigns),
  version: adCampaigns.version,
  createdAt: isoTime(adCampaigns.createdAt),
  updatedAt: isoTime(adCampaigns.updatedAt),
};

const fromCampaigns = (q: ReturnType<DbOrTx["select"]>, period: MetricsPeriod = {}) =>
  q
    .from(adCampaigns)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .innerJoin(organizations, eq(organizations.id, adCampaigns.orgId))
    .leftJoin(adPortfolios, eq(adPortfolios.id, adCampaigns.portfolioId))
    .leftJoin(metricsWindow("ad_campaign_daily", "campaign_id", adCampaigns.id, period), sql`true`)
    .$dynamic();
const campaignScope = (actor: Actor) => adScope(actor, adCampaigns.orgId, adCampaigns.adsProfileId);

/** The list over its period (`campaignListPeriod`: values, or the kept list's placeholders). */
export function campaignList(actor: Actor, period: MetricsPeriod = {}): ResourceListQuery {
  return {
    select: campaignSelect,
    from: (q) => fromCampaigns(q, period),
    where: campaignScope(actor),
    columns: { dailyBudget: adCampaigns.dailyBudget, ...metricsColumns },
    tieBreaker: adCampaigns.id,
  };
}

export async function campaignRowById(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await fromCampaigns(db.select(campaignSelect)).where(and(eq(adCampaigns.id, id), campaignScope(actor)));
  if (!row) throw notFound("advertising.campaign");
  return row;
}

/** A campaign with its creative (SB), its groups with their figures, its campaign-level negatives and the state moves it offers. */
export async function campaignDetail(db: DbOrTx, actor: Actor, id: number): Promise<CampaignDetail> {
  const campaign = await campaignRowById(db, actor, id);
  const [creative] = await db
    .select({
      id: adSbCreatives.id,
      brandName: adSbCreatives.brandName,
      headline: adSbCreatives.headline,
      logoAssetId: adSbCreatives.logoAssetId,
      imageAssetId: adSbCreatives.imageAssetId,
      productIds: adSbCreatives.productIds,
      landingPageType: adSbCreatives.landingPageType,
      landingPageUrl: adSbCreatives.landingPageUrl,
      version: adSbCreatives.version,
    })
    .from(adSbCreatives)
    .where(eq(adSbCreatives.campaignId, id));
  const groups = await groupRowsOf(db, actor, id);
  const negatives = await fromTargets(db.select(targetSelect))
    .where(and(eq(adTargets.campaignId, id), isNull(adTargets.adGroupId)))
    .orderBy(asc(adTargets.id));
  return { campaign, creative: creative ?? null, groups, negatives, actions: adStateActions(campaign.state as AdState) } as CampaignDetail;
}

/** The change history (`ad_changes`) with who made each change and its push. */
export function changeList(actor: Actor): ResourceListQuery {
  return {
    select: {
      id: adChanges.id,
      orgId: adChanges.orgId,
      campaignId: adChanges.campaignId,
      level: adChanges.level,
      entityId: adChanges.entityId,
      lever: adChanges.lever,
      before: adChanges.before,
      after: adChanges.after,
      source: adChanges.source,
      ruleId: adChanges.ruleId,
      username: users.username,
      at: isoTime(adChanges.at),
      pushStatus: adChanges.pushStatus,
      pushAttempts: adChanges.pushAttempts,
      pushError: adChanges.pushError,
      pushedAt: isoTimeOrNull(adChanges.pushedAt),
    },
    from: (q) => q.from(adChanges).leftJoin(users, eq(users.id, adChanges.userId)).$dynamic(),
    where: adScope(actor, adChanges.orgId, adChanges.adsProfileId),
    tieBreaker: adChanges.id,
  };
}
