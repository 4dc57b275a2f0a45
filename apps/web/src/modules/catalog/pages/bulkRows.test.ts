import { describe, expect, it } from "vitest";
import { localErrors, parsePasted, serverErrors } from "./bulkRows";

describe("bulk SKU map rows", () => {
  it("reads pasted lines; an empty quantity is 1, a word or a fraction is refused, never turned into 1", () => {
    const rows = parsePasted("SA-Amazon-US\tL-1\tSKU-1\t2\nSA-Amazon-US,L-2,SKU-2,\nSA-Amazon-US\tL-3\tSKU-3\tzero\nA,L-4,S-4,1.5");
    expect(rows.map((r) => r.quantity)).toEqual([2, 1, null, null]);
    expect(rows[2]!.quantityText).toBe("zero");
    const errors = localErrors(rows, (text) => `bad ${text}`);
    expect([...errors.values()]).toEqual([[{ field: "quantity", message: "bad zero" }], [{ field: "quantity", message: "bad 1.5" }]]);
    expect(localErrors(rows.slice(0, 2), String).size).toBe(0);
  });

  it("places the server's errors on their rows and fields", () => {
    const rows = parsePasted("A,L-1,S-1,1\nA,L-2,S-2,1");
    const placed = serverErrors(
      [
        { path: "body.rows.1.sku", message: "产品 S-2 不存在" },
        { path: "body.rows.1", message: "重复" },
        { path: "body.orgId", message: "x" },
      ],
      rows,
    );
    expect(placed.get(rows[0]!.key)).toBeUndefined();
    expect(placed.get(rows[1]!.key)).toEqual([
      { field: "sku", message: "产品 S-2 不存在" },
      { field: null, message: "重复" },
    ]);
  });
});
