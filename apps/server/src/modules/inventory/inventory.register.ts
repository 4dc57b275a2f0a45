import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import "./inventory.messages.js";
import { registerStockRoutes } from "./stock.routes.js";

/** The stock ledger's calls and jobs. */
export async function registerInventory(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerStockRoutes(app, deps.database);
}
