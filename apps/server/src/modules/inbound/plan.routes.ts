import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idQuery,
  inboundByNoQuery,
  inboundLabelBody,
  inboundLineCountQuery,
  inboundLineCountReply,
  inboundNoListQuery,
  inboundNoListReply,
  inboundPlanDetail,
  inboundPlanResource,
  inboundReceiveBody,
  inboundTransitionBody,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionRoute } from "../../platform/documents/transition-routes.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../platform/http/routes.js";
import type { InboundTransition } from "./domain/inbound-plan.machine.js";
import { cartonLabels } from "./label.service.js";
import { getPlan, getPlanByNo, lineCounts, planList, planNoList } from "./plan.queries.js";
import { deletePlan, savePlan } from "./plan.service.js";
import * as tr from "./plan.transitions.js";

const commands: Record<InboundTransition, TransitionRoute> = {
  submit: { access: "inbound:plan:manage", summary: "Submit a draft: its lines go in transit to the warehouse", run: tr.submitPlan },
  cancel: {
    access: "inbound:plan:manage",
    summary: "Cancel a draft or a submitted plan (what is in transit is cancelled)",
    run: tr.cancelPlan,
  },
  arrive: { access: "inbound:plan:operate", summary: "Mark a submitted plan arrived at the warehouse", run: tr.arrivePlan },
  receive: {
    access: "inbound:plan:operate",
    summary: "Receive good and damaged units per line (damaged: unsellable stock); over- and under-receipts allowed",
    run: tr.receivePlan,
    body: inboundReceiveBody,
  },
  finishReceiving: {
    access: "inbound:plan:operate",
    summary: "Close the receipt: what did not come leaves in transit (reported as a difference)",
    run: tr.finishReceiving,
  },
  putaway: { access: "inbound:plan:operate", summary: "Put every received unit on the shelf (on hand, operation 10)", run: tr.putawayPlan },
  complete: { access: "inbound:plan:operate", summary: "Complete a received plan once everything is put away", run: tr.completePlan },
};

/** Inbound plans: the resource (list, export, save, delete of drafts), detail, transitions, §7.1 look-ups, carton labels. */
export function registerPlanRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  // sellers' systems create drafts with an Idempotency-Key (issue 9, seller API)
  registerResource(app, database, inboundPlanResource, { list: planList, save: savePlan, remove: deletePlan }, { idempotent: true });

  defineRoute(app, "GET", "/api/inbound/plan/detail", {
    access: "inbound:plan:read",
    schema: {
      summary: "One inbound plan: lines (expected, received, differences, on-shelf status), cartons, history, allowed actions",
      tags: ["inbound"],
      querystring: idQuery,
      response: { 200: inboundPlanDetail, 404: errorBody },
    },
    handler: async (req) => getPlan(db, req.actor!, req.query.id),
  });

  registerTransitionRoutes(app, db, {
    prefix: "/api/inbound/plan",
    tag: "inbound",
    commands,
    body: inboundTransitionBody,
    reply: inboundPlanDetail,
  });

  registerSpecCall(app, "GET /api/v2/Inbound/detailByNo", {
    access: "inbound:plan:read",
    schema: {
      summary: "One inbound plan by its number (lines, cartons, history)",
      tags: ["inbound"],
      querystring: inboundByNoQuery,
      response: { 200: inboundPlanDetail, 404: errorBody },
    },
    handler: async (req) => getPlanByNo(db, req.actor!, req.query.inboundPlanOrderNo),
  });
  registerSpecCall(app, "GET /api/v2/Inbound/inboundPlanOrderNoList", {
    access: "inbound:plan:read",
    schema: {
      summary: "Inbound plan numbers in scope, newest first (a picker), by keyword and status",
      tags: ["inbound"],
      querystring: inboundNoListQuery,
      response: { 200: inboundNoListReply },
    },
    handler: async (req) => planNoList(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/Inbound/getLineByInboundPlanOrderNosAndProductItemCount", {
    access: "inbound:plan:read",
    schema: {
      summary: "Lines and unit counts of the given plan numbers (comma-separated); numbers outside the scope are left out",
      tags: ["inbound"],
      querystring: inboundLineCountQuery,
      response: { 200: inboundLineCountReply },
    },
    handler: async (req) => lineCounts(db, req.actor!, req.query.inboundPlanOrderNos),
  });

  defineRoute(app, "POST", "/api/inbound/plan/cartonLabels", {
    access: "inbound:plan:read",
    schema: {
      summary:
        "The plan's carton labels as a PDF (Code 128 of the carton number): format 1 Letter 30 per page, 2 10 x 10 cm, 3 10.16 x 5.08 cm",
      tags: ["inbound"],
      body: inboundLabelBody,
      response: { 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req, reply) => {
      const out = await cartonLabels(db, req.actor!, req.body.id, req.body.format as 1 | 2 | 3);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${out.filename}"`)
        .send(out.pdf as never);
    },
  });
}
