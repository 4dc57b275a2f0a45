import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, inArray, lte, max } from "drizzle-orm";
import type { DryRunBody, RunReply } from "@entrepot/contracts";
import { ruleSave } from "@entrepot/contracts";
import type { CommandContext } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import type { Database, DbOrTx } from "../../../platform/db/database.js";
import { adRuleRuns, adRules, adTacticCampaigns, adTacticRules, adTactics } from "../schema.js";
import { type RunSpec, runRules } from "./rules.run.js";
import { runReplyOf } from "./run-actions.queries.js";
import { checkScopeRefs, lockRule, profileInScope, valuesOf } from "./rules.service.js";
import { checkRuleInput } from "./rules.validate.js";
import { lockTactic } from "./tactics.service.js";

type RuleRecord = typeof adRules.$inferSelect;

/** A run started by a person: run, then answered with its summary and the first page of its actions. */
async function runAndReply(ctx: CommandContext, spec: RunSpec): Promise<RunReply> {
  const outcome = await runRules(ctx.db, ctx.actor, spec, ctx.requestId);
  return runReplyOf(ctx.db, ctx.actor, outcome);
}

/**
 * A dry run: what a saved rule (`id`) or the form's unsaved rule (`rule`) would change now and why, and
 * what it would leave alone and why. Stored as a dry run (ad_rule_runs, its actions `planned`/`skipped`);
 * nothing else changes.
 */
export async function dryRunRule(ctx: CommandContext, body: DryRunBody): Promise<RunReply> {
  if ("id" in body) {
    const rule = await lockRule(ctx.db, ctx.actor, body.id);
    return runAndReply(ctx, { orgId: rule.orgId, rules: [rule], ruleId: rule.id, tacticId: null, dryRun: true, trigger: "dryRun" });
  }
  const input = ruleSave.parse(body.rule);
  checkRuleInput(input, ctx.actor.locale);
  const profile = await profileInScope(ctx.db, ctx.actor, input.adsProfileId);
  await checkScopeRefs(ctx.db, profile.id, profile.orgId, input);
  // the unsaved rule is rule 0 of its run: its actions are kept with the run, under no saved rule
  const draft: RuleRecord = {
    id: 0,
    orgId: profile.orgId,
    adsProfileId: profile.id,
    ...valuesOf(input),
    enabled: false,
    lastRunAt: null,
    nextRunAt: null,
    createdBy: ctx.actor.userId,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  };
  return runAndReply(ctx, { orgId: profile.orgId, rules: [draft], ruleId: null, tacticId: null, dryRun: true, trigger: "dryRun" });
}

/** A real run of a saved rule by hand (on or off): applied now, logged, undoable. */
export async function runRuleNow(ctx: CommandContext, id: number): Promise<RunReply> {
  const rule = await lockRule(ctx.db, ctx.actor, id);
  return runAndReply(ctx, { orgId: rule.orgId, rules: [rule], ruleId: rule.id, tacticId: null, dryRun: false, trigger: "manual" });
}

/** A tactic's rules and campaigns. */
async function tacticParts(db: DbOrTx, tacticId: number): Promise<{ rules: RuleRecord[]; campaignIds: number[] }> {
  const ruleIds = (await db.select({ id: adTacticRules.ruleId }).from(adTacticRules).where(eq(adTacticRules.tacticId, tacticId))).map(
    (r) => r.id,
  );
  const campaignIds = (
    await db.select({ id: adTacticCampaigns.campaignId }).from(adTacticCampaigns).where(eq(adTacticCampaigns.tacticId, tacticId))
  ).map((r) => r.id);
  const rules = ruleIds.length ? await db.select().from(adRules).where(inArray(adRules.id, ruleIds)) : [];
  return { rules, campaignIds };
}

/** A tactic's run (dry or real): its rules together, each narrowed to the tactic's campaigns. */
export async function runTactic(ctx: CommandContext, id: number, dryRun: boolean): Promise<RunReply> {
  const tactic = await lockTactic(ctx.db, ctx.actor, id);
  const { rules, campaignIds } = await tacticParts(ctx.db, tactic.id);
  return runAndReply(ctx, {
    orgId: tactic.orgId,
    rules,
    onlyCampaigns: campaignIds,
    ruleId: null,
    tacticId: tactic.id,
    dryRun,
    trigger: dryRun ? "dryRun" : "manual",
  });
}

/** How often the schedule looks for due rules and tactics. */
export const RULE_SCHEDULE_SECONDS = 300;

/**
 * The schedule: every enabled rule whose next run is due, then every enabled tactic whose last scheduled
 * run is older than its most frequent rule's period. Each run is its own command; one failing is logged
 * and the others go on (its next attempt comes with the next sweep).
 */
export async function runDueRules(database: Database, log?: FastifyBaseLogger): Promise<{ rules: number; tactics: number }> {
  const db = database.db;
  const due = await db
    .select()
    .from(adRules)
    .where(and(eq(adRules.enabled, true), lte(adRules.nextRunAt, now())))
    .orderBy(asc(adRules.nextRunAt))
    .limit(200);
  let rules = 0;
  for (const rule of due) {
    try {
      await runRules(db, undefined, {
        orgId: rule.orgId,
        rules: [rule],
        ruleId: rule.id,
        tacticId: null,
        dryRun: false,
        trigger: "schedule",
      });
      rules += 1;
    } catch (err) {
      log?.error({ err, ruleId: rule.id }, "advertising: scheduled rule run failed");
    }
  }
  let tactics = 0;
  for (const t of await db.select().from(adTactics).where(eq(adTactics.enabled, true))) {
    const { rules: bundled, campaignIds } = await tacticParts(db, t.id);
    if (!bundled.length) continue;
    const every = Math.min(...bundled.map((r) => r.everyHours));
    const [lastRun] = await db
      .select({ at: max(adRuleRuns.startedAt) })
      .from(adRuleRuns)
      .where(and(eq(adRuleRuns.tacticId, t.id), eq(adRuleRuns.trigger, "schedule")));
    const last = lastRun?.at?.getTime() ?? 0;
    if (now().getTime() - last < every * 3_600_000) continue;
    try {
      await runRules(db, undefined, {
        orgId: t.orgId,
        rules: bundled,
        onlyCampaigns: campaignIds,
        ruleId: null,
        tacticId: t.id,
        dryRun: false,
        trigger: "schedule",
      });
      tactics += 1;
    } catch (err) {
      log?.error({ err, tacticId: t.id }, "advertising: scheduled tactic run failed");
    }
  }
  if (rules || tactics) log?.info({ rules, tactics }, "advertising: scheduled rule runs");
  return { rules, tactics };
}
