import type { FastifyInstance } from "fastify";
import { codeTable, comparisonDays, comparisonQuery, type ComparisonReportRow, comparisonReportRow } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
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
 * inventory/comparisonReport's list, export and chart: `from` and `to` are the two days (the list's own parameters);
 * paging, sort and filters as everywhere. The export streams up to EXPORT_SYNC_MAX_ROWS and runs as a background
 * task over that, keeping the days, like every list export. Read in the caller's scope.
 */
export function registerComparisonRoutes(app: FastifyInstance, database: Database): void {
  const access = "inventory:stock:read" as const;
  registerList(app, database, {
    list: "GET /api/inventory/comparisonReport/list",
    spec: false,
    exportPath: "/api/inventory/comparisonReport/export",
    access,
    summary: "Two days' snapshots side by side per balance (start, end, change) with the on-hand movements between them by operation type",
    row: comparisonReportRow,
    args: comparisonDays,
    listSpec: (actor, days) => comparisonListSpec(actor, days.from, days.to),
    columns,
    filename: "inventory-comparison",
    sheet: h("库存对比", "Stock comparison"),
  });
  // its chart: start against end on hand per warehouse (or any list field in `by`), for the same two days and filters
  registerChart(app, database, {
    path: "/api/inventory/comparisonReport/chart",
    access,
    querystring: comparisonQuery,
    listSpec: (actor, q) => comparisonListSpec(actor, q.from, q.to),
    sums: ["startOnHand", "endOnHand", "change", "moved"],
  });
}
