/**
 * ad/budgetMonitoring: budget use over a period. Cards (campaigns capped early, hours out of budget, budget
 * used), a day-by-day chart, the campaigns capped most often, and every campaign's day as a paged list with
 * its .xlsx export; the period and narrowing (in the URL) drive all of them.
 */
import "../../i18n";
import { type ReactNode, useMemo } from "react";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { adTypeLabels, type AdBudgetDayRow, type AdBudgetOverviewReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { currentLocale } from "../../../../lib/i18n";
import { reportLists, useAdBudgetOverview } from "../../api.reports";
import { ratio, ReportFilters, useReportQuery } from "./ReportFilters";

type Top = AdBudgetOverviewReply["topCapped"][number];
const hourText = (h: number | null) => (h === null ? "-" : `${String(h).padStart(2, "0")}:00`);

/** Campaigns running and capped early as bars, hours out of budget as a line; budget use in % when one currency. */
function chartOption(data: AdBudgetOverviewReply, t: (k: string) => string): ChartOption {
  const days = data.trend.map((d) => d.day);
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 50, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: days },
    yAxis: [{ type: "value" }, { type: "value", name: "%", axisLabel: { formatter: "{value}%" } }],
    series: [
      { name: t("reports.budgetCampaigns"), type: "bar", data: data.trend.map((d) => d.campaigns) },
      { name: t("reports.cappedCampaigns"), type: "bar", data: data.trend.map((d) => d.cappedCampaigns) },
      { name: t("reports.hoursOutOfBudget"), type: "line", data: data.trend.map((d) => d.hoursOutOfBudget) },
      ...(data.currency
        ? [
            {
              name: t("reports.utilisation"),
              type: "line",
              yAxisIndex: 1,
              data: data.trend.map((d) => (d.utilisation === null ? null : Number(d.utilisation))),
            },
          ]
        : []),
    ],
  };
}

export default function BudgetMonitoringPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [q, setQ] = useReportQuery();
  const overview = useAdBudgetOverview(q);
  const data = overview.data;
  const chart = useMemo(() => (data && data.trend.length > 0 ? chartOption(data, t) : undefined), [data, t]);
  const empty = data && data.totals.campaignDays === 0;
  const card = (key: string, title: string, value: ReactNode) => (
    <Col xs={12} md={8} xl={4} key={key}>
      <Card size="small">
        <Statistic title={title} valueRender={() => value} data-testid={`ad-budget-${key}`} />
      </Card>
    </Col>
  );
  // the list follows the screen's period and narrowing; its own filters (name, capped only) add to them
  const fixedQuery: Record<string, string> = { "search[BETWEEN_day]": `${q.from},${q.to}` };
  if (q.adsProfileId) fixedQuery["search[EQ_adsProfileId]"] = String(q.adsProfileId);
  if (q.adType) fixedQuery["search[EQ_adType]"] = q.adType;
  const columns: ColumnDef<AdBudgetDayRow>[] = [
    { key: "day", title: "advertising:reports.day", kind: "date", sortable: true, width: 110 },
    { key: "accountName", title: "advertising:reports.account", width: 150 },
    { key: "name", title: "advertising:reports.campaign", width: 220, sortable: true },
    { key: "adType", title: "advertising:reports.adType", width: 70, render: (r) => r.adType },
    {
      key: "dailyBudget",
      title: "advertising:reports.dailyBudget",
      kind: "money",
      currency: (r) => r.currency,
      sortable: true,
      width: 120,
    },
    { key: "spend", title: "advertising:reports.spend", kind: "money", currency: (r) => r.currency, sortable: true, width: 120 },
    { key: "utilisation", title: "advertising:reports.utilisation", sortable: true, width: 100, render: (r) => ratio(r.utilisation) },
    {
      key: "budgetOutAtHour",
      title: "advertising:reports.budgetOutAt",
      sortable: true,
      width: 110,
      render: (r) => hourText(r.budgetOutAtHour),
    },
    { key: "hoursOutOfBudget", title: "advertising:reports.hoursOutOfBudget", kind: "number", sortable: true, width: 110 },
    { key: "cappedEarly", title: "advertising:reports.cappedEarly", kind: "bool", width: 100 },
  ];
  const filters: FilterDef[] = [
    { field: "name", label: "advertising:reports.campaignName", kind: "text", width: 200 },
    { field: "cappedEarly", label: "advertising:reports.cappedEarly", kind: "bool", width: 140 },
  ];
  return (
    <div>
      <PageHeading title={t("reports.budgetTitle")} intro={t("reports.budgetIntro")} />
      <ReportFilters value={q} onChange={setQ} withType />
      {empty ? (
        <Empty description={t("reports.empty")} data-testid="ad-budget-empty" />
      ) : data ? (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="ad-budget-cards">
            {card("campaigns", t("reports.budgetCampaigns"), data.totals.campaigns)}
            {card("capped", t("reports.cappedCampaigns"), data.totals.cappedCampaigns)}
            {card("cappedDays", t("reports.cappedDays"), `${data.totals.cappedDays} / ${data.totals.campaignDays}`)}
            {card("hours", t("reports.hoursOutOfBudget"), data.totals.hoursOutOfBudget)}
            {card("utilisation", t("reports.utilisation"), ratio(data.totals.utilisation))}
            {card("spend", t("reports.spend"), data.currency ? <Money value={data.totals.spend} currency={data.currency} /> : "-")}
          </Row>
          {!data.currency && <Alert type="info" showIcon title={t("reports.mixedBudget")} style={{ marginBottom: 16 }} />}
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={24} xl={14}>
              <Card size="small" title={t("reports.budgetChart")}>
                {chart && <EChart option={chart} testId="ad-budget-chart" />}
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card size="small" title={t("reports.topCapped")}>
                <Table<Top>
                  size="small"
                  rowKey="campaignId"
                  pagination={false}
                  dataSource={data.topCapped}
                  data-testid="ad-budget-top"
                  columns={[
                    { key: "name", dataIndex: "name", title: t("reports.campaign") },
                    {
                      key: "adType",
                      title: t("reports.adType"),
                      width: 60,
                      render: (_, r) => <span title={adTypeLabels[r.adType][locale]}>{r.adType}</span>,
                    },
                    { key: "account", dataIndex: "accountName", title: t("reports.account") },
                    { key: "capped", title: t("reports.cappedDays"), align: "right", render: (_, r) => `${r.cappedDays} / ${r.days}` },
                    { key: "hours", dataIndex: "hoursOutOfBudget", title: t("reports.hoursOutOfBudget"), align: "right" },
                    { key: "earliest", title: t("reports.earliestOut"), align: "right", render: (_, r) => hourText(r.earliestOutAtHour) },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      ) : null}
      <Card size="small" title={t("reports.budgetDays")}>
        <ResourceTable<AdBudgetDayRow>
          tableId="advertising.budgetDays"
          listUrl={reportLists.budget.list}
          exportUrl={reportLists.budget.export}
          fixedQuery={fixedQuery}
          rowKey="key"
          columns={columns}
          filters={filters}
          defaults={{ sort: { field: "day", order: "desc" } }}
          emptyText={t("reports.empty")}
        />
      </Card>
    </div>
  );
}
