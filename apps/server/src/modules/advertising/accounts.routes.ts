import type { FastifyInstance } from "fastify";
import { adAccountResource, portfolioResource } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { accountList } from "./accounts.service.js";
import { portfolioList, savePortfolio } from "./portfolios.service.js";

/** Ad accounts (read) and portfolios (list, save). */
export function registerAccountRoutes(app: FastifyInstance, database: Database): void {
  registerResource(app, database, adAccountResource, { list: accountList });
  registerResource(app, database, portfolioResource, { list: portfolioList, save: savePortfolio }, { idempotent: true });
}
