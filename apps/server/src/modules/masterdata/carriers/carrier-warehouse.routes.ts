import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  setActiveBody,
  carrierWarehouseRef,
  errorBody,
  pageQueryDoc,
  pageReply,
  warehouseCarrierResource,
  warehouseCarrierRow,
  type WarehouseCarrierRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { registerResource, resourceListSpec } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as whCarriers from "./carrier-warehouse.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/**
 * Spec §7.6 WarehouseCarrier (warehouseCarrierResource): the web's GET list and export, detail, save
 * (create), edit (update) and delete; the spec's POST findByPage (parameters in the body) reads the same
 * whitelist; setActive and the warehouse picker beside them.
 */
export function registerWarehouseCarrierRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, warehouseCarrierResource, {
    list: whCarriers.warehouseCarrierList,
    get: whCarriers.getWarehouseCarrier,
    create: whCarriers.createWarehouseCarrier,
    update: whCarriers.editWarehouseCarrier,
    remove: whCarriers.deleteWarehouseCarrier,
  });
  registerSpecCall(app, "POST /api/v2/WarehouseCarrier/findByPage", {
    access: "masterdata:warehousecarrier:read",
    schema: {
      summary: "Warehouse carriers in the caller's warehouse scope, paged and filtered (parameters in the body)",
      querystring: pageQueryDoc,
      response: { 200: pageReply(warehouseCarrierRow) },
    },
    handler: async (req) =>
      listPage<WarehouseCarrierRow>(
        db,
        resourceListSpec(warehouseCarrierResource, whCarriers.warehouseCarrierList(req.actor!)),
        parsePageRequest(req.query as Record<string, unknown>, req.body),
      ),
  });
  defineRoute(app, "POST", "/api/v2/WarehouseCarrier/setActive", {
    access: "masterdata:warehousecarrier:manage",
    schema: {
      summary: "Activate or deactivate a warehouse carrier",
      tags: ["fulfilment"],
      body: setActiveBody,
      response: { 200: warehouseCarrierRow, ...writeErrors },
    },
    handler: async (req) => whCarriers.setWarehouseCarrierActive(ctx(req), req.body),
  });
  defineRoute(app, "GET", "/api/v2/WarehouseCarrier/warehouses", {
    access: "@authenticated",
    schema: {
      summary: "The active warehouses in the caller's warehouse scope (pickers of the carriers screens)",
      tags: ["fulfilment"],
      response: { 200: z.array(carrierWarehouseRef) },
    },
    handler: async (req) => whCarriers.warehouseOptions(db, req.actor!),
  });
}
