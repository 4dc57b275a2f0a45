import type { ScreenEntry } from "../../lib/screen-types";

/** Advertising reports (issue 10): dashboard and summaries over the daily figures. Data and dynamic imports only. */
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
];
