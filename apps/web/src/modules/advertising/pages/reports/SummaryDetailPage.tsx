/**
 * ad/advertisingSummary/detail?campaignId=&from=&to=: one campaign's days over the period, with the day's
 * budget and the hour it ran out, and the period's totals (from the advertising summary).
 */
import "../../i18n";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CampaignDays } from "./CampaignDays";

export default function SummaryDetailPage() {
  const { t } = useTranslation("advertising");
  const [params, setParams] = useSearchParams();
  const campaignId = Number(params.get("campaignId")) || 0;
  const from = params.get("from") ?? dayjs().subtract(30, "day").format("YYYY-MM-DD");
  const to = params.get("to") ?? dayjs().subtract(1, "day").format("YYYY-MM-DD");
  return (
    <CampaignDays
      campaignId={campaignId}
      from={from}
      to={to}
      title={t("reports.detailTitle")}
      onPeriod={(f, x) => setParams({ campaignId: String(campaignId), from: f, to: x })}
    />
  );
}
