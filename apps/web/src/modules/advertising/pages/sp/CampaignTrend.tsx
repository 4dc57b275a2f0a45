/**
 * A campaign's performance over a chosen period (default the last 30 days through today so far), from the
 * report API's daily figures: spend and sales on the money axis, clicks on the count axis; the period's totals.
 */
import { useMemo, useState } from "react";
import DatePicker from "antd/es/date-picker";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { AdCampaignDailyReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { formatAmount } from "../../../../components/format";
import { Money } from "../../../../components/Money";
import { Panel } from "../../../../components/Panel";
import { useCampaignDaily } from "../../api.reports";

type Day = AdCampaignDailyReply["days"][number];

/** Every day of the period on the axis: a day without a row had no activity (not started, paused, out of budget). */
function periodDays(data: AdCampaignDailyReply, from: string, to: string): { day: string; row?: Day }[] {
  const byDay = new Map(data.days.map((d) => [d.day, d]));
  const out: { day: string; row?: Day }[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, "day")) {
    const day = d.format("YYYY-MM-DD");
    out.push({ day, row: byDay.get(day) });
  }
  return out;
}

function trendOption(data: AdCampaignDailyReply, from: string, to: string, t: (k: string) => string): ChartOption {
  const days = periodDays(data, from, to);
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 50, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: days.map((d) => d.day) },
    yAxis: [
      { type: "value", name: data.currency },
      { type: "value", name: t("sp.clicks") },
    ],
    series: [
      // plotted, not summed: the totals above are the server's exact sums
      { name: t("sp.spend"), type: "line", data: days.map((d) => Number(d.row?.spend ?? 0)) },
      { name: t("sp.sales"), type: "line", data: days.map((d) => Number(d.row?.sales ?? 0)) },
      { name: t("sp.clicks"), type: "bar", yAxisIndex: 1, data: days.map((d) => d.row?.clicks ?? 0), itemStyle: { opacity: 0.35 } },
    ],
  };
}

export function CampaignTrend({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation("advertising");
  const [range, setRange] = useState(() => ({ from: dayjs().subtract(29, "day").format("YYYY-MM-DD"), to: dayjs().format("YYYY-MM-DD") }));
  const daily = useCampaignDaily(campaignId, range.from, range.to);
  const data = daily.data;
  const option = useMemo(
    () => (data && data.days.length > 0 ? trendOption(data, range.from, range.to, t) : undefined),
    [data, range.from, range.to, t],
  );
  const currency = data?.currency ?? "";
  return (
    <Panel title={t("sp.trend")} style={{ marginTop: 16 }}>
      <DatePicker.RangePicker
        style={{ marginBottom: 12 }}
        value={[dayjs(range.from), dayjs(range.to)]}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && setRange({ from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") })}
        data-testid="sp-trend-period"
      />
      {data && (
        <Descriptions size="small" column={6} title={t("sp.totals")} data-testid="sp-trend-totals">
          <Descriptions.Item label={t("sp.impressions")}>
            <span data-testid="sp-total-impressions">{data.totals.impressions}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("sp.clicks")}>{data.totals.clicks}</Descriptions.Item>
          <Descriptions.Item label={t("sp.spend")}>
            <Money value={data.totals.spend} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sp.orders")}>{data.totals.orders}</Descriptions.Item>
          <Descriptions.Item label={t("sp.sales")}>
            <Money value={data.totals.sales} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t("sp.acos")}>
            {data.totals.acos === null ? "-" : `${formatAmount(data.totals.acos)}%`}
          </Descriptions.Item>
        </Descriptions>
      )}
      {option ? <EChart option={option} testId="sp-trend-chart" /> : data && <Empty description={t("sp.noData")} />}
    </Panel>
  );
}
