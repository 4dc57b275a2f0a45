import type { FastifyInstance } from "fastify";
import { definePeriodicJob } from "../../platform/jobs/periodic.js";
import type { ModuleDeps } from "../../platform/module.js";
import { registerForecastRoutes } from "./forecast.routes.js";
import { registerWarningRoutes } from "./warnings.routes.js";
import { checkAllWarnings } from "./warnings.service.js";
import { registerWorkConfigRoutes } from "./workconfig.routes.js";

/** Stock control's calls. */
export async function registerStockControl(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerWorkConfigRoutes(app, deps.database);
  registerWarningRoutes(app, deps.database);
  registerForecastRoutes(app, deps.database);
}

/** Every hour the sellers' warning rules are checked against the ledger (declared on the module). */
export const warningCheckJob = definePeriodicJob({
  name: "stockcontrol.warningCheck",
  everySeconds: 3600,
  run: async (database, log) => void (await checkAllWarnings(database, log)),
});
