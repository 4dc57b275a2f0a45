import type { FastifyInstance } from "fastify";
import { count, eq } from "drizzle-orm";
import { declareUsage } from "../../platform/db/usage.js";
import type { ModuleDeps } from "../../platform/module.js";
import { products, skuMaps } from "./schema.js";
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
  // master data the catalogue points at cannot be deleted while it does (deactivate it instead)
  declareUsage("product_line", "catalog.products", { "zh-CN": "产品", "en-US": "products" }, async (db, id) => (await db.select({ n: count() }).from(products).where(eq(products.productLineId, id)))[0]!.n);
  declareUsage("store_account", "catalog.skuMaps", { "zh-CN": "SKU 映射", "en-US": "SKU maps" }, async (db, id) => (await db.select({ n: count() }).from(skuMaps).where(eq(skuMaps.storeAccountId, id)))[0]!.n);
}
