import { and, asc, eq, ne } from "drizzle-orm";
import type { RulePickers } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaigns, adGroups, adRules } from "../schema.js";
import { profileName } from "./rules.service.js";

/** What the rule and tactic forms pick from: the caller's ad accounts, and (of one account, or all) campaigns, groups, rules. */
export async function rulePickers(db: DbOrTx, actor: Actor, adsProfileId?: number): Promise<RulePickers> {
  const inScope = and(orgScope(actor, storeAdsProfiles.orgId), storeAccountScope(actor, storeAdsProfiles.storeAccountId));
  const profiles = await db
    .select({ id: storeAdsProfiles.id, name: profileName, orgId: storeAdsProfiles.orgId, currency: storeAdsProfiles.currency })
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(and(inScope, eq(storeAdsProfiles.active, true)))
    .orderBy(asc(storeAccounts.title))
    .limit(1000);
  const ofProfile = (col: typeof adCampaigns.adsProfileId) => (adsProfileId ? eq(col, adsProfileId) : undefined);
  const campaigns = await db
    .select({ id: adCampaigns.id, name: adCampaigns.name, adType: adCampaigns.adType, adsProfileId: adCampaigns.adsProfileId })
    .from(adCampaigns)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(inScope, ne(adCampaigns.state, "ARCHIVED"), ofProfile(adCampaigns.adsProfileId)))
    .orderBy(asc(adCampaigns.name))
    .limit(1000);
  const adGroupRows = await db
    .select({ id: adGroups.id, name: adGroups.name, campaignId: adGroups.campaignId })
    .from(adGroups)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adGroups.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(inScope, ne(adGroups.state, "ARCHIVED"), ofProfile(adCampaigns.adsProfileId)))
    .orderBy(asc(adGroups.name))
    .limit(1000);
  const rules = await db
    .select({ id: adRules.id, name: adRules.name, adsProfileId: adRules.adsProfileId })
    .from(adRules)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adRules.adsProfileId))
    .where(and(inScope, adsProfileId ? eq(adRules.adsProfileId, adsProfileId) : undefined))
    .orderBy(asc(adRules.name))
    .limit(1000);
  return { profiles, campaigns, adGroups: adGroupRows, rules: rules.map((r) => ({ ...r, adsProfileId: r.adsProfileId! })) };
}
