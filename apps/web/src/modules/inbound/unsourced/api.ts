/** Unsourced inbound's API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  ReceiptLookupReply,
  UnsourcedAssignBody,
  UnsourcedConfirmBody,
  UnsourcedDetail,
  UnsourcedReasonBody,
  UnsourcedRow,
  UnsourcedSave,
  UnsourcedWithdrawBody,
} from "@entrepot/contracts";
import { api } from "../../../lib/api";

export const unsourcedUrls = { list: "/api/inbound/unsourced/list", export: "/api/inbound/unsourced/export" } as const;

export const receiptKey = (id: number) => ["inbound", "unsourced", id] as const;
export const useReceipt = (id: number | undefined) =>
  useQuery({
    queryKey: receiptKey(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<UnsourcedDetail>("/api/inbound/unsourced/detail", { id }, signal),
  });

export const saveReceipt = (body: UnsourcedSave) => api.post<UnsourcedRow>("/api/inbound/unsourced/save", body);
export const claimByTracking = (trackingNo: string) => api.post<UnsourcedRow[]>("/api/inbound/unsourced/claim", { trackingNo, lines: [] });
/** The claimant takes its claim back before the warehouse confirms it. */
export const withdrawClaim = (body: UnsourcedWithdrawBody) => api.post<UnsourcedRow>("/api/inbound/unsourced/withdraw", body);
export const confirmClaim = (body: UnsourcedConfirmBody) => api.post<UnsourcedRow>("/api/inbound/unsourced/confirmClaim", body);
export const assignReceipt = (body: UnsourcedAssignBody) => api.post<UnsourcedRow>("/api/inbound/unsourced/assign", body);
export const withReason = (name: "rejectClaim" | "dispose", body: UnsourcedReasonBody) =>
  api.post<UnsourcedRow>(`/api/inbound/unsourced/${name}`, body);
/** Per line, the seller's SKU matching the code read off the goods. */
export const suggestMatches = (id: number, orgId: number) =>
  api.get<{ lineId: number; productId: number | null; sku: string | null }[]>("/api/inbound/unsourced/suggest", { id, orgId });
/** The receipt desk: the plans and parcels a scanned code names. */
export const lookupReceipt = (code: string) => api.get<ReceiptLookupReply>("/api/inbound/receipt/lookup", { code });
