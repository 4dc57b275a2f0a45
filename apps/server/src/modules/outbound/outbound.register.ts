import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerPlanRoutes } from "./plan.routes.js";

/** The outbound plans' calls. */
export async function registerOutbound(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPlanRoutes(app, deps.database);
}
