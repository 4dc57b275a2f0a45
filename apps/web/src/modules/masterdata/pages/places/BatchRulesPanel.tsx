/** The batch rules tab of system/managewarehouse/list: add and edit go to system/managewarehouse/batchway/:type. */
import { useTranslation } from "react-i18next";
import { batchRuleResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export function BatchRulesPanel() {
  const { t } = useTranslation("masterdata-places");
  return (
    <ResourcePage
      resource={batchRuleResource}
      heading={false}
      before={<p style={{ marginTop: 0 }}>{t("rule.intro")}</p>}
      emptyText={t("rule.empty")}
      formPage={{ create: "/system/managewarehouse/batchway/add", edit: (row) => `/system/managewarehouse/batchway/edit?id=${row.id}` }}
      createTestId="create-rule"
    />
  );
}
