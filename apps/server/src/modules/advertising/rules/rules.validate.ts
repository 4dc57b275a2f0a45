import Decimal from "decimal.js";
import type { z } from "zod";
import type { RuleActionKind, RuleLevel, RuleMetric, ruleSave } from "@entrepot/contracts";
import { ruleActionLabels, ruleLevelLabels, ruleMetricLabels } from "@entrepot/contracts";
import type { Locale } from "@entrepot/contracts";
import { fieldError } from "../../../platform/crud/index.js";

export type RuleInput = z.output<typeof ruleSave>;

/** Which levels each action can move (what `applyLever` and the targets insert can do). */
export const ACTION_LEVELS: Record<RuleActionKind, readonly RuleLevel[]> = {
  bidUp: ["adGroup", "target"],
  bidDown: ["adGroup", "target"],
  bidSet: ["adGroup", "target"],
  budgetUp: ["campaign"],
  budgetDown: ["campaign"],
  pause: ["campaign", "adGroup", "target", "productAd"],
  enable: ["campaign", "adGroup", "target", "productAd"],
  negativeKeyword: ["searchTerm"],
  negativeTarget: ["searchTerm"],
  harvestExact: ["searchTerm"],
};

/** Figures not every level has: today's budget use is a campaign's; cover is a product's (through its ads). */
const METRIC_LEVELS: Partial<Record<RuleMetric, readonly RuleLevel[]>> = {
  budgetUsed: ["campaign"],
  daysOfCover: ["campaign", "adGroup", "target", "productAd"],
};

/** Actions a stock hold can put back: they lower spending. */
const LOWERING: readonly RuleActionKind[] = ["bidDown", "bidSet", "budgetDown", "pause"];

const names = (levels: readonly RuleLevel[], locale: Locale) => levels.map((l) => ruleLevelLabels[l][locale]).join(", ");

/**
 * The checks zod cannot say with a clear message: what the action and each figure apply to, limits in
 * order, a stock rule's restore. Throws the first as a 400 on its field, in the caller's language.
 */
export function checkRuleInput(input: RuleInput, locale: Locale): void {
  const { level, action } = input;
  const levels = ACTION_LEVELS[action.kind];
  if (!levels.includes(level))
    throw fieldError("body.action.kind", "advertising.actionForLevel", {
      action: ruleActionLabels[action.kind][locale],
      level: ruleLevelLabels[level][locale],
      levels: names(levels, locale),
    });
  input.conditions.forEach((c, i) => {
    const allowed = METRIC_LEVELS[c.metric];
    if (allowed && !allowed.includes(level))
      throw fieldError(`body.conditions.${i}.metric`, "advertising.metricForLevel", {
        metric: ruleMetricLabels[c.metric][locale],
        level: ruleLevelLabels[level][locale],
        levels: names(allowed, locale),
      });
  });
  if (input.byHour != null && !input.conditions.some((c) => c.metric === "budgetUsed"))
    throw fieldError("body.byHour", "advertising.byHourNeedsBudgetUsed");
  if ((action.kind === "bidDown" || action.kind === "budgetDown") && new Decimal(action.percent).gte(100))
    throw fieldError("body.action.percent", "advertising.percentTooLarge");
  const l = input.limits;
  for (const [min, max] of [
    ["minBid", "maxBid"],
    ["minBudget", "maxBudget"],
  ] as const)
    if (l[min] !== undefined && l[max] !== undefined && new Decimal(l[min]).gt(l[max]))
      throw fieldError(`body.limits.${min}`, "advertising.limitOrder", { min: l[min], max: l[max] });
  if (input.restoreAtCoverDays != null) {
    const watchesCover = input.conditions.some((c) => c.metric === "daysOfCover" && (c.op === "lt" || c.op === "lte"));
    if (!watchesCover || !LOWERING.includes(action.kind)) throw fieldError("body.restoreAtCoverDays", "advertising.restoreNeedsCover");
  }
}
