/**
 * usermanage/update/add and usermanage/update/edit?id=: one user's profile and roles. Username, org and
 * the initial password are set on create only; the roles offered are those assignable to the user's org.
 */
import "../../i18n.rbac";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { saveUser, useAssignableRoles, useOrgOptions, useUser } from "../../api.rbac";

interface Values {
  username: string;
  password: string;
  fullName: string;
  email: string;
  phone: string;
  orgId: number;
  locale: "zh-CN" | "en-US";
  roleIds: number[];
}

export default function UserFormPage() {
  const { t } = useTranslation("admin-rbac");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const { data: me } = useMe();
  const user = useUser(id);
  const orgs = useOrgOptions(hasPermission(me, "admin:org:read"));
  const [form] = Form.useForm<Values>();
  const orgId = Form.useWatch("orgId", form) ?? user.data?.orgId ?? me?.org.id;
  const roles = useAssignableRoles(orgId);
  const [busy, setBusy] = useState(false);
  const editing = id !== undefined;

  useEffect(() => {
    if (user.data)
      form.setFieldsValue({
        ...user.data,
        email: user.data.email ?? "",
        phone: user.data.phone ?? "",
        locale: user.data.locale as Values["locale"],
      });
    else if (!editing && me) form.setFieldsValue({ orgId: me.org.id, locale: me.locale, roleIds: [] });
  }, [user.data, editing, me, form]);

  const save = async (v: Values) => {
    setBusy(true);
    try {
      const profile = { fullName: v.fullName, email: v.email || null, phone: v.phone || null, locale: v.locale, roleIds: v.roleIds ?? [] };
      if (editing) await saveUser({ id, version: user.data!.version, ...profile });
      else await saveUser({ username: v.username.trim(), password: v.password, orgId: v.orgId, ...profile });
      void message.success(t("components:form.saved"));
      void navigate("/usermanage");
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (editing && user.isLoading) return <Spin />;
  if (editing && user.isError) return <Alert type="error" title={t("user.notFound")} />;
  const orgOptions = orgs.data ?? (me ? [{ value: me.org.id, label: me.org.name }] : []);

  return (
    <div>
      <PageHeading title={editing ? t("user.editTitle", { username: user.data?.username }) : t("user.addTitle")} intro={t("user.intro")} />
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 720 }}>
        <Panel>
          <Form.Item
            name="username"
            label={t("user.username")}
            rules={[{ required: !editing, pattern: /^[A-Za-z0-9][A-Za-z0-9_.@-]{2,63}$/, message: t("user.usernameRule") }]}
          >
            <Input maxLength={64} disabled={editing} data-testid="user-username" />
          </Form.Item>
          {!editing && (
            <Form.Item name="password" label={t("user.password")} extra={t("user.passwordHelp")} rules={[{ required: true, min: 12 }]}>
              <Input.Password maxLength={200} autoComplete="new-password" data-testid="user-password" />
            </Form.Item>
          )}
          <Form.Item name="fullName" label={t("user.fullName")} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} data-testid="user-fullName" />
          </Form.Item>
          <Form.Item name="email" label={t("user.email")} rules={[{ type: "email" }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="phone" label={t("user.phone")}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="orgId" label={t("user.orgName")} rules={[{ required: true }]}>
            <Select
              disabled={editing}
              showSearch={{ optionFilterProp: "label" }}
              options={orgOptions}
              data-testid="user-org"
              onChange={() => form.setFieldValue("roleIds", [])}
            />
          </Form.Item>
          <Form.Item name="locale" label={t("user.locale")}>
            <Select options={(["zh-CN", "en-US"] as const).map((l) => ({ value: l, label: t(`locale.${l}`) }))} />
          </Form.Item>
          <Form.Item name="roleIds" label={t("user.roles")}>
            <Select
              mode="multiple"
              loading={roles.isLoading}
              optionFilterProp="label"
              options={roles.data?.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
              data-testid="user-roles"
            />
          </Form.Item>
        </Panel>
        <div style={{ marginTop: 16, display: "flex", gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="save">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate("/usermanage")}>{t("common.back")}</Button>
        </div>
      </Form>
    </div>
  );
}
