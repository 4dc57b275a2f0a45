/**
 * basicdata/orgServiceAssignment: which seller may use which delivery channel at which warehouse, and
 * whose account pays (orgCarrierServiceResource). Operator staff assign; a seller reads its own services
 * (myCarrierServiceResource: the same calls, without the organisation).
 */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { myCarrierServiceResource, orgCarrierServiceResource, type OrgCarrierServiceRow } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { orgServiceApi, useActiveCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, labelOf, NS } from "./common";
import { carrierCodeOptions } from "./descriptors";
import { OrgServiceForm } from "./OrgServiceForm";

const paidBy = (r: OrgCarrierServiceRow) =>
  r.accountSource === "own" ? `${labelOf("source", "own")} ${r.carrierAccountMasked ?? ""}` : labelOf("source", "operator");

export default function OrgServicePage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const seller = !!me && me.org.kind !== "operator" && me.org.kind !== "platform";
  const refreshPickers = useRefreshPickers();
  const carriers = useActiveCarriers();
  return (
    <div>
      <PageHeading
        title={t(seller ? "orgService.sellerTitle" : "orgService.title")}
        intro={t(seller ? "orgService.sellerIntro" : "orgService.intro")}
      />
      <ResourcePage
        resource={seller ? myCarrierServiceResource : orgCarrierServiceResource}
        heading={false}
        hide={seller ? ["orgCode", "orgName"] : undefined}
        options={{ carrierCode: carrierCodeOptions(carriers.data) }}
        render={{ orgCode: (r) => `${r.orgCode} · ${r.orgName}`, accountSource: paidBy }}
        emptyText={t(seller ? "orgService.sellerEmpty" : "orgService.empty")}
        onChanged={refreshPickers}
        form={(e, close, changed) => <OrgServiceForm row={e.mode === "edit" ? e.row : undefined} onClose={close} onSaved={changed} />}
        extraActions={(row, changed) => (
          <ActiveToggle
            row={row}
            setActive={orgServiceApi.setActive}
            onDone={changed}
            labels={["orgService.suspend", "orgService.resume"]}
          />
        )}
        actionsWidth={210}
      />
    </div>
  );
}
