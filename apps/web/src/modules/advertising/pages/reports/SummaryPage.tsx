/**
 * ad/advertisingSummary: each campaign's figures over a period (filterable by ad account and type), each
 * ad account's totals in its own currency, and the campaigns as .xlsx; a campaign opens its days.
 */
import "../../i18n";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdSummaryReply } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { reportExportUrl, useAdSummary } from "../../api.reports";
import { metricColumns } from "./metricColumns";
import { ReportFilters, useReportQuery } from "./ReportFilters";

type CampaignRow = AdSummaryReply["campaigns"][number];
type AccountRow = AdSummaryReply["accounts"][number];

export default function SummaryPage() {
  const { t } = useTranslation("advertising");
  const [q, setQ] = useReportQuery();
  const summary = useAdSummary(q);
  const data = summary.data;
  return (
    <div>
      <PageHeading
        title={t("reports.summaryTitle")}
        intro={t("reports.summaryIntro")}
        extra={
          <Button href={reportExportUrl("advertisingSummary", q)} data-testid="ad-summary-export">
            {t("reports.export")}
          </Button>
        }
      />
      <ReportFilters value={q} onChange={setQ} withType />
      {data && data.campaigns.length === 0 ? (
        <Empty description={t("reports.empty")} data-testid="ad-summary-empty" />
      ) : (
        <>
          <Card size="small" title={t("reports.accounts")} style={{ marginBottom: 16 }}>
            <Table<AccountRow>
              size="small"
              rowKey="adsProfileId"
              pagination={false}
              scroll={{ x: "max-content" }}
              loading={summary.isFetching}
              dataSource={data?.accounts ?? []}
              data-testid="ad-summary-accounts"
              columns={[
                { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 180 },
                ...metricColumns<AccountRow>(t, (r) => r.currency),
              ]}
            />
          </Card>
          <Card size="small" title={t("reports.campaigns")}>
            <Table<CampaignRow>
              size="small"
              rowKey="campaignId"
              pagination={{ pageSize: 20 }}
              scroll={{ x: "max-content" }}
              loading={summary.isFetching}
              dataSource={data?.campaigns ?? []}
              data-testid="ad-summary-campaigns"
              columns={[
                {
                  key: "name",
                  title: t("reports.campaign"),
                  width: 220,
                  render: (_, r) => (
                    <Link to={`/ad/advertisingSummary/detail?campaignId=${r.campaignId}&from=${q.from}&to=${q.to}`}>{r.name}</Link>
                  ),
                },
                { key: "adType", dataIndex: "adType", title: t("reports.adType"), width: 60 },
                { key: "state", dataIndex: "state", title: t("reports.state"), width: 90 },
                { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 150 },
                ...metricColumns<CampaignRow>(t, (r) => r.currency),
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
