import { and, eq, sql } from "drizzle-orm";
import { type campaignCreate, type campaignUpdate, type sbCreativeInput, type sbCreativeUpdate, toMoneyString } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { now } from "../../platform/clock.js";
import { fieldError } from "../../platform/crud/fields.js";
import { checkVersion } from "../../platform/crud/version.js";
import type { Tx } from "../../platform/db/database.js";
import { businessRule, notFound } from "../../platform/http/errors.js";
import { CampaignAudit } from "./audit.js";
import { campaignDetail } from "./campaigns.queries.js";
import { applyLever, recordChange } from "./changes.js";
import { lockCampaign } from "./entities.js";
import { insertGroup, insertProductAds } from "./groups.service.js";
import { adScope } from "./queries.js";
import { adAssets, adCampaigns, adPortfolios, adSbCreatives } from "./schema.js";
import { created, insertNegatives, insertTargets } from "./targets.service.js";
import { checkAmount, checkDates, checkProducts, checkTargets, loadProfile, type Profile, refuseTakenName } from "./validate.js";

/**
 * Campaigns: created in one command as Amazon's wizard makes them (the campaign, its first ad group, the
 * product ads, the targets with their bids, the negatives; SB with its creative), and edited setting by
 * setting (name, dates, portfolio, bidding strategy and placements as a `settings` change; the budget as
 * the budget lever, idempotent). State changes are the machine's (states.service.ts).
 */

type Create = z.output<typeof campaignCreate>;
const today = () => now().toISOString().slice(0, 10);

const checkName = (tx: Tx, adsProfileId: number, name: string, exceptId?: number) =>
  refuseTakenName(
    tx,
    { table: adCampaigns, id: adCampaigns.id, name: adCampaigns.name, parent: adCampaigns.adsProfileId },
    adsProfileId,
    name,
    "advertising.campaignNameTaken",
    exceptId,
  );

async function checkPortfolio(tx: Tx, actor: Actor, profile: { id: number }, portfolioId: number | null | undefined) {
  if (!portfolioId) return;
  const [p] = await tx
    .select({ id: adPortfolios.id })
    .from(adPortfolios)
    .where(
      and(
        eq(adPortfolios.id, portfolioId),
        eq(adPortfolios.adsProfileId, profile.id),
        adScope(actor, adPortfolios.orgId, adPortfolios.adsProfileId),
      ),
    );
  if (!p) throw fieldError("body.portfolioId", "crud.unknownRef", { field: "portfolioId", value: portfolioId });
}

/** An SB creative's references: the account's own assets of the right kind, the seller's products, a URL for a custom page. */
async function checkCreative(tx: Tx, profile: Profile, c: z.output<typeof sbCreativeInput>) {
  for (const [key, kind] of [
    ["logoAssetId", "logo"],
    ["imageAssetId", "image"],
  ] as const) {
    const assetId = c[key];
    if (!assetId) continue;
    const [a] = await tx
      .select({ id: adAssets.id })
      .from(adAssets)
      .where(and(eq(adAssets.id, assetId), eq(adAssets.adsProfileId, profile.id), eq(adAssets.kind, kind)));
    if (!a) throw fieldError(`body.creative.${key}`, "advertising.assetUnknown", { value: assetId });
  }
  await checkProducts(tx, profile, c.productIds, "body.creative.productIds");
  if (c.landingPageType === "customUrl" && !c.landingPageUrl)
    throw fieldError("body.creative.landingPageUrl", "advertising.landingUrlRequired");
}

/** What a campaign of this type may hold: auto only for SP, placements only for SP, SD its tactic, SB its creative. */
function checkShape(input: Create) {
  if (input.adType !== "SP" && input.targeting === "AUTO") throw fieldError("body.targeting", "advertising.autoOnlySp");
  const p = input.placements;
  if (input.adType !== "SP" && p && (p.topOfSearch || p.productPages || p.restOfSearch))
    throw fieldError("body.placements", "advertising.placementsOnlySp");
  if (input.adType === "SD" && !input.sdTactic) throw fieldError("body.sdTactic", "advertising.sdTacticRequired");
  if (input.adType === "SB" && !input.creative) throw fieldError("body.creative", "advertising.creativeRequired");
  if (input.adType !== "SB" && input.creative) throw fieldError("body.creative", "advertising.creativeOnlySb");
}

export async function createCampaign(ctx: CommandContext, input: Create) {
  checkShape(input);
  checkDates(input.startDate, input.endDate, today());
  const id = await runCommand(ctx, async (tx) => {
    const profile = await loadProfile(tx, ctx.actor, input.adsProfileId);
    const currency = profile.currency;
    checkAmount("body.dailyBudget", "budget", input.dailyBudget, currency);
    checkAmount("body.adGroup.defaultBid", "bid", input.adGroup.defaultBid, currency);
    await checkName(tx, profile.id, input.name);
    await checkPortfolio(tx, ctx.actor, profile, input.portfolioId);
    const found = await checkProducts(tx, profile, input.productIds, "body.productIds");
    const shape = { adType: input.adType, targeting: input.adType === "SP" ? input.targeting : "MANUAL", sdTactic: input.sdTactic ?? null };
    checkTargets(shape, input.targets, currency, "body.targets");
    if (input.creative) await checkCreative(tx, profile, input.creative);
    const [campaign] = await tx
      .insert(adCampaigns)
      .values({
        orgId: profile.orgId,
        adsProfileId: profile.id,
        portfolioId: input.portfolioId ?? null,
        adType: input.adType,
        name: input.name,
        targeting: shape.targeting,
        dailyBudget: toMoneyString(input.dailyBudget),
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        biddingStrategy: input.biddingStrategy,
        topOfSearchPercent: input.placements?.topOfSearch ?? 0,
        productPagesPercent: input.placements?.productPages ?? 0,
        restOfSearchPercent: input.placements?.restOfSearch ?? 0,
        sdTactic: input.adType === "SD" ? (input.sdTactic ?? null) : null,
        sdCostType: input.adType === "SD" ? (input.sdCostType ?? "cpc") : null,
        createdBy: ctx.actor.userId,
      })
      .returning();
    const c = campaign!;
    if (input.creative) await tx.insert(adSbCreatives).values({ orgId: c.orgId, campaignId: c.id, ...creativeValues(input.creative) });
    await recordChange(tx, ctx.actor, created(c, "campaign", c.id, { ...c, creative: input.creative ?? null }), ctx.requestId);
    const group = await insertGroup(tx, ctx.actor, c, input.adGroup, ctx.requestId);
    await insertProductAds(tx, ctx.actor, c, group.id, found, ctx.requestId);
    await insertTargets(tx, ctx.actor, c, group.id, input.targets, ctx.requestId);
    await insertNegatives(tx, ctx.actor, c, null, input.negatives, ctx.requestId);
    return {
      result: c.id,
      audit: CampaignAudit.entry("createCampaign", AuditAction.create, {
        entityId: c.id,
        orgId: c.orgId,
        after: { ...c, adGroupId: group.id, input },
      }),
    };
  });
  return campaignDetail(ctx.db, ctx.actor, id);
}

const creativeValues = (c: z.output<typeof sbCreativeInput>) => ({
  brandName: c.brandName,
  headline: c.headline,
  logoAssetId: c.logoAssetId ?? null,
  imageAssetId: c.imageAssetId ?? null,
  productIds: c.productIds,
  landingPageType: c.landingPageType,
  landingPageUrl: c.landingPageType === "customUrl" ? (c.landingPageUrl ?? null) : null,
});

const settingKeys = [
  "name",
  "startDate",
  "endDate",
  "portfolioId",
  "biddingStrategy",
  "topOfSearchPercent",
  "productPagesPercent",
  "restOfSearchPercent",
] as const;

/** Settings (one `settings` change with the fields that moved) and the budget (the budget lever). Only given fields change. */
export async function updateCampaign(ctx: CommandContext, input: z.output<typeof campaignUpdate>) {
  await runCommand(ctx, async (tx) => {
    const { campaign: c, currency } = await lockCampaign(tx, ctx.actor, input.id);
    checkVersion(c, input.version);
    const next = {
      name: input.name ?? c.name,
      startDate: input.startDate ?? c.startDate,
      endDate: input.endDate === undefined ? c.endDate : input.endDate,
      portfolioId: input.portfolioId === undefined ? c.portfolioId : input.portfolioId,
      biddingStrategy: input.biddingStrategy ?? c.biddingStrategy,
      topOfSearchPercent: input.placements?.topOfSearch ?? c.topOfSearchPercent,
      productPagesPercent: input.placements?.productPages ?? c.productPagesPercent,
      restOfSearchPercent: input.placements?.restOfSearch ?? c.restOfSearchPercent,
    };
    if (
      c.adType !== "SP" &&
      input.placements &&
      (input.placements.topOfSearch || input.placements.productPages || input.placements.restOfSearch)
    )
      throw fieldError("body.placements", "advertising.placementsOnlySp");
    checkDates(next.startDate, next.endDate, input.endDate ? today() : null);
    if (next.name !== c.name) await checkName(tx, c.adsProfileId, next.name, c.id);
    if (next.portfolioId !== c.portfolioId) await checkPortfolio(tx, ctx.actor, { id: c.adsProfileId }, next.portfolioId);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const k of settingKeys)
      if (next[k] !== c[k]) {
        before[k] = c[k];
        after[k] = next[k];
      }
    if (Object.keys(after).length) {
      await tx
        .update(adCampaigns)
        .set({ ...after, version: sql`version + 1` })
        .where(eq(adCampaigns.id, c.id));
      await recordChange(tx, ctx.actor, { ...created(c, "campaign", c.id, after), lever: "settings", before }, ctx.requestId);
    }
    if (input.dailyBudget !== undefined && toMoneyString(input.dailyBudget) !== toMoneyString(c.dailyBudget)) {
      checkAmount("body.dailyBudget", "budget", input.dailyBudget, currency);
      before.dailyBudget = c.dailyBudget;
      after.dailyBudget = toMoneyString(input.dailyBudget);
      await applyLever(
        tx,
        ctx.actor,
        {
          level: "campaign",
          entityId: c.id,
          lever: "budget",
          before: { budget: c.dailyBudget },
          after: { budget: toMoneyString(input.dailyBudget) },
          source: "user",
        },
        ctx.requestId,
      );
    }
    return {
      result: null,
      audit: CampaignAudit.entry("updateCampaign", AuditAction.update, { entityId: c.id, orgId: c.orgId, before, after }),
    };
  });
  return campaignDetail(ctx.db, ctx.actor, input.id);
}

/** An SB campaign's creative (a settings change of the campaign, pushed with it). */
export async function updateCreative(ctx: CommandContext, input: z.output<typeof sbCreativeUpdate>) {
  await runCommand(ctx, async (tx) => {
    const { campaign: c } = await lockCampaign(tx, ctx.actor, input.campaignId);
    if (c.adType !== "SB") throw businessRule("advertising.creativeOnlySb");
    const [cr] = await tx.select().from(adSbCreatives).where(eq(adSbCreatives.campaignId, c.id)).for("update");
    if (!cr) throw notFound("advertising.campaign");
    checkVersion(cr, input.version);
    const { campaignId: _c, version: _v, ...body } = input;
    await checkCreative(tx, await loadProfile(tx, ctx.actor, c.adsProfileId), body);
    const values = creativeValues(body);
    await tx
      .update(adSbCreatives)
      .set({ ...values, version: cr.version + 1 })
      .where(eq(adSbCreatives.id, cr.id));
    await tx
      .update(adCampaigns)
      .set({ version: sql`version + 1` })
      .where(eq(adCampaigns.id, c.id));
    await recordChange(
      tx,
      ctx.actor,
      { ...created(c, "campaign", c.id, { creative: values }), lever: "settings", before: { creative: cr } },
      ctx.requestId,
    );
    return {
      result: null,
      audit: CampaignAudit.entry("updateSbCreative", AuditAction.update, { entityId: c.id, orgId: c.orgId, before: cr, after: values }),
    };
  });
  return campaignDetail(ctx.db, ctx.actor, input.campaignId);
}
