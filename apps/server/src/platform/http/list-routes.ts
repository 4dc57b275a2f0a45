import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { pageQueryDoc, pageReply } from "@entrepot/contracts";
import type { Actor, RouteAccess } from "../access/actor.js";
import type { Database } from "../db/database.js";
import type { Message } from "../i18n/messages.js";
import { type ExportColumn, sendXlsx } from "./export.js";
import { type ListSpec, listAll, listPage, parsePageRequest } from "./paging.js";
import { defineRoute, type HttpMethod, registerSpecCall } from "./routes.js";

export interface ListRoutes<Row extends Record<string, unknown>> {
  /** The paged list: a spec call (`spec: true`, checked against the catalogue) or a path of ours. */
  list: `${HttpMethod} /${string}`;
  spec: boolean;
  /** Where the same list downloads as .xlsx, with the same filters and sort. */
  exportPath: string;
  /** The export path is itself a spec call (e.g. `GET /api/v2/SystemDeliveryCarrier/export`): checked against the catalogue. */
  exportSpec?: boolean;
  access: RouteAccess;
  summary: string;
  row: z.ZodType<Row>;
  /** The list's query, fields and data scope for the calling actor. */
  listSpec: (actor: Actor) => ListSpec;
  columns: ExportColumn<Row>[];
  /** File name stem and sheet title of the export. */
  filename: string;
  sheet: Message;
}

/**
 * The common case of every module: a paged, filtered, permission-checked, scoped list and its .xlsx
 * export, from one description. The list accepts its parameters in the query string (GET) or a JSON body (POST).
 */
export function registerList<Row extends Record<string, unknown>>(app: FastifyInstance, database: Database, l: ListRoutes<Row>): void {
  const db = database.db;
  const [method, path] = l.list.split(" ") as [HttpMethod, string];
  const def = {
    access: l.access,
    schema: { summary: l.summary, querystring: pageQueryDoc, response: { 200: pageReply(l.row) } },
    handler: async (req: { actor?: Actor; query: unknown; body?: unknown }) =>
      listPage<Row>(db, l.listSpec(req.actor!), parsePageRequest(req.query as Record<string, unknown>, req.body)),
  };
  if (l.spec) registerSpecCall(app, l.list, def as never);
  else defineRoute(app, method, path, { ...def, schema: { ...def.schema, tags: ["lists"] } } as never);
  const exportDef = {
    access: l.access,
    schema: { summary: `${l.summary} (.xlsx export, same filters)`, tags: ["exports"], querystring: pageQueryDoc },
    handler: async (req: FastifyRequest, reply: FastifyReply) =>
      sendXlsx(reply, {
        filename: l.filename,
        sheet: l.sheet,
        columns: l.columns,
        pages: listAll<Row>(db, l.listSpec(req.actor!), parsePageRequest(req.query as Record<string, unknown>)),
        locale: req.locale,
      }),
  };
  if (l.exportSpec) registerSpecCall(app, `GET ${l.exportPath}` as `GET /${string}`, exportDef);
  else defineRoute(app, "GET", l.exportPath, exportDef);
}
