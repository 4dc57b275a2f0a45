import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  customerManageResource,
  customerManageRow,
  customerOption,
  customerResource,
  customerStatusBody,
  errorBody,
  salespersonOption,
  salespersonResource,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { boolParam, contextIdParam } from "./business.routes-common.js";
import * as cus from "./customer.service.js";
import * as sp from "./salesperson.service.js";

/** The operator's customers (customerList, customermanage) and salespeople (salesmanList); spec §7.5 Customer/Salesperson findAll. */
export function registerCustomerRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, customerResource, {
    list: cus.customerList,
    get: cus.getCustomer,
    save: cus.saveCustomer,
    remove: cus.deleteCustomer,
  });
  registerResource(app, database, customerManageResource, { list: cus.customerList });
  registerSpecCall(app, "GET /api/v1/Customer/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The customers in the caller's scope, for dropdowns",
      querystring: z.strictObject({ contextId: contextIdParam }),
      response: { 200: z.array(customerOption) },
    },
    handler: async (req) => cus.customerOptions(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/v1/Customer/setStatus", {
    access: "masterdata:customer:status",
    schema: {
      summary: "Freeze, unfreeze or mark in arrears a customer account, with a reason",
      body: customerStatusBody,
      response: { 200: customerManageRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => cus.setCustomerStatus(requestContext(req, database.db), req.body),
  });

  // ---- salespeople
  registerResource(app, database, salespersonResource, {
    list: sp.salespersonList,
    get: sp.getSalesperson,
    save: sp.saveSalesperson,
    remove: sp.deleteSalesperson,
  });
  registerSpecCall(app, "GET /api/v1/Salesperson/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The active salespeople in the caller's scope (includeInactive=true for all), for dropdowns",
      querystring: z.strictObject({ contextId: contextIdParam, includeInactive: boolParam }),
      response: { 200: z.array(salespersonOption) },
    },
    handler: async (req) => sp.salespersonOptions(db, req.actor!, req.query.includeInactive),
  });
}
