import Decimal from "decimal.js";

/** A store account's push rule (the settings row's numbers). */
export interface PushRule {
  /** Percent 0..100 as a decimal string (exact). */
  ratio: string;
  safetyStock: number;
  cap: number | null;
}

/**
 * The quantity a listing shows: min(cap, floor(max(0, Σavailable − safety) × ratio/100 / units per listing)).
 * Negative availability (a balance shorted elsewhere) counts as 0; a listing of 0 units per unit counts as 1.
 */
export function listingQuantity(available: readonly number[], rule: PushRule, unitsPerListing: number): number {
  const total = available.reduce((sum, a) => sum + Math.max(0, a), 0);
  const sellable = Math.max(0, total - Math.max(0, rule.safetyStock));
  const qty = new Decimal(sellable).mul(rule.ratio).div(100).div(Math.max(1, unitsPerListing)).floor().toNumber();
  return rule.cap === null ? qty : Math.min(Math.max(0, rule.cap), qty);
}
