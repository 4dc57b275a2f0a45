import { and, eq, isNull, sql } from "drizzle-orm";
import { actionStatusLabels, type RuleActionRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import { isoTime, isoTimeOrNull } from "../../../platform/crud/index.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, notFound } from "../../../platform/http/errors.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { applyLever } from "../changes.js";
import { type Settings, undoChange } from "../domain/engine.js";
import type { Lever } from "../domain/rules.js";
import {
  adCampaigns,
  adChanges,
  adGroups,
  adProductAds,
  adRuleActions as a,
  adRuleRuns,
  adRules,
  adStockHolds,
  adTargets,
} from "../schema.js";
import { RuleActionAudit } from "./audit.js";

/**
 * The action log: what real runs did (applied, later undone) and left alone (skipped, with the reason),
 * each with the figures that made the rule act; and undo of one applied action.
 */

const entityName = sql<string>`coalesce(case ${a.level}
  when 'campaign' then (select c.name from ${adCampaigns} c where c.id = ${a.entityId})
  when 'adGroup' then (select g.name from ${adGroups} g where g.id = ${a.entityId})
  when 'target' then (select x.expression || ' [' || x.match_type || ']' from ${adTargets} x where x.id = ${a.entityId})
  when 'productAd' then (select p.sku from ${adProductAds} p where p.id = ${a.entityId})
  else ${a.after}->'term'->>'text' end, '')`;
/** An action row as the log, the run's list and undo answer it. */
export const actionSelect = {
  id: a.id,
  runId: a.runId,
  dryRun: adRuleRuns.dryRun,
  ruleId: a.ruleId,
  ruleName: sql<string>`coalesce(${adRules.name}, '')`,
  campaignId: a.campaignId,
  campaignName: adCampaigns.name,
  level: a.level,
  entityId: a.entityId,
  entityName,
  lever: a.lever,
  kind: a.kind,
  before: a.before,
  after: a.after,
  evaluation: a.evaluation,
  clampedBy: a.clampedBy,
  status: a.status,
  skipReason: a.skipReason,
  skipUntil: isoTimeOrNull(a.skipUntil),
  byRuleId: a.byRuleId,
  currency: sql<string>`coalesce(${storeAdsProfiles.currency}, 'USD')`,
  createdAt: isoTime(a.createdAt),
  undoneAt: isoTimeOrNull(a.undoneAt),
};
/** The action rows with their run, rule, campaign and ad account. */
export const actionsFrom = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(a)
    .innerJoin(adRuleRuns, eq(adRuleRuns.id, a.runId))
    .leftJoin(adRules, eq(adRules.id, a.ruleId))
    .leftJoin(adCampaigns, eq(adCampaigns.id, a.campaignId))
    .leftJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .$dynamic();

/** The log lists real runs only (a dry run's actions list under their run: run-actions.queries.ts). */
export function actionListSpec(actor: Actor): ListSpec {
  return {
    select: actionSelect,
    from: actionsFrom,
    where: and(orgScope(actor, a.orgId), eq(adRuleRuns.dryRun, false)),
    fields: {
      ruleId: { column: a.ruleId, type: "int" },
      ruleName: { column: adRules.name, type: "string" },
      campaignId: { column: a.campaignId, type: "int" },
      campaignName: { column: adCampaigns.name, type: "string" },
      level: { column: a.level, type: "string" },
      kind: { column: a.kind, type: "string" },
      status: { column: a.status, type: "string" },
      createdAt: { column: a.createdAt, type: "timestamp" },
    },
    defaultSort: { field: "createdAt", dir: "desc" },
    tieBreaker: a.id,
  };
}

export async function getAction(db: DbOrTx, actor: Actor, id: number): Promise<RuleActionRow> {
  const [row] = await actionsFrom(db.select(actionSelect))
    .where(and(eq(a.id, id), orgScope(actor, a.orgId)))
    .limit(1);
  if (!row) throw notFound("advertising.ruleAction");
  return row as RuleActionRow;
}

type LeverLevel = "campaign" | "adGroup" | "target" | "productAd";

/** A bid, budget or state lever as it is now. */
async function current(tx: Tx, level: LeverLevel, id: number, lever: "bid" | "budget" | "state"): Promise<Settings> {
  if (lever === "budget") {
    const [c] = await tx.select({ v: adCampaigns.dailyBudget }).from(adCampaigns).where(eq(adCampaigns.id, id));
    return { budget: c?.v };
  }
  if (lever === "bid") {
    const [g] =
      level === "adGroup"
        ? await tx.select({ v: adGroups.defaultBid }).from(adGroups).where(eq(adGroups.id, id))
        : await tx
            .select({ v: sql<string>`coalesce(${adTargets.bid}, ${adGroups.defaultBid})::text` })
            .from(adTargets)
            .innerJoin(adGroups, eq(adGroups.id, adTargets.adGroupId))
            .where(eq(adTargets.id, id));
    return { bid: g?.v };
  }
  const table = { campaign: adCampaigns, adGroup: adGroups, target: adTargets, productAd: adProductAds }[level];
  const [r] = await tx.select({ v: table.state }).from(table).where(eq(table.id, id));
  return { state: r?.v as Settings["state"] };
}

const shown = (s: Settings | null | undefined) => s?.bid ?? s?.budget ?? s?.state ?? s?.term?.text ?? "—";

/**
 * Puts back what one applied action changed: the lever's value before it (bid, budget, state), or the
 * added negative/keyword archived. Refused (409 naming the current value) when the lever moved since;
 * a second undo is refused too. Releases the stock hold the action started.
 */
export async function undoAction(ctx: CommandContext, id: number): Promise<RuleActionRow> {
  await runCommand(ctx, async (tx) => {
    const [row] = await tx
      .select()
      .from(a)
      .where(and(eq(a.id, id), orgScope(ctx.actor, a.orgId)))
      .for("update");
    if (!row) throw notFound("advertising.ruleAction");
    if (row.status !== "applied")
      throw conflict("advertising.undoNotApplied", {
        status: actionStatusLabels[row.status as "applied"]?.[ctx.actor.locale] ?? row.status,
      });
    const logged = { lever: row.lever as Lever, before: row.before as Settings, after: row.after as Settings };
    let target: { level: LeverLevel; id: number; lever: "bid" | "budget" | "state" };
    let after: Settings;
    if (logged.lever === "negative" || logged.lever === "harvest") {
      // what was added is archived (Amazon never deletes a keyword)
      const [change] = await tx.select({ entityId: adChanges.entityId }).from(adChanges).where(eq(adChanges.id, row.changeId!));
      target = { level: "target", id: change!.entityId, lever: "state" };
      after = { state: "ARCHIVED" };
      const now_ = await current(tx, "target", target.id, "state");
      if (now_.state === "ARCHIVED") throw conflict("advertising.undoChangedSince", { current: "ARCHIVED", after: shown(logged.after) });
    } else {
      target = { level: row.level as LeverLevel, id: row.entityId, lever: logged.lever as "bid" | "budget" | "state" };
      const verdict = undoChange(logged, await current(tx, target.level, target.id, target.lever));
      if (!verdict.ok) throw conflict("advertising.undoChangedSince", { current: shown(verdict.current), after: shown(logged.after) });
      after = verdict.after;
    }
    const before = await current(tx, target.level, target.id, target.lever);
    const undoChangeId = await applyLever(
      tx,
      ctx.actor,
      {
        level: target.level,
        entityId: target.id,
        lever: target.lever,
        before,
        after,
        source: "undo",
        ruleId: row.ruleId,
        ruleActionId: row.id,
      },
      ctx.requestId,
    );
    await tx
      .update(adStockHolds)
      .set({ releasedAt: now() })
      .where(and(eq(adStockHolds.actionId, row.id), isNull(adStockHolds.releasedAt)));
    await tx.update(a).set({ status: "undone", undoneAt: now(), undoneBy: ctx.actor.userId, undoChangeId }).where(eq(a.id, row.id));
    return {
      result: null,
      audit: RuleActionAudit.entry("undoAdRuleAction", AuditAction.cancel, {
        entityId: row.id,
        orgId: row.orgId,
        before: { status: row.status, lever: row.lever, value: before },
        after: { status: "undone", lever: target.lever, value: after, changeId: undoChangeId },
      }),
    };
  });
  return getAction(ctx.db, ctx.actor, id);
}
