/** One B2C order: its fields, recipient, parcel, SKU lines and its history from the audit log, with the side's buttons. */
import Descriptions from "antd/es/descriptions";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { type Locale, orderResource, type OrderDetail, type OrderRow, type OrderSide } from "@entrepot/contracts";
import { DocumentDetail, DocumentDrawer, LinesTable } from "../../../components/DocumentDrawer";
import { lineColumns, qtyColumn } from "../../../components/lineColumns";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { useOrder } from "../api";
import { OrderButtons } from "./OrderButtons";

type Line = OrderDetail["lines"][number];

function OrderBody({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const { t } = useTranslation("orders");
  const r = order.recipient;
  const p = order.parcel;
  const recipient = (
    <Descriptions size="small" column={2} bordered data-testid="order-recipient">
      <Descriptions.Item label={t("form.name")}>{r.name}</Descriptions.Item>
      <Descriptions.Item label={t("form.company")}>{r.company}</Descriptions.Item>
      <Descriptions.Item label={t("form.phone")}>{r.phone}</Descriptions.Item>
      <Descriptions.Item label={t("form.email")}>{r.email}</Descriptions.Item>
      <Descriptions.Item label={t("form.address1")} span={2}>
        {[r.address1, r.address2, `${r.city}${r.state ? `, ${r.state}` : ""} ${r.postcode}`, r.country].filter(Boolean).join(" · ")}
      </Descriptions.Item>
    </Descriptions>
  );
  const parcel = (
    <Typography.Text>
      {p ? `${p.weight} ${p.weightUnit} · ${p.length} × ${p.width} × ${p.height} ${p.lengthUnit}` : t("detail.noParcel")}
    </Typography.Text>
  );
  const lines = (
    <LinesTable<Line>
      rows={order.lines}
      columns={[
        ...lineColumns<Line>({ sku: t("form.sku"), product: t("form.product") }, { lineNo: "line", skuWidth: 180 }),
        qtyColumn<Line>("quantity", t("form.quantity"), undefined, 90),
        { key: "value", title: t("form.declaredValue"), align: "right", width: 150, render: (_, l) => `${l.declaredValue} ${l.currency}` },
      ]}
    />
  );
  return (
    <DocumentDetail
      fields={definitionDetail<OrderDetail>(orderResource, locale)}
      doc={order}
      sections={[
        { title: t("detail.recipient"), content: recipient },
        { title: t("detail.parcel"), content: parcel },
        { title: t("detail.lines"), content: lines },
      ]}
      historyTitle={t("detail.history")}
      historyText={(h) => t(`detail.actions.${h.action}`, { defaultValue: h.command })}
    />
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
  const changed = () => {
    void query.refetch();
    onChanged();
  };
  return (
    <DocumentDrawer
      query={query}
      testId="order-detail"
      title={(order) => t("detail.title", { orderNo: order.orderNo })}
      onClose={onClose}
      actions={(order) => <OrderButtons row={order} side={side} onChanged={changed} onPack={onPack} />}
    >
      {(order) => <OrderBody order={order} locale={locale} />}
    </DocumentDrawer>
  );
}
