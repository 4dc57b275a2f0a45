/** basicdata/forwarderPort: the ports each forwarder serves, its own code and cut-off. */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { ForwarderPortRow, ForwarderPortSave } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { FormModal } from "../../../../components/FormModal";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteForwarderPort, forwarderPortUrls, saveForwarderPort, usePortOptions } from "../../api.places";
import { forwarderPortColumns, forwarderPortFilters } from "./descriptors.address";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";

const FIELDS = ["orgId", "portId", "forwarderCode", "cutoffDays", "active", "remark"];

function ForwarderPortForm({ row, staff, onClose, onSaved }: { row?: ForwarderPortRow; staff: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const ports = usePortOptions();
  const submit = async (v: ForwarderPortSave) => {
    const body: ForwarderPortSave = { portId: v.portId, forwarderCode: v.forwarderCode?.trim() || null, cutoffDays: v.cutoffDays ?? 3, active: v.active !== false, remark: v.remark?.trim() || null, ...(v.orgId && !row ? { orgId: v.orgId } : {}) };
    await saveForwarderPort(row ? { ...body, id: row.id, version: row.version } : body);
    onSaved();
  };
  return (
    <FormModal<ForwarderPortSave> title={row ? t("fport.editTitle", { code: row.portCode }) : t("fport.createTitle")} initialValues={row ?? { cutoffDays: 3, active: true }} onSubmit={submit} onClose={onClose} onConflict={onSaved} fieldNames={FIELDS}>
      {staff && !row && <OrgPicker kinds={["forwarder"]} label={t("fport.forwarder")} />}
      <Form.Item name="portId" label={t("fport.port")} rules={[req(t("fport.port"), false)]}>
        <Select
          disabled={!!row}
          showSearch={{ optionFilterProp: "label" }}
          loading={ports.isLoading}
          options={(ports.data ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
        />
      </Form.Item>
      <Form.Item name="forwarderCode" label={t("fport.forwarderCode")}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="cutoffDays" label={t("fport.cutoffDays")} rules={[req(t("fport.cutoffDays"), false)]}>
        <InputNumber min={0} max={60} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t("common.active")}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export default function ForwarderPortPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const refresh = useRefreshList(forwarderPortUrls.list);
  const [editing, setEditing] = useState<{ row?: ForwarderPortRow } | null>(null);
  const canManage = hasPermission(me, "masterdata:forwarderPort:manage");
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  return (
    <div>
      <PageHeading title={t("fport.title")} intro={t("fport.intro")} />
      <ResourceTable<ForwarderPortRow>
        tableId="places.forwarderPorts"
        listUrl={forwarderPortUrls.list}
        exportUrl={forwarderPortUrls.export}
        rowKey="id"
        columns={forwarderPortColumns(staff)}
        filters={forwarderPortFilters}
        defaults={{ sort: { field: "portCode", order: "asc" } }}
        emptyText={t("fport.empty")}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
              {t("fport.create")}
            </Button>
          )
        }
        rowActions={canManage ? (row) => <RowActions onEdit={() => setEditing({ row })} onDelete={() => void confirmDestroy({ name: `${row.orgCode} · ${row.portCode}`, onConfirm: () => deleteForwarderPort(row.id).then(refresh) })} /> : undefined}
      />
      {editing && <ForwarderPortForm row={editing.row} staff={staff} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}
