import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TacticRow, tacticSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import { checkVersion, deleteRecord, isoTime, requireVersion, unknownRef } from "../../../platform/crud/index.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, conflict, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { adCampaigns, adRuleRuns, adRules, adTacticCampaigns, adTacticRules, adTactics as t } from "../schema.js";
import { TacticAudit } from "./audit.js";

type TacticInput = z.output<typeof tacticSave>;

/**
 * Tactics (advertising/tactics): named bundles of rules applied together to a set of campaigns of one
 * seller. Switched on, the schedule runs them as one run (conflicts between their rules resolved by priority).
 */

const ruleIds = sql<
  number[]
>`coalesce((select array_agg(x.rule_id order by x.rule_id) from ${adTacticRules} x where x.tactic_id = ${t.id}), '{}')`;
const campaignIds = sql<
  number[]
>`coalesce((select array_agg(x.campaign_id order by x.campaign_id) from ${adTacticCampaigns} x where x.tactic_id = ${t.id}), '{}')`;
const rowSelect = {
  id: t.id,
  orgId: t.orgId,
  orgCode: organizations.code,
  name: t.name,
  description: t.description,
  enabled: t.enabled,
  ruleIds,
  campaignIds,
  ruleCount: sql<number>`(select count(*)::int from ${adTacticRules} x where x.tactic_id = ${t.id})`,
  campaignCount: sql<number>`(select count(*)::int from ${adTacticCampaigns} x where x.tactic_id = ${t.id})`,
  version: t.version,
  updatedAt: isoTime(t.updatedAt),
};
const fromTactics = (q: ReturnType<DbOrTx["select"]>) => q.from(t).innerJoin(organizations, eq(organizations.id, t.orgId)).$dynamic();

export function tacticList(actor: Actor): ResourceListQuery {
  return { select: rowSelect, from: fromTactics, where: orgScope(actor, t.orgId), tieBreaker: t.id };
}

export async function getTactic(db: DbOrTx, actor: Actor, id: number): Promise<TacticRow> {
  const [row] = await fromTactics(db.select(rowSelect))
    .where(and(eq(t.id, id), orgScope(actor, t.orgId)))
    .limit(1);
  if (!row) throw notFound("advertising.tactic");
  return row as TacticRow;
}

export async function lockTactic(db: DbOrTx, actor: Actor, id: number): Promise<typeof t.$inferSelect> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), orgScope(actor, t.orgId)))
    .for("update");
  if (!row) throw notFound("advertising.tactic");
  return row;
}

/** The seller of a tactic: the one its rules belong to (all of them), which must be in the caller's scope. */
async function ownerOf(tx: Tx, actor: Actor, input: TacticInput): Promise<number> {
  const rules = await tx
    .select({ id: adRules.id, orgId: adRules.orgId })
    .from(adRules)
    .where(and(inArray(adRules.id, input.ruleIds), orgScope(actor, adRules.orgId)));
  const missing = input.ruleIds.find((id) => !rules.some((r) => r.id === id));
  if (missing !== undefined) throw unknownRef("body.ruleIds", missing);
  const orgs = new Set(rules.map((r) => r.orgId));
  if (input.orgId !== undefined) orgs.add(input.orgId);
  if (orgs.size !== 1) throw businessRule("advertising.tacticMixedOrg");
  const orgId = [...orgs][0]!;
  const campaigns = await tx
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(inArray(adCampaigns.id, input.campaignIds), eq(adCampaigns.orgId, orgId), orgScope(actor, adCampaigns.orgId)));
  const stranger = input.campaignIds.find((id) => !campaigns.some((c) => c.id === id));
  if (stranger !== undefined) throw unknownRef("body.campaignIds", stranger);
  return orgId;
}

async function setParts(tx: Tx, tacticId: number, orgId: number, input: TacticInput): Promise<void> {
  await tx.delete(adTacticRules).where(eq(adTacticRules.tacticId, tacticId));
  await tx.delete(adTacticCampaigns).where(eq(adTacticCampaigns.tacticId, tacticId));
  await tx.insert(adTacticRules).values([...new Set(input.ruleIds)].map((ruleId) => ({ tacticId, ruleId, orgId })));
  await tx.insert(adTacticCampaigns).values([...new Set(input.campaignIds)].map((campaignId) => ({ tacticId, campaignId, orgId })));
}

export async function saveTactic(ctx: CommandContext, input: TacticInput): Promise<TacticRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = { name: input.name, description: input.description ?? null };
    const parts = { ruleIds: [...input.ruleIds].sort((a, b) => a - b), campaignIds: [...input.campaignIds].sort((a, b) => a - b) };
    if (input.id === undefined) {
      const orgId = await ownerOf(tx, ctx.actor, input);
      const [after] = await tx
        .insert(t)
        .values({ orgId, createdBy: ctx.actor.userId, ...values })
        .returning();
      await setParts(tx, after!.id, orgId, input);
      return {
        result: after!.id,
        audit: TacticAudit.entry("createAdTactic", AuditAction.create, { entityId: after!.id, orgId, after: { ...after, ...parts } }),
      };
    }
    const before = await lockTactic(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const orgId = await ownerOf(tx, ctx.actor, { ...input, orgId: before.orgId });
    const [after] = await tx
      .update(t)
      .set({ ...values, version: before.version + 1, updatedAt: now() })
      .where(eq(t.id, before.id))
      .returning();
    await setParts(tx, before.id, orgId, input);
    return {
      result: before.id,
      audit: TacticAudit.entry("updateAdTactic", AuditAction.update, { entityId: before.id, orgId, before, after: { ...after, ...parts } }),
    };
  });
  return getTactic(ctx.db, ctx.actor, id);
}

export const deleteTactic = async (ctx: CommandContext, id: number): Promise<void> =>
  void (await deleteRecord(ctx, {
    table: t,
    load: (tx) => lockTactic(tx, ctx.actor, id),
    before: async (tx, row) => void (await tx.delete(adRuleRuns).where(eq(adRuleRuns.tacticId, row.id))),
    audit: { names: TacticAudit, command: "deleteAdTactic" },
  }));

/** Switches a tactic on or off: a command with its audit row (409 when it is already so). */
export async function setTacticEnabled(ctx: CommandContext, input: { id: number; version: number; enabled: boolean }): Promise<TacticRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockTactic(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (before.enabled === input.enabled)
      throw conflict(input.enabled ? "advertising.alreadyEnabled" : "advertising.alreadyDisabled", { name: before.name });
    const [after] = await tx
      .update(t)
      .set({ enabled: input.enabled, version: before.version + 1, updatedAt: now() })
      .where(eq(t.id, before.id))
      .returning();
    const command = input.enabled ? "enableAdTactic" : "disableAdTactic";
    return {
      result: null,
      audit: TacticAudit.entry(command, AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getTactic(ctx.db, ctx.actor, input.id);
}
