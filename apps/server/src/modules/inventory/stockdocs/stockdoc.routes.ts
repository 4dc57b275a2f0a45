import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idQuery,
  stockDocDetail,
  stockDocOptions,
  stockDocOptionsQuery,
  stockDocResource,
  stockDocSave,
  stockDocTransitionBody,
  type StockDocTransition,
  stockDocTransitions,
} from "@entrepot/contracts";
import { type CommandContext, requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerTransitionRoutes } from "../../../platform/documents/transition-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as cmd from "./stockdoc.commands.js";
import { docDetail as detail, docList, docOptions } from "./stockdoc.queries.js";
import { saveDoc, type StockDoc } from "./stockdoc.service.js";

const commands: Record<StockDocTransition, (ctx: CommandContext, body: { id: number; version: number }) => Promise<StockDoc>> = {
  submit: cmd.submitDoc,
  approve: cmd.approveDoc,
  reject: cmd.rejectDoc,
  cancel: cmd.cancelDoc,
  ship: cmd.shipDoc,
  receive: cmd.receiveDoc,
};

/** Approval and a transfer's legs post stock: `approve`; the rest of the document's life: `manage`. */
const accessOf = (t: StockDocTransition) =>
  t === "approve" || t === "reject" || t === "ship" || t === "receive" ? "inventory:stockdoc:approve" : "inventory:stockdoc:manage";

export function registerStockDocRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, stockDocResource, { list: docList });
  defineRoute(app, "GET", "/api/inventory/stockdoc/formOptions", {
    access: "inventory:stockdoc:manage",
    schema: {
      summary: "The stock document form's pickers: sellers and warehouses in scope, the chosen seller's SKUs",
      tags: ["inventory"],
      querystring: stockDocOptionsQuery,
      response: { 200: stockDocOptions },
    },
    handler: async (req) => docOptions(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "POST", "/api/inventory/stockdoc/save", {
    access: "inventory:stockdoc:manage",
    schema: {
      summary: "Create or edit a draft stock document (misc in/out, adjustment, move, transfer, freeze, unfreeze) with its lines",
      tags: ["inventory"],
      body: stockDocSave,
      response: { 200: stockDocDetail, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      const ctx = requestContext(req, db);
      const saved = await saveDoc(ctx, req.body);
      return detail(ctx.db, req.actor!, saved.id);
    },
  });
  defineRoute(app, "GET", "/api/inventory/stockdoc/detail", {
    access: "inventory:stockdoc:read",
    schema: {
      summary: "One stock document with its lines and its history",
      tags: ["inventory"],
      querystring: idQuery,
      response: { 200: stockDocDetail, 404: errorBody },
    },
    handler: async (req) => detail(db, req.actor!, req.query.id),
  });
  registerTransitionRoutes(app, db, {
    prefix: "/api/inventory/stockdoc",
    tag: "inventory",
    commands,
    access: accessOf,
    body: stockDocTransitionBody,
    summary: (name) => `${stockDocTransitions[name].label["en-US"]} a stock document (a state transition: 409 from another state)`,
    reply: stockDocDetail,
    forbids: true,
    // read back through the request's transaction: an idempotent call runs inside one (req.tx)
    answer: (ctx, done: StockDoc) => detail(ctx.db, ctx.actor, done.id),
  });
}
