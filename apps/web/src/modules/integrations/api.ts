/** The webhook calls beyond the resource's own (list, save, delete): secret rotation, test delivery, deliveries. */
import { useQuery } from "@tanstack/react-query";
import type { StockPushOptions, StockPushRunReply, WebhookDeliveryRow, WebhookRow } from "@entrepot/contracts";
import { api } from "../../lib/api";

export interface TestDeliveryReply {
  deliveryKey: string;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export const rotateSecret = (row: { id: number; version: number }) =>
  api.post<WebhookRow>("/api/integrations/webhook/rotateSecret", { id: row.id, version: row.version });
export const sendTest = (id: number) => api.post<TestDeliveryReply>("/api/integrations/webhook/test", { id });
export const useDeliveries = (id: number | undefined) =>
  useQuery({
    queryKey: ["integrations", "deliveries", id],
    queryFn: ({ signal }) => api.get<WebhookDeliveryRow[]>("/api/integrations/webhook/deliveries", { id: id! }, signal),
    enabled: id !== undefined,
  });

export const useStockPushOptions = () =>
  useQuery({
    queryKey: ["integrations", "stockPushOptions"],
    queryFn: ({ signal }) => api.get<StockPushOptions>("/api/integrations/stockPush/options", {}, signal),
  });
export const runStockPush = (storeAccountId: number | undefined) =>
  api.post<StockPushRunReply>("/api/integrations/stockPush/run", storeAccountId ? { storeAccountId } : {});
