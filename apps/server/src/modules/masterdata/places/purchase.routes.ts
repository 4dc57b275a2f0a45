import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idQuery,
  ok,
  type ProcessedTransactionRow,
  processedTransactionRow,
  purchaseWarehouseCreate,
  type PurchaseWarehouseRow,
  purchaseWarehouseRow,
  purchaseWarehouseUpdate,
  targetWarehouseQuery,
  warehouseOption,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { targetOrg } from "./places.common.js";
import { codeOf, col } from "./places.export.js";
import * as pwh from "./purchase-warehouse.service.js";
import { transactionListSpec } from "./transaction.service.js";
import { warehouseOptions } from "./warehouse.service.js";
import { activeLabel, commandContext } from "../../../platform/crud/index.js";

const columns = [
  col<PurchaseWarehouseRow>("orgCode", "组织", "Org", 10),
  col<PurchaseWarehouseRow>("code", "采购仓代码", "Code", 14),
  col<PurchaseWarehouseRow>("name", "采购仓名称", "Name", 24),
  col<PurchaseWarehouseRow>("countryCode", "国家", "Country", 8),
  col<PurchaseWarehouseRow>("province", "省份", "Province", 12),
  col<PurchaseWarehouseRow>("city", "城市", "City", 12),
  col<PurchaseWarehouseRow>("district", "区县", "District", 12),
  col<PurchaseWarehouseRow>("address", "详细地址", "Address", 36),
  col<PurchaseWarehouseRow>("postcode", "邮编", "Postcode", 10),
  col<PurchaseWarehouseRow>("contactName", "联系人", "Contact", 12),
  col<PurchaseWarehouseRow>("phone", "电话", "Phone", 16),
  col<PurchaseWarehouseRow>("active", "状态", "Status", 8, activeLabel),
];
const transactionColumns = [
  col<ProcessedTransactionRow>("processedAt", "处理时间", "Processed", 22),
  col<ProcessedTransactionRow>("orgCode", "组织", "Org", 10),
  col<ProcessedTransactionRow>("warehouseCode", "仓库", "Warehouse", 10),
  col<ProcessedTransactionRow>("businessType", "业务类型", "Business type", 14, codeOf("businessTypes")),
  col<ProcessedTransactionRow>("orderType", "单据类型", "Order type", 16, codeOf("orderTypes")),
  col<ProcessedTransactionRow>("referenceNo", "单号", "Reference", 20),
  col<ProcessedTransactionRow>("skuCount", "SKU 数", "SKUs", 8),
  { ...col<ProcessedTransactionRow>("quantity", "数量", "Quantity", 10), kind: "number" as const },
  { ...col<ProcessedTransactionRow>("weightKg", "重量(kg)", "Weight (kg)", 12), kind: "number" as const },
  { ...col<ProcessedTransactionRow>("volumeM3", "体积(m³)", "Volume (m³)", 12), kind: "number" as const },
  col<ProcessedTransactionRow>("feeStatus", "计费状态", "Fee status", 12, codeOf("feeRecordStatus")),
  col<ProcessedTransactionRow>("source", "来源", "Source", 12),
];

/** Spec §7.6 purchaseWarehouse/*, purchase/targetWarehouse/list and processedTransaction/findByPage. */
export function registerPurchaseRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "POST /api/v2/purchaseWarehouse/list",
    spec: true,
    exportPath: "/api/v2/purchaseWarehouse/export",
    access: "masterdata:purchaseWarehouse:read",
    summary: "Purchase warehouses of the orgs in the caller's scope (filters in the JSON body or the query string)",
    row: purchaseWarehouseRow,
    listSpec: pwh.purchaseWarehouseListSpec,
    columns,
    filename: "purchase-warehouses",
    sheet: { "zh-CN": "采购仓", "en-US": "Purchase warehouses" },
  });
  registerSpecCall(app, "POST /api/v2/purchaseWarehouse/save", {
    access: "masterdata:purchaseWarehouse:manage",
    schema: {
      summary: "Create a purchase warehouse (code unique per org; country CN by default)",
      body: purchaseWarehouseCreate,
      response: { 200: purchaseWarehouseRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => pwh.getPurchaseWarehouse(db, req.actor!, await pwh.savePurchaseWarehouse(ctx(req), req.body)),
  });
  registerSpecCall(app, "PUT /api/v2/purchaseWarehouse", {
    access: "masterdata:purchaseWarehouse:manage",
    schema: {
      summary: "Update a purchase warehouse (id + version)",
      body: purchaseWarehouseUpdate,
      response: { 200: purchaseWarehouseRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => pwh.getPurchaseWarehouse(db, req.actor!, await pwh.savePurchaseWarehouse(ctx(req), req.body)),
  });
  registerSpecCall(app, "GET /api/v2/purchaseWarehouse/:id", {
    access: "masterdata:purchaseWarehouse:read",
    schema: { summary: "One purchase warehouse", params: idQuery, response: { 200: purchaseWarehouseRow, 404: errorBody } },
    handler: async (req) => pwh.getPurchaseWarehouse(db, req.actor!, req.params.id),
  });
  registerSpecCall(app, "DELETE /api/v2/purchaseWarehouse/:id", {
    access: "masterdata:purchaseWarehouse:manage",
    schema: { summary: "Delete a purchase warehouse", params: idQuery, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await pwh.deletePurchaseWarehouse(ctx(req), req.params.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "POST /api/v2/purchase/targetWarehouse/list", {
    access: "masterdata:purchaseWarehouse:read",
    schema: {
      summary:
        "The destination warehouses a purchase of an org (default: the caller's) can be sent to: its usable warehouses, Amazon-type included",
      body: targetWarehouseQuery.optional(),
      response: { 200: z.array(warehouseOption), 404: errorBody },
    },
    handler: async (req) => {
      const q = req.body ?? {};
      const org = await targetOrg(db, req.actor!, q.orgId);
      const usable = org.kind === "seller" || org.kind === "forwarder" ? org.id : undefined;
      return warehouseOptions(db, req.actor!, { warehouseType: q.warehouseType, keyword: q.keyword, usableByOrgId: usable });
    },
  });
  registerList(app, database, {
    list: "POST /api/v2/processedTransaction/findByPage",
    spec: true,
    exportPath: "/api/v2/processedTransaction/export",
    access: "masterdata:transaction:read",
    summary:
      "Processed transactions waiting for (or done by) billing: a customer sees its own; staff those of the orgs and warehouses in their scope. Sums quantity, weight and volume",
    row: processedTransactionRow,
    listSpec: transactionListSpec,
    columns: transactionColumns,
    filename: "processed-transactions",
    sheet: { "zh-CN": "已处理交易", "en-US": "Processed transactions" },
  });
}
