/** One B2C order: its fields, recipient, parcel, SKU lines and its history from the audit log, with the side's buttons. */
import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { type Locale, orderResource, type OrderDetail, type OrderRow, type OrderSide } from "@entrepot/contracts";
import { DetailView } from "../../../components/DetailView";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { formatDateTime } from "../../../components/format";
import { useOrder } from "../api";
import { OrderButtons } from "./OrderButtons";

type Line = OrderDetail["lines"][number];

function OrderBody({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const { t } = useTranslation("orders");
  const r = order.recipient;
  const p = order.parcel;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <DetailView fields={definitionDetail<OrderDetail>(orderResource, locale)} data={order} column={3} />
      <Typography.Title level={5}>{t("detail.recipient")}</Typography.Title>
      <Descriptions size="small" column={2} bordered data-testid="order-recipient">
        <Descriptions.Item label={t("form.name")}>{r.name}</Descriptions.Item>
        <Descriptions.Item label={t("form.company")}>{r.company}</Descriptions.Item>
        <Descriptions.Item label={t("form.phone")}>{r.phone}</Descriptions.Item>
        <Descriptions.Item label={t("form.email")}>{r.email}</Descriptions.Item>
        <Descriptions.Item label={t("form.address1")} span={2}>
          {[r.address1, r.address2, `${r.city}${r.state ? `, ${r.state}` : ""} ${r.postcode}`, r.country].filter(Boolean).join(" · ")}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t("detail.parcel")}</Typography.Title>
      <Typography.Text>
        {p ? `${p.weight} ${p.weightUnit} · ${p.length} × ${p.width} × ${p.height} ${p.lengthUnit}` : t("detail.noParcel")}
      </Typography.Text>
      <Typography.Title level={5}>{t("detail.lines")}</Typography.Title>
      <Table<Line>
        size="small"
        rowKey="line"
        pagination={false}
        dataSource={order.lines}
        columns={[
          { key: "line", dataIndex: "line", title: "#", width: 50 },
          { key: "sku", dataIndex: "sku", title: t("form.sku"), width: 180 },
          { key: "productName", dataIndex: "productName", title: t("form.product") },
          { key: "quantity", dataIndex: "quantity", title: t("form.quantity"), align: "right", width: 90 },
          {
            key: "value",
            title: t("form.declaredValue"),
            align: "right",
            width: 150,
            render: (_, l) => `${l.declaredValue} ${l.currency}`,
          },
        ]}
      />
      <Typography.Title level={5}>{t("detail.history")}</Typography.Title>
      <Timeline
        items={order.history.map((h, i) => ({
          key: i,
          children: `${formatDateTime(h.createdAt, locale)} · ${t(`detail.actions.${h.action}`, { defaultValue: h.command })} · ${h.username ?? ""}`,
        }))}
      />
    </Space>
  );
}

export function OrderDetailDrawer({
  id,
  side,
  onClose,
  onChanged,
  onPack,
}: {
  id: number;
  side: OrderSide;
  onClose: () => void;
  onChanged: () => void;
  onPack: (row: OrderRow) => void;
}) {
  const { t, i18n } = useTranslation("orders");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const query = useOrder(id);
  const order = query.data;
  const changed = () => {
    void query.refetch();
    onChanged();
  };
  return (
    <Drawer
      open
      width={900}
      data-testid="order-detail"
      title={order ? t("detail.title", { orderNo: order.orderNo }) : ""}
      onClose={onClose}
      extra={
        order && (
          <Space>
            <OrderButtons row={order} side={side} onChanged={changed} onPack={onPack} />
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={String(query.error)} />}
      {order && <OrderBody order={order} locale={locale} />}
    </Drawer>
  );
}
