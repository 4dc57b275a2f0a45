/** managewarehouse/list: which customer may use which warehouse, virtual warehouses included (customers: their own, read only). */
import "../../i18n.places";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type OrgWarehouseRow, orgWarehouseResource } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { ActiveToggle } from "../../../../components/resource/ActiveToggle";
import type { Option } from "../../../../components/resource/fromDefinition";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useOrgOptions, useWarehouseOptions } from "../../api.places";
import { ActiveTag } from "./tags";

const orgLabel = (o: { name: string; code: string }) => `${o.name} (${o.code})`;
/** An edited assignment keeps its customer and warehouse: they show as they are, whether still offered or not. */
const fixedChoices = (row: OrgWarehouseRow): Record<string, { options: Option[] }> => ({
  orgId: { options: [{ value: String(row.orgId), label: orgLabel({ name: row.orgName, code: row.orgCode }) }] },
  warehouseId: { options: [{ value: String(row.warehouseId), label: `${row.warehouseCode} · ${row.warehouseName}` }] },
});

export default function OrgWarehousePage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const canManage = hasPermission(me, orgWarehouseResource.permissions.manage);
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const orgs = useOrgOptions(canManage);
  const warehouses = useWarehouseOptions(true);
  const customers = (orgs.data ?? []).filter((o) => o.kind === "seller" || o.kind === "forwarder");
  return (
    <ResourcePage
      resource={orgWarehouseResource}
      intro={staff ? t("assignment.intro") : t("assignment.introReader")}
      emptyText={canManage ? t("assignment.empty") : t("assignment.emptyReader")}
      options={{
        orgId: customers.map((o) => ({ value: String(o.id), label: orgLabel(o) })),
        warehouseId: (warehouses.data ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.warehouseName}` })),
      }}
      fieldOverrides={(e) => (e.mode === "edit" ? fixedChoices(e.row) : {})}
      render={{ active: (r) => <ActiveTag active={r.active && r.warehouseActive} /> }}
      extraActions={(row, changed) => (
        <ActiveToggle
          url="/api/v2/organizationWarehouse/setActive"
          row={row}
          onDone={changed}
          texts={{ deactivate: t("assignment.end"), activate: t("assignment.restart") }}
        />
      )}
      onChanged={() => queryClient.invalidateQueries({ queryKey: ["masterdata-places"] })}
    />
  );
}
