import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idList,
  productLineOption,
  productLineResource,
  productLineRow,
  setActiveBody,
  supplierOption,
  supplierResource,
  supplierRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { boolParam, contextIdParam, optionalInt } from "./business.routes-common.js";
import * as lines from "./product-line.service.js";
import * as sup from "./supplier.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Product lines (spec §7.5 ProductLine, §7.1 findAllWithOutOrg) and the sellers' suppliers (§7.5 Supplier). */
export function registerProductLineRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  // ---- product lines
  registerResource(app, database, productLineResource, {
    list: lines.productLineList,
    get: lines.getProductLine,
    save: lines.saveProductLine,
    remove: lines.deleteProductLine,
  });
  const optionsQuery = z.strictObject({ contextId: contextIdParam, orgId: optionalInt });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByContextId", {
    access: "@authenticated",
    schema: {
      summary: "The active product lines in the caller's scope (optionally of one org)",
      querystring: optionsQuery,
      response: { 200: z.array(productLineOption) },
    },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "all", orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByContextIdBesideFlag", {
    access: "@authenticated",
    schema: {
      summary: "The active product lines in scope except flag-1 lines (ordinary pickers)",
      querystring: optionsQuery,
      response: { 200: z.array(productLineOption) },
    },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "besideFlag", orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByOrgIdInAndIdIn", {
    access: "@authenticated",
    schema: {
      summary: "Product lines of the given orgs and/or ids (inactive ones too), inside the caller's scope",
      querystring: z.strictObject({ contextId: contextIdParam, orgIds: idList, ids: idList }),
      response: { 200: z.array(productLineOption) },
    },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "byIds", orgIds: req.query.orgIds, ids: req.query.ids }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllWithOutOrg", {
    access: "@authenticated",
    schema: {
      summary: "The active ordinary product lines in scope, without org detail (logistics forms)",
      querystring: z.strictObject({ contextId: contextIdParam }),
      response: { 200: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })) },
    },
    handler: async (req) => lines.productLinesWithoutOrg(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/v1/ProductLine/setActive", {
    access: "masterdata:productline:manage",
    schema: {
      summary: "Activate or deactivate a product line",
      body: setActiveBody,
      response: { 200: productLineRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => lines.setProductLineActive(ctx(req), req.body),
  });

  // ---- suppliers
  registerResource(app, database, supplierResource, { list: sup.supplierList, save: sup.saveSupplier, remove: sup.deleteSupplier });
  registerSpecCall(app, "GET /api/v2/Supplier/findAllByContextId", {
    access: "@authenticated",
    schema: {
      summary: "The active suppliers in the caller's scope (optionally of one org; includeInactive=true for all)",
      querystring: z.strictObject({ contextId: contextIdParam, orgId: optionalInt, includeInactive: boolParam }),
      response: { 200: z.array(supplierOption) },
    },
    handler: async (req) => sup.supplierOptions(db, req.actor!, { orgId: req.query.orgId, includeInactive: req.query.includeInactive }),
  });
  defineRoute(app, "POST", "/api/v2/Supplier/setActive", {
    access: "masterdata:supplier:manage",
    schema: {
      summary: "Activate or deactivate a supplier",
      body: setActiveBody,
      response: { 200: supplierRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => sup.setSupplierActive(ctx(req), req.body),
  });
}
