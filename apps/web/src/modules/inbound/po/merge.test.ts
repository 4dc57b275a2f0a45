import { describe, expect, it } from "vitest";
import { mergePoItems } from "./merge";

describe("importing PO items into the plan form", () => {
  it("adds units to a SKU already planned, a line for a new one, drops the empty first line, and sums a PO line imported twice", () => {
    const items = [
      { productId: 1, sku: "A", productName: "Alpha", quantity: 5, poLines: [{ poLineId: 10, poNo: "PO1", quantity: 5 }] },
      { productId: 2, sku: "B", productName: "Beta", quantity: 7, poLines: [{ poLineId: 11, poNo: "PO1", quantity: 7 }] },
    ];
    const first = mergePoItems([{}, { productId: 1, expectedQty: 3, sku: "A" }], [], items);
    expect(first.lines).toEqual([
      { productId: 1, expectedQty: 8, sku: "A" },
      { productId: 2, expectedQty: 7, sku: "B", label: "B · Beta" },
    ]);
    expect(first.links.map((l) => [l.poLineId, l.quantity])).toEqual([
      [10, 5],
      [11, 7],
    ]);
    const again = mergePoItems(first.lines, first.links, [items[0]!]);
    expect(again.lines[0]).toMatchObject({ productId: 1, expectedQty: 13 });
    expect(again.links.map((l) => [l.poLineId, l.quantity])).toEqual([
      [10, 10],
      [11, 7],
    ]);
  });
});
