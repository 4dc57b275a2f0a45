import { and, asc, eq, sql } from "drizzle-orm";
import { RUN_FIRST_PAGE, type RuleActionRow, type RunReply, type RunSummary } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { isoTime } from "../../../platform/crud/index.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { listPage, type ListSpec } from "../../../platform/http/paging.js";
import { adRuleActions as a, adRuleRuns, adRules, adTactics, adCampaigns } from "../schema.js";
import { actionSelect, actionsFrom } from "./actions.service.js";

/**
 * One run's actions (dry or real), paged: what the dry-run screen and a run opened from the action log page
 * through, filter and export. A run's reply carries only its summary and the first page of this list.
 */

/** A run's actions: most urgent first by default (the planned/applied ones got their ids before the skipped). */
export function runActionsListSpec(actor: Actor, args: { runId: unknown }): ListSpec {
  return {
    select: actionSelect,
    from: actionsFrom,
    // the run id is a bound value (list-routes `boundArgs`): one prepared list serves every run
    where: and(orgScope(actor, a.orgId), sql`${a.runId} = ${args.runId}::int`),
    fields: {
      id: { column: a.id, type: "int" },
      ruleId: { column: a.ruleId, type: "int" },
      campaignId: { column: a.campaignId, type: "int" },
      campaignName: { column: adCampaigns.name, type: "string" },
      level: { column: a.level, type: "string" },
      lever: { column: a.lever, type: "string" },
      kind: { column: a.kind, type: "string" },
      status: { column: a.status, type: "string" },
      skipReason: { column: a.skipReason, type: "string" },
      createdAt: { column: a.createdAt, type: "timestamp" },
    },
    defaultSort: { field: "id", dir: "asc" },
    tieBreaker: a.id,
  };
}

/** The run must be the caller's to see: another org's run id is a 404, not an empty list. */
export async function checkRunInScope(db: DbOrTx, actor: Actor, args: { runId: number }): Promise<void> {
  const [run] = await db
    .select({ id: adRuleRuns.id })
    .from(adRuleRuns)
    .where(and(eq(adRuleRuns.id, args.runId), orgScope(actor, adRuleRuns.orgId)))
    .limit(1);
  if (!run) throw notFound("advertising.ruleRun");
}

const counted = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;

/**
 * A run's summary: its stored counts, and by action kind from its action rows (applied counts what the run
 * applied, undone since or not; undone what was put back since). 404 outside the caller's scope.
 */
export async function runSummary(db: DbOrTx, actor: Actor, runId: number): Promise<RunSummary> {
  const [run] = await db
    .select({
      runId: adRuleRuns.id,
      dryRun: adRuleRuns.dryRun,
      trigger: adRuleRuns.trigger,
      ruleId: adRuleRuns.ruleId,
      tacticId: adRuleRuns.tacticId,
      name: sql<string>`coalesce(${adRules.name}, ${adTactics.name}, '')`,
      startedAt: isoTime(adRuleRuns.startedAt),
      entities: adRuleRuns.entities,
      planned: adRuleRuns.planned,
      applied: adRuleRuns.applied,
      skipped: adRuleRuns.skipped,
    })
    .from(adRuleRuns)
    .leftJoin(adRules, eq(adRules.id, adRuleRuns.ruleId))
    .leftJoin(adTactics, eq(adTactics.id, adRuleRuns.tacticId))
    .where(and(eq(adRuleRuns.id, runId), orgScope(actor, adRuleRuns.orgId)))
    .limit(1);
  if (!run) throw notFound("advertising.ruleRun");
  const byKind = await db
    .select({
      kind: a.kind,
      planned: counted(sql`${a.status} <> 'skipped'`),
      applied: counted(sql`${a.status} in ('applied', 'undone')`),
      skipped: counted(sql`${a.status} = 'skipped'`),
      undone: counted(sql`${a.status} = 'undone'`),
    })
    .from(a)
    .where(eq(a.runId, runId))
    .groupBy(a.kind)
    .orderBy(asc(a.kind));
  return { ...run, trigger: run.trigger as RunSummary["trigger"], byKind };
}

/** A run's answer to the person who started it: the summary, when it ran, and the first page of its actions. */
export async function runReplyOf(db: DbOrTx, actor: Actor, run: { runId: number; today: string; hour: number }): Promise<RunReply> {
  const summary = await runSummary(db, actor, run.runId);
  const firstPage = await listPage<RuleActionRow>(db, runActionsListSpec(actor, { runId: run.runId }), {
    page: 1,
    rows: RUN_FIRST_PAGE,
    sord: "asc",
    filters: [],
  });
  return { ...summary, today: run.today, hour: run.hour, firstPage };
}
