import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerCustomerRoutes } from "./customer.routes.js";
import { registerProductLineRoutes } from "./product-line.routes.js";
import { registerSalesPlatformRoutes } from "./sales-platform.routes.js";
import { registerStoreAccountRoutes } from "./store-account.routes.js";

/** Master data, business area: product lines, store accounts, channel categories, suppliers, customers, salespersons. */
export async function registerBusiness(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerProductLineRoutes(app, deps.database);
  registerStoreAccountRoutes(app, deps.database);
  registerSalesPlatformRoutes(app, deps.database);
  registerCustomerRoutes(app, deps.database);
}
