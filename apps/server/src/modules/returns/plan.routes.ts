import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  errorBody,
  idQuery,
  type PermissionCode,
  returnAnalysisQuery,
  returnAnalysisReply,
  returnableOrderReply,
  returnPlanDetail,
  returnPlanResource,
  returnPlanRow,
  type ReturnPlanRow,
  returnReceiveBody,
  returnTransitionBody,
  type ReturnTransition,
  returnTransitions,
  returnWarehousesReply,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { returnAnalysis } from "./analysis.queries.js";
import * as cmd from "./plan.commands.js";
import { planDetail, planList, returnableOf, returnWarehouses } from "./plan.queries.js";
import { deletePlan, savePlan } from "./plan.service.js";

/** The commands: the seller's (submit, cancel) under `manage`, the warehouse's (receive, finish, complete) under `operate`. */
const commands: Record<
  ReturnTransition,
  { body: z.ZodType; run: (ctx: ReturnType<typeof requestContext>, body: never) => Promise<ReturnPlanRow> }
> = {
  submit: { body: returnTransitionBody, run: cmd.submitPlan },
  receive: { body: returnReceiveBody, run: cmd.receivePlan },
  finishReceiving: { body: returnTransitionBody, run: cmd.finishReceiving },
  complete: { body: returnTransitionBody, run: cmd.completePlan },
  cancel: { body: returnTransitionBody, run: cmd.cancelPlan },
  post: { body: returnTransitionBody, run: cmd.postReceipt },
};

export function registerPlanRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, returnPlanResource, { list: planList, save: savePlan, remove: deletePlan });
  defineRoute(app, "GET", "/api/returns/plan/detail", {
    access: "returns:plan:read",
    schema: {
      summary: "One return plan with its lines (expected, received good / damaged, difference) and its history",
      tags: ["returns"],
      querystring: idQuery,
      response: { 200: returnPlanDetail, 404: errorBody },
    },
    handler: async (req) => planDetail(db, req.actor!, req.query.id),
  });
  defineRoute(app, "GET", "/api/returns/order/returnable", {
    access: "returns:plan:manage",
    schema: {
      summary: "A shipped order's lines as a return plan takes them: shipped and still returnable units per SKU",
      tags: ["returns"],
      querystring: idQuery,
      response: { 200: returnableOrderReply, 404: errorBody },
    },
    handler: async (req) => {
      const r = await returnableOf(db, req.actor!, req.query.id);
      if (!r) throw notFound("returns.returnPlan");
      return { orderId: r.order.id, orderNo: r.order.orderNo, warehouseId: r.order.warehouseId, lines: r.lines };
    },
  });
  defineRoute(app, "GET", "/api/returns/plan/warehouses", {
    access: "returns:plan:read",
    schema: {
      summary: "The return plan form's warehouse picker: active warehouses in the caller's scope that accept returns",
      tags: ["returns"],
      response: { 200: returnWarehousesReply },
    },
    handler: async (req) => returnWarehouses(db, req.actor!),
  });
  defineRoute(app, "GET", "/api/returns/analysis", {
    access: "returns:analysis:read",
    schema: {
      summary: "Return analysis: per SKU shipped, returned (good / damaged) and the return rate over a period; plans per reason",
      tags: ["returns"],
      querystring: returnAnalysisQuery,
      response: { 200: returnAnalysisReply, 400: errorBody },
    },
    handler: async (req) => returnAnalysis(db, req.actor!, req.query),
  });
  for (const [name, c] of Object.entries(commands) as [ReturnTransition, (typeof commands)[ReturnTransition]][]) {
    const access: PermissionCode = returnTransitions[name].side === "seller" ? "returns:plan:manage" : "returns:plan:operate";
    defineRoute(app, "POST", `/api/returns/plan/${name}`, {
      access,
      schema: {
        summary: `${returnTransitions[name].label["en-US"]} a return plan (a state transition: 409 from another state)`,
        tags: ["returns"],
        body: c.body,
        response: { 200: returnPlanRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      idempotent: true,
      handler: async (req) => c.run(requestContext(req, db), req.body as never),
    });
  }
}
