/** advertising/account: the sellers' ad accounts (one per store account) with authorisation and campaign counts. */
import "../../i18n";
import { useTranslation } from "react-i18next";
import { adAccountResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export default function AccountsPage() {
  const { t } = useTranslation("advertising");
  return <ResourcePage resource={adAccountResource} intro={t("campaigns.accountsIntro")} emptyText={t("campaigns.noAccounts")} />;
}
