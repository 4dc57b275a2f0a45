import type { ScreenEntry } from "../../lib/screen-types";
import { analysisScreens } from "./analysis/screens";
import { inventoryReportScreens } from "./reports/screens";

/** The stock ledger's screens (issue 9): the inventory reports a seller reads and their operators' copies. Data and dynamic imports only. */
export const inventoryScreens: ScreenEntry[] = [
  {
    path: "inventory/inventoryReport/inventoryDetail",
    area: "inbound-outbound-stock",
    title: { zh: "库存明细", en: "Inventory detail" },
    permission: "inventory:stock:read",
    load: () => import("./pages/BalancePage"),
  },
  {
    path: "inventory/inventoryReservation",
    area: "inbound-outbound-stock",
    title: { zh: "库存预占", en: "Stock reservations" },
    permission: "inventory:stock:read",
    load: () => import("./pages/ReservationPage"),
  },
  {
    path: "inventory/detail",
    area: "logistics",
    title: { zh: "库存流水", en: "Stock movements" },
    permission: "inventory:stock:read",
    load: () => import("./pages/MovementPage"),
  },
  {
    path: "inventory/batch/list",
    area: "logistics",
    title: { zh: "批次库存", en: "Stock batches" },
    permission: "inventory:stock:read",
    load: () => import("./pages/BatchPage"),
  },
  {
    path: "inventory/snapshot",
    area: "logistics",
    title: { zh: "库存快照", en: "Stock snapshots" },
    permission: "inventory:stock:read",
    load: () => import("./pages/SnapshotPage"),
  },
  {
    path: "inventorySer/detail",
    area: "logistics",
    title: { zh: "库存流水(管理)", en: "Stock movements (admin)" },
    permission: "inventory:stock:adjust",
    load: () => import("./pages/MovementAdminPage"),
  },
  {
    path: "inventorySer/batch/list",
    area: "logistics",
    title: { zh: "批次库存(管理)", en: "Stock batches (admin)" },
    permission: "inventory:stock:adjust",
    load: () => import("./pages/BatchAdminPage"),
  },
  {
    path: "inventorySer/snapshot",
    area: "logistics",
    title: { zh: "库存快照(管理)", en: "Stock snapshots (admin)" },
    permission: "inventory:stock:adjust",
    load: () => import("./pages/SnapshotAdminPage"),
  },
  ...analysisScreens,
  ...inventoryReportScreens,
];
