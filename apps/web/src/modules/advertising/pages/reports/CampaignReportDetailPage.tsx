/**
 * ad/dvertisingDetails?id=&from=&to= (the spec's spelling): one campaign's report, opened from the campaign
 * report. Its settings and last 30 days (the list's row), then its days over the chosen period.
 */
import "../../i18n";
import Card from "antd/es/card";
import Descriptions from "antd/es/descriptions";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Money } from "../../../../components/Money";
import { currentLocale } from "../../../../lib/i18n";
import { useReportCampaign } from "../../api.reports";
import { CampaignDays } from "./CampaignDays";
import { ratio } from "./ReportFilters";
import { adTypeText, stateTag, targetingText } from "./reportLabels";

export default function CampaignReportDetailPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const id = /^\d+$/.test(params.get("id") ?? "") ? Number(params.get("id")) : 0;
  const from = params.get("from") ?? dayjs().subtract(30, "day").format("YYYY-MM-DD");
  const to = params.get("to") ?? dayjs().subtract(1, "day").format("YYYY-MM-DD");
  const row = useReportCampaign(id).data;
  const settings = row && (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 3, xl: 5 }} data-testid="ad-report-campaign">
        <Descriptions.Item label={t("reports.account")}>{row.accountName}</Descriptions.Item>
        <Descriptions.Item label={t("reports.adType")}>{adTypeText(row.adType, locale)}</Descriptions.Item>
        <Descriptions.Item label={t("reports.targeting")}>{targetingText(row.targeting, locale)}</Descriptions.Item>
        <Descriptions.Item label={t("reports.state")}>{stateTag(row.state, locale)}</Descriptions.Item>
        <Descriptions.Item label={t("reports.dailyBudget")}>
          <Money value={row.dailyBudget} currency={row.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={`${t("reports.spend")} · ${t("reports.last30")}`}>
          <Money value={row.spend} currency={row.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={`${t("reports.sales")} · ${t("reports.last30")}`}>
          <Money value={row.sales} currency={row.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={`${t("reports.acos")} · ${t("reports.last30")}`}>{ratio(row.acos)}</Descriptions.Item>
        <Descriptions.Item label={`${t("reports.clicks")} · ${t("reports.last30")}`}>{row.clicks}</Descriptions.Item>
        <Descriptions.Item label={`${t("reports.orders")} · ${t("reports.last30")}`}>{row.orders}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
  return (
    <CampaignDays
      campaignId={id}
      from={from}
      to={to}
      title={t("reports.reportDetailTitle")}
      onPeriod={(f, x) => setParams({ id: String(id), from: f, to: x })}
      before={
        <>
          <div style={{ marginBottom: 12 }}>
            <Link to="/ad/campaign">← {t("reports.back")}</Link>
          </div>
          {settings}
        </>
      }
    />
  );
}
