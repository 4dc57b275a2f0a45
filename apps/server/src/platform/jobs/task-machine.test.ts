import { describe } from "vitest";
import { machineTable } from "../documents/machines.table.js";
import { taskMachine } from "./task-machine.js";

describe("task commands", () => {
  machineTable(taskMachine, {
    cancel: { from: ["queued"], to: "cancelled", action: 400 },
    requestCancel: { from: ["running"], to: "running", action: 400 },
    retry: { from: ["failed"], to: "queued", action: 210 },
  });
});
