/** account (my account): profile and language, password change, sessions, and the org's API tokens. */
import "../../i18n.rbac";
import { useState } from "react";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, ME_QUERY, useMe } from "../../../../lib/auth";
import { applyLocale } from "../../../../lib/i18n";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { changePassword, updateProfile, useUserContext, type UserContext } from "../../api.rbac";
import { AccountSessions } from "./AccountSessions";
import { ApiTokensPanel } from "./ApiTokensPanel";

type Profile = { fullName: string; email: string; phone: string; locale: "zh-CN" | "en-US" };

function ProfilePanel({ ctx }: { ctx: UserContext }) {
  const { t } = useTranslation("admin-rbac");
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (v: Profile) => {
    setBusy(true);
    try {
      await updateProfile({ fullName: v.fullName, email: v.email || null, phone: v.phone || null, locale: v.locale });
      await applyLocale(v.locale);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY });
      await queryClient.invalidateQueries({ queryKey: ["admin-rbac", "userContext"] });
      void message.success(t("account.profileSaved"));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={t("account.profile")}>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t("user.username")}>{ctx.user.username}</Descriptions.Item>
        <Descriptions.Item label={t("account.org")}>{ctx.org.name}</Descriptions.Item>
        <Descriptions.Item label={t("account.roles")}>
          {ctx.roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <Form<Profile>
        layout="vertical"
        initialValues={{
          fullName: ctx.user.fullName,
          email: ctx.user.email ?? "",
          phone: ctx.user.phone ?? "",
          locale: ctx.user.locale as Profile["locale"],
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="fullName" label={t("user.fullName")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label={t("user.email")} rules={[{ type: "email" }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="phone" label={t("user.phone")}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="locale" label={t("user.locale")}>
          <Select options={(["zh-CN", "en-US"] as const).map((l) => ({ value: l, label: t(`locale.${l}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("common.save")}
        </Button>
      </Form>
    </Panel>
  );
}

function PasswordPanel() {
  const { t } = useTranslation("admin-rbac");
  const [form] = Form.useForm<{ currentPassword: string; newPassword: string }>();
  const [busy, setBusy] = useState(false);
  const save = async (v: { currentPassword: string; newPassword: string }) => {
    setBusy(true);
    try {
      await changePassword(v.currentPassword, v.newPassword);
      form.resetFields();
      void message.success(t("account.passwordChanged"));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={t("account.password")}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="currentPassword" label={t("account.currentPassword")} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t("account.newPassword")} extra={t("user.passwordHelp")} rules={[{ required: true, min: 12 }]}>
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("account.changePassword")}
        </Button>
      </Form>
    </Panel>
  );
}

export default function AccountPage() {
  const { t } = useTranslation("admin-rbac");
  const { data: me } = useMe();
  const ctx = useUserContext();
  if (!ctx.data) return <Spin />;
  return (
    <div>
      <PageHeading title={t("account.title")} />
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(360px, 1fr))", gap: 16 }}>
        <ProfilePanel ctx={ctx.data} />
        <PasswordPanel />
      </div>
      <AccountSessions />
      {hasPermission(me, "admin:token:manage") && <ApiTokensPanel permissions={ctx.data.permissions} />}
    </div>
  );
}
