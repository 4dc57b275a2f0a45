import { describe, expect, it } from "vitest";
import { gtinKind } from "./barcode.js";
import { kitCycle, kitsAbove, kitTotals } from "./kit.js";

describe("kits", () => {
  // 10 = kit of 1, 2; 11 = kit of 10, 3; 12 = kit of 11
  const graph = new Map<number, number[]>([
    [10, [1, 2]],
    [11, [10, 3]],
    [12, [11]],
  ]);
  it("finds the cycle a new component list would close, through nested kits", () => {
    expect(kitCycle(graph, 10, [1, 12])).toEqual([10, 12, 11, 10]);
    expect(kitCycle(graph, 10, [10])).toEqual([10, 10]);
    expect(kitCycle(graph, 12, [11, 3])).toBeNull();
    expect(kitCycle(graph, 20, [12, 1])).toBeNull();
  });
  it("lists the kits above changed products, innermost first", () => {
    expect(kitsAbove(graph, [1])).toEqual([10, 11, 12]);
    expect(kitsAbove(graph, [3])).toEqual([11, 12]);
    expect(kitsAbove(graph, [12])).toEqual([]);
  });
  it("sums weights across units and values exactly, refusing mixed currencies", () => {
    const t = kitTotals(
      [
        { quantity: 2, weight: "1", weightUnit: "lbs", declaredValue: "0.1", currency: "USD" },
        { quantity: 3, weight: "100", weightUnit: "g", declaredValue: "0.2", currency: "USD" },
      ],
      "g",
    );
    expect(t).toEqual({ weight: "1207.185", declaredValue: "0.8000", currency: "USD" });
    expect(
      kitTotals(
        [
          { quantity: 1, weight: "1", weightUnit: "g", declaredValue: "1", currency: "USD" },
          { quantity: 1, weight: "1", weightUnit: "g", declaredValue: "1", currency: "CNY" },
        ],
        "g",
      ),
    ).toEqual({ error: "currencies", currencies: ["USD", "CNY"] });
    expect(kitTotals([], "g")).toEqual({ error: "empty" });
  });
});

describe("barcodes", () => {
  it("accepts UPC-A, EAN-13, EAN-8 and GTIN-14 with a right check digit only", () => {
    expect(gtinKind("036000291452")).toBe("UPC-A");
    expect(gtinKind("036000291453")).toBeNull();
    expect(gtinKind("4006381333931")).toBe("EAN-13");
    expect(gtinKind("4006381333932")).toBeNull();
    expect(gtinKind("96385074")).toBe("EAN-8");
    expect(gtinKind("10036000291459")).toBe("GTIN-14");
    expect(gtinKind("12345")).toBeNull();
    expect(gtinKind("03600029145A")).toBeNull();
  });
});
