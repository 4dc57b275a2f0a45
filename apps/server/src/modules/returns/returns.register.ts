import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerPlanRoutes } from "./plan.routes.js";
import { registerReturns2Routes } from "./returns2.routes.js";

/** The returns module's calls. */
export async function registerReturns(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPlanRoutes(app, deps.database);
  registerReturns2Routes(app, deps.database);
}
