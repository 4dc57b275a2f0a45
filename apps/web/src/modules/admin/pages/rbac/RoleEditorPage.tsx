/**
 * rolemanageNew: a role and its permissions on one page (UcRole/saveDataPermission). Without `?id` it
 * creates a role; with `?id=<role>` it edits that role's names and permission set.
 */
import "../../i18n.rbac";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Select from "antd/es/select";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { RoleRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { hasPermission, useMe } from "../../../../lib/auth";
import { saveRoleWithPermissions, useOrgOptions, usePermissionTree, useRole } from "../../api.rbac";
import { checkedLeaves, PermissionTree } from "./PermissionTree";

type RoleFormValues = Pick<RoleRow, "code" | "nameZh" | "nameEn">;

export default function RoleEditorPage() {
  const { t } = useTranslation("admin-rbac");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const role = useRole(id);
  const tree = usePermissionTree(id);
  const { data: me } = useMe();
  // the owner org is chosen on create only (an operator makes roles for the sellers it serves)
  const orgs = useOrgOptions(id === undefined && hasPermission(me, "admin:org:read"));
  const [form] = Form.useForm<RoleFormValues & { orgId?: number }>();
  // the picker starts on the user's own org: a list without it (the platform's) would show its bare id
  const orgOptions =
    orgs.data && me && !orgs.data.some((o) => o.value === me.org.id) ? [{ value: me.org.id, label: me.org.name }, ...orgs.data] : orgs.data;
  const [permissions, setPermissions] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (role.data) form.setFieldsValue(role.data);
  }, [role.data, form]);
  useEffect(() => {
    if (tree.data) setPermissions(checkedLeaves(tree.data));
  }, [tree.data]);

  const save = async (v: RoleFormValues & { orgId?: number }) => {
    setBusy(true);
    try {
      await saveRoleWithPermissions({
        ...(role.data ? { id: role.data.id, version: role.data.version } : {}),
        code: v.code.trim(),
        nameZh: v.nameZh,
        nameEn: v.nameEn,
        orgId: role.data ? undefined : v.orgId,
        permissions,
      });
      void message.success(t("roleEditor.saved"));
      void navigate("/rolemanage");
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeading
        title={role.data ? t("roleEditor.titleEdit", { code: role.data.code }) : t("roleEditor.title")}
        intro={t("roleEditor.intro")}
      />
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 720 }}>
        <Panel>
          {!id && orgs.data && (
            <Form.Item name="orgId" label={t("role.orgName")} initialValue={me?.org.id}>
              <Select showSearch={{ optionFilterProp: "label" }} options={orgOptions} data-testid="role-org" />
            </Form.Item>
          )}
          <Form.Item
            name="code"
            label={t("role.code")}
            rules={[
              { required: true, message: t("components:form.required", { label: t("role.code") }) },
              { pattern: /^[a-z][a-z0-9_]{1,63}$/, message: t("role.codeRule") },
            ]}
          >
            <Input maxLength={64} data-testid="role-code" />
          </Form.Item>
          <Form.Item name="nameZh" label={t("role.nameZh")} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} data-testid="role-nameZh" />
          </Form.Item>
          <Form.Item name="nameEn" label={t("role.nameEn")} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} data-testid="role-nameEn" />
          </Form.Item>
        </Panel>
        <Panel title={t("roleEditor.permissions")} style={{ marginTop: 16 }}>
          <PermissionTree tree={tree.data} loading={tree.isLoading} value={permissions} onChange={setPermissions} />
        </Panel>
        <div style={{ marginTop: 16, display: "flex", gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="save">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate("/rolemanage")}>{t("common.back")}</Button>
        </div>
      </Form>
    </div>
  );
}
