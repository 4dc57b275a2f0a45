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
  type OutboundPlanRow,
  outboundShipBody,
  outboundTransitionBody,
  type OutboundTransition,
  outboundTransitions,
  type PermissionCode,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
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
const commands: Record<
  OutboundTransition,
  { body: z.ZodType; run: (ctx: ReturnType<typeof requestContext>, body: never) => Promise<OutboundPlanRow> }
> = {
  submit: { body: outboundTransitionBody, run: cmd.submitPlan },
  pick: { body: outboundTransitionBody, run: cmd.pickPlan },
  pack: { body: outboundPackBody, run: cmd.packPlan },
  ship: { body: outboundShipBody, run: cmd.shipPlan },
  complete: { body: outboundTransitionBody, run: cmd.completePlan },
  cancel: { body: outboundTransitionBody, run: cmd.cancelPlan },
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
  for (const [name, c] of Object.entries(commands) as [OutboundTransition, (typeof commands)[OutboundTransition]][]) {
    const access: PermissionCode = outboundTransitions[name].side === "seller" ? "outbound:plan:manage" : "outbound:plan:operate";
    defineRoute(app, "POST", `/api/outbound/plan/${name}`, {
      access,
      schema: {
        summary: `${outboundTransitions[name].label["en-US"]} an outbound plan (a state transition: 409 from another state)`,
        tags: ["outbound"],
        body: c.body,
        response: { 200: outboundPlanRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      idempotent: true,
      handler: async (req) => c.run(requestContext(req, db), req.body as never),
    });
  }
}
