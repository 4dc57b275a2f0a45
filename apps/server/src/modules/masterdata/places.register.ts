import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** Master data, places area: warehouses, org warehouses, addresses, ports, importers, regions, currencies. */
export async function registerPlaces(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
