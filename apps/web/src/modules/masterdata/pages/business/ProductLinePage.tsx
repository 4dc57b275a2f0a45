/** products/line: product lines (and, on a second tab, the suppliers they buy from) of the sellers in scope. */
import "../../i18n.business";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { productLineResource } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ActiveToggle } from "../../../../components/resource/ActiveToggle";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useSupplierOptions } from "../../api.business";
import { SupplierPanel } from "./SupplierPanel";
import { useOrgChoice } from "./useOrgChoice";

function ProductLines() {
  const { t } = useTranslation("md-business");
  const { orgs } = useOrgChoice();
  const suppliers = useSupplierOptions().data ?? [];
  // a line buys from its own seller's suppliers
  const suppliersOf = (orgId: unknown) =>
    suppliers.filter((s) => !orgs || String(s.orgId) === String(orgId)).map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` }));
  return (
    <ResourcePage
      resource={productLineResource}
      heading={false}
      emptyText={t("line.empty")}
      options={{ orgId: orgs ?? undefined, supplierId: suppliersOf(undefined) }}
      fieldOverrides={(editing) => ({
        supplierId: { kind: "select", optionsFrom: (v) => suppliersOf(editing.mode === "edit" ? editing.row.orgId : v.orgId) },
      })}
      extraActions={(row, changed) => <ActiveToggle url="/api/v1/ProductLine/setActive" row={row} onDone={changed} />}
    />
  );
}

export default function ProductLinePage() {
  const { t } = useTranslation("md-business");
  return (
    <div>
      <PageHeading title={t("line.title")} intro={t("line.intro")} />
      <Tabs
        destroyOnHidden
        items={[
          { key: "lines", label: t("line.tabLines"), children: <ProductLines /> },
          { key: "suppliers", label: t("line.tabSuppliers"), children: <SupplierPanel /> },
        ]}
      />
    </div>
  );
}
