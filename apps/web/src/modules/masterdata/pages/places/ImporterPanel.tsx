/** The importers tab of logisticians/logisticsAddress: importers of record (EIN for the US), list and delete from importerResource. */
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { EIN, importerResource, type ImporterRow, type ImporterSave } from "@entrepot/contracts";
import { FormModal } from "../../../../components/FormModal";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { saveRecord } from "../../../../components/resource/resourceCalls";
import { AddressFields } from "./AddressFields";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";

const FIELDS = Object.keys(importerResource.fields);
const wide = { gridColumn: "1 / -1" };

/** Its own form, as the addresses': region pickers, and the EIN rule only while the country is the US. */
function ImporterForm({
  row,
  staff,
  onClose,
  onSaved,
}: {
  row?: ImporterRow;
  staff: boolean;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const submit = async (v: ImporterSave) => {
    await saveRecord(importerResource, v, row);
    onSaved();
  };
  return (
    <FormModal<ImporterSave>
      title={row ? t("importer.editTitle", { name: row.name }) : t("importer.createTitle")}
      initialValues={row ?? importerResource.createDefaults}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      {staff && !row && <OrgPicker kinds={["seller", "forwarder"]} />}
      <Form.Item name="name" label={t("importer.name")} rules={[req(t("importer.name"))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item noStyle dependencies={["countryCode"]}>
        {({ getFieldValue }) => (
          <Form.Item
            name="taxId"
            label={t("importer.taxId")}
            extra={t("importer.taxIdHelp")}
            rules={[
              req(t("importer.taxId")),
              ...(getFieldValue("countryCode") === "US" ? [{ pattern: EIN, message: t("rules.ein") }] : []),
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        )}
      </Form.Item>
      <AddressFields names={{ country: "countryCode", state: "state", city: "city", postcode: "postcode" }} />
      <Form.Item name="address1" label={t("common.address1")} style={wide}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="contactName" label={t("common.contact")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={t("common.phone")} rules={[{ pattern: /^\+?[\d\s()-]{5,40}$/, message: t("rules.phone") }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="email" label={t("common.email")} rules={[{ type: "email", message: t("rules.email") }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked" label=" ">
        <Checkbox>{t("common.active")}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")} style={wide}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export function ImporterPanel({ staff }: { staff: boolean }) {
  const { t } = useTranslation("masterdata-places");
  return (
    <ResourcePage
      resource={importerResource}
      heading={false}
      emptyText={t("importer.empty")}
      createTestId="create-importer"
      hide={staff ? [] : ["orgCode"]}
      form={(editing, close, changed) => (
        <ImporterForm row={editing.mode === "edit" ? editing.row : undefined} staff={staff} onClose={close} onSaved={changed} />
      )}
    />
  );
}
