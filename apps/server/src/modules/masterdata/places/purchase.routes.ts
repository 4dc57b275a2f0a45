import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  type ProcessedTransactionRow,
  processedTransactionRow,
  purchaseWarehouseResource,
  targetWarehouseQuery,
  warehouseOption,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { targetOrg } from "./places.common.js";
import { codeOf, col } from "./places.export.js";
import * as pwh from "./purchase-warehouse.service.js";
import { transactionListSpec } from "./transaction.service.js";
import { warehouseOptions } from "./warehouse.service.js";

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

/** Spec §7.6 purchaseWarehouse/* (purchaseWarehouseResource), purchase/targetWarehouse/list and processedTransaction/findByPage. */
export function registerPurchaseRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, purchaseWarehouseResource, {
    list: pwh.purchaseWarehouseList,
    get: pwh.getPurchaseWarehouse,
    create: pwh.createPurchaseWarehouse,
    update: pwh.updatePurchaseWarehouse,
    remove: pwh.deletePurchaseWarehouse,
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
