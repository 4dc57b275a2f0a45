import type { TaskRerunReply } from "@entrepot/contracts";
import { api } from "../../../lib/api";

/** The inventory reports' calls: each report's list, export and chart (GET /api/inventory/<report>/...). */
const report = (name: string) =>
  ({ list: `/api/inventory/${name}/list`, export: `/api/inventory/${name}/export`, chart: `/api/inventory/${name}/chart` }) as const;

export const ageUrls = report("age");
export const reserveUrls = report("reserve");
export const transportUrls = report("transport");
/** The WFS arrival plan is the outbound module's (its rows are outbound plan lines), shown among these reports. */
export const wfsUrls = { list: "/api/outbound/wfs/list", export: "/api/outbound/wfs/export", chart: "/api/outbound/wfs/chart" } as const;
export const differenceUrls = report("warehouseDifference");
export const channelStockUrls = report("channelStock");
export const codeMapUrls = report("codeMap");
export const taskUrls = report("task");
export const batchSnapshotUrls = report("batchSnapshot");
export const rerunSnapshotDay = (date: string) => api.post<TaskRerunReply>("/api/inventory/task/rerun", { date });
/** Served by the orders module, which owns the orders. */
export const lastMileUrls = { list: "/api/orders/skuLastMileFee/list", export: "/api/orders/skuLastMileFee/export" } as const;
/** Each SKU summed over the warehouses of the caller's scope (spec §7.7's central warehouse list). */
export const centralUrls = { list: "/api/inventory/centralWarehouse/list", export: "/api/inventory/centralWarehouse/export" } as const;
export const comparisonUrls = report("comparisonReport");
/** The age snapshot reads the daily snapshots' list (one chosen day) and its chart. */
export const snapshotReportUrls = report("snapshot");
