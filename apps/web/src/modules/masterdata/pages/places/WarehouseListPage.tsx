/** system/managewarehouse/list: the operator's warehouses, their batch rules and EAS pushes (customers: their warehouses, read only). */
import "../../i18n.places";
import Button from "antd/es/button";
import Dropdown from "antd/es/dropdown";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Tabs from "antd/es/tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { easPushResource, warehouseManageResource, warehouseResource, type WarehouseRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { pushWarehouse, setWarehouseActive, setWarehousePageDisplay } from "../../api.places";
import { BatchRulesPanel } from "./BatchRulesPanel";
import { EasPushPanel } from "./EasPushPanel";
import { WarehouseForm } from "./WarehouseForm";

/** The staff's row commands: activate/deactivate (ending assignments on confirmation), and a menu to show or hide, push, add a rule. */
function WarehouseCommands({ row, changed }: { row: WarehouseRow; changed: () => Promise<unknown> }) {
  const { t } = useTranslation("masterdata-places");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      void message.success(t("components:form.saved"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    // the pickers of the area cache warehouses too
    void queryClient.invalidateQueries({ queryKey: ["masterdata-places"] });
    void changed();
  };
  const toggleActive = () => {
    if (!row.active) return void run(() => setWarehouseActive({ id: row.id, version: row.version, active: true }));
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
  const push = async () => {
    try {
      const p = await pushWarehouse(row.id);
      if (p.status === "sent")
        void message.success(t("warehouse.pushSent", { number: (p.response as { easNumber?: string } | null)?.easNumber ?? row.code }));
      else if (p.status === "pending") void message.warning(t("warehouse.pushPending"));
      else void message.error(t("warehouse.pushFailed", { error: p.lastError ?? "" }), 6);
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void queryClient.invalidateQueries({ queryKey: listQueryKey(easPushResource.paths.list.split(" ")[1]!) });
  };
  const menu = {
    items: [
      { key: "display", label: row.pageDisplay ? t("warehouse.hide") : t("warehouse.show") },
      { key: "push", label: t("warehouse.push") },
      { key: "rules", label: t("rule.create") },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === "display") void run(() => setWarehousePageDisplay({ id: row.id, version: row.version, pageDisplay: !row.pageDisplay }));
      if (key === "push") void push();
      if (key === "rules") void navigate(`/system/managewarehouse/batchway/add?warehouseId=${row.id}`);
    },
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        danger={row.active}
        onClick={toggleActive}
        style={{ paddingInline: 4 }}
        data-testid={`toggle-${row.code}`}
      >
        {row.active ? t("common.deactivate") : t("common.activate")}
      </Button>
      <Dropdown trigger={["click"]} menu={menu}>
        <Button type="link" size="small" style={{ paddingInline: 4 }} data-testid={`more-${row.code}`}>
          {t("common.more")}
        </Button>
      </Dropdown>
    </>
  );
}

export default function WarehouseListPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const canManage = hasPermission(me, "masterdata:warehouse:manage");
  const isPlatform = me?.org.kind === "platform";
  const heading = <PageHeading title={t("warehouse.title")} intro={canManage ? t("warehouse.intro") : t("warehouse.introReader")} />;
  if (!canManage)
    return (
      <div>
        {heading}
        <ResourcePage resource={warehouseResource} heading={false} emptyText={t("warehouse.emptyReader")} />
      </div>
    );

  const warehouses = (
    <ResourcePage
      resource={warehouseManageResource}
      heading={false}
      emptyText={t("warehouse.empty")}
      // the platform runs every operator's warehouses: who runs each matters there
      show={isPlatform ? ["orgName"] : []}
      actionsWidth={190}
      extraActions={(row, changed) => <WarehouseCommands row={row} changed={changed} />}
      onChanged={() => queryClient.invalidateQueries({ queryKey: ["masterdata-places"] })}
      form={(editing, close, changed) => (
        <WarehouseForm row={editing.mode === "edit" ? editing.row : undefined} isPlatform={isPlatform} onClose={close} onSaved={changed} />
      )}
    />
  );
  return (
    <div>
      {heading}
      <Tabs
        activeKey={params.get("tab") ?? "warehouses"}
        onChange={(key) => setParams(key === "warehouses" ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: "warehouses", label: t("warehouse.tabWarehouses"), children: warehouses },
          { key: "rules", label: t("warehouse.tabRules"), children: <BatchRulesPanel /> },
          { key: "pushes", label: t("warehouse.tabPushes"), children: <EasPushPanel /> },
        ]}
      />
    </div>
  );
}
