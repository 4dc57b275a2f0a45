import type { FastifyInstance } from "fastify";
import { definePeriodicJob } from "../../../platform/jobs/index.js";
import type { ModuleDeps } from "../../../platform/module.js";
import { deliverPendingPushes } from "./easpush.service.js";
import { registerAddressRoutes } from "./address.routes.js";
import { registerGeoRoutes } from "./geo.routes.js";
import { registerOrgWarehouseRoutes } from "./org-warehouse.routes.js";
import { registerPortRoutes } from "./ports.routes.js";
import { registerPurchaseRoutes } from "./purchase.routes.js";
import { registerWarehouseConfigRoutes } from "./warehouse-config.routes.js";
import { registerWarehouseRoutes } from "./warehouse.routes.js";

/** Master data, places area: warehouses, org warehouses, addresses, ports, importers, regions, currencies. */
export async function registerPlaces(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerWarehouseRoutes(app, deps.database);
  registerWarehouseConfigRoutes(app, deps.database);
  registerOrgWarehouseRoutes(app, deps.database);
  registerAddressRoutes(app, deps.database);
  registerPortRoutes(app, deps.database);
  registerGeoRoutes(app, deps.database);
  registerPurchaseRoutes(app, deps.database);
}

/** Pushes to the ERP that a transient failure sent back to pending are retried here, on any node. */
export const easPushDelivery = definePeriodicJob({
  name: "masterdata.easPushDelivery",
  everySeconds: 60,
  run: async (database, log) => {
    const report = await deliverPendingPushes(database.db);
    if (report.attempted) log.info({ ...report }, "EAS pushes delivered");
  },
});
