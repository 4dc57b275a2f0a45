/** WMS/workConfig: each warehouse's shelving time-out, order cut-off and storage capacity. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { WorkConfigRow, WorkConfigSave } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { FormModal } from "../../../components/FormModal";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import type { ColumnDef } from "../../../components/resource/types";
import { RowActions } from "../../../components/RowActions";
import { saveWorkConfig, workConfigUrls } from "../api";

type Values = Omit<WorkConfigSave, "warehouseId" | "version">;
const FIELDS = ["shelvingTimeoutHours", "orderCutoffTime", "storageCapacityM3"];
const slots = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
const ns = (k: string) => `stockcontrol:config.${k}`;

const columns: ColumnDef<WorkConfigRow>[] = [
  { key: "warehouseCode", title: ns("warehouse"), sortable: true, width: 130, fixed: "left" },
  { key: "warehouseName", title: ns("name"), sortable: true, width: 200, ellipsis: true },
  { key: "timeZone", title: ns("timeZone"), width: 170 },
  { key: "shelvingTimeoutHours", title: ns("shelving"), kind: "number", width: 150 },
  { key: "orderCutoffTime", title: ns("cutoff"), sortable: true, width: 110 },
  { key: "storageCapacityM3", title: ns("capacity"), kind: "number", sortable: true, width: 130 },
];

function ConfigForm({ row, onClose, onSaved }: { row: WorkConfigRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("stockcontrol");
  const required = (label: string) => ({ required: true, message: t("components:form.required", { label }) });
  return (
    <FormModal<Values>
      title={t("config.editTitle", { code: row.warehouseCode })}
      initialValues={row as unknown as Values}
      onSubmit={async (v) => {
        await saveWorkConfig({ ...v, warehouseId: row.warehouseId, version: row.version, storageCapacityM3: v.storageCapacityM3 || null });
        onSaved();
      }}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
    >
      <Form.Item name="shelvingTimeoutHours" label={t("config.shelving")} rules={[required(t("config.shelving"))]}>
        <InputNumber min={1} max={720} precision={0} style={{ width: "100%" }} data-testid="config-shelving" />
      </Form.Item>
      <Form.Item name="orderCutoffTime" label={t("config.cutoff")} rules={[required(t("config.cutoff"))]}>
        <Select showSearch options={slots.map((s) => ({ value: s, label: `${s} (${row.timeZone})` }))} />
      </Form.Item>
      <Form.Item
        name="storageCapacityM3"
        label={t("config.capacity")}
        extra={t("config.capacityHelp")}
        rules={[{ pattern: /^\d{1,11}(\.\d{1,3})?$/, message: t("config.measure") }]}
      >
        <Input inputMode="decimal" maxLength={15} data-testid="config-capacity" />
      </Form.Item>
    </FormModal>
  );
}

export default function WorkConfigPage() {
  const { t } = useTranslation("stockcontrol");
  const { data: me } = useMe();
  const refresh = useRefreshList(workConfigUrls.list);
  const [editing, setEditing] = useState<WorkConfigRow | null>(null);
  const canManage = hasPermission(me, "stockcontrol:workconfig:manage");
  return (
    <div>
      <PageHeading title={t("config.title")} intro={t("config.intro")} />
      <ResourceTable<WorkConfigRow>
        tableId="stockcontrol.workConfig"
        listUrl={workConfigUrls.list}
        exportUrl={workConfigUrls.export}
        rowKey="warehouseId"
        columns={[
          ...columns,
          {
            key: "configured",
            title: ns("configured"),
            sortable: true,
            width: 100,
            render: (r) => (r.configured ? null : <Tag>{t("config.defaults")}</Tag>),
          },
        ]}
        filters={[
          { field: "warehouseCode", label: ns("warehouse"), kind: "text", width: 140 },
          { field: "configured", label: ns("configured"), kind: "bool", width: 100 },
        ]}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("config.empty")}
        actionsWidth={canManage ? 90 : undefined}
        rowActions={
          canManage
            ? (row) => (
                <RowActions>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing(row)}
                    style={{ paddingInline: 4 }}
                    data-testid={`workconfig-${row.warehouseCode}`}
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
