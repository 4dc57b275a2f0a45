/** One list of B2C orders: the seller's (new, edit and delete drafts, submit, cancel) or the warehouse's (pick, pack, label, ship, PDFs). */
import "../i18n";
import { useState, type Key, type ReactNode } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Space from "antd/es/space";
import FilePdfOutlined from "@ant-design/icons/FilePdfOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type Locale, orderResource, type OrderRow, type OrderSide } from "@entrepot/contracts";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { RowActions } from "../../../components/RowActions";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { useRefreshList } from "../../../components/resource/listQuery";
import { errorMessage } from "../../../lib/api";
import { useMe } from "../../../lib/auth";
import { deleteOrder, downloadPackingSlips, downloadPickingList, orderUrls } from "../api";
import { OrderButtons } from "./OrderButtons";
import { OrderDetailDrawer } from "./OrderDetailDrawer";
import { PackModal } from "./PackModal";

export function OrderList({ side, toolbar, onEdit }: { side: OrderSide; toolbar?: ReactNode; onEdit?: (id: number) => void }) {
  const { t, i18n } = useTranslation("orders");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { data: me } = useMe();
  const staff = me?.org.kind !== "seller";
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(orderUrls.list);
  const refresh = () => {
    void refreshList();
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
  };
  const [viewing, setViewing] = useState<number>();
  const [packing, setPacking] = useState<OrderRow>();
  const [selected, setSelected] = useState<Key[]>([]);
  const all = definitionColumns<OrderRow>(orderResource, locale, {
    orderNo: (r) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r.id)} data-testid={`order-${r.orderNo}`}>
        {r.orderNo}
      </Button>
    ),
  });
  const columns = staff ? all : all.filter((c) => c.key !== "orgCode");
  const filters = definitionFilters(orderResource, locale).filter((f) => staff || f.field !== "orgCode");
  const draft = (row: OrderRow) => side === "seller" && row.status === "draft";
  const print = (make: (ids: number[]) => Promise<unknown>) => () =>
    void make(selected.map(Number)).catch((e: unknown) => void message.error(errorMessage(e), 6));
  const warehouseTools = side === "warehouse" && (
    <Space>
      <Button icon={<FilePdfOutlined />} disabled={!selected.length} onClick={print(downloadPickingList)} data-testid="picking-list">
        {t("order.pickingList")}
      </Button>
      <Button icon={<FilePdfOutlined />} disabled={!selected.length} onClick={print(downloadPackingSlips)} data-testid="packing-slips">
        {t("order.packingSlips")}
      </Button>
      {selected.length > 0 && <span>{t("order.selected", { n: selected.length })}</span>}
    </Space>
  );
  return (
    <div>
      <PageHeading
        title={t(side === "seller" ? "order.title" : "order.adminTitle")}
        intro={t(side === "seller" ? "order.intro" : "order.adminIntro")}
      />
      <ResourceTable<OrderRow>
        tableId={`orders.b2c.${side}`}
        listUrl={orderUrls.list}
        exportUrl={orderUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("order.empty")}
        toolbar={toolbar ?? warehouseTools}
        selection={side === "warehouse" ? { keys: selected, onChange: (keys) => setSelected(keys) } : undefined}
        actionsWidth={side === "seller" ? 220 : 240}
        rowActions={(row) => (
          <RowActions
            onEdit={draft(row) && onEdit ? () => onEdit(row.id) : undefined}
            onDelete={
              draft(row)
                ? () => void confirmDestroy({ name: row.orderNo, onConfirm: () => deleteOrder(row.id) }).then((done) => done && refresh())
                : undefined
            }
          >
            <OrderButtons row={row} side={side} size="small" onChanged={refresh} onPack={setPacking} />
          </RowActions>
        )}
      />
      {viewing !== undefined && (
        <OrderDetailDrawer id={viewing} side={side} onClose={() => setViewing(undefined)} onChanged={refresh} onPack={setPacking} />
      )}
      {packing && <PackModal order={packing} onClose={() => setPacking(undefined)} onDone={refresh} />}
    </div>
  );
}
