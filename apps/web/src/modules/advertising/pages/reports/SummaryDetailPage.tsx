/**
 * ad/advertisingSummary/detail?campaignId=&from=&to=: one campaign's days over the period, with the day's
 * budget and the hour it ran out, and the period's totals (from the advertising summary).
 */
import "../../i18n";
import DatePicker from "antd/es/date-picker";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { AdCampaignDailyReply } from "@entrepot/contracts";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { useCampaignDaily } from "../../api.reports";
import { metricColumns } from "./metricColumns";
import { ratio } from "./ReportFilters";

type DayRow = AdCampaignDailyReply["days"][number];

export default function SummaryDetailPage() {
  const { t } = useTranslation("advertising");
  const [params, setParams] = useSearchParams();
  const campaignId = Number(params.get("campaignId")) || 0;
  const from = params.get("from") ?? dayjs().subtract(30, "day").format("YYYY-MM-DD");
  const to = params.get("to") ?? dayjs().subtract(1, "day").format("YYYY-MM-DD");
  const daily = useCampaignDaily(campaignId, from, to);
  const data = daily.data;
  if (!campaignId || daily.isError) return <Empty description={t("reports.noCampaign")} />;
  const currency = data?.currency ?? "";
  return (
    <div>
      <PageHeading title={data ? `${data.name} · ${data.adType}` : t("reports.detailTitle")} intro={t("reports.detailIntro")} />
      <DatePicker.RangePicker
        style={{ marginBottom: 16 }}
        value={[dayjs(from), dayjs(to)]}
        allowClear={false}
        onChange={(v) =>
          v?.[0] && v[1] && setParams({ campaignId: String(campaignId), from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") })
        }
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
    </div>
  );
}
