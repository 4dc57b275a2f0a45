import type { FastifyInstance } from "fastify";
import {
  adAccountResource,
  adCategoriesPath,
  adCategoryQuery,
  adCategoryTree,
  campaignPickerQuery,
  campaignPickers,
  campaignPickersPath,
  errorBody,
  portfolioResource,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { accountList } from "./accounts.service.js";
import { adCategories, campaignPickers as pickers } from "./pickers.service.js";
import { portfolioList, savePortfolio } from "./portfolios.service.js";

/** Ad accounts (read), portfolios (list, save), and what the campaign forms pick from. */
export function registerAccountRoutes(app: FastifyInstance, database: Database): void {
  registerResource(app, database, adAccountResource, { list: accountList });
  registerResource(app, database, portfolioResource, { list: portfolioList, save: savePortfolio }, { idempotent: true });
  defineRoute(app, "GET", campaignPickersPath.split(" ")[1]!, {
    access: "advertising:campaign:read",
    schema: {
      summary:
        "What the campaign and group forms pick from: ad accounts in scope; of one account its portfolios and the seller's catalogue products",
      tags: ["advertising"],
      querystring: campaignPickerQuery,
      response: { 200: campaignPickers, 400: errorBody },
    },
    handler: async (req) => pickers(database.db, req.actor!, req.query.adsProfileId, req.query.q),
  });
  defineRoute(app, "GET", adCategoriesPath.split(" ")[1]!, {
    access: "advertising:campaign:read",
    schema: {
      summary: "The browse nodes of an ad account's marketplace, for category targets and interest audiences",
      tags: ["advertising"],
      querystring: adCategoryQuery,
      response: { 200: adCategoryTree, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => adCategories(database.db, req.actor!, req.query.adsProfileId),
  });
}
