import type { ScreenEntry } from "../../lib/screen-types";

/**
 * The B2C orders' screens (issue 9). Module routes, not the spec's: the spec's B2C order screens
 * (`b2corderHj` and its forms) come with the order-management issue, which extends these orders.
 * Data and dynamic imports only.
 */
export const ordersScreens: ScreenEntry[] = [
  {
    path: "orders/b2cOrders",
    area: "orders",
    title: { zh: "一件代发订单", en: "B2C orders" },
    permission: "orders:order:manage",
    load: () => import("./pages/SellerOrdersPage"),
  },
  {
    path: "orders/b2cOrdersManage",
    area: "orders",
    title: { zh: "一件代发订单作业", en: "B2C orders (warehouse)" },
    permission: "orders:order:operate",
    load: () => import("./pages/WarehouseOrdersPage"),
  },
];
