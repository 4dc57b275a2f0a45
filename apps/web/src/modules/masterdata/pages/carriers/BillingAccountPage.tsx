/** billingaccount/list: which of the operator's accounts each warehouse's carrier bills arrive on. */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { billingAccountResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useAccountOptions, useActiveCarriers, useWarehouseOptions } from "../../api.carriers";
import { NS } from "./common";
import { carrierCodeOptions } from "./descriptors";

export default function BillingAccountPage() {
  const { t } = useTranslation(NS);
  const carriers = useActiveCarriers().data;
  const code = new Map((carriers ?? []).map((c) => [c.id, c.code]));
  const warehouses = (useWarehouseOptions().data ?? []).map((w) => ({
    value: String(w.warehouseId),
    label: `${w.warehouseCode} · ${w.warehouseName}`,
  }));
  const accounts = (useAccountOptions("operator", {}).data ?? []).map((a) => ({
    value: String(a.id),
    label: `${code.get(a.carrierId) ?? ""} · ${a.name} (${a.accountMasked})`,
  }));
  return (
    <ResourcePage
      resource={billingAccountResource}
      intro={t("billing.intro")}
      emptyText={t("billing.empty")}
      options={{ carrierCode: carrierCodeOptions(carriers), warehouseId: warehouses, carrierAccountId: accounts }}
      render={{ accountMasked: (r) => <code>{r.accountMasked}</code> }}
    />
  );
}
