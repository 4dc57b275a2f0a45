import type { AppModule } from "../../platform/module.js";
import { inboundMessages } from "./inbound.messages.js";
import { registerInbound } from "./inbound.register.js";
import { inboundWorkTiles } from "./home.tiles.js";
import { unsourcedMessages } from "./unsourced/unsourced.messages.js";
import { poMessages } from "./po/po.messages.js";
import { winitReceiptMessages } from "./winit/winit.messages.js";
import { unclaimedDisposalJob } from "./unsourced/unsourced.disposal.js";

/**
 * Inbound plans (issue 9): a seller announces goods to a warehouse, the warehouse receives and puts them
 * away; stock moves through the inventory module's services in the same transactions.
 */
export { inboundCartonItems, inboundCartons, inboundPlanLines, inboundPlans } from "./schema.js";
export { savePlan } from "./plan.service.js";
export { arrivePlan, cancelPlan, completePlan, finishReceiving, putawayPlan, receivePlan, submitPlan } from "./plan.transitions.js";
export { inboundPlanMachine } from "./domain/inbound-plan.machine.js";
export { unsourcedMachine } from "./unsourced/domain/unsourced.machine.js";
export { unsourcedReceiptLines, unsourcedReceipts } from "./unsourced/unsourced.schema.js";
export { winitReceiptLines, winitReceipts } from "./winit/winit.schema.js";
export { winitReceiptMachine } from "./winit/domain/winit-receipt.machine.js";
export { saveReceipt as saveWinitReceipt } from "./winit/winit.service.js";
export { cancelReceipt as cancelWinitReceipt, postReceipt as postWinitReceipt } from "./winit/winit.commands.js";
export { purchaseOrderLines, purchaseOrders, inboundPlanPoLines } from "./po/po.schema.js";
export { saveUnsourced } from "./unsourced/unsourced.service.js";
export { assignReceipt, confirmClaim, disposeReceipt, rejectClaim, requestClaim } from "./unsourced/unsourced.commands.js";

export const inboundModule: AppModule = {
  name: "inbound",
  messages: [inboundMessages, unsourcedMessages, poMessages, winitReceiptMessages],
  workTiles: inboundWorkTiles,
  register: registerInbound,
  periodicJobs: [unclaimedDisposalJob],
};
