/** The stock documents' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { StockDocDetail, StockDocOptions, StockDocSave, StockDocTransition } from "@entrepot/contracts";
import { api } from "../../../lib/api";

export const docUrls = { list: "/api/inventory/stockdoc/list", export: "/api/inventory/stockdoc/export" } as const;

export const fetchDoc = (id: number, signal?: AbortSignal) => api.get<StockDocDetail>("/api/inventory/stockdoc/detail", { id }, signal);
export const useDoc = (id: number | undefined) =>
  useQuery({ queryKey: ["stockdocs", "doc", id], queryFn: ({ signal }) => fetchDoc(id!, signal), enabled: id !== undefined });
export const useDocOptions = (orgId: number | undefined) =>
  useQuery({
    queryKey: ["stockdocs", "options", orgId],
    queryFn: ({ signal }) => api.get<StockDocOptions>("/api/inventory/stockdoc/formOptions", { orgId }, signal),
  });

export const saveDoc = (body: StockDocSave) => api.post<StockDocDetail>("/api/inventory/stockdoc/save", body);
export const runDocTransition = (transition: StockDocTransition, row: { id: number; version: number }) =>
  api.post<StockDocDetail>(`/api/inventory/stockdoc/${transition}`, { id: row.id, version: row.version });
