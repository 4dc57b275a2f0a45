/** managewarehouse/list: which customer may use which warehouse, virtual warehouses included (customers: their own, read only). */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OrgWarehouseRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { FormModal } from "../../../../components/FormModal";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import {
  assignmentUrls,
  deleteAssignment,
  saveAssignment,
  setAssignmentActive,
  useOrgOptions,
  useWarehouseOptions,
} from "../../api.places";
import { assignmentColumns, assignmentFilters } from "./descriptors.warehouse";
import { useRequired } from "./formRules";

interface Values {
  orgId: number;
  warehouseId: number;
  isVirtual: boolean;
  code?: string | null;
  name?: string | null;
  remark?: string | null;
}
const FIELDS = ["orgId", "warehouseId", "isVirtual", "code", "name", "remark"];

function AssignmentForm({ row, onClose, onSaved }: { row?: OrgWarehouseRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const orgs = useOrgOptions();
  const warehouses = useWarehouseOptions(true);
  const customers = (orgs.data ?? []).filter((o) => o.kind === "seller" || o.kind === "forwarder");
  const submit = async (v: Values) => {
    const body = {
      orgId: v.orgId,
      warehouseId: v.warehouseId,
      isVirtual: !!v.isVirtual,
      code: v.code?.trim() || null,
      name: v.name?.trim() || null,
      remark: v.remark?.trim() || null,
    };
    await saveAssignment(row ? { ...body, id: row.id, version: row.version } : body);
    onSaved();
  };
  return (
    <FormModal<Values>
      title={row ? t("assignment.editTitle", { code: row.code }) : t("assignment.createTitle")}
      initialValues={row ?? { isVirtual: false }}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
    >
      <Form.Item name="orgId" label={t("assignment.org")} rules={[req(t("assignment.org"), false)]}>
        <Select
          disabled={!!row}
          showSearch={{ optionFilterProp: "label" }}
          loading={orgs.isLoading}
          options={
            row
              ? [{ value: row.orgId, label: `${row.orgName} (${row.orgCode})` }]
              : customers.map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))
          }
        />
      </Form.Item>
      <Form.Item name="warehouseId" label={t("assignment.warehouse")} rules={[req(t("assignment.warehouse"), false)]}>
        <Select
          disabled={!!row}
          showSearch={{ optionFilterProp: "label" }}
          loading={warehouses.isLoading}
          options={
            row
              ? [{ value: row.warehouseId, label: `${row.warehouseCode} · ${row.warehouseName}` }]
              : (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.warehouseName}` }))
          }
        />
      </Form.Item>
      <Form.Item name="isVirtual" label={t("assignment.isVirtual")} valuePropName="checked">
        <Switch disabled={!!row} />
      </Form.Item>
      <Form.Item noStyle dependencies={["isVirtual"]}>
        {({ getFieldValue }) => {
          const virtual = !!getFieldValue("isVirtual");
          return (
            <>
              <Form.Item
                name="code"
                label={t("assignment.code")}
                extra={t("assignment.codeHelp")}
                rules={[
                  ...(virtual ? [req(t("assignment.code"))] : []),
                  { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, message: t("rules.assignmentCode") },
                ]}
              >
                <Input maxLength={32} style={{ textTransform: "uppercase" }} />
              </Form.Item>
              <Form.Item name="name" label={t("assignment.name")} rules={virtual ? [req(t("assignment.name"))] : []}>
                <Input maxLength={100} />
              </Form.Item>
            </>
          );
        }}
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export default function OrgWarehousePage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row?: OrgWarehouseRow } | null>(null);
  const canManage = hasPermission(me, "masterdata:orgWarehouse:manage");
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listQueryKey(assignmentUrls.list) });
    void queryClient.invalidateQueries({ queryKey: ["masterdata-places"] });
  };
  const toggle = async (row: OrgWarehouseRow) => {
    try {
      await setAssignmentActive({ id: row.id, version: row.version, active: !row.active });
      void message.success(t("components:form.saved"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    refresh();
  };
  return (
    <div>
      <PageHeading title={t("assignment.title")} intro={staff ? t("assignment.intro") : t("assignment.introReader")} />
      <ResourceTable<OrgWarehouseRow>
        tableId="places.orgWarehouses"
        listUrl={assignmentUrls.list}
        exportUrl={assignmentUrls.export}
        rowKey="id"
        columns={assignmentColumns(staff)}
        filters={assignmentFilters(staff)}
        defaults={{ sort: { field: "orgCode", order: "asc" } }}
        emptyText={canManage ? t("assignment.empty") : t("assignment.emptyReader")}
        actionsWidth={canManage ? 170 : undefined}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
              {t("assignment.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ row })}
                  onDelete={() =>
                    void confirmDestroy({ name: `${row.orgCode} · ${row.code}`, onConfirm: () => deleteAssignment(row.id).then(refresh) })
                  }
                >
                  <Button type="link" size="small" onClick={() => void toggle(row)} style={{ paddingInline: 4 }}>
                    {row.active ? t("assignment.end") : t("assignment.restart")}
                  </Button>
                </RowActions>
              )
            : undefined
        }
      />
      {editing && <AssignmentForm row={editing.row} onClose={() => setEditing(null)} onSaved={refresh} />}
    </div>
  );
}
