/**
 * winitReceipt: goods arriving through another 3PL or consolidator, booked as other inbound. The list
 * (filters, totals, .xlsx export through the resource kit), "Book" and row actions for staff who manage
 * receipts, the form and the detail drawer. Sellers read their own receipts.
 */
import "./i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Tag from "antd/es/tag";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  winitReceiptActions,
  winitReceiptResource,
  type WinitReceiptRow,
  winitReceiptStatusLabels,
  winitReceiptTransitions,
} from "@entrepot/contracts";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { RowActions } from "../../../components/RowActions";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { useRefreshList } from "../../../components/resource/listQuery";
import { hasPermission, useMe } from "../../../lib/auth";
import { receiptUrls } from "./api";
import { confirmReceiptTransition } from "./receiptActions";
import { ReceiptDetailDrawer } from "./ReceiptDetailDrawer";
import { ReceiptFormModal } from "./ReceiptFormModal";

const summed = new Set(["expectedQty", "receivedQty", "damagedQty", "differenceQty"]);

export default function WinitReceiptPage() {
  const { t, i18n } = useTranslation("winit");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { data: me } = useMe();
  const staff = me?.org.kind !== "seller";
  const canManage = hasPermission(me, "inbound:winit:manage");
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(receiptUrls.list);
  const refresh = () => {
    void refreshList();
    void queryClient.invalidateQueries({ queryKey: ["winitReceipts"] });
  };
  const [viewing, setViewing] = useState<number>();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const all = definitionColumns<WinitReceiptRow>(winitReceiptResource, locale, {
    status: (r) => {
      const l = winitReceiptStatusLabels[r.status];
      return (
        <Tag color={l.color} style={{ whiteSpace: "nowrap" }}>
          {l[locale]}
        </Tag>
      );
    },
    receiptNo: (r) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r.id)} data-testid={`receipt-${r.channelRef}`}>
        {r.receiptNo}
      </Button>
    ),
  });
  // the seller column for operator staff only
  const columns = all.filter((c) => staff || c.key !== "orgCode").map((c) => (summed.has(c.key) ? { ...c, summary: true } : c));
  const filters = definitionFilters(winitReceiptResource, locale).filter((f) => staff || f.field !== "orgCode");
  return (
    <div>
      <PageHeading title={t("title")} intro={t("intro")} />
      <ResourceTable<WinitReceiptRow>
        tableId="inbound.winitReceipts"
        listUrl={receiptUrls.list}
        exportUrl={receiptUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("list.empty")}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="receipt-new">
              {t("list.new")}
            </Button>
          )
        }
        actionsWidth={200}
        rowActions={
          canManage
            ? (row) => (
                <RowActions onEdit={row.status === "draft" ? () => setEditing({ id: row.id }) : undefined}>
                  {winitReceiptActions(row.status).map((tr) => (
                    <Button
                      key={tr}
                      type="link"
                      size="small"
                      danger={tr === "cancel"}
                      style={{ paddingInline: 4 }}
                      onClick={() => confirmReceiptTransition(tr, row, refresh)}
                      data-testid={`${tr}-${row.channelRef}`}
                    >
                      {winitReceiptTransitions[tr].label[locale]}
                    </Button>
                  ))}
                </RowActions>
              )
            : undefined
        }
      />
      {viewing !== undefined && (
        <ReceiptDetailDrawer id={viewing} canManage={canManage} onClose={() => setViewing(undefined)} onChanged={refresh} />
      )}
      {editing && <ReceiptFormModal id={editing.id} onClose={() => setEditing(null)} onSaved={refresh} />}
    </div>
  );
}
