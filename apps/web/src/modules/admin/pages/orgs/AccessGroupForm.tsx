/** Create/edit an access group: code, name, its orgs (picker), warehouse and store-account ids. Members are set in AccessGroupMembers. */
import { useState } from "react";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { AccessGroupRow } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../../../../lib/api";
import { splitServerErrors } from "../../../../components/resource/serverErrors";
import { saveAccessGroup, useOrgOptions } from "../../api.orgs";

interface Values {
  code: string;
  name: string;
  remark?: string;
  orgIds: number[];
  warehouseIds?: string;
  accountIds?: string;
}
const idsOf = (text: string | undefined) =>
  (text ?? "")
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function AccessGroupForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: AccessGroupRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("admin-orgs");
  const { t: tc } = useTranslation("components");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const orgs = useOrgOptions();

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await saveAccessGroup({
        ...(editing ? { id: editing.id, version: editing.version, userIds: editing.userIds } : {}),
        code: v.code.trim(),
        name: v.name.trim(),
        remark: v.remark?.trim() || null,
        orgIds: v.orgIds ?? [],
        warehouseIds: idsOf(v.warehouseIds),
        accountIds: idsOf(v.accountIds),
      });
      void message.success(tc("form.saved"));
      onSaved();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const { fields, other } = splitServerErrors(err.details, ["code", "name", "remark", "orgIds", "warehouseIds", "accountIds"]);
        form.setFields(fields.map((e) => ({ name: e.name as never, errors: e.errors })));
        if (other.length || !fields.length) void message.error([err.message, ...other].join(" "));
      } else void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: tc("form.required", { label }) }];
  return (
    <Modal
      open
      title={editing ? t("group.editTitle", { code: editing.code }) : t("group.create")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tc("form.save")}
      cancelText={tc("form.cancel")}
      okButtonProps={{ loading: busy, "data-testid": "form-save" } as never}
      destroyOnHidden
      maskClosable={false}
      width={620}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={busy}
        onFinish={(v) => void submit(v)}
        initialValues={
          editing
            ? {
                code: editing.code,
                name: editing.name,
                remark: editing.remark ?? "",
                orgIds: editing.orgIds,
                warehouseIds: editing.warehouseIds.join(", "),
                accountIds: editing.accountIds.join(", "),
              }
            : { orgIds: [] }
        }
      >
        <Form.Item name="code" label={t("group.code")} rules={[...required(t("group.code")), { max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t("group.name")} rules={[...required(t("group.name")), { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="orgIds" label={t("group.orgIds")}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            loading={orgs.isLoading}
            options={(orgs.data ?? []).filter((o) => o.kind !== "operator").map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
          />
        </Form.Item>
        <Form.Item name="warehouseIds" label={t("group.warehouseIds")} help={t("group.idsHelp")}>
          <Input />
        </Form.Item>
        <Form.Item name="accountIds" label={t("group.accountIds")} help={t("group.idsHelp")}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t("group.remark")} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
