/** Create/edit form of a warehouse (system/managewarehouse/list). */
import { useMemo } from "react";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { warehouseManageResource, type WarehouseRow, type WarehouseSave } from "@entrepot/contracts";
import { DictSelect } from "../../../../components/DictSelect";
import { FormModal } from "../../../../components/FormModal";
import { saveRecord } from "../../../../components/resource/resourceCalls";
import { useOperatorOptions } from "../../api.places";
import { AddressFields } from "./AddressFields";
import { useRequired } from "./formRules";

type Values = Omit<WarehouseSave, "id" | "version" | "warehouseType" | "sort"> & { warehouseType: string; sort?: number | null };
const wide = { gridColumn: "1 / -1" };
const FIELDS = [
  "code",
  "name",
  "warehouseType",
  "orgId",
  "countryCode",
  "state",
  "city",
  "postcode",
  "address1",
  "address2",
  "contactName",
  "contactPhone",
  "timeZone",
  "currency",
  "capacityM3",
  "sort",
  "remark",
];

function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const all = intl.supportedValuesOf?.("timeZone") ?? [];
  return all.length
    ? all
    : [
        "America/Los_Angeles",
        "America/Denver",
        "America/Chicago",
        "America/New_York",
        "America/Toronto",
        "America/Vancouver",
        "Europe/London",
        "Europe/Berlin",
        "Asia/Shanghai",
        "Asia/Tokyo",
      ];
}

export function WarehouseForm({
  row,
  isPlatform,
  onClose,
  onSaved,
}: {
  row?: WarehouseRow;
  isPlatform: boolean;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const operators = useOperatorOptions(isPlatform && !row);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const initial: Partial<Values> = row
    ? ({ ...row, warehouseType: String(row.warehouseType), orgId: row.orgId } as Partial<Values>)
    : { warehouseType: "1", countryCode: "US", timeZone: "America/Los_Angeles", currency: "USD", sort: 0 };

  // the body is built by the definition's save schema (types coerced, text trimmed, empty text as null)
  const submit = async (v: Values) => {
    await saveRecord(warehouseManageResource, v, row);
    onSaved();
  };

  return (
    <FormModal<Values>
      title={row ? t("warehouse.edit", { code: row.code }) : t("warehouse.create")}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      <Form.Item
        name="code"
        label={t("warehouse.code")}
        extra={row ? undefined : t("warehouse.codeHelp")}
        rules={[req(t("warehouse.code")), { pattern: /^[A-Za-z0-9]{2,32}$/, message: t("rules.warehouseCode") }]}
      >
        <Input maxLength={32} disabled={!!row} style={{ textTransform: "uppercase" }} />
      </Form.Item>
      <Form.Item name="name" label={t("warehouse.name")} rules={[req(t("warehouse.name"))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="warehouseType" label={t("warehouse.type")} rules={[req(t("warehouse.type"), false)]}>
        <Select options={["1", "2", "3", "4"].map((v) => ({ value: v, label: t(`warehouseType.${v}`) }))} />
      </Form.Item>
      {isPlatform && (
        <Form.Item name="orgId" label={t("warehouse.operator")} rules={row ? [] : [req(t("warehouse.operator"), false)]}>
          <Select
            disabled={!!row}
            showSearch={{ optionFilterProp: "label" }}
            loading={operators.isLoading}
            options={
              row
                ? [{ value: row.orgId, label: row.orgName }]
                : (operators.data ?? []).map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))
            }
          />
        </Form.Item>
      )}
      <AddressFields
        names={{ country: "countryCode", state: "state", city: "city", postcode: "postcode" }}
        required={{ city: true, postcode: true }}
      />
      <Form.Item name="address1" label={t("common.address1")} rules={[req(t("common.address1"))]} style={wide}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="address2" label={t("common.address2")} style={wide}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="contactName" label={t("common.contact")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t("common.phone")} rules={[{ pattern: /^\+?[\d\s()-]{5,40}$/, message: t("rules.phone") }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="timeZone" label={t("warehouse.timeZone")} rules={[req(t("warehouse.timeZone"), false)]}>
        <Select showSearch={{ optionFilterProp: "label" }} options={zones} />
      </Form.Item>
      <Form.Item name="currency" label={t("warehouse.currency")} rules={[req(t("warehouse.currency"), false)]}>
        <DictSelect type="currencies" allowClear={false} />
      </Form.Item>
      <Form.Item
        name="capacityM3"
        label={t("warehouse.capacity")}
        rules={[{ pattern: /^\d{1,11}(\.\d{1,3})?$/, message: t("rules.measure") }]}
      >
        <Input maxLength={15} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="sort" label={t("common.sort")}>
        <InputNumber min={0} max={99999} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")} style={wide}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}
