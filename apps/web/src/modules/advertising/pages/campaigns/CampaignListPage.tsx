/**
 * advertising/sp | sb | sd: one campaign type's list (totals over the chosen period: the last 7 to 90 days
 * or a date range) with its state changes; a campaign's name opens its type's detail and "Create campaign"
 * the type's wizard.
 */
import "../../i18n";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { campaignResource, type AdType } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { hasPermission, useMe } from "../../../../lib/auth";
import Space from "antd/es/space";
import { campaignCreatePath, campaignDetailPath, MATERIAL_PATH } from "../sp/paths";
import { CampaignPeriodPicker, periodQuery, useCampaignPeriod } from "./CampaignPeriod";
import { StateActions } from "./StateActions";

/** The screen's type from its path: advertising/sp, advertising/sb, advertising/sd. */
const typeOf = (pathname: string): AdType => (/\/advertising\/(sb|sd)(\/|$)/.exec(pathname)?.[1]?.toUpperCase() as AdType) ?? "SP";

export default function CampaignListPage() {
  const { t } = useTranslation("advertising");
  const adType = typeOf(useLocation().pathname);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [period, setPeriod] = useCampaignPeriod();
  return (
    <ResourcePage
      key={adType}
      resource={campaignResource}
      intro={t(`campaigns.intro${adType}`)}
      hide={["adType"]}
      fixedQuery={{ "search[EQ_adType]": adType, ...periodQuery(period) }}
      emptyText={t("campaigns.noCampaigns")}
      extraActions={(row, changed) => <StateActions level="campaign" row={row} changed={changed} />}
      actionsWidth={170}
      render={{ name: (row) => <Link to={campaignDetailPath(row.id, adType)}>{row.name}</Link> }}
      toolbar={
        <Space wrap>
          <CampaignPeriodPicker value={period} onChange={setPeriod} />
          {hasPermission(me, "advertising:campaign:manage") && (
            <>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(campaignCreatePath(adType))}
                data-testid={`${adType.toLowerCase()}-create`}
              >
                {t("sp.create")}
              </Button>
              {adType === "SB" && (
                <Button onClick={() => void navigate(MATERIAL_PATH)} data-testid="sb-materials">
                  {t("material.open")}
                </Button>
              )}
            </>
          )}
        </Space>
      }
    />
  );
}
