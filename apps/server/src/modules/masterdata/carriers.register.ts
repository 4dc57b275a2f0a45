import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** Master data, carriers area: system and delivery carriers, services, org carrier services, warehouse carriers, carrier accounts, volume-weight divisors. */
export async function registerCarriers(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
