import type { FastifyInstance } from "fastify";
import { openSecrets } from "../../../platform/crypto/secrets.js";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerAccountRoutes } from "./carrier-account.routes.js";
import { registerChannelRoutes } from "./carrier-channel.routes.js";
import { registerCarrierRoutes } from "./carrier.routes.js";
import { registerWarehouseCarrierRoutes } from "./carrier-warehouse.routes.js";

/** Master data, carriers area: system and delivery carriers, services, org carrier services, warehouse carriers, carrier accounts, volume-weight divisors. */
export async function registerCarriers(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerCarrierRoutes(app, deps.database);
  registerChannelRoutes(app, deps.database);
  registerWarehouseCarrierRoutes(app, deps.database);
  registerAccountRoutes(app, deps.database, openSecrets(deps.config));
}
