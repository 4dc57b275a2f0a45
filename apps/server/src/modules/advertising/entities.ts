import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../platform/access/actor.js";
import type { Tx } from "../../platform/db/database.js";
import { conflict, notFound } from "../../platform/http/errors.js";
import { storeAdsProfiles } from "../masterdata/index.js";
import { adScope } from "./queries.js";
import { adCampaigns, adGroups, type adProductAds, adTargets } from "./schema.js";

/**
 * Loading an entity for a command: in the caller's scope (another org's, or an account outside the
 * operator's access groups: 404), locked FOR UPDATE, with what its checks need (the account's currency,
 * the campaign's type). Archived is final: a change of an archived entity (or inside an archived
 * campaign) is a 409.
 */

export type Campaign = typeof adCampaigns.$inferSelect;
export type Group = typeof adGroups.$inferSelect;
export interface InCampaign {
  campaign: Campaign;
  currency: string;
  profileId: string;
}

const archived = (entityKey: string, state: string, locale: "zh-CN" | "en-US") => {
  if (state === "ARCHIVED")
    return conflict("advertising.archived", { entity: locale === "zh-CN" ? entityNames[entityKey]![0] : entityNames[entityKey]![1] });
  return null;
};
const entityNames: Record<string, [string, string]> = {
  campaign: ["广告活动", "campaign"],
  adGroup: ["广告组", "ad group"],
  target: ["投放", "target"],
  productAd: ["广告商品", "product ad"],
};
export function refuseArchived(entity: keyof typeof entityNames, state: string, actor: Actor): void {
  const e = archived(entity, state, actor.locale);
  if (e) throw e;
}

export async function lockCampaign(
  tx: Tx,
  actor: Actor,
  id: number,
  opts: { changing?: boolean } = { changing: true },
): Promise<InCampaign> {
  const [row] = await tx
    .select({ campaign: adCampaigns, currency: storeAdsProfiles.currency, profileId: storeAdsProfiles.profileId })
    .from(adCampaigns)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(eq(adCampaigns.id, id), adScope(actor, adCampaigns.orgId, adCampaigns.adsProfileId)))
    .for("update", { of: adCampaigns });
  if (!row) throw notFound("advertising.campaign");
  if (opts.changing !== false) refuseArchived("campaign", row.campaign.state, actor);
  return row;
}

export async function lockGroup(tx: Tx, actor: Actor, id: number): Promise<InCampaign & { group: Group }> {
  const [row] = await tx
    .select({ group: adGroups, campaign: adCampaigns, currency: storeAdsProfiles.currency, profileId: storeAdsProfiles.profileId })
    .from(adGroups)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adGroups.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(eq(adGroups.id, id), adScope(actor, adGroups.orgId, adCampaigns.adsProfileId)))
    .for("update", { of: adGroups });
  if (!row) throw notFound("advertising.adGroup");
  refuseArchived("campaign", row.campaign.state, actor);
  refuseArchived("adGroup", row.group.state, actor);
  return row;
}

export async function lockTargets(tx: Tx, actor: Actor, ids: readonly number[]) {
  const rows = await tx
    .select({ target: adTargets, group: adGroups, campaign: adCampaigns, currency: storeAdsProfiles.currency })
    .from(adTargets)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adTargets.campaignId))
    .leftJoin(adGroups, eq(adGroups.id, adTargets.adGroupId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(inIds(adTargets.id, ids), adScope(actor, adTargets.orgId, adCampaigns.adsProfileId)))
    .orderBy(adTargets.id)
    .for("update", { of: adTargets });
  // any id outside the scope (or unknown) answers 404 for the whole command: nothing changes
  if (rows.length !== new Set(ids).size) throw notFound("advertising.target");
  for (const r of rows) {
    refuseArchived("campaign", r.campaign.state, actor);
    refuseArchived("target", r.target.state, actor);
  }
  return rows;
}

const inIds = (col: typeof adTargets.id, ids: readonly number[]) => inArray(col, [...ids]);

/** A product ad's or target's lock for a state transition: in scope through its campaign's account. */
export const childLock =
  (table: typeof adProductAds | typeof adTargets | typeof adGroups, entityKey: string) => async (tx: Tx, actor: Actor, id: number) => {
    const [row] = await tx
      .select({ row: table })
      .from(table as typeof adTargets)
      .innerJoin(adCampaigns, eq(adCampaigns.id, table.campaignId))
      .where(and(eq(table.id, id), adScope(actor, table.orgId, adCampaigns.adsProfileId)))
      .for("update", { of: table as never });
    if (!row) throw notFound(entityKey);
    return row.row as Record<string, unknown>;
  };
