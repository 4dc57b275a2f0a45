/**
 * integrations/webhooks: a seller's webhook subscriptions on the resource definition, plus what is theirs
 * alone: the secret shown once after a create or a rotation, the test delivery and the delivery log.
 */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { webhookEventLabels, webhookResource, type WebhookEvent, type WebhookRow } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { currentLocale } from "../../../lib/i18n";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { rotateSecret, sendTest } from "../api";
import { DeliveriesDrawer } from "./DeliveriesDrawer";
import { SecretModal } from "./SecretModal";

export default function WebhookPage() {
  const { t } = useTranslation("integrations");
  const locale = currentLocale();
  const [secretOf, setSecretOf] = useState<WebhookRow | null>(null);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);

  const test = async (row: WebhookRow, changed: () => Promise<unknown>) => {
    try {
      const r = await sendTest(row.id);
      if (r.ok) void message.success(t("webhook.testOk", { status: r.statusCode, ms: r.durationMs }));
      else void message.error(t("webhook.testFailed", { error: r.error ?? `HTTP ${r.statusCode}` }), 8);
    } catch (err) {
      void message.error(errorMessage(err), 6);
    }
    await changed(); // its "last delivery" moved
  };
  const rotate = (row: WebhookRow, changed: () => Promise<unknown>) =>
    Modal.confirm({
      title: t("webhook.rotateTitle", { url: row.url }),
      content: t("webhook.rotateContent"),
      okText: t("webhook.rotate"),
      okButtonProps: { danger: true, "data-testid": "confirm-rotate" },
      cancelText: t("components:confirm.cancel"),
      onOk: async () => {
        try {
          setSecretOf(await rotateSecret(row));
        } catch (err) {
          void message.error(errorMessage(err), 6);
        }
        await changed();
      },
    });

  return (
    <>
      <ResourcePage
        resource={webhookResource}
        intro={t("webhook.intro")}
        columns={1}
        render={{
          eventList: (row) =>
            row.events.map((e) => webhookEventLabels[e as WebhookEvent]?.[locale] ?? e).join(locale === "zh-CN" ? "、" : ", "),
        }}
        onSaved={(row, mode) => mode === "create" && row.secret && setSecretOf(row)}
        actionsWidth={300}
        extraActions={(row, changed) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => void test(row, changed)}
              data-testid={`test-${row.id}`}
              style={{ paddingInline: 4 }}
            >
              {t("webhook.test")}
            </Button>
            <Button type="link" size="small" onClick={() => setLogOf(row)} data-testid={`log-${row.id}`} style={{ paddingInline: 4 }}>
              {t("webhook.deliveries")}
            </Button>
            <Button type="link" size="small" onClick={() => rotate(row, changed)} style={{ paddingInline: 4 }}>
              {t("webhook.rotate")}
            </Button>
          </>
        )}
      />
      <SecretModal row={secretOf} onClose={() => setSecretOf(null)} />
      <DeliveriesDrawer row={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
