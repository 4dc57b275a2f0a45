import { describe, expect, it } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { announcementMachine, orgMachine, registrationMachine, userMachine } from "./machines.js";

describe("user centre machines", () => {
  machineTable(registrationMachine, {
    accept: { from: ["pending"], to: "accepted", action: 500 },
    bypass: { from: ["pending"], to: "accepted", action: 500 },
    deny: { from: ["pending"], to: "denied", action: 600 },
  });
  machineTable(userMachine, {
    disable: { from: ["active"], to: "disabled", action: 400 },
    enable: { from: ["disabled"], to: "active", action: 500 },
  });
  machineTable(orgMachine, {
    disable: { from: ["active"], to: "disabled", action: 400 },
    enable: { from: ["disabled"], to: "active", action: 500 },
  });
  machineTable(announcementMachine, {
    publish: { from: ["inactive"], to: "active", action: 500 },
    withdraw: { from: ["active"], to: "inactive", action: 400 },
  });

  it("guards: nobody changes their own user's or org's status", () => {
    const actor = { userId: 7, orgId: 3 };
    expect(userMachine.check("active", "disable", { row: { id: 7 }, input: undefined, actor })).toMatchObject({
      ok: false,
      reason: "guard",
      refusal: { key: "admin.ownStatus" },
    });
    expect(userMachine.check("active", "disable", { row: { id: 8 }, input: undefined, actor })).toMatchObject({ ok: true, to: "disabled" });
    expect(orgMachine.check("disabled", "enable", { row: { id: 3 }, input: undefined, actor })).toMatchObject({
      ok: false,
      reason: "guard",
      refusal: { key: "admin.orgOwnStatus" },
    });
    expect(orgMachine.check("disabled", "enable", { row: { id: 4 }, input: undefined, actor })).toMatchObject({ ok: true, to: "active" });
  });
});
