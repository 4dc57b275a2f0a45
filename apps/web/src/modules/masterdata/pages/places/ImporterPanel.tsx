/** The importers tab of logisticians/logisticsAddress: importers of record (EIN for the US). */
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import type { ImporterRow, ImporterSave } from "@entrepot/contracts";
import { FormModal } from "../../../../components/FormModal";
import { CrudTable } from "../../../../components/CrudTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { deleteImporter, importerUrls, saveImporter } from "../../api.places";
import { AddressFields } from "./AddressFields";
import { importerColumns, importerFilters } from "./descriptors.address";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";
import { orNull } from "../../../../components/format";

const FIELDS = [
  "orgId",
  "name",
  "taxId",
  "countryCode",
  "state",
  "city",
  "address1",
  "postcode",
  "contactName",
  "phone",
  "email",
  "active",
  "remark",
];

function ImporterForm({ row, staff, onClose, onSaved }: { row?: ImporterRow; staff: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const submit = async (v: ImporterSave) => {
    const body: ImporterSave = {
      name: v.name.trim(),
      taxId: v.taxId.trim(),
      countryCode: v.countryCode,
      state: orNull(v.state),
      city: orNull(v.city),
      address1: orNull(v.address1),
      postcode: orNull(v.postcode),
      contactName: orNull(v.contactName),
      phone: orNull(v.phone),
      email: orNull(v.email),
      active: v.active !== false,
      remark: orNull(v.remark),
      ...(v.orgId && !row ? { orgId: v.orgId } : {}),
    };
    await saveImporter(row ? { ...body, id: row.id, version: row.version } : body);
    onSaved();
  };
  return (
    <FormModal<ImporterSave>
      title={row ? t("importer.editTitle", { name: row.name }) : t("importer.createTitle")}
      initialValues={row ?? { countryCode: "US", active: true }}
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
              ...(getFieldValue("countryCode") === "US" ? [{ pattern: /^\d{2}-\d{7}$/, message: t("rules.ein") }] : []),
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        )}
      </Form.Item>
      <AddressFields names={{ country: "countryCode", state: "state", city: "city", postcode: "postcode" }} />
      <Form.Item name="address1" label={t("common.address1")} style={{ gridColumn: "1 / -1" }}>
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
      <Form.Item name="remark" label={t("common.remark")} style={{ gridColumn: "1 / -1" }}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export function ImporterPanel({ canManage, staff }: { canManage: boolean; staff: boolean }) {
  const { t } = useTranslation("masterdata-places");
  const refresh = useRefreshList(importerUrls.list);
  return (
    <CrudTable<ImporterRow>
      tableId="places.importers"
      listUrl={importerUrls.list}
      exportUrl={importerUrls.export}
      rowKey="id"
      columns={importerColumns(staff)}
      filters={importerFilters}
      defaults={{ sort: { field: "name", order: "asc" } }}
      emptyText={t("importer.empty")}
      canManage={canManage}
      createText={t("importer.create")}
      createTestId="create-importer"
      nameOf={(row) => row.name}
      remove={(row) => deleteImporter(row.id)}
      form={(editing, close) => (
        <ImporterForm
          row={editing.mode === "edit" ? editing.row : undefined}
          staff={staff}
          onClose={close}
          onSaved={() => void refresh()}
        />
      )}
    />
  );
}
