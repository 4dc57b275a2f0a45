/** shippingaccount/list: sellers' own carrier accounts (a seller manages its own; operator staff read them all). */
import "../../i18n.carriers";
import { useEffect } from "react";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { type CarrierAccountRow, shippingAccountResource } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { sellerAccountApi, useActiveCarriers, useRefreshPickers, useSellerOrgs } from "../../api.carriers";
import { ACCOUNT_FIELDS, accountBody, AccountFields, accountInitial, type AccountValues } from "./AccountFields";
import { ActiveToggle, NS, useFormSave } from "./common";
import { accountRenders, carrierCodeOptions } from "./descriptors";

function ShippingAccountForm({
  row,
  staff,
  onClose,
  onSaved,
}: {
  row?: CarrierAccountRow;
  staff: boolean;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<AccountValues>();
  const carrierId = Form.useWatch("carrierId", form) ?? row?.carrierId;
  const orgs = useSellerOrgs(staff && !row);
  const { busy, run } = useFormSave(form, ACCOUNT_FIELDS, () => {
    void onSaved();
    onClose();
  });
  useEffect(() => form.setFieldsValue(accountInitial(row)), [form, row]);
  const submit = async (v: AccountValues) => {
    if (await run(() => sellerAccountApi.save(accountBody(v, row)))) {
      void onSaved();
      onClose();
    }
  };
  return (
    <Modal
      open
      title={row ? t("shipping.edit", { name: row.name }) : t("shipping.create")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("components:form.save")}
      cancelText={t("components:form.cancel")}
      okButtonProps={{ loading: busy, "data-testid": "form-save" } as never}
      width={780}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<AccountValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={busy}>
        {staff && !row && (
          <Form.Item
            name="orgId"
            label={t("common.org")}
            rules={[{ required: true, message: t("components:form.required", { label: t("common.org") }) }]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              loading={orgs.isLoading}
              options={(orgs.data ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
            />
          </Form.Item>
        )}
        <AccountFields row={row} carrierId={carrierId} />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

export default function ShippingAccountPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const refreshPickers = useRefreshPickers();
  const carriers = useActiveCarriers();
  return (
    <div>
      <PageHeading
        title={t(staff ? "shipping.title" : "shipping.sellerTitle")}
        intro={t(staff ? "shipping.intro" : "shipping.sellerIntro")}
      />
      <ResourcePage
        resource={shippingAccountResource}
        heading={false}
        emptyText={t(staff ? "shipping.empty" : "shipping.sellerEmpty")}
        // a seller sees only its own accounts: no owner column
        hide={staff ? [] : ["orgCode"]}
        options={{ carrierCode: carrierCodeOptions(carriers.data) }}
        render={accountRenders}
        form={(editing, close, changed) => (
          <ShippingAccountForm row={editing.mode === "edit" ? editing.row : undefined} staff={staff} onClose={close} onSaved={changed} />
        )}
        extraActions={(row, changed) => <ActiveToggle row={row} setActive={sellerAccountApi.setActive} onDone={changed} />}
        actionsWidth={210}
        onChanged={refreshPickers}
      />
    </div>
  );
}
