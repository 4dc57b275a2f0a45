import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** The product catalogue: products (SKUs), size tiers, kits, SKU maps, labels, imports. */
export async function registerCatalog(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
