/** Stock control's API, typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { CapacityForecastReply, WarningCheckReply, WorkConfigRow, WorkConfigSave } from "@entrepot/contracts";
import { api } from "../../lib/api";

export const workConfigUrls = { list: "/api/stockcontrol/work-config/list", export: "/api/stockcontrol/work-config/export" } as const;
export const saveWorkConfig = (body: WorkConfigSave) => api.post<WorkConfigRow>("/api/stockcontrol/work-config/save", body);
export const checkWarnings = (orgId?: number) => api.post<WarningCheckReply>("/api/stockcontrol/warning/check", orgId ? { orgId } : {});
export const useForecast = (warehouseId?: number) =>
  useQuery({
    queryKey: ["stockcontrol", "forecast", warehouseId],
    queryFn: ({ signal }) => api.get<CapacityForecastReply>("/api/stockcontrol/capacity/forecast", { warehouseId }, signal),
  });
export const forecastExportUrl = (warehouseId?: number) =>
  `/api/stockcontrol/capacity/export${warehouseId ? `?warehouseId=${warehouseId}` : ""}`;
