import type { FastifyInstance } from "fastify";
import {
  bulkChanged,
  bulkResult,
  idQuery,
  errorBody,
  idsBody,
  skuMapBulkSave,
  skuMapRow,
  type SkuMapRow,
  skuMapSave,
  skuMapSetActive,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { bulkReply } from "./product.routes.js";
import { bulkSaveSkuMaps } from "./skumap.bulk.js";
import { deleteSkuMaps, getSkuMap, saveSkuMap, setSkuMapsActive, skuMapListSpec } from "./skumap.service.js";
import { commandContext, yesNo } from "../../platform/crud/index.js";

const columns: ExportColumn<SkuMapRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "storeAccount", header: { "zh-CN": "店铺账号", "en-US": "Store account" }, width: 18 },
  { key: "channel", header: { "zh-CN": "渠道", "en-US": "Channel" }, width: 10 },
  { key: "listingSku", header: { "zh-CN": "Listing SKU", "en-US": "Listing SKU" }, width: 22 },
  { key: "asin", header: { "zh-CN": "ASIN/平台编号", "en-US": "ASIN / item id" }, width: 14 },
  { key: "sku", header: { "zh-CN": "SKU", "en-US": "SKU" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 28 },
  { key: "quantity", header: { "zh-CN": "数量", "en-US": "Quantity" }, width: 8 },
  { key: "warehouseSku", header: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" }, width: 14 },
  { key: "warehouseCode", header: { "zh-CN": "仓库", "en-US": "Warehouse" }, width: 10 },
  { key: "fulfilmentChannel", header: { "zh-CN": "履约方式", "en-US": "Fulfilment" }, width: 12 },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];

/** SKU maps (also the channel-listing view): list, one, save, bulk map, activate, delete. */
export function registerSkuMapRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  registerList(app, database, {
    list: "GET /api/v1/SkuMap/findByPage",
    spec: false,
    exportPath: "/api/v1/SkuMap/export",
    access: "catalog:skuMap:read",
    summary: "SKU maps / channel listings: store account + listing SKU -> product x quantity (and its warehouse SKU)",
    row: skuMapRow,
    listSpec: skuMapListSpec,
    columns,
    filename: "sku-maps",
    sheet: { "zh-CN": "SKU映射", "en-US": "SKU maps" },
  });
  defineRoute(app, "GET", "/api/v1/SkuMap/findOne", {
    access: "catalog:skuMap:read",
    schema: { summary: "One SKU map", tags: ["catalog"], querystring: idQuery, response: { 200: skuMapRow, 404: errorBody } },
    handler: async (req) => getSkuMap(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v1/SkuMap/saveOne", {
    access: "catalog:skuMap:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a map; a listing SKU maps to one product per store account",
      tags: ["catalog"],
      body: skuMapSave,
      response: { 200: skuMapRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => saveSkuMap(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/SkuMap/saveBatch", {
    access: "catalog:skuMap:manage",
    schema: {
      summary:
        "Bulk mapping by store account title, listing SKU, seller SKU, warehouse SKU; all rows or none (400 with body.rows.<i>.<field>)",
      tags: ["catalog"],
      body: skuMapBulkSave,
      response: { 200: bulkResult, 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => bulkReply(await bulkSaveSkuMaps(ctx(req), req.body.orgId, req.body.rows)),
  });
  defineRoute(app, "POST", "/api/v1/SkuMap/setActive", {
    access: "catalog:skuMap:manage",
    schema: {
      summary: "Activate or deactivate maps (listings)",
      tags: ["catalog"],
      body: skuMapSetActive,
      response: { 200: bulkChanged, 404: errorBody },
    },
    handler: async (req) => setSkuMapsActive(ctx(req), req.body.ids, req.body.active),
  });
  defineRoute(app, "POST", "/api/v1/SkuMap/del", {
    access: "catalog:skuMap:manage",
    schema: { summary: "Delete maps", tags: ["catalog"], body: idsBody, response: { 200: bulkChanged, 404: errorBody } },
    handler: async (req) => deleteSkuMaps(ctx(req), req.body.ids),
  });
}
