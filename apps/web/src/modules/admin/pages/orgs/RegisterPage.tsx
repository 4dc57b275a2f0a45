/** /register — the public sign-up of a new seller (outside the shell: no login). Creates a pending registration. */
import "../../i18n.orgs";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Result from "antd/es/result";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RegistrationSubmit } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { Panel } from "../../../../components/Panel";
import { submitRegistration } from "../../api.orgs";

const fields = [
  { name: "companyName", max: 200, required: true },
  { name: "companyId", max: 64, required: true },
  { name: "contactName", max: 100, required: true },
  { name: "email", max: 200, required: true, email: true },
  { name: "phone", max: 40 },
] as const;

export default function RegisterPage() {
  const { t } = useTranslation("admin-orgs");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [doneId, setDoneId] = useState<number>();

  useEffect(() => {
    document.title = t("signup.title");
  }, [t]);

  const onFinish = async (values: RegistrationSubmit) => {
    setBusy(true);
    setError(undefined);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values)
          .filter(([, v]) => typeof v === "string" && v.trim() !== "")
          .map(([k, v]) => [k, (v as string).trim()]),
      );
      setDoneId((await submitRegistration(trimmed as RegistrationSubmit)).id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", background: "#f0f2f5", padding: 16 }}
    >
      <Panel style={{ width: 520, maxWidth: "100%", boxShadow: "0 6px 16px rgba(0,0,0,0.08)" }}>
        <h1 style={{ fontSize: 22, margin: 0 }}>{t("signup.title")}</h1>
        {doneId ? (
          <Result
            status="success"
            title={t("signup.done", { id: doneId })}
            extra={<Link to="/login">{t("signup.toLogin")}</Link>}
            data-testid="signup-done"
          />
        ) : (
          <>
            <p style={{ color: "rgba(0,0,0,0.45)", margin: "4px 0 24px" }}>{t("signup.intro")}</p>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Form<RegistrationSubmit>
              layout="vertical"
              onFinish={(v) => void onFinish(v)}
              disabled={busy}
              requiredMark={false}
              data-testid="signup-form"
            >
              {fields.map((f) => {
                const label = t(`registration.${f.name}`);
                return (
                  <Form.Item
                    key={f.name}
                    name={f.name}
                    label={label}
                    rules={[
                      ...("required" in f ? [{ required: true, whitespace: true, message: t("signup.required", { label }) }] : []),
                      ...("email" in f ? [{ type: "email" as const, message: t("signup.email") }] : []),
                      { max: f.max },
                    ]}
                  >
                    <Input autoComplete={f.name === "email" ? "email" : "off"} />
                  </Form.Item>
                );
              })}
              <Form.Item name="remark" label={t("registration.remark")} rules={[{ max: 500 }]}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy} data-testid="signup-submit">
                {t("signup.submit")}
              </Button>
              <div style={{ marginTop: 12, textAlign: "center" }}>
                <Link to="/login">{t("signup.toLogin")}</Link>
              </div>
            </Form>
          </>
        )}
      </Panel>
    </div>
  );
}
