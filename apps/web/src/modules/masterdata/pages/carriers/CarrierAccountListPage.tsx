/** carrieraccount/list and basicdata/carrierAccount: the operator's own carrier accounts (numbers masked, credentials never shown). */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { carrierAccountResource } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { operatorAccountApi, useActiveCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { accountRenders, carrierCodeOptions } from "./descriptors";

export default function CarrierAccountListPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const refreshPickers = useRefreshPickers();
  const carriers = useActiveCarriers();
  return (
    <ResourcePage
      resource={carrierAccountResource}
      intro={t("account.intro")}
      emptyText={t("account.empty")}
      // the owner column only for the platform, which sees the accounts of several operators
      hide={me?.org.kind === "platform" ? [] : ["orgCode"]}
      options={{ carrierCode: carrierCodeOptions(carriers.data) }}
      render={accountRenders}
      formPage={{ create: "/carrieraccount/add", edit: (row) => `/carrieraccount/update/edit?id=${row.id}` }}
      extraActions={(row, changed) => <ActiveToggle row={row} setActive={operatorAccountApi.setActive} onDone={changed} />}
      actionsWidth={210}
      onChanged={refreshPickers}
    />
  );
}
