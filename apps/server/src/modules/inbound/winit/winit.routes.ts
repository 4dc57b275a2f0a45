import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idQuery,
  stockDocOptions,
  stockDocOptionsQuery,
  winitReceiptDetail,
  winitReceiptResource,
  winitReceiptSave,
  winitReceiptTransitionBody,
  type WinitReceiptTransition,
  winitReceiptTransitions,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerTransitionRoutes } from "../../../platform/documents/transition-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { stockFormOptions } from "../../inventory/index.js";
import { cancelReceipt, postReceipt } from "./winit.commands.js";
import { receiptDetail, receiptList } from "./winit.queries.js";
import { saveReceipt, type WinitReceipt } from "./winit.service.js";

/** Channel receipts (spec `winitReceipt`): list and export, the form's pickers, save, detail, post and cancel. */
export function registerWinitReceiptRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, winitReceiptResource, { list: receiptList });
  defineRoute(app, "GET", "/api/inbound/winitReceipt/formOptions", {
    access: "inbound:winit:manage",
    schema: {
      summary: "The channel receipt form's pickers: sellers and warehouses in scope, the chosen seller's SKUs",
      tags: ["inbound"],
      querystring: stockDocOptionsQuery,
      response: { 200: stockDocOptions },
    },
    handler: async (req) => stockFormOptions(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "POST", "/api/inbound/winitReceipt/save", {
    access: "inbound:winit:manage",
    schema: {
      summary: "Book or correct a channel receipt (goods arriving under a Winit or other consolidator's inbound order) while it is a draft",
      tags: ["inbound"],
      body: winitReceiptSave,
      response: { 200: winitReceiptDetail, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      const ctx = requestContext(req, db);
      const saved = await saveReceipt(ctx, req.body);
      return receiptDetail(ctx.db, req.actor!, saved.id);
    },
  });
  defineRoute(app, "GET", "/api/inbound/winitReceipt/detail", {
    access: "inbound:winit:read",
    schema: {
      summary: "One channel receipt with its lines and its history",
      tags: ["inbound"],
      querystring: idQuery,
      response: { 200: winitReceiptDetail, 404: errorBody },
    },
    handler: async (req) => receiptDetail(db, req.actor!, req.query.id),
  });
  registerTransitionRoutes(app, db, {
    prefix: "/api/inbound/winitReceipt",
    tag: "inbound",
    commands: { receive: postReceipt, cancel: cancelReceipt } satisfies Record<WinitReceiptTransition, unknown>,
    access: "inbound:winit:manage",
    body: winitReceiptTransitionBody,
    transitions: winitReceiptTransitions,
    noun: "a channel receipt",
    reply: winitReceiptDetail,
    // read back through the request's transaction: an idempotent call runs inside one (req.tx)
    answer: (ctx, done: WinitReceipt) => receiptDetail(ctx.db, ctx.actor, done.id),
  });
}
