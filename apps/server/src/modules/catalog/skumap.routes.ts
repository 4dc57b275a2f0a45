import type { FastifyInstance } from "fastify";
import { bulkChanged, bulkResult, errorBody, skuMapBulkSave, skuMapResource, skuMapSetActive } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { bulkReply } from "./product.routes.js";
import { bulkSaveSkuMaps } from "./skumap.bulk.js";
import { deleteSkuMap, getSkuMap, saveSkuMap, setSkuMapsActive, skuMapList } from "./skumap.service.js";
import { commandContext } from "../../platform/crud/index.js";

/** SKU maps (also the channel-listing view): list, export, one, save and delete from skuMapResource; bulk map and activate. */
export function registerSkuMapRoutes(app: FastifyInstance, database: Database): void {
  const ctx = commandContext(database);
  registerResource(app, database, skuMapResource, { list: skuMapList, get: getSkuMap, save: saveSkuMap, remove: deleteSkuMap });
  defineRoute(app, "POST", "/api/v1/SkuMap/saveBatch", {
    access: "catalog:skuMap:manage",
    schema: {
      summary:
        "Bulk mapping by store account title, listing SKU, seller SKU, warehouse SKU; all rows or none (400 with body.rows.<i>.<field>)",
      tags: ["catalog"],
      body: skuMapBulkSave,
      response: { 200: bulkResult, 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => bulkReply(await bulkSaveSkuMaps(ctx(req), req.body.orgId, req.body.rows)),
  });
  defineRoute(app, "POST", "/api/v1/SkuMap/setActive", {
    access: "catalog:skuMap:manage",
    schema: {
      summary: "Activate or deactivate maps (listings)",
      tags: ["catalog"],
      body: skuMapSetActive,
      response: { 200: bulkChanged, 404: errorBody },
    },
    handler: async (req) => setSkuMapsActive(ctx(req), req.body.ids, req.body.active),
  });
}
