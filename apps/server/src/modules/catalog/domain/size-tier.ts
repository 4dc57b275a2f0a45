import { Dec, type LengthUnit, measureString, sortSides, toInches, toPounds, type WeightUnit } from "@entrepot/contracts";

/**
 * Size tiers (spec §3: the six US tiers), from a versioned, dated rule table. The thresholds are those
 * Amazon published for the US marketplace ("Product size tiers", Seller Central, Table 1: 2023 product
 * size tier definitions): a product is in the first tier none of whose limits it exceeds.
 *
 * Which weight: the table's weight column is the shipping weight, i.e. the greater of the unit weight
 * and the dimensional weight (unit volume in in³ / 139), except for small standard-size and special
 * oversize, which use the unit weight alone. For the oversize tiers the dimensional weight assumes a
 * minimum width and height (median and shortest side) of 2 inches. Length + girth = longest + 2 × (median
 * + shortest), on the measured sides.
 */
export const sizeTiers = [
  "Small standard-size",
  "Large standard-size",
  "Small oversize",
  "Medium oversize",
  "Large oversize",
  "Special oversize",
] as const;
export type SizeTier = (typeof sizeTiers)[number];

export interface TierLimits {
  tier: SizeTier;
  /** "unit": the unit weight only; "shipping": max(unit weight, dimensional weight). */
  weightBasis: "unit" | "shipping";
  /** Limits in pounds and inches (decimal strings); null: no limit of that kind. */
  maxWeightLb: string | null;
  maxLongestIn: string | null;
  maxMedianIn: string | null;
  maxShortestIn: string | null;
  maxLengthGirthIn: string | null;
  /** Median and shortest sides count at least this much in the dimensional weight (oversize: 2 in). */
  dimMinSideIn: string | null;
}

export interface SizeTierRuleSet {
  code: string;
  title: { zh: string; en: string };
  source: string;
  /** First day the set applies (YYYY-MM-DD); the set in force on a date is the latest one started by then. */
  effectiveFrom: string;
  /** Dimensional weight divisor of the tier table (in³ per lb). */
  dimDivisor: string;
  tiers: TierLimits[];
  /** Where a product exceeding every row lands. */
  beyond: SizeTier;
}

const lim = (
  tier: SizeTier,
  weightBasis: "unit" | "shipping",
  w: string | null,
  l: string | null,
  m: string | null,
  s: string | null,
  lg: string | null,
  minSide: string | null,
): TierLimits => ({
  tier,
  weightBasis,
  maxWeightLb: w,
  maxLongestIn: l,
  maxMedianIn: m,
  maxShortestIn: s,
  maxLengthGirthIn: lg,
  dimMinSideIn: minSide,
});

export const sizeTierRuleSets: readonly SizeTierRuleSet[] = [
  {
    code: "US-2023",
    title: { zh: "亚马逊美国站尺寸分段(2023 版定义)", en: "Amazon US product size tiers (2023 definitions)" },
    source: "Amazon Seller Central, Product size tiers (US), Table 1: 2023 product size tier definitions",
    effectiveFrom: "2023-01-17",
    dimDivisor: "139",
    tiers: [
      // 16 oz = 1 lb exactly
      lim("Small standard-size", "unit", "1", "15", "12", "0.75", null, null),
      lim("Large standard-size", "shipping", "20", "18", "14", "8", null, null),
      lim("Small oversize", "shipping", "70", "60", "30", null, "130", "2"),
      lim("Medium oversize", "shipping", "150", "108", null, null, "130", "2"),
      lim("Large oversize", "shipping", "150", "108", null, null, "165", "2"),
    ],
    beyond: "Special oversize",
  },
];

/** The rule set in force on a day (YYYY-MM-DD); before the first set, the first one. */
export function ruleSetOn(day: string, sets: readonly SizeTierRuleSet[] = sizeTierRuleSets): SizeTierRuleSet {
  const started = [...sets].filter((s) => s.effectiveFrom <= day).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return started[0] ?? sets[0]!;
}

export interface Measured {
  length: string;
  width: string;
  height: string;
  lengthUnit: LengthUnit;
  weight: string;
  weightUnit: WeightUnit;
}

export interface SizeTierResult {
  tier: SizeTier;
  ruleSet: string;
  /** The figures the decision used, in inches and pounds (3 decimals). */
  longestIn: string;
  medianIn: string;
  shortestIn: string;
  lengthGirthIn: string;
  unitWeightLb: string;
  /** Dimensional weight with the tier table's divisor (no minimum side). */
  dimWeightLb: string;
  /** The weight the chosen tier compared (unit or shipping weight). */
  tierWeightLb: string;
}

const over = (value: Dec, limit: string | null) => limit !== null && value.greaterThan(limit);

/** The size tier of a packaged product. Pure and exact: every figure is converted with decimal.js. */
export function sizeTierOf(p: Measured, set: SizeTierRuleSet = ruleSetOn(new Date().toISOString().slice(0, 10))): SizeTierResult {
  const [longest, median, shortest] = sortSides(
    toInches(p.length, p.lengthUnit),
    toInches(p.width, p.lengthUnit),
    toInches(p.height, p.lengthUnit),
  );
  const unitWeight = toPounds(p.weight, p.weightUnit);
  const lengthGirth = longest.plus(median.plus(shortest).mul(2));
  const dimWeight = (minSide: string | null) => {
    const m = minSide === null ? median : Dec.max(median, minSide);
    const s = minSide === null ? shortest : Dec.max(shortest, minSide);
    return longest.mul(m).mul(s).div(set.dimDivisor);
  };
  let chosen: { tier: SizeTier; weight: Dec } | undefined;
  for (const t of set.tiers) {
    const weight = t.weightBasis === "unit" ? unitWeight : Dec.max(unitWeight, dimWeight(t.dimMinSideIn));
    if (
      over(weight, t.maxWeightLb) ||
      over(longest, t.maxLongestIn) ||
      over(median, t.maxMedianIn) ||
      over(shortest, t.maxShortestIn) ||
      over(lengthGirth, t.maxLengthGirthIn)
    )
      continue;
    chosen = { tier: t.tier, weight };
    break;
  }
  return {
    tier: chosen?.tier ?? set.beyond,
    ruleSet: set.code,
    longestIn: measureString(longest),
    medianIn: measureString(median),
    shortestIn: measureString(shortest),
    lengthGirthIn: measureString(lengthGirth),
    unitWeightLb: measureString(unitWeight),
    dimWeightLb: measureString(dimWeight(null)),
    tierWeightLb: measureString(chosen?.weight ?? unitWeight),
  };
}
