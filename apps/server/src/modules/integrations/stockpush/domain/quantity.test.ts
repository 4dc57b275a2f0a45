import { describe, expect, it } from "vitest";
import { listingQuantity } from "./quantity.js";

const rule = (ratio: string, safetyStock = 0, cap: number | null = null) => ({ ratio, safetyStock, cap });

describe("listing quantity", () => {
  it("sums the warehouses' available and applies the ratio exactly, rounding down", () => {
    expect(listingQuantity([30, 20], rule("100"), 1)).toBe(50);
    expect(listingQuantity([30, 20], rule("33.33"), 1)).toBe(16); // 16.665
    expect(listingQuantity([10], rule("0"), 1)).toBe(0);
    // 0.1 + 0.2 style float error would floor 29.99999 to 29: decimal keeps 30
    expect(listingQuantity([100], rule("30"), 1)).toBe(30);
  });
  it("holds back the safety stock before the ratio", () => {
    expect(listingQuantity([50], rule("50", 10), 1)).toBe(20);
    expect(listingQuantity([5], rule("100", 10), 1)).toBe(0);
  });
  it("caps the result", () => {
    expect(listingQuantity([500], rule("100", 0, 40), 1)).toBe(40);
    expect(listingQuantity([10], rule("100", 0, 40), 1)).toBe(10);
    expect(listingQuantity([10], rule("100", 0, 0), 1)).toBe(0);
  });
  it("divides by the units a listing sells (bundles), rounding down", () => {
    expect(listingQuantity([25], rule("100"), 6)).toBe(4);
    expect(listingQuantity([5], rule("100"), 6)).toBe(0);
  });
  it("clamps negative availability to 0", () => {
    expect(listingQuantity([-8, 5], rule("100"), 1)).toBe(5);
    expect(listingQuantity([-8], rule("100", 3), 1)).toBe(0);
    expect(listingQuantity([], rule("100"), 1)).toBe(0);
  });
});
