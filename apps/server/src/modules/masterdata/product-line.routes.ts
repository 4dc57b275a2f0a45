import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  idList,
  idQuery,
  ok,
  paymentTypes,
  productLineOption,
  productLineRow,
  type ProductLineRow,
  productLineSave,
  setActiveBody,
  supplierOption,
  supplierRow,
  type SupplierRow,
  supplierSave,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../platform/http/routes.js";
import { boolParam, contextIdParam, optionalInt } from "./business.routes-common.js";
import * as lines from "./product-line.service.js";
import * as sup from "./supplier.service.js";
import { commandContext, labelOf, yesNo } from "../../platform/crud/index.js";

const lineColumns: ExportColumn<ProductLineRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "code", header: { "zh-CN": "编码", "en-US": "Code" }, width: 14 },
  { key: "name", header: { "zh-CN": "名称", "en-US": "Name" }, width: 28 },
  { key: "supplierName", header: { "zh-CN": "供应商", "en-US": "Supplier" }, width: 24 },
  { key: "paymentType", header: { "zh-CN": "付款方式", "en-US": "Payment type" }, width: 12, format: labelOf(paymentTypes) },
  { key: "flag", header: { "zh-CN": "标记", "en-US": "Flag" }, width: 8 },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
  { key: "remark", header: { "zh-CN": "备注", "en-US": "Remark" }, width: 24 },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];
const supplierColumns: ExportColumn<SupplierRow>[] = [
  { key: "orgCode", header: { "zh-CN": "卖家", "en-US": "Seller" }, width: 10 },
  { key: "code", header: { "zh-CN": "编码", "en-US": "Code" }, width: 14 },
  { key: "name", header: { "zh-CN": "名称", "en-US": "Name" }, width: 28 },
  { key: "contactName", header: { "zh-CN": "联系人", "en-US": "Contact" }, width: 16 },
  { key: "phone", header: { "zh-CN": "电话", "en-US": "Phone" }, width: 16 },
  { key: "email", header: { "zh-CN": "邮箱", "en-US": "Email" }, width: 22 },
  { key: "countryCode", header: { "zh-CN": "国家", "en-US": "Country" }, width: 8 },
  { key: "address", header: { "zh-CN": "地址", "en-US": "Address" }, width: 30 },
  { key: "paymentTermsDays", header: { "zh-CN": "账期(天)", "en-US": "Payment terms (days)" }, width: 10 },
  { key: "productLineCount", header: { "zh-CN": "产品线数", "en-US": "Product lines" }, width: 10 },
  { key: "active", header: { "zh-CN": "启用", "en-US": "Active" }, width: 8, format: yesNo },
];

/** Product lines (spec §7.5 ProductLine, §7.1 findAllWithOutOrg) and the sellers' suppliers (§7.5 Supplier). */
export function registerProductLineRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);

  // ---- product lines
  registerList(app, database, {
    list: "GET /api/v1/ProductLine/findByPage",
    spec: false,
    exportPath: "/api/v1/ProductLine/export",
    access: "masterdata:productline:read",
    summary: "Product lines in the caller's scope, paged and filtered",
    row: productLineRow,
    listSpec: lines.productLineListSpec,
    columns: lineColumns,
    filename: "product-lines",
    sheet: { "zh-CN": "产品线", "en-US": "Product lines" },
  });
  const optionsQuery = z.strictObject({ contextId: contextIdParam, orgId: optionalInt });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByContextId", {
    access: "@authenticated",
    schema: { summary: "The active product lines in the caller's scope (optionally of one org)", querystring: optionsQuery, response: { 200: z.array(productLineOption) } },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "all", orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByContextIdBesideFlag", {
    access: "@authenticated",
    schema: { summary: "The active product lines in scope except flag-1 lines (ordinary pickers)", querystring: optionsQuery, response: { 200: z.array(productLineOption) } },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "besideFlag", orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllByOrgIdInAndIdIn", {
    access: "@authenticated",
    schema: {
      summary: "Product lines of the given orgs and/or ids (inactive ones too), inside the caller's scope",
      querystring: z.strictObject({ contextId: contextIdParam, orgIds: idList, ids: idList }),
      response: { 200: z.array(productLineOption) },
    },
    handler: async (req) => lines.productLineOptions(db, req.actor!, { mode: "byIds", orgIds: req.query.orgIds, ids: req.query.ids }),
  });
  registerSpecCall(app, "GET /api/v1/ProductLine/findAllWithOutOrg", {
    access: "@authenticated",
    schema: {
      summary: "The active ordinary product lines in scope, without org detail (logistics forms)",
      querystring: z.strictObject({ contextId: contextIdParam }),
      response: { 200: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })) },
    },
    handler: async (req) => lines.productLinesWithoutOrg(db, req.actor!),
  });
  defineRoute(app, "GET", "/api/v1/ProductLine/findOne", {
    access: "masterdata:productline:read",
    schema: { summary: "One product line", querystring: idQuery, response: { 200: productLineRow, 404: errorBody } },
    handler: async (req) => lines.getProductLine(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v1/ProductLine/saveOne", {
    access: "masterdata:productline:manage",
    schema: { summary: "Create (no id) or update (id + version) a product line", body: productLineSave, response: { 200: productLineRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
    handler: async (req) => lines.saveProductLine(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/ProductLine/setActive", {
    access: "masterdata:productline:manage",
    schema: { summary: "Activate or deactivate a product line", body: setActiveBody, response: { 200: productLineRow, 404: errorBody, 409: errorBody } },
    handler: async (req) => lines.setProductLineActive(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/ProductLine/del", {
    access: "masterdata:productline:manage",
    schema: { summary: "Delete a product line nothing uses (one in use answers 409: deactivate it)", body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await lines.deleteProductLine(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });

  // ---- suppliers
  registerList(app, database, {
    list: "GET /api/v2/Supplier/findByPage",
    spec: false,
    exportPath: "/api/v2/Supplier/export",
    access: "masterdata:productline:read",
    summary: "Suppliers in the caller's scope, paged and filtered",
    row: supplierRow,
    listSpec: sup.supplierListSpec,
    columns: supplierColumns,
    filename: "suppliers",
    sheet: { "zh-CN": "供应商", "en-US": "Suppliers" },
  });
  registerSpecCall(app, "GET /api/v2/Supplier/findAllByContextId", {
    access: "@authenticated",
    schema: {
      summary: "The active suppliers in the caller's scope (optionally of one org; includeInactive=true for all)",
      querystring: z.strictObject({ contextId: contextIdParam, orgId: optionalInt, includeInactive: boolParam }),
      response: { 200: z.array(supplierOption) },
    },
    handler: async (req) => sup.supplierOptions(db, req.actor!, { orgId: req.query.orgId, includeInactive: req.query.includeInactive }),
  });
  defineRoute(app, "POST", "/api/v2/Supplier/saveOne", {
    access: "masterdata:supplier:manage",
    schema: { summary: "Create (no id) or update (id + version) a supplier", body: supplierSave, response: { 200: supplierRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody } },
    handler: async (req) => sup.saveSupplier(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v2/Supplier/setActive", {
    access: "masterdata:supplier:manage",
    schema: { summary: "Activate or deactivate a supplier", body: setActiveBody, response: { 200: supplierRow, 404: errorBody, 409: errorBody } },
    handler: async (req) => sup.setSupplierActive(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v2/Supplier/del", {
    access: "masterdata:supplier:manage",
    schema: { summary: "Delete a supplier no product line uses (else 409: deactivate it)", body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await sup.deleteSupplier(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
