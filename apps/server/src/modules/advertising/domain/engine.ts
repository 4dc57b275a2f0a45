import Decimal from "decimal.js";
import {
  type Action,
  type Entity,
  type Evaluation,
  evaluate,
  type Level,
  type Lever,
  leverOf,
  type Rule,
  type RunContext,
} from "./rules.js";

/**
 * The rule engine: given rules, the entities they look at, the recent changes and what stock rules are
 * holding down, it plans one run: which lever of which entity moves where, and why; and what it left
 * alone, and why. Pure and deterministic: a dry run and a real run plan the same; the service applies a
 * real run's plan through the module's commands (audit, push to Amazon) and logs it for undo.
 */

/** What a lever holds, before and after a change. Money as decimal strings. */
export interface Settings {
  bid?: string;
  budget?: string;
  state?: Entity["state"];
  /** negative / harvest: the search term and how it is added. */
  term?: { text: string; matchType: string; adGroupId: number; bid?: string };
}

/** A change of a lever already made (by a rule or a person): the start of its cooldown. */
export interface LeverChange {
  level: Level;
  entityId: number;
  lever: Lever;
  /** ISO instant. */
  at: string;
}

/** A stock rule's change still in force: put back when cover returns (`Rule.restoreAtCoverDays`). */
export interface StockHold {
  ruleId: number;
  level: Level;
  entityId: number;
  lever: Lever;
  before: Settings;
}

export type Clamp = "floor" | "minBid" | "maxBid" | "minBudget" | "maxBudget" | "maxChange";

export interface PlannedChange {
  ruleId: number;
  level: Level;
  entityId: number;
  lever: Lever;
  kind: Action["kind"] | "restore";
  before: Settings;
  after: Settings;
  /** The figures and conditions that made the rule act (restores: the cover that ended the hold). */
  evaluation: Evaluation;
  /** The limit that cut the change short, if one did. */
  clampedBy?: Clamp;
}

export type SkipReason = "cooldown" | "conflict" | "noChange" | "stockHold" | "notApplicable";

export interface SkippedChange {
  ruleId: number;
  level: Level;
  entityId: number;
  lever: Lever;
  reason: SkipReason;
  /** cooldown: until when (ISO); conflict: the rule that won; stockHold: the stock rule holding the lever. */
  until?: string;
  byRuleId?: number;
}

export interface RunPlan {
  planned: PlannedChange[];
  skipped: SkippedChange[];
}

const HOUR_MS = 3_600_000;
const key = (level: Level, id: number, lever: Lever) => `${level}:${id}:${lever}`;

/** Rounds money to the currency's decimals, half up (bids and budgets are whole cents, whole yen). */
const money = (d: Decimal, ctx: RunContext) => d.toDecimalPlaces(ctx.currencyDecimals, Decimal.ROUND_HALF_UP);

/**
 * A bid or budget moved as the action says, then held within the limits: first the most one run may
 * change it, then the rule's bounds and the marketplace's floor (the floor wins over a rule's maximum).
 */
function moveAmount(
  current: Decimal,
  action: Action,
  bounds: { floor: string; min?: string; max?: string; minClamp: Clamp; maxClamp: Clamp },
  maxChangePercent: string | undefined,
  ctx: RunContext,
): { value: Decimal; clampedBy?: Clamp } {
  let value: Decimal;
  if (action.kind === "bidSet") value = new Decimal(action.value);
  else if (action.kind === "bidUp" || action.kind === "budgetUp") value = current.mul(new Decimal(100).plus(action.percent).div(100));
  else if (action.kind === "bidDown" || action.kind === "budgetDown") value = current.mul(new Decimal(100).minus(action.percent).div(100));
  else throw new Error(`not an amount action: ${action.kind}`);
  value = money(value, ctx);
  let clampedBy: Clamp | undefined;
  if (maxChangePercent !== undefined) {
    const step = current.mul(maxChangePercent).div(100);
    if (value.gt(current.plus(step))) [value, clampedBy] = [money(current.plus(step), ctx), "maxChange"];
    if (value.lt(current.minus(step))) [value, clampedBy] = [money(current.minus(step), ctx), "maxChange"];
  }
  if (bounds.max !== undefined && value.gt(bounds.max)) [value, clampedBy] = [new Decimal(bounds.max), bounds.maxClamp];
  if (bounds.min !== undefined && value.lt(bounds.min)) [value, clampedBy] = [new Decimal(bounds.min), bounds.minClamp];
  if (value.lt(bounds.floor)) [value, clampedBy] = [new Decimal(bounds.floor), "floor"];
  return { value, clampedBy };
}

/** Where a bid's and a budget's bounds come from: the marketplace's floor and the rule's own limits. */
const AMOUNT_LIMITS = {
  bid: { floor: "bidFloor", min: "minBid", max: "maxBid" },
  budget: { floor: "budgetFloor", min: "minBudget", max: "maxBudget" },
} as const;

/** The setting a bid, budget or state lever moves (negatives and harvests add keywords instead). */
const settingOf = (lever: Lever): "bid" | "budget" | "state" | undefined =>
  lever === "bid" || lever === "budget" || lever === "state" ? lever : undefined;

type Change = { after: Settings; before: Settings; clampedBy?: Clamp } | { skip: "noChange" | "notApplicable" };

/** What `action` does to `entity` within `rule`'s limits; `noChange` when it would leave it as it is. */
export function changeFor(rule: Rule, entity: Entity, ctx: RunContext): Change {
  const { action } = rule;
  const limits = rule.limits ?? {};
  switch (leverOf(action)) {
    case "bid":
    case "budget": {
      const lever = leverOf(action) as "bid" | "budget";
      const { floor, min, max } = AMOUNT_LIMITS[lever];
      const was = entity[lever];
      if (was === undefined) return { skip: "notApplicable" };
      const current = new Decimal(was);
      const bounds = { floor: ctx[floor], min: limits[min], max: limits[max], minClamp: min, maxClamp: max };
      const { value, clampedBy } = moveAmount(current, action, bounds, limits.maxChangePercent, ctx);
      if (value.eq(current)) return { skip: "noChange" };
      return { before: { [lever]: was }, after: { [lever]: value.toFixed(ctx.currencyDecimals) }, clampedBy };
    }
    case "state": {
      const want = action.kind === "pause" ? "PAUSED" : "ENABLED";
      return entity.state === want ? { skip: "noChange" } : { before: { state: entity.state }, after: { state: want } };
    }
    case "negative":
    case "harvest": {
      if (entity.level !== "searchTerm" || entity.searchTerm === undefined || entity.adGroupId === undefined)
        return { skip: "notApplicable" };
      const term =
        action.kind === "negativeKeyword"
          ? { text: entity.searchTerm, matchType: action.matchType, adGroupId: entity.adGroupId }
          : action.kind === "negativeTarget"
            ? { text: entity.searchTerm, matchType: "ASIN_SAME_AS", adGroupId: entity.adGroupId }
            : action.kind === "harvestExact"
              ? { text: entity.searchTerm, matchType: "EXACT", adGroupId: action.adGroupId, ...(action.bid ? { bid: action.bid } : {}) }
              : undefined;
      return term ? { before: {}, after: { term } } : { skip: "notApplicable" };
    }
  }
}

/**
 * Of two changes to one lever, the safer: a pause over an enable, the lower bid or budget. Used only
 * between rules of equal priority; otherwise the lower priority number wins.
 */
function safer(a: PlannedChange, b: PlannedChange): PlannedChange {
  if (a.after.state !== undefined || b.after.state !== undefined) return b.after.state === "PAUSED" && a.after.state !== "PAUSED" ? b : a;
  const [va, vb] = [a.after.bid ?? a.after.budget, b.after.bid ?? b.after.budget];
  return va !== undefined && vb !== undefined && new Decimal(vb).lt(va) ? b : a;
}

/** Whether a change makes spending more likely (what a stock hold forbids). */
const raises = (p: PlannedChange) =>
  p.after.state === "ENABLED" ||
  (p.after.bid !== undefined && p.before.bid !== undefined && new Decimal(p.after.bid).gt(p.before.bid)) ||
  (p.after.budget !== undefined && p.before.budget !== undefined && new Decimal(p.after.budget).gt(p.before.budget));

/** Plans one run of `rules` over `entities` (see the module's README for the order of the checks). */
export function planRun(
  rules: readonly Rule[],
  entities: readonly Entity[],
  history: readonly LeverChange[],
  holds: readonly StockHold[],
  ctx: RunContext,
): RunPlan {
  const skipped: SkippedChange[] = [];
  const nowMs = Date.parse(ctx.now);
  const lastChange = new Map<string, number>();
  for (const c of history) {
    const k = key(c.level, c.entityId, c.lever);
    lastChange.set(k, Math.max(lastChange.get(k) ?? 0, Date.parse(c.at)));
  }
  const heldBy = new Map(holds.map((h) => [key(h.level, h.entityId, h.lever), h]));
  const ordered = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const chosen = new Map<string, PlannedChange>();

  for (const rule of ordered) {
    const lever = leverOf(rule.action);
    for (const entity of entities) {
      if (entity.level !== rule.level || entity.state === "ARCHIVED") continue;
      const evaluation = evaluate(rule, entity, ctx);
      if (!evaluation.holds) continue;
      const at = { ruleId: rule.id, level: entity.level, entityId: entity.id, lever };
      const k = key(entity.level, entity.id, lever);
      const hold = heldBy.get(k);
      // a stock rule does not hold down again what it already holds down
      if (hold?.ruleId === rule.id) {
        skipped.push({ ...at, reason: "noChange" });
        continue;
      }
      const change = changeFor(rule, entity, ctx);
      if ("skip" in change) {
        skipped.push({ ...at, reason: change.skip });
        continue;
      }
      const planned: PlannedChange = { ...at, kind: rule.action.kind, ...change, evaluation };
      if (hold && raises(planned)) {
        skipped.push({ ...at, reason: "stockHold", byRuleId: hold.ruleId });
        continue;
      }
      const last = lastChange.get(k);
      if (last !== undefined && nowMs - last < rule.cooldownHours * HOUR_MS) {
        skipped.push({ ...at, reason: "cooldown", until: new Date(last + rule.cooldownHours * HOUR_MS).toISOString() });
        continue;
      }
      const rival = chosen.get(k);
      if (!rival) {
        chosen.set(k, planned);
        continue;
      }
      const rivalRule = ordered.find((r) => r.id === rival.ruleId)!;
      const winner = rivalRule.priority < rule.priority ? rival : safer(rival, planned);
      const loser = winner === rival ? planned : rival;
      chosen.set(k, winner);
      skipped.push({
        ruleId: loser.ruleId,
        level: loser.level,
        entityId: loser.entityId,
        lever,
        reason: "conflict",
        byRuleId: winner.ruleId,
      });
    }
  }

  // stock holds whose cover has come back: put back what the stock rule changed, unless a rule moves that lever now
  // (looked up by key: a stock rule over 100,000 targets may hold thousands of them)
  const ruleById = new Map<number, Rule>();
  for (const r of rules) if (!ruleById.has(r.id)) ruleById.set(r.id, r);
  const entityByKey = new Map<string, Entity>();
  for (const e of entities) if (!entityByKey.has(`${e.level}:${e.id}`)) entityByKey.set(`${e.level}:${e.id}`, e);
  for (const hold of holds) {
    const rule = ruleById.get(hold.ruleId);
    const entity = entityByKey.get(`${hold.level}:${hold.entityId}`);
    if (!rule?.restoreAtCoverDays || !entity || entity.state === "ARCHIVED") continue;
    const cover = entity.daysOfCover;
    if (cover === undefined || cover === null || cover.lt(rule.restoreAtCoverDays)) continue;
    const k = key(hold.level, hold.entityId, hold.lever);
    if (chosen.has(k)) continue;
    const field = settingOf(hold.lever);
    if (field === undefined) continue;
    const before: Settings = { [field]: entity[field] };
    const evaluation = evaluate(
      { ...rule, conditions: [{ metric: "daysOfCover", op: "gte", value: rule.restoreAtCoverDays }] },
      entity,
      ctx,
    );
    chosen.set(k, {
      ruleId: rule.id,
      level: hold.level,
      entityId: hold.entityId,
      lever: hold.lever,
      kind: "restore",
      before,
      after: hold.before,
      evaluation,
    });
  }
  // by entity, then lever: a plan reads the same whichever rule came first
  const planned = [...chosen.values()].sort(
    (a, b) => a.level.localeCompare(b.level) || a.entityId - b.entityId || a.lever.localeCompare(b.lever),
  );
  return { planned, skipped };
}

/** A logged change and the lever as it is now: undo puts `before` back, unless someone moved it since. */
export function undoChange(
  logged: { lever: Lever; before: Settings; after: Settings },
  current: Settings,
): { ok: true; after: Settings; remove?: Settings["term"] } | { ok: false; reason: "changedSince"; current: Settings } {
  const field = settingOf(logged.lever);
  // a negative or harvested keyword is undone by removing what was added
  if (field === undefined) return { ok: true, after: {}, remove: logged.after.term };
  const now = current[field];
  const was = logged.after[field];
  const same = field === "state" ? now === was : now !== undefined && was !== undefined && new Decimal(now).eq(was);
  return same ? { ok: true, after: { [field]: logged.before[field] } } : { ok: false, reason: "changedSince", current: { [field]: now } };
}
