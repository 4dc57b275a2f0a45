import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idQuery,
  outboundBoardQuery,
  outboundBoardReply,
  outboundPackBody,
  outboundPlanDetail,
  outboundPlanResource,
  outboundPlanRow,
  outboundShipBody,
  outboundTransitionBody,
  type OutboundTransition,
  outboundTransitions,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionCommand, type TransitionRoute } from "../../platform/documents/transition-routes.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import * as cmd from "./plan.commands.js";
import { planBoard, planDetail, planFormOptions, planList } from "./plan.queries.js";
import { deletePlan, savePlan } from "./plan.service.js";

const formOptions = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  stock: z.array(
    z.object({
      warehouseId: z.number().int(),
      productId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      available: z.number().int(),
    }),
  ),
});

/** The commands: the seller's (submit, cancel) under `manage`, the warehouse's (pick, pack, ship, complete) under `operate`. */
const commands: Record<OutboundTransition, TransitionCommand | TransitionRoute> = {
  submit: cmd.submitPlan,
  pick: cmd.pickPlan,
  pack: { body: outboundPackBody, run: cmd.packPlan },
  ship: { body: outboundShipBody, run: cmd.shipPlan },
  complete: cmd.completePlan,
  cancel: cmd.cancelPlan,
};

export function registerPlanRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, outboundPlanResource, { list: planList, save: savePlan, remove: deletePlan });
  defineRoute(app, "GET", "/api/outbound/plan/detail", {
    access: "outbound:plan:read",
    schema: {
      summary: "One outbound plan with its lines, cartons and pallets, and its history",
      tags: ["outbound"],
      querystring: idQuery,
      response: { 200: outboundPlanDetail, 404: errorBody },
    },
    handler: async (req) => planDetail(db, req.actor!, req.query.id),
  });
  defineRoute(app, "GET", "/api/outbound/plan/formOptions", {
    access: "outbound:plan:manage",
    schema: {
      summary: "The seller's warehouses and, per warehouse, its SKUs with available stock (the plan form's pickers)",
      tags: ["outbound"],
      response: { 200: formOptions },
    },
    handler: async (req) => planFormOptions(db, req.actor!),
  });
  defineRoute(app, "GET", "/api/outbound/board", {
    access: "outbound:board:read",
    schema: {
      summary: "The outbound bulletin board: plans and units per warehouse and status, plans created and shipped per day",
      tags: ["outbound"],
      querystring: outboundBoardQuery,
      response: { 200: outboundBoardReply },
    },
    handler: async (req) => planBoard(db, req.actor!, req.query),
  });
  registerTransitionRoutes(app, db, {
    prefix: "/api/outbound/plan",
    tag: "outbound",
    commands,
    access: { seller: "outbound:plan:manage", warehouse: "outbound:plan:operate" },
    body: outboundTransitionBody,
    transitions: outboundTransitions,
    noun: "an outbound plan",
    reply: outboundPlanRow,
  });
}
