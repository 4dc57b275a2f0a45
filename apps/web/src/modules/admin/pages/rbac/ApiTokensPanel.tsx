/** My account: the org's API tokens: create one with some of my permissions (shown once), revoke. */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import type { ApiTokenRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { Panel } from "../../../../components/Panel";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { createToken, revokeToken, tokenUrls, useSelectablePermissions } from "../../api.rbac";
import { tokenColumns } from "../../descriptors.rbac";

export function ApiTokensPanel({ permissions }: { permissions: string[] }) {
  const { t } = useTranslation("admin-rbac");
  const refreshList = useRefreshList(tokenUrls.list);
  const selectable = useSelectablePermissions();
  // names in the reader's language where the role catalogue is readable; the codes otherwise
  const options = selectable.data?.map((p) => ({ value: p.code, label: p.name })) ?? permissions.map((p) => ({ value: p, label: p }));
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string; permissions: string[] }>();

  const create = async (v: { name: string; permissions: string[] }) => {
    try {
      const created = await createToken(v);
      setShown(created.token);
      setCreating(false);
      form.resetFields();
      void refreshList();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Panel title={t("account.tokens")} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t("account.tokensIntro")}</Typography.Paragraph>
      <ResourceTable<ApiTokenRow>
        tableId="admin.apiTokens"
        listUrl={tokenUrls.list}
        rowKey="id"
        columns={tokenColumns}
        actionsWidth={90}
        toolbar={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t("account.tokenCreate")}
          </Button>
        }
        rowActions={(row) =>
          !row.revokedAt && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDestroy({
                  title: t("account.confirmRevoke", { name: row.name }),
                  onConfirm: () => revokeToken(row.id).then(() => refreshList()),
                })
              }
            >
              {t("account.revoke")}
            </Button>
          )
        }
      />
      <Modal
        open={creating}
        title={t("account.tokenCreate")}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {error && <Alert type="error" title={error} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={(v) => void create(v)}>
          <Form.Item name="name" label={t("account.tokenName")} rules={[{ required: true, whitespace: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="permissions" label={t("roleEditor.permissions")} rules={[{ required: true }]}>
            <Select mode="multiple" optionFilterProp="label" options={options} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={shown !== null} footer={null} onCancel={() => setShown(null)} title={t("account.tokens")}>
        <Typography.Paragraph>{t("account.tokenShownOnce")}</Typography.Paragraph>
        <Typography.Paragraph copyable code data-testid="new-token">
          {shown}
        </Typography.Paragraph>
      </Modal>
    </Panel>
  );
}
