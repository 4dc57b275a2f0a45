import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { boxM3, forecast, weekOf } from "./forecast.js";

describe("capacity forecast", () => {
  it("puts an ETA in its week: past or unknown in week 1, beyond week 8 nowhere", () => {
    expect(weekOf("2026-11-24", null)).toBe(1);
    expect(weekOf("2026-11-24", "2026-11-01")).toBe(1);
    expect(weekOf("2026-11-24", "2026-11-30")).toBe(1);
    expect(weekOf("2026-11-24", "2026-12-01")).toBe(2);
    expect(weekOf("2026-11-24", "2027-01-18")).toBe(8);
    expect(weekOf("2026-11-24", "2027-01-19")).toBeNull();
  });

  it("measures a box through the measures kernel (inches exact)", () => {
    expect(boxM3({ length: "100", width: "100", height: "100", lengthUnit: "cm" }).toString()).toBe("1");
    // 10 × 10 × 10 in = 1000 in³ = 16387.064 cm³
    expect(boxM3({ length: "10", width: "10", height: "10", lengthUnit: "inch" }).toString()).toBe("0.016387064");
  });

  it("projects week by week, never below empty", () => {
    const w = forecast({
      warehouse: { warehouseId: 1, warehouseCode: "W1", warehouseName: "One", capacityM3: "4" },
      today: "2026-11-24",
      stock: [{ productId: 1, units: 2 }],
      inbound: [{ productId: 1, units: 1, eta: "2026-12-10" }],
      outbound: [{ productId: 1, units: 30 }],
      boxes: new Map([[1, new Decimal(1)]]),
    });
    expect(w).toMatchObject({ usedM3: "2.000", usedPct: "50.0", weeklyOutboundM3: "7.000", capacityM3: "4.000" });
    expect(w.weeks.map((x) => [x.start, x.inboundM3, x.projectedM3, x.usedPct])).toEqual([
      ["2026-11-24", "0.000", "0.000", "0.0"],
      ["2026-12-01", "0.000", "0.000", "0.0"],
      ["2026-12-08", "1.000", "0.000", "0.0"],
      ["2026-12-15", "0.000", "0.000", "0.0"],
      ["2026-12-22", "0.000", "0.000", "0.0"],
      ["2026-12-29", "0.000", "0.000", "0.0"],
      ["2027-01-05", "0.000", "0.000", "0.0"],
      ["2027-01-12", "0.000", "0.000", "0.0"],
    ]);
    const none = forecast({
      warehouse: { warehouseId: 1, warehouseCode: "W1", warehouseName: "One", capacityM3: null },
      today: "2026-11-24",
      stock: [],
      inbound: [],
      outbound: [],
      boxes: new Map(),
    });
    expect(none).toMatchObject({ usedM3: "0.000", usedPct: null, capacityM3: null });
    expect(none.weeks[0]!.usedPct).toBeNull();
  });
});
