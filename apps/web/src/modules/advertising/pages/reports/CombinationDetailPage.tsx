/**
 * advertising/details/:id?from=&to=: one campaign's days, opened from the combination view (any ad type):
 * the period's totals, the daily trend chart and the days' figures.
 */
import "../../i18n";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { CampaignDays } from "./CampaignDays";

export default function CombinationDetailPage() {
  const { t } = useTranslation("advertising");
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const campaignId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const from = params.get("from") ?? dayjs().subtract(30, "day").format("YYYY-MM-DD");
  const to = params.get("to") ?? dayjs().subtract(1, "day").format("YYYY-MM-DD");
  return (
    <CampaignDays
      campaignId={campaignId}
      from={from}
      to={to}
      title={t("reports.detailTitle")}
      onPeriod={(f, x) => setParams({ from: f, to: x })}
      before={
        <div style={{ marginBottom: 12 }}>
          <Link to={`/advertising/combination?from=${from}&to=${to}`}>← {t("reports.back")}</Link>
        </div>
      }
    />
  );
}
