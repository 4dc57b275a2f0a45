import Decimal from "decimal.js";
import { and, eq, sql } from "drizzle-orm";
import {
  type AdNegativeInput,
  adMoneyRulesOf,
  type AdTargetInput,
  matchTypesOfKind,
  type negativesAdd,
  type TargetBidsBulk,
  type targetBidUpdate,
  type targetsAdd,
  toMoneyString,
} from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { fieldError } from "../../platform/crud/fields.js";
import { checkVersion } from "../../platform/crud/version.js";
import type { Tx } from "../../platform/db/database.js";
import { duplicate } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { storeAdsProfiles } from "../masterdata/index.js";
import { TargetAudit } from "./audit.js";
import { applyLever, recordChange } from "./changes.js";
import { type Campaign, lockCampaign, lockGroup, lockTargets } from "./entities.js";
import { adScope, isoTime, metricsColumns, metricsSelect, metricsWindow, pushSelect } from "./queries.js";
import { adCampaigns, adGroups, adTargets } from "./schema.js";
import { checkAmount, checkTargets } from "./validate.js";

/**
 * Targets: keywords, product and category targets, auto-targeting groups and SD audiences with their
 * bids; negatives at group and campaign level; a bid change (one target, or many by value or by %).
 * Each is a command with its audit row, each target's creation and bid its `ad_changes` row and push.
 */

type Target = typeof adTargets.$inferSelect;
const exists = (
  tx: Tx,
  campaignId: number,
  groupId: number | null,
  t: { kind: string; matchType: string; expression: string },
  negative: boolean,
) =>
  tx
    .select({ id: adTargets.id })
    .from(adTargets)
    .where(
      and(
        eq(adTargets.campaignId, campaignId),
        sql`coalesce(${adTargets.adGroupId}, 0) = ${groupId ?? 0}`,
        eq(adTargets.kind, t.kind),
        eq(adTargets.matchType, t.matchType),
        sql`lower(${adTargets.expression}) = lower(${t.expression})`,
        eq(adTargets.negative, negative),
      ),
    )
    .limit(1);

/** Inserts checked targets of a group and records each one's creation. */
export async function insertTargets(
  tx: Tx,
  actor: Actor,
  campaign: Campaign,
  groupId: number,
  targets: readonly AdTargetInput[],
  requestId?: string,
): Promise<Target[]> {
  const made: Target[] = [];
  for (const t of targets) {
    const expression = (t.expression ?? "").trim();
    if ((await exists(tx, campaign.id, groupId, { ...t, expression }, false)).length)
      throw duplicate("advertising.targetExists", { expression: expression || t.matchType, matchType: t.matchType });
    const [row] = await tx
      .insert(adTargets)
      .values({
        orgId: campaign.orgId,
        campaignId: campaign.id,
        adGroupId: groupId,
        kind: t.kind,
        matchType: t.matchType,
        expression,
        negative: false,
        bid: t.bid ? toMoneyString(t.bid) : null,
      })
      .returning();
    await recordChange(
      tx,
      actor,
      created(campaign, "target", row!.id, { kind: t.kind, matchType: t.matchType, expression, bid: row!.bid }),
      requestId,
    );
    made.push(row!);
  }
  return made;
}

/** Inserts negatives of a group (or the campaign's own, `groupId` null) and records each one. */
export async function insertNegatives(
  tx: Tx,
  actor: Actor,
  campaign: Campaign,
  groupId: number | null,
  negatives: readonly AdNegativeInput[],
  requestId?: string,
): Promise<Target[]> {
  const made: Target[] = [];
  const seen = new Set<string>();
  for (const [i, n] of negatives.entries()) {
    if (!matchTypesOfKind[n.kind].negative.includes(n.matchType))
      throw fieldError(`body.negatives.${i}.matchType`, "advertising.matchTypeOfKind", { kind: n.kind, matchType: n.matchType });
    if (n.kind === "product" && groupId === null) throw fieldError(`body.negatives.${i}.kind`, "advertising.negativeNeedsGroup");
    if (n.kind === "keyword" && campaign.adType === "SD") throw fieldError(`body.negatives.${i}.kind`, "advertising.negativeKeywordNotSd");
    const key = `${n.kind}|${n.matchType}|${n.expression.toLowerCase()}`;
    if (seen.has(key)) throw fieldError(`body.negatives.${i}.expression`, "advertising.duplicateTarget", { expression: n.expression });
    seen.add(key);
    if ((await exists(tx, campaign.id, groupId, n, true)).length)
      throw duplicate("advertising.targetExists", { expression: n.expression, matchType: n.matchType });
    const [row] = await tx
      .insert(adTargets)
      .values({
        orgId: campaign.orgId,
        campaignId: campaign.id,
        adGroupId: groupId,
        kind: n.kind,
        matchType: n.matchType,
        expression: n.expression,
        negative: true,
      })
      .returning();
    await recordChange(tx, actor, { ...created(campaign, "target", row!.id, { ...n, adGroupId: groupId }), lever: "negative" }, requestId);
    made.push(row!);
  }
  return made;
}

/** The facts of a creation's history row. */
export const created = (campaign: Campaign, level: "campaign" | "adGroup" | "productAd" | "target", entityId: number, after: unknown) => ({
  orgId: campaign.orgId,
  adsProfileId: campaign.adsProfileId,
  campaignId: campaign.id,
  level,
  entityId,
  lever: "create" as const,
  before: null,
  after,
  source: "user" as const,
});

export async function addTargets(ctx: CommandContext, input: z.output<typeof targetsAdd>) {
  return runCommand(ctx, async (tx) => {
    const { group, campaign, currency } = await lockGroup(tx, ctx.actor, input.adGroupId);
    checkTargets(campaign, input.targets, currency, "body.targets");
    const rows = await insertTargets(tx, ctx.actor, campaign, group.id, input.targets, ctx.requestId);
    return {
      result: { ids: rows.map((r) => r.id) },
      audit: TargetAudit.entry("addTargets", AuditAction.create, { entityId: group.id, orgId: group.orgId, after: rows }),
    };
  });
}

export async function addNegatives(ctx: CommandContext, input: z.output<typeof negativesAdd>) {
  return runCommand(ctx, async (tx) => {
    let campaign: Campaign;
    let groupId: number | null = null;
    if (input.adGroupId) {
      const g = await lockGroup(tx, ctx.actor, input.adGroupId);
      // a group of another campaign is not this campaign's: as unknown as any other id
      if (g.campaign.id !== input.campaignId)
        throw fieldError("body.adGroupId", "crud.unknownRef", { field: "adGroupId", value: input.adGroupId });
      [campaign, groupId] = [g.campaign, g.group.id];
    } else campaign = (await lockCampaign(tx, ctx.actor, input.campaignId)).campaign;
    const rows = await insertNegatives(tx, ctx.actor, campaign, groupId, input.negatives, ctx.requestId);
    return {
      result: { ids: rows.map((r) => r.id) },
      audit: TargetAudit.entry("addNegatives", AuditAction.create, {
        entityId: groupId ?? campaign.id,
        orgId: campaign.orgId,
        after: rows,
      }),
    };
  });
}

/** One target's bid (idempotent): within the marketplace's bounds, never rounded. */
export async function updateTargetBid(ctx: CommandContext, input: z.output<typeof targetBidUpdate>) {
  return runCommand(ctx, async (tx) => {
    const [r] = await lockTargets(tx, ctx.actor, [input.id]);
    const t = r!.target;
    checkVersion(t, input.version);
    if (t.negative) throw fieldError("body.bid", "advertising.negativeNoBid");
    checkAmount("body.bid", "bid", input.bid, r!.currency);
    const before = { bid: t.bid ?? r!.group?.defaultBid ?? null };
    const after = { bid: toMoneyString(input.bid) };
    await applyLever(
      tx,
      ctx.actor,
      { level: "target", entityId: t.id, lever: "bid", before: before as never, after, source: "user" },
      ctx.requestId,
    );
    return {
      result: { id: t.id, bid: after.bid },
      audit: TargetAudit.entry("updateTargetBid", AuditAction.update, { entityId: t.id, orgId: t.orgId, before, after }),
    };
  });
}

/**
 * Many bids at once (idempotent): to a value, or by a percentage of the bid in force, rounded half-up to
 * the currency's decimals and kept within the given min / max and the marketplace's floor and ceiling.
 * Negatives are refused; a target whose bid would not move is left alone (no history row).
 */
export async function updateTargetBids(ctx: CommandContext, input: TargetBidsBulk) {
  if (input.mode === "set" && !input.bid) throw fieldError("body.bid", "advertising.bulkNeedsBid");
  if (input.mode === "percent" && input.percent === undefined) throw fieldError("body.percent", "advertising.bulkNeedsPercent");
  return runCommand(ctx, async (tx) => {
    const rows = await lockTargets(tx, ctx.actor, input.ids);
    const changed: { id: number; before: string | null; after: string }[] = [];
    const audit = [];
    for (const r of rows) {
      const t = r.target;
      if (t.negative) throw fieldError("body.ids", "advertising.negativeNoBid");
      const rules = adMoneyRulesOf(r.currency);
      const current = t.bid ?? r.group?.defaultBid ?? null;
      let next =
        input.mode === "set"
          ? new Decimal(input.bid!)
          : new Decimal(current ?? rules.bidFloor)
              .mul(new Decimal(100).plus(input.percent!))
              .div(100)
              .toDecimalPlaces(rules.decimals, Decimal.ROUND_HALF_UP);
      if (input.mode === "set") checkAmount("body.bid", "bid", input.bid!, r.currency);
      if (input.minBid) checkAmount("body.minBid", "bid", input.minBid, r.currency);
      if (input.maxBid) checkAmount("body.maxBid", "bid", input.maxBid, r.currency);
      if (input.maxBid && next.gt(input.maxBid)) next = new Decimal(input.maxBid);
      if (input.minBid && next.lt(input.minBid)) next = new Decimal(input.minBid);
      next = Decimal.min(Decimal.max(next, rules.bidFloor), rules.bidCeiling);
      if (current !== null && next.eq(current) && t.bid !== null) continue;
      const after = { bid: toMoneyString(next) };
      await applyLever(
        tx,
        ctx.actor,
        { level: "target", entityId: t.id, lever: "bid", before: { bid: current ?? undefined }, after, source: "user" },
        ctx.requestId,
      );
      changed.push({ id: t.id, before: current, after: after.bid });
      audit.push(
        TargetAudit.entry("updateTargetBids", AuditAction.update, { entityId: t.id, orgId: t.orgId, before: { bid: current }, after }),
      );
    }
    return { result: { changed: changed.length, unchanged: rows.length - changed.length, rows: changed }, audit };
  });
}

// ---- the list ----

export const targetSelect = {
  id: adTargets.id,
  orgId: adTargets.orgId,
  campaignId: adTargets.campaignId,
  adGroupId: adTargets.adGroupId,
  kind: adTargets.kind,
  matchType: adTargets.matchType,
  expression: adTargets.expression,
  negative: adTargets.negative,
  bid: sql<string | null>`${adTargets.bid}::text`,
  effectiveBid: sql<
    string | null
  >`case when ${adTargets.negative} then null else coalesce(${adTargets.bid}, ${adGroups.defaultBid})::text end`,
  state: adTargets.state,
  currency: storeAdsProfiles.currency,
  ...metricsSelect,
  ...pushSelect(adTargets),
  version: adTargets.version,
  updatedAt: isoTime(adTargets.updatedAt),
};

export const fromTargets = (q: ReturnType<Tx["select"]>) =>
  q
    .from(adTargets)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adTargets.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .leftJoin(adGroups, eq(adGroups.id, adTargets.adGroupId))
    .leftJoin(metricsWindow("ad_target_daily", "target_id", adTargets.id), sql`true`)
    .$dynamic();

export function targetList(actor: Actor): ResourceListQuery {
  return {
    select: targetSelect,
    from: fromTargets,
    where: adScope(actor, adTargets.orgId, adCampaigns.adsProfileId),
    columns: { bid: adTargets.bid, ...metricsColumns },
    tieBreaker: adTargets.id,
  };
}
