import type { ScreenEntry } from "../../lib/screen-types";

/** The outbound plans' screens (issue 9): the seller's list, the warehouse's, and the bulletin board. Data and dynamic imports only. */
export const outboundScreens: ScreenEntry[] = [
  {
    path: "outbound/outboundPlan",
    area: "inbound-outbound-stock",
    title: { zh: "出库计划", en: "Outbound plans" },
    permission: "outbound:plan:manage",
    load: () => import("./pages/OutboundPlanPage"),
  },
  {
    path: "outbound/outboundPlanManger",
    area: "inbound-outbound-stock",
    title: { zh: "出库计划管理", en: "Outbound plans (warehouse)" },
    permission: "outbound:plan:operate",
    load: () => import("./pages/OutboundPlanManagePage"),
  },
  {
    path: "outbound/outboundPlanBulletinBoard",
    area: "inbound-outbound-stock",
    title: { zh: "出库看板", en: "Outbound bulletin board" },
    permission: "outbound:board:read",
    load: () => import("./pages/BoardPage"),
  },
];
