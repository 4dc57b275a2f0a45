import type { FastifyInstance } from "fastify";
import {
  errorBody,
  warehouseSkuGenerate,
  warehouseSkuGenerated,
  warehouseSkuResource,
  warehouseSkuRow,
  warehouseSkuSave,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { createWarehouseSku, deleteWarehouseSku, generateWarehouseSkus, warehouseSkuList } from "./warehousesku.service.js";
import { commandContext } from "../../platform/crud/index.js";

/** Warehouse SKUs: list, export and delete from `warehouseSkuResource`; one (given or generated code) and many at once are commands. */
export function registerWarehouseSkuRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  registerResource(app, database, warehouseSkuResource, { list: warehouseSkuList, remove: deleteWarehouseSku });
  defineRoute(app, "POST", "/api/v1/WarehouseSku/saveOne", {
    access: "catalog:warehouseSku:manage",
    schema: {
      summary: "Give a product a code at a warehouse the seller may use (generated from the customer prefix unless given)",
      tags: ["catalog"],
      body: warehouseSkuSave,
      response: { 200: warehouseSkuRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => createWarehouseSku(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/WarehouseSku/generate", {
    access: "catalog:warehouseSku:manage",
    schema: {
      summary: "Generate codes for many products at one warehouse (those with one are skipped)",
      tags: ["catalog"],
      body: warehouseSkuGenerate,
      response: { 200: warehouseSkuGenerated, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => generateWarehouseSkus(ctx(req), req.body),
  });
}
