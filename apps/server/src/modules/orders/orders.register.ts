import type { FastifyInstance } from "fastify";
import { openFileStore } from "../../platform/files/file-store.js";
import type { ModuleDeps } from "../../platform/module.js";
import { registerLastMileRoutes } from "./lastmile.routes.js";
import { registerOrderRoutes } from "./order.routes.js";

/** The B2C orders' calls; labels are kept in the app's file store (DATA_DIR/files). */
export async function registerOrders(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerOrderRoutes(app, deps.database, openFileStore(deps.config));
  registerLastMileRoutes(app, deps.database);
}
