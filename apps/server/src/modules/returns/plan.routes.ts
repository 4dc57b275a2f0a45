import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idQuery,
  returnAnalysisQuery,
  returnAnalysisReply,
  returnableOrderReply,
  returnPlanDetail,
  returnPlanResource,
  returnPlanRow,
  returnReceiveBody,
  returnTransitionBody,
  type ReturnTransition,
  returnTransitions,
  returnWarehousesReply,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionCommand, type TransitionRoute } from "../../platform/documents/transition-routes.js";
import { notFound } from "../../platform/http/errors.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { returnAnalysis } from "./analysis.queries.js";
import * as cmd from "./plan.commands.js";
import { planDetail, planList, returnableOf, returnWarehouses } from "./plan.queries.js";
import { deletePlan, savePlan } from "./plan.service.js";

/** The commands: the seller's (submit, cancel) under `manage`, the warehouse's (receive, finish, complete) under `operate`. */
const commands: Record<ReturnTransition, TransitionCommand | TransitionRoute> = {
  submit: cmd.submitPlan,
  receive: { body: returnReceiveBody, run: cmd.receivePlan },
  finishReceiving: cmd.finishReceiving,
  complete: cmd.completePlan,
  cancel: cmd.cancelPlan,
  post: cmd.postReceipt,
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
  registerTransitionRoutes(app, db, {
    prefix: "/api/returns/plan",
    tag: "returns",
    commands,
    access: { seller: "returns:plan:manage", warehouse: "returns:plan:operate" },
    body: returnTransitionBody,
    transitions: returnTransitions,
    noun: "a return plan",
    reply: returnPlanRow,
  });
}
