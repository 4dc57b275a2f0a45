/** The suppliers tab of products/line: each seller's suppliers, which its product lines pick from. */
import { useTranslation } from "react-i18next";
import { supplierResource } from "@entrepot/contracts";
import { ActiveToggle } from "../../../../components/resource/ActiveToggle";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshOptions } from "../../api.business";
import { useOrgChoice } from "./useOrgChoice";

export function SupplierPanel() {
  const { t } = useTranslation("md-business");
  const refreshOptions = useRefreshOptions();
  const { orgs } = useOrgChoice();
  return (
    <ResourcePage
      resource={supplierResource}
      heading={false}
      columns={2}
      emptyText={t("supplier.empty")}
      createTestId="create-supplier"
      options={{ orgId: orgs ?? undefined }}
      onChanged={() => refreshOptions("suppliers")}
      extraActions={(row, changed) => <ActiveToggle url="/api/v2/Supplier/setActive" row={row} onDone={changed} />}
    />
  );
}
