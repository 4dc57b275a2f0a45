/**
 * One ad group of any type (advertising/sp/advertisingGroupDetails/:id, advertising/sb/sbAdvertisingGroupDetails/:id,
 * advertising/sd/sdAdvertisingGroupDetails/:id): its default bid (editable) and state moves, its product ads,
 * its targets with 30-day figures and their bids edited in place, more targets of the campaign's kinds, its negatives.
 */
import "../../i18n";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { Link, useLocation, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  adStateLabels,
  matchTypeLabels,
  pushStatusLabels,
  parseCategoryExpression,
  targetExpressionLabel,
  targetResource,
  type ProductAdRow,
  type TargetRow,
} from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { setTargetBid, updateGroup, useAdCategories, useGroupDetail } from "../../api.campaigns";
import { StateActions } from "../campaigns/StateActions";
import { ratio } from "../reports/ReportFilters";
import { AmountEditor } from "./AmountEditor";
import { AddTargetsPanel } from "./AddTargetsPanel";
import { NegativesPanel } from "./NegativesPanel";
import { adTypeOfPath, campaignDetailPath } from "./paths";

const SD_NEGATIVES = ["product"] as const;

export default function GroupDetailPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const id = Number(useParams().id) || 0;
  const adType = adTypeOfPath(useLocation().pathname);
  const detail = useGroupDetail(id);
  const refreshTargets = useRefreshList(targetResource.paths.list.split(" ")[1]!);
  const data = detail.data;
  // a category's or interest's name from the marketplace's tree, in the reader's language
  const categories = useAdCategories(data?.campaign.adsProfileId);
  const categoryNames = new Map((categories.data?.nodes ?? []).map((n) => [n.id, n.name]));
  const expressionOf = (r: TargetRow) => {
    const node = r.kind === "category" || r.matchType === "INTERESTS" ? parseCategoryExpression(r.expression) : null;
    return (node && categoryNames.get(node.id)) ?? targetExpressionLabel(r, locale);
  };
  if (!id || detail.isError || (data && data.campaign.adType !== adType)) return <Empty description={t("sp.noCampaign")} />;
  if (!data) return null;
  const { group: g, campaign: c } = data;
  const state = (s: TargetRow["state"]) => <Tag color={adStateLabels[s].color}>{adStateLabels[s][locale]}</Tag>;
  const money = (v: string | null) => <Money value={v} currency={g.currency} />;
  const changed = async () => {
    await detail.refetch();
    await refreshTargets();
  };
  return (
    <div>
      <PageHeading title={g.name} intro={t("sp.groupIntro")} extra={<StateActions level="adGroup" row={g} changed={changed} />} />
      <Panel>
        <Descriptions size="small" column={5} data-testid="sp-group-settings">
          <Descriptions.Item label={t("sp.campaign")}>
            <Link to={campaignDetailPath(c.id, adType)}>{c.name}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t("sp.state")}>{state(g.state)}</Descriptions.Item>
          <Descriptions.Item label={t("sp.defaultBid")}>
            <AmountEditor
              value={g.defaultBid}
              currency={g.currency}
              save={async (defaultBid) => {
                await updateGroup({ id: g.id, version: g.version, defaultBid });
                await changed();
              }}
              testId="sp-default-bid-edit"
            />
          </Descriptions.Item>
          <Descriptions.Item label={t("sp.currency")}>{g.currency}</Descriptions.Item>
          <Descriptions.Item label={t("sp.pushStatus")}>
            <Tag color={pushStatusLabels[g.pushStatus].color}>{pushStatusLabels[g.pushStatus][locale]}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title={t("sp.ads")} style={{ marginTop: 16 }}>
        <Table<ProductAdRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.ads}
          data-testid="sp-group-ads"
          columns={[
            { key: "sku", dataIndex: "sku", title: "SKU" },
            { key: "asin", dataIndex: "asin", title: t("sp.asin"), render: (v: string | null) => v ?? "-" },
            { key: "name", dataIndex: "productName", title: t("sp.product") },
            { key: "state", title: t("sp.state"), render: (_, a) => state(a.state) },
            { key: "impressions", dataIndex: "impressions", title: t("sp.impressions"), align: "right" },
            { key: "clicks", dataIndex: "clicks", title: t("sp.clicks"), align: "right" },
            { key: "spend", title: t("sp.spend"), align: "right", render: (_, a) => money(a.spend) },
            { key: "sales", title: t("sp.sales"), align: "right", render: (_, a) => money(a.sales) },
            { key: "acos", title: t("sp.acos"), align: "right", render: (_, a) => ratio(a.acos) },
            {
              key: "actions",
              title: "",
              render: (_, a) => (
                <Space>
                  <StateActions level="productAd" row={{ ...a, name: a.sku }} changed={changed} />
                </Space>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title={t("sp.targets")} style={{ marginTop: 16 }}>
        <ResourcePage
          resource={targetResource}
          heading={false}
          hide={["negative"]}
          fixedQuery={{ "search[EQ_adGroupId]": String(g.id), "search[EQ_negative]": "false" }}
          emptyText={t("sp.noTargets")}
          render={{
            // an audience's window or category, a category target's name: as a person reads them
            expression: expressionOf,
            matchType: (r) => matchTypeLabels[r.matchType][locale],
            bid: (r) => (
              <AmountEditor
                value={r.bid}
                fallback={r.effectiveBid}
                currency={r.currency}
                bare
                save={(bid) => setTargetBid(r, bid).then(changed)}
                testId={`sp-bid-${r.id}`}
              />
            ),
          }}
          extraActions={(r, reload) => <StateActions level="target" row={{ ...r, name: r.expression }} changed={reload} />}
          actionsWidth={170}
        />
      </Panel>
      {c.targeting === "MANUAL" && g.state !== "ARCHIVED" && (
        <AddTargetsPanel campaign={c} groupId={g.id} currency={g.currency} changed={changed} />
      )}
      <NegativesPanel
        campaignId={c.id}
        groupId={g.id}
        negatives={data.targets.filter((x) => x.negative)}
        changed={changed}
        // SD has no negative keywords: a group's negatives are the products (ASINs) its ads never show on
        kinds={adType === "SD" ? SD_NEGATIVES : undefined}
        title={adType === "SD" ? t("sbsd.negativeProducts") : undefined}
      />
    </div>
  );
}
