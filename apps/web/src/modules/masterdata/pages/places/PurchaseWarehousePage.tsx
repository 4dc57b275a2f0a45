/** purchase/purchaseWarehouse: an org's origin-side warehouses where its suppliers deliver (list, filters, export, delete: the definition). */
import "../../i18n.places";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { type PurchaseWarehouseCreate, purchaseWarehouseResource, type PurchaseWarehouseRow } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { FormModal } from "../../../../components/FormModal";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { saveRecord } from "../../../../components/resource/resourceCalls";
import { AddressFields } from "./AddressFields";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";

const FIELDS = [
  "orgId",
  "code",
  "name",
  "countryCode",
  "province",
  "city",
  "district",
  "address",
  "postcode",
  "contactName",
  "phone",
  "active",
  "remark",
];

/** Its own form: the country's region pickers and postcode rules (AddressFields) that the definition cannot describe. */
function PurchaseWarehouseForm({
  row,
  staff,
  onClose,
  onSaved,
}: {
  row?: PurchaseWarehouseRow;
  staff: boolean;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  // the body is built by the definition's create / update schema (trimmed, empty text as null)
  const submit = async (v: PurchaseWarehouseCreate) => {
    await saveRecord(purchaseWarehouseResource, v, row);
    onSaved();
  };
  return (
    <FormModal<PurchaseWarehouseCreate>
      title={row ? t("purchase.editTitle", { code: row.code }) : t("purchase.createTitle")}
      initialValues={row ?? { countryCode: "CN", active: true }}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      {staff && !row && <OrgPicker kinds={["seller", "forwarder"]} />}
      <Form.Item
        name="code"
        label={t("purchase.code")}
        rules={[req(t("purchase.code")), { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, message: t("rules.assignmentCode") }]}
      >
        <Input maxLength={32} style={{ textTransform: "uppercase" }} />
      </Form.Item>
      <Form.Item name="name" label={t("purchase.name")} rules={[req(t("purchase.name"))]}>
        <Input maxLength={100} />
      </Form.Item>
      <AddressFields
        names={{ country: "countryCode", state: "province", city: "city", postcode: "postcode" }}
        stateLabel={t("purchase.province")}
      />
      <Form.Item name="district" label={t("common.district")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label={t("purchase.address")} rules={[req(t("purchase.address"))]} style={{ gridColumn: "1 / -1" }}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="contactName" label={t("common.contact")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={t("common.phone")} rules={[{ pattern: /^\+?[\d\s()-]{5,40}$/, message: t("rules.phone") }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t("common.active")}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")} style={{ gridColumn: "1 / -1" }}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export default function PurchaseWarehousePage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  return (
    <ResourcePage
      resource={purchaseWarehouseResource}
      intro={t("purchase.intro")}
      emptyText={t("purchase.empty")}
      // a customer sees only its own warehouses: no owner column
      hide={staff ? [] : ["orgCode"]}
      form={(editing, close, changed) => (
        <PurchaseWarehouseForm row={editing.mode === "edit" ? editing.row : undefined} staff={staff} onClose={close} onSaved={changed} />
      )}
    />
  );
}
