import { describe, expect, it } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { inboundPlanMachine, onShelfStatusOf } from "./inbound-plan.machine.js";

describe("inbound plan machine", () => {
  machineTable(inboundPlanMachine as never, {
    submit: { from: ["draft"], to: "submitted", action: 210 },
    cancel: { from: ["draft", "submitted"], to: "cancelled", action: 400 },
    arrive: { from: ["submitted"], to: "arrived", action: 200 },
    receive: { from: ["arrived", "receiving"], to: "receiving", action: 200 },
    finishReceiving: { from: ["receiving"], to: "received", action: 200 },
    putaway: { from: ["received"], to: "received", action: 200 },
    complete: { from: ["received"], to: "completed", action: 800 },
  });

  it("refuses to complete while goods wait for putaway (422 key), allows it once all is on the shelf", () => {
    const refused = inboundPlanMachine.check("received", "complete", {
      row: { status: "received", pendingPutaway: 3 },
      input: {},
      actor: {},
    });
    expect(refused).toEqual({ ok: false, reason: "guard", from: "received", refusal: { key: "inbound.notPutAway", params: { qty: 3 } } });
    expect(
      inboundPlanMachine.check("received", "complete", { row: { status: "received", pendingPutaway: 0 }, input: {}, actor: {} }),
    ).toEqual({
      ok: true,
      from: "received",
      to: "completed",
    });
  });

  it("on-shelf status: booked, receiving, timed out after the configured hours, none once put away", () => {
    const now = new Date("2026-01-03T00:00:00Z");
    const line = { onShelfStatus: 1, receivedGood: 5, receivedDamaged: 1, putawayQty: 0 };
    expect(onShelfStatusOf({ ...line, onShelfStatus: null }, null, now, 48)).toBeNull();
    expect(onShelfStatusOf({ ...line, onShelfStatus: 0 }, null, now, 48)).toBe(0);
    expect(onShelfStatusOf(line, new Date("2026-01-02T00:00:00Z"), now, 48)).toBe(1);
    expect(onShelfStatusOf(line, new Date("2025-12-31T23:00:00Z"), now, 48)).toBe(2);
    expect(onShelfStatusOf({ ...line, putawayQty: 6 }, new Date("2025-12-01T00:00:00Z"), now, 48)).toBeNull();
  });
});
