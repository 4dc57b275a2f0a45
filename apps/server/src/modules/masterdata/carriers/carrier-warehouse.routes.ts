import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  idBody,
  idQuery,
  ok,
  setActiveBody,
  carrierWarehouseRef,
  errorBody,
  pageQueryDoc,
  pageReply,
  warehouseCarrierCreate,
  warehouseCarrierEdit,
  warehouseCarrierRow,
  type WarehouseCarrierRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as whCarriers from "./carrier-warehouse.service.js";
import { warehouseCarrierColumns } from "./carrier.columns.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Spec §7.6 WarehouseCarrier: findByPage (POST, parameters in the body), save, edit, detail. */
export function registerWarehouseCarrierRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

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
        whCarriers.warehouseCarrierListSpec(req.actor!),
        parsePageRequest(req.query as Record<string, unknown>, req.body),
      ),
  });
  // the web's tables read lists with GET: the same list, and its export
  registerList(app, database, {
    list: "GET /api/v2/WarehouseCarrier/list",
    spec: false,
    exportPath: "/api/v2/WarehouseCarrier/export",
    access: "masterdata:warehousecarrier:read",
    summary: "Warehouse carriers in the caller's warehouse scope, paged and filtered",
    row: warehouseCarrierRow,
    listSpec: whCarriers.warehouseCarrierListSpec,
    columns: warehouseCarrierColumns,
    filename: "warehouse-carriers",
    sheet: { "zh-CN": "仓库承运商", "en-US": "Warehouse carriers" },
  });
  registerSpecCall(app, "GET /api/v2/WarehouseCarrier/detail", {
    access: "masterdata:warehousecarrier:read",
    schema: { summary: "One warehouse carrier", querystring: idQuery, response: { 200: warehouseCarrierRow, 404: errorBody } },
    handler: async (req) => whCarriers.getWarehouseCarrier(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v2/WarehouseCarrier/save", {
    access: "masterdata:warehousecarrier:manage",
    schema: {
      summary: "Add a carrier to a warehouse with its services, pickup days and times and cut-off",
      body: warehouseCarrierCreate,
      response: { 200: warehouseCarrierRow, ...writeErrors },
    },
    handler: async (req) => whCarriers.createWarehouseCarrier(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v2/WarehouseCarrier/edit", {
    access: "masterdata:warehousecarrier:manage",
    schema: {
      summary: "Change a warehouse carrier's services, pickups and cut-off (id + version)",
      body: warehouseCarrierEdit,
      response: { 200: warehouseCarrierRow, ...writeErrors },
    },
    handler: async (req) => whCarriers.editWarehouseCarrier(ctx(req), req.body),
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
  defineRoute(app, "POST", "/api/v2/WarehouseCarrier/delete", {
    access: "masterdata:warehousecarrier:manage",
    schema: { summary: "Remove a carrier from a warehouse", tags: ["fulfilment"], body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await whCarriers.deleteWarehouseCarrier(ctx(req), req.body.id);
      return { ok: true as const };
    },
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
