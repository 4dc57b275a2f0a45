/** The §2.1 inventory reports' API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { BillboardReply, PageReply } from "@entrepot/contracts";
import { api } from "../../../lib/api";

const base = "/api/inventory/analysis";
const urls = (name: string) => ({ list: `${base}/${name}/list`, export: `${base}/${name}/export` }) as const;

export const analysisUrls = {
  receiveIssue: urls("receiveIssue"),
  inWarehouse: urls("inWarehouse"),
  inWarehouseTrend: urls("inWarehouseTrend"),
  onOrder: urls("onOrder"),
  onOrderWeek: urls("onOrderWeek"),
  arrivalPlan: urls("arrivalPlan"),
  unDeliver: urls("unDeliver"),
  unDeliverWait: urls("unDeliverWait"),
  stock: urls("stock"),
};

/** Every row a chart draws (at most 1,000 points), with the list's filters. */
export const useChartRows = <Row>(listUrl: string, filters: Record<string, string>) =>
  useQuery({
    queryKey: ["list", listUrl, "chart", filters],
    queryFn: ({ signal }) => api.get<PageReply<Row>>(listUrl, { ...filters, rows: 1000 }, signal),
  });

export const useBillboard = (warehouseId?: number) =>
  useQuery({
    queryKey: ["inventory", "billboard", warehouseId],
    queryFn: ({ signal }) => api.get<BillboardReply>(`${base}/billboard`, { warehouseId }, signal),
  });
