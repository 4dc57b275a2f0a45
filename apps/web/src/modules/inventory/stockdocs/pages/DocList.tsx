/**
 * One list of stock documents of some kinds (an adjustment screen, misc inbound, misc outbound, moves and
 * freezes): filters, totals and export through the resource kit, per-status actions, the detail drawer.
 */
import "../i18n";
import { useState, type ReactNode } from "react";
import Button from "antd/es/button";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  stockDocActions,
  type StockDocKind,
  stockDocResource,
  type StockDocRow,
  type StockDocTransition,
  stockDocTransitions,
} from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { RowActions } from "../../../../components/RowActions";
import { definitionColumns, definitionFilters } from "../../../../components/resource/fromDefinition";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { hasPermission, useMe } from "../../../../lib/auth";
import { docUrls } from "../api";
import { confirmDocTransition } from "./docActions";
import { DocDetailDrawer } from "./DocDetailDrawer";

/** approve, reject and a transfer's legs post stock: the approver's; the rest the creator's. */
export const transitionPermission = (tr: StockDocTransition) =>
  tr === "submit" || tr === "cancel" ? "inventory:stockdoc:manage" : "inventory:stockdoc:approve";

export function useDocPermissions() {
  const { data: me } = useMe();
  return {
    staff: me?.org.kind !== "seller",
    canManage: hasPermission(me, "inventory:stockdoc:manage"),
    allowed: (tr: StockDocTransition) => hasPermission(me, transitionPermission(tr)),
  };
}

export function DocList({
  screen,
  kinds,
  toolbar,
  onEdit,
}: {
  /** The texts' key: the screen's main kind. */
  screen: StockDocKind;
  kinds: readonly StockDocKind[];
  toolbar?: ReactNode;
  onEdit?: (id: number) => void;
}) {
  const { t, i18n } = useTranslation("stockdocs");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { staff, canManage, allowed } = useDocPermissions();
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(docUrls.list);
  const refresh = () => {
    void refreshList();
    void queryClient.invalidateQueries({ queryKey: ["stockdocs"] });
  };
  const [viewing, setViewing] = useState<number>();
  // the status is the definition's tag, its column no narrower than the longest ("Awaiting approval")
  const all = definitionColumns<StockDocRow>(stockDocResource, locale, {
    docNo: (r) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r.id)} data-testid={`doc-${r.docNo}`}>
        {r.docNo}
      </Button>
    ),
  });
  // one kind: its column and filter say nothing; the seller column only for operator staff
  const hide = new Set([...(kinds.length === 1 ? ["kind"] : []), ...(staff ? [] : ["orgCode"])]);
  const columns = all.filter((c) => !hide.has(c.key)).map((c) => (c.key === "totalQty" ? { ...c, summary: true } : c));
  const filters = definitionFilters(stockDocResource, locale)
    .filter((f) => !hide.has(f.field))
    .map((f) =>
      f.field === "kind" && f.options ? { ...f, options: f.options.filter((o) => kinds.includes(o.value as StockDocKind)) } : f,
    );
  const actions = (row: StockDocRow) => stockDocActions(row.kind, row.status).filter(allowed);
  return (
    <div>
      <PageHeading title={t(`screens.${screen}.title`)} intro={t(`screens.${screen}.intro`)} />
      <ResourceTable<StockDocRow>
        tableId={`inventory.stockdocs.${screen}`}
        listUrl={docUrls.list}
        exportUrl={docUrls.export}
        fixedQuery={kinds.length === 1 ? { "search[EQ_kind]": kinds[0]! } : { "search[IN_kind]": kinds.join(",") }}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("list.empty")}
        toolbar={toolbar}
        actionsWidth={200}
        rowActions={(row) => (
          <RowActions onEdit={canManage && row.status === "draft" && onEdit ? () => onEdit(row.id) : undefined}>
            {actions(row).map((tr) => (
              <Button
                key={tr}
                type="link"
                size="small"
                danger={tr === "cancel" || tr === "reject"}
                style={{ paddingInline: 4 }}
                onClick={() => confirmDocTransition(tr, row, refresh)}
                data-testid={`${tr}-${row.docNo}`}
              >
                {stockDocTransitions[tr].label[locale]}
              </Button>
            ))}
          </RowActions>
        )}
      />
      {viewing !== undefined && <DocDetailDrawer id={viewing} onClose={() => setViewing(undefined)} onChanged={refresh} />}
    </div>
  );
}
