import type { FastifyInstance } from "fastify";
import { codeTable, comparisonQuery, type ComparisonReportRow, comparisonReportRow, errorBody, pageReply } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { sendXlsx } from "../../../platform/http/export.js";
import { listAll, listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { readerTimeZone } from "../../../platform/http/time-zone.js";
import { comparisonListSpec } from "./comparison.queries.js";
import { h, intColumn, keyColumns as key } from "../export-columns.js";
import { registerChart } from "./report-kit.js";

const columns: ExportColumn<ComparisonReportRow>[] = [
  key.org,
  key.warehouse,
  key.sku,
  key.product,
  key.type,
  intColumn("startOnHand", "期初在库", "Start on hand", 12),
  intColumn("endOnHand", "期末在库", "End on hand", 12),
  intColumn("change", "变化", "Change"),
  intColumn("startAvailable", "期初可用", "Start available", 12),
  intColumn("endAvailable", "期末可用", "End available", 12),
  // one column per operation type: the period's on-hand movements of that kind
  ...codeTable("inventoryOperationTypes").entries.map((op): ExportColumn<ComparisonReportRow> => ({
    key: "movements",
    header: h(op.zh, op.en),
    width: 10,
    kind: "integer",
    format: (v) => (v as Record<string, number>)[op.value] ?? 0,
  })),
  intColumn("moved", "流水合计", "Movements total", 12),
  intColumn("unexplained", "未解释差异", "Unexplained", 12),
];

/**
 * inventory/comparisonReport's list and export: `from` and `to` are the two days; the list's paging, sort and
 * filters as everywhere. Built per request (the days shape its query), read in the caller's scope.
 */
export function registerComparisonRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const access = "inventory:stock:read" as const;
  defineRoute(app, "GET", "/api/inventory/comparisonReport/list", {
    access,
    schema: {
      summary:
        "Two days' snapshots side by side per balance (start, end, change) with the on-hand movements between them by operation type",
      tags: ["lists"],
      querystring: comparisonQuery,
      response: { 200: pageReply(comparisonReportRow), 400: errorBody },
    },
    handler: async (req) =>
      listPage(db, comparisonListSpec(req.actor!, req.query.from, req.query.to), parsePageRequest(req.query as Record<string, unknown>)),
  });
  // its chart: start against end on hand per warehouse (or any list field in `by`), for the same two days and filters
  registerChart(app, database, {
    path: "/api/inventory/comparisonReport/chart",
    access,
    querystring: comparisonQuery,
    listSpec: (actor, q) => comparisonListSpec(actor, q.from, q.to),
    sums: ["startOnHand", "endOnHand", "change", "moved"],
  });
  defineRoute(app, "GET", "/api/inventory/comparisonReport/export", {
    access,
    schema: {
      summary: "The comparison report as .xlsx (same days, filters and sort; one column per operation type)",
      tags: ["exports"],
      querystring: comparisonQuery,
      response: { 400: errorBody },
    },
    handler: async (req, reply) =>
      sendXlsx(reply, {
        filename: "inventory-comparison",
        sheet: h("库存对比", "Stock comparison"),
        columns,
        pages: listAll<ComparisonReportRow>(
          db,
          comparisonListSpec(req.actor!, req.query.from, req.query.to),
          parsePageRequest(req.query as Record<string, unknown>),
        ),
        locale: req.locale,
        timeZone: await readerTimeZone(db, req, req.actor!),
      }),
  });
}
