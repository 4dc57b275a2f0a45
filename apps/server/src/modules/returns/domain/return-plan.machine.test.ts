import { describe } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { returnPlanMachine } from "./return-plan.machine.js";

describe("the return plan's state machine", () => {
  machineTable(returnPlanMachine, {
    submit: { from: ["draft"], to: "submitted", action: 210 },
    receive: { from: ["submitted", "receiving"], to: "receiving", action: 200 },
    finishReceiving: { from: ["receiving"], to: "received", action: 200 },
    complete: { from: ["received"], to: "completed", action: 800 },
    cancel: { from: ["draft", "submitted"], to: "cancelled", action: 400 },
    post: { from: ["draft"], to: "received", action: 200 },
  });
});
