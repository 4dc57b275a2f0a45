/**
 * A server-paged list driven by descriptors: search form, sortable columns, column settings, export,
 * optional summary row, row actions. Its state lives in the URL (see listState.ts).
 */
import { type Key, type ReactNode, useEffect, useMemo, useRef } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Table, { type ColumnsType, type TableProps } from "antd/es/table";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PageReply } from "@entrepot/contracts";
import { api, errorMessage } from "../lib/api";
import { currentLocale } from "../lib/i18n";
import { arrangeColumns, useColumnSettings } from "./resource/columnSettings";
import { ColumnSettingsButton } from "./resource/ColumnSettingsButton";
import { ExportButtons } from "./resource/ExportButtons";
import { FilterBar } from "./resource/FilterBar";
import { listQueryKey } from "./resource/listQuery";
import { exportQuery, listQuery, type ListDefaults, type ListPatch, type ListState, useListState } from "./resource/listState";
import { renderValue } from "./resource/renderValue";
import { useElementWidth, useTableScrollY } from "./resource/tableHeight";
import {
  columnWidth,
  fitWidths,
  headerMinWidth,
  noWrapMinWidth,
  scopingFilters,
  SELECTION_WIDTH,
  summaryNumber,
  tableScrollX,
  userFilters,
} from "./resource/tableLayout";
import { textWidth } from "./resource/textWidth";
import { nestRows } from "./resource/treeRows";
import type { ColumnDef, FilterDef } from "./resource/types";

export interface ResourceTableProps<Row> {
  /** Names the table for its remembered column settings, e.g. "admin.dictTypes". */
  tableId: string;
  /** The paged list endpoint: `page, rows, sidx, sord, search[OP_field]` -> `{page, total, records, rows, summary?}`. */
  listUrl: string;
  /** Lists the spec serves on POST take the same parameters as a JSON body. */
  listMethod?: "GET" | "POST";
  /**
   * The .xlsx export endpoint; gets the list's filters and sort. "Export" downloads at once (a list over the
   * server's direct limit becomes a background task), "Export in background" always starts a task.
   */
  exportUrl?: string;
  /** Filters the screen always applies (not in the URL, not removable), e.g. `{ "search[EQ_mine]": "true" }`. */
  fixedQuery?: Record<string, string>;
  /** Reloads the list every 2 s while this says so (e.g. while a row is still running). */
  refreshWhile?: (rows: Row[]) => boolean;
  rowKey: Extract<keyof Row, string>;
  columns: readonly ColumnDef<Row>[];
  filters?: readonly FilterDef[];
  defaults?: ListDefaults;
  rowActions?: (row: Row) => ReactNode;
  actionsWidth?: number;
  /** Buttons on the left of the toolbar (create, bulk actions). */
  toolbar?: ReactNode;
  /** false while a filter the list needs is missing. */
  enabled?: boolean;
  /** What an empty list says when no filter is set ("no products yet, create the first"); a filtered empty list says nothing matches. */
  emptyText?: ReactNode;
  /** Row checkboxes for bulk actions: the selected row keys (kept across pages) and their change. */
  selection?: { keys: Key[]; onChange: (keys: Key[], rows: Row[]) => void };
  /**
   * Tree mode: each row shows under the row its `parent` field names, every branch open; one page holds
   * the whole tree (the size is the list's `rows`, up to the server's 1000), so there is no pager.
   */
  tree?: { parent: Extract<keyof Row, string> };
}

const numericKinds = new Set(["money", "number"]);

export function ResourceTable<Row extends object>(props: ResourceTableProps<Row>) {
  const {
    tableId,
    listUrl,
    listMethod = "GET",
    exportUrl,
    fixedQuery,
    refreshWhile,
    rowKey,
    columns,
    filters = [],
    defaults,
    rowActions,
    actionsWidth = 140,
    toolbar,
    enabled = true,
    emptyText,
    selection,
    tree,
  } = props;
  const { t } = useTranslation("components");
  const locale = currentLocale();
  const { state, update: updateUrl, preview } = useListState(defaults);
  const queryClient = useQueryClient();
  const pageQuery = (of: ListState) => {
    const query = { ...listQuery(of), ...fixedQuery };
    return {
      queryKey: [...listQueryKey(listUrl), query],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        listMethod === "POST" ? api.post<PageReply<Row>>(listUrl, query) : api.get<PageReply<Row>>(listUrl, query, signal),
    };
  };
  const list = useQuery({
    ...pageQuery(state),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (refreshWhile && q.state.data && refreshWhile(q.state.data.rows) ? 2000 : false),
  });
  const reply = list.data;
  const rows = useMemo(() => (tree ? nestRows(reply?.rows ?? [], rowKey, tree.parent) : (reply?.rows ?? [])), [reply, rowKey, tree]);
  // A page, sort or filter change asks for its rows at once: the URL change re-renders the page in a
  // transition, and the request used to wait for that render (~300 ms on a 100-row table).
  const update = (patch: ListPatch) => {
    if (enabled) void queryClient.prefetchQuery(pageQuery(preview(patch)));
    updateUrl(patch);
  };

  // a delete emptied the last page: step back to the new last page
  useEffect(() => {
    if (reply && reply.rows.length === 0 && reply.records > 0 && state.page > 1) updateUrl({ page: Math.max(1, reply.total) });
  }, [reply, state.page, updateUrl]);

  const { settings, save } = useColumnSettings(tableId, columns);
  const arranged = useMemo(() => arrangeColumns(columns, settings), [columns, settings]);
  const visible = arranged.filter((a) => a.visible).map((a) => a.column);

  // the page's width (measured) decides whether the columns shrink a little to fit or the table scrolls
  const wrapper = useRef<HTMLDivElement>(null);
  const available = useElementWidth(wrapper);
  const fixedWidth = (rowActions ? actionsWidth : 0) + (selection ? SELECTION_WIDTH : 0);
  // no column narrower than its header's longest word (headers wrap between words only) or, for a
  // one-line column (codes), than its widest value on the page
  const headerWidth = (text: string) => textWidth(text, 600);
  const mins = visible.map((c) =>
    Math.max(
      headerMinWidth(t(c.title), !!c.sortable, headerWidth),
      c.noWrap
        ? noWrapMinWidth(
            (reply?.rows ?? []).map((r) => (r as Record<string, unknown>)[c.key]),
            textWidth,
          )
        : 0,
      c.minWidth ?? 0,
    ),
  );
  const widths = fitWidths(visible.map(columnWidth), fixedWidth, available, mins);
  const tableColumns: ColumnsType<Row> = visible.map((c, i) => {
    const sortKey = c.sortKey ?? c.key;
    return {
      key: c.key,
      dataIndex: c.key,
      title: t(c.title),
      width: widths[i],
      fixed: c.fixed,
      ellipsis: c.ellipsis,
      onCell: c.noWrap ? () => ({ style: { whiteSpace: "nowrap" } }) : undefined,
      align: numericKinds.has(c.kind ?? "text") ? "right" : undefined,
      sorter: c.sortable,
      sortOrder: c.sortable && state.sidx === sortKey ? (state.sord === "desc" ? "descend" : "ascend") : null,
      render: (_: unknown, row: Row) => renderValue(row, c.key, c, locale),
    };
  });
  if (rowActions) {
    tableColumns.push({
      key: "__actions",
      title: t("common.actions"),
      fixed: "right",
      width: actionsWidth,
      render: (_: unknown, row: Row) => rowActions(row),
    });
  }

  const onChange: TableProps<Row>["onChange"] = (pagination, _filters, sorter, extra) => {
    if (extra.action === "sort") {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = visible.find((c) => c.key === one?.columnKey);
      update({
        sort: column && one?.order ? { field: column.sortKey ?? column.key, order: one.order === "descend" ? "desc" : "asc" } : null,
      });
    } else if (extra.action === "paginate") {
      if (pagination.pageSize && pagination.pageSize !== state.rows) update({ rows: pagination.pageSize });
      else update({ page: pagination.current ?? 1 });
    }
  };

  const summaryRow: TableProps<Row>["summary"] =
    reply?.summary && visible.some((c) => c.summary)
      ? () => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              {tableColumns.map((col, i) => {
                const c = visible[i];
                const raw = c?.summary ? reply.summary?.[c.key] : undefined;
                // a number total at its rows' own precision (see summaryNumber); money keeps its 2 decimals
                const value =
                  raw !== undefined && c?.kind === "number" && !c.render
                    ? summaryNumber(
                        raw,
                        reply.rows.map((r) => (r as Record<string, unknown>)[c.key]),
                      )
                    : raw;
                return (
                  <Table.Summary.Cell key={String(col.key)} index={i} align={col.align}>
                    {i === 0 && !c?.summary ? (
                      <strong>{t("table.summary")}</strong>
                    ) : value !== undefined && c ? (
                      renderValue({ [c.key]: value } as Row, c.key, c, locale)
                    ) : null}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        )
      : undefined;

  // every column has a width (declared or by kind, fitted above): the table scrolls sideways when still
  // wider than the page rather than squeezing columns under the fixed actions column
  const scrollX = tableScrollX(
    widths.map((width) => ({ width })),
    rowActions ? actionsWidth : undefined,
    !!selection,
  );
  const filtered = Object.keys(userFilters(state.filters, filters)).length > 0;
  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("table.noMatch")} data-testid="list-no-match">
      <Button onClick={() => update({ filters: scopingFilters(state.filters, filters) })}>{t("table.clearFilters")}</Button>
    </Empty>
  ) : (
    (emptyText ?? t("table.empty"))
  );
  const scrollY = useTableScrollY(wrapper, `${reply?.rows.length ?? 0}:${visible.length}`);

  return (
    <div data-testid={`table-${tableId}`}>
      {filters.length > 0 && (
        <FilterBar formName={`filters-${tableId}`} filters={filters} active={state.filters} onApply={(f) => update({ filters: f })} />
      )}
      <div style={{ display: "flex", gap: 8, marginBottom: 12, alignItems: "center", flexWrap: "wrap" }}>
        {toolbar}
        <span style={{ flex: 1 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} disabled={!enabled} aria-label={t("common.refresh")} />
        <ColumnSettingsButton
          columns={arranged.map((a) => ({ key: a.column.key, title: t(a.column.title), visible: a.visible }))}
          onChange={save}
        />
        {exportUrl && <ExportButtons exportUrl={exportUrl} query={{ ...exportQuery(state), ...fixedQuery }} disabled={!enabled} />}
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t("table.loadFailed")}
          description={errorMessage(list.error)}
          action={<Button onClick={() => void list.refetch()}>{t("table.retry")}</Button>}
          data-testid="list-error"
        />
      ) : (
        <div ref={wrapper}>
          <Table<Row>
            // a tree opens every branch when it mounts: mount it again when other rows arrive
            key={tree ? (reply?.rows ?? []).map((r) => String((r as Record<string, unknown>)[rowKey])).join(",") : undefined}
            size="small"
            bordered
            rowKey={rowKey}
            columns={tableColumns}
            dataSource={rows}
            expandable={tree ? { defaultExpandAllRows: true } : undefined}
            // a list refreshing itself (refreshWhile) does not flash its spinner every 2 s
            loading={list.isFetching && !(refreshWhile && list.isRefetching && !list.isPlaceholderData)}
            onChange={onChange}
            scroll={{ x: scrollX, y: scrollY }}
            summary={summaryRow}
            rowSelection={
              selection ? { selectedRowKeys: selection.keys, onChange: selection.onChange, preserveSelectedRowKeys: true } : undefined
            }
            locale={{ emptyText: empty }}
            pagination={
              tree
                ? false
                : {
                    current: state.page,
                    pageSize: state.rows,
                    total: reply?.records ?? 0,
                    showSizeChanger: true,
                    pageSizeOptions: [10, 20, 50, 100],
                    showTotal: (count) => t("table.total", { count }),
                  }
            }
          />
        </div>
      )}
    </div>
  );
}
