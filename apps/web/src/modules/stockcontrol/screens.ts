import type { ScreenEntry } from "../../lib/screen-types";

/** Stock control (issue 9): work settings, stock warnings, the capacity forecast. Data and dynamic imports only. */
export const stockControlScreens: ScreenEntry[] = [
  {
    path: "WMS/workConfig",
    area: "inbound-outbound-stock",
    title: { zh: "作业配置", en: "Work settings" },
    permission: "stockcontrol:workconfig:read",
    load: () => import("./pages/WorkConfigPage"),
  },
  {
    path: "WMS/earlyWarningSetting",
    area: "inbound-outbound-stock",
    title: { zh: "库存预警设置", en: "Stock warning settings" },
    permission: "stockcontrol:warning:read",
    load: () => import("./pages/WarningsPage"),
  },
  {
    path: "WMS/earlyWarningSetting/warnings",
    area: "inbound-outbound-stock",
    title: { zh: "库存预警", en: "Stock warnings" },
    permission: "stockcontrol:warning:read",
    load: () => import("./pages/WarningsPage"),
    menu: false,
  },
  {
    path: "stockControl/storageCapacityForecast",
    area: "inbound-outbound-stock",
    title: { zh: "库容预测", en: "Storage capacity forecast" },
    permission: "stockcontrol:capacity:read",
    load: () => import("./pages/ForecastPage"),
  },
];
