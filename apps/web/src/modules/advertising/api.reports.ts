/** The advertising reports' API (issue 10), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  AdAccountRow,
  AdBudgetOverviewReply,
  AdCampaignDailyReply,
  AdCampaignPerfRow,
  AdCombinationReply,
  AdCostShareReply,
  AdDashboardReply,
  AdProductSummaryReply,
  AdReportQuery,
  AdSummaryReply,
  AdTimeSharingQuery,
  AdTimeSharingReply,
  PageReply,
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
export const useAdBudgetOverview = report<AdBudgetOverviewReply>("budgetMonitoring");
export const useAdCostShare = report<AdCostShareReply>("ADCostShare");
export const useAdCombination = report<AdCombinationReply>("combination");

/** Hour × weekday, optionally of one campaign. */
export const useAdTimeSharing = (q: AdTimeSharingQuery) =>
  useQuery({
    queryKey: ["advertising", "report", "timeSharingData", q.from, q.to, q.adsProfileId, q.adType, q.campaignId],
    queryFn: ({ signal }) =>
      api.get<AdTimeSharingReply>(
        "/api/advertising/report/timeSharingData",
        { from: q.from, to: q.to, adsProfileId: q.adsProfileId, adType: q.adType, campaignId: q.campaignId },
        signal,
      ),
  });

/** The paged report lists and their .xlsx exports (the list kit's `search[OP_field]` filters). */
export const reportLists = {
  campaigns: { list: "/api/advertising/report/campaign/list", export: "/api/advertising/report/campaign/export" },
  budget: { list: "/api/advertising/report/budgetMonitoring/list", export: "/api/advertising/report/budgetMonitoring/export" },
  dsp: { list: "/api/advertising/dsp/list", export: "/api/advertising/dsp/export" },
} as const;

/** The campaigns of the accounts in view (of one account when given), by name: a report's campaign picker. */
export const useReportCampaigns = (adsProfileId?: number, adType?: string) =>
  useQuery({
    queryKey: ["advertising", "report", "campaignOptions", adsProfileId ?? 0, adType ?? ""],
    queryFn: ({ signal }) =>
      api.get<PageReply<AdCampaignPerfRow>>(
        reportLists.campaigns.list,
        { rows: 1000, sidx: "name", sord: "asc", "search[EQ_adsProfileId]": adsProfileId, "search[EQ_adType]": adType },
        signal,
      ),
    staleTime: 60_000,
  });

/** One campaign's row of the campaign report (its settings and last 30 days); undefined when out of reach. */
export const useReportCampaign = (id: number) =>
  useQuery({
    queryKey: ["advertising", "report", "campaignRow", id],
    enabled: id > 0,
    queryFn: async ({ signal }) =>
      (await api.get<PageReply<AdCampaignPerfRow>>(reportLists.campaigns.list, { rows: 1, "search[EQ_id]": id }, signal)).rows[0] ?? null,
  });

/** A report's rows as .xlsx, same period and narrowing as the screen (a plain download link). */
export const reportExportUrl = (name: "advertisingSummary" | "adSummary" | "ADCostShare", q: AdReportQuery) =>
  `/api/advertising/report/${name}/export${toQueryString({ from: q.from, to: q.to, adsProfileId: q.adsProfileId, adType: q.adType })}`;

/** One campaign's days over a period (the summary's detail). */
export const useCampaignDaily = (campaignId: number, from: string, to: string) =>
  useQuery({
    queryKey: ["advertising", "report", "campaignDaily", campaignId, from, to],
    enabled: campaignId > 0,
    queryFn: ({ signal }) => api.get<AdCampaignDailyReply>("/api/advertising/report/campaign/daily", { campaignId, from, to }, signal),
  });
