import Decimal from "decimal.js";
import type { z } from "zod";
import { money } from "../money.js";

/**
 * The advertising bodies' shared checks: an amount within a range (budgets, bids, rule thresholds, percents)
 * and a date window whose end is not before its start (campaigns, promotions, report periods). Said once
 * here so that the campaign, promotion, rule and report contracts refuse the same things with the same words.
 */

/**
 * A money-format decimal string within a range: `min` (inclusive) or `above` (exclusive) and `max`
 * (inclusive). Messages: `v.nonNegative` for a plain non-negative amount, `v.positive` above zero, else the
 * `message` given (e.g. `v.percent`).
 */
export function moneyInRange(range: { min?: string; above?: string; max?: string; message?: string }) {
  const message = range.message ?? (range.above === "0" && !range.max ? "v.positiveAmount" : "v.nonNegative");
  return money.refine(
    (v) => {
      // zod runs this even when the money format check above failed: that check reports a non-decimal
      let d: Decimal;
      try {
        d = new Decimal(v);
      } catch {
        return true;
      }
      if (range.min !== undefined && d.lt(range.min)) return false;
      if (range.above !== undefined && d.lte(range.above)) return false;
      return range.max === undefined || d.lte(range.max);
    },
    { message },
  );
}

/** A date window's check on an object: `end` (when given) not before `start` (when given); the issue on `end`. */
export function dateWindow<K extends string>(start: K, end: K, message = "v.endBeforeStart") {
  return (v: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const s = v[start];
    const e = v[end];
    if (typeof s === "string" && typeof e === "string" && e < s) ctx.addIssue({ code: "custom", message, path: [end] });
  };
}
