/**
 * One campaign's days over a period (GET /api/advertising/report/campaign/daily): the period's totals,
 * the daily trend (spend and sales on the money axis, ACoS in %), and the days with their budget and the
 * hour it ran out. Shared by the summary's detail, the combination view's detail and the campaign report's.
 */
import { type ReactNode, useMemo } from "react";
import Card from "antd/es/card";
import DatePicker from "antd/es/date-picker";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { AdCampaignDailyReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { useCampaignDaily } from "../../api.reports";
import { metricColumns } from "./metricColumns";
import { ratio } from "./ReportFilters";

type DayRow = AdCampaignDailyReply["days"][number];

function trendOption(data: AdCampaignDailyReply, t: (k: string) => string): ChartOption {
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 50, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: data.days.map((d) => d.day) },
    yAxis: [
      { type: "value", name: data.currency },
      { type: "value", name: "%", axisLabel: { formatter: "{value}%" } },
    ],
    series: [
      { name: t("reports.spend"), type: "bar", data: data.days.map((d) => num(d.spend)) },
      { name: t("reports.sales"), type: "bar", data: data.days.map((d) => num(d.sales)) },
      { name: t("reports.acos"), type: "line", yAxisIndex: 1, data: data.days.map((d) => num(d.acos)) },
    ],
  };
}

export function CampaignDays({
  campaignId,
  from,
  to,
  onPeriod,
  title,
  before,
}: {
  campaignId: number;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  /** The heading when the campaign is not loaded yet (its name once it is). */
  title: string;
  /** Shown between the heading and the period (the campaign's settings, a back link). */
  before?: ReactNode;
}) {
  const { t } = useTranslation("advertising");
  const daily = useCampaignDaily(campaignId, from, to);
  const data = daily.data;
  const chart = useMemo(() => (data && data.days.length > 0 ? trendOption(data, t) : undefined), [data, t]);
  if (!campaignId || daily.isError) return <Empty description={t("reports.noCampaign")} data-testid="ad-detail-missing" />;
  const currency = data?.currency ?? "";
  return (
    <div>
      <PageHeading title={data ? `${data.name} · ${data.adType}` : title} intro={t("reports.detailIntro")} />
      {before}
      <DatePicker.RangePicker
        style={{ marginBottom: 16 }}
        value={[dayjs(from), dayjs(to)]}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && onPeriod(v[0].format("YYYY-MM-DD"), v[1].format("YYYY-MM-DD"))}
        data-testid="ad-detail-period"
      />
      {data && (
        <Descriptions size="small" column={6} style={{ marginBottom: 16 }} data-testid="ad-detail-totals">
          <Descriptions.Item label={t("reports.spend")}>
            <Money value={data.totals.spend} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t("reports.sales")}>
            <Money value={data.totals.sales} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t("reports.acos")}>{ratio(data.totals.acos)}</Descriptions.Item>
          <Descriptions.Item label={t("reports.roas")}>{ratio(data.totals.roas, true)}</Descriptions.Item>
          <Descriptions.Item label={t("reports.clicks")}>{data.totals.clicks}</Descriptions.Item>
          <Descriptions.Item label={t("reports.orders")}>{data.totals.orders}</Descriptions.Item>
        </Descriptions>
      )}
      {data && data.days.length === 0 ? (
        <Empty description={t("reports.empty")} data-testid="ad-detail-empty" />
      ) : (
        <>
          {chart && (
            <Card size="small" title={t("reports.trendChart")} style={{ marginBottom: 16 }}>
              <EChart option={chart} testId="ad-detail-chart" />
            </Card>
          )}
          <Table<DayRow>
            size="small"
            rowKey="day"
            pagination={false}
            scroll={{ x: "max-content" }}
            loading={daily.isFetching}
            dataSource={data?.days ?? []}
            data-testid="ad-detail-days"
            columns={[
              { key: "day", dataIndex: "day", title: t("reports.day"), width: 110 },
              {
                key: "budget",
                title: t("reports.dailyBudget"),
                align: "right",
                width: 120,
                render: (_, r) => <Money value={r.dailyBudget} currency={currency} />,
              },
              {
                key: "out",
                title: t("reports.budgetOutAt"),
                align: "right",
                width: 110,
                render: (_, r) => (r.budgetOutAtHour === null ? "-" : `${r.budgetOutAtHour}:00`),
              },
              ...metricColumns<DayRow>(t, () => currency),
            ]}
          />
        </>
      )}
    </div>
  );
}
