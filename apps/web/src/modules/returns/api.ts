/** The returns' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  ProcessTransition,
  ReturnAnalysisReply,
  ReturnProcessRow,
  ReturnReceiptSave,
  ReturnTrackingReply,
  ReturnWarehouseReply,
  ReturnableOrderReply,
  ReturnPlanDetail,
  ReturnPlanRow,
  ReturnPlanSave,
  ReturnReceiveBody,
  ReturnTransition,
  ReturnWarehousesReply,
} from "@entrepot/contracts";
import { api } from "../../lib/api";

export const planUrls = { list: "/api/returns/plan/list", export: "/api/returns/plan/export" } as const;

export const planKey = (id: number) => ["returns", "plan", id] as const;
export const usePlan = (id: number | undefined) =>
  useQuery({
    queryKey: planKey(id ?? 0),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<ReturnPlanDetail>("/api/returns/plan/detail", { id }, signal),
  });
/** The warehouses a return plan may name: in the caller's scope and accepting returns. */
export const useReturnWarehouses = () =>
  useQuery({
    queryKey: ["returns", "warehouses"],
    queryFn: ({ signal }) => api.get<ReturnWarehousesReply>("/api/returns/plan/warehouses", undefined, signal),
  });
export const fetchReturnable = (orderId: number) => api.get<ReturnableOrderReply>("/api/returns/order/returnable", { id: orderId });
/** The seller's shipped orders whose number contains `q` (the form's order picker). */
export const searchShippedOrders = (q: string) =>
  api.get<{ rows: { id: number; orderNo: string; referenceNo: string; warehouseCode: string }[] }>("/api/orders/order/list", {
    "search[EQ_status]": "shipped",
    ...(q ? { "search[LIKE_orderNo]": q } : {}),
    rows: 20,
  });
export const useAnalysis = (from: string, to: string, warehouseId?: number) =>
  useQuery({
    queryKey: ["returns", "analysis", from, to, warehouseId],
    queryFn: ({ signal }) => api.get<ReturnAnalysisReply>("/api/returns/analysis", { from, to, warehouseId }, signal),
  });

export const savePlan = (body: ReturnPlanSave) => api.post<ReturnPlanRow>("/api/returns/plan/save", body);
export const deletePlan = (id: number) => api.post<{ ok: true }>("/api/returns/plan/delete", { id });
export const runTransition = (transition: Exclude<ReturnTransition, "receive">, row: { id: number; version: number }) =>
  api.post<ReturnPlanRow>(`/api/returns/plan/${transition}`, { id: row.id, version: row.version });
export const receivePlan = (body: ReturnReceiveBody) => api.post<ReturnPlanRow>("/api/returns/plan/receive", body);

export const processUrls = { list: "/api/returns/process/list", export: "/api/returns/process/export" } as const;
export const saveReceipt = (body: ReturnReceiptSave) => api.post<ReturnPlanRow>("/api/returns/receipt/save", body);
export const deleteReceipt = (id: number) => api.post<{ ok: true }>("/api/returns/receipt/delete", { id });
export const findByTracking = (trackingNo: string) => api.get<ReturnTrackingReply>("/api/returns/receipt/byTracking", { trackingNo });
export const runProcess = (transition: ProcessTransition, row: { id: number; version: number }, remark?: string | null) =>
  api.post<ReturnProcessRow>(`/api/returns/process/${transition}`, { id: row.id, version: row.version, remark: remark || null });
/** A store account's return warehouse (spec call account/return/warehouse/getReturnWarehouse). */
export const fetchReturnWarehouse = (accountId: number) =>
  api.get<ReturnWarehouseReply>("/api/v1/account/return/warehouse/getReturnWarehouse", { accountId });
