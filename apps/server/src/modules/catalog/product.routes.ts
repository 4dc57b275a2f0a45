import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  bulkChanged,
  type BulkResult,
  bulkResult,
  catalogFormOptions as catalogFormOptionsSchema,
  errorBody,
  type GoodsRow,
  goodsRow,
  idBody,
  idQuery,
  ok,
  productBulkSave,
  productDetail,
  productOption,
  productOptionsQuery,
  productRow,
  type ProductRow,
  productSave,
  productSetActive,
  productSetLine,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { badRequest } from "../../platform/http/errors.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { catalogFormOptions } from "./catalog.options.js";
import { bulkSaveProducts } from "./product.bulk.js";
import { getProduct, goodsListSpec, productListSpec, productOptions } from "./product.queries.js";
import { deleteProduct, saveProduct, setProductsActive, setProductsLine } from "./product.service.js";
import { commandContext, yesNo } from "../../platform/crud/index.js";

const productColumns: ExportColumn<ProductRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "sku", header: { "zh-CN": "SKU", "en-US": "SKU" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 28 },
  { key: "nameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 32 },
  { key: "barcode", header: { "zh-CN": "条码", "en-US": "Barcode" }, width: 16 },
  { key: "productLineName", header: { "zh-CN": "产品线", "en-US": "Product line" }, width: 18 },
  { key: "productType", header: { "zh-CN": "产品类型", "en-US": "Type" }, width: 12, code: "productTypes" },
  { key: "isKit", header: { "zh-CN": "组合产品", "en-US": "Kit" }, width: 8, format: yesNo },
  { key: "length", header: { "zh-CN": "长", "en-US": "Length" }, width: 9, kind: "number" },
  { key: "width", header: { "zh-CN": "宽", "en-US": "Width" }, width: 9, kind: "number" },
  { key: "height", header: { "zh-CN": "高", "en-US": "Height" }, width: 9, kind: "number" },
  { key: "lengthUnit", header: { "zh-CN": "长度单位", "en-US": "Length unit" }, width: 8 },
  { key: "weight", header: { "zh-CN": "重量", "en-US": "Weight" }, width: 10, kind: "number" },
  { key: "weightUnit", header: { "zh-CN": "重量单位", "en-US": "Weight unit" }, width: 8 },
  { key: "sizeTier", header: { "zh-CN": "尺寸分段", "en-US": "Size tier" }, width: 20, code: "sizeTiers" },
  {
    key: "dimWeights",
    header: { "zh-CN": "体积重", "en-US": "Dimensional weights" },
    width: 40,
    format: (v) => (v as { divisor: string; weight: string; unit: string }[]).map((d) => `/${d.divisor}: ${d.weight} ${d.unit}`).join("; "),
  },
  { key: "declaredValue", header: { "zh-CN": "申报价值", "en-US": "Declared value" }, width: 12, kind: "money" },
  { key: "currency", header: { "zh-CN": "币种", "en-US": "Currency" }, width: 8 },
  { key: "originCountry", header: { "zh-CN": "原产国", "en-US": "Origin" }, width: 10, code: "originCountries" },
  { key: "hsCode", header: { "zh-CN": "海关编码", "en-US": "HS code" }, width: 12 },
  { key: "salesUnit", header: { "zh-CN": "销售单位", "en-US": "Sales unit" }, width: 10 },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];

const goodsColumns: ExportColumn<GoodsRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "sku", header: { "zh-CN": "SKU", "en-US": "SKU" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 28 },
  { key: "nameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 32 },
  { key: "productLineName", header: { "zh-CN": "产品线", "en-US": "Product line" }, width: 18 },
  { key: "sizeTier", header: { "zh-CN": "尺寸分段", "en-US": "Size tier" }, width: 20, code: "sizeTiers" },
  { key: "listingCount", header: { "zh-CN": "在售 Listing 数", "en-US": "Active listings" }, width: 10 },
  { key: "listings", header: { "zh-CN": "Listing", "en-US": "Listings" }, width: 50 },
  { key: "composition", header: { "zh-CN": "组合构成", "en-US": "Kit composition" }, width: 40 },
  { key: "usedInKitCount", header: { "zh-CN": "被组合引用", "en-US": "Used in kits" }, width: 10 },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
];

/** Turns a bulk save's row errors into a 400 with `body.rows.<i>.<field>` paths. */
export function bulkReply(result: BulkResult): BulkResult {
  if (result.ok) return result;
  const rows = new Set(result.errors.map((e) => e.row)).size;
  throw badRequest(
    "catalog.bulkInvalid",
    { n: rows },
    result.errors.map((e) => ({ path: `body.rows.${e.row}.${e.field}`, message: e.message })),
  );
}

/** Products and kits: list, goods view, one product, save, bulk save, activate, product line, delete, pickers. */
export function registerProductRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v1/Product/findByPage",
    spec: false,
    exportPath: "/api/v1/Product/export",
    access: "catalog:product:read",
    summary: "Products (SKUs) with size tier and dimensional weights, paged and filtered",
    row: productRow,
    listSpec: productListSpec,
    columns: productColumns,
    filename: "products",
    sheet: { "zh-CN": "产品", "en-US": "Products" },
  });
  registerList(app, database, {
    list: "GET /api/v1/Product/findGoodsByPage",
    spec: false,
    exportPath: "/api/v1/Product/exportGoods",
    access: "catalog:product:read",
    summary: "Goods (sales view): each product with its active listings and kit composition",
    row: goodsRow,
    listSpec: goodsListSpec,
    columns: goodsColumns,
    filename: "goods",
    sheet: { "zh-CN": "商品", "en-US": "Goods" },
  });
  defineRoute(app, "GET", "/api/v1/Product/findOne", {
    access: "catalog:product:read",
    schema: {
      summary: "One product: components, kits using it, warehouse SKUs, listings, images, size-tier figures",
      tags: ["catalog"],
      querystring: idQuery,
      response: { 200: productDetail, 404: errorBody },
    },
    handler: async (req) => getProduct(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v1/Product/saveOne", {
    access: "catalog:product:manage",
    schema: {
      summary: "Create a product or kit (no id) or update one (id + version); size tier and dimensional weights are recomputed",
      tags: ["catalog"],
      body: productSave,
      response: { 200: productDetail, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => saveProduct(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/Product/saveBatch", {
    access: "catalog:product:manage",
    schema: {
      summary: "Create or update many products by SKU in one transaction; any row error saves nothing (400 with body.rows.<i>.<field>)",
      tags: ["catalog"],
      body: productBulkSave,
      response: { 200: bulkResult, 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => bulkReply(await bulkSaveProducts(ctx(req), req.body.orgId, req.body.rows)),
  });
  defineRoute(app, "POST", "/api/v1/Product/setActive", {
    access: "catalog:product:manage",
    schema: {
      summary: "Activate or deactivate products",
      tags: ["catalog"],
      body: productSetActive,
      response: { 200: bulkChanged, 404: errorBody },
    },
    handler: async (req) => setProductsActive(ctx(req), req.body.ids, req.body.active),
  });
  defineRoute(app, "POST", "/api/v1/Product/setProductLine", {
    access: "catalog:product:manage",
    schema: {
      summary: "Move products to one of their owner's product lines (or none)",
      tags: ["catalog"],
      body: productSetLine,
      response: { 200: bulkChanged, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => setProductsLine(ctx(req), req.body.ids, req.body.productLineId),
  });
  defineRoute(app, "POST", "/api/v1/Product/del", {
    access: "catalog:product:manage",
    schema: {
      summary: "Delete a product nothing uses (used in a kit, a SKU map or a warehouse SKU: 409, deactivate instead)",
      tags: ["catalog"],
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await deleteProduct(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
  defineRoute(app, "GET", "/api/v1/Product/options", {
    access: "catalog:product:read",
    schema: {
      summary: "Products for pickers (SKU or name contains q)",
      tags: ["catalog"],
      querystring: productOptionsQuery,
      response: { 200: z.array(productOption) },
    },
    handler: async (req) =>
      productOptions(db, req.actor!, {
        q: req.query.q,
        orgId: req.query.orgId,
        includeInactive: req.query.includeInactive === "true",
        limit: req.query.limit,
      }),
  });
  defineRoute(app, "GET", "/api/v1/Product/formOptions", {
    access: "catalog:product:read",
    schema: {
      summary: "What the catalogue's forms offer: sellers, product lines, warehouses, store accounts, divisors",
      tags: ["catalog"],
      response: { 200: catalogFormOptionsSchema },
    },
    handler: async (req) => catalogFormOptions(db, req.actor!),
  });
}
