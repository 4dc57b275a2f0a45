import Decimal from "decimal.js";

/**
 * Exact unit arithmetic for the catalogue. A private decimal.js constructor with 40 significant digits:
 * cm -> inch divides by 2.54, which does not terminate, and comparisons at a threshold must not be
 * upset by a JavaScript number's binary rounding. Definitions are exact (NIST): 1 in = 2.54 cm,
 * 1 lb = 453.59237 g.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

export type LengthUnit = "cm" | "inch";
export type WeightUnit = "g" | "lbs";

export const CM_PER_INCH = new Dec("2.54");
export const G_PER_LB = new Dec("453.59237");
export const G_PER_KG = new Dec("1000");

export const dec = (v: Decimal.Value | Dec): Dec => new Dec(v as Decimal.Value);

export function toInches(value: Decimal.Value, unit: LengthUnit): Dec {
  return unit === "inch" ? dec(value) : dec(value).div(CM_PER_INCH);
}
export function toCm(value: Decimal.Value, unit: LengthUnit): Dec {
  return unit === "cm" ? dec(value) : dec(value).mul(CM_PER_INCH);
}
export function toPounds(value: Decimal.Value, unit: WeightUnit): Dec {
  return unit === "lbs" ? dec(value) : dec(value).div(G_PER_LB);
}
export function toGrams(value: Decimal.Value, unit: WeightUnit): Dec {
  return unit === "g" ? dec(value) : dec(value).mul(G_PER_LB);
}
export function convertWeight(value: Decimal.Value, from: WeightUnit, to: WeightUnit): Dec {
  return to === "g" ? toGrams(value, from) : toPounds(value, from);
}

/** A measure as stored (numeric(14,3)): 3 decimals, half-up. */
export const measureString = (v: Dec): string => v.toFixed(3, Decimal.ROUND_HALF_UP);

/** Three sides sorted longest first: [longest, median, shortest]. */
export function sortSides(a: Dec, b: Dec, c: Dec): [Dec, Dec, Dec] {
  const s = [a, b, c].sort((x, y) => y.comparedTo(x));
  return [s[0]!, s[1]!, s[2]!];
}
