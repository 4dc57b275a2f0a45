/** shippingaccount/list: sellers' own carrier accounts (a seller manages its own; operator staff read them all). */
import "../../i18n.carriers";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { CarrierAccountRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { sellerAccountApi, useActiveCarriers, useRefreshPickers, useSellerOrgs } from "../../api.carriers";
import { ACCOUNT_FIELDS, accountBody, AccountFields, accountInitial, type AccountValues } from "./AccountFields";
import { ActiveToggle, NS, useFormSave } from "./common";
import { accountColumns, accountFilters, carrierCodeOptions } from "./descriptors";

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

type Editing = { mode: "create" } | { mode: "edit"; row: CarrierAccountRow };

export default function ShippingAccountPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:shippingaccount:manage");
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(sellerAccountApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useActiveCarriers();

  return (
    <div>
      <PageHeading
        title={t(staff ? "shipping.title" : "shipping.sellerTitle")}
        intro={t(staff ? "shipping.intro" : "shipping.sellerIntro")}
      />
      <ResourceTable<CarrierAccountRow>
        tableId="md.shippingAccounts"
        listUrl={sellerAccountApi.urls.list}
        exportUrl={sellerAccountApi.urls.export}
        rowKey="id"
        columns={accountColumns(staff)}
        filters={accountFilters(staff, carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "carrierCode", order: "asc" } }}
        emptyText={t(staff ? "shipping.empty" : "shipping.sellerEmpty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("shipping.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() =>
                    void confirmDestroy({
                      name: `${row.name} (${row.accountMasked})`,
                      onConfirm: () => sellerAccountApi.remove(row.id).then(refresh),
                    })
                  }
                >
                  <ActiveToggle row={row} setActive={sellerAccountApi.setActive} onDone={refresh} />
                </RowActions>
              )
            : undefined
        }
      />
      {editing && (
        <ShippingAccountForm
          row={editing.mode === "edit" ? editing.row : undefined}
          staff={staff}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}
