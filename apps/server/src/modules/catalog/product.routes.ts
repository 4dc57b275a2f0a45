import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  bulkChanged,
  type BulkResult,
  bulkResult,
  catalogFormOptions as catalogFormOptionsSchema,
  errorBody,
  goodsResource,
  productBulkSave,
  productOption,
  productOptionsQuery,
  productResource,
  productSetActive,
  productSetLine,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { badRequest } from "../../platform/http/errors.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { catalogFormOptions } from "./catalog.options.js";
import { bulkSaveProducts } from "./product.bulk.js";
import { getProduct, goodsList, productList, productOptions } from "./product.queries.js";
import { deleteProduct, saveProduct, setProductsActive, setProductsLine } from "./product.service.js";
import { commandContext } from "../../platform/crud/index.js";

/** Each dimensional weight of a product as "/divisor: weight unit" (a list of objects: no kind describes it). */
const dimWeightCells = (v: unknown) =>
  (v as { divisor: string; weight: string; unit: string }[]).map((d) => `/${d.divisor}: ${d.weight} ${d.unit}`).join("; ");

/** Turns a bulk save's row errors into a 400 with `body.rows.<i>.<field>` paths. */
export function bulkReply(result: BulkResult): BulkResult {
  if (result.ok) return result;
  const rows = new Set(result.errors.map((e) => e.row)).size;
  throw badRequest(
    "catalog.bulkInvalid",
    { n: rows },
    result.errors.map((e) => ({ path: `body.rows.${e.row}.${e.field}`, message: e.message })),
  );
}

/** Products and kits: list, export, one product, save and delete (productResource), the goods view (goodsResource); bulk save, activate, product line, pickers. */
export function registerProductRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, productResource, {
    list: productList,
    get: getProduct,
    save: saveProduct,
    remove: deleteProduct,
    exportFormats: { dimWeights: dimWeightCells },
  });
  registerResource(app, database, goodsResource, { list: goodsList });
  defineRoute(app, "POST", "/api/v1/Product/saveBatch", {
    access: "catalog:product:manage",
    schema: {
      summary: "Create or update many products by SKU in one transaction; any row error saves nothing (400 with body.rows.<i>.<field>)",
      tags: ["catalog"],
      body: productBulkSave,
      response: { 200: bulkResult, 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => bulkReply(await bulkSaveProducts(ctx(req), req.body.orgId, req.body.rows)),
  });
  defineRoute(app, "POST", "/api/v1/Product/setActive", {
    access: "catalog:product:manage",
    schema: {
      summary: "Activate or deactivate products",
      tags: ["catalog"],
      body: productSetActive,
      response: { 200: bulkChanged, 404: errorBody },
    },
    handler: async (req) => setProductsActive(ctx(req), req.body.ids, req.body.active),
  });
  defineRoute(app, "POST", "/api/v1/Product/setProductLine", {
    access: "catalog:product:manage",
    schema: {
      summary: "Move products to one of their owner's product lines (or none)",
      tags: ["catalog"],
      body: productSetLine,
      response: { 200: bulkChanged, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => setProductsLine(ctx(req), req.body.ids, req.body.productLineId),
  });
  defineRoute(app, "GET", "/api/v1/Product/options", {
    access: "catalog:product:read",
    schema: {
      summary: "Products for pickers (SKU or name contains q)",
      tags: ["catalog"],
      querystring: productOptionsQuery,
      response: { 200: z.array(productOption) },
    },
    handler: async (req) =>
      productOptions(db, req.actor!, {
        q: req.query.q,
        orgId: req.query.orgId,
        includeInactive: req.query.includeInactive === "true",
        limit: req.query.limit,
      }),
  });
  defineRoute(app, "GET", "/api/v1/Product/formOptions", {
    access: "catalog:product:read",
    schema: {
      summary: "What the catalogue's forms offer: sellers, product lines, warehouses, store accounts, divisors",
      tags: ["catalog"],
      response: { 200: catalogFormOptionsSchema },
    },
    handler: async (req) => catalogFormOptions(db, req.actor!),
  });
}
