/** basicdata/warehouseConfig: each warehouse's operating settings (customers read those of their warehouses). */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useTranslation } from "react-i18next";
import type { WarehouseConfigRow, WarehouseConfigSave } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { DictSelect } from "../../../../components/DictSelect";
import { FormModal } from "../../../../components/FormModal";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { configUrls, saveWarehouseConfig } from "../../api.places";
import { configColumns } from "./descriptors.warehouse";
import { useRequired } from "./formRules";

type Values = Omit<WarehouseConfigSave, "warehouseId" | "version">;
const FIELDS = [
  "orderCutoffTime",
  "workingDays",
  "defaultLabelFormat",
  "lengthUnit",
  "weightUnit",
  "allowPartialShipment",
  "appointmentRequired",
  "acceptReturns",
  "shelvingSlaHours",
  "dispatchSlaHours",
  "maxParcelWeightKg",
];
const slots = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);

function ConfigForm({ row, onClose, onSaved }: { row: WarehouseConfigRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const submit = async (v: Values) => {
    await saveWarehouseConfig({
      ...v,
      warehouseId: row.warehouseId,
      version: row.version,
      maxParcelWeightKg: v.maxParcelWeightKg ? String(v.maxParcelWeightKg) : null,
    });
    onSaved();
  };
  const hours = (name: string, label: string) => (
    <Form.Item name={name} label={label} rules={[req(label, false)]}>
      <InputNumber min={1} max={720} style={{ width: "100%" }} />
    </Form.Item>
  );
  const flag = (name: string, label: string) => (
    <Form.Item name={name} label={label} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
  return (
    <FormModal<Values>
      title={t("config.editTitle", { code: row.warehouseCode })}
      initialValues={row}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      <Form.Item name="orderCutoffTime" label={t("config.cutoff")} extra={t("config.cutoffHelp")} rules={[req(t("config.cutoff"), false)]}>
        <Select showSearch options={slots.map((s) => ({ value: s, label: `${s} (${row.timeZone})` }))} />
      </Form.Item>
      <Form.Item name="defaultLabelFormat" label={t("config.labelFormat")} rules={[req(t("config.labelFormat"), false)]}>
        <DictSelect type="labelFormats" allowClear={false} />
      </Form.Item>
      <Form.Item
        name="workingDays"
        label={t("config.workingDays")}
        rules={[{ required: true, type: "array", min: 1, message: t("components:form.required", { label: t("config.workingDays") }) }]}
        style={{ gridColumn: "1 / -1" }}
      >
        <Checkbox.Group options={["1", "2", "3", "4", "5", "6", "7"].map((d) => ({ value: Number(d), label: t(`config.days.${d}`) }))} />
      </Form.Item>
      <Form.Item name="lengthUnit" label={t("config.lengthUnit")} rules={[req(t("config.lengthUnit"), false)]}>
        <DictSelect type="lengthUnits" allowClear={false} />
      </Form.Item>
      <Form.Item name="weightUnit" label={t("config.weightUnit")} rules={[req(t("config.weightUnit"), false)]}>
        <DictSelect type="weightUnits" allowClear={false} />
      </Form.Item>
      {hours("shelvingSlaHours", t("config.shelvingSla"))}
      {hours("dispatchSlaHours", t("config.dispatchSla"))}
      <Form.Item
        name="maxParcelWeightKg"
        label={t("config.maxParcel")}
        rules={[{ pattern: /^\d{1,11}(\.\d{1,3})?$/, message: t("rules.measure") }]}
      >
        <Input inputMode="decimal" maxLength={15} />
      </Form.Item>
      <span />
      {flag("allowPartialShipment", t("config.partial"))}
      {flag("appointmentRequired", t("config.appointment"))}
      {flag("acceptReturns", t("config.returns"))}
    </FormModal>
  );
}

export default function WarehouseConfigPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const refresh = useRefreshList(configUrls.list);
  const [editing, setEditing] = useState<WarehouseConfigRow | null>(null);
  const canManage = hasPermission(me, "masterdata:warehouseConfig:manage");
  return (
    <div>
      <PageHeading title={t("config.title")} intro={t("config.intro")} />
      <ResourceTable<WarehouseConfigRow>
        tableId="places.warehouseConfig"
        listUrl={configUrls.list}
        exportUrl={configUrls.export}
        rowKey="warehouseId"
        columns={configColumns}
        filters={[
          { field: "warehouseCode", label: "masterdata-places:warehouse.code", kind: "text", width: 140 },
          { field: "configured", label: "masterdata-places:config.configured", kind: "bool", width: 100 },
        ]}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("config.empty")}
        actionsWidth={canManage ? 110 : undefined}
        rowActions={
          canManage
            ? (row) => (
                <RowActions>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing(row)}
                    style={{ paddingInline: 4 }}
                    data-testid={`config-${row.warehouseCode}`}
                  >
                    {t("config.edit")}
                  </Button>
                </RowActions>
              )
            : undefined
        }
      />
      {editing && <ConfigForm row={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}
