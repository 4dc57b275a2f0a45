import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idQuery,
  stockDocDetail,
  type StockDocDetail,
  stockDocSave,
  stockDocTransitionBody,
  type StockDocTransition,
  stockDocTransitions,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { type CommandContext, requestContext } from "../../../platform/audit/command.js";
import type { Database, DbOrTx } from "../../../platform/db/database.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as cmd from "./stockdoc.commands.js";
import { linesOf, loadDoc, saveDoc, type StockDoc } from "./stockdoc.service.js";

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

async function detail(db: DbOrTx, actor: Actor, id: number): Promise<StockDocDetail> {
  const d = await loadDoc(db, actor, id);
  const lines = await linesOf(db, id);
  return { ...d, kind: d.kind as StockDocDetail["kind"], status: d.status as StockDocDetail["status"], lines };
}

export function registerStockDocRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
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
      summary: "One stock document with its lines",
      tags: ["inventory"],
      querystring: idQuery,
      response: { 200: stockDocDetail, 404: errorBody },
    },
    handler: async (req) => detail(db, req.actor!, req.query.id),
  });
  for (const name of Object.keys(commands) as StockDocTransition[]) {
    defineRoute(app, "POST", `/api/inventory/stockdoc/${name}`, {
      access: accessOf(name),
      schema: {
        summary: `${stockDocTransitions[name].label["en-US"]} a stock document (a state transition: 409 from another state)`,
        tags: ["inventory"],
        body: stockDocTransitionBody,
        response: { 200: stockDocDetail, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      idempotent: true,
      handler: async (req) => {
        // read back through the request's transaction: an idempotent call runs inside one (req.tx)
        const ctx = requestContext(req, db);
        const done = await commands[name](ctx, req.body);
        return detail(ctx.db, req.actor!, done.id);
      },
    });
  }
}
