import { describe, expect, it } from "vitest";
import {
  billableWeight,
  convertLength,
  convertWeight,
  Dec,
  type DivisorRule,
  dimensionalWeight,
  measureString,
  type Parcel,
  parcelVolume,
  roundUpTo,
  sortSides,
  toCm,
  toGrams,
  toInches,
  toKg,
  toPounds,
} from "./measures.js";

const ups: DivisorRule = { unitSystem: "imperial", divisor: "139", weightIncrement: "1", dimensionIncrement: "1" };
const upsExact: DivisorRule = { unitSystem: "imperial", divisor: "139", weightIncrement: "1" };
const usps: DivisorRule = { unitSystem: "imperial", divisor: "166", weightIncrement: "1", dimensionIncrement: "1", minVolume: "1728" };
const dhl: DivisorRule = { unitSystem: "metric", divisor: "5000", weightIncrement: "0.5" };
const dhlTenth: DivisorRule = { unitSystem: "metric", divisor: "6000", weightIncrement: "0.1" };
const inch = (l: string, w: string, h: string): Parcel => ({ length: l, width: w, height: h, unit: "inch" });
const cm = (l: string, w: string, h: string): Parcel => ({ length: l, width: w, height: h, unit: "cm" });

describe("dimensionalWeight", () => {
  it.each([
    // [case, parcel, rule, weight, unit, volume, applies]
    ["imperial: a 12 in cube, 1728/139 = 12.43 rounds up", inch("12", "12", "12"), ups, "13", "lb", "1728", true],
    ["imperial: a 10 in cube, 1000/139 = 7.19", inch("10", "10", "10"), ups, "8", "lb", "1000", true],
    ["imperial: exactly one divisor stays 1 lb (no rounding up of exact multiples)", inch("139", "1", "1"), ups, "1", "lb", "139", true],
    ["imperial: exactly two divisors stays 2 lb", inch("139", "2", "1"), ups, "2", "lb", "278", true],
    [
      "imperial: one cubic inch over a multiple rounds up to the next pound",
      inch("139", "2", "1"),
      { ...ups, divisor: "138.999" },
      "3",
      "lb",
      "278",
      true,
    ],
    ["side rounding: 11.5 in rounds half-up to 12", inch("11.5", "10", "10"), ups, "9", "lb", "1200", true],
    ["side rounding: 11.49 in rounds down to 11", inch("11.49", "10", "10"), ups, "8", "lb", "1100", true],
    ["side rounding: a sliver of 0.2 in counts as one step, never zero", inch("0.2", "10", "10"), ups, "1", "lb", "100", true],
    ["no side rounding: sides taken as measured", inch("11.5", "10", "10"), upsExact, "9", "lb", "1150", true],
    ["cm parcel on an imperial rule: 30.48 cm is exactly 12 in", cm("30.48", "30.48", "30.48"), ups, "13", "lb", "1728", true],
    ["cm parcel on an imperial rule, sides rounded: 30 cm = 11.81 in -> 12 in", cm("30", "30", "30"), ups, "13", "lb", "1728", true],
    ["USPS: exactly one cubic foot is not over the minimum", inch("12", "12", "12"), usps, "0", "lb", "1728", false],
    ["USPS: 12.4 in rounds to 12, still one cubic foot", inch("12", "12", "12.4"), usps, "0", "lb", "1728", false],
    ["USPS: 12.5 in rounds to 13, over the minimum: 1872/166 = 11.28", inch("12", "12", "12.5"), usps, "12", "lb", "1872", true],
    ["metric: 40x30x20 cm / 5000 = 4.8 -> 5", cm("40", "30", "20"), dhl, "5", "kg", "24000", true],
    ["metric: 35x30x20 cm / 5000 = 4.2 -> 4.5 (half-kilo steps)", cm("35", "30", "20"), dhl, "4.5", "kg", "21000", true],
    ["metric: exactly 12 kg stays 12", cm("50", "40", "30"), dhl, "12", "kg", "60000", true],
    ["metric: 4.5 exactly stays 4.5", cm("45", "25", "20"), dhl, "4.5", "kg", "22500", true],
    ["metric: 6000 divisor, 0.1 kg steps", cm("33.3", "22.2", "11.1"), dhlTenth, "1.4", "kg", "8205.786", true],
    [
      "inch parcel on a metric rule: a 10 in cube = 16387.064 cm3 / 6000 = 2.731 -> 2.8",
      inch("10", "10", "10"),
      dhlTenth,
      "2.8",
      "kg",
      "16387.064",
      true,
    ],
    [
      "inch parcel on a metric rule with half-kilo steps",
      inch("10", "10", "10"),
      { ...dhlTenth, weightIncrement: "0.5" },
      "3",
      "kg",
      "16387.064",
      true,
    ],
    ["tiny parcel still weighs one increment", cm("1", "1", "1"), dhl, "0.5", "kg", "1", true],
  ] as const)("%s", (_case, parcel, rule, weight, unit, volume, applies) => {
    expect(dimensionalWeight(parcel, rule)).toEqual({ weight, unit, volume, applies });
  });

  it("keeps exact decimals where binary floating point would not", () => {
    // 0.1 x 0.2 x 0.3 cm: 0.006 cm3; in floats 0.1*0.2*0.3 = 0.006000000000000001
    expect(dimensionalWeight(cm("0.1", "0.2", "0.3"), { unitSystem: "metric", divisor: "0.006", weightIncrement: "1" }).weight).toBe("1");
    expect(dimensionalWeight(cm("0.1", "0.2", "0.3"), { unitSystem: "metric", divisor: "0.003", weightIncrement: "1" }).weight).toBe("2");
  });

  it.each([
    ["a zero side", inch("0", "10", "10"), ups, /length must be above zero/],
    ["a negative side", inch("10", "-1", "10"), ups, /width must be above zero/],
    ["a side that is not a number", inch("10", "10", "ten"), ups, /height is not a number/],
    ["a zero divisor", inch("10", "10", "10"), { ...ups, divisor: "0" }, /divisor must be above zero/],
    ["a zero weight increment", inch("10", "10", "10"), { ...ups, weightIncrement: "0" }, /weightIncrement must be above zero/],
    ["a zero dimension increment", inch("10", "10", "10"), { ...ups, dimensionIncrement: "0" }, /dimensionIncrement must be above zero/],
  ] as const)("refuses %s", (_case, parcel, rule, error) => {
    expect(() => dimensionalWeight(parcel, rule)).toThrow(error);
  });
});

describe("roundUpTo, convertWeight and billableWeight", () => {
  it.each([
    ["12.43", "1", "13"],
    ["12", "1", "12"],
    ["4.01", "0.5", "4.5"],
    ["4.5", "0.5", "4.5"],
    ["0.0001", "0.5", "0.5"],
    ["0", "1", "0"],
  ])("rounds %s up to a multiple of %s: %s", (value, step, out) => {
    expect(roundUpTo(value, step).toFixed()).toBe(out);
  });

  it("converts weights exactly (1 lb = 453.59237 g)", () => {
    expect(convertWeight("1", "lb", "kg").toFixed()).toBe("0.45359237");
    expect(convertWeight("453.59237", "g", "lb").toFixed()).toBe("1");
    expect(convertWeight("2", "lbs", "lb").toFixed()).toBe("2");
    expect(convertWeight("1500", "g", "kg").toFixed()).toBe("1.5");
  });

  it.each([
    [
      "dimensional wins over a light parcel",
      inch("12", "12", "12"),
      { value: "5", unit: "lb" },
      ups,
      { weight: "13", unit: "lb", basis: "dimensional" },
    ],
    [
      "actual wins, rounded up to the next pound",
      inch("12", "12", "12"),
      { value: "15.2", unit: "lbs" },
      ups,
      { weight: "16", unit: "lb", basis: "actual" },
    ],
    [
      "equal weights bill as actual",
      inch("12", "12", "12"),
      { value: "13", unit: "lb" },
      ups,
      { weight: "13", unit: "lb", basis: "actual" },
    ],
    [
      "USPS small box: no dimensional weight, actual in grams",
      inch("10", "8", "6"),
      { value: "1000", unit: "g" },
      usps,
      { weight: "3", unit: "lb", basis: "actual" },
    ],
    [
      "metric: 2000 g vs 4.8 kg dimensional",
      cm("40", "30", "20"),
      { value: "2000", unit: "g" },
      dhl,
      { weight: "5", unit: "kg", basis: "dimensional" },
    ],
    [
      "metric: 7.2 kg actual rounds to 7.5",
      cm("40", "30", "20"),
      { value: "7.2", unit: "kg" },
      dhl,
      { weight: "7.5", unit: "kg", basis: "actual" },
    ],
  ] as const)("%s", (_case, parcel, actual, rule, out) => {
    expect(billableWeight(parcel, actual, rule)).toEqual(out);
  });
});

describe("the one kernel's units (catalogue and carriers alike)", () => {
  it("converts lengths exactly: 1 in = 2.54 cm, both ways", () => {
    expect(toCm("12", "inch").toFixed()).toBe("30.48");
    expect(toInches("30.48", "cm").toFixed()).toBe("12");
    expect(convertLength("1", "cm", "inch").toFixed(10)).toBe("0.3937007874");
    expect(convertLength("7", "inch", "inch").toFixed()).toBe("7");
    // a conversion and its inverse give the value back to 40 digits: stored (3 decimals) it is exact
    expect(measureString(toCm(toInches("33.3", "cm"), "inch"))).toBe("33.300");
  });
  it("converts weights exactly: 1 lb = 453.59237 g, lbs (the spec's code) is lb", () => {
    expect(toGrams("1", "lbs").toFixed()).toBe("453.59237");
    expect(toPounds("907.18474", "g").toFixed()).toBe("2");
    expect(toKg("2.5", "lbs").toFixed()).toBe("1.133980925");
    expect(convertWeight("3", "kg", "g").toFixed()).toBe("3000");
  });
  it("gives a parcel's volume in the rule's system", () => {
    expect(parcelVolume({ length: "10", width: "20", height: "30", unit: "cm" }, "metric").toFixed()).toBe("6000");
    expect(parcelVolume({ length: "30.48", width: "30.48", height: "30.48", unit: "cm" }, "imperial").toFixed()).toBe("1728");
    expect(parcelVolume({ length: "1", width: "1", height: "1", unit: "inch" }, "metric").toFixed()).toBe("16.387064");
  });
  it("stores measures with 3 decimals, half-up, and sorts sides longest first", () => {
    expect(measureString(toInches("10", "cm"))).toBe("3.937");
    expect(measureString(new Dec("1.0005"))).toBe("1.001");
    expect(sortSides(new Dec(2), new Dec(9), new Dec(5)).map((d) => d.toNumber())).toEqual([9, 5, 2]);
  });
});
