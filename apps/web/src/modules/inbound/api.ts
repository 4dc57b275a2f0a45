/** Inbound plans' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { InboundPlanDetail, InboundPlanRow, InboundPlanSave, InboundReceiveBody } from "@entrepot/contracts";
import { api } from "../../lib/api";
import { postForDownload } from "../../components/download";

export const planUrls = { list: "/api/inbound/plan/list", export: "/api/inbound/plan/export" } as const;
export type PlanTransition = "submit" | "cancel" | "arrive" | "receive" | "finishReceiving" | "putaway" | "complete";

export const planKey = (id: number) => ["inbound", "plan", id] as const;
export function usePlan(id: number | undefined) {
  return useQuery({
    queryKey: planKey(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<InboundPlanDetail>("/api/inbound/plan/detail", { id }, signal),
  });
}

export const savePlan = (body: InboundPlanSave) => api.post<InboundPlanRow>("/api/inbound/plan/save", body);
export const deletePlan = (id: number) => api.post<{ ok: true }>("/api/inbound/plan/delete", { id });
export const runTransition = (name: Exclude<PlanTransition, "receive">, id: number, version: number) =>
  api.post<InboundPlanDetail>(`/api/inbound/plan/${name}`, { id, version });
export const receivePlan = (body: InboundReceiveBody) => api.post<InboundPlanDetail>("/api/inbound/plan/receive", body);
/** Carton labels: 1 Letter 30 per page, 2 10 × 10 cm, 3 10.16 × 5.08 cm. */
export const printCartonLabels = (id: number, planNo: string, format: 1 | 2 | 3 = 2) =>
  postForDownload("/api/inbound/plan/cartonLabels", { id, format }, `${planNo}-cartons.pdf`);
