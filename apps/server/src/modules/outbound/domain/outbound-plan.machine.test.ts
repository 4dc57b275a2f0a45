import { describe } from "vitest";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { outboundPlanMachine } from "./outbound-plan.machine.js";

describe("the outbound plan's state machine", () => {
  machineTable(outboundPlanMachine, {
    submit: { from: ["draft"], to: "submitted", action: 210 },
    pick: { from: ["submitted"], to: "picking", action: 200 },
    pack: { from: ["picking"], to: "packed", action: 200 },
    ship: { from: ["packed"], to: "shipped", action: 220 },
    complete: { from: ["shipped"], to: "completed", action: 800 },
    cancel: { from: ["draft", "submitted", "picking", "packed"], to: "cancelled", action: 400 },
  });
});
