import type { FastifyInstance } from "fastify";
import { openFileStore } from "../../platform/files/file-store.js";
import type { ModuleDeps } from "../../platform/module.js";
import { registerAccountRoutes } from "./accounts.routes.js";
import { registerAssetRoutes } from "./assets.routes.js";
import { registerCampaignRoutes } from "./campaigns.routes.js";
import { registerGroupRoutes } from "./groups.routes.js";

/** The advertising module's campaign-structure calls (ad accounts, portfolios, campaigns, groups, ads, targets, history, SB creative assets). */
export async function registerAdvertising(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerAccountRoutes(app, deps.database);
  registerCampaignRoutes(app, deps.database);
  registerGroupRoutes(app, deps.database);
  await registerAssetRoutes(app, deps.database, openFileStore(deps.config));
}
