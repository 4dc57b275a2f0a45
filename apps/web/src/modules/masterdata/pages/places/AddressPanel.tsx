/** The address book tab of logisticians/logisticsAddress: list, filters, export and delete from addressResource; one default per kind. */
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { addressKindOptions, addressResource, type AddressRow, type AddressSave } from "@entrepot/contracts";
import { FormModal } from "../../../../components/FormModal";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { saveRecord } from "../../../../components/resource/resourceCalls";
import { currentLocale } from "../../../../lib/i18n";
import { AddressFields } from "./AddressFields";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";

const FIELDS = Object.keys(addressResource.fields);
const wide = { gridColumn: "1 / -1" };

/** Its own form: the country's region pickers and postcode rules (AddressFields); the body is built by the save schema. */
function AddressForm({ row, staff, onClose, onSaved }: { row?: AddressRow; staff: boolean; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const locale = currentLocale();
  const submit = async (v: AddressSave) => {
    await saveRecord(addressResource, v, row);
    onSaved();
  };
  return (
    <FormModal<AddressSave>
      title={row ? t("address.editTitle", { label: row.label }) : t("address.createTitle")}
      initialValues={row ?? addressResource.createDefaults}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      {staff && !row && <OrgPicker kinds={["seller", "forwarder", "operator", "supplier", "company"]} />}
      <Form.Item name="kind" label={t("address.kind")} rules={[req(t("address.kind"), false)]}>
        <Select options={addressKindOptions.map((o) => ({ value: o.value, label: o.label[locale] }))} />
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

export function AddressPanel({ staff }: { staff: boolean }) {
  const { t } = useTranslation("masterdata-places");
  return (
    <ResourcePage
      resource={addressResource}
      heading={false}
      emptyText={t("address.empty")}
      createTestId="create-address"
      // a seller sees only its own addresses: no owner column
      hide={staff ? [] : ["orgCode"]}
      render={{ isDefault: (r) => (r.isDefault ? <Tag color="gold">★</Tag> : null) }}
      form={(editing, close, changed) => (
        <AddressForm row={editing.mode === "edit" ? editing.row : undefined} staff={staff} onClose={close} onSaved={changed} />
      )}
    />
  );
}
