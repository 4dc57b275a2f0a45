/**
 * advertising/timeSharingData: the period's figures by weekday and hour (the marketplace's local time) as a
 * heat map of one chosen metric, with the same figures in a table to read exactly; narrowed by ad account,
 * type or one campaign. Amounts are never added across currencies: money metrics need one currency in view.
 */
import "../../i18n";
import { useMemo } from "react";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Select from "antd/es/select";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { AdTimeSharingReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { formatAmount } from "../../../../components/format";
import { PageHeading } from "../../../../components/PageHeading";
import { useAdTimeSharing, useReportCampaigns } from "../../api.reports";
import { ratio, ReportFilters, useReportParam, useReportQuery } from "./ReportFilters";

type Cell = AdTimeSharingReply["cells"][number];
const counts = ["impressions", "clicks", "orders", "units"] as const;
const amounts = ["spend", "sales", "cpc"] as const;
const percents = ["ctr", "cvr", "acos"] as const;
const metrics = [...counts, "spend", "sales", "ctr", "cpc", "cvr", "acos", "roas"] as const;
type Metric = (typeof metrics)[number];
/** Monday first, as people read a week; the API's weekday is 0 Sunday … 6 Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

const isMoney = (m: Metric) => (amounts as readonly string[]).includes(m);
/** A cell's figure as the table shows it: counts as they are, amounts at 2 places, ratios as the server derived them. */
function shownValue(c: Cell, m: Metric): string {
  const v = c[m];
  if (typeof v === "number") return String(v);
  if (isMoney(m)) return v === null ? "-" : formatAmount(v);
  return ratio(v, !(percents as readonly string[]).includes(m));
}

function heatOption(cells: Map<string, Cell>, m: Metric, t: (k: string) => string): ChartOption {
  const data: [number, number, number | null][] = [];
  let max = 0;
  WEEK.forEach((w, row) =>
    HOURS.forEach((h) => {
      const v = cells.get(`${w}:${h}`)?.[m] ?? null;
      const n = v === null ? null : Number(v);
      if (n !== null && n > max) max = n;
      data.push([h, row, n]);
    }),
  );
  return {
    tooltip: {
      position: "top",
      formatter: (p: { data: [number, number, number | null] }) => {
        const c = cells.get(`${WEEK[p.data[1]]}:${p.data[0]}`);
        return `${t(`reports.weekdays.d${WEEK[p.data[1]]}`)} ${p.data[0]}:00<br/>${t(`reports.${m}`)}: ${c ? shownValue(c, m) : "-"}`;
      },
    },
    grid: { left: 50, right: 20, top: 10, bottom: 90 },
    xAxis: { type: "category", data: HOURS.map((h) => `${h}`), splitArea: { show: true } },
    yAxis: { type: "category", inverse: true, data: WEEK.map((w) => t(`reports.weekdays.d${w}`)), splitArea: { show: true } },
    visualMap: {
      min: 0,
      max: max || 1,
      precision: (counts as readonly string[]).includes(m) ? 0 : 2,
      calculable: true,
      orient: "horizontal",
      left: "center",
      bottom: 0,
      inRange: { color: ["#f0f5ff", "#85a5ff", "#1d39c4"] },
    },
    series: [{ name: t(`reports.${m}`), type: "heatmap", data, label: { show: false }, emphasis: { itemStyle: { borderColor: "#333" } } }],
  };
}

export default function TimeSharingPage() {
  const { t } = useTranslation("advertising");
  const [q, setQ] = useReportQuery();
  const [campaignParam, setCampaign] = useReportParam("campaignId");
  const [metricParam, setMetric] = useReportParam("metric");
  const campaignId = campaignParam && /^\d+$/.test(campaignParam) ? Number(campaignParam) : undefined;
  const metric: Metric = metrics.find((m) => m === metricParam) ?? "impressions";
  const campaigns = useReportCampaigns(q.adsProfileId, q.adType);
  const report = useAdTimeSharing({ ...q, campaignId });
  const data = report.data;
  const cells = useMemo(() => new Map((data?.cells ?? []).map((c) => [`${c.weekday}:${c.hour}`, c])), [data]);
  const empty = data && data.cells.every((c) => c.impressions === 0 && c.clicks === 0 && Number(c.spend) === 0);
  const moneyBlocked = !!data && !data.currency && isMoney(metric);
  const chart = useMemo(() => (data && !moneyBlocked ? heatOption(cells, metric, t) : undefined), [data, cells, metric, moneyBlocked, t]);
  const tableRows = WEEK.map((w) => ({ weekday: w }));
  return (
    <div>
      <PageHeading title={t("reports.timeTitle")} intro={t("reports.timeIntro")} />
      <ReportFilters
        value={q}
        withType
        // a campaign belongs to one account and type: another narrowing drops it
        onChange={(next) => setQ(next, next.adsProfileId !== q.adsProfileId || next.adType !== q.adType ? { campaignId: undefined } : {})}
      >
        <Select
          style={{ width: 260 }}
          showSearch={{ optionFilterProp: "label" }}
          value={campaignId ?? 0}
          onChange={(v) => setCampaign(v ? String(v) : undefined)}
          data-testid="ad-time-campaign"
          options={[
            { value: 0, label: t("reports.allCampaigns") },
            ...(campaigns.data?.rows ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.adType}` })),
          ]}
        />
        <Select
          style={{ width: 160 }}
          value={metric}
          onChange={(v) => setMetric(v)}
          data-testid="ad-time-metric"
          prefix={t("reports.metric")}
          options={metrics.map((m) => ({ value: m, label: t(`reports.${m}`) }))}
        />
      </ReportFilters>
      {empty ? (
        <Empty description={t("reports.empty")} data-testid="ad-time-empty" />
      ) : moneyBlocked ? (
        <Alert type="info" showIcon title={t("reports.moneyNeedsAccount")} data-testid="ad-time-mixed" />
      ) : data ? (
        <>
          <Card size="small" title={`${t("reports.heatmap")} · ${t(`reports.${metric}`)}`} style={{ marginBottom: 16 }}>
            {chart && <EChart option={chart} height={360} testId="ad-time-heatmap" />}
          </Card>
          <Card size="small" title={`${t("reports.hourTable")} · ${t(`reports.${metric}`)}${isMoney(metric) ? ` (${data.currency})` : ""}`}>
            <Table
              size="small"
              rowKey="weekday"
              pagination={false}
              scroll={{ x: "max-content" }}
              dataSource={tableRows}
              data-testid="ad-time-table"
              columns={[
                {
                  key: "weekday",
                  title: `${t("reports.weekday")} \\ ${t("reports.hour")}`,
                  fixed: "left",
                  width: 90,
                  render: (_, r) => t(`reports.weekdays.d${r.weekday}`),
                },
                ...HOURS.map((h) => ({
                  key: `h${h}`,
                  title: String(h),
                  align: "right" as const,
                  render: (_: unknown, r: { weekday: number }) => {
                    const c = cells.get(`${r.weekday}:${h}`);
                    return c ? shownValue(c, metric) : "-";
                  },
                })),
              ]}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
