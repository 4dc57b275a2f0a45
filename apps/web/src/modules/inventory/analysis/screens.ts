import type { ScreenEntry } from "../../../lib/screen-types";

const report = (name: string, zh: string, en: string, load: ScreenEntry["load"]): ScreenEntry => ({
  path: `inventory/inventoryReport/${name}`,
  area: "inbound-outbound-stock",
  title: { zh, en },
  permission: "inventory:stock:read",
  load,
});

/**
 * The §2.1 inventory reports (issue 9 "Reports"). The snapshot reports are the snapshot list's own page
 * (the seller's and the operator's). Their copies are views of their own: the detail summed per SKU over the
 * warehouses, the snapshots as a daily trend. Data and dynamic imports only.
 */
export const analysisScreens: ScreenEntry[] = [
  report("transmitReceiveSave", "收发存报表", "Receipts and issues", () => import("./pages/ReceiveIssuePage")),
  report("inWarehouse", "在仓库存", "In warehouse", () => import("./pages/InWarehousePage")),
  report("inWarehouseAnalysis", "在仓库存分析", "In warehouse analysis", () => import("./pages/InWarehouseAnalysisPage")),
  report("onOrder", "在途库存", "On order", () => import("./pages/OnOrderPage")),
  report("onOrderAnalysis", "在途分析", "On order analysis", () => import("./pages/OnOrderAnalysisPage")),
  report("unDeliver", "未发货库存", "Not yet delivered", () => import("./pages/UnDeliverPage")),
  report("unDeliverAnalysis", "未发货分析", "Not yet delivered analysis", () => import("./pages/UnDeliverAnalysisPage")),
  report("inventoryAnalysis", "库存分析", "Inventory analysis", () => import("./pages/InventoryAnalysisPage")),
  report("inventoryBillboard", "库存看板", "Inventory billboard", () => import("./pages/BillboardPage")),
  report("arrivalPlanForm", "到货计划", "Arrival plan", () => import("./pages/ArrivalPlanPage")),
  report("inventorySnapshoot", "库存快照", "Stock snapshots", () => import("../pages/SnapshotPage")),
  // the copies: the detail summed per SKU over the warehouses, and the snapshots as a daily trend
  report("inventoryDetailCopy", "库存明细(按 SKU 汇总)", "Inventory detail by SKU", () => import("../reports/pages/CentralPage")),
  report("inventorySnapshootCopy", "库存快照趋势", "Stock snapshot trend", () => import("../reports/pages/SnapshotTrendPage")),
  {
    path: "inventory/inventoryReportManage/inventorySnapshoot",
    area: "inbound-outbound-stock",
    title: { zh: "库存快照(管理)", en: "Stock snapshots (admin)" },
    permission: "inventory:stock:adjust",
    load: () => import("../pages/SnapshotAdminPage"),
  },
];
