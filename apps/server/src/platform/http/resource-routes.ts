/**
 * One call serves a resource defined in the contracts (`defineResource`): its paged list and .xlsx
 * export (through `registerList`), its detail, save and delete. The list's field whitelist takes its
 * types from the definition (kinds) and the row schema; the export's columns, headers, widths and
 * value formats come from the definition's fields. Only what the contract cannot know is given here:
 * which column each field reads, and the service functions.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { Column, is, SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type AnyResource,
  type CallPath,
  codeLabel,
  type CodeTableType,
  codeTables,
  errorBody,
  idBody,
  idQuery,
  inList,
  isEmptyValue,
  ok,
  optionLabel,
  pathTakesId,
  type ResourceDefinition,
  type ResourceField,
  resourceFields,
  type ResourcePaths,
  specCalls,
} from "@entrepot/contracts";
import type { Actor, RouteAccess } from "../access/actor.js";
import { type CommandContext, commandContext } from "../audit/command.js";
import { sourceColumn } from "../db/columns.js";
import type { Database, DbOrTx } from "../db/database.js";
import { type ExportColumn, type ExportKind, yesNo } from "./export.js";
import { registerList } from "./list-routes.js";
import type { FieldType, ListField, ListSpec } from "./paging.js";
import { defineRoute, type HttpMethod, registerSpecCall } from "./routes.js";

/** A list column: the column (or SQL) a field reads, or with options (a computed column that cannot be filtered...). */
export type ResourceColumn = AnyPgColumn | SQL | (Partial<ListField> & { column: AnyPgColumn | SQL });

/**
 * The list's query without its whitelist. Each field of the definition is filtered and sorted on what the
 * `select` reads for it (the timestamp behind an `isoTime`); `columns` only names what differs: a field
 * read from another column or expression, options (`sort: false`...), `false` to keep a field out, or
 * (with its `type`) a filter of the API that no field of the definition names.
 */
export type ResourceListQuery = Omit<ListSpec, "fields" | "defaultSort"> & { columns?: Record<string, ResourceColumn | false> };

export interface ResourceHandlers<Row, Save, Update = Save> {
  /** `args`: the list's own parameters (`opts.listArgs`), each a value or its placeholder (list-routes `listArg`). */
  list: (actor: Actor, args: Record<string, unknown>) => ResourceListQuery;
  /** Needed when the definition has a detail path. */
  get?: (db: DbOrTx, actor: Actor, id: number) => Promise<Row>;
  /** `paths.save`: create (no id) or update (id + version). */
  save?: (ctx: CommandContext, body: Save) => Promise<Row>;
  /** `paths.create` and `paths.update`: one each, with their own bodies (`save` and `update` schemas). */
  create?: (ctx: CommandContext, body: Save) => Promise<Row>;
  update?: (ctx: CommandContext, body: Update) => Promise<Row>;
  remove?: (ctx: CommandContext, id: number) => Promise<void>;
  /** Export cells the field's kind cannot describe (a list of objects), by field key. */
  exportFormats?: Record<string, ExportColumn<Record<string, unknown>>["format"]>;
}

const specKeys = new Set(specCalls.map(([, , method, path]) => `${method} ${path}`));
const specPaths = new Set(specCalls.map(([, , , path]) => path));

/** A path of the spec catalogue is registered as its spec call (checked, named); any other as ours. */
function serve(
  app: FastifyInstance,
  call: string,
  def: { access: RouteAccess; schema: FastifySchema; idempotent?: boolean; handler: (req: FastifyRequest) => Promise<unknown> },
): void {
  const [method, path] = call.split(" ") as [HttpMethod, string];
  if (specKeys.has(call) || specPaths.has(path)) registerSpecCall(app, call as `${HttpMethod} /${string}`, def as never);
  else defineRoute(app, method, path, def as never);
}

/** The innermost type of a zod schema (through optional, nullable, default...). */
function baseType(schema: z.ZodType | undefined): { type: string; int: boolean } {
  type Node = { _zod: { def: { type: string; innerType?: unknown; format?: string; checks?: Node[] }; bag: { format?: string } } };
  let s = schema as unknown as Node | undefined;
  while (s && ["optional", "nullable", "default", "prefault", "readonly", "catch"].includes(s._zod.def.type))
    s = s._zod.def.innerType as typeof s;
  // z.int() carries its format in the bag; z.number().int() as a check
  const formats = [s?._zod.bag.format, ...(s?._zod.def.checks ?? []).map((c) => c._zod.def.format)];
  return { type: s?._zod.def.type ?? "string", int: formats.some((f) => /int/.test(f ?? "")) };
}

/** How a list field's filter values are checked: from its kind, else from the row schema. */
export function fieldType(def: AnyResource, key: string): FieldType {
  const kind = (def.fields as Record<string, ResourceField | undefined>)[key]?.kind;
  if (kind === "money") return "decimal";
  if (kind === "date") return "date";
  if (kind === "datetime") return "timestamp";
  if (kind === "bool") return "bool";
  const base = baseType(def.row.shape[key] as z.ZodType | undefined);
  if (base.type === "number") return base.int ? "int" : "decimal";
  if (kind === "number") return "decimal"; // a decimal string (a measure: "12.500")
  if (base.type === "boolean") return "bool";
  return "string";
}

/**
 * The ListSpec whitelist of a resource: the definition's fields, each on what the select reads for it
 * (or its `columns` entry), typed from the definition. A computed expression (not a plain column) sorts
 * but is not filtered unless the definition puts it in the filter bar.
 */
export function resourceListSpec(def: AnyResource, q: ResourceListQuery): ListSpec {
  const fields: Record<string, ListField> = {};
  for (const [key, f] of Object.entries(def.fields) as [string, ResourceField][]) {
    const given = q.columns?.[key];
    const selected = q.select[key];
    if (given === false || (given === undefined && (selected === undefined || is(selected, SQL.Aliased)))) continue;
    const opts =
      given === undefined
        ? { column: sourceColumn(selected as AnyPgColumn | SQL) }
        : is(given, Column) || is(given, SQL)
          ? { column: given }
          : (given as Partial<ListField> & { column: AnyPgColumn | SQL });
    const computed = is(opts.column, SQL) && opts.column === selected && !f.filter;
    fields[key] = {
      type: fieldType(def, key),
      ...(f.sort === false ? { sort: false } : {}),
      ...(computed ? { filter: false } : {}),
      ...opts,
    };
  }
  // a filter of the API that no field names (`{ roleId: { column, type: "int", sort: false } }`)
  for (const [key, given] of Object.entries(q.columns ?? {}))
    if (!(key in fields) && given && !is(given, Column) && !is(given, SQL) && "type" in given) fields[key] = given as ListField;
  const { columns: _columns, ...rest } = q;
  return { ...rest, fields, defaultSort: def.defaultSort };
}

const codeTypes = new Set<string>(codeTables.map((t) => t.type));

/** Cells Excel can sum and sort: numbers (also decimal strings), money, dates and instants by the field's kind. */
const exportKinds: Partial<Record<ResourceField["kind"], ExportKind>> = {
  number: "number",
  money: "money",
  date: "date",
  datetime: "timestamp",
};

/** The export columns of a resource: its list fields, headed by their labels, values in the reader's language. */
export function resourceExportColumns<Row extends Record<string, unknown>>(def: AnyResource): ExportColumn<Row>[] {
  return resourceFields(def)
    .filter((f) => f.export ?? inList(def, f))
    .map((f) => {
      let format: ExportColumn<Row>["format"];
      if (f.options?.length) format = (v, _row, locale) => optionLabel(f, v, locale);
      else if (f.kind === "bool") format = yesNo;
      else if (baseType(def.row.shape[f.key] as z.ZodType | undefined).type === "array")
        format = (v) => (Array.isArray(v) ? v.join(", ") : null);
      else if (f.kind === "dict" && f.dictType && codeTypes.has(f.dictType))
        format = (v, _row, locale) =>
          v === null || v === undefined ? null : codeLabel(f.dictType as CodeTableType, String(v as string | number), locale);
      if (f.empty) {
        const [given, empty] = [format, f.empty];
        format = (v, row, locale) => (isEmptyValue(v) ? empty[locale] : given ? given(v, row, locale) : (v as string | number));
      }
      return {
        key: f.key as keyof Row & string,
        header: f.exportLabel ?? f.label,
        ...(exportKinds[f.kind] && !format ? { kind: exportKinds[f.kind] } : {}),
        width: Math.max(8, Math.round((f.width ?? 150) / 9)),
        ...(format ? { format } : {}),
      };
    });
}

/**
 * Serves a resource: list + export (GET and POST), detail (`?id=`), save (create without id, update with
 * id + version) and delete (`{id}`), at the definition's paths and their aliases, under its permissions.
 */
export function registerResource<Row extends z.ZodObject, Save extends z.ZodObject, Update extends z.ZodObject = Save>(
  app: FastifyInstance,
  database: Database,
  def: ResourceDefinition<Row, Save, Update>,
  h: ResourceHandlers<z.infer<Row>, z.output<Save>, z.output<Update>>,
  /**
   * `idempotent`: save/create/update/delete take an `Idempotency-Key` (documents/idempotency.ts), for a
   * resource that sellers' own systems write through the API. Not for one whose answer holds a secret.
   */
  opts: { idempotent?: boolean; listArgs?: z.ZodObject } = {},
): void {
  const any = def as unknown as AnyResource;
  if (def.viewOf) throw new Error(`registerResource ${def.name}: a view of ${def.viewOf} is served by registering ${def.viewOf}`);
  const title = def.title["en-US"];
  // what detail and save answer: the full record where the definition has one
  const record = def.detail ?? def.row;
  const formats = h.exportFormats ?? {};
  registerList(app, database, {
    list: def.paths.list,
    spec: specKeys.has(def.paths.list) || specPaths.has(def.paths.list.split(" ")[1]!),
    exportPath: def.paths.export,
    exportSpec: specPaths.has(def.paths.export),
    access: def.permissions.read,
    summary: `${title} in the caller's scope, paged and filtered`,
    row: def.row as unknown as z.ZodType<Record<string, unknown>>,
    listSpec: (actor, args) => resourceListSpec(any, h.list(actor, args)),
    // parameters that fill values only (a period): the list's queries are still kept (list-cache.ts)
    ...(opts.listArgs ? { args: opts.listArgs as z.ZodType<Record<string, unknown>>, boundArgs: true } : {}),
    columns: resourceExportColumns<Record<string, unknown>>(any).map((c) => (formats[c.key] ? { ...c, format: formats[c.key] } : c)),
    filename: (def.fileName ?? def.name.split(".").pop()!).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    sheet: def.title,
  });
  const db = database.db;
  const calls = (main: CallPath | undefined, kind: keyof NonNullable<ResourcePaths["aliases"]>) =>
    main ? [main, ...(def.paths.aliases?.[kind] ?? [])] : [];
  /** The record's id: in the path (`/:id`), else in the query (detail) or the body (delete). */
  const idOf = (call: string, req: FastifyRequest, from: "query" | "body") =>
    ((pathTakesId(call) ? req.params : req[from]) as { id: number }).id;
  const idIn = (call: string, from: "querystring" | "body") =>
    pathTakesId(call) ? { params: idQuery } : { [from]: from === "body" ? idBody : idQuery };
  const get = h.get;
  for (const call of get ? calls(def.paths.detail, "detail") : []) {
    serve(app, call, {
      access: def.permissions.read,
      schema: { summary: `One of: ${title}`, ...idIn(call, "querystring"), response: { 200: record, 404: errorBody } },
      handler: async (req: FastifyRequest) => get!(db, req.actor!, idOf(call, req, "query")),
    });
  }
  const writes = [
    {
      fn: h.save,
      body: def.save,
      calls: calls(def.paths.save, "save"),
      summary: `Create (no id) or update (id + version) one of: ${title}`,
    },
    { fn: h.create, body: def.save, calls: calls(def.paths.create, "create"), summary: `Create one of: ${title}` },
    {
      fn: h.update,
      body: def.update ?? def.save,
      calls: calls(def.paths.update, "update"),
      summary: `Update (send the version you read) one of: ${title}`,
    },
  ];
  for (const w of writes) {
    const fn = w.fn as ((ctx: CommandContext, body: unknown) => Promise<z.infer<Row>>) | undefined;
    for (const call of fn ? w.calls : []) {
      serve(app, call, {
        access: def.permissions.manage,
        schema: {
          summary: w.summary,
          body: w.body,
          response: { 200: record, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
        },
        ...(opts.idempotent ? { idempotent: true } : {}),
        handler: async (req: FastifyRequest) => fn!(commandContext(database)(req), req.body),
      });
    }
  }
  const remove = h.remove;
  for (const call of remove ? calls(def.paths.delete, "delete") : []) {
    serve(app, call, {
      access: def.permissions.manage,
      schema: {
        summary: `Delete one of: ${title} (one in use answers 409)`,
        ...idIn(call, "body"),
        response: { 200: ok, 404: errorBody, 409: errorBody, 422: errorBody },
      },
      ...(opts.idempotent ? { idempotent: true } : {}),
      handler: async (req: FastifyRequest) => {
        await remove!(commandContext(database)(req), idOf(call, req, "body"));
        return { ok: true as const };
      },
    });
  }
}
