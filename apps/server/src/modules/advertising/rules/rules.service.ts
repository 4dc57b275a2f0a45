import { and, eq, inArray, sql } from "drizzle-orm";
import type { RuleRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import {
  checkVersion,
  deleteRecord,
  fixedField,
  isoTime,
  isoTimeOrNull,
  requireVersion,
  unknownRef,
} from "../../../platform/crud/index.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { conflict, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { productLines, storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { products } from "../../catalog/index.js";
import { adCampaigns, adGroups, adRuleRuns, adRules as r, adStockHolds, adTactics, adTacticRules, adTargets } from "../schema.js";
import { RuleAudit } from "./audit.js";
import { checkRuleInput, type RuleInput } from "./rules.validate.js";

/**
 * Automation rules (advertising/robotization): a rule belongs to one ad account (its seller, currency and
 * marketplace day). A seller manages its own; operator staff those of the sellers and store accounts their
 * access groups allow. Another org's rule is a 404. Switching on and off are commands of their own.
 */

export const profileName = sql<string>`${storeAccounts.title} || ' · ' || ${storeAdsProfiles.region}`;
const rowSelect = {
  id: r.id,
  orgId: r.orgId,
  orgCode: organizations.code,
  adsProfileId: sql<number>`${r.adsProfileId}`,
  profileName,
  currency: storeAdsProfiles.currency,
  name: r.name,
  description: r.description,
  level: r.level,
  lookBackDays: r.lookBackDays,
  skipRecentDays: r.skipRecentDays,
  conditions: r.conditions,
  byHour: r.byHour,
  action: r.action,
  actionKind: sql<string>`${r.action}->>'kind'`,
  limits: r.limits,
  cooldownHours: r.cooldownHours,
  priority: r.priority,
  restoreAtCoverDays: sql<string | null>`${r.restoreAtCoverDays}::text`,
  scope: r.scope,
  everyHours: r.everyHours,
  enabled: r.enabled,
  lastRunAt: isoTimeOrNull(r.lastRunAt),
  nextRunAt: isoTimeOrNull(r.nextRunAt),
  version: r.version,
  updatedAt: isoTime(r.updatedAt),
};
const fromRules = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(r)
    .innerJoin(organizations, eq(organizations.id, r.orgId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, r.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .$dynamic();

/** The rules the actor may see: its orgs, and for staff with account-limited groups those accounts only. */
export const ruleScope = (actor: Actor) => and(orgScope(actor, r.orgId), storeAccountScope(actor, storeAdsProfiles.storeAccountId))!;

export function ruleList(actor: Actor): ResourceListQuery {
  return { select: rowSelect, from: fromRules, where: ruleScope(actor), tieBreaker: r.id };
}

export async function getRule(db: DbOrTx, actor: Actor, id: number): Promise<RuleRow> {
  const [row] = await fromRules(db.select(rowSelect))
    .where(and(eq(r.id, id), ruleScope(actor)))
    .limit(1);
  if (!row) throw notFound("advertising.rule");
  return row as RuleRow;
}

/** A rule row in scope, locked for a command. */
export async function lockRule(tx: DbOrTx, actor: Actor, id: number): Promise<typeof r.$inferSelect> {
  const [row] = await tx
    .select({ rule: r })
    .from(r)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, r.adsProfileId))
    .where(and(eq(r.id, id), ruleScope(actor)))
    .for("update", { of: r });
  if (!row) throw notFound("advertising.rule");
  return row.rule;
}

/** The ad account a rule is for, in the caller's scope (else a 404 naming the account). */
export async function profileInScope(db: DbOrTx, actor: Actor, adsProfileId: number) {
  const [p] = await db
    .select({ id: storeAdsProfiles.id, orgId: storeAdsProfiles.orgId, currency: storeAdsProfiles.currency })
    .from(storeAdsProfiles)
    .where(
      and(
        eq(storeAdsProfiles.id, adsProfileId),
        orgScope(actor, storeAdsProfiles.orgId),
        storeAccountScope(actor, storeAdsProfiles.storeAccountId),
      ),
    );
  if (!p) throw notFound("advertising.adsProfile");
  return p;
}

/** Every id the scope or the harvest names must be the account's own; the first stranger names its field. */
export async function checkScopeRefs(db: DbOrTx, adsProfileId: number, orgId: number, input: RuleInput): Promise<void> {
  const owned = async (path: string, ids: readonly number[] | undefined, found: (ids: number[]) => Promise<{ id: number }[]>) => {
    if (!ids?.length) return;
    const have = new Set((await found([...ids])).map((x) => x.id));
    const missing = ids.find((x) => !have.has(x));
    if (missing !== undefined) throw unknownRef(path, missing);
  };
  const inProfile = and(eq(adCampaigns.adsProfileId, adsProfileId), eq(adCampaigns.orgId, orgId));
  const s = input.scope;
  await owned("body.scope.campaignIds", s.campaignIds, (ids) =>
    db
      .select({ id: adCampaigns.id })
      .from(adCampaigns)
      .where(and(inArray(adCampaigns.id, ids), inProfile)),
  );
  const groups = (ids: number[]) =>
    db
      .select({ id: adGroups.id })
      .from(adGroups)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adGroups.campaignId))
      .where(and(inArray(adGroups.id, ids), inProfile));
  await owned("body.scope.adGroupIds", s.adGroupIds, groups);
  if (input.action.kind === "harvestExact") await owned("body.action.adGroupId", [input.action.adGroupId], groups);
  await owned("body.scope.targetIds", s.targetIds, (ids) =>
    db
      .select({ id: adTargets.id })
      .from(adTargets)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adTargets.campaignId))
      .where(and(inArray(adTargets.id, ids), inProfile)),
  );
  await owned("body.scope.productIds", s.productIds, (ids) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.orgId, orgId))),
  );
  await owned("body.scope.productLineIds", s.productLineIds, (ids) =>
    db
      .select({ id: productLines.id })
      .from(productLines)
      .where(and(inArray(productLines.id, ids), eq(productLines.orgId, orgId))),
  );
}

const valuesOf = (input: RuleInput) => ({
  name: input.name,
  description: input.description ?? null,
  level: input.level,
  lookBackDays: input.lookBackDays,
  skipRecentDays: input.skipRecentDays,
  conditions: input.conditions,
  byHour: input.byHour ?? null,
  action: input.action,
  limits: input.limits,
  cooldownHours: input.cooldownHours,
  priority: input.priority,
  restoreAtCoverDays: input.restoreAtCoverDays ?? null,
  scope: input.scope,
  everyHours: input.everyHours,
});

export async function saveRule(ctx: CommandContext, input: RuleInput): Promise<RuleRow> {
  requireVersion(input);
  checkRuleInput(input, ctx.actor.locale);
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const profile = await profileInScope(tx, ctx.actor, input.adsProfileId);
      await checkScopeRefs(tx, profile.id, profile.orgId, input);
      const [after] = await tx
        .insert(r)
        .values({ orgId: profile.orgId, adsProfileId: profile.id, createdBy: ctx.actor.userId, ...valuesOf(input) })
        .returning();
      return {
        result: after!.id,
        audit: RuleAudit.entry("createAdRule", AuditAction.create, { entityId: after!.id, orgId: profile.orgId, after }),
      };
    }
    const before = await lockRule(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (input.adsProfileId !== before.adsProfileId) throw fixedField("body.adsProfileId");
    await checkScopeRefs(tx, before.adsProfileId!, before.orgId, input);
    const [after] = await tx
      .update(r)
      .set({ ...valuesOf(input), version: before.version + 1, updatedAt: now() })
      .where(eq(r.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: RuleAudit.entry("updateAdRule", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getRule(ctx.db, ctx.actor, id);
}

/** A rule goes with its runs and actions; refused while a tactic bundles it (409 naming the tactics). */
export const deleteRule = async (ctx: CommandContext, id: number): Promise<void> =>
  void (await deleteRecord(ctx, {
    table: r,
    load: (tx) => lockRule(tx, ctx.actor, id),
    before: async (tx, row) => {
      const used = await tx
        .select({ name: adTactics.name })
        .from(adTacticRules)
        .innerJoin(adTactics, eq(adTactics.id, adTacticRules.tacticId))
        .where(eq(adTacticRules.ruleId, row.id));
      if (used.length) throw inUse("advertising.ruleInTactic", { names: used.map((u) => u.name).join(", ") });
      await tx.delete(adStockHolds).where(eq(adStockHolds.ruleId, row.id));
      await tx.delete(adRuleRuns).where(eq(adRuleRuns.ruleId, row.id));
    },
    audit: { names: RuleAudit, command: "deleteAdRule" },
  }));

/**
 * Switches a rule on (its first scheduled run is due at once) or off. A command with its audit row; asking
 * for the state it is already in is a 409 saying so.
 */
export async function setRuleEnabled(ctx: CommandContext, input: { id: number; version: number; enabled: boolean }): Promise<RuleRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockRule(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (before.enabled === input.enabled)
      throw conflict(input.enabled ? "advertising.alreadyEnabled" : "advertising.alreadyDisabled", { name: before.name });
    const [after] = await tx
      .update(r)
      .set({ enabled: input.enabled, nextRunAt: input.enabled ? now() : null, version: before.version + 1, updatedAt: now() })
      .where(eq(r.id, before.id))
      .returning();
    const command = input.enabled ? "enableAdRule" : "disableAdRule";
    return {
      result: null,
      audit: RuleAudit.entry(command, AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getRule(ctx.db, ctx.actor, input.id);
}
