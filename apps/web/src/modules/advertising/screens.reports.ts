import type { ScreenEntry } from "../../lib/screen-types";

/**
 * Advertising reports (issue 10): dashboard, summaries, budget monitoring, time sharing, cost share, the
 * combination view, the campaign report and DSP orders over the daily figures. Data and dynamic imports only.
 */
export const reportScreens: ScreenEntry[] = [
  {
    path: "ad/dashboard",
    area: "advertising",
    title: { zh: "广告仪表盘", en: "Advertising dashboard" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/DashboardPage"),
  },
  {
    path: "ad/advertisingSummary",
    area: "advertising",
    title: { zh: "广告汇总", en: "Advertising summary" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/SummaryPage"),
  },
  {
    path: "ad/advertisingSummary/detail",
    area: "advertising",
    title: { zh: "广告活动逐日明细", en: "Campaign by day" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/SummaryDetailPage"),
    menu: false,
  },
  {
    path: "ad/adSummary",
    area: "advertising",
    title: { zh: "SKU 广告汇总", en: "Ad summary by SKU" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/SkuSummaryPage"),
  },

  {
    path: "ad/budgetMonitoring",
    area: "advertising",
    title: { zh: "预算监控", en: "Budget monitoring" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/BudgetMonitoringPage"),
  },
  {
    path: "advertising/timeSharingData",
    area: "advertising",
    title: { zh: "分时数据", en: "Time-sharing data" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/TimeSharingPage"),
  },
  {
    path: "ad/ADCostShare",
    area: "advertising",
    title: { zh: "广告费用分摊", en: "Ad cost share" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/CostSharePage"),
  },
  {
    path: "advertising/combination",
    area: "advertising",
    title: { zh: "组合视图", en: "Combination view" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/CombinationPage"),
  },
  {
    path: "advertising/details/:id",
    area: "advertising",
    title: { zh: "广告活动明细", en: "Campaign detail" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/CombinationDetailPage"),
    menu: false,
  },
  {
    path: "ad/campaign",
    area: "advertising",
    title: { zh: "广告活动报表", en: "Campaign report" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/CampaignReportListPage"),
  },
  {
    path: "ad/dvertisingDetails",
    area: "advertising",
    title: { zh: "广告活动报表明细", en: "Campaign report detail" },
    permission: "advertising:report:read",
    load: () => import("./pages/reports/CampaignReportDetailPage"),
    menu: false,
  },
  {
    path: "advertising/dsp",
    area: "advertising",
    title: { zh: "DSP 订单", en: "DSP orders" },
    permission: "advertising:campaign:read",
    load: () => import("./pages/reports/DspPage"),
  },
];
