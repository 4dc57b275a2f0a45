/**
 * A campaign's settings as read, with its daily budget editable in place (the budget command: a budget
 * change, pushed to Amazon); SP its targeting, strategy and placements, SD its tactic and cost type, SB its creative.
 */
import Descriptions from "antd/es/descriptions";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import {
  adStateLabels,
  adTargetingLabels,
  biddingStrategyLabels,
  landingPageTypeLabels,
  pushStatusLabels,
  sdCostTypeLabels,
  sdTacticLabels,
  type CampaignDetail,
  type CampaignRow,
} from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { Panel } from "../../../../components/Panel";
import { adAssetViewUrl, updateCampaign } from "../../api.campaigns";
import { AmountEditor } from "./AmountEditor";
import { SbCreativeEditor } from "./SbCreativeEditor";

interface Props {
  campaign: CampaignRow;
  creative?: CampaignDetail["creative"];
  changed: () => unknown;
}

export function CampaignSettings({ campaign: c, creative, changed }: Props) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const state = adStateLabels[c.state];
  const push = pushStatusLabels[c.pushStatus];
  return (
    <Panel title={t("sp.settings")}>
      <Descriptions size="small" column={3} data-testid="sp-settings">
        <Descriptions.Item label={t("sp.account")}>{`${c.storeTitle} · ${c.countryCode}`}</Descriptions.Item>
        <Descriptions.Item label={t("sp.state")}>
          <Tag color={state.color}>{state[locale]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("sp.pushStatus")}>
          <Tag color={push.color}>{push[locale]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("sp.dailyBudget")}>
          <AmountEditor
            kind="budget"
            value={c.dailyBudget}
            currency={c.currency}
            save={async (dailyBudget) => {
              await updateCampaign({ id: c.id, version: c.version, dailyBudget });
              await changed();
            }}
            testId="sp-budget-edit"
          />
        </Descriptions.Item>
        {c.adType === "SP" && <Descriptions.Item label={t("sp.targeting")}>{adTargetingLabels[c.targeting][locale]}</Descriptions.Item>}
        <Descriptions.Item label={t("sp.portfolio")}>{c.portfolioName ?? t("sp.noPortfolio")}</Descriptions.Item>
        <Descriptions.Item label={t("sp.startDate")}>{c.startDate}</Descriptions.Item>
        <Descriptions.Item label={t("sp.endDate")}>{c.endDate ?? t("sp.noEnd")}</Descriptions.Item>
        {c.adType === "SP" && (
          <>
            <Descriptions.Item label={t("sp.biddingStrategy")}>{biddingStrategyLabels[c.biddingStrategy][locale]}</Descriptions.Item>
            <Descriptions.Item label={t("sp.topOfSearch")}>{c.topOfSearchPercent} %</Descriptions.Item>
            <Descriptions.Item label={t("sp.productPages")}>{c.productPagesPercent} %</Descriptions.Item>
            <Descriptions.Item label={t("sp.restOfSearch")}>{c.restOfSearchPercent} %</Descriptions.Item>
          </>
        )}
        {c.adType === "SD" && (
          <>
            <Descriptions.Item label={t("sbsd.tactic")}>{c.sdTactic ? sdTacticLabels[c.sdTactic][locale] : "-"}</Descriptions.Item>
            <Descriptions.Item label={t("sbsd.costType")}>{c.sdCostType ? sdCostTypeLabels[c.sdCostType][locale] : "-"}</Descriptions.Item>
          </>
        )}
        {creative && (
          <>
            <Descriptions.Item label={t("sbsd.brandName")}>{creative.brandName}</Descriptions.Item>
            <Descriptions.Item label={t("sbsd.headline")}>{creative.headline}</Descriptions.Item>
            <Descriptions.Item label={t("sbsd.landingPage")}>
              {landingPageTypeLabels[creative.landingPageType][locale]}
              {creative.landingPageUrl ? ` · ${creative.landingPageUrl}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label={t("sbsd.creativeProducts")}>{creative.productIds.length}</Descriptions.Item>
            <Descriptions.Item label={t("sbsd.creative")}>
              <SbCreativeEditor campaign={c} creative={creative} changed={changed} />
            </Descriptions.Item>
            <Descriptions.Item label={t("sbsd.logo")}>
              {creative.logoAssetId ? (
                <img src={adAssetViewUrl(creative.logoAssetId)} alt={t("sbsd.logo")} style={{ maxHeight: 40 }} />
              ) : (
                t("sbsd.noLogo")
              )}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </Panel>
  );
}
