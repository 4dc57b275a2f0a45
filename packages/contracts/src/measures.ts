import Decimal from "decimal.js";
import { z } from "zod";

/**
 * Measures (lengths, weights, volumes, divisors) travel as decimal strings with up to 3 decimals and are
 * `numeric(14,3)` in the database (`measureColumn`), decimal.js in code, like money.
 */
const measurePattern = /^\d{1,11}(\.\d{1,3})?$/;

/** Zero or more: "24000.000". */
export const measure = z
  .string()
  .trim()
  .regex(measurePattern, { message: "v.measure" })
  .describe("decimal string, 0 or more, up to 3 decimals");

/** Above zero (a dimension, a weight, a divisor): "12.5". */
export const positiveMeasure = z
  .string()
  .trim()
  .regex(measurePattern, { message: "v.positiveMeasure" })
  .refine((v) => /[1-9]/.test(v), { message: "v.positiveMeasure" })
  .describe("decimal string above 0, up to 3 decimals");

// ---- the measures kernel: units, conversions, dimensional weight (catalogue and carriers alike) ----

/**
 * Exact unit arithmetic. A private decimal.js constructor with 40 significant digits: cm -> inch divides
 * by 2.54, which does not terminate, and comparisons at a threshold (a size tier, a carrier's minimum
 * volume) must not be upset by a JavaScript number's binary rounding. Definitions are exact (NIST):
 * 1 in = 2.54 cm, 1 lb = 453.59237 g.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;
type Value = Decimal.Value;

/** Length units: the spec's codes (lengthUnits). */
export type LengthUnit = "cm" | "inch";
/** Weight units: the spec's g and lbs (products), and kg and lb (carriers' rules); lbs and lb are the same pound. */
export type WeightUnit = "g" | "kg" | "lb" | "lbs";
/** A carrier rule's system: inches and pounds (divisor in in³/lb) or centimetres and kilograms (cm³/kg). */
export type UnitSystem = "imperial" | "metric";

export const CM_PER_INCH = new Dec("2.54");
export const G_PER_LB = new Dec("453.59237");
export const G_PER_KG = new Dec("1000");

export const dec = (v: Value | Dec): Dec => new Dec(v as Value);

export const toInches = (value: Value, unit: LengthUnit): Dec => (unit === "inch" ? dec(value) : dec(value).div(CM_PER_INCH));
export const toCm = (value: Value, unit: LengthUnit): Dec => (unit === "cm" ? dec(value) : dec(value).mul(CM_PER_INCH));
export const convertLength = (value: Value, from: LengthUnit, to: LengthUnit): Dec =>
  to === "cm" ? toCm(value, from) : toInches(value, from);

const gramsPer: Record<WeightUnit, Dec> = { g: new Dec(1), kg: G_PER_KG, lb: G_PER_LB, lbs: G_PER_LB };
export const toGrams = (value: Value, unit: WeightUnit): Dec => (unit === "g" ? dec(value) : dec(value).mul(gramsPer[unit]));
export const convertWeight = (value: Value, from: WeightUnit, to: WeightUnit): Dec => {
  if (from === to || gramsPer[from].eq(gramsPer[to])) return dec(value);
  return toGrams(value, from).div(gramsPer[to]);
};
export const toPounds = (value: Value, unit: WeightUnit): Dec => convertWeight(value, unit, "lbs");
export const toKg = (value: Value, unit: WeightUnit): Dec => convertWeight(value, unit, "kg");

/** A measure as stored (numeric(14,3)): 3 decimals, half-up. */
export const measureString = (v: Dec): string => v.toFixed(3, Decimal.ROUND_HALF_UP);

/** Three sides sorted longest first: [longest, median, shortest]. */
export function sortSides(a: Dec, b: Dec, c: Dec): [Dec, Dec, Dec] {
  const s = [a, b, c].sort((x, y) => y.comparedTo(x));
  return [s[0]!, s[1]!, s[2]!];
}

/** A parcel or a product's box: three sides in one unit. */
export interface Parcel {
  length: Value;
  width: Value;
  height: Value;
  unit: LengthUnit;
}

/** Volume in in³ (imperial) or cm³ (metric), exact. */
export function parcelVolume(parcel: Parcel, system: UnitSystem): Dec {
  const side = (v: Value) => (system === "imperial" ? toInches(v, parcel.unit) : toCm(v, parcel.unit));
  return side(parcel.length).mul(side(parcel.width)).mul(side(parcel.height));
}

/**
 * Dimensional (volumetric) weight, the way parcel carriers bill it:
 *   1. the parcel's sides are converted to the rule's unit system;
 *   2. each side is rounded half-up to the rule's dimension increment, if it has one (UPS and FedEx
 *      round each side to the nearest whole inch);
 *   3. volume = length × width × height; at or under the rule's minimum volume there is no
 *      dimensional weight (USPS: 1728 in³, one cubic foot);
 *   4. weight = volume ÷ divisor (in³/lb imperial, cm³/kg metric), rounded UP to a multiple of the
 *      weight increment (1 lb, 0.5 kg...). Without an increment (the catalogue's display), 3 decimals half-up.
 */
export interface DivisorRule {
  unitSystem: UnitSystem;
  /** in³ per lb (imperial) or cm³ per kg (metric); above zero. */
  divisor: Value;
  /** The result rounds up to a multiple of this (lb or kg); above zero. */
  weightIncrement: Value;
  /** Each side rounds half-up to a multiple of this first (in or cm); null: sides are taken as measured. */
  dimensionIncrement?: Value | null;
  /** No dimensional weight at or under this volume (in³ or cm³); null: always. */
  minVolume?: Value | null;
}

export interface DimensionalWeight {
  /** Rounded up to the increment; "0" when the rule's minimum volume is not exceeded. */
  weight: string;
  unit: "lb" | "kg";
  /** The volume the weight was computed from, in in³ or cm³ (after side rounding). */
  volume: string;
  /** False when the parcel is at or under the minimum volume. */
  applies: boolean;
}

function positive(name: string, v: Value): Dec {
  let d: Dec;
  try {
    d = new Dec(v);
  } catch {
    throw new RangeError(`${name} is not a number: ${String(v)}`);
  }
  if (!d.isFinite() || d.lte(0)) throw new RangeError(`${name} must be above zero: ${String(v)}`);
  return d;
}

/** Rounds up to a multiple of `step` (exact multiples stay as they are). */
export function roundUpTo(value: Value, step: Value): Dec {
  const s = positive("step", step);
  return new Dec(value).div(s).ceil().mul(s);
}

const roundHalfUpTo = (value: Dec, step: Dec): Dec => value.div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step);

/** Plain decimal text without trailing zeros ("12", "0.5", "1728"). */
const text = (d: Dec) => d.toFixed();

export function dimensionalWeight(parcel: Parcel, rule: DivisorRule): DimensionalWeight {
  const divisor = positive("divisor", rule.divisor);
  const increment = positive("weightIncrement", rule.weightIncrement);
  const sideStep =
    rule.dimensionIncrement === null || rule.dimensionIncrement === undefined
      ? null
      : positive("dimensionIncrement", rule.dimensionIncrement);
  const unit = rule.unitSystem === "imperial" ? "lb" : "kg";
  const sides = (["length", "width", "height"] as const).map((k) => {
    const given = positive(k, parcel[k]);
    const side = rule.unitSystem === "imperial" ? toInches(given, parcel.unit) : toCm(given, parcel.unit);
    // a side never rounds away to nothing: at least one step
    return sideStep ? Dec.max(roundHalfUpTo(side, sideStep), sideStep) : side;
  });
  const volume = sides[0]!.mul(sides[1]!).mul(sides[2]!);
  const minVolume = rule.minVolume === null || rule.minVolume === undefined ? null : positive("minVolume", rule.minVolume);
  if (minVolume && volume.lte(minVolume)) return { weight: "0", unit, volume: text(volume), applies: false };
  return { weight: text(roundUpTo(volume.div(divisor), increment)), unit, volume: text(volume), applies: true };
}

/**
 * The weight a carrier bills: the greater of the actual weight (converted to the rule's unit and
 * rounded up to the same increment) and the dimensional weight.
 */
export function billableWeight(
  parcel: Parcel,
  actual: { value: Value; unit: WeightUnit },
  rule: DivisorRule,
): { weight: string; unit: "lb" | "kg"; basis: "actual" | "dimensional" } {
  const dim = dimensionalWeight(parcel, rule);
  const actualRounded = roundUpTo(convertWeight(positive("actual weight", actual.value), actual.unit, dim.unit), rule.weightIncrement);
  const dimWeight = new Dec(dim.weight);
  return dimWeight.gt(actualRounded)
    ? { weight: dim.weight, unit: dim.unit, basis: "dimensional" }
    : { weight: text(actualRounded), unit: dim.unit, basis: "actual" };
}
