import { describe, expect, it } from "vitest";
import { machineTable } from "../../../../platform/documents/machines.table.js";
import { customerStatusMachine, customerTransitionTo } from "./customer-status.js";

describe("customer account status", () => {
  machineTable(customerStatusMachine, {
    restore: { from: ["1", "3"], to: "0", action: 200 },
    markInArrears: { from: ["0", "3"], to: "1", action: 200 },
    freeze: { from: ["0", "1"], to: "3", action: 200 },
  });
  it("maps each requested status to the transition that leads there", () => {
    for (const [status, transition] of Object.entries(customerTransitionTo))
      expect(customerStatusMachine.transitions[transition].to).toBe(status);
  });
});
