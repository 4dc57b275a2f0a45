import { describe } from "vitest";
import { machineTable } from "../../../../platform/documents/machines.table.js";
import { stockDocMachine } from "./stock-doc.machine.js";

describe("the stock document's state machine", () => {
  machineTable(stockDocMachine, {
    submit: { from: ["draft"], to: "submitted", action: 210 },
    approve: { from: ["submitted"], to: "approved", action: 500 },
    reject: { from: ["submitted"], to: "rejected", action: 600 },
    cancel: { from: ["draft", "submitted"], to: "cancelled", action: 400 },
    ship: { from: ["approved"], to: "in_transit", action: 220 },
    receive: { from: ["in_transit"], to: "received", action: 800 },
  });
});
