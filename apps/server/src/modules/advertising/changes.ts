import { eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { now } from "../../platform/clock.js";
import type { Actor } from "../../platform/access/actor.js";
import type { Tx } from "../../platform/db/database.js";
import { defineEvent, emit, emitAll } from "../../platform/documents/events.js";
import { inIdList } from "../../platform/db/columns.js";
import { insertChunked } from "./reports/report-source.js";
import type { Settings } from "./domain/engine.js";
import type { Level, Lever } from "./domain/rules.js";
import { adCampaigns, adChanges, adGroups, adPortfolios, adProductAds, adTargets } from "./schema.js";

/**
 * The one way an advertising entity changes (by a person's command, a rule's run, or an undo): the
 * entity's row is updated (version bumped, push pending), an `ad_changes` row records before/after and
 * who or what did it, and the `advertising.changed` event is emitted in the same transaction. The
 * module's outbox handler for that event pushes the change to Amazon through the adapter after commit
 * (retried with backoff; `push_status` on the change and the entity shows its fate).
 *
 * Callers run inside a command (`runCommand` / `runTransition`) that writes the audit row; this writes
 * the advertising history, which is finer (one row per lever) and is what cooldowns and undo read.
 */

export type ChangeLevel = Level | "portfolio";
/** Rule levers, plus `settings` (names, dates, placements...), `create` and `archive`. */
export type ChangeLever = Lever | "settings" | "create";
export type ChangeSource = "user" | "rule" | "undo" | "tactic";

export interface ChangeFacts {
  orgId: number;
  adsProfileId: number;
  campaignId: number | null;
  level: ChangeLevel;
  entityId: number;
  lever: ChangeLever;
  before: unknown;
  after: unknown;
  source: ChangeSource;
  ruleId?: number | null;
  ruleActionId?: number | null;
}

/** The payload the outbox carries to the adapter: the change row's id (the handler reads the row). */
export interface AdChanged {
  changeId: number;
  orgId: number;
  level: ChangeLevel;
  entityId: number;
  lever: ChangeLever;
}
export const adChanged = defineEvent<AdChanged>("advertising.changed");

const tables = {
  campaign: adCampaigns,
  adGroup: adGroups,
  target: adTargets,
  productAd: adProductAds,
  portfolio: adPortfolios,
} as const;
export const tableOfLevel = (level: Exclude<ChangeLevel, "searchTerm">) => tables[level];

/** Records a change already applied to its entity's row: the history row, push pending, the event. */
export async function recordChange(tx: Tx, actor: Actor | undefined, facts: ChangeFacts, requestId?: string): Promise<number> {
  const [row] = await tx
    .insert(adChanges)
    .values({
      orgId: facts.orgId,
      adsProfileId: facts.adsProfileId,
      campaignId: facts.campaignId,
      level: facts.level,
      entityId: facts.entityId,
      lever: facts.lever,
      before: facts.before ?? null,
      after: facts.after ?? null,
      source: facts.source,
      ruleId: facts.ruleId ?? null,
      ruleActionId: facts.ruleActionId ?? null,
      userId: facts.source === "user" || facts.source === "undo" ? (actor?.userId ?? null) : null,
    })
    .returning({ id: adChanges.id });
  if (facts.level !== "searchTerm") {
    const table = tableOfLevel(facts.level);
    await tx.update(table).set({ pushStatus: "pending", pushError: null }).where(eq(table.id, facts.entityId));
  }
  await emit(
    tx,
    adChanged,
    { changeId: row!.id, orgId: facts.orgId, level: facts.level, entityId: facts.entityId, lever: facts.lever },
    { actor, requestId, orgId: facts.orgId },
  );
  return row!.id;
}

/** Where a lever's entity sits: what the history row and the scope need. Null when it is not there. */
export async function locate(
  tx: Tx,
  level: Exclude<ChangeLevel, "searchTerm">,
  entityId: number,
): Promise<{ orgId: number; adsProfileId: number; campaignId: number | null } | null> {
  if (level === "portfolio") {
    const [p] = await tx
      .select({ orgId: adPortfolios.orgId, adsProfileId: adPortfolios.adsProfileId })
      .from(adPortfolios)
      .where(eq(adPortfolios.id, entityId));
    return p ? { ...p, campaignId: null } : null;
  }
  if (level === "campaign") {
    const [c] = await tx
      .select({ orgId: adCampaigns.orgId, adsProfileId: adCampaigns.adsProfileId, campaignId: adCampaigns.id })
      .from(adCampaigns)
      .where(eq(adCampaigns.id, entityId));
    return c ?? null;
  }
  const table = tableOfLevel(level) as typeof adGroups | typeof adTargets | typeof adProductAds;
  const [r] = await tx
    .select({ orgId: table.orgId, adsProfileId: adCampaigns.adsProfileId, campaignId: table.campaignId })
    .from(table)
    .innerJoin(adCampaigns, eq(adCampaigns.id, table.campaignId))
    .where(eq(table.id, entityId));
  return r ?? null;
}

/** One move of a rule lever (bid, budget, state) of one entity, with its history facts. */
export interface LeverMove {
  level: Exclude<ChangeLevel, "searchTerm">;
  entityId: number;
  lever: "bid" | "budget" | "state";
  before: Settings;
  after: Settings;
  source: ChangeSource;
  ruleId?: number | null;
  ruleActionId?: number | null;
}

/**
 * Moves one rule lever (bid, budget, state) of one entity to `after` and records it: what a rule's run,
 * its undo and a stock hold's restore do, and what a person's bid/budget/state edit does too.
 * - bid: a target's `bid` (a group's `default_bid` at level adGroup);
 * - budget: a campaign's `daily_budget`;
 * - state: the entity's `state`.
 * Negatives and harvests add targets (see `addTarget` in the targets service), not this.
 * The caller has checked the scope and the version (a person) or planned it (a rule).
 */
export async function applyLever(tx: Tx, actor: Actor | undefined, change: LeverMove, requestId?: string): Promise<number> {
  const [changeId] = await applyLevers(tx, actor, [change], requestId);
  return changeId!;
}

/** The column a lever moves on a level's table, and its SQL type. */
function leverColumn(level: LeverMove["level"], lever: LeverMove["lever"]): { column: string; type: string } {
  if (lever === "bid") {
    if (level === "adGroup") return { column: "default_bid", type: "numeric" };
    if (level === "target") return { column: "bid", type: "numeric" };
    throw new Error(`applyLever: no bid on ${level}`);
  }
  if (lever === "budget") {
    if (level !== "campaign") throw new Error(`applyLever: no budget on ${level}`);
    return { column: "daily_budget", type: "numeric" };
  }
  return { column: "state", type: "text" };
}

/** Rows a statement of a batch carries (one JSON parameter each; see `insertChunked`). */
const CHUNK = 5000;

/**
 * `applyLever` for many levers at once, in set-based statements (a rule run over 100,000 targets moves
 * thousands of bids: one statement per change cost a minute): per level and lever one UPDATE of the
 * entities (version bumped, push pending), one look-up of where they sit, one insert of the history rows
 * and the outbox rows of their `advertising.changed` events. The same rows as `applyLever` one by one;
 * the change ids come back in the order of `changes`.
 */
export async function applyLevers(tx: Tx, actor: Actor | undefined, changes: readonly LeverMove[], requestId?: string): Promise<number[]> {
  if (!changes.length) return [];
  const at = now();
  const groups = new Map<string, LeverMove[]>();
  for (const c of changes) {
    const k = `${c.level}:${c.lever}`;
    const list = groups.get(k);
    if (list) list.push(c);
    else groups.set(k, [c]);
  }
  for (const list of groups.values()) {
    const { level, lever } = list[0]!;
    const { column, type } = leverColumn(level, lever);
    const table = sql.identifier(getTableConfig(tableOfLevel(level)).name);
    for (let i = 0; i < list.length; i += CHUNK) {
      const moves = list.slice(i, i + CHUNK).map((c) => ({ id: c.entityId, value: c.after[lever] }));
      if (moves.some((m) => m.value === undefined)) throw new Error(`applyLever: no ${lever} to set on ${level}`);
      await tx.execute(sql`update ${table} t set ${sql.identifier(column)} = v.value::${sql.raw(type)}, version = t.version + 1,
          updated_at = ${at.toISOString()}::timestamptz, push_status = 'pending', push_error = null
        from json_to_recordset(${JSON.stringify(moves)}::json) as v(id int, value text) where t.id = v.id`);
    }
  }
  const where = new Map<string, { orgId: number; adsProfileId: number; campaignId: number | null }>();
  for (const level of new Set(changes.map((c) => c.level)))
    for (const r of await locateAll(
      tx,
      level,
      changes.filter((c) => c.level === level).map((c) => c.entityId),
    ))
      where.set(`${level}:${r.id}`, r);
  const ids = (
    (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('ad_changes', 'id'))::text as id from generate_series(1, ${changes.length}::int)`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => Number(r.id));
  const rows = changes.map((c, i) => {
    const loc = where.get(`${c.level}:${c.entityId}`);
    if (!loc) throw new Error(`applyLever: ${c.level} ${c.entityId} not found`);
    return {
      id: ids[i]!,
      orgId: loc.orgId,
      adsProfileId: loc.adsProfileId,
      campaignId: loc.campaignId,
      level: c.level,
      entityId: c.entityId,
      lever: c.lever,
      before: c.before ?? null,
      after: c.after ?? null,
      source: c.source,
      ruleId: c.ruleId ?? null,
      ruleActionId: c.ruleActionId ?? null,
      userId: c.source === "user" || c.source === "undo" ? (actor?.userId ?? null) : null,
      at,
    };
  });
  await insertChunked(tx, adChanges, rows, CHUNK);
  for (const orgId of new Set(rows.map((r) => r.orgId)))
    await emitAll(
      tx,
      adChanged,
      rows
        .filter((r) => r.orgId === orgId)
        .map((r) => ({ changeId: r.id, orgId: r.orgId, level: r.level, entityId: r.entityId, lever: r.lever })),
      { actor, requestId, orgId },
    );
  return ids;
}

/** Where levers' entities sit (`locate` for many of one level). */
async function locateAll(
  tx: Tx,
  level: LeverMove["level"],
  ids: number[],
): Promise<{ id: number; orgId: number; adsProfileId: number; campaignId: number | null }[]> {
  if (level === "portfolio")
    return (
      await tx
        .select({ id: adPortfolios.id, orgId: adPortfolios.orgId, adsProfileId: adPortfolios.adsProfileId })
        .from(adPortfolios)
        .where(inIdList(adPortfolios.id, ids))
    ).map((p) => ({ ...p, campaignId: null }));
  if (level === "campaign")
    return tx
      .select({ id: adCampaigns.id, orgId: adCampaigns.orgId, adsProfileId: adCampaigns.adsProfileId, campaignId: adCampaigns.id })
      .from(adCampaigns)
      .where(inIdList(adCampaigns.id, ids));
  const table = tableOfLevel(level) as typeof adGroups | typeof adTargets | typeof adProductAds;
  return tx
    .select({ id: table.id, orgId: table.orgId, adsProfileId: adCampaigns.adsProfileId, campaignId: table.campaignId })
    .from(table)
    .innerJoin(adCampaigns, eq(adCampaigns.id, table.campaignId))
    .where(inIdList(table.id, ids));
}
