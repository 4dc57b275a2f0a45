import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Segmented from "antd/es/segmented";
import LockOutlined from "@ant-design/icons/LockOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Locale, LoginBody } from "@entrepot/contracts";
import { Panel } from "../components/Panel";
import { errorMessage } from "../lib/api";
import { login, switchLocale } from "../lib/auth";
import { currentLocale } from "../lib/i18n";
import { localeNames } from "./UserMenu";

/** Only same-site paths: `next` comes from the address bar and must not send the user elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/login") ? next : "/";
}

export default function LoginPage() {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // a language picked here, before login, is carried into the user's profile
  const [pickedLocale, setPickedLocale] = useState<Locale>();
  const locale = currentLocale();

  useEffect(() => {
    document.title = `${t("login.title")} - ${t("appName")}`;
  }, [t]);

  const onFinish = async (values: LoginBody) => {
    setBusy(true);
    setError(undefined);
    try {
      const me = await login(values);
      if (pickedLocale && pickedLocale !== me.locale) await switchLocale(pickedLocale, true);
      await navigate(safeNext(params.get("next")), { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <div
      style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", background: "#f0f2f5", padding: 16 }}
    >
      <Panel style={{ width: 380, maxWidth: "100%", boxShadow: "0 6px 16px rgba(0,0,0,0.08)" }}>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", marginBottom: 4 }}>
          <h1 style={{ fontSize: 22, margin: 0 }}>{t("appName")}</h1>
          <Segmented<Locale>
            size="small"
            value={locale}
            options={(Object.keys(localeNames) as Locale[]).map((l) => ({ value: l, label: localeNames[l] }))}
            onChange={(l) => {
              setPickedLocale(l);
              void switchLocale(l, false);
            }}
            data-testid="login-locale"
          />
        </div>
        <p style={{ color: "rgba(0,0,0,0.45)", marginBottom: 24 }}>{t("login.subtitle")}</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginBody> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={busy}>
          <Form.Item
            name="username"
            label={t("login.username")}
            rules={[{ required: true, whitespace: true, message: t("login.usernameRequired") }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t("login.password")} rules={[{ required: true, message: t("login.passwordRequired") }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t("login.submit")}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
