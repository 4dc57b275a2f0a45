import type { FastifyInstance } from "fastify";
import {
  errorBody,
  idBody,
  ok,
  warehouseSkuGenerate,
  warehouseSkuGenerated,
  warehouseSkuRow,
  type WarehouseSkuRow,
  warehouseSkuSave,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { createWarehouseSku, deleteWarehouseSku, generateWarehouseSkus, warehouseSkuListSpec } from "./warehousesku.service.js";
import { commandContext } from "../../platform/crud/index.js";

const columns: ExportColumn<WarehouseSkuRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "warehouseCode", header: { "zh-CN": "仓库", "en-US": "Warehouse" }, width: 12 },
  { key: "code", header: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" }, width: 16 },
  { key: "sku", header: { "zh-CN": "SKU", "en-US": "SKU" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 28 },
  { key: "nameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 32 },
  { key: "sizeTier", header: { "zh-CN": "尺寸分段", "en-US": "Size tier" }, width: 20, code: "sizeTiers" },
  { key: "createdAt", header: { "zh-CN": "创建时间", "en-US": "Created" }, width: 22 },
];

/** Warehouse SKUs: list and export, one (given or generated code), many at once, delete. */
export function registerWarehouseSkuRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  registerList(app, database, {
    list: "GET /api/v1/WarehouseSku/findByPage",
    spec: false,
    exportPath: "/api/v1/WarehouseSku/export",
    access: "catalog:warehouseSku:read",
    summary: "Warehouse SKUs: the code each warehouse knows a seller's product by",
    row: warehouseSkuRow,
    listSpec: warehouseSkuListSpec,
    columns,
    filename: "warehouse-skus",
    sheet: { "zh-CN": "仓库SKU", "en-US": "Warehouse SKUs" },
  });
  defineRoute(app, "POST", "/api/v1/WarehouseSku/saveOne", {
    access: "catalog:warehouseSku:manage",
    schema: {
      summary: "Give a product a code at a warehouse the seller may use (generated from the customer prefix unless given)",
      tags: ["catalog"],
      body: warehouseSkuSave,
      response: { 200: warehouseSkuRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => createWarehouseSku(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/WarehouseSku/generate", {
    access: "catalog:warehouseSku:manage",
    schema: {
      summary: "Generate codes for many products at one warehouse (those with one are skipped)",
      tags: ["catalog"],
      body: warehouseSkuGenerate,
      response: { 200: warehouseSkuGenerated, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => generateWarehouseSkus(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/WarehouseSku/del", {
    access: "catalog:warehouseSku:manage",
    schema: {
      summary: "Delete a warehouse SKU no SKU map ships from",
      tags: ["catalog"],
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await deleteWarehouseSku(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
