import { eq, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import type { Actor } from "../../platform/access/actor.js";
import type { Tx } from "../../platform/db/database.js";
import { defineEvent, emit } from "../../platform/documents/events.js";
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

/**
 * Moves one rule lever (bid, budget, state) of one entity to `after` and records it: what a rule's run,
 * its undo and a stock hold's restore do, and what a person's bid/budget/state edit does too.
 * - bid: a target's `bid` (a group's `default_bid` at level adGroup);
 * - budget: a campaign's `daily_budget`;
 * - state: the entity's `state`.
 * Negatives and harvests add targets (see `addTarget` in the targets service), not this.
 * The caller has checked the scope and the version (a person) or planned it (a rule).
 */
export async function applyLever(
  tx: Tx,
  actor: Actor | undefined,
  change: {
    level: Exclude<ChangeLevel, "searchTerm">;
    entityId: number;
    lever: "bid" | "budget" | "state";
    before: Settings;
    after: Settings;
    source: ChangeSource;
    ruleId?: number | null;
    ruleActionId?: number | null;
  },
  requestId?: string,
): Promise<number> {
  const id = change.entityId;
  const bump = { version: sql`version + 1`, updatedAt: now() };
  if (change.lever === "bid") {
    if (change.level === "adGroup")
      await tx
        .update(adGroups)
        .set({ defaultBid: change.after.bid!, ...bump })
        .where(eq(adGroups.id, id));
    else if (change.level === "target")
      await tx
        .update(adTargets)
        .set({ bid: change.after.bid!, ...bump })
        .where(eq(adTargets.id, id));
    else throw new Error(`applyLever: no bid on ${change.level}`);
  } else if (change.lever === "budget") {
    if (change.level !== "campaign") throw new Error(`applyLever: no budget on ${change.level}`);
    await tx
      .update(adCampaigns)
      .set({ dailyBudget: change.after.budget!, ...bump })
      .where(eq(adCampaigns.id, id));
  } else {
    const table = tableOfLevel(change.level);
    await tx
      .update(table)
      .set({ state: change.after.state!, ...bump })
      .where(eq(table.id, id));
  }
  const at = await locate(tx, change.level, change.entityId);
  if (!at) throw new Error(`applyLever: ${change.level} ${change.entityId} not found`);
  return recordChange(tx, actor, { ...at, ...change }, requestId);
}
