/** One stock document: its header, its lines (SKU, inventory types, quantity), its history from the audit log, and the actions its status allows. */
import "../i18n";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  stockDocActions,
  type StockDocDetail,
  stockDocResource,
  type StockDocTransition,
  stockDocTransitions,
} from "@entrepot/contracts";
import { DetailView } from "../../../../components/DetailView";
import { formatDateTime } from "../../../../components/format";
import { definitionDetail } from "../../../../components/resource/fromDefinition";
import { useDoc } from "../api";
import { confirmDocTransition } from "./docActions";
import { useDocPermissions } from "./DocList";

type Line = StockDocDetail["lines"][number];

export function DocDetailBody({ doc, locale }: { doc: StockDocDetail; locale: Locale }) {
  const { t } = useTranslation("stockdocs");
  const type = (v: number | null) => (v === null ? "" : t(`inventoryTypes.${v}`));
  // the audit's command names are `<transition>StockDoc` (createStockDoc, submitStockDoc...): the transition's own label
  const historyText = (h: StockDocDetail["history"][number]) => {
    const name = h.command.replace(/StockDoc$/, "");
    return stockDocTransitions[name as StockDocTransition]?.label[locale] ?? t(`detail.actions.${name}`, { defaultValue: h.command });
  };
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <DetailView fields={definitionDetail<StockDocDetail>(stockDocResource, locale)} data={doc} column={3} />
      <Typography.Title level={5}>{t("detail.lines")}</Typography.Title>
      <Table<Line>
        size="small"
        rowKey="line"
        pagination={false}
        dataSource={doc.lines}
        data-testid="doc-lines"
        columns={[
          { key: "line", dataIndex: "line", title: "#", width: 50 },
          { key: "sku", dataIndex: "sku", title: t("form.sku"), width: 180 },
          { key: "productName", dataIndex: "productName", title: t("detail.product") },
          { key: "inventoryType", title: t("form.inventoryType"), width: 110, render: (_, l) => type(l.inventoryType) },
          ...(doc.kind === "move"
            ? [
                {
                  key: "toInventoryType",
                  title: t("form.toInventoryType"),
                  width: 110,
                  render: (_: unknown, l: Line) => type(l.toInventoryType),
                },
              ]
            : []),
          { key: "quantity", dataIndex: "quantity", title: t("form.quantity"), align: "right", width: 90 },
        ]}
      />
      <Typography.Title level={5}>{t("detail.history")}</Typography.Title>
      <Timeline
        items={doc.history.map((h, i) => ({
          key: i,
          children: `${formatDateTime(h.createdAt, locale)} · ${historyText(h)} · ${h.username ?? ""}`,
        }))}
      />
    </Space>
  );
}

export function DocDetailDrawer({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation("stockdocs");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { allowed } = useDocPermissions();
  const query = useDoc(id);
  const doc = query.data;
  return (
    <Drawer
      open
      width={900}
      data-testid="doc-detail"
      title={doc ? t("detail.title", { docNo: doc.docNo }) : ""}
      onClose={onClose}
      extra={
        doc && (
          <Space>
            {stockDocActions(doc.kind, doc.status)
              .filter(allowed)
              .map((tr) => (
                <Button
                  key={tr}
                  danger={tr === "cancel" || tr === "reject"}
                  data-testid={`detail-${tr}`}
                  onClick={() => confirmDocTransition(tr, doc, () => (void query.refetch(), onChanged()))}
                >
                  {stockDocTransitions[tr].label[locale]}
                </Button>
              ))}
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={String(query.error)} />}
      {doc && <DocDetailBody doc={doc} locale={locale} />}
    </Drawer>
  );
}
