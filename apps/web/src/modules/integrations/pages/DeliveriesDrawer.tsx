/** The last 100 attempts to one subscription, newest first: what was sent, what the receiver answered. */
import Drawer from "antd/es/drawer";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { WEBHOOK_TEST_EVENT, webhookEventLabels, type WebhookDeliveryRow, type WebhookEvent, type WebhookRow } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { formatDateTime } from "../../../components/format";
import { useDeliveries } from "../api";

export function DeliveriesDrawer({ row, onClose }: { row: WebhookRow | null; onClose: () => void }) {
  const { t } = useTranslation("integrations");
  const locale = currentLocale();
  const deliveries = useDeliveries(row?.id);
  const eventName = (e: string) =>
    e === WEBHOOK_TEST_EVENT ? t("webhook.testEvent") : (webhookEventLabels[e as WebhookEvent]?.[locale] ?? e);
  return (
    <Drawer open={!!row} onClose={onClose} size={960} title={row && t("webhook.deliveriesTitle", { url: row.url })} destroyOnHidden>
      <Table<WebhookDeliveryRow>
        data-testid="table-integrations.deliveries"
        size="small"
        bordered
        rowKey="id"
        loading={deliveries.isLoading}
        dataSource={deliveries.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("webhook.deliveriesEmpty")} /> }}
        columns={[
          { key: "time", title: t("webhook.col.time"), width: 150, render: (_, d) => formatDateTime(d.createdAt, locale) },
          { key: "event", title: t("webhook.col.event"), width: 150, render: (_, d) => eventName(d.event) },
          { key: "attempt", title: t("webhook.col.attempt"), dataIndex: "attempt", width: 70, align: "right" },
          {
            key: "result",
            title: t("webhook.col.result"),
            width: 80,
            render: (_, d) => <Tag color={d.ok ? "success" : "error"}>{d.ok ? t("webhook.ok") : t("webhook.failed")}</Tag>,
          },
          { key: "status", title: t("webhook.col.status"), dataIndex: "statusCode", width: 80, align: "right" },
          { key: "duration", title: t("webhook.col.duration"), dataIndex: "durationMs", width: 90, align: "right" },
          {
            key: "answer",
            title: t("webhook.col.answer"),
            render: (_, d) => <span style={{ fontSize: 12, wordBreak: "break-all" }}>{d.error ?? d.responseExcerpt}</span>,
          },
        ]}
      />
    </Drawer>
  );
}
