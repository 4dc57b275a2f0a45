import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import "./catalog.messages.js";
import { registerCatalogImports } from "./catalog.imports.js";
import { registerLabelRoutes } from "./label.routes.js";
import { registerProductRoutes } from "./product.routes.js";
import { registerSkuMapRoutes } from "./skumap.routes.js";
import { registerWarehouseSkuRoutes } from "./warehousesku.routes.js";

/** The product catalogue: products (SKUs), size tiers, kits, warehouse SKUs, SKU maps, labels. */
export async function registerCatalog(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerProductRoutes(app, deps.database);
  registerWarehouseSkuRoutes(app, deps.database);
  registerSkuMapRoutes(app, deps.database);
  registerLabelRoutes(app, deps.database);
  await registerCatalogImports(app, deps.database);
}
