/**
 * One campaign of any type (advertising/sp/activityDetails/:id, advertising/sb/activityDetails/:id,
 * advertising/sd/sdActivityDetails/:id): its settings (budget editable, state moves; SB its creative, SD its
 * tactic), its performance over a chosen period, its ad groups with 30-day figures (each opening its
 * detail), SP's campaign negatives, and its change history with the push status of each change.
 */
import "../../i18n";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tabs from "antd/es/tabs";
import Tag from "antd/es/tag";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { adChangeResource, adGroupResource, adStateLabels, type AdGroupRow } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { ExportButtons } from "../../../../components/resource/ExportButtons";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useCampaignDetail } from "../../api.campaigns";
import { StateActions } from "../campaigns/StateActions";
import { ratio } from "../reports/ReportFilters";
import { CampaignSettings } from "./CampaignSettings";
import { CampaignTrend } from "./CampaignTrend";
import { NegativesPanel } from "./NegativesPanel";
import { adTypeOfPath, campaignEditPath, groupCreatePath, groupDetailPath } from "./paths";

export default function CampaignDetailPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id) || 0;
  const adType = adTypeOfPath(useLocation().pathname);
  const detail = useCampaignDetail(id);
  const data = detail.data;
  // a campaign of another type has its own screen
  if (!id || detail.isError || (data && data.campaign.adType !== adType)) return <Empty description={t("sp.noCampaign")} />;
  if (!data) return null;
  const c = data.campaign;
  const money = (v: string) => <Money value={v} currency={c.currency} />;
  return (
    <div>
      <PageHeading
        title={c.name}
        intro={t("sp.detailIntro")}
        extra={
          <Space>
            <StateActions level="campaign" row={c} changed={() => detail.refetch()} />
            <Button onClick={() => void navigate(campaignEditPath(c.id, adType))} data-testid="sp-edit">
              {t("sp.editSettings")}
            </Button>
            {c.state !== "ARCHIVED" && (
              <Button type="primary" onClick={() => void navigate(groupCreatePath(c.id, adType))} data-testid="sp-add-group">
                {t("sp.addGroup")}
              </Button>
            )}
          </Space>
        }
      />
      <CampaignSettings campaign={c} creative={data.creative} changed={() => detail.refetch()} />
      <CampaignTrend campaignId={c.id} />
      <Tabs
        style={{ marginTop: 16 }}
        destroyOnHidden
        items={[
          {
            key: "groups",
            label: t("sp.groups"),
            children: (
              <>
                <div style={{ marginBottom: 8 }}>
                  <ExportButtons exportUrl={adGroupResource.paths.export} query={{ "search[EQ_campaignId]": String(c.id) }} />
                </div>
                <Table<AdGroupRow>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={data.groups}
                  scroll={{ x: "max-content" }}
                  data-testid="sp-groups"
                  columns={[
                    {
                      key: "name",
                      title: t("sp.groupName"),
                      render: (_, g) => <Link to={groupDetailPath(g.id, adType)}>{g.name}</Link>,
                    },
                    {
                      key: "state",
                      title: t("sp.state"),
                      render: (_, g) => <Tag color={adStateLabels[g.state].color}>{adStateLabels[g.state][locale]}</Tag>,
                    },
                    { key: "bid", title: t("sp.defaultBid"), align: "right", render: (_, g) => money(g.defaultBid) },
                    { key: "ads", dataIndex: "ads", title: t("sp.ads"), align: "right" },
                    { key: "targets", dataIndex: "targets", title: t("sp.targets"), align: "right" },
                    { key: "impressions", dataIndex: "impressions", title: t("sp.impressions"), align: "right" },
                    { key: "clicks", dataIndex: "clicks", title: t("sp.clicks"), align: "right" },
                    { key: "spend", title: t("sp.spend"), align: "right", render: (_, g) => money(g.spend) },
                    { key: "orders", dataIndex: "orders", title: t("sp.orders"), align: "right" },
                    { key: "sales", title: t("sp.sales"), align: "right", render: (_, g) => money(g.sales) },
                    { key: "acos", title: t("sp.acos"), align: "right", render: (_, g) => ratio(g.acos) },
                  ]}
                />
              </>
            ),
          },
          adType !== "SD" && {
            key: "negatives",
            label: t("sp.negatives"),
            children: (
              <NegativesPanel
                campaignId={c.id}
                groupId={null}
                negatives={data.negatives}
                changed={() => detail.refetch()}
                title={t("sp.negativesHelp")}
              />
            ),
          },
          {
            key: "history",
            label: t("sp.history"),
            children: <ResourcePage resource={adChangeResource} heading={false} fixedQuery={{ "search[EQ_campaignId]": String(c.id) }} />,
          },
        ].filter((tab) => !!tab)}
      />
    </div>
  );
}
