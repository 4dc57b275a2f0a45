import { describe, expect, it } from "vitest";
import { maskAccountNumber, normaliseAccountNumber } from "./account-number.js";

describe("account numbers", () => {
  it.each([
    ["12a-3 4x", "12A34X"],
    [" 1z999aa1 ", "1Z999AA1"],
    ["ABCD", "ABCD"],
  ])("normalises %j to %s", (raw, out) => expect(normaliseAccountNumber(raw)).toBe(out));

  it.each([
    ["123456789", "*****6789"],
    ["12345678", "****5678"],
    ["A1B2C3", "***2C3"],
    ["a1b-2c3", "***2C3"],
    ["1234", "**34"],
    ["1234567890123456789012345678901234", `${"*".repeat(30)}1234`],
  ])("masks %s as %s, keeping at least half hidden", (raw, out) => {
    const masked = maskAccountNumber(raw);
    expect(masked).toBe(out);
    expect(masked.replace(/\*/g, "").length).toBeLessThanOrEqual(masked.length / 2);
  });
});
