import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  errorBody,
  factoryInfoQuery,
  factoryInfoReply,
  poImportableQuery,
  poImportableReply,
  poItemsQuery,
  poItemsReply,
  poProductItemsBody,
  poProductItemsReply,
  purchaseOrderResource,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { planScope } from "../plan.queries.js";
import { inboundPlans } from "../schema.js";
import { factoryInfo, poImportable, poItems, poList, productItems } from "./po.service.js";

/** The PO list (po/findByPage, its export) and the §7.1 calls the inbound plan form imports POs with. */
export function registerPoRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, purchaseOrderResource, { list: poList });

  registerSpecCall(app, "GET /api/v2/Inbound/isImportProductsFromPo", {
    access: "inbound:plan:manage",
    schema: {
      summary: "Whether the seller has purchase-order units left to plan (the plan form offers 'import from PO')",
      tags: ["inbound"],
      querystring: poImportableQuery,
      response: { 200: poImportableReply },
    },
    handler: async (req) => poImportable(db, req.actor!, req.query.orgId),
  });
  registerSpecCall(app, "GET /api/v2/Inbound/getPoItemsByPoNos", {
    access: "inbound:plan:manage",
    schema: {
      summary: "The lines of the given POs (comma-separated numbers): ordered, planned and unplanned units per SKU",
      tags: ["inbound"],
      querystring: poItemsQuery,
      response: { 200: poItemsReply },
    },
    handler: async (req) => poItems(db, req.actor!, req.query.poNos),
  });
  registerSpecCall(app, "POST /api/v2/Inbound/getProductItemsByPoItems", {
    access: "inbound:plan:manage",
    schema: {
      summary: "Plan lines from chosen PO lines, merged by SKU, never more than each PO line's unplanned units",
      tags: ["inbound"],
      body: poProductItemsBody,
      response: { 200: poProductItemsReply, 400: errorBody },
    },
    handler: async (req) => productItems(db, req.actor!, req.body),
  });
  registerSpecCall(app, "GET /api/v2/LogisticsHead/getFactoryInfoByInbound", {
    access: "inbound:plan:read",
    schema: {
      summary: "The suppliers (factories) an inbound plan's PO units come from: PO numbers, SKUs, units",
      tags: ["inbound"],
      querystring: factoryInfoQuery,
      response: { 200: factoryInfoReply, 404: errorBody },
    },
    handler: async (req) => {
      const [plan] = await db
        .select({ id: inboundPlans.id })
        .from(inboundPlans)
        .where(and(eq(inboundPlans.planNo, req.query.inboundPlanOrderNo), planScope(req.actor!)));
      if (!plan) throw notFound("inbound.inboundPlan");
      return factoryInfo(db, plan.id);
    },
  });
}
