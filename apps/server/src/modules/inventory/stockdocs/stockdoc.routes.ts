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
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionCommand, type TransitionRoute } from "../../../platform/documents/transition-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as cmd from "./stockdoc.commands.js";
import { docDetail as detail, docList, docOptions } from "./stockdoc.queries.js";
import { saveDoc, type StockDoc } from "./stockdoc.service.js";

/** Approval and a transfer's legs post stock: `approve`; the rest of the document's life: `manage`. */
const posting = "inventory:stockdoc:approve";
const commands: Record<StockDocTransition, TransitionCommand | TransitionRoute> = {
  submit: cmd.submitDoc,
  approve: { run: cmd.approveDoc, access: posting },
  reject: { run: cmd.rejectDoc, access: posting },
  cancel: cmd.cancelDoc,
  ship: { run: cmd.shipDoc, access: posting },
  receive: { run: cmd.receiveDoc, access: posting },
};

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
    access: "inventory:stockdoc:manage",
    body: stockDocTransitionBody,
    transitions: stockDocTransitions,
    noun: "a stock document",
    reply: stockDocDetail,
    forbids: true,
    // read back through the request's transaction: an idempotent call runs inside one (req.tx)
    answer: (ctx, done: StockDoc) => detail(ctx.db, ctx.actor, done.id),
  });
}
