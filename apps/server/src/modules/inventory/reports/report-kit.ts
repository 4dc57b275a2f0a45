import { asc, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorBody, pageQueryDoc, reportChartReply, type ReportChartReply } from "@entrepot/contracts";
import type { Actor, RouteAccess } from "../../../platform/access/actor.js";
import type { Database, DbOrTx } from "../../../platform/db/database.js";
import { badRequest } from "../../../platform/http/errors.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { type ListSpec, listWhere, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute } from "../../../platform/http/routes.js";
import type { Message } from "../../../platform/i18n/messages.js";

/**
 * One inventory report: a paged list, its .xlsx export and (optionally) its chart, from one definition. The
 * seller's report and the operator's copy are the same calls: `stockScope` in the list spec narrows each actor to
 * its own stock or to the warehouses its access groups allow.
 */
export interface ReportDef<Row extends Record<string, unknown>> {
  /** The path segment: `/api/inventory/<name>/list`, `/export`, `/chart`. */
  name: string;
  /** Another module's report (whose rows it owns) under its own prefix, e.g. `/api/outbound`; default `/api/inventory`. */
  base?: `/api/${string}`;
  access: RouteAccess;
  summary: string;
  row: z.ZodType<Row>;
  listSpec: (actor: Actor) => ListSpec;
  columns: ExportColumn<Row>[];
  filename: string;
  sheet: Message;
  /** Serve `/chart`: the filtered list grouped by fields of the list, summing these of its summary columns. */
  chart?: { sums: string[] };
}

export function registerReport<Row extends Record<string, unknown>>(app: FastifyInstance, database: Database, r: ReportDef<Row>): void {
  const base: `/api/${string}` = `${r.base ?? "/api/inventory"}/${r.name}`;
  registerList(app, database, {
    list: `GET ${base}/list`,
    spec: false,
    exportPath: `${base}/export`,
    access: r.access,
    summary: r.summary,
    row: r.row,
    listSpec: r.listSpec,
    columns: r.columns,
    filename: r.filename,
    sheet: r.sheet,
  });
  if (r.chart) registerChart(app, database, { path: `${base}/chart`, access: r.access, listSpec: r.listSpec, ...r.chart });
}

/**
 * A chart over a list: `?by=warehouseCode` (or two fields, `by=warehouseCode,reserveSource`) and the list's filters.
 * A list whose query takes parameters of its own (the comparison's two days) names them in `querystring`: they
 * are checked there and handed to its `listSpec`.
 */
export function registerChart<Q extends Record<string, unknown> = Record<string, unknown>>(
  app: FastifyInstance,
  database: Database,
  c: { path: string; access: RouteAccess; listSpec: (actor: Actor, query: Q) => ListSpec; sums: string[]; querystring?: z.ZodType<Q> },
): void {
  defineRoute(app, "GET", c.path, {
    access: c.access,
    schema: {
      summary: "The report's figures grouped by one or two of its fields (by=...), with the list's filters: what its chart draws",
      tags: ["inventory"],
      querystring: c.querystring ?? pageQueryDoc,
      response: { 200: reportChartReply, 400: errorBody },
    },
    handler: async (req) => {
      const query = req.query as Q;
      const by = String(query.by ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      return listGroups(database.db, c.listSpec(req.actor!, query), parsePageRequest(query), by, c.sums);
    },
  });
}

/** The filtered list's rows grouped by `by` (list fields), each group with the sums of `sums` (summary columns). At most 500 groups. */
export async function listGroups(
  db: DbOrTx,
  spec: ListSpec,
  req: ReturnType<typeof parsePageRequest>,
  by: string[],
  sums: string[],
): Promise<ReportChartReply> {
  if (by.length < 1 || by.length > 2 || by.some((f) => !Object.hasOwn(spec.fields, f)))
    throw badRequest("paging.badField", { field: by.join(",") }, [{ path: "query.by", message: "one or two fields of the list" }]);
  const keys = by.map((f) => spec.fields[f]!.column as SQL);
  const select: Record<string, SQL> = {};
  keys.forEach((k, i) => (select[`k${i}`] = sql<string>`${k}::text`));
  for (const s of sums) select[s] = sql<string>`coalesce(sum(${spec.summary![s]!}), 0)::text`;
  const rows = (await spec
    .from(db.select(select))
    .where(listWhere(spec, req))
    .groupBy(...keys)
    .orderBy(...keys.map((k) => asc(k)))
    .limit(500)) as Record<string, string | null>[];
  return {
    groups: rows.map((r) => ({
      keys: by.map((_, i) => r[`k${i}`] ?? ""),
      values: Object.fromEntries(sums.map((s) => [s, Number(r[s] ?? 0)])),
    })),
  };
}
