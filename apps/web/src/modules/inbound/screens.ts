import type { ScreenEntry } from "../../lib/screen-types";

/** Inbound plans (issue 9): the seller's list, form and detail, the warehouse's list. Data and dynamic imports only. */
export const inboundScreens: ScreenEntry[] = [
  {
    path: "inbound/inboundPlan",
    area: "inbound-outbound-stock",
    title: { zh: "入库计划", en: "Inbound plans" },
    permission: "inbound:plan:manage",
    load: () => import("./pages/PlanListPage"),
  },
  {
    path: "inbound/inboundPlan/new",
    area: "inbound-outbound-stock",
    title: { zh: "新建入库计划", en: "New inbound plan" },
    permission: "inbound:plan:manage",
    load: () => import("./pages/PlanFormPage"),
    menu: false,
  },
  {
    path: "inbound/inboundPlan/edit",
    area: "inbound-outbound-stock",
    title: { zh: "编辑入库计划", en: "Edit inbound plan" },
    permission: "inbound:plan:manage",
    load: () => import("./pages/PlanFormPage"),
    menu: false,
  },
  {
    path: "inbound/inboundPlan/detail",
    area: "inbound-outbound-stock",
    title: { zh: "入库计划详情", en: "Inbound plan" },
    permission: "inbound:plan:read",
    load: () => import("./pages/PlanDetailPage"),
    menu: false,
  },
  {
    path: "inbound/inboundPlanManger",
    area: "inbound-outbound-stock",
    title: { zh: "入库计划管理", en: "Inbound plans (warehouse)" },
    permission: "inbound:plan:operate",
    load: () => import("./pages/PlanManagePage"),
  },
  {
    path: "unsourced/order",
    area: "inbound-outbound-stock",
    title: { zh: "无来源入库", en: "Unsourced inbound" },
    permission: "inbound:unsourced:claim",
    load: () => import("./unsourced/UnsourcedSellerPage"),
  },
  {
    path: "unsourced/manage/order",
    area: "inbound-outbound-stock",
    title: { zh: "无来源入库管理", en: "Unsourced inbound (warehouse)" },
    permission: "inbound:unsourced:operate",
    load: () => import("./unsourced/UnsourcedManagePage"),
  },
];
