/**
 * ad/dashboard: ad spend, ad sales, ACoS and TACoS over a period as daily lines, the totals, the split by
 * ad account and ad type, and the campaigns that moved most against the previous period of the same length.
 * Totals in money are only shown when every account in view has one currency (never added across currencies).
 */
import "../../i18n";
import { useMemo } from "react";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { AdDashboardReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { useAdDashboard } from "../../api.reports";
import { ratio, ReportFilters, useReportQuery } from "./ReportFilters";

type Mover = AdDashboardReply["topMovers"][number];

/** Spend and sales as lines on the money axis, ACoS and TACoS on a % axis. */
function trendOption(data: AdDashboardReply, t: (k: string) => string): ChartOption {
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 50, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: data.trend.map((d) => d.day) },
    yAxis: [
      { type: "value", name: t("reports.spend") },
      { type: "value", name: "%", axisLabel: { formatter: "{value}%" } },
    ],
    series: [
      { name: t("reports.spend"), type: "line", data: data.trend.map((d) => num(d.spend)) },
      { name: t("reports.sales"), type: "line", data: data.trend.map((d) => num(d.sales)) },
      { name: t("reports.acos"), type: "line", yAxisIndex: 1, data: data.trend.map((d) => num(d.acos)) },
      { name: t("reports.tacos"), type: "line", yAxisIndex: 1, data: data.trend.map((d) => num(d.tacos)) },
    ],
  };
}

export default function DashboardPage() {
  const { t } = useTranslation("advertising");
  const [q, setQ] = useReportQuery();
  const dashboard = useAdDashboard(q);
  const data = dashboard.data;
  const currencies = new Set(data?.byAccount.map((a) => a.currency));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  const chart = useMemo(() => (data && currency ? trendOption(data, t) : undefined), [data, currency, t]);
  const money = (v: string, c: string | null = currency) => <Money value={v} currency={c} />;
  const empty = data && data.byAccount.length === 0;
  return (
    <div>
      <PageHeading title={t("reports.dashboardTitle")} intro={t("reports.dashboardIntro")} />
      <ReportFilters value={q} onChange={setQ} />
      {empty ? (
        <Empty description={t("reports.empty")} data-testid="ad-dashboard-empty" />
      ) : data ? (
        <>
          {currency ? (
            <>
              <Row gutter={16} style={{ marginBottom: 16 }} data-testid="ad-dashboard-totals">
                {(["spend", "sales", "totalSales"] as const).map((k) => (
                  <Col span={4} key={k}>
                    <Card size="small">
                      <Statistic title={t(`reports.${k}`)} valueRender={() => money(data.totals[k])} data-testid={`ad-total-${k}`} />
                    </Card>
                  </Col>
                ))}
                {(["acos", "tacos", "roas"] as const).map((k) => (
                  <Col span={4} key={k}>
                    <Card size="small">
                      <Statistic
                        title={t(`reports.${k}`)}
                        valueRender={() => ratio(data.totals[k], k === "roas")}
                        data-testid={`ad-total-${k}`}
                      />
                    </Card>
                  </Col>
                ))}
              </Row>
              <Card size="small" title={t("reports.trend")} style={{ marginBottom: 16 }}>
                {chart && <EChart option={chart} testId="ad-dashboard-trend" />}
              </Card>
            </>
          ) : (
            <Alert type="info" showIcon title={t("reports.mixedCurrencies")} style={{ marginBottom: 16 }} />
          )}
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={14}>
              <Card size="small" title={t("reports.byAccount")}>
                <Table
                  size="small"
                  rowKey="adsProfileId"
                  pagination={false}
                  dataSource={data.byAccount}
                  data-testid="ad-dashboard-accounts"
                  columns={[
                    { key: "account", dataIndex: "accountName", title: t("reports.account") },
                    { key: "spend", title: t("reports.spend"), align: "right", render: (_, r) => money(r.spend, r.currency) },
                    { key: "sales", title: t("reports.sales"), align: "right", render: (_, r) => money(r.sales, r.currency) },
                    {
                      key: "totalSales",
                      title: t("reports.totalSales"),
                      align: "right",
                      render: (_, r) => money(r.totalSales, r.currency),
                    },
                    { key: "acos", title: t("reports.acos"), align: "right", render: (_, r) => ratio(r.acos) },
                    { key: "tacos", title: t("reports.tacos"), align: "right", render: (_, r) => ratio(r.tacos) },
                  ]}
                />
              </Card>
            </Col>
            <Col span={10}>
              <Card size="small" title={t("reports.byType")}>
                <Table
                  size="small"
                  rowKey="adType"
                  pagination={false}
                  dataSource={data.byType}
                  data-testid="ad-dashboard-types"
                  columns={[
                    { key: "adType", dataIndex: "adType", title: t("reports.adType") },
                    { key: "spend", title: t("reports.spend"), align: "right", render: (_, r) => (currency ? money(r.spend) : "-") },
                    { key: "sales", title: t("reports.sales"), align: "right", render: (_, r) => (currency ? money(r.sales) : "-") },
                    { key: "acos", title: t("reports.acos"), align: "right", render: (_, r) => ratio(r.acos) },
                    { key: "clicks", dataIndex: "clicks", title: t("reports.clicks"), align: "right" },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t("reports.topMovers", { from: data.previousFrom, to: data.previousTo })}>
            <Table<Mover>
              size="small"
              rowKey="campaignId"
              pagination={false}
              dataSource={data.topMovers}
              data-testid="ad-dashboard-movers"
              columns={[
                { key: "name", dataIndex: "name", title: t("reports.campaign") },
                { key: "adType", dataIndex: "adType", title: t("reports.adType"), width: 70 },
                { key: "account", dataIndex: "accountName", title: t("reports.account") },
                { key: "spend", title: t("reports.spend"), align: "right", render: (_, r) => money(r.spend, r.currency) },
                { key: "prev", title: t("reports.previousSpend"), align: "right", render: (_, r) => money(r.previousSpend, r.currency) },
                { key: "chg", title: t("reports.spendChange"), align: "right", render: (_, r) => money(r.spendChange, r.currency) },
                { key: "schg", title: t("reports.salesChange"), align: "right", render: (_, r) => money(r.salesChange, r.currency) },
                { key: "acos", title: t("reports.acos"), align: "right", render: (_, r) => ratio(r.acos) },
                { key: "acosChg", title: t("reports.acosChange"), align: "right", render: (_, r) => r.acosChange ?? "-" },
              ]}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
