/** One stock list screen: heading, the list with its filters, totals and export. Seller column and filter for staff only. */
import "../i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../lib/auth";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import type { ColumnDef, FilterDef } from "../../../components/resource/types";

export interface StockListProps<Row> {
  tableId: string;
  /** `balance`, `movement`...: the message group holding title, intro and empty text. */
  texts: string;
  /** The namespace of `texts` (default `inventory`; the reports keep theirs in `invreports`). */
  ns?: string;
  /** Shown between the heading and the list (a report's chart). */
  before?: ReactNode;
  /** Filters the screen always applies (e.g. the chosen day of a snapshot report). */
  fixedQuery?: Record<string, string>;
  admin?: boolean;
  urls: { list: string; export: string };
  columns: readonly ColumnDef<Row>[];
  filters: (withSeller: boolean) => FilterDef[];
  sort: { field: string; order: "asc" | "desc" };
  toolbar?: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
}

export function StockList<Row extends { id: number | string; orgCode?: string }>(p: StockListProps<Row>) {
  const { t } = useTranslation(p.ns ?? "inventory");
  const { data: me } = useMe();
  // a seller sees its own stock: no seller column or filter
  const staff = me?.org.kind !== "seller";
  const columns = staff ? p.columns : p.columns.filter((c) => c.key !== "orgCode");
  return (
    <div>
      <PageHeading title={t(`${p.texts}.${p.admin ? "adminTitle" : "title"}`)} intro={t(`${p.texts}.intro`)} />
      {p.before}
      <ResourceTable<Row>
        tableId={p.tableId}
        listUrl={p.urls.list}
        exportUrl={p.urls.export}
        fixedQuery={p.fixedQuery}
        rowKey={"id" as Extract<keyof Row, string>}
        columns={columns}
        filters={p.filters(staff)}
        defaults={{ sort: p.sort }}
        emptyText={t(`${p.texts}.empty`)}
        toolbar={p.toolbar}
        rowActions={p.rowActions}
        actionsWidth={p.actionsWidth}
      />
    </div>
  );
}
