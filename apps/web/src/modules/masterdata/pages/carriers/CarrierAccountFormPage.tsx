/** carrieraccount/add ("add logistics product") and carrieraccount/update/edit?id= ("edit logistics product"). */
import "../../i18n.carriers";
import { useEffect } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Spin from "antd/es/spin";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { operatorAccountApi, useOperatorAccount, useRefreshPickers } from "../../api.carriers";
import { ACCOUNT_FIELDS, accountBody, AccountFields, accountInitial, type AccountValues } from "./AccountFields";
import { NS, useFormSave } from "./common";

export default function CarrierAccountFormPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const account = useOperatorAccount(id);
  const refreshPickers = useRefreshPickers();
  const [form] = Form.useForm<AccountValues>();
  const carrierId = Form.useWatch("carrierId", form) ?? account.data?.carrierId;
  const { busy, run } = useFormSave(form, ACCOUNT_FIELDS, () => void account.refetch());

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(accountInitial(account.data));
  }, [form, account.data]);

  if (id !== undefined && account.isLoading) return <Spin />;
  if (id !== undefined && account.isError) return <Alert type="error" title={t("common.notFound")} />;
  const row = account.data;

  const submit = async (v: AccountValues) => {
    if (await run(() => operatorAccountApi.save(accountBody(v, row)))) {
      void refreshPickers();
      void navigate("/carrieraccount/list");
    }
  };

  return (
    <div>
      <PageHeading title={row ? `${t("account.editTitle")}:${row.name}` : t("account.addTitle")} intro={t("account.intro")} />
      <Form<AccountValues>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        disabled={busy}
        style={{ maxWidth: 820 }}
        data-testid="account-form"
      >
        <Panel>
          <AccountFields row={row} carrierId={carrierId} />
        </Panel>
        <div style={{ marginTop: 16, display: "flex", gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="save">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate("/carrieraccount/list")}>{t("common.back")}</Button>
        </div>
      </Form>
    </div>
  );
}
