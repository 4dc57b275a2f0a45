import Decimal from "decimal.js";

/**
 * Dimensional (volumetric) weight, the way parcel carriers bill it. Pure and exact (decimal.js):
 *
 *   1. the parcel's sides are converted to the rule's unit system (1 in = 2.54 cm exactly);
 *   2. each side is rounded half-up to the rule's dimension increment, if it has one (UPS and FedEx
 *      round each side to the nearest whole inch);
 *   3. volume = length × width × height; at or under the rule's minimum volume there is no
 *      dimensional weight (USPS: 1728 in³, one cubic foot);
 *   4. weight = volume ÷ divisor (in³/lb imperial, cm³/kg metric), rounded UP to a multiple of the
 *      weight increment (1 lb, 0.5 kg...).
 */

/** A private Decimal with room for the products of three sides and unit conversions. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Value = Decimal.Value;

export type UnitSystem = "imperial" | "metric";
export type LengthUnit = "inch" | "cm";
export type WeightUnit = "lb" | "kg";
/** Weight units an actual weight may come in: the spec's g and lbs, plus kg and lb. */
export type AnyWeightUnit = "g" | "kg" | "lb" | "lbs";

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

export interface Parcel {
  length: Value;
  width: Value;
  height: Value;
  unit: LengthUnit;
}

export interface DimensionalWeight {
  /** Rounded up to the increment; "0" when the rule's minimum volume is not exceeded. */
  weight: string;
  unit: WeightUnit;
  /** The volume the weight was computed from, in in³ or cm³ (after side rounding). */
  volume: string;
  /** False when the parcel is at or under the minimum volume. */
  applies: boolean;
}

const CM_PER_INCH = new D("2.54");
const G_PER_LB = new D("453.59237");

function positive(name: string, v: Value): Decimal {
  let d: Decimal;
  try {
    d = new D(v);
  } catch {
    throw new RangeError(`${name} is not a number: ${String(v)}`);
  }
  if (!d.isFinite() || d.lte(0)) throw new RangeError(`${name} must be above zero: ${String(v)}`);
  return d;
}

/** Rounds up to a multiple of `step` (exact multiples stay as they are). */
export function roundUpTo(value: Value, step: Value): Decimal {
  const s = positive("step", step);
  return new D(value).div(s).ceil().mul(s);
}

function roundHalfUpTo(value: Decimal, step: Decimal): Decimal {
  return value.div(step).toDecimalPlaces(0, D.ROUND_HALF_UP).mul(step);
}

function toSystem(side: Decimal, from: LengthUnit, system: UnitSystem): Decimal {
  if (from === "inch" && system === "metric") return side.mul(CM_PER_INCH);
  if (from === "cm" && system === "imperial") return side.div(CM_PER_INCH);
  return side;
}

/** Plain decimal text without trailing zeros ("12", "0.5", "1728"). */
const text = (d: Decimal) => d.toFixed();

export function dimensionalWeight(parcel: Parcel, rule: DivisorRule): DimensionalWeight {
  const divisor = positive("divisor", rule.divisor);
  const increment = positive("weightIncrement", rule.weightIncrement);
  const sideStep = rule.dimensionIncrement === null || rule.dimensionIncrement === undefined ? null : positive("dimensionIncrement", rule.dimensionIncrement);
  const unit: WeightUnit = rule.unitSystem === "imperial" ? "lb" : "kg";
  const sides = (["length", "width", "height"] as const).map((k) => {
    const side = toSystem(positive(k, parcel[k]), parcel.unit, rule.unitSystem);
    // a side never rounds away to nothing: at least one step
    return sideStep ? D.max(roundHalfUpTo(side, sideStep), sideStep) : side;
  });
  const volume = sides[0]!.mul(sides[1]!).mul(sides[2]!);
  const minVolume = rule.minVolume === null || rule.minVolume === undefined ? null : positive("minVolume", rule.minVolume);
  if (minVolume && volume.lte(minVolume)) return { weight: "0", unit, volume: text(volume), applies: false };
  return { weight: text(roundUpTo(volume.div(divisor), increment)), unit, volume: text(volume), applies: true };
}

/** Converts a weight to lb or kg (1 lb = 453.59237 g exactly). */
export function convertWeight(value: Value, from: AnyWeightUnit, to: WeightUnit): Decimal {
  const grams = from === "g" ? new D(value) : from === "kg" ? new D(value).mul(1000) : new D(value).mul(G_PER_LB);
  return to === "kg" ? grams.div(1000) : grams.div(G_PER_LB);
}

/**
 * The weight a carrier bills: the greater of the actual weight (converted to the rule's unit and
 * rounded up to the same increment) and the dimensional weight.
 */
export function billableWeight(parcel: Parcel, actual: { value: Value; unit: AnyWeightUnit }, rule: DivisorRule): { weight: string; unit: WeightUnit; basis: "actual" | "dimensional" } {
  const dim = dimensionalWeight(parcel, rule);
  const actualRounded = roundUpTo(convertWeight(positive("actual weight", actual.value), actual.unit, dim.unit), rule.weightIncrement);
  const dimWeight = new D(dim.weight);
  return dimWeight.gt(actualRounded) ? { weight: dim.weight, unit: dim.unit, basis: "dimensional" } : { weight: text(actualRounded), unit: dim.unit, basis: "actual" };
}
