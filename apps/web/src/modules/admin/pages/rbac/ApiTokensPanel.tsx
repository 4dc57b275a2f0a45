/** My account: the org's API tokens (apiTokenResource): create one with some of my permissions, the token shown once; revoke. */
import { useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { apiTokenResource } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { Panel } from "../../../../components/Panel";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { revokeToken, useSelectablePermissions } from "../../api.rbac";

export function ApiTokensPanel({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation("admin-rbac");
  const selectable = useSelectablePermissions();
  // names in the reader's language where the role catalogue is readable; the codes otherwise
  const options = selectable.data?.map((p) => ({ value: p.code, label: p.name })) ?? permissions.map((p) => ({ value: p, label: p }));
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Panel title={t("account.tokens")} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t("account.tokensIntro")}</Typography.Paragraph>
      <ResourcePage
        resource={apiTokenResource}
        heading={false}
        columns={1}
        options={{ permissions: options }}
        onSaved={(row) => row.token && setShown(row.token)}
        actionsWidth={90}
        extraActions={(row, changed) =>
          !row.revokedAt && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDestroy({
                  title: t("account.confirmRevoke", { name: row.name }),
                  onConfirm: () => revokeToken(row.id).then(changed),
                })
              }
            >
              {t("account.revoke")}
            </Button>
          )
        }
      />
      <Modal open={shown !== null} footer={null} onCancel={() => setShown(null)} title={t("account.tokens")}>
        <Typography.Paragraph>{t("account.tokenShownOnce")}</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="new-token">
          {shown}
        </Typography.Paragraph>
      </Modal>
    </Panel>
  );
}
