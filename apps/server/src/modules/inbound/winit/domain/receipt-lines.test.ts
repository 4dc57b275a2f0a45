import { describe, expect, it } from "vitest";
import { linesRefusal, receivedUnits } from "./receipt-lines.js";

describe("channel receipt lines", () => {
  const line = (productId: number, expectedQty: number, goodQty = 0, damagedQty = 0) => ({ productId, expectedQty, goodQty, damagedQty });

  it("accepts short and over receipts, refuses an empty line and a SKU twice", () => {
    expect(linesRefusal([line(1, 10, 8, 1), line(2, 0, 3)])).toBeUndefined();
    expect(linesRefusal([line(1, 10), line(2, 0)])).toEqual({ key: "inbound.winitReceipt.emptyLine", params: { line: 2 } });
    expect(linesRefusal([line(1, 10), line(1, 2)])).toEqual({ key: "inbound.winitReceipt.duplicateSku", params: { line: 2 } });
  });

  it("counts good and damaged units as received", () => {
    expect(receivedUnits([line(1, 10, 8, 1), line(2, 5, 0, 0), line(3, 0, 4)])).toBe(13);
    expect(receivedUnits([line(1, 10)])).toBe(0);
  });
});
