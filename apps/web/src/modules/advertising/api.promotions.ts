/** The promotions' API (coupons and deals, their commands, the expenses report), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import {
  type AdPromotionExpensesReply,
  type AdReportQuery,
  promotionPaths,
  type PromotionPickers,
  promotionResource,
  type PromotionRow,
} from "@entrepot/contracts";
import { api, apiRequest, toQueryString } from "../../lib/api";

const path = (call: string) => call.split(" ")[1]!;

export const fetchPromotion = (id: number) => api.get<PromotionRow>(path(promotionResource.paths.detail!), { id });
export const createPromotion = (body: unknown) => api.post<PromotionRow>(path(promotionResource.paths.create!), body);
export const updatePromotion = (body: unknown) => api.post<PromotionRow>(path(promotionResource.paths.update!), body);

/**
 * Submit and cancel carry an Idempotency-Key made of the promotion and the version acted on: a double click or
 * a retry after a lost answer gets the first answer instead of a 409.
 */
export const promotionCommand = (verb: "submit" | "cancel", row: { id: number; version: number }) =>
  apiRequest<PromotionRow>("POST", promotionPaths[verb], {
    body: { id: row.id, version: row.version },
    idempotencyKey: `promotion-${verb}-${row.id}-v${row.version}`,
  });

/** The form's pickers: the ad accounts; of one, the seller's products with ASIN and available stock (filtered by `q`). */
export const usePromotionPickers = (adsProfileId?: number, q?: string) =>
  useQuery({
    queryKey: ["advertising", "promotionPickers", adsProfileId ?? 0, q ?? ""],
    queryFn: ({ signal }) => api.get<PromotionPickers>(promotionPaths.pickers, { adsProfileId, q: q || undefined }, signal),
  });

export const usePromotionExpenses = (q: AdReportQuery) =>
  useQuery({
    queryKey: ["advertising", "report", "promotionExpenses", q.from, q.to, q.adsProfileId],
    queryFn: ({ signal }) =>
      api.get<AdPromotionExpensesReply>(
        "/api/advertising/report/promotionExpenses",
        { from: q.from, to: q.to, adsProfileId: q.adsProfileId },
        signal,
      ),
  });

/** The expenses' days as .xlsx, same period and account as the screen. */
export const promotionExpensesExportUrl = (q: AdReportQuery) =>
  `/api/advertising/report/promotionExpenses/export${toQueryString({ from: q.from, to: q.to, adsProfileId: q.adsProfileId })}`;
