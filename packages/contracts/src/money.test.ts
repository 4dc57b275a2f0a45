import { describe, expect, it } from "vitest";
import { money, sumMoney, toDisplayAmount, toMoneyString } from "./money.js";

describe("money", () => {
  it("accepts decimal strings only", () => {
    expect(money.safeParse("12.5").success).toBe(true);
    expect(money.safeParse("-0.0001").success).toBe(true);
    expect(money.safeParse(12.5).success).toBe(false);
    expect(money.safeParse("1e3").success).toBe(false);
    expect(money.safeParse("1.23456").success).toBe(false);
  });
  it("adds exactly and rounds half-up for display", () => {
    expect(sumMoney(["0.1", "0.2"]).toString()).toBe("0.3");
    expect(toDisplayAmount("2.345")).toBe("2.35");
    expect(toDisplayAmount("-2.345")).toBe("-2.35");
    expect(toMoneyString("12.5")).toBe("12.5000");
  });
});
