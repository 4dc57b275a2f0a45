import Decimal from "decimal.js";
import { ruleMetrics } from "@entrepot/contracts";
import { type AdMetrics, type DailyMetrics, lookBack, type LookBack, ratioOf, sumWindow } from "./metrics.js";

/**
 * An automation rule (`robotization`), as data: what it looks at, when it acts, what it does, within
 * which limits. Pure: the engine (engine.ts) evaluates rules over figures handed to it; the service reads
 * them from the database and applies what the engine plans through the module's commands.
 */

/** What a rule acts on. Search terms are the customers' queries a target matched (negatives, harvesting). */
export type Level = "campaign" | "adGroup" | "target" | "productAd" | "searchTerm";

/**
 * Figures a condition can test. Counts and money are the look-back window's totals; ratios are derived
 * from those totals (never averaged per day). `budgetUsed`: today's spend as % of the daily budget, so
 * far today (campaigns only). `daysOfCover`: available stock in our warehouses ÷ recent daily units of
 * the entity's SKU (stock awareness; product ads, and targets and groups through their products).
 */
export const METRICS = ruleMetrics;
export type MetricKey = (typeof METRICS)[number];
export type Comparison = "gt" | "gte" | "lt" | "lte" | "eq";

export interface Condition {
  metric: MetricKey;
  op: Comparison;
  /** A decimal string: a count, money in the account's currency, a percentage (35 = 35 %), or days. */
  value: string;
}

/** The parts of an entity a rule can move. Two rules never move one lever of one entity in the same run. */
export type Lever = "bid" | "budget" | "state" | "negative" | "harvest";

export type Action =
  | { kind: "bidUp" | "bidDown" | "budgetUp" | "budgetDown"; percent: string }
  | { kind: "bidSet"; value: string }
  | { kind: "pause" }
  | { kind: "enable" }
  /** Adds the search term as a negative keyword of its ad group (negative exact or phrase). */
  | { kind: "negativeKeyword"; matchType: "NEGATIVE_EXACT" | "NEGATIVE_PHRASE" }
  /** Adds the search term (an ASIN) as a negative product target of its ad group. */
  | { kind: "negativeTarget" }
  /** Moves the search term into an exact-match keyword of `adGroupId` (at `bid`, else the term's CPC). */
  | { kind: "harvestExact"; adGroupId: number; bid?: string };

export const leverOf = (action: Action): Lever => {
  switch (action.kind) {
    case "bidUp":
    case "bidDown":
    case "bidSet":
      return "bid";
    case "budgetUp":
    case "budgetDown":
      return "budget";
    case "pause":
    case "enable":
      return "state";
    case "negativeKeyword":
    case "negativeTarget":
      return "negative";
    case "harvestExact":
      return "harvest";
  }
};

export interface Limits {
  /** Never below / above, in money (the marketplace's own floor applies regardless). */
  minBid?: string;
  maxBid?: string;
  minBudget?: string;
  maxBudget?: string;
  /** At most this % away from the current value in one run. */
  maxChangePercent?: string;
}

export interface Rule {
  id: number;
  name: string;
  level: Level;
  /** Look-back: whole days, ending `skipRecentDays` before today (see metrics.ts `lookBack`). */
  lookBackDays: number;
  skipRecentDays?: number;
  /** All must hold (an empty list never acts: a rule without a condition is a mistake, not "always"). */
  conditions: Condition[];
  /** `budgetUsed` conditions hold only up to this hour of the marketplace's day ("≥ 90 % by 15:00"). */
  byHour?: number;
  action: Action;
  limits?: Limits;
  /** Hours after any change of the lever (by any rule or a person) during which this rule leaves it alone. */
  cooldownHours: number;
  /** Lower acts first when two rules want the same lever of the same entity. */
  priority: number;
  /** Stock rules: once cover is back at or above this many days, what the rule did is put back. */
  restoreAtCoverDays?: string;
}

/** An entity as the engine sees it: its current settings and its daily figures. */
export interface Entity {
  level: Level;
  id: number;
  state: "ENABLED" | "PAUSED" | "ARCHIVED";
  /** Targets and product ads: their bid (a group's default bid for groups); money. */
  bid?: string;
  /** Campaigns: the daily budget; money. */
  budget?: string;
  /** Search terms: the query and the ad group it came through. */
  searchTerm?: string;
  adGroupId?: number;
  daily: readonly DailyMetrics[];
  /** Campaigns: spend so far today, for `budgetUsed`. */
  spentToday?: string;
  /** Days of cover of the entity's SKU; null when nothing sold lately (cover is no concern). */
  daysOfCover?: Decimal | null;
}

/** What the engine knows about the moment and the marketplace. */
export interface RunContext {
  /** The marketplace's calendar day and hour now. */
  today: string;
  hour: number;
  /** The run's instant, ISO; cooldowns count from the changes' instants. */
  now: string;
  /** Money decimals of the account's currency (2; 0 for JPY) and the marketplace's lowest bid and budget. */
  currencyDecimals: number;
  bidFloor: string;
  budgetFloor: string;
}

/** A condition's verdict, kept with the action so that a person sees why it fired (or would). */
export interface ConditionResult extends Condition {
  /** The figure compared, as a decimal string (null: unknown, e.g. an ACoS without sales). */
  actual: string | null;
  holds: boolean;
}

export interface Evaluation {
  window: LookBack;
  daysWithData: number;
  metrics: AdMetrics;
  conditions: ConditionResult[];
  holds: boolean;
}

function figure(metric: MetricKey, m: AdMetrics, entity: Entity): Decimal | null {
  switch (metric) {
    case "impressions":
    case "clicks":
    case "orders":
    case "units":
      return new Decimal(m[metric]);
    case "spend":
    case "sales":
      return new Decimal(m[metric]);
    case "ctr":
    case "cpc":
    case "cvr":
    case "acos":
    case "roas":
      return ratioOf(metric, m);
    case "budgetUsed":
      if (entity.budget === undefined || entity.spentToday === undefined || new Decimal(entity.budget).isZero()) return null;
      return new Decimal(entity.spentToday).div(entity.budget).mul(100);
    case "daysOfCover":
      return entity.daysOfCover ?? null;
  }
}

function compare(actual: Decimal, op: Comparison, value: Decimal): boolean {
  switch (op) {
    case "gt":
      return actual.gt(value);
    case "gte":
      return actual.gte(value);
    case "lt":
      return actual.lt(value);
    case "lte":
      return actual.lte(value);
    case "eq":
      return actual.eq(value);
  }
}

/**
 * Whether every condition of `rule` holds for `entity` now. An unknown figure (a ratio without its
 * denominator, cover without sales) makes its condition false: a rule never acts on what it cannot know.
 */
export function evaluate(rule: Rule, entity: Entity, ctx: RunContext): Evaluation {
  const window = lookBack(ctx.today, rule.lookBackDays, rule.skipRecentDays ?? 0);
  const { metrics, daysWithData } = sumWindow(entity.daily, window);
  const conditions = rule.conditions.map((c): ConditionResult => {
    const actual = figure(c.metric, metrics, entity);
    const late = c.metric === "budgetUsed" && rule.byHour !== undefined && ctx.hour > rule.byHour;
    const holds = actual !== null && !late && compare(actual, c.op, new Decimal(c.value));
    return { ...c, actual: actual === null ? null : actual.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString(), holds };
  });
  return { window, daysWithData, metrics, conditions, holds: conditions.length > 0 && conditions.every((c) => c.holds) };
}
