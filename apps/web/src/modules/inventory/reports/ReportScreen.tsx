/**
 * One inventory report screen from its definition: heading, chart (when it has one), the list with its filters,
 * totals, export and empty state. `admin` is the operator's copy (`inventorySer/<x>`): the same list, which the server
 * scopes to the warehouses the operator's access groups allow, with the owner column and filter.
 */
import "./i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ColumnDef, FilterDef } from "../../../components/resource/types";
import { StockList } from "../pages/StockList";
import { type ChartSpec, ReportChart } from "./ReportChart";

export interface ReportDef<Row> {
  /** The message group in `invreports` (title, adminTitle, intro, empty, chart). */
  texts: string;
  tableId: string;
  urls: { list: string; export: string; chart?: string };
  columns: readonly ColumnDef<Row>[];
  filters: (withSeller: boolean) => FilterDef[];
  sort: { field: string; order: "asc" | "desc" };
  chart?: (t: (key: string) => string) => ChartSpec;
}

export function ReportScreen<Row extends { id: number; orgCode?: string }>(p: {
  def: ReportDef<Row>;
  admin?: boolean;
  /** Filters the screen itself sets (a chosen day), sent with the list, the export and the chart. */
  fixedQuery?: Record<string, string>;
  chartTitle?: string;
  /** Controls above the chart (a day picker). */
  controls?: ReactNode;
  /** Commands on a row (the operator's "re-run this day"). */
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
}) {
  const { t } = useTranslation("invreports");
  const { def } = p;
  const chart = def.chart && def.urls.chart && (
    <ReportChart
      url={def.urls.chart}
      spec={def.chart((k) => t(k))}
      title={p.chartTitle ?? t(`${def.texts}.chart`)}
      fixedQuery={p.fixedQuery}
      testId={`chart-${def.texts}`}
    />
  );
  return (
    <StockList<Row>
      ns="invreports"
      tableId={def.tableId}
      texts={def.texts}
      admin={p.admin}
      urls={def.urls}
      columns={def.columns}
      filters={def.filters}
      sort={def.sort}
      fixedQuery={p.fixedQuery}
      rowActions={p.rowActions}
      actionsWidth={p.actionsWidth}
      before={
        <>
          {p.controls}
          {chart}
        </>
      }
    />
  );
}
