import { describe } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { returnProcessMachine } from "./return-process.machine.js";

describe("the return process's state machine", () => {
  machineTable(returnProcessMachine, {
    keep: { from: ["pending"], to: "kept", action: 200 },
    restock: { from: ["pending"], to: "restocking", action: 210 },
    destroy: { from: ["pending"], to: "destroying", action: 210 },
    reopen: { from: ["kept", "restocking", "destroying"], to: "pending", action: 200 },
    confirmRestock: { from: ["restocking"], to: "restocked", action: 800 },
    confirmDestroy: { from: ["destroying"], to: "destroyed", action: 800 },
  });
});
