/** salesmanList (+ update/:type): the operator's salespeople, optionally linked to a user of the org. */
import "../../i18n.business";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { salespersonResource } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshOptions } from "../../api.business";

export default function SalesmanListPage() {
  const { t } = useTranslation("md-business");
  const me = useMe().data;
  const refreshOptions = useRefreshOptions();
  // the people of the caller's org, to link a salesperson to a login
  const users = useQuery({
    queryKey: ["md-business", "orgUsers", me?.org.id],
    enabled: hasPermission(me, "admin:user:read"),
    queryFn: ({ signal }) =>
      api.get<{ id: number; username: string; fullName: string }[]>("/api/v1/User/findAllByContextId", { orgId: me!.org.id }, signal),
  });
  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.fullName} (${u.username})` }));
  return (
    <ResourcePage
      resource={salespersonResource}
      intro={t("salesman.intro")}
      emptyText={t("salesman.empty")}
      options={{ userId: userOptions }}
      formRoute="salesmanList"
      onChanged={() => refreshOptions("salespeople")}
    />
  );
}
