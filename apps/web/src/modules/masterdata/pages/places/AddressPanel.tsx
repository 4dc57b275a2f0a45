/** The address book tab of logisticians/logisticsAddress: list, create/edit (one default per kind), delete. */
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { AddressRow, AddressSave } from "@entrepot/contracts";
import { FormModal } from "../../../../components/FormModal";
import { CrudTable } from "../../../../components/CrudTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { addressUrls, deleteAddress, saveAddress } from "../../api.places";
import { AddressFields } from "./AddressFields";
import { addressColumns, addressFilters, addressKindOptions } from "./descriptors.address";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";
import { orNull } from "../../../../components/format";

type Values = AddressSave;
const FIELDS = [
  "orgId",
  "kind",
  "label",
  "company",
  "contactName",
  "phone",
  "email",
  "countryCode",
  "state",
  "city",
  "address1",
  "address2",
  "postcode",
  "isDefault",
  "active",
  "remark",
];
const wide = { gridColumn: "1 / -1" };

function AddressForm({ row, staff, onClose, onSaved }: { row?: AddressRow; staff: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const submit = async (v: Values) => {
    const body: AddressSave = {
      kind: v.kind,
      label: v.label.trim(),
      company: orNull(v.company),
      contactName: v.contactName.trim(),
      phone: orNull(v.phone),
      email: orNull(v.email),
      countryCode: v.countryCode,
      state: orNull(v.state),
      city: v.city.trim(),
      address1: v.address1.trim(),
      address2: orNull(v.address2),
      postcode: orNull(v.postcode),
      isDefault: !!v.isDefault,
      active: v.active !== false,
      remark: orNull(v.remark),
      ...(v.orgId && !row ? { orgId: v.orgId } : {}),
    };
    await saveAddress(row ? { ...body, id: row.id, version: row.version } : body);
    onSaved();
  };
  return (
    <FormModal<Values>
      title={row ? t("address.editTitle", { label: row.label }) : t("address.createTitle")}
      initialValues={row ?? { kind: "sender", countryCode: "US", active: true, isDefault: false }}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      {staff && !row && <OrgPicker kinds={["seller", "forwarder", "operator", "supplier", "company"]} />}
      <Form.Item name="kind" label={t("address.kind")} rules={[req(t("address.kind"), false)]}>
        <Select options={addressKindOptions.map((o) => ({ value: o.value, label: t(o.label) }))} />
      </Form.Item>
      <Form.Item name="label" label={t("address.label")} extra={t("address.labelHelp")} rules={[req(t("address.label"))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="company" label={t("address.company")}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="contactName" label={t("common.contact")} rules={[req(t("common.contact"))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={t("common.phone")} rules={[{ pattern: /^\+?[\d\s()-]{5,40}$/, message: t("rules.phone") }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="email" label={t("common.email")} rules={[{ type: "email", message: t("rules.email") }]}>
        <Input maxLength={200} />
      </Form.Item>
      <AddressFields names={{ country: "countryCode", state: "state", city: "city", postcode: "postcode" }} required={{ city: true }} />
      <Form.Item name="address1" label={t("common.address1")} rules={[req(t("common.address1"))]} style={wide}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="address2" label={t("common.address2")} style={wide}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t("address.isDefault")}</Checkbox>
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t("common.active")}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")} style={wide}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export function AddressPanel({ canManage, staff }: { canManage: boolean; staff: boolean }) {
  const { t } = useTranslation("masterdata-places");
  const refresh = useRefreshList(addressUrls.list);
  return (
    <CrudTable<AddressRow>
      tableId="places.addresses"
      listUrl={addressUrls.list}
      exportUrl={addressUrls.export}
      rowKey="id"
      columns={addressColumns(staff)}
      filters={addressFilters}
      defaults={{ sort: { field: "kind", order: "asc" } }}
      emptyText={t("address.empty")}
      canManage={canManage}
      createText={t("address.create")}
      createTestId="create-address"
      nameOf={(row) => row.label}
      remove={(row) => deleteAddress(row.id)}
      form={(editing, close) => (
        <AddressForm row={editing.mode === "edit" ? editing.row : undefined} staff={staff} onClose={close} onSaved={() => void refresh()} />
      )}
    />
  );
}
