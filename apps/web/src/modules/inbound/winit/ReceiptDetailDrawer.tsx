/** One channel receipt: its header, its lines (announced, good, damaged, difference), its history, and the actions its status allows. */
import "./i18n";
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
  winitReceiptActions,
  type WinitReceiptDetail,
  winitReceiptResource,
  type WinitReceiptTransition,
  winitReceiptTransitions,
} from "@entrepot/contracts";
import { DetailView } from "../../../components/DetailView";
import { formatDateTime } from "../../../components/format";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { useReceipt } from "./api";
import { confirmReceiptTransition } from "./receiptActions";

type Line = WinitReceiptDetail["lines"][number];

export function ReceiptDetailDrawer({
  id,
  canManage,
  onClose,
  onChanged,
}: {
  id: number;
  canManage: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation("winit");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const query = useReceipt(id);
  const r = query.data;
  // the audit's command names are `<verb>WinitReceipt`: a transition's own label, or booked / edited
  const historyText = (h: WinitReceiptDetail["history"][number]) => {
    const name = h.command.replace(/WinitReceipt$/, "");
    return winitReceiptTransitions[name as WinitReceiptTransition]?.label[locale] ?? t(`detail.${name}`, { defaultValue: h.command });
  };
  return (
    <Drawer
      open
      width={900}
      data-testid="receipt-detail"
      title={r ? t("detail.title", { receiptNo: r.receiptNo }) : ""}
      onClose={onClose}
      extra={
        r &&
        canManage && (
          <Space>
            {winitReceiptActions(r.status).map((tr) => (
              <Button
                key={tr}
                type={tr === "receive" ? "primary" : "default"}
                danger={tr === "cancel"}
                data-testid={`detail-${tr}`}
                onClick={() => confirmReceiptTransition(tr, r, () => (void query.refetch(), onChanged()))}
              >
                {winitReceiptTransitions[tr].label[locale]}
              </Button>
            ))}
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={String(query.error)} />}
      {r && (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <DetailView fields={definitionDetail<WinitReceiptDetail>(winitReceiptResource, locale)} data={r} column={3} />
          <Typography.Title level={5}>{t("detail.lines")}</Typography.Title>
          <Table<Line>
            size="small"
            rowKey="line"
            pagination={false}
            dataSource={r.lines}
            data-testid="receipt-lines"
            columns={[
              { key: "line", dataIndex: "line", title: "#", width: 50 },
              { key: "sku", dataIndex: "sku", title: t("form.sku"), width: 170 },
              { key: "productName", dataIndex: "productName", title: t("detail.product") },
              { key: "expectedQty", dataIndex: "expectedQty", title: t("form.expectedQty"), align: "right", width: 100 },
              { key: "goodQty", dataIndex: "goodQty", title: t("form.goodQty"), align: "right", width: 100 },
              { key: "damagedQty", dataIndex: "damagedQty", title: t("form.damagedQty"), align: "right", width: 100 },
              {
                key: "difference",
                title: t("detail.difference"),
                align: "right",
                width: 90,
                render: (_, l) => {
                  const d = l.goodQty + l.damagedQty - l.expectedQty;
                  return <Typography.Text type={d < 0 ? "danger" : d > 0 ? "warning" : undefined}>{d > 0 ? `+${d}` : d}</Typography.Text>;
                },
              },
            ]}
          />
          <Typography.Title level={5}>{t("detail.history")}</Typography.Title>
          <Timeline
            items={r.history.map((h, i) => ({
              key: i,
              children: `${formatDateTime(h.createdAt, locale)} · ${historyText(h)} · ${h.username ?? ""}`,
            }))}
          />
        </Space>
      )}
    </Drawer>
  );
}
