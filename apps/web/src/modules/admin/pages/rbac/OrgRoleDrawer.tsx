/** The org-role template form: code, names, the kind of org it is offered to, and its permissions (a tree). */
import "../../i18n.rbac";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { orgRoleResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { saveOrgRole, usePermissionTree, useRole } from "../../api.rbac";
import { checkedLeaves, PermissionTree } from "./PermissionTree";

const kindOptions = orgRoleResource.fields.templateKind?.options ?? [];

interface Values {
  code: string;
  nameZh: string;
  nameEn: string;
  templateKind: "seller" | "forwarder" | "supplier" | "company";
}

export function OrgRoleDrawer({ id, onClose, onSaved }: { id: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("admin-rbac");
  const role = useRole(id, true);
  const tree = usePermissionTree(id);
  const [form] = Form.useForm<Values>();
  const [permissions, setPermissions] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (role.data) form.setFieldsValue(role.data as Partial<Values>);
  }, [role.data, form]);
  useEffect(() => {
    if (tree.data) setPermissions(checkedLeaves(tree.data));
  }, [tree.data]);

  const save = async (v: Values) => {
    setBusy(true);
    try {
      await saveOrgRole({ ...(role.data ? { id: role.data.id, version: role.data.version } : {}), ...v, code: v.code.trim(), permissions });
      void message.success(t("components:form.saved"));
      onSaved();
      onClose();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      size={640}
      title={role.data ? t("orgRole.edit", { code: role.data.code }) : t("orgRole.create")}
      onClose={onClose}
      extra={
        <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="save">
          {t("common.save")}
        </Button>
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} initialValues={{ templateKind: "seller" }}>
        <Form.Item
          name="code"
          label={t("role.code")}
          rules={[
            { required: true, message: t("components:form.required", { label: t("role.code") }) },
            { pattern: /^[a-z][a-z0-9_]{1,63}$/, message: t("role.codeRule") },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="nameZh" label={t("role.nameZh")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="nameEn" label={t("role.nameEn")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="templateKind" label={t("orgRole.templateKind")} rules={[{ required: true }]}>
          <Select options={kindOptions.map((o) => ({ value: o.value, label: o.label[currentLocale()] }))} />
        </Form.Item>
        <Form.Item label={t("roleEditor.permissions")}>
          <PermissionTree tree={tree.data} loading={tree.isLoading} value={permissions} onChange={setPermissions} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
