/** The B2C orders' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { OrderDetail, OrderParcel, OrderRow, OrderSave, OrderTransition } from "@entrepot/contracts";
import { api } from "../../lib/api";
import { postForDownload } from "../../components/download";

export const orderUrls = { list: "/api/orders/order/list", export: "/api/orders/order/export", importPrefix: "/api/orders/order" } as const;

export interface OrderFormOptions {
  warehouses: { id: number; code: string; name: string }[];
  services: { id: number; code: string; name: string }[];
  stores: { id: number; name: string }[];
  stock: { warehouseId: number; sku: string; name: string; available: number }[];
}

export const fetchOrder = (id: number, signal?: AbortSignal) => api.get<OrderDetail>("/api/orders/order/detail", { id }, signal);
export const useOrder = (id: number | undefined) =>
  useQuery({ queryKey: ["orders", "order", id], queryFn: ({ signal }) => fetchOrder(id!, signal), enabled: id !== undefined });
export const useOrderFormOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ["orders", "formOptions"],
    queryFn: ({ signal }) => api.get<OrderFormOptions>("/api/orders/order/formOptions", undefined, signal),
    enabled,
  });

export const saveOrder = (body: OrderSave) => api.post<OrderRow>("/api/orders/order/save", body);
export const deleteOrder = (id: number) => api.post<{ ok: true }>("/api/orders/order/delete", { id });
export const runTransition = (transition: OrderTransition, row: { id: number; version: number }, parcel?: OrderParcel) =>
  api.post<OrderRow>(`/api/orders/order/${transition}`, { id: row.id, version: row.version, ...parcel });
export const buyLabel = (row: { id: number; version: number }) =>
  api.post<OrderRow>("/api/orders/order/buyLabel", { id: row.id, version: row.version });
export const downloadLabel = (row: { id: number; orderNo: string }) =>
  postForDownload("/api/orders/order/label", { id: row.id }, `label-${row.orderNo}.pdf`);
export const downloadPickingList = (ids: number[]) => postForDownload("/api/orders/order/pickingList", { ids }, "picking-list.pdf");
export const downloadPackingSlips = (ids: number[]) => postForDownload("/api/orders/order/packingSlips", { ids }, "packing-slips.pdf");
