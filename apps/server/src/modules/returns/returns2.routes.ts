import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  ok,
  type PermissionCode,
  processTransitionBody,
  processTransitions,
  type ProcessTransition,
  processTransitionNames,
  returnBillResource,
  returnInfoResource,
  returnPlanRow,
  returnProcessResource,
  returnProcessRow,
  returnReceiptSave,
  returnTrackingReply,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { notFound } from "../../platform/http/errors.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { returnUnitList } from "./information.queries.js";
import { processList, runProcess } from "./process.service.js";
import { deleteReceipt, findByTracking, saveReceipt } from "./receipt.service.js";

/** Unplanned receipts, return processing, return information and the handling lines for billing. */
export function registerReturns2Routes(app: FastifyInstance, database: Database, store: FileStore): void {
  const db = database.db;
  registerResource(app, database, returnProcessResource, { list: processList });
  registerResource(app, database, returnInfoResource, { list: returnUnitList });
  registerResource(app, database, returnBillResource, { list: returnUnitList });

  defineRoute(app, "POST", "/api/returns/receipt/save", {
    access: "returns:plan:operate",
    schema: {
      summary: "An unplanned return receipt's draft: create (no id) or update (id + version, drafts only)",
      tags: ["returns"],
      body: returnReceiptSave,
      response: { 200: returnPlanRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => saveReceipt(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", "/api/returns/receipt/delete", {
    access: "returns:plan:operate",
    schema: {
      summary: "Deletes an unplanned receipt's draft (and its photos)",
      tags: ["returns"],
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await deleteReceipt(requestContext(req, db), store, req.body.id);
      return { ok: true as const };
    },
  });
  defineRoute(app, "GET", "/api/returns/receipt/byTracking", {
    access: "returns:plan:operate",
    schema: {
      summary: "The shipped order of ours with this tracking number: whose returned parcel it is, and what went out",
      tags: ["returns"],
      querystring: z.strictObject({ trackingNo: z.string().trim().min(1).max(60) }),
      response: { 200: returnTrackingReply, 404: errorBody },
    },
    handler: async (req) => {
      const found = await findByTracking(db, req.actor!, req.query.trackingNo);
      if (!found) throw notFound("returns.trackingNotFound");
      return found;
    },
  });
  for (const name of processTransitionNames) {
    const access: PermissionCode = processTransitions[name].side === "decide" ? "returns:process:decide" : "returns:plan:operate";
    defineRoute(app, "POST", `/api/returns/process/${name}`, {
      access,
      schema: {
        summary: `${processTransitions[name].label["en-US"]}: a return process transition (409 from another state)`,
        tags: ["returns"],
        body: processTransitionBody,
        response: { 200: returnProcessRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      idempotent: true,
      handler: async (req) => runProcess(requestContext(req, db), name as ProcessTransition, req.body),
    });
  }
}
