import { describe, expect, it } from "vitest";
import { formatAmount, formatDate } from "./format";

describe("money display", () => {
  it("rounds half-up to 2 decimals and groups thousands, without going through a JS number", () => {
    expect(formatAmount("1234567.125")).toBe("1,234,567.13");
    expect(formatAmount("-0.005")).toBe("-0.01");
    expect(formatAmount("12.3400")).toBe("12.34");
    expect(formatAmount("9007199254740993.9950")).toBe("9,007,199,254,740,994.00"); // beyond 2^53
    expect(formatAmount("")).toBe("");
    expect(formatAmount("n/a")).toBe("n/a");
  });
});

describe("dates", () => {
  it("shows a calendar date as that day in both languages", () => {
    expect(formatDate("2026-03-01", "zh-CN")).toBe("2026/03/01");
    expect(formatDate("2026-03-01", "en-US")).toBe("03/01/2026");
  });
});
