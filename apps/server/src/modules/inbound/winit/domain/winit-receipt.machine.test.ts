import { describe } from "vitest";
import { machineTable } from "../../../../platform/documents/machines.table.js";
import { winitReceiptMachine } from "./winit-receipt.machine.js";

describe("the channel receipt's state machine", () => {
  machineTable(winitReceiptMachine, {
    receive: { from: ["draft"], to: "received", action: 800 },
    cancel: { from: ["draft"], to: "cancelled", action: 400 },
  });
});
