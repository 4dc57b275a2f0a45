import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerPromotionRoutes } from "./promotions.routes.js";

/** The promotions area's calls (coupons and deals: list, form, commands). */
export async function registerPromotions(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPromotionRoutes(app, deps.database);
}

export { promotionMessages } from "./promotions.messages.js";
export { promotionCancelPush, promotionSubmitPush } from "./promotions.push.js";
export { promotionScheduleJob } from "./promotions.job.js";
