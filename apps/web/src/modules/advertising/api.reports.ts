/** The advertising reports' API (issue 10), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  AdAccountRow,
  AdCampaignDailyReply,
  AdDashboardReply,
  AdProductSummaryReply,
  AdReportQuery,
  AdSummaryReply,
} from "@entrepot/contracts";
import { api, toQueryString } from "../../lib/api";

/** The ad accounts the user may see, for a report's account filter. */
export const useAdAccounts = () =>
  useQuery({
    queryKey: ["advertising", "accounts", "options"],
    queryFn: ({ signal }) => api.get<{ rows: AdAccountRow[] }>("/api/advertising/account/list", { rows: 200 }, signal),
    staleTime: 60_000,
  });

const report =
  <R>(name: string) =>
  (q: AdReportQuery) =>
    useQuery({
      queryKey: ["advertising", "report", name, q.from, q.to, q.adsProfileId, q.adType],
      queryFn: ({ signal }) =>
        api.get<R>(`/api/advertising/report/${name}`, { from: q.from, to: q.to, adsProfileId: q.adsProfileId, adType: q.adType }, signal),
    });

export const useAdDashboard = report<AdDashboardReply>("dashboard");
export const useAdSummary = report<AdSummaryReply>("advertisingSummary");
export const useAdProductSummary = report<AdProductSummaryReply>("adSummary");

/** A report's rows as .xlsx, same period and narrowing as the screen (a plain download link). */
export const reportExportUrl = (name: "advertisingSummary" | "adSummary", q: AdReportQuery) =>
  `/api/advertising/report/${name}/export${toQueryString({ from: q.from, to: q.to, adsProfileId: q.adsProfileId, adType: q.adType })}`;

/** One campaign's days over a period (the summary's detail). */
export const useCampaignDaily = (campaignId: number, from: string, to: string) =>
  useQuery({
    queryKey: ["advertising", "report", "campaignDaily", campaignId, from, to],
    enabled: campaignId > 0,
    queryFn: ({ signal }) => api.get<AdCampaignDailyReply>("/api/advertising/report/campaign/daily", { campaignId, from, to }, signal),
  });
