/** The outbound plans' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { OutboundBoardReply, OutboundPlanDetail, OutboundPlanRow, OutboundPlanSave, OutboundTransition } from "@entrepot/contracts";
import { api } from "../../lib/api";

export const planUrls = { list: "/api/outbound/plan/list", export: "/api/outbound/plan/export" } as const;

export interface PlanFormOptions {
  warehouses: { id: number; code: string; name: string }[];
  stock: { warehouseId: number; productId: number; sku: string; name: string; available: number }[];
}

export const fetchPlan = (id: number, signal?: AbortSignal) => api.get<OutboundPlanDetail>("/api/outbound/plan/detail", { id }, signal);
export const usePlan = (id: number | undefined) =>
  useQuery({ queryKey: ["outbound", "plan", id], queryFn: ({ signal }) => fetchPlan(id!, signal), enabled: id !== undefined });
export const usePlanFormOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ["outbound", "formOptions"],
    queryFn: ({ signal }) => api.get<PlanFormOptions>("/api/outbound/plan/formOptions", undefined, signal),
    enabled,
  });
export const useBoard = (days: number, warehouseId?: number) =>
  useQuery({
    queryKey: ["outbound", "board", days, warehouseId],
    queryFn: ({ signal }) => api.get<OutboundBoardReply>("/api/outbound/board", { days, warehouseId }, signal),
  });

export const savePlan = (body: OutboundPlanSave) => api.post<OutboundPlanRow>("/api/outbound/plan/save", body);
export const deletePlan = (id: number) => api.post<{ ok: true }>("/api/outbound/plan/delete", { id });
export const runTransition = (transition: OutboundTransition, row: { id: number; version: number }) =>
  api.post<OutboundPlanRow>(`/api/outbound/plan/${transition}`, { id: row.id, version: row.version });
