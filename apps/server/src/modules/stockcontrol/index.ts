import type { AppModule } from "../../platform/module.js";
import { stockControlWorkCharts, stockControlWorkTiles } from "./home.tiles.js";
import { stockControlMessages } from "./stockcontrol.messages.js";
import { registerStockControl, warningCheckJob } from "./stockcontrol.register.js";

/**
 * Stock control (issue 9, "Early warning and capacity"): the warehouses' work settings (WMS/workConfig),
 * the sellers' stock warning rules and warnings (WMS/earlyWarningSetting, checked hourly and on demand),
 * and the storage capacity forecast (stockControl/storageCapacityForecast). It reads the stock ledger and
 * writes none of it.
 */
export { stockWarningRules, stockWarnings, warehouseCapacities } from "./schema.js";
export { checkAllWarnings, evaluateOrg as evaluateStockWarnings } from "./warnings.service.js";

export const stockControlModule: AppModule = {
  name: "stockcontrol",
  messages: [stockControlMessages],
  register: registerStockControl,
  periodicJobs: [warningCheckJob],
  workTiles: stockControlWorkTiles,
  workCharts: stockControlWorkCharts,
};
