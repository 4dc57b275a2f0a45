import Decimal from "decimal.js";
import { and, eq, isNull } from "drizzle-orm";
import type { RuleActionRow, RunReply } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction, type AuditEntry, writeAudit } from "../../../platform/audit/audit.js";
import { now } from "../../../platform/clock.js";
import { type DbOrTx, inTransaction, type Tx } from "../../../platform/db/database.js";
import { applyLever } from "../changes.js";
import { type PlannedChange, planRun, type SkippedChange } from "../domain/engine.js";
import { derive } from "../domain/metrics.js";
import type { Level } from "../domain/rules.js";
import { adRuleActions, adRuleRuns, adRules, adStockHolds } from "../schema.js";
import { RuleAudit, TacticAudit } from "./audit.js";
import { addCover, engineRule, type Loaded, loadEntities, openHolds, recentChanges, runContext } from "./rules.load.js";
import { addRuleTarget } from "./targets.apply.js";

type RuleRecord = typeof adRules.$inferSelect;
type Ctx = Awaited<ReturnType<typeof runContext>>;

/** What a run is: who asked (none for the schedule), which rules over which campaigns, and whether it applies. */
export interface RunSpec {
  orgId: number;
  rules: RuleRecord[];
  /** A tactic's campaigns: every rule's scope narrowed to them. */
  onlyCampaigns?: readonly number[];
  ruleId: number | null;
  tacticId: number | null;
  dryRun: boolean;
  trigger: "manual" | "schedule" | "dryRun";
}

interface Planned extends PlannedChange {
  entity: Loaded;
  ctx: Ctx;
}
interface Skipped extends SkippedChange {
  entity: Loaded;
  ctx: Ctx;
}

const key = (level: Level, id: number, lever: string) => `${level}:${id}:${lever}`;
const usesCover = (r: RuleRecord) =>
  r.restoreAtCoverDays !== null || (r.conditions as { metric: string }[]).some((c) => c.metric === "daysOfCover");

/**
 * Plans the rules, most urgent first (priority, then id), each over the entities of its own scope; a
 * lever a more urgent rule already moves in this run is skipped as a conflict naming that rule.
 */
async function planRules(
  tx: DbOrTx,
  spec: RunSpec,
): Promise<{ planned: Planned[]; skipped: Skipped[]; entities: number; today: string; hour: number }> {
  const contexts = new Map<number, Ctx>();
  const chosen = new Map<string, Planned>();
  const skipped: Skipped[] = [];
  let entities = 0;
  let first: Ctx | undefined;
  for (const rule of [...spec.rules].sort((a, b) => a.priority - b.priority || a.id - b.id)) {
    const profileId = rule.adsProfileId!;
    if (!contexts.has(profileId)) contexts.set(profileId, await runContext(tx, profileId));
    const ctx = contexts.get(profileId)!;
    first ??= ctx;
    const loaded = await loadEntities(tx, rule, ctx, spec.onlyCampaigns);
    if (usesCover(rule)) await addCover(tx, rule, ctx, loaded);
    entities += loaded.length;
    const level = rule.level as Level;
    const ids = loaded.map((e) => e.id);
    const history = await recentChanges(tx, level, ids, rule.cooldownHours);
    const holds = await openHolds(tx, level, ids);
    const plan = planRun([engineRule(rule)], loaded, history, holds, ctx);
    const byId = new Map(loaded.map((e) => [e.id, e]));
    for (const p of plan.planned) {
      const k = key(p.level, p.entityId, p.lever);
      const rival = chosen.get(k);
      if (rival) skipped.push({ ...p, reason: "conflict", byRuleId: rival.ruleId, entity: byId.get(p.entityId)!, ctx });
      else chosen.set(k, { ...p, entity: byId.get(p.entityId)!, ctx });
    }
    for (const s of plan.skipped) skipped.push({ ...s, entity: byId.get(s.entityId)!, ctx });
  }
  const ctx = first ?? (spec.rules[0] ? await runContext(tx, spec.rules[0].adsProfileId!) : undefined);
  return { planned: [...chosen.values()], skipped, entities, today: ctx?.today ?? "", hour: ctx?.hour ?? 0 };
}

/** A harvested term without its own bid starts at its cost per click, at least the marketplace's lowest bid. */
function harvestBid(p: Planned): PlannedChange["after"] {
  const term = p.after.term;
  if (p.lever !== "harvest" || !term || term.bid) return p.after;
  const cpc = derive(p.evaluation.metrics).cpc;
  if (!cpc) return p.after;
  const bid = Decimal.max(cpc, p.ctx.bidFloor).toFixed(p.ctx.currencyDecimals, Decimal.ROUND_HALF_UP);
  return { term: { ...term, bid } };
}

/** Applies one planned change: the lever through changes.ts, a term through the targets insert; holds kept. */
async function apply(
  tx: Tx,
  actor: Actor | undefined,
  rule: RuleRecord,
  p: Planned,
  actionId: number,
  requestId?: string,
): Promise<number> {
  let changeId: number;
  if (p.lever === "negative" || p.lever === "harvest") {
    ({ changeId } = await addRuleTarget(
      tx,
      actor,
      { lever: p.lever, term: p.after.term!, ruleId: rule.id, ruleActionId: actionId },
      requestId,
    ));
  } else {
    const level = p.level as Exclude<Level, "searchTerm">;
    changeId = await applyLever(
      tx,
      actor,
      {
        level,
        entityId: p.entityId,
        lever: p.lever,
        before: p.before,
        after: p.after,
        source: "rule",
        ruleId: rule.id,
        ruleActionId: actionId,
      },
      requestId,
    );
    const held = and(
      eq(adStockHolds.level, p.level),
      eq(adStockHolds.entityId, p.entityId),
      eq(adStockHolds.lever, p.lever),
      isNull(adStockHolds.releasedAt),
    );
    if (p.kind === "restore")
      await tx
        .update(adStockHolds)
        .set({ releasedAt: now() })
        .where(and(held, eq(adStockHolds.ruleId, rule.id)));
    else if (rule.restoreAtCoverDays !== null)
      await tx
        .insert(adStockHolds)
        .values({ orgId: rule.orgId, ruleId: rule.id, level: p.level, entityId: p.entityId, lever: p.lever, before: p.before, actionId })
        .onConflictDoNothing();
  }
  return changeId;
}

const rowOf = (a: typeof adRuleActions.$inferSelect, e: Loaded, ruleName: string, currency: string): RuleActionRow => ({
  id: a.id,
  runId: a.runId,
  dryRun: a.status === "planned",
  ruleId: a.ruleId,
  ruleName,
  campaignId: a.campaignId,
  campaignName: e.campaignName,
  level: a.level as Level,
  entityId: a.entityId,
  entityName: e.name,
  lever: a.lever,
  kind: a.kind,
  before: (a.before ?? null) as RuleActionRow["before"],
  after: (a.after ?? null) as RuleActionRow["after"],
  evaluation: (a.evaluation ?? null) as RuleActionRow["evaluation"],
  clampedBy: a.clampedBy,
  status: a.status as RuleActionRow["status"],
  skipReason: a.skipReason as RuleActionRow["skipReason"],
  skipUntil: a.skipUntil?.toISOString() ?? null,
  byRuleId: a.byRuleId,
  currency,
  createdAt: a.createdAt.toISOString(),
  undoneAt: null,
});

/**
 * One run as one command: plan, store the run and every planned and skipped action (with the figures that
 * made each), apply them unless it is a dry run, and write the audit row. The schedule runs with no person:
 * its audit row names none.
 */
export async function runRules(db: DbOrTx, actor: Actor | undefined, spec: RunSpec, requestId?: string): Promise<RunReply> {
  return inTransaction(db, async (tx) => {
    // the rules are locked for the run: two runs of one rule never apply side by side
    for (const r of spec.rules) if (r.id > 0) await tx.select({ id: adRules.id }).from(adRules).where(eq(adRules.id, r.id)).for("update");
    const plan = await planRules(tx, spec);
    const [run] = await tx
      .insert(adRuleRuns)
      .values({
        orgId: spec.orgId,
        ruleId: spec.ruleId,
        tacticId: spec.tacticId,
        dryRun: spec.dryRun,
        trigger: spec.trigger,
        userId: actor?.userId ?? null,
      })
      .returning();
    const rules = new Map(spec.rules.map((r) => [r.id, r]));
    const actions: RuleActionRow[] = [];
    for (const p of plan.planned) {
      const rule = rules.get(p.ruleId)!;
      const after = harvestBid(p);
      const [a] = await tx
        .insert(adRuleActions)
        .values({
          runId: run!.id,
          orgId: spec.orgId,
          ruleId: p.ruleId,
          campaignId: p.entity.campaignId,
          level: p.level,
          entityId: p.entityId,
          lever: p.lever,
          kind: p.kind,
          before: p.before,
          after,
          evaluation: p.evaluation,
          clampedBy: p.clampedBy ?? null,
          status: spec.dryRun ? "planned" : "applied",
        })
        .returning();
      if (!spec.dryRun) {
        const changeId = await apply(tx, actor, rule, { ...p, after }, a!.id, requestId);
        await tx.update(adRuleActions).set({ changeId }).where(eq(adRuleActions.id, a!.id));
      }
      actions.push(rowOf(a!, p.entity, rule.name, p.ctx.currency));
    }
    for (const s of plan.skipped) {
      const [a] = await tx
        .insert(adRuleActions)
        .values({
          runId: run!.id,
          orgId: spec.orgId,
          ruleId: s.ruleId,
          campaignId: s.entity.campaignId,
          level: s.level,
          entityId: s.entityId,
          lever: s.lever,
          kind: (rules.get(s.ruleId)!.action as { kind: string }).kind,
          status: "skipped",
          skipReason: s.reason,
          skipUntil: s.until ? new Date(s.until) : null,
          byRuleId: s.byRuleId ?? null,
        })
        .returning();
      actions.push(rowOf(a!, s.entity, rules.get(s.ruleId)!.name, s.ctx.currency));
    }
    const counts = { planned: plan.planned.length, applied: spec.dryRun ? 0 : plan.planned.length, skipped: plan.skipped.length };
    await tx
      .update(adRuleRuns)
      .set({ ...counts, status: "done", finishedAt: now() })
      .where(eq(adRuleRuns.id, run!.id));
    if (!spec.dryRun)
      for (const r of spec.rules)
        await tx
          .update(adRules)
          .set({ lastRunAt: now(), nextRunAt: r.enabled ? new Date(now().getTime() + r.everyHours * 3_600_000) : null })
          .where(eq(adRules.id, r.id));
    await writeAudit(tx, actor, auditOf(spec, run!.id, counts), requestId);
    return { runId: run!.id, dryRun: spec.dryRun, today: plan.today, hour: plan.hour, entities: plan.entities, ...counts, actions };
  });
}

function auditOf(spec: RunSpec, runId: number, counts: object): AuditEntry {
  const after = { runId, dryRun: spec.dryRun, trigger: spec.trigger, ...counts };
  if (spec.tacticId !== null)
    return TacticAudit.entry(spec.dryRun ? "dryRunAdTactic" : "runAdTactic", AuditAction.update, {
      entityId: spec.tacticId,
      orgId: spec.orgId,
      after,
    });
  return RuleAudit.entry(spec.dryRun ? "dryRunAdRule" : "runAdRule", AuditAction.update, {
    entityId: spec.ruleId,
    orgId: spec.orgId,
    after,
  });
}
