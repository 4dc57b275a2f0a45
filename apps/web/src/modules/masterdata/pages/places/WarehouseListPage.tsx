/** system/managewarehouse/list: the operator's warehouses, their batch rules and EAS pushes (customers: their warehouses, read only). */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import Dropdown from "antd/es/dropdown";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Tabs from "antd/es/tabs";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { WarehouseRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { pushUrls, pushWarehouse, setWarehouseActive, setWarehousePageDisplay, warehouseUrls } from "../../api.places";
import { BatchRulesPanel } from "./BatchRulesPanel";
import { EasPushPanel } from "./EasPushPanel";
import { warehouseColumns, warehouseFilters } from "./descriptors.warehouse";
import { WarehouseForm } from "./WarehouseForm";

type Editing = { row?: WarehouseRow } | null;

export default function WarehouseListPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const canManage = hasPermission(me, "masterdata:warehouse:manage");
  const isPlatform = me?.org.kind === "platform";
  const listUrl = canManage ? warehouseUrls.manageList : warehouseUrls.list;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listQueryKey(listUrl) });
    void queryClient.invalidateQueries({ queryKey: ["masterdata-places"] });
  };
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      void message.success(t("components:form.saved"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    refresh();
  };

  const toggleActive = (row: WarehouseRow) => {
    if (row.active === false) return void run(() => setWarehouseActive({ id: row.id, version: row.version, active: true }));
    Modal.confirm({
      title: t("warehouse.deactivateTitle", { code: row.code }),
      content:
        row.assignedOrgCount > 0 ? t("warehouse.deactivateInUse", { count: row.assignedOrgCount }) : t("warehouse.deactivateContent"),
      okText: t("warehouse.deactivateOk"),
      okButtonProps: { danger: true, ...{ "data-testid": "confirm-deactivate" } },
      cancelText: t("components:form.cancel"),
      onOk: () =>
        run(() => setWarehouseActive({ id: row.id, version: row.version, active: false, endAssignments: row.assignedOrgCount > 0 })),
    });
  };
  const push = async (row: WarehouseRow) => {
    try {
      const p = await pushWarehouse(row.id);
      if (p.status === "sent")
        void message.success(t("warehouse.pushSent", { number: (p.response as { easNumber?: string } | null)?.easNumber ?? row.code }));
      else if (p.status === "pending") void message.warning(t("warehouse.pushPending"));
      else void message.error(t("warehouse.pushFailed", { error: p.lastError ?? "" }), 6);
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void queryClient.invalidateQueries({ queryKey: listQueryKey(pushUrls.list) });
  };

  const table = (
    <ResourceTable<WarehouseRow>
      tableId={canManage ? "places.warehouses.manage" : "places.warehouses"}
      listUrl={listUrl}
      exportUrl={canManage ? warehouseUrls.manageExport : warehouseUrls.export}
      rowKey="id"
      columns={warehouseColumns(isPlatform, canManage)}
      filters={warehouseFilters}
      defaults={{ sort: { field: "sort", order: "asc" } }}
      emptyText={canManage ? t("warehouse.empty") : t("warehouse.emptyReader")}
      actionsWidth={canManage ? 190 : undefined}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
            {t("warehouse.create")}
          </Button>
        )
      }
      rowActions={
        canManage
          ? (row) => (
              <RowActions onEdit={() => setEditing({ row })}>
                <Button
                  type="link"
                  size="small"
                  danger={row.active}
                  onClick={() => toggleActive(row)}
                  style={{ paddingInline: 4 }}
                  data-testid={`toggle-${row.code}`}
                >
                  {row.active ? t("common.deactivate") : t("common.activate")}
                </Button>
                <Dropdown
                  trigger={["click"]}
                  menu={{
                    items: [
                      { key: "display", label: row.pageDisplay ? t("warehouse.hide") : t("warehouse.show") },
                      { key: "push", label: t("warehouse.push") },
                      { key: "rules", label: t("rule.create") },
                    ],
                    onClick: ({ key }) => {
                      if (key === "display")
                        void run(() => setWarehousePageDisplay({ id: row.id, version: row.version, pageDisplay: !row.pageDisplay }));
                      if (key === "push") void push(row);
                      if (key === "rules") void navigate(`/system/managewarehouse/batchway/add?warehouseId=${row.id}`);
                    },
                  }}
                >
                  <Button type="link" size="small" style={{ paddingInline: 4 }} data-testid={`more-${row.code}`}>
                    {t("common.more")}
                  </Button>
                </Dropdown>
              </RowActions>
            )
          : undefined
      }
    />
  );

  const tab = params.get("tab") ?? "warehouses";
  return (
    <div>
      <PageHeading title={t("warehouse.title")} intro={canManage ? t("warehouse.intro") : t("warehouse.introReader")} />
      {canManage ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === "warehouses" ? {} : { tab: key })}
          destroyOnHidden
          items={[
            { key: "warehouses", label: t("warehouse.tabWarehouses"), children: table },
            {
              key: "rules",
              label: t("warehouse.tabRules"),
              children: <BatchRulesPanel />,
            },
            { key: "pushes", label: t("warehouse.tabPushes"), children: <EasPushPanel /> },
          ]}
        />
      ) : (
        table
      )}
      {editing && <WarehouseForm row={editing.row} isPlatform={isPlatform} onClose={() => setEditing(null)} onSaved={refresh} />}
    </div>
  );
}
