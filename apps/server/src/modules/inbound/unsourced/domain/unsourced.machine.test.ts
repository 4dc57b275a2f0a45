import { describe, expect, it } from "vitest";
import { UNSOURCED_DISPOSE_DAYS } from "@entrepot/contracts";
import { machineTable } from "../../../../platform/documents/machines.table.js";
import { daysHeld, unsourcedMachine } from "./unsourced.machine.js";

describe("the unsourced receipt's state machine", () => {
  machineTable(unsourcedMachine, {
    requestClaim: { from: ["received"], to: "claimRequested", action: 210 },
    withdraw: { from: ["claimRequested"], to: "received", action: 400 },
    rejectClaim: { from: ["claimRequested"], to: "received", action: 200 },
    confirmClaim: { from: ["claimRequested"], to: "claimed", action: 800 },
    assign: { from: ["received"], to: "claimed", action: 800 },
    dispose: { from: ["received"], to: "disposed", action: 400 },
  });

  it("disposes of a parcel only once it has waited the days allowed", () => {
    const at = (days: number) => ({
      row: { status: "received", receivedAt: new Date(Date.now() - days * 86_400_000 - 1000) },
      input: {},
      actor: {},
    });
    expect(unsourcedMachine.check("received", "dispose", at(UNSOURCED_DISPOSE_DAYS - 1))).toMatchObject({ ok: false, reason: "guard" });
    expect(unsourcedMachine.check("received", "dispose", at(UNSOURCED_DISPOSE_DAYS))).toMatchObject({ ok: true });
    expect(daysHeld(new Date("2026-01-01T00:00:00Z"), new Date("2026-01-03T23:00:00Z"))).toBe(2);
  });
});
