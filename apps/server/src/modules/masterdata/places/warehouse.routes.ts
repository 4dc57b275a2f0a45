import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  easPushResource,
  easPushRow,
  errorBody,
  idBody,
  idQuery,
  queryId,
  warehouseOption,
  warehouseOptionsQuery,
  warehouseManageResource,
  warehouseOrgIds,
  warehousePageDisplay,
  warehouseResource,
  warehouseRow,
  warehouseSetActive,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as push from "./easpush.service.js";
import { isStaff } from "./places.common.js";
import * as wh from "./warehouse.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const tags = ["fulfilment"];
/** Spec §7.6 warehouse/* (the two lists, detail and save: warehouseResource, warehouseManageResource) and §7.5 Warehouse/findAllByContextId, plus the activation and EAS push routes of ours. */
export function registerWarehouseRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, warehouseResource, { list: wh.warehouseList, get: wh.getWarehouse });
  registerResource(app, database, warehouseManageResource, { list: wh.warehouseManageList, save: wh.saveWarehouse });
  registerSpecCall(app, "GET /api/v2/warehouse/findAllWarehouses", {
    access: "masterdata:warehouse:read",
    schema: {
      summary:
        "Active warehouses for pickers: visible to the caller, type 4 left out; customers see only those shown to them (updatePageDisplay)",
      querystring: warehouseOptionsQuery,
      response: { 200: z.array(warehouseOption) },
    },
    handler: async (req) => wh.warehouseOptions(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v1/Warehouse/findAllByContextId", {
    access: "masterdata:warehouse:read",
    schema: {
      summary: "The context's active warehouses the caller may see (type 4 only with includeOther, for staff)",
      querystring: warehouseOptionsQuery.extend({ includeOther: z.enum(["true", "false"]).optional() }),
      response: { 200: z.array(warehouseOption) },
    },
    handler: async (req) =>
      wh.warehouseOptions(db, req.actor!, { ...req.query, includeOther: req.query.includeOther === "true" && isStaff(req.actor!) }),
  });
  registerSpecCall(app, "GET /api/v2/warehouse/findAllByOrgId", {
    access: "masterdata:warehouse:read",
    schema: {
      summary:
        "The warehouses an org works with: an operator the ones it runs, a seller or forwarder its assigned ones (default: the caller's org)",
      querystring: z.strictObject({ orgId: queryId.optional() }),
      response: { 200: z.array(warehouseOption), 404: errorBody },
    },
    handler: async (req) => wh.warehousesOfOrg(db, req.actor!, req.query.orgId),
  });
  registerSpecCall(app, "GET /api/v2/warehouse/findOrgId", {
    access: "masterdata:warehouse:read",
    schema: {
      summary: "The operator org running a warehouse and the orgs (in the caller's scope) assigned to it",
      querystring: idQuery,
      response: { 200: warehouseOrgIds, 404: errorBody },
    },
    handler: async (req) => wh.warehouseOrgIds(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v2/warehouse/setActive", {
    access: "masterdata:warehouse:manage",
    schema: {
      summary:
        "Switch a warehouse on or off; one still assigned to orgs is refused (422) unless endAssignments is true, which ends those assignments too",
      tags,
      body: warehouseSetActive,
      response: { 200: warehouseRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await wh.setWarehouseActive(ctx(req), { ...req.body, endAssignments: req.body.endAssignments ?? false });
      return wh.getWarehouse(db, req.actor!, req.body.id);
    },
  });
  registerSpecCall(app, "POST /api/v2/warehouse/updatePageDisplay", {
    access: "masterdata:warehouse:manage",
    schema: {
      summary: "Show or hide a warehouse in customers' pickers",
      body: warehousePageDisplay,
      response: { 200: warehouseRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await wh.setWarehousePageDisplay(ctx(req), req.body);
      return wh.getWarehouse(db, req.actor!, req.body.id);
    },
  });

  // ---- pushes to the ERP (EAS) ----
  registerSpecCall(app, "POST /api/v2/warehouse/eas/pushWarehouse", {
    access: "masterdata:warehouse:manage",
    schema: {
      summary:
        "Push a warehouse to the ERP (EAS): records what is sent and delivers it at once through the EAS adapter; a failure the ERP may get over is retried later",
      body: idBody,
      response: { 200: easPushRow, 404: errorBody },
    },
    handler: async (req) => {
      const id = await push.requestWarehousePush(ctx(req), req.body.id);
      await push.deliverPendingPushes(db, { ids: [id] });
      return push.getPush(db, req.actor!, id);
    },
  });
  defineRoute(app, "POST", "/api/v2/warehouse/eas/retryPush", {
    access: "masterdata:warehouse:manage",
    schema: {
      summary: "Retry a failed push (delivered at once)",
      tags,
      body: idBody,
      response: { 200: easPushRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await push.retryPush(ctx(req), req.body.id);
      await push.deliverPendingPushes(db, { ids: [req.body.id] });
      return push.getPush(db, req.actor!, req.body.id);
    },
  });
  registerResource(app, database, easPushResource, { list: push.pushList, get: push.getPush });
}
