import type { AppModule } from "../../platform/module.js";
import { outboundMessages } from "./outbound.messages.js";
import { registerOutbound } from "./outbound.register.js";
import { outboundWorkTiles } from "./home.tiles.js";

/**
 * Outbound plans (issue 9): a seller's B2B shipments to marketplace fulfilment centres, reserving, releasing
 * and shipping stock through the inventory module's ledger.
 */
export { outboundPlanMachine } from "./domain/outbound-plan.machine.js";
export { outboundPlans, outboundPlanLines, outboundPlanPackages } from "./schema.js";
export { savePlan as saveOutboundPlan } from "./plan.service.js";
export {
  cancelPlan as cancelOutboundPlan,
  completePlan as completeOutboundPlan,
  packPlan as packOutboundPlan,
  pickPlan as pickOutboundPlan,
  shipPlan as shipOutboundPlan,
  submitPlan as submitOutboundPlan,
} from "./plan.commands.js";

export const outboundModule: AppModule = {
  name: "outbound",
  messages: [outboundMessages],
  workTiles: outboundWorkTiles,
  async register(app, deps) {
    await registerOutbound(app, deps);
  },
};
