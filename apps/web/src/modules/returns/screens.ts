import type { ScreenEntry } from "../../lib/screen-types";

/** Returns (issue 9): the seller's plans, the warehouse's plans and receipts, the analysis. Data and dynamic imports only. */
export const returnsScreens: ScreenEntry[] = [
  {
    path: "home/returnProcessing/returnPlan",
    area: "returns",
    title: { zh: "退货计划", en: "Return plans" },
    permission: "returns:plan:manage",
    load: () => import("./pages/PlanListPage"),
  },
  {
    path: "home/returnProcessing/returnPlan/add",
    area: "returns",
    title: { zh: "新建退货计划", en: "New return plan" },
    permission: "returns:plan:manage",
    load: () => import("./pages/PlanFormPage"),
    menu: false,
  },
  {
    path: "home/returnProcessing/returnPlan/edit",
    area: "returns",
    title: { zh: "编辑退货计划", en: "Edit return plan" },
    permission: "returns:plan:manage",
    load: () => import("./pages/PlanFormPage"),
    menu: false,
  },
  {
    path: "home/returnProcessing/returnPlanDetail/detail",
    area: "returns",
    title: { zh: "退货计划详情", en: "Return plan" },
    permission: "returns:plan:read",
    load: () => import("./pages/PlanDetailPage"),
    menu: false,
  },
  {
    path: "home/returnProcessing/returnPlanManage",
    area: "returns",
    title: { zh: "退货计划管理", en: "Return plans (warehouse)" },
    permission: "returns:plan:operate",
    load: () => import("./pages/PlanManagePage"),
  },
  {
    path: "home/returnProcessing/returnPlanManage/detail",
    area: "returns",
    title: { zh: "退货计划详情", en: "Return plan" },
    permission: "returns:plan:read",
    load: () => import("./pages/PlanDetailPage"),
    menu: false,
  },
  {
    path: "home/returnProcessing/returnReceipt",
    area: "returns",
    title: { zh: "退货收货", en: "Return receipts" },
    permission: "returns:plan:operate",
    load: () => import("./pages/ReceiptListPage"),
  },
  {
    path: "home/operate/returnAnalysis",
    area: "returns",
    title: { zh: "退货分析", en: "Return analysis" },
    permission: "returns:analysis:read",
    load: () => import("./pages/AnalysisPage"),
  },
];
