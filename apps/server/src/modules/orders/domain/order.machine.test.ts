import { describe, expect, it } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { orderMachine } from "./order.machine.js";

describe("the B2C order's state machine", () => {
  machineTable(orderMachine, {
    submit: { from: ["draft"], to: "submitted", action: 210 },
    pick: { from: ["submitted"], to: "picked", action: 200 },
    pack: { from: ["picked"], to: "packed", action: 200 },
    ship: { from: ["packed"], to: "shipped", action: 220 },
    cancel: { from: ["draft", "submitted", "picked", "packed"], to: "cancelled", action: 400 },
  });

  it("ships only a packed order whose label is bought", () => {
    const ctx = (trackingNo: string | null) => ({ row: { trackingNo, orderNo: "SO1" }, input: {}, actor: {} });
    expect(orderMachine.check("packed", "ship", ctx(null))).toMatchObject({
      ok: false,
      reason: "guard",
      refusal: { key: "orders.noLabel" },
    });
    expect(orderMachine.check("packed", "ship", ctx("1ZSANDBOX"))).toMatchObject({ ok: true });
  });
});
