import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/access/actor.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { storeAccounts, storeAdsProfiles } from "../masterdata/index.js";
import { adScope } from "./queries.js";

/**
 * Ad accounts: the store accounts' ads profiles in the caller's scope, with their marketplace and
 * currency, their authorisation against today (expiring: within 14 days), how many campaigns of each
 * type they hold, and the last marketplace day whose report was fetched.
 */
const campaignsOf = (type: string) =>
  sql<number>`(select count(*)::int from ad_campaigns c where c.ads_profile_id = ${storeAdsProfiles.id} and c.ad_type = ${type})`;
const authorisation = sql<string>`case
  when ${storeAdsProfiles.authorisedUntil} is null then 'none'
  when ${storeAdsProfiles.authorisedUntil} < current_date then 'expired'
  when ${storeAdsProfiles.authorisedUntil} < current_date + 14 then 'expiring'
  else 'authorised' end`;

export function accountList(actor: Actor): ResourceListQuery {
  return {
    select: {
      id: storeAdsProfiles.id,
      orgId: storeAdsProfiles.orgId,
      orgCode: organizations.code,
      storeAccountId: storeAdsProfiles.storeAccountId,
      storeTitle: storeAccounts.title,
      channel: storeAccounts.channel,
      countryCode: storeAccounts.countryCode,
      marketplaceId: storeAccounts.marketplaceId,
      profileId: storeAdsProfiles.profileId,
      region: storeAdsProfiles.region,
      currency: storeAdsProfiles.currency,
      dailyBudgetCap: sql<string>`${storeAdsProfiles.dailyBudgetCap}::text`,
      authorisedUntil: sql<string | null>`${storeAdsProfiles.authorisedUntil}::text`,
      authorisation,
      active: storeAdsProfiles.active,
      spCampaigns: campaignsOf("SP"),
      sbCampaigns: campaignsOf("SB"),
      sdCampaigns: campaignsOf("SD"),
      lastReportDay: sql<string | null>`(select max(r.day)::text from ad_report_days r where r.ads_profile_id = ${storeAdsProfiles.id})`,
    },
    from: (q) =>
      q
        .from(storeAdsProfiles)
        .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
        .innerJoin(organizations, eq(organizations.id, storeAdsProfiles.orgId))
        .$dynamic(),
    where: adScope(actor, storeAdsProfiles.orgId, storeAdsProfiles.id),
    columns: { dailyBudgetCap: storeAdsProfiles.dailyBudgetCap, authorisedUntil: storeAdsProfiles.authorisedUntil },
    tieBreaker: storeAdsProfiles.id,
  };
}
