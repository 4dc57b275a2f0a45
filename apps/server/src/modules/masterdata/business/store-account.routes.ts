import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idList,
  queryId,
  returnWarehouseReply,
  setActiveBody,
  storeAccountOption,
  storeAccountRow,
  storeAccountStatusBody,
  storeAccountResource,
  storeAdsResource,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { contextIdParam, optionalInt } from "./business.routes-common.js";
import * as acc from "./store-account.service.js";
import * as ads from "./store-ads.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Store accounts (spec §7.5 Account, account/return/warehouse) and their ads settings (basicdata/storeAds). */
export function registerStoreAccountRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  registerResource(app, database, storeAccountResource, {
    list: acc.storeAccountList,
    get: acc.getStoreAccount,
    save: acc.saveStoreAccount,
    remove: acc.deleteStoreAccount,
  });
  const picker = z.strictObject({ contextId: contextIdParam, orgId: optionalInt, type: z.string().max(16).optional() });
  const reply = { 200: z.array(storeAccountOption), 404: errorBody };
  registerSpecCall(app, "GET /api/v1/Account/findAllByContextId", {
    access: "@authenticated",
    schema: {
      summary: "The active store accounts in the caller's scope (optionally of one org or channel)",
      querystring: picker,
      response: reply,
    },
    handler: async (req) => acc.storeAccountOptions(db, req.actor!, { mode: "active", ...req.query }),
  });
  registerSpecCall(app, "GET /api/v1/Account/findAllByContextIdInManage", {
    access: "@authenticated",
    schema: {
      summary: "The store accounts operations may act for: active and in normal status, in scope",
      querystring: picker,
      response: reply,
    },
    handler: async (req) => acc.storeAccountOptions(db, req.actor!, { mode: "inManage", ...req.query }),
  });
  registerSpecCall(app, "GET /api/v1/Account/findByOnlyContextId", {
    access: "@authenticated",
    schema: {
      summary: "Every store account in scope, inactive and suspended ones too (filters over history)",
      querystring: picker,
      response: reply,
    },
    handler: async (req) => acc.storeAccountOptions(db, req.actor!, { mode: "every", ...req.query }),
  });
  registerSpecCall(app, "GET /api/v1/Account/findAllByOrgIdInAndIdIn", {
    access: "@authenticated",
    schema: {
      summary: "Store accounts of the given orgs and/or ids, inside the caller's scope",
      querystring: z.strictObject({ contextId: contextIdParam, orgIds: idList, ids: idList }),
      response: reply,
    },
    handler: async (req) => acc.storeAccountOptions(db, req.actor!, { mode: "byIds", orgIds: req.query.orgIds, ids: req.query.ids }),
  });
  registerSpecCall(app, "GET /api/v1/Account/findAllByOrgId", {
    access: "@authenticated",
    schema: {
      summary: "The active store accounts of one org (an org outside the scope is a 404)",
      querystring: z.strictObject({ contextId: contextIdParam, orgId: queryId, type: z.string().max(16).optional() }),
      response: reply,
    },
    handler: async (req) => acc.storeAccountOptions(db, req.actor!, { mode: "byOrg", ...req.query }),
  });
  registerSpecCall(app, "GET /api/v1/account/return/warehouse/getReturnWarehouse", {
    access: "@authenticated",
    schema: {
      summary: "The warehouse an account's customer returns go to (null when none is set; 404 outside the scope)",
      querystring: z.strictObject({ contextId: contextIdParam, accountId: queryId }),
      response: { 200: returnWarehouseReply, 404: errorBody },
    },
    handler: async (req) => acc.returnWarehouse(db, req.actor!, req.query.accountId),
  });
  defineRoute(app, "GET", "/api/v1/Account/returnWarehouseOptions", {
    access: "masterdata:storeaccount:read",
    schema: {
      summary:
        "Per seller org in scope (or the one given), the warehouses its accounts may return to (assigned to it and visible to the caller)",
      querystring: z.strictObject({ orgId: optionalInt }),
      response: {
        200: z.array(z.object({ orgId: z.number().int(), id: z.number().int(), code: z.string(), name: z.string() })),
        404: errorBody,
      },
    },
    handler: async (req) => acc.returnWarehouseOptions(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "POST", "/api/v1/Account/setStatus", {
    access: "masterdata:storeaccount:status",
    schema: {
      summary: "Set a store account's status (normal, authorisation expired, suspended) with a reason",
      body: storeAccountStatusBody,
      response: { 200: storeAccountRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => acc.setStoreAccountStatus(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/Account/setActive", {
    access: "masterdata:storeaccount:manage",
    schema: {
      summary: "Activate or deactivate a store account",
      body: setActiveBody,
      response: { 200: storeAccountRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => acc.setStoreAccountActive(ctx(req), req.body),
  });
  // ---- store ads settings
  registerResource(app, database, storeAdsResource, { list: ads.storeAdsList, save: ads.saveStoreAds, remove: ads.deleteStoreAds });
}
