import type { FastifyInstance } from "fastify";
import { definePeriodicJob } from "../../platform/jobs/periodic.js";
import type { ModuleDeps } from "../../platform/module.js";
import { registerAnalysisRoutes } from "./analysis/analysis.routes.js";
import { registerInventoryReports } from "./reports/reports.register.js";
import { registerSnapshotRoutes } from "./snapshot.routes.js";
import { snapshotDueWarehouses } from "./snapshot.service.js";
import { registerStockRoutes } from "./stock.routes.js";
import { registerStockDocRoutes } from "./stockdocs/stockdoc.routes.js";

/** The stock ledger's calls. */
export async function registerInventory(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerStockRoutes(app, deps.database);
  registerSnapshotRoutes(app, deps.database);
  registerStockDocRoutes(app, deps.database);
  registerAnalysisRoutes(app, deps.database);
  registerInventoryReports(app, deps.database);
}

/** Every 15 minutes each warehouse whose local day ended since its last snapshot gets that day's (declared on the module). */
export const dailySnapshotJob = definePeriodicJob({
  name: "inventory.dailySnapshot",
  everySeconds: 900,
  run: async (database, log) => void (await snapshotDueWarehouses(database, log)),
});
