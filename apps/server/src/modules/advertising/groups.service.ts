import { and, eq, sql } from "drizzle-orm";
import {
  type adGroupCreate,
  type AdGroupDetail,
  type adGroupUpdate,
  adStateActions,
  type AdState,
  type productAdsAdd,
  toMoneyString,
} from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { checkVersion } from "../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { duplicate, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { products } from "../catalog/index.js";
import { storeAdsProfiles } from "../masterdata/index.js";
import { AdGroupAudit, ProductAdAudit } from "./audit.js";
import { campaignRowById } from "./campaigns.queries.js";
import { applyLever, recordChange } from "./changes.js";
import { type Campaign, lockCampaign, lockGroup } from "./entities.js";
import { adScope, isoTime, metricsColumns, metricsSelect, metricsWindow, pushSelect } from "./queries.js";
import { adCampaigns, adGroups, adProductAds, adTargets } from "./schema.js";
import { created, fromTargets, insertTargets, targetSelect } from "./targets.service.js";
import { checkAmount, checkProducts, checkTargets, loadProfile, refuseTakenName } from "./validate.js";

/** Ad groups (name, default bid, state) and their product ads (the seller's catalogue products). */

type Group = typeof adGroups.$inferSelect;

const checkGroupName = (tx: Tx, campaignId: number, name: string, exceptId?: number) =>
  refuseTakenName(
    tx,
    { table: adGroups, id: adGroups.id, name: adGroups.name, parent: adGroups.campaignId },
    campaignId,
    name,
    "advertising.groupNameTaken",
    exceptId,
  );

export async function insertGroup(
  tx: Tx,
  actor: Actor,
  campaign: Campaign,
  g: { name: string; defaultBid: string },
  requestId?: string,
): Promise<Group> {
  await checkGroupName(tx, campaign.id, g.name);
  const [row] = await tx
    .insert(adGroups)
    .values({ orgId: campaign.orgId, campaignId: campaign.id, name: g.name, defaultBid: toMoneyString(g.defaultBid) })
    .returning();
  await recordChange(tx, actor, created(campaign, "adGroup", row!.id, { name: row!.name, defaultBid: row!.defaultBid }), requestId);
  return row!;
}

export async function insertProductAds(
  tx: Tx,
  actor: Actor,
  campaign: Campaign,
  groupId: number,
  found: Map<number, { sku: string; asin: string | null }>,
  requestId?: string,
) {
  const made = [];
  for (const [productId, p] of found) {
    const [existing] = await tx
      .select({ id: adProductAds.id })
      .from(adProductAds)
      .where(and(eq(adProductAds.adGroupId, groupId), eq(adProductAds.productId, productId)));
    if (existing) throw duplicate("advertising.duplicateProduct", { sku: p.sku });
    const [row] = await tx
      .insert(adProductAds)
      .values({ orgId: campaign.orgId, campaignId: campaign.id, adGroupId: groupId, productId, sku: p.sku, asin: p.asin })
      .returning();
    await recordChange(tx, actor, created(campaign, "productAd", row!.id, { sku: p.sku, asin: p.asin }), requestId);
    made.push(row!);
  }
  return made;
}

export async function createGroup(ctx: CommandContext, input: z.output<typeof adGroupCreate>) {
  return runCommand(ctx, async (tx) => {
    const { campaign, currency } = await lockCampaign(tx, ctx.actor, input.campaignId);
    checkAmount("body.defaultBid", "bid", input.defaultBid, currency);
    checkTargets(campaign, input.targets ?? [], currency, "body.targets");
    const profile = await loadProfile(tx, ctx.actor, campaign.adsProfileId);
    const found = await checkProducts(tx, profile, input.productIds ?? [], "body.productIds");
    const group = await insertGroup(tx, ctx.actor, campaign, input, ctx.requestId);
    await insertProductAds(tx, ctx.actor, campaign, group.id, found, ctx.requestId);
    await insertTargets(tx, ctx.actor, campaign, group.id, input.targets ?? [], ctx.requestId);
    return {
      result: group,
      audit: AdGroupAudit.entry("createAdGroup", AuditAction.create, {
        entityId: group.id,
        orgId: group.orgId,
        after: { ...group, productIds: input.productIds },
      }),
    };
  }).then((g) => groupRowById(ctx.db, ctx.actor, g.id));
}

/** Rename (a settings change) and the default bid (the bid lever, idempotent). */
export async function updateGroup(ctx: CommandContext, input: z.output<typeof adGroupUpdate>) {
  await runCommand(ctx, async (tx) => {
    const { group, campaign, currency } = await lockGroup(tx, ctx.actor, input.id);
    checkVersion(group, input.version);
    if (input.name !== undefined && input.name !== group.name) {
      await checkGroupName(tx, campaign.id, input.name, group.id);
      await tx
        .update(adGroups)
        .set({ name: input.name, version: sql`version + 1` })
        .where(eq(adGroups.id, group.id));
      await recordChange(
        tx,
        ctx.actor,
        { ...created(campaign, "adGroup", group.id, { name: input.name }), lever: "settings", before: { name: group.name } },
        ctx.requestId,
      );
    }
    if (input.defaultBid !== undefined && !sameAmount(input.defaultBid, group.defaultBid)) {
      checkAmount("body.defaultBid", "bid", input.defaultBid, currency);
      await applyLever(
        tx,
        ctx.actor,
        {
          level: "adGroup",
          entityId: group.id,
          lever: "bid",
          before: { bid: group.defaultBid },
          after: { bid: toMoneyString(input.defaultBid) },
          source: "user",
        },
        ctx.requestId,
      );
    }
    const [after] = await tx.select().from(adGroups).where(eq(adGroups.id, group.id));
    return {
      result: after,
      audit: AdGroupAudit.entry("updateAdGroup", AuditAction.update, { entityId: group.id, orgId: group.orgId, before: group, after }),
    };
  });
  return groupRowById(ctx.db, ctx.actor, input.id);
}

const sameAmount = (a: string, b: string) => toMoneyString(a) === toMoneyString(b);

export async function addProductAds(ctx: CommandContext, input: z.output<typeof productAdsAdd>) {
  return runCommand(ctx, async (tx) => {
    const { group, campaign } = await lockGroup(tx, ctx.actor, input.adGroupId);
    const profile = await loadProfile(tx, ctx.actor, campaign.adsProfileId);
    const found = await checkProducts(tx, profile, input.productIds, "body.productIds");
    const rows = await insertProductAds(tx, ctx.actor, campaign, group.id, found, ctx.requestId);
    return {
      result: { ids: rows.map((r) => r.id) },
      audit: ProductAdAudit.entry("addProductAds", AuditAction.create, { entityId: group.id, orgId: group.orgId, after: rows }),
    };
  });
}

// ---- reads ----

const groupSelect = {
  id: adGroups.id,
  orgId: adGroups.orgId,
  campaignId: adGroups.campaignId,
  campaignName: adCampaigns.name,
  adType: adCampaigns.adType,
  currency: storeAdsProfiles.currency,
  name: adGroups.name,
  defaultBid: sql<string>`${adGroups.defaultBid}::text`,
  state: adGroups.state,
  ads: sql<number>`(select count(*)::int from ad_product_ads a where a.ad_group_id = ${adGroups.id})`,
  targets: sql<number>`(select count(*)::int from ad_targets t where t.ad_group_id = ${adGroups.id} and not t.negative)`,
  ...metricsSelect,
  ...pushSelect(adGroups),
  version: adGroups.version,
  updatedAt: isoTime(adGroups.updatedAt),
};
const fromGroups = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(adGroups)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adGroups.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    // a group's figures are its targets' days (Amazon reports groups through their targets)
    .leftJoin(metricsWindow("ad_target_daily", "ad_group_id", adGroups.id), sql`true`)
    .$dynamic();
const groupScope = (actor: Actor) => adScope(actor, adGroups.orgId, adCampaigns.adsProfileId);

export function groupList(actor: Actor): ResourceListQuery {
  return {
    select: groupSelect,
    from: fromGroups,
    where: groupScope(actor),
    columns: { defaultBid: adGroups.defaultBid, ...metricsColumns },
    tieBreaker: adGroups.id,
  };
}

export const groupRowsOf = (db: DbOrTx, actor: Actor, campaignId: number) =>
  fromGroups(db.select(groupSelect))
    .where(and(eq(adGroups.campaignId, campaignId), groupScope(actor)))
    .orderBy(adGroups.id);

export async function groupRowById(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await fromGroups(db.select(groupSelect)).where(and(eq(adGroups.id, id), groupScope(actor)));
  if (!row) throw notFound("advertising.adGroup");
  return row;
}

const productAdSelect = {
  id: adProductAds.id,
  orgId: adProductAds.orgId,
  campaignId: adProductAds.campaignId,
  adGroupId: adProductAds.adGroupId,
  productId: adProductAds.productId,
  sku: adProductAds.sku,
  asin: adProductAds.asin,
  productName: sql<string>`coalesce(${products.nameEn}, ${products.nameZh})`,
  state: adProductAds.state,
  currency: storeAdsProfiles.currency,
  ...metricsSelect,
  ...pushSelect(adProductAds),
  version: adProductAds.version,
  updatedAt: isoTime(adProductAds.updatedAt),
};
const fromProductAds = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(adProductAds)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adProductAds.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .innerJoin(products, eq(products.id, adProductAds.productId))
    .leftJoin(metricsWindow("ad_product_ad_daily", "product_ad_id", adProductAds.id), sql`true`)
    .$dynamic();

export function productAdList(actor: Actor): ResourceListQuery {
  return {
    select: productAdSelect,
    from: fromProductAds,
    where: adScope(actor, adProductAds.orgId, adCampaigns.adsProfileId),
    tieBreaker: adProductAds.id,
  };
}

/** A group with its campaign's row, its product ads and targets (30-day figures), and the state moves it offers. */
export async function groupDetail(db: DbOrTx, actor: Actor, id: number): Promise<AdGroupDetail> {
  const group = await groupRowById(db, actor, id);
  const campaign = await campaignRowById(db, actor, group.campaignId as number);
  const ads = await fromProductAds(db.select(productAdSelect)).where(eq(adProductAds.adGroupId, id)).orderBy(adProductAds.id);
  const targets = await fromTargets(db.select(targetSelect)).where(eq(adTargets.adGroupId, id)).orderBy(adTargets.negative, adTargets.id);
  return { group, campaign, ads, targets, actions: adStateActions(group.state as AdState) } as AdGroupDetail;
}
