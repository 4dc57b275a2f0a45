/** system/managewarehouse/batchway/:type — `add` (optionally ?warehouseId=) creates a batch rule, `edit?id=` changes one. */
import "../../i18n.places";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { batchRuleResource } from "@entrepot/contracts";
import { ResourceFormPage } from "../../../../components/resource/ResourceFormPage";
import { useAssignmentOptions, useOrgOptions, useWarehouseOptions } from "../../api.places";

export default function BatchRulePage() {
  const { t } = useTranslation("masterdata-places");
  const [params] = useSearchParams();
  const warehouses = useWarehouseOptions(true);
  const assignments = useAssignmentOptions();
  const orgs = useOrgOptions();
  // customers that use the chosen warehouse (a rule for anyone else is refused)
  const customersOf = (warehouseId: unknown) => {
    const users = new Set((assignments.data ?? []).filter((a) => String(a.warehouseId) === String(warehouseId)).map((a) => a.orgId));
    return (orgs.data ?? []).filter((o) => users.has(o.id)).map((o) => ({ value: String(o.id), label: `${o.code} · ${o.name}` }));
  };
  return (
    <ResourceFormPage
      resource={batchRuleResource}
      back="/system/managewarehouse/list?tab=rules"
      intro={t("rule.intro")}
      options={{
        warehouseId: warehouses.data?.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.warehouseName}` })) ?? [],
        customerOrgId: [],
      }}
      createValues={{ warehouseId: Number(params.get("warehouseId")) || undefined }}
      fieldOverrides={(e) => ({
        customerOrgId:
          e.mode === "edit"
            ? {
                options: e.row.customerOrgId
                  ? [{ value: String(e.row.customerOrgId), label: `${e.row.customerOrgCode} · ${e.row.customerOrgName}` }]
                  : [],
              }
            : { optionsFrom: (v) => customersOf(v.warehouseId), dependsOn: "warehouseId" },
        minShelfLifeDays: { hidden: ({ values }) => values.rule !== "fefo" },
      })}
    />
  );
}
