import { describe, expect, it } from "vitest";
import { lineRefusal, selfApprovalRefused, targetRefusal } from "./rules.js";

describe("stock document rules", () => {
  it("allows a signed quantity on adjustments only", () => {
    expect(lineRefusal("adjust", { line: 1, inventoryType: 0, quantity: -3 })).toBeUndefined();
    expect(lineRefusal("misc_out", { line: 2, inventoryType: 0, quantity: -3 })).toEqual({
      key: "inventory.stockDoc.negativeQty",
      params: { line: 2 },
    });
    expect(lineRefusal("misc_in", { line: 1, inventoryType: 0, quantity: 0 })?.key).toBe("inventory.stockDoc.zeroQty");
  });

  it("needs a move's target type to differ from its source, and no target type on other kinds", () => {
    expect(lineRefusal("move", { line: 1, inventoryType: 0, toInventoryType: 1, quantity: 4 })).toBeUndefined();
    expect(lineRefusal("move", { line: 1, inventoryType: 0, toInventoryType: 0, quantity: 4 })?.key).toBe("inventory.moveSame");
    expect(lineRefusal("move", { line: 1, inventoryType: 0, quantity: 4 })?.key).toBe("inventory.moveSame");
    expect(lineRefusal("freeze", { line: 1, inventoryType: 0, toInventoryType: 1, quantity: 4 })?.key).toBe(
      "inventory.stockDoc.noTargetType",
    );
  });

  it("refuses self-approval of adjustments and misc outbound only", () => {
    expect(selfApprovalRefused("adjust", 7, 7)).toBe(true);
    expect(selfApprovalRefused("misc_out", 7, 7)).toBe(true);
    expect(selfApprovalRefused("adjust", 7, 8)).toBe(false);
    for (const kind of ["misc_in", "move", "transfer", "freeze", "unfreeze"] as const) expect(selfApprovalRefused(kind, 7, 7)).toBe(false);
  });

  it("gives transfers, and only transfers, another target warehouse", () => {
    expect(targetRefusal("transfer", 1, 2)).toBeUndefined();
    expect(lineRefusal("transfer", { line: 3, inventoryType: 1, quantity: 2 })?.key).toBe("inventory.stockDoc.transferSellable");
    expect(targetRefusal("transfer", 1, null)?.key).toBe("inventory.stockDoc.targetRequired");
    expect(targetRefusal("transfer", 1, 1)?.key).toBe("inventory.moveSame");
    expect(targetRefusal("adjust", 1, 2)?.key).toBe("inventory.stockDoc.targetOnlyTransfer");
    expect(targetRefusal("adjust", 1, null)).toBeUndefined();
  });
});
