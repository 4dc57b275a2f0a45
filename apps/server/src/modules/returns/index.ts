import type { AppModule } from "../../platform/module.js";
import { returnsMessages } from "./returns.messages.js";
import { registerReturns } from "./returns.register.js";
import { returnsWorkTiles } from "./home.tiles.js";

/**
 * Returns (issue 9): the seller's return plans and the warehouse's return receipts, moving stock through
 * the inventory module's ledger (in transit, source 40; return receipt, operation 20).
 */
export { returnPlanMachine } from "./domain/return-plan.machine.js";
export { returnPlans, returnPlanLines } from "./schema.js";
export { savePlan as saveReturnPlan } from "./plan.service.js";
export {
  cancelPlan as cancelReturnPlan,
  completePlan as completeReturnPlan,
  finishReceiving as finishReturnReceiving,
  receivePlan as receiveReturnPlan,
  submitPlan as submitReturnPlan,
  postReceipt as postReturnReceipt,
} from "./plan.commands.js";
export { saveReceipt as saveReturnReceipt } from "./receipt.service.js";
export { runProcess as runReturnProcess } from "./process.service.js";
export { returnProcesses } from "./schema.js";

export const returnsModule: AppModule = {
  name: "returns",
  messages: [returnsMessages],
  workTiles: returnsWorkTiles,
  register: registerReturns,
};
