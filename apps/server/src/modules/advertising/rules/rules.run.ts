import Decimal from "decimal.js";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction, type AuditEntry, writeAudit } from "../../../platform/audit/audit.js";
import { now } from "../../../platform/clock.js";
import { type DbOrTx, inTransaction, type Tx } from "../../../platform/db/database.js";
import { applyLevers, type LeverMove } from "../changes.js";
import { insertChunked } from "../reports/report-source.js";
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

/**
 * Applies a real run's plan: bid, budget and state levers in one batch through changes.ts; negatives and
 * harvests one by one through the targets insert (each adds a target); then the stock holds, set-based: a
 * restore releases the rule's hold, any other change of a stock rule holds the lever until cover returns.
 * Returns each planned change's history row id, in the plan's order.
 */
async function applyPlan(
  tx: Tx,
  actor: Actor | undefined,
  rules: Map<number, RuleRecord>,
  plan: { p: Planned; actionId: number }[],
  requestId?: string,
): Promise<number[]> {
  const changeIds: number[] = new Array<number>(plan.length);
  const levers: { at: number; move: LeverMove }[] = [];
  for (const [i, { p, actionId }] of plan.entries()) {
    const rule = rules.get(p.ruleId)!;
    if (p.lever === "negative" || p.lever === "harvest") {
      ({ changeId: changeIds[i] } = await addRuleTarget(
        tx,
        actor,
        { lever: p.lever, term: p.after.term!, ruleId: rule.id, ruleActionId: actionId },
        requestId,
      ));
      continue;
    }
    levers.push({
      at: i,
      move: {
        level: p.level as Exclude<Level, "searchTerm">,
        entityId: p.entityId,
        lever: p.lever,
        before: p.before,
        after: p.after,
        source: "rule",
        ruleId: rule.id,
        ruleActionId: actionId,
      },
    });
  }
  const ids = await applyLevers(
    tx,
    actor,
    levers.map((l) => l.move),
    requestId,
  );
  levers.forEach((l, j) => (changeIds[l.at] = ids[j]!));
  const held = plan.filter(({ p }) => p.lever !== "negative" && p.lever !== "harvest");
  const released = held
    .filter(({ p }) => p.kind === "restore")
    .map(({ p }) => ({ level: p.level, entity_id: p.entityId, lever: p.lever, rule_id: p.ruleId }));
  for (let i = 0; i < released.length; i += CHUNK)
    await tx.execute(sql`update ${adStockHolds} h set released_at = ${now().toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(released.slice(i, i + CHUNK))}::json) as v(level text, entity_id int, lever text, rule_id int)
      where h.level = v.level and h.entity_id = v.entity_id and h.lever = v.lever and h.rule_id = v.rule_id and h.released_at is null`);
  const holds = held
    .filter(({ p }) => p.kind !== "restore" && rules.get(p.ruleId)!.restoreAtCoverDays !== null)
    .map(({ p, actionId }) => ({
      orgId: rules.get(p.ruleId)!.orgId,
      ruleId: p.ruleId,
      level: p.level,
      entityId: p.entityId,
      lever: p.lever,
      before: p.before,
      actionId,
    }));
  for (let i = 0; i < holds.length; i += 1000)
    await tx
      .insert(adStockHolds)
      .values(holds.slice(i, i + 1000))
      .onConflictDoNothing();
  return changeIds;
}

/** What a run did, in counts: its actions are its rows (run-actions.queries.ts pages them). */
export interface RunOutcome {
  runId: number;
  /** The marketplace's day and hour the run ran at. */
  today: string;
  hour: number;
  entities: number;
  planned: number;
  applied: number;
  skipped: number;
}

/** Action rows written by one statement. */
const CHUNK = 5000;

type ActionRecord = typeof adRuleActions.$inferSelect;

/** An action row as inserted: its campaign is its entity's. */
function actionRecord(
  runId: number,
  orgId: number,
  id: number,
  createdAt: Date,
  entity: Loaded,
  a: Pick<ActionRecord, "ruleId" | "level" | "entityId" | "lever" | "kind" | "status"> & Partial<ActionRecord>,
): ActionRecord {
  return {
    before: null,
    after: null,
    evaluation: null,
    clampedBy: null,
    skipReason: null,
    skipUntil: null,
    byRuleId: null,
    changeId: null,
    undoneAt: null,
    undoneBy: null,
    undoChangeId: null,
    ...a,
    id,
    runId,
    orgId,
    campaignId: entity.campaignId,
    createdAt,
  };
}

/**
 * One run as one command: plan, store the run and every planned and skipped action (with the figures that
 * made each), apply them unless it is a dry run, and write the audit row. The schedule runs with no person:
 * its audit row names none.
 */
export async function runRules(db: DbOrTx, actor: Actor | undefined, spec: RunSpec, requestId?: string): Promise<RunOutcome> {
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
    // the actions' ids first: an applied action names its change, and the change its action
    const total = plan.planned.length + plan.skipped.length;
    const ids = total
      ? (
          (await tx.execute(
            sql`select nextval(pg_get_serial_sequence('ad_rule_actions', 'id'))::text as id from generate_series(1, ${total}::int)`,
          )) as unknown as { rows: { id: string }[] }
        ).rows.map((r) => Number(r.id))
      : [];
    const at = now();
    const planned = plan.planned.map((p, i) => ({ p: { ...p, after: harvestBid(p) }, actionId: ids[i]! }));
    const changeIds = spec.dryRun ? [] : await applyPlan(tx, actor, rules, planned, requestId);
    const rows: ActionRecord[] = [
      ...planned.map(({ p, actionId }, i) =>
        actionRecord(run!.id, spec.orgId, actionId, at, p.entity, {
          ruleId: p.ruleId,
          level: p.level,
          entityId: p.entityId,
          lever: p.lever,
          kind: p.kind,
          before: p.before,
          after: p.after,
          evaluation: p.evaluation,
          clampedBy: p.clampedBy ?? null,
          status: spec.dryRun ? "planned" : "applied",
          changeId: changeIds[i] ?? null,
        }),
      ),
      ...plan.skipped.map((s, i) =>
        actionRecord(run!.id, spec.orgId, ids[plan.planned.length + i]!, at, s.entity, {
          ruleId: s.ruleId,
          level: s.level,
          entityId: s.entityId,
          lever: s.lever,
          kind: (rules.get(s.ruleId)!.action as { kind: string }).kind,
          status: "skipped",
          skipReason: s.reason,
          skipUntil: s.until ? new Date(s.until) : null,
          byRuleId: s.byRuleId ?? null,
        }),
      ),
    ];
    await insertChunked(tx, adRuleActions, rows, CHUNK);
    const counts = { planned: plan.planned.length, applied: spec.dryRun ? 0 : plan.planned.length, skipped: plan.skipped.length };
    await tx
      .update(adRuleRuns)
      .set({ ...counts, entities: plan.entities, status: "done", finishedAt: now() })
      .where(eq(adRuleRuns.id, run!.id));
    if (!spec.dryRun)
      for (const r of spec.rules)
        await tx
          .update(adRules)
          .set({ lastRunAt: now(), nextRunAt: r.enabled ? new Date(now().getTime() + r.everyHours * 3_600_000) : null })
          .where(eq(adRules.id, r.id));
    await writeAudit(tx, actor, auditOf(spec, run!.id, counts), requestId);
    return { runId: run!.id, today: plan.today, hour: plan.hour, entities: plan.entities, ...counts };
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
