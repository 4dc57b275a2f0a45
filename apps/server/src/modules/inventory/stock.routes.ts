import type { FastifyInstance } from "fastify";
import {
  errorBody,
  ledgerVerifyReply,
  stockAdjustInput,
  stockBalanceReply,
  stockBalanceRow,
  type StockBalanceRow,
  stockBatchRow,
  type StockBatchRow,
  stockFreezeInput,
  stockMovementRow,
  type StockMovementRow,
  stockReservationRow,
  type StockReservationRow,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import { type ExportColumn, labelOf } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { h, intColumn, keyColumns as key } from "./export-columns.js";
import { balanceListSpec, batchListSpec, movementListSpec, reservationListSpec } from "./stock.queries.js";
import { adjustBalance, freezeBalance } from "./stock.service.js";
import { verifyLedger } from "./verify.service.js";

const int = intColumn;

const balanceColumns: ExportColumn<StockBalanceRow>[] = [
  key.org,
  key.warehouse,
  key.sku,
  key.product,
  key.type,
  int("inTransit", "在途", "In transit"),
  int("pendingPutaway", "待上架", "Pending putaway"),
  int("onHand", "在库", "On hand"),
  int("reserved", "预占", "Reserved"),
  int("frozen", "冻结", "Frozen"),
  int("available", "可用", "Available"),
  int("oldestAgeDays", "最长库龄(天)", "Oldest age (days)", 12),
  { key: "updatedAt", header: h("更新时间", "Updated"), width: 20, kind: "timestamp" },
];
const bucketLabels = {
  inTransit: h("在途", "In transit"),
  pendingPutaway: h("待上架", "Pending putaway"),
  onHand: h("在库", "On hand"),
  reserved: h("预占", "Reserved"),
  frozen: h("冻结", "Frozen"),
};
const movementColumns: ExportColumn<StockMovementRow>[] = [
  int("id", "流水号", "Movement", 10),
  { key: "createdAt", header: h("时间", "Time"), width: 20, kind: "timestamp" },
  key.org,
  key.warehouse,
  key.sku,
  key.type,
  { key: "operationType", header: h("操作类型", "Operation"), width: 16, code: "inventoryOperationTypes" },
  { key: "bucket", header: h("库存项", "Bucket"), width: 12, format: labelOf(bucketLabels) },
  int("quantity", "数量", "Quantity"),
  int("balanceAfter", "变动后", "Balance after"),
  { key: "batchNo", header: h("批次", "Batch"), width: 14 },
  { key: "orderType", header: h("单据类型", "Order type"), width: 16, code: "orderTypes" },
  { key: "businessType", header: h("业务类型", "Business type"), width: 14, code: "businessTypes" },
  { key: "documentNo", header: h("单据号", "Document"), width: 22 },
  int("documentLine", "行号", "Line", 6),
  { key: "reason", header: h("原因", "Reason"), width: 30 },
  { key: "username", header: h("操作人", "User"), width: 14 },
];
const batchColumns: ExportColumn<StockBatchRow>[] = [
  { key: "batchNo", header: h("批次号", "Batch"), width: 14 },
  key.org,
  key.warehouse,
  key.sku,
  key.type,
  { key: "batchType", header: h("批次类型", "Batch type"), width: 14, code: "batchListTypes" },
  { key: "receivedAt", header: h("入库时间", "Received"), width: 20, kind: "timestamp" },
  int("receivedQty", "入库数量", "Received"),
  int("remainingQty", "剩余数量", "Remaining"),
  int("ageDays", "库龄(天)", "Age (days)"),
  { key: "documentNo", header: h("单据号", "Document"), width: 22 },
];
const statusLabels = { reserved: h("已预占", "Reserved"), released: h("已释放", "Released"), consumed: h("已出库", "Consumed") };
const reservationColumns: ExportColumn<StockReservationRow>[] = [
  key.org,
  key.warehouse,
  key.sku,
  key.type,
  { key: "reserveSource", header: h("预占来源", "Reserve source"), width: 14, code: "reserveSources" },
  { key: "orderType", header: h("单据类型", "Order type"), width: 16, code: "orderTypes" },
  { key: "documentNo", header: h("单据号", "Document"), width: 22 },
  int("documentLine", "行号", "Line", 6),
  int("quantity", "数量", "Quantity"),
  { key: "status", header: h("状态", "Status"), width: 10, format: labelOf(statusLabels) },
  { key: "createdAt", header: h("预占时间", "Reserved at"), width: 20, kind: "timestamp" },
  { key: "updatedAt", header: h("更新时间", "Updated"), width: 20, kind: "timestamp" },
];

/** The stock ledger's calls: the four lists with their exports, the ledger check, and the operators' commands. */
export function registerStockRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerList(app, database, {
    list: "GET /api/inventory/balance/list",
    spec: false,
    exportPath: "/api/inventory/balance/export",
    access: "inventory:stock:read",
    summary: "Inventory detail: stock balances per seller, warehouse, SKU and inventory type, with bucket totals",
    row: stockBalanceRow,
    listSpec: balanceListSpec,
    columns: balanceColumns,
    filename: "inventory-detail",
    sheet: h("库存明细", "Inventory detail"),
  });
  registerList(app, database, {
    list: "GET /api/inventory/movement/list",
    spec: false,
    exportPath: "/api/inventory/movement/export",
    access: "inventory:stock:read",
    summary: "The stock movement ledger (append-only): operation, bucket, signed quantity, balance after, batch, document",
    row: stockMovementRow,
    listSpec: movementListSpec,
    columns: movementColumns,
    filename: "stock-movements",
    sheet: h("库存流水", "Stock movements"),
  });
  registerList(app, database, {
    list: "GET /api/inventory/batch/list",
    spec: false,
    exportPath: "/api/inventory/batch/export",
    access: "inventory:stock:read",
    summary: "Stock batches (FIFO lots): received date and quantity, remainder, age",
    row: stockBatchRow,
    listSpec: batchListSpec,
    columns: batchColumns,
    filename: "stock-batches",
    sheet: h("批次库存", "Stock batches"),
  });
  registerList(app, database, {
    list: "GET /api/inventory/reservation/list",
    spec: false,
    exportPath: "/api/inventory/reservation/export",
    access: "inventory:stock:read",
    summary: "Stock reservations of documents: source, document line, quantity, status",
    row: stockReservationRow,
    listSpec: reservationListSpec,
    columns: reservationColumns,
    filename: "stock-reservations",
    sheet: h("库存预占", "Stock reservations"),
  });
  defineRoute(app, "GET", "/api/inventory/ledger/verify", {
    access: "inventory:ledger:verify",
    schema: {
      summary: "Ledger check: every balance and batch remainder recomputed from the movements",
      tags: ["inventory"],
      response: { 200: ledgerVerifyReply },
    },
    handler: async (req) => verifyLedger(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/inventory/balance/adjust", {
    access: "inventory:stock:adjust",
    schema: {
      summary:
        "Adjust a balance's on hand with a reason (positive: 103 adjust in, a new batch; negative: 104 adjust out, FIFO); 409 STOCK_INSUFFICIENT below available",
      tags: ["inventory"],
      body: stockAdjustInput,
      response: { 200: stockBalanceReply, 404: errorBody, 409: errorBody },
    },
    idempotent: true,
    handler: async (req) => adjustBalance(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", "/api/inventory/balance/freeze", {
    access: "inventory:stock:freeze",
    schema: {
      summary: "Freeze (hold) units of available stock with a reason",
      tags: ["inventory"],
      body: stockFreezeInput,
      response: { 200: stockBalanceReply, 404: errorBody, 409: errorBody },
    },
    idempotent: true,
    handler: async (req) => freezeBalance(requestContext(req, db), req.body, true),
  });
  defineRoute(app, "POST", "/api/inventory/balance/unfreeze", {
    access: "inventory:stock:freeze",
    schema: {
      summary: "Unfreeze held units with a reason",
      tags: ["inventory"],
      body: stockFreezeInput,
      response: { 200: stockBalanceReply, 404: errorBody, 409: errorBody },
    },
    idempotent: true,
    handler: async (req) => freezeBalance(requestContext(req, db), req.body, false),
  });
}
