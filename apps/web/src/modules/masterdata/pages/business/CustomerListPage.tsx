/** customerList (+ update/:type): the operator's customers, created and edited here; status changes live in customermanage. */
import "../../i18n.business";
import { useTranslation } from "react-i18next";
import { customerResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useSalespersonOptions, useSellerOrgs } from "../../api.business";

export default function CustomerListPage() {
  const { t } = useTranslation("md-business");
  const people = (useSalespersonOptions().data ?? []).map((s) => ({
    value: String(s.id),
    label: s.active ? s.fullName : `${s.fullName} (${t("common.inactiveTag")})`,
  }));
  const orgs = (useSellerOrgs(true).data ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${o.name}` }));
  return (
    <ResourcePage
      resource={customerResource}
      intro={t("customer.listIntro")}
      emptyText={t("customer.empty")}
      options={{ salespersonId: people, linkedOrgId: orgs }}
      formRoute="customerList"
      columns={2}
    />
  );
}
