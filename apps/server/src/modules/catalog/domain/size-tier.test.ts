import { describe, expect, it } from "vitest";
import { dimWeightOf, dimWeightsOf, standardDivisors } from "./dim-weight.js";
import { toGrams, toInches, toPounds } from "@entrepot/contracts";
import { type Measured, ruleSetOn, type SizeTier, sizeTierOf, sizeTierRuleSets } from "./size-tier.js";

const inch = (l: string, w: string, h: string, lb: string): Measured => ({
  length: l,
  width: w,
  height: h,
  lengthUnit: "inch",
  weight: lb,
  weightUnit: "lbs",
});
const cm = (l: string, w: string, h: string, g: string): Measured => ({
  length: l,
  width: w,
  height: h,
  lengthUnit: "cm",
  weight: g,
  weightUnit: "g",
});

/** [what it shows, product, expected tier]: every tier, both unit systems, each threshold met exactly and just passed. */
const cases: [string, Measured, SizeTier][] = [
  ["a phone case, well inside small standard", inch("10", "8", "0.5", "0.5"), "Small standard-size"],
  ["small standard exactly at 15 × 12 × 0.75 in and 16 oz", inch("15", "12", "0.75", "1"), "Small standard-size"],
  ["sides given in any order: sorted before comparing", inch("0.75", "15", "12", "1"), "Small standard-size"],
  ["longest side 0.01 in over 15", inch("15.01", "12", "0.75", "1"), "Large standard-size"],
  ["median side 0.01 in over 12", inch("15", "12.01", "0.75", "1"), "Large standard-size"],
  ["shortest side 0.01 in over 0.75", inch("15", "12", "0.76", "0.5"), "Large standard-size"],
  ["unit weight 0.01 lb over 16 oz", inch("15", "12", "0.75", "1.01"), "Large standard-size"],
  [
    "metric, exactly 15 × 12 × 0.75 in and 1 lb (38.1 × 30.48 × 1.905 cm, 453.59237 g)",
    cm("38.1", "30.48", "1.905", "453.59237"),
    "Small standard-size",
  ],
  ["metric, 1.906 cm thick: just over 0.75 in", cm("38.1", "30.48", "1.906", "400"), "Large standard-size"],
  ["metric, 453.6 g: just over 1 lb", cm("20", "15", "1", "453.6"), "Large standard-size"],
  ["large standard exactly at 18 × 14 × 8 in and 20 lb", inch("18", "14", "8", "20"), "Large standard-size"],
  [
    "cm sides with a weight in lbs: 45.72 × 35.56 × 20.32 cm = 18 × 14 × 8 in",
    { ...cm("45.72", "35.56", "20.32", "0"), weight: "20", weightUnit: "lbs" },
    "Large standard-size",
  ],
  ["20.01 lb: over large standard", inch("18", "14", "8", "20.01"), "Small oversize"],
  ["longest side 18.01 in", inch("18.01", "14", "8", "5"), "Small oversize"],
  ["small oversize exactly at 60 in, 30 in, length + girth 130 in, 70 lb", inch("60", "30", "5", "70"), "Small oversize"],
  ["dimensional weight 68.35 lb (50 × 20 × 9.5 / 139) stays small oversize", inch("50", "20", "9.5", "10"), "Small oversize"],
  [
    "dimensional weight 71.94 lb (50 × 20 × 10 / 139) over 70 lb: medium oversize though it weighs 10 lb",
    inch("50", "20", "10", "10"),
    "Medium oversize",
  ],
  ["longest side 60.01 in", inch("60.01", "10", "10", "30"), "Medium oversize"],
  ["medium oversize exactly at 108 in, length + girth 130 in, 150 lb", inch("108", "5", "6", "150"), "Medium oversize"],
  ["length + girth 130.02 in: past small and medium oversize", inch("60", "30", "5.01", "30"), "Large oversize"],
  ["large oversize exactly at 108 in, length + girth 165 in, 150 lb", inch("108", "2", "26.5", "150"), "Large oversize"],
  [
    "metric large oversize: 274.32 × 5.08 × 67.31 cm, 68038.8555 g = 108 × 2 × 26.5 in, 150 lb",
    cm("274.32", "5.08", "67.31", "68038.8555"),
    "Large oversize",
  ],
  ["length + girth 165.02 in", inch("108", "2", "26.51", "100"), "Special oversize"],
  ["unit weight 150.01 lb", inch("108", "5", "6", "150.01"), "Special oversize"],
  ["metric 68039 g: just over 150 lb", cm("100", "20", "20", "68039"), "Special oversize"],
  ["longest side 108.01 in", inch("108.01", "5", "5", "20"), "Special oversize"],
  ["length + girth 165 in but dimensional weight 157.7 lb (108 × 14 × 14.5 / 139)", inch("108", "14", "14.5", "40"), "Special oversize"],
];

describe("size tiers (US-2023 rule set)", () => {
  const set = ruleSetOn("2026-06-01");
  it("has a case for every tier", () => {
    expect(new Set(cases.map((c) => c[2])).size).toBe(6);
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
  it.each(cases)("%s", (_what, product, tier) => {
    expect(sizeTierOf(product, set).tier).toBe(tier);
  });

  it("reports the figures it decided on, in inches and pounds", () => {
    const r = sizeTierOf(inch("10", "50", "20", "10"), set);
    expect(r).toMatchObject({
      ruleSet: "US-2023",
      longestIn: "50.000",
      medianIn: "20.000",
      shortestIn: "10.000",
      lengthGirthIn: "110.000",
      unitWeightLb: "10.000",
      dimWeightLb: "71.942",
      tierWeightLb: "71.942",
    });
    // small standard compares the unit weight alone
    expect(sizeTierOf(inch("15", "12", "0.75", "0.2"), set).tierWeightLb).toBe("0.200");
  });

  it("picks the rule set in force on a day", () => {
    expect(ruleSetOn("2024-01-01").code).toBe("US-2023");
    const later = { ...sizeTierRuleSets[0]!, code: "TEST-2030", effectiveFrom: "2030-01-01" };
    expect(ruleSetOn("2029-12-31", [...sizeTierRuleSets, later]).code).toBe("US-2023");
    expect(ruleSetOn("2030-01-01", [...sizeTierRuleSets, later]).code).toBe("TEST-2030");
  });
});

describe("unit conversion is exact", () => {
  it("converts with 1 in = 2.54 cm and 1 lb = 453.59237 g, no binary rounding", () => {
    expect(toInches("2.54", "cm").toString()).toBe("1");
    expect(toInches("0.1", "inch").plus(toInches("0.2", "inch")).toString()).toBe("0.3");
    expect(toPounds("453.59237", "g").toString()).toBe("1");
    expect(toGrams("150", "lbs").toString()).toBe("68038.8555");
  });
});

describe("dimensional weight per carrier divisor", () => {
  it("gives lbs for in³/lb divisors and kg for cm³/kg divisors, from either unit system", () => {
    const cube10in = dimWeightsOf({ length: "10", width: "10", height: "10", lengthUnit: "inch" }, standardDivisors);
    expect(cube10in.map((d) => `${d.code}=${d.weight}${d.unit}`)).toEqual([
      "IN139=7.194lbs",
      "IN166=6.024lbs",
      "CM5000=3.277kg",
      "CM6000=2.731kg",
    ]);
    const box = dimWeightsOf({ length: "50", width: "40", height: "30", lengthUnit: "cm" }, standardDivisors);
    expect(box.map((d) => `${d.code}=${d.weight}${d.unit}`)).toEqual([
      "IN139=26.341lbs",
      "IN166=22.057lbs",
      "CM5000=12.000kg",
      "CM6000=10.000kg",
    ]);
  });
  it("takes any divisor a carrier has", () => {
    expect(
      dimWeightOf(
        { length: "12", width: "12", height: "12", lengthUnit: "inch" },
        { code: "X194", divisor: "194", system: "in3/lb", name: { zh: "x", en: "x" } },
      ).weight,
    ).toBe("8.907");
    expect(() =>
      dimWeightOf(
        { length: "1", width: "1", height: "1", lengthUnit: "cm" },
        { code: "Z", divisor: "0", system: "cm3/kg", name: { zh: "x", en: "x" } },
      ),
    ).toThrow();
  });
});
