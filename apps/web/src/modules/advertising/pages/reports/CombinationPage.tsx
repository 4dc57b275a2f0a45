/**
 * advertising/combination: Sponsored Products, Brands and Display side by side over a period. The daily
 * spend stacked by type (one currency in view), each account's day split by type, and the campaigns of every
 * type with their figures; a campaign opens its days (advertising/details/:id).
 */
import "../../i18n";
import { useMemo } from "react";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type AdCombinationReply, type AdSummaryReply, adTypeLabels, Decimal } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { currentLocale } from "../../../../lib/i18n";
import { useAdCombination, useAdSummary } from "../../api.reports";
import { metricColumns } from "./metricColumns";
import { ratio, ReportFilters, useReportParam, useReportQuery } from "./ReportFilters";

type DayRow = AdCombinationReply["rows"][number];
type CampaignRow = AdSummaryReply["campaigns"][number];
const TYPES = ["sp", "sb", "sd"] as const;

/** Each day's spend per type, summed over the accounts in view (one currency), stacked. */
function stackedOption(rows: DayRow[], t: (k: string) => string): ChartOption {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const sums = new Map<string, Record<(typeof TYPES)[number], Decimal>>();
  for (const r of rows) {
    const s = sums.get(r.day) ?? { sp: new Decimal(0), sb: new Decimal(0), sd: new Decimal(0) };
    for (const k of TYPES) s[k] = s[k].plus(r[k].spend);
    sums.set(r.day, s);
  }
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 20, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: days },
    yAxis: { type: "value", name: rows[0]?.currency },
    series: TYPES.map((k) => ({
      name: `${k.toUpperCase()} ${t("reports.spend")}`,
      type: "bar",
      stack: "spend",
      data: days.map((d) => Number(sums.get(d)![k].toFixed(2))),
    })),
  };
}

export default function CombinationPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [q, setQ] = useReportQuery();
  const [tab, setTab] = useReportParam("tab");
  const combination = useAdCombination({ from: q.from, to: q.to, adsProfileId: q.adsProfileId });
  const summary = useAdSummary({ from: q.from, to: q.to, adsProfileId: q.adsProfileId });
  const rows = combination.data?.rows;
  const oneCurrency = !!rows && rows.length > 0 && new Set(rows.map((r) => r.currency)).size === 1;
  const chart = useMemo(() => (rows && oneCurrency ? stackedOption(rows, t) : undefined), [rows, oneCurrency, t]);
  const typeColumns = (k: (typeof TYPES)[number] | "total", title: string) => ({
    key: k,
    title,
    children: [
      {
        key: `${k}-spend`,
        title: t("reports.spend"),
        align: "right" as const,
        render: (_: unknown, r: DayRow) => <Money value={r[k].spend} currency={r.currency} />,
      },
      {
        key: `${k}-sales`,
        title: t("reports.sales"),
        align: "right" as const,
        render: (_: unknown, r: DayRow) => <Money value={r[k].sales} currency={r.currency} />,
      },
      { key: `${k}-acos`, title: t("reports.acos"), align: "right" as const, render: (_: unknown, r: DayRow) => ratio(r[k].acos) },
    ],
  });
  return (
    <div>
      <PageHeading title={t("reports.comboTitle")} intro={t("reports.comboIntro")} />
      <ReportFilters value={q} onChange={setQ} />
      {rows && rows.length === 0 ? (
        <Empty description={t("reports.empty")} data-testid="ad-combo-empty" />
      ) : rows ? (
        <>
          {chart ? (
            <Card size="small" title={t("reports.comboChart")} style={{ marginBottom: 16 }}>
              <EChart option={chart} testId="ad-combo-chart" />
            </Card>
          ) : (
            <Alert type="info" showIcon title={t("reports.mixedCurrencies")} style={{ marginBottom: 16 }} />
          )}
          <Card size="small">
            <Tabs
              activeKey={tab === "campaigns" ? "campaigns" : "days"}
              onChange={(k) => setTab(k === "days" ? undefined : k)}
              items={[
                {
                  key: "days",
                  label: t("reports.comboByDay"),
                  children: (
                    <Table<DayRow>
                      size="small"
                      bordered
                      rowKey={(r) => `${r.adsProfileId}-${r.day}`}
                      pagination={{ pageSize: 31 }}
                      scroll={{ x: "max-content" }}
                      dataSource={rows}
                      data-testid="ad-combo-days"
                      columns={[
                        { key: "day", dataIndex: "day", title: t("reports.day"), width: 110, fixed: "left" },
                        { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 140 },
                        typeColumns("sp", "SP"),
                        typeColumns("sb", "SB"),
                        typeColumns("sd", "SD"),
                        typeColumns("total", t("reports.total")),
                      ]}
                    />
                  ),
                },
                {
                  key: "campaigns",
                  label: t("reports.comboCampaigns"),
                  children: (
                    <Table<CampaignRow>
                      size="small"
                      rowKey="campaignId"
                      pagination={{ pageSize: 50 }}
                      scroll={{ x: "max-content" }}
                      loading={summary.isFetching}
                      dataSource={summary.data?.campaigns ?? []}
                      data-testid="ad-combo-campaigns"
                      columns={[
                        {
                          key: "name",
                          title: t("reports.campaign"),
                          width: 220,
                          render: (_, r) => <Link to={`/advertising/details/${r.campaignId}?from=${q.from}&to=${q.to}`}>{r.name}</Link>,
                        },
                        {
                          key: "adType",
                          title: t("reports.adType"),
                          width: 90,
                          filters: (["SP", "SB", "SD"] as const).map((v) => ({ text: adTypeLabels[v][locale], value: v })),
                          onFilter: (v, r) => r.adType === v,
                          render: (_, r) => r.adType,
                        },
                        { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 150 },
                        ...metricColumns<CampaignRow>(t, (r) => r.currency),
                      ]}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
