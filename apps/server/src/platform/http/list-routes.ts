import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorBody, filterOps, MAX_ROWS, type PageRequest, pageQueryDoc, pageReply, taskStarted } from "@entrepot/contracts";
import type { Actor, RouteAccess } from "../access/actor.js";
import type { Database, DbOrTx } from "../db/database.js";
import { registerMessages, type Message } from "../i18n/messages.js";
import { registerTaskKind } from "../jobs/kinds.js";
import { startTask } from "../jobs/tasks.js";
import { type ExportColumn, exportFileName, sendXlsx, writeXlsx, XLSX_MIME } from "./export.js";
import { AppError, badRequest, forbidden } from "./errors.js";
import { preparedList } from "./list-cache.js";
import { compiledReplies } from "./reply-serializer.js";
import { type ListSpec, listAll, listPage, parsePageRequest } from "./paging.js";
import { defineRoute, type HttpMethod, registerSpecCall } from "./routes.js";
import { contextTimeZone, readerTimeZone } from "./time-zone.js";

export interface ListRoutes<Row extends Record<string, unknown>, Args extends Record<string, unknown> = Record<string, never>> {
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
  /**
   * The list's query, fields and data scope for the calling actor: a function of the actor alone (the list
   * route keeps the queries it builds per actor and request shape, list-cache.ts).
   */
  listSpec: (actor: Actor, args: Args) => ListSpec;
  /**
   * Parameters the list's query itself takes besides paging and filters (the stock comparison's two days):
   * read from the query string (or a JSON body), checked (400), handed to `listSpec`, kept with a background
   * export. Such a list is built per request, not kept per actor: its values shape the query.
   */
  args?: z.ZodType<Args>;
  /**
   * The parameters only fill values in the query (a period's days), never its shape: the list is still kept
   * per actor and request shape, its spec built once with each parameter a placeholder (`listArg(name)`)
   * and the request's values bound at each run. `args` must then be a `z.object`.
   */
  boundArgs?: boolean;
  /**
   * The list's own parameters name a record the caller must be allowed to see (a rule run's actions: the
   * run): checked before the page, the export and a background export's run; throw `notFound()` (404) when
   * it is outside the caller's scope, rather than answering an empty list.
   */
  check?: (db: DbOrTx, actor: Actor, args: Args) => Promise<void>;
  columns: ExportColumn<Row>[];
  /** File name stem and sheet title of the export. */
  filename: string;
  sheet: Message;
}

registerMessages({
  "export.tooLarge": {
    "zh-CN": "共 {count} 行,超过直接导出的上限 {limit} 行:请使用后台导出(POST 并带 async=true),完成后在任务中心下载",
    "en-US":
      "{count} rows exceed the direct export limit of {limit}: export in the background (POST with async=true) and download it from the task centre",
  },
  "export.unknownList": { "zh-CN": "该列表不能导出:{list}", "en-US": "This list cannot be exported: {list}" },
});

/** The lists of this process that can export in the background, by export path (every node registers the same). */
const exportable = new Map<string, ListRoutes<Record<string, unknown>, Record<string, unknown>>>();

const exportParams = z.object({
  list: z.string().max(300),
  sidx: z.string().max(100).optional(),
  sord: z.enum(["asc", "desc"]),
  filters: z.array(z.object({ op: z.enum(filterOps), field: z.string().max(100), values: z.array(z.string().max(500)).max(1000) })).max(50),
  /** The starter's time zone for timestamps (absent in tasks queued before it existed: the operator's). */
  timeZone: z.string().max(64).optional(),
  /** The list's own parameters (`ListRoutes.args`), checked again by the list when the task runs. */
  args: z.record(z.string(), z.unknown()).optional(),
});
type ExportParams = z.infer<typeof exportParams>;

/** A list export too large to stream in one request: written to the file store, downloaded from the task centre. */
// the platform's own kind (every list's export), registered with the platform itself
export const listExportKind = registerTaskKind<ExportParams>({
  service: "platform.listExport",
  title: { "zh-CN": "列表导出", "en-US": "List export" },
  // each list checks its own permission, when the export starts and again when it runs
  permission: "@authenticated",
  params: exportParams,
  async run(ctx) {
    const l = exportable.get(ctx.params.list);
    if (!l) throw new AppError(422, "BUSINESS_RULE", { list: ctx.params.list }, undefined, "export.unknownList");
    if (l.access !== "@authenticated" && l.access !== "@public" && !ctx.actor.permissions.has(l.access)) throw forbidden(l.access);
    const args = listArgs(l, ctx.params.args ?? {});
    await l.check?.(ctx.db, ctx.actor, args);
    const spec = l.listSpec(ctx.actor, args);
    const req: PageRequest = { page: 1, rows: 1, sidx: ctx.params.sidx, sord: ctx.params.sord, filters: ctx.params.filters };
    const total = (await listPage(ctx.db, spec, req)).records;
    await ctx.progress(0, total);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve, reject) => {
      out.on("end", resolve);
      out.on("error", reject);
    });
    const written = await writeXlsx(out, {
      sheet: l.sheet,
      columns: l.columns,
      pages: listAll(ctx.db, spec, { ...req, rows: MAX_ROWS }),
      locale: ctx.locale,
      timeZone: ctx.params.timeZone ?? (await contextTimeZone(ctx.db, ctx.actor)),
      onPage: (n) => ctx.progress(n, Math.max(total, n)),
    });
    await done;
    await ctx.saveResult({ data: Buffer.concat(chunks) }, { fileName: exportFileName(l.filename), mime: XLSX_MIME });
    await ctx.progress(written, written);
    return { result: { rows: written } };
  },
});

const asyncFlag = (v: unknown) => v === true || v === "true" || v === "1";

/** A list's own parameters from a request's query (and body): 400 naming each bad one; none when the list takes none. */
/**
 * A list parameter's place in a kept query (`boundArgs`): bound per request. Exports and background tasks
 * build their queries with the values themselves, so a list spec takes the value or this placeholder alike.
 */
export const listArg = (name: string) => sql.placeholder(`arg_${name}`);

function listArgs<Args extends Record<string, unknown>>(l: { args?: z.ZodType<Args> }, query: unknown, body?: unknown): Args {
  if (!l.args) return {} as Args;
  const given = { ...(body && typeof body === "object" ? body : {}), ...(query && typeof query === "object" ? query : {}) };
  const parsed = l.args.safeParse(given);
  if (!parsed.success)
    throw badRequest(
      "VALIDATION_FAILED",
      {},
      parsed.error.issues.map((i) => ({ path: ["query", ...i.path].join("."), message: i.message })),
    );
  return parsed.data;
}

/**
 * The common case of every module: a paged, filtered, permission-checked, scoped list and its .xlsx
 * export, from one description. The list accepts its parameters in the query string (GET) or a JSON body (POST).
 * Export: `GET <exportPath>` streams the file (up to EXPORT_SYNC_MAX_ROWS rows, else 422);
 * `POST <exportPath>` (same parameters, in the query or a JSON body) streams it too, or, over that
 * limit or with `async=true`, starts a background task and answers 202 `{taskId}`: the file is then
 * downloaded from the task centre.
 */
export function registerList<Row extends Record<string, unknown>, Args extends Record<string, unknown> = Record<string, never>>(
  app: FastifyInstance,
  database: Database,
  l: ListRoutes<Row, Args>,
): void {
  const db = database.db;
  const [method, path] = l.list.split(" ") as [HttpMethod, string];
  // the app's EXPORT_SYNC_MAX_ROWS, kept by its job runner
  const syncMax = () => app.jobs.exportSyncMaxRows;
  exportable.set(l.exportPath, l as unknown as ListRoutes<Record<string, unknown>, Record<string, unknown>>);
  const specOf = (actor: Actor, req: { query: unknown; body?: unknown }) => l.listSpec(actor, listArgs(l, req.query, req.body));
  // a list of the actor alone keeps its built queries (list-cache.ts); one with parameters of its own is built per request
  // the OpenAPI page names the list's own parameters beside the paging ones
  const querystring = l.args instanceof z.ZodObject ? pageQueryDoc.extend(l.args.shape) : pageQueryDoc;
  const bound = l.boundArgs && l.args instanceof z.ZodObject ? Object.keys(l.args.shape) : undefined;
  const cached =
    l.args && !bound
      ? undefined
      : preparedList(db, (actor) => l.listSpec(actor, (bound ? Object.fromEntries(bound.map((k) => [k, listArg(k)])) : {}) as Args));
  /** The request's parameters as the placeholders' values. */
  const boundValues = (req: { query: unknown; body?: unknown }) => {
    if (!bound) return undefined;
    const args = listArgs(l, req.query, req.body) as Record<string, unknown>;
    // every placeholder gets a value: a parameter not given binds null
    return Object.fromEntries(bound.map((k) => [`arg_${k}`, args[k] ?? null]));
  };
  /** The list's `check` on the request's own parameters (404 before anything is listed or exported). */
  const checked = async (req: { actor?: Actor; query: unknown; body?: unknown }) => {
    if (l.check) await l.check(db, req.actor!, listArgs(l, req.query, req.body));
  };
  const page = async (req: { actor?: Actor; query: unknown; body?: unknown }, pr: PageRequest) => {
    await checked(req);
    return cached ? cached(req.actor!, pr, boundValues(req)) : listPage(db, specOf(req.actor!, req), pr);
  };
  const def = {
    access: l.access,
    schema: { summary: l.summary, querystring, response: { 200: pageReply(l.row), ...(l.check ? { 404: errorBody } : {}) } },
    // a page of rows written by a compiled serializer, not zod's encode (same bytes; tests compare both)
    serializerCompiler: compiledReplies,
    handler: async (req: { actor?: Actor; query: unknown; body?: unknown }) =>
      page(req, parsePageRequest(req.query as Record<string, unknown>, req.body)),
  };
  if (l.spec) registerSpecCall(app, l.list, def as never);
  else defineRoute(app, method, path, { ...def, schema: { ...def.schema, tags: ["lists"] } } as never);

  const count = async (req: FastifyRequest, pr: PageRequest) => {
    await checked(req);
    return (await listPage(db, specOf(req.actor!, req), { ...pr, page: 1, rows: 1 })).records;
  };
  const stream = async (req: FastifyRequest, reply: FastifyReply, pr: PageRequest) =>
    sendXlsx(reply, {
      filename: l.filename,
      sheet: l.sheet,
      columns: l.columns,
      pages: listAll<Row>(db, specOf(req.actor!, req), pr),
      locale: req.locale,
      timeZone: await readerTimeZone(db, req, req.actor!),
    });

  const getExport = {
    access: l.access,
    schema: {
      summary: `${l.summary} (.xlsx export, same filters; larger lists: POST for a background export)`,
      tags: ["exports"],
      querystring,
      response: { 422: errorBody },
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const pr = parsePageRequest(req.query as Record<string, unknown>);
      const n = await count(req, pr);
      if (n > syncMax()) throw new AppError(422, "BUSINESS_RULE", { count: n, limit: syncMax() }, undefined, "export.tooLarge");
      return stream(req, reply, pr);
    },
  };
  // an export path that is itself a spec call (e.g. GET /api/v2/SystemDeliveryCarrier/export) is checked against the catalogue
  if (l.exportSpec) registerSpecCall(app, `GET ${l.exportPath}` as `GET /${string}`, getExport as never);
  else defineRoute(app, "GET", l.exportPath, getExport);
  defineRoute(app, "POST", l.exportPath, {
    access: l.access,
    schema: {
      summary: `${l.summary} (.xlsx export; over the direct limit or with async=true a background task: 202 {taskId})`,
      tags: ["exports"],
      querystring,
      response: { 202: taskStarted, 400: errorBody },
    },
    handler: async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      // refuses a body that is not the list's parameters (400) before anything is counted or written
      const pr = parsePageRequest(query, req.body);
      const body = req.body as Record<string, unknown> | undefined;
      const wantAsync = asyncFlag(query.async) || asyncFlag(body?.async);
      // the filters are checked against the list's whitelist before anything starts
      const n = await count(req, pr);
      if (!wantAsync && n <= syncMax()) return stream(req, reply, pr);
      const params: ExportParams = {
        list: l.exportPath,
        sidx: pr.sidx,
        sord: pr.sord,
        filters: pr.filters,
        timeZone: await readerTimeZone(db, req, req.actor!),
        ...(l.args ? { args: listArgs(l, query, body) } : {}),
      };
      const task = await startTask({ db, actor: req.actor!, requestId: String(req.id) }, listExportKind.service, params, {
        title: { "zh-CN": `导出:${l.sheet["zh-CN"]}`, "en-US": `Export: ${l.sheet["en-US"]}` },
      });
      return reply.status(202).send({ taskId: task.id, status: task.status });
    },
  });
}
