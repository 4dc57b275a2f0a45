/** The signing secret, shown once after a subscription is created or its secret rotated. */
import Alert from "antd/es/alert";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import type { WebhookRow } from "@entrepot/contracts";

export function SecretModal({ row, onClose }: { row: WebhookRow | null; onClose: () => void }) {
  const { t } = useTranslation("integrations");
  return (
    <Modal
      open={!!row?.secret}
      title={t("webhook.secretTitle")}
      onCancel={onClose}
      onOk={onClose}
      okText={t("webhook.close")}
      cancelButtonProps={{ style: { display: "none" } }}
      maskClosable={false}
    >
      <Alert type="warning" showIcon title={t("webhook.secretIntro")} style={{ marginBottom: 12 }} />
      <div style={{ marginBottom: 4 }}>{row?.url}</div>
      <Typography.Paragraph
        code
        copyable={{ tooltips: [t("webhook.copy"), t("webhook.copied")] }}
        data-testid="webhook-secret"
        style={{ wordBreak: "break-all" }}
      >
        {row?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
