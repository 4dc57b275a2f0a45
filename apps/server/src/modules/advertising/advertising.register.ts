import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerAccountRoutes } from "./accounts.routes.js";
import { registerCampaignRoutes } from "./campaigns.routes.js";
import { registerGroupRoutes } from "./groups.routes.js";

/** The advertising module's campaign-structure calls (ad accounts, portfolios, campaigns, groups, ads, targets, history). */
export async function registerAdvertising(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerAccountRoutes(app, deps.database);
  registerCampaignRoutes(app, deps.database);
  registerGroupRoutes(app, deps.database);
}
