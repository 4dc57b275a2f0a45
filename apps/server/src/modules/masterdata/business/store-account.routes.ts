import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  idList,
  idQuery,
  ok,
  queryId,
  returnWarehouseReply,
  setActiveBody,
  storeAccountOption,
  type StoreAccountRow,
  storeAccountRow,
  storeAccountSave,
  storeAccountStatusBody,
  storeAccountStatusLabels,
  storeAdsResource,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { contextIdParam, optionalInt } from "./business.routes-common.js";
import * as acc from "./store-account.service.js";
import * as ads from "./store-ads.service.js";
import { commandContext, labelOf, yesNo } from "../../../platform/crud/index.js";

const accountColumns: ExportColumn<StoreAccountRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "title", header: { "zh-CN": "店铺名称", "en-US": "Store" }, width: 24 },
  { key: "channelName", header: { "zh-CN": "销售平台", "en-US": "Platform" }, width: 14 },
  { key: "countryCode", header: { "zh-CN": "国家", "en-US": "Country" }, width: 8 },
  { key: "siteName", header: { "zh-CN": "站点", "en-US": "Site" }, width: 18 },
  { key: "marketplaceId", header: { "zh-CN": "Marketplace ID", "en-US": "Marketplace id" }, width: 18 },
  { key: "currency", header: { "zh-CN": "币种", "en-US": "Currency" }, width: 8 },
  { key: "channelCategoryName", header: { "zh-CN": "渠道类目", "en-US": "Channel category" }, width: 18 },
  { key: "returnWarehouseCode", header: { "zh-CN": "退货仓", "en-US": "Return warehouse" }, width: 12 },
  { key: "status", header: { "zh-CN": "状态", "en-US": "Status" }, width: 14, format: labelOf(storeAccountStatusLabels) },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];
/** Store accounts (spec §7.5 Account, account/return/warehouse) and their ads settings (basicdata/storeAds). */
export function registerStoreAccountRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  registerList(app, database, {
    list: "GET /api/v1/Account/findByPage",
    spec: false,
    exportPath: "/api/v1/Account/export",
    access: "masterdata:storeaccount:read",
    summary: "Store accounts in the caller's scope (orgs and access-group accounts), paged and filtered",
    row: storeAccountRow,
    listSpec: acc.storeAccountListSpec,
    columns: accountColumns,
    filename: "store-accounts",
    sheet: { "zh-CN": "店铺账号", "en-US": "Store accounts" },
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
  defineRoute(app, "GET", "/api/v1/Account/findOne", {
    access: "masterdata:storeaccount:read",
    schema: { summary: "One store account", querystring: idQuery, response: { 200: storeAccountRow, 404: errorBody } },
    handler: async (req) => acc.getStoreAccount(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v1/Account/saveOne", {
    access: "masterdata:storeaccount:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a store account; status and active change through their commands",
      body: storeAccountSave,
      response: { 200: storeAccountRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => acc.saveStoreAccount(ctx(req), req.body),
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
  defineRoute(app, "POST", "/api/v1/Account/del", {
    access: "masterdata:storeaccount:manage",
    schema: {
      summary: "Delete a store account nothing uses (else 409: deactivate it)",
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await acc.deleteStoreAccount(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });

  // ---- store ads settings
  registerResource(app, database, storeAdsResource, { list: ads.storeAdsList, save: ads.saveStoreAds, remove: ads.deleteStoreAds });
}
