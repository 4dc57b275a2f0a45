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
];
