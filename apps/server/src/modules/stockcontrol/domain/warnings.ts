import Decimal from "decimal.js";
import type { WarningKind } from "@entrepot/contracts";

/**
 * The warning rules, as pure arithmetic: what one rule finds true of one SKU in one warehouse. Figures
 * are exact (decimal.js): days of cover = available ÷ (sales-out units of the last 30 days ÷ 30).
 */
export const SALES_WINDOW_DAYS = 30;

/** One SKU in one warehouse, as the evaluation reads it from the ledger. */
export interface StockFigures {
  warehouseId: number;
  productId: number;
  /** Normal stock: on hand − reserved − frozen. */
  available: number;
  /** Unsellable (inventory type 1) units on hand. */
  unsellable: number;
  /** Sales-out units (operation 100) of the last 30 days. */
  salesOut: number;
  /** Age in whole days of the oldest unit on hand; null when nothing is on hand. */
  oldestAgeDays: number | null;
}

export interface RuleThresholds {
  productId: number | null;
  warehouseId: number | null;
  coverDaysBelow: number | null;
  ageDaysOver: number | null;
  unsellableAbove: number | null;
}

export interface Finding {
  kind: WarningKind;
  /** Exact, 2 decimals (the column's scale). */
  figure: string;
  threshold: number;
}

/** Days of cover, or null when nothing sold in the window (no rate: cover is not a concern). */
export function daysOfCover(available: number, salesOut: number): Decimal | null {
  if (salesOut <= 0) return null;
  return new Decimal(available).mul(SALES_WINDOW_DAYS).div(salesOut);
}

export const appliesTo = (rule: RuleThresholds, f: { warehouseId: number; productId: number }) =>
  (rule.productId === null || rule.productId === f.productId) && (rule.warehouseId === null || rule.warehouseId === f.warehouseId);

const fixed2 = (d: Decimal.Value) => new Decimal(d).toFixed(2, Decimal.ROUND_HALF_UP);

/** What `rule` finds true of `f` (nothing when the rule does not cover that SKU or warehouse). */
export function evaluateRule(rule: RuleThresholds, f: StockFigures): Finding[] {
  if (!appliesTo(rule, f)) return [];
  const out: Finding[] = [];
  if (rule.coverDaysBelow !== null) {
    const cover = daysOfCover(f.available, f.salesOut);
    // compared exactly, before the figure is rounded for display
    if (cover !== null && cover.lt(rule.coverDaysBelow))
      out.push({ kind: "lowCover", figure: fixed2(cover), threshold: rule.coverDaysBelow });
  }
  if (rule.ageDaysOver !== null && f.oldestAgeDays !== null && f.oldestAgeDays > rule.ageDaysOver)
    out.push({ kind: "ageing", figure: fixed2(f.oldestAgeDays), threshold: rule.ageDaysOver });
  if (rule.unsellableAbove !== null && f.unsellable > rule.unsellableAbove)
    out.push({ kind: "unsellable", figure: fixed2(f.unsellable), threshold: rule.unsellableAbove });
  return out;
}

/** An open warning as stored, and what the rules find now: which to raise, update and clear (never a twin). */
export interface OpenWarning {
  id: number;
  ruleId: number;
  warehouseId: number;
  productId: number;
  kind: string;
  figure: string;
  threshold: number;
}
export interface Wanted extends Finding {
  ruleId: number;
  warehouseId: number;
  productId: number;
}
export const warningKey = (w: { ruleId: number; warehouseId: number; productId: number; kind: string }) =>
  `${w.ruleId}:${w.warehouseId}:${w.productId}:${w.kind}`;

export function reconcile(open: readonly OpenWarning[], wanted: readonly Wanted[]) {
  const byKey = new Map(open.map((w) => [warningKey(w), w]));
  const seen = new Set<string>();
  const raise: Wanted[] = [];
  const update: (Wanted & { id: number })[] = [];
  for (const w of wanted) {
    const key = warningKey(w);
    if (seen.has(key)) continue;
    seen.add(key);
    const had = byKey.get(key);
    if (!had) raise.push(w);
    else if (!new Decimal(had.figure).eq(w.figure) || had.threshold !== w.threshold) update.push({ ...w, id: had.id });
  }
  const clear = open.filter((w) => !seen.has(warningKey(w)));
  return { raise, update, clear };
}
