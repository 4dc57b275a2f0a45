import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  orgIdQuery,
  orgWarehouseOption,
  orgWarehouseResource,
  orgWarehouseRow,
  orgWarehouseSetActive,
  warehouseGroupByOrg,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as ow from "./org-warehouse.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const tags = ["fulfilment"];
const options = { response: { 200: z.array(orgWarehouseOption), 404: errorBody } };

/** Spec §7.6 organizationWarehouse/*, §7.1 findByPage, §7.5 OrganizationWarehouse/findAllByContextId and ItemCost/findWarehouseGroupByOrg; writes of ours. */
export function registerOrgWarehouseRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, orgWarehouseResource, {
    list: ow.orgWarehouseList,
    get: ow.getOrgWarehouse,
    // the service answers the id; the reply is the assignment as the list shows it
    save: async (c, body) => ow.getOrgWarehouse(db, c.actor, await ow.saveOrgWarehouse(c, body)),
    remove: ow.deleteOrgWarehouse,
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findOrgWarehousesByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "An org's active plain (physical) warehouse assignments (default: the caller's org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, virtual: false }),
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findVirtualOrgWarehousesByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: { summary: "An org's active virtual warehouses (default: the caller's org)", querystring: orgIdQuery, ...options },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, virtual: true }),
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findAllByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "An org's active warehouse assignments, plain and virtual (default: the caller's org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/OrganizationWarehouse/findAllByContextId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "Active warehouse assignments of every org in the caller's scope (or of one org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, allOrgs: true }),
  });
  registerSpecCall(app, "GET /api/v1/ItemCost/findWarehouseGroupByOrg", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary:
        "For each seller/forwarder org in the caller's scope, the warehouses it may use. No inventory exists yet, so no item costs are included: " +
        "costs per warehouse come with the inventory module.",
      querystring: orgIdQuery,
      response: { 200: z.array(warehouseGroupByOrg) },
    },
    handler: async (req) => ow.warehouseGroupsByOrg(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "POST", "/api/v2/organizationWarehouse/setActive", {
    access: "masterdata:orgWarehouse:manage",
    schema: {
      summary: "Start or end an org's use of a warehouse",
      tags,
      body: orgWarehouseSetActive,
      response: { 200: orgWarehouseRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await ow.setOrgWarehouseActive(ctx(req), req.body);
      return ow.getOrgWarehouse(db, req.actor!, req.body.id);
    },
  });
}
