import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  channelCategoryResource,
  channelCategoryRow,
  errorBody,
  idBody,
  ok,
  platformCode,
  queryId,
  salesPlatformOption,
  salesPlatformResource,
  salesPlatformRow,
  salesPlatformSiteRow,
  salesPlatformSiteSave,
  setActiveBody,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as cat from "./channel-category.service.js";
import { contextIdParam } from "./business.routes-common.js";
import * as plat from "./sales-platform.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Sales platforms and their sites (system/platform/list) and channel categories (spec §7.5 ChannelCategory). */
export function registerSalesPlatformRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  registerResource(app, database, salesPlatformResource, {
    list: plat.salesPlatformList,
    save: plat.saveSalesPlatform,
    remove: plat.deleteSalesPlatform,
  });
  defineRoute(app, "GET", "/api/v1/SalesPlatform/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The active platforms with their active sites (store account channel and country choices)",
      response: { 200: z.array(salesPlatformOption) },
    },
    handler: async (req) => plat.salesPlatformOptions(db, req.actor!),
  });
  defineRoute(app, "GET", "/api/v1/SalesPlatform/sites", {
    access: "@authenticated",
    schema: {
      summary: "The sites of one platform",
      querystring: z.strictObject({ platformId: queryId }),
      response: { 200: z.array(salesPlatformSiteRow), 404: errorBody },
    },
    handler: async (req) => plat.platformSites(db, req.actor!, req.query.platformId),
  });
  defineRoute(app, "POST", "/api/v1/SalesPlatform/setActive", {
    access: "masterdata:salesplatform:manage",
    schema: {
      summary: "Activate or deactivate a platform (inactive: no new store accounts on it)",
      body: setActiveBody,
      response: { 200: salesPlatformRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => plat.setSalesPlatformActive(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/SalesPlatform/saveSite", {
    access: "masterdata:salesplatform:manage",
    schema: {
      summary: "Create or update a platform's country site (Amazon: the country's marketplace id)",
      body: salesPlatformSiteSave,
      response: { 200: salesPlatformSiteRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => plat.saveSite(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/SalesPlatform/setSiteActive", {
    access: "masterdata:salesplatform:manage",
    schema: { summary: "Activate or deactivate a site", body: setActiveBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await plat.setSiteActive(ctx(req), req.body);
      return { ok: true as const };
    },
  });
  defineRoute(app, "POST", "/api/v1/SalesPlatform/delSite", {
    access: "masterdata:salesplatform:manage",
    schema: { summary: "Delete a site no store account uses", body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await plat.deleteSite(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });

  // ---- channel categories
  registerSpecCall(app, "GET /api/v1/ChannelCategory/findAllByType", {
    access: "@authenticated",
    schema: {
      summary: "The active categories of one sale channel type, in tree order (level 1, then its level-2 children)",
      querystring: z.strictObject({ contextId: contextIdParam, type: platformCode }),
      response: { 200: z.array(channelCategoryRow) },
    },
    handler: async (req) => cat.channelCategoryList(db, req.actor!, { type: req.query.type, activeOnly: true }),
  });
  registerSpecCall(app, "GET /api/v1/ChannelCategory/findAll", {
    access: "@authenticated",
    schema: {
      summary: "Every category of the context (inactive ones too), optionally of one type, in tree order",
      querystring: z.strictObject({ contextId: contextIdParam, type: platformCode.optional() }),
      response: { 200: z.array(channelCategoryRow) },
    },
    handler: async (req) => cat.channelCategoryList(db, req.actor!, { type: req.query.type, activeOnly: false }),
  });
  registerResource(app, database, channelCategoryResource, {
    list: cat.channelCategoryPage,
    save: cat.saveChannelCategory,
    remove: cat.deleteChannelCategory,
  });
}
