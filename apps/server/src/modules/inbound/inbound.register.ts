import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerPlanRoutes } from "./plan.routes.js";
import { registerUnsourcedRoutes } from "./unsourced/unsourced.routes.js";
import { registerPoRoutes } from "./po/po.routes.js";
import { registerWinitReceiptRoutes } from "./winit/winit.routes.js";

/** The inbound module's calls. */
export async function registerInbound(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPlanRoutes(app, deps.database);
  registerUnsourcedRoutes(app, deps.database);
  registerPoRoutes(app, deps.database);
  registerWinitReceiptRoutes(app, deps.database);
}
