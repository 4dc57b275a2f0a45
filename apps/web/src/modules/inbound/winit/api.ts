/** The channel receipts' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { StockDocOptions, WinitReceiptDetail, WinitReceiptSave, WinitReceiptTransition } from "@entrepot/contracts";
import { api } from "../../../lib/api";

export const receiptUrls = { list: "/api/inbound/winitReceipt/list", export: "/api/inbound/winitReceipt/export" } as const;

export const fetchReceipt = (id: number, signal?: AbortSignal) =>
  api.get<WinitReceiptDetail>("/api/inbound/winitReceipt/detail", { id }, signal);
export const useReceipt = (id: number | undefined) =>
  useQuery({ queryKey: ["winitReceipts", "receipt", id], queryFn: ({ signal }) => fetchReceipt(id!, signal), enabled: id !== undefined });
export const useReceiptOptions = (orgId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ["winitReceipts", "options", orgId],
    queryFn: ({ signal }) => api.get<StockDocOptions>("/api/inbound/winitReceipt/formOptions", { orgId }, signal),
    enabled,
  });

export const saveReceipt = (body: WinitReceiptSave) => api.post<WinitReceiptDetail>("/api/inbound/winitReceipt/save", body);
export const runReceiptTransition = (transition: WinitReceiptTransition, row: { id: number; version: number }) =>
  api.post<WinitReceiptDetail>(`/api/inbound/winitReceipt/${transition}`, { id: row.id, version: row.version });
