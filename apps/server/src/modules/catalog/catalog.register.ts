import type { FastifyInstance } from "fastify";
import { count, eq } from "drizzle-orm";
import { defineUsage } from "../../platform/db/usage.js";
import type { ModuleDeps } from "../../platform/module.js";
import { products, skuMaps } from "./schema.js";
import { registerLabelRoutes } from "./label.routes.js";
import { registerProductRoutes } from "./product.routes.js";
import { registerSkuMapRoutes } from "./skumap.routes.js";
import { registerWarehouseSkuRoutes } from "./warehousesku.routes.js";

/** The product catalogue: products (SKUs), size tiers, kits, warehouse SKUs, SKU maps, labels. */
export function registerCatalog(app: FastifyInstance, deps: ModuleDeps): void {
  registerProductRoutes(app, deps.database);
  registerWarehouseSkuRoutes(app, deps.database);
  registerSkuMapRoutes(app, deps.database);
  registerLabelRoutes(app, deps.database);
}

/** Master data the catalogue points at cannot be deleted while it does (deactivate it instead). */
export const catalogUsages = [
  defineUsage({
    entity: "product_line",
    key: "catalog.products",
    label: { "zh-CN": "产品", "en-US": "products" },
    check: async (db, id) => (await db.select({ n: count() }).from(products).where(eq(products.productLineId, id)))[0]!.n,
  }),
  defineUsage({
    entity: "store_account",
    key: "catalog.skuMaps",
    label: { "zh-CN": "SKU 映射", "en-US": "SKU maps" },
    check: async (db, id) => (await db.select({ n: count() }).from(skuMaps).where(eq(skuMaps.storeAccountId, id)))[0]!.n,
  }),
];
