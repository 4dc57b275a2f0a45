/** advertising/sp | sb | sd: one campaign type's list (30-day totals from the definition) with its state changes. */
import "../../i18n";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { campaignResource, type AdType } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { StateActions } from "./StateActions";

/** The screen's type from its path: advertising/sp, advertising/sb, advertising/sd. */
const typeOf = (pathname: string): AdType => (/\/advertising\/(sb|sd)(\/|$)/.exec(pathname)?.[1]?.toUpperCase() as AdType) ?? "SP";

export default function CampaignListPage() {
  const { t } = useTranslation("advertising");
  const adType = typeOf(useLocation().pathname);
  return (
    <ResourcePage
      key={adType}
      resource={campaignResource}
      intro={t(`campaigns.intro${adType}`)}
      hide={["adType"]}
      fixedQuery={{ "search[EQ_adType]": adType }}
      emptyText={t("campaigns.noCampaigns")}
      extraActions={(row, changed) => <StateActions level="campaign" row={row} changed={changed} />}
      actionsWidth={170}
    />
  );
}
