import type { ComponentType } from "react";
import type { ScreenEntry } from "../../../lib/screen-types";

/**
 * The inventory reports of spec §2.9: each a seller's screen (`inventory/<x>`) and the operator's copy
 * (`inventorySer/<x>`, the permission the other copies ask) from one page module. Data and dynamic imports only.
 */
const pair = <M extends { default: ComponentType }>(
  path: string,
  title: { zh: string; en: string },
  load: () => Promise<M>,
  adminExport: keyof M,
): ScreenEntry[] => [
  { path: `inventory/${path}`, area: "logistics", title, permission: "inventory:stock:read", load },
  {
    path: `inventorySer/${path}`,
    area: "logistics",
    title: { zh: `${title.zh}(管理)`, en: `${title.en} (admin)` },
    permission: "inventory:stock:adjust",
    load: () => load().then((m) => ({ default: m[adminExport] as ComponentType })),
  },
];

export const inventoryReportScreens: ScreenEntry[] = [
  ...pair("age", { zh: "库龄报表", en: "Inventory age" }, () => import("./pages/AgePage"), "AgeAdminPage"),
  ...pair("ageSnapshot", { zh: "库龄快照", en: "Age snapshot" }, () => import("./pages/AgeSnapshotPage"), "AgeSnapshotAdminPage"),
  ...pair("reserve", { zh: "预占报表", en: "Reserved stock" }, () => import("./pages/ReservePage"), "ReserveAdminPage"),
  ...pair(
    "warehouseDifference",
    { zh: "收货差异", en: "Receipt differences" },
    () => import("./pages/DifferencePage"),
    "DifferenceAdminPage",
  ),
  ...pair("comparisonReport", { zh: "库存对比", en: "Stock comparison" }, () => import("./pages/ComparisonPage"), "ComparisonAdminPage"),
  ...pair("channelStock", { zh: "渠道库存", en: "Channel stock" }, () => import("./pages/ChannelStockPage"), "ChannelStockAdminPage"),
  ...pair("codeMap", { zh: "编码映射", en: "Code map" }, () => import("./pages/CodeMapPage"), "CodeMapAdminPage"),
  ...pair(
    "skuLastMileFeeReport",
    { zh: "SKU 尾程费用", en: "SKU last-mile fees" },
    () => import("./pages/LastMilePage"),
    "LastMileAdminPage",
  ),
  ...pair("task", { zh: "快照任务", en: "Snapshot runs" }, () => import("./pages/TaskPage"), "TaskAdminPage"),
  // the batch snapshot is taken by the same daily job, with the balances: its runs are the same list (batches column)
  ...pair("batch/task", { zh: "批次快照任务", en: "Batch snapshot runs" }, () => import("./pages/TaskPage"), "TaskAdminPage"),
  ...pair("batch/snapshot", { zh: "批次快照", en: "Batch snapshots" }, () => import("./pages/BatchSnapshotPage"), "BatchSnapshotAdminPage"),
  ...pair("transport", { zh: "在途报表", en: "Stock in transit" }, () => import("./pages/TransportPage"), "TransportAdminPage"),
  // one screen for both sides: the outbound plans' scope already narrows a seller to its own, an operator to its access groups
  {
    path: "inventory/inventoryReport/wfs",
    area: "logistics",
    title: { zh: "WFS 到货计划", en: "WFS arrival plan" },
    permission: "outbound:plan:read",
    load: () => import("./pages/WfsPage"),
  },
];
