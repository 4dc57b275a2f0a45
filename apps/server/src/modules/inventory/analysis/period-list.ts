import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { errorBody, type PageRequest, pageQueryDoc, pageReply } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { Database } from "../../../platform/db/database.js";
import { AppError, badRequest } from "../../../platform/http/errors.js";
import { type ExportColumn, sendXlsx } from "../../../platform/http/export.js";
import { type ListSpec, listAll, listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { readerTimeZone } from "../../../platform/http/time-zone.js";
import type { Message } from "../../../platform/i18n/messages.js";
import type { Period } from "./receive-issue.queries.js";

/**
 * A list over a period whose figures depend on the period itself (an opening stock at its first day),
 * so the period cannot be a WHERE filter: it comes as `search[BETWEEN_period]=from,to` like any date
 * filter (the screen's date range, the export's filters), is taken out of the filters, and builds the
 * list's query. Paged, filtered, sorted and exported with the list kit's own pieces.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export interface PeriodListRoutes<Row extends Record<string, unknown>> {
  list: string;
  exportPath: string;
  summary: string;
  row: z.ZodType<Row>;
  /**
   * `req`: the request's other filters, for a spec that narrows an inner query by them too (they still
   * apply to the rows); its sort field and, for one page (a list, not an export), its page and rows, for
   * a spec that reads a page near the start differently.
   */
  listSpec: (
    actor: Actor,
    period: Period,
    req: Pick<PageRequest, "filters" | "sidx"> & Partial<Pick<PageRequest, "page" | "rows">>,
  ) => ListSpec;
  columns: ExportColumn<Row>[];
  filename: string;
  sheet: Message;
}

/** The period of a request (default: the last 30 UTC days) and the request's other filters. */
export function periodOf(pr: PageRequest, today = new Date()): { period: Period; rest: PageRequest } {
  const f = pr.filters.find((x) => x.field === "period");
  const rest = { ...pr, filters: pr.filters.filter((x) => x !== f) };
  if (!f) {
    const to = today.toISOString().slice(0, 10);
    return { period: { from: new Date(today.getTime() - 29 * DAY_MS).toISOString().slice(0, 10), to }, rest };
  }
  const [from, to] = f.values;
  const path = `query.search[${f.op}_period]`;
  const bad = (reason: string) => badRequest("paging.badValue", { reason }, [{ path, message: reason }]);
  if (
    f.op !== "BETWEEN" ||
    !from ||
    !to ||
    !DAY.test(from) ||
    !DAY.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    throw bad("period must be BETWEEN two dates YYYY-MM-DD");
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw bad("the period ends before it starts");
  if (days > MAX_DAYS) throw bad(`a period covers at most ${MAX_DAYS} days`);
  return { period: { from, to }, rest };
}

export function registerPeriodList<Row extends Record<string, unknown>>(
  app: FastifyInstance,
  database: Database,
  l: PeriodListRoutes<Row>,
): void {
  const db = database.db;
  const access = "inventory:stock:read";
  defineRoute(app, "GET", l.list, {
    access,
    schema: {
      summary: `${l.summary} (the period: search[BETWEEN_period]=from,to, default the last 30 days)`,
      tags: ["lists"],
      querystring: pageQueryDoc,
      response: { 200: pageReply(l.row), 400: errorBody },
    },
    handler: async (req) => {
      const { period, rest } = periodOf(parsePageRequest(req.query as Record<string, unknown>));
      return listPage(db, l.listSpec(req.actor!, period, rest), rest);
    },
  });
  const exportFile = async (req: FastifyRequest, reply: FastifyReply) => {
    // a body other than the parameters' object is refused (400), not read as no filters
    const { period, rest } = periodOf(parsePageRequest(req.query as Record<string, unknown>, req.body));
    // every row, page after page: no page of its own
    const spec = l.listSpec(req.actor!, period, { filters: rest.filters, sidx: rest.sidx });
    const n = (await listPage(db, spec, { ...rest, page: 1, rows: 1 })).records;
    const max = app.jobs.exportSyncMaxRows;
    if (n > max) throw new AppError(422, "BUSINESS_RULE", { count: n, limit: max }, undefined, "export.tooLarge");
    return sendXlsx(reply, {
      filename: l.filename,
      sheet: l.sheet,
      columns: l.columns,
      pages: listAll<Row>(db, spec, rest),
      locale: req.locale,
      timeZone: await readerTimeZone(db, req, req.actor!),
    });
  };
  const exportSchema = { tags: ["exports"], querystring: pageQueryDoc, response: { 400: errorBody, 422: errorBody } };
  defineRoute(app, "GET", l.exportPath, {
    access,
    schema: { ...exportSchema, summary: `${l.summary} (.xlsx export)` },
    handler: exportFile,
  });
  defineRoute(app, "POST", l.exportPath, {
    access,
    schema: { ...exportSchema, summary: `${l.summary} (.xlsx export)` },
    handler: exportFile,
  });
}
