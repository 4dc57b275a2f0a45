import type { ScreenEntry } from "../../../lib/screen-types";

/** The stock documents' screens (issue 9): adjustments, misc inbound and outbound, moves/transfers/freezes. Data and dynamic imports only. */
export const stockDocScreens: ScreenEntry[] = [
  {
    path: "inventoryAdjustment",
    area: "logistics",
    title: { zh: "库存调整", en: "Stock adjustments" },
    permission: "inventory:stockdoc:read",
    load: () => import("./pages/AdjustmentPage"),
  },
  {
    path: "misc/inbound",
    area: "inbound-outbound-stock",
    title: { zh: "其他入库", en: "Misc inbound" },
    permission: "inventory:stockdoc:read",
    load: () => import("./pages/MiscInboundPage"),
  },
  {
    path: "misc/outbound",
    area: "inbound-outbound-stock",
    title: { zh: "其他出库", en: "Misc outbound" },
    permission: "inventory:stockdoc:read",
    load: () => import("./pages/MiscOutboundPage"),
  },
  {
    path: "warehouseMove",
    area: "logistics",
    title: { zh: "移库与冻结", en: "Moves and freezes" },
    permission: "inventory:stockdoc:read",
    load: () => import("./pages/WarehouseMovePage"),
  },
];
