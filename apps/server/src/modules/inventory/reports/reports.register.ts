import type { FastifyInstance } from "fastify";
import {
  ageBucketKeys,
  ageReportRow,
  batchSnapshotRow,
  centralWarehouseRow,
  channelStockRow,
  codeMapRow,
  differenceReportRow,
  errorBody,
  reserveReportRow,
  taskReportRow,
  taskRerunInput,
  taskRerunReply,
  transportReportRow,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { snapshotListSpec } from "../stock.queries.js";
import { ageListSpec } from "./age.queries.js";
import { batchSnapshotListSpec } from "./batch.queries.js";
import { centralWarehouseListSpec } from "./central.queries.js";
import { channelStockListSpec, codeMapListSpec } from "./channel.queries.js";
import { registerComparisonRoutes } from "./comparison.routes.js";
import { differenceListSpec, reserveListSpec, transportListSpec } from "./claims.queries.js";
import { registerChart, registerReport } from "./report-kit.js";
import { rerunSnapshotDay, taskListSpec } from "./task.queries.js";
import {
  ageReportColumns,
  batchSnapshotColumns,
  centralWarehouseColumns,
  channelStockColumns,
  codeMapColumns,
  differenceReportColumns,
  h,
  reserveReportColumns,
  taskColumns,
  transportReportColumns,
} from "./reports.columns.js";

/**
 * The inventory reports of spec §2.9: each serves the seller's screen (`inventory/<x>`) and the operator's copy
 * (`inventorySer/<x>`) from one list, scoped by who asks.
 */
export function registerInventoryReports(app: FastifyInstance, database: Database): void {
  const access = "inventory:stock:read" as const;
  registerReport(app, database, {
    name: "age",
    access,
    summary: "Inventory age: each balance's on-hand units by age bucket (0-30 ... over 365 days) from its FIFO lots, with cubic metres",
    row: ageReportRow,
    listSpec: ageListSpec,
    columns: ageReportColumns,
    filename: "inventory-age",
    sheet: h("库龄报表", "Inventory age"),
    chart: { sums: [...ageBucketKeys, "volumeM3"] },
  });
  // the age snapshot reads the daily snapshots' list (GET /api/inventory/snapshot/list) for one day; its chart:
  registerChart(app, database, {
    path: "/api/inventory/snapshot/chart",
    access,
    listSpec: snapshotListSpec,
    sums: [...ageBucketKeys, "onHand", "volumeM3"],
  });
  registerReport(app, database, {
    name: "reserve",
    access,
    summary: "Open reservations summed per SKU, warehouse and reserve source (10 sales order ... 70 destruction)",
    row: reserveReportRow,
    listSpec: reserveListSpec,
    columns: reserveReportColumns,
    filename: "inventory-reserve",
    sheet: h("预占报表", "Reserved stock"),
    chart: { sums: ["quantity"] },
  });
  registerReport(app, database, {
    name: "transport",
    access,
    summary: "Stock in transit per document, SKU and transport source (20 purchase inbound, 40 return, 80 allocation inbound), with ETA",
    row: transportReportRow,
    listSpec: transportListSpec,
    columns: transportReportColumns,
    filename: "inventory-transport",
    sheet: h("在途报表", "Stock in transit"),
    chart: { sums: ["outstanding"] },
  });
  registerReport(app, database, {
    name: "warehouseDifference",
    access,
    summary: "Receipt differences of closed inbound-plan and return lines: expected against received (good, damaged), over + / under −",
    row: differenceReportRow,
    listSpec: differenceListSpec,
    columns: differenceReportColumns,
    filename: "warehouse-difference",
    sheet: h("收货差异", "Receipt differences"),
    chart: { sums: ["expected", "received", "over", "under"] },
  });
  registerComparisonRoutes(app, database);
  registerReport(app, database, {
    name: "task",
    access,
    summary: "The daily snapshot job's runs per day: warehouses done of those in scope, balances, duration, status",
    row: taskReportRow,
    listSpec: taskListSpec,
    columns: taskColumns,
    filename: "snapshot-runs",
    sheet: h("快照任务", "Snapshot runs"),
  });
  registerReport(app, database, {
    name: "batchSnapshot",
    access,
    summary: "Batch snapshots: each FIFO lot with units left at a day's end (taken by the daily job with the balances)",
    row: batchSnapshotRow,
    listSpec: batchSnapshotListSpec,
    columns: batchSnapshotColumns,
    filename: "batch-snapshots",
    sheet: h("批次快照", "Batch snapshots"),
  });
  defineRoute(app, "POST", "/api/inventory/task/rerun", {
    access: "inventory:snapshot:run",
    schema: {
      summary: "Re-run a day's snapshot for every warehouse of the operator's scope (replaces that day, never doubles it)",
      tags: ["inventory"],
      body: taskRerunInput,
      response: { 200: taskRerunReply, 400: errorBody },
    },
    idempotent: true,
    handler: async (req) => rerunSnapshotDay(requestContext(req, database.db), req.body.date),
  });
  registerReport(app, database, {
    name: "channelStock",
    access,
    summary: "Channel stock: each store listing of the SKU map with its product's sellable stock and the listing units it makes",
    row: channelStockRow,
    listSpec: channelStockListSpec,
    columns: channelStockColumns,
    filename: "channel-stock",
    sheet: h("渠道库存", "Channel stock"),
    chart: { sums: ["listingAvailable"] },
  });
  registerReport(app, database, {
    name: "codeMap",
    access,
    summary: "Code map: each warehouse SKU code with its product's stock at that warehouse",
    row: codeMapRow,
    listSpec: codeMapListSpec,
    columns: codeMapColumns,
    filename: "code-map",
    sheet: h("编码映射", "Code map"),
    chart: { sums: ["onHand", "available", "inTransit"] },
  });
  registerList(app, database, {
    list: "GET /api/inventory/centralWarehouse/list",
    spec: true,
    exportPath: "/api/inventory/centralWarehouse/export",
    access,
    summary: "Central warehouse stock: each SKU summed over the warehouses of the caller's scope",
    row: centralWarehouseRow,
    listSpec: centralWarehouseListSpec,
    columns: centralWarehouseColumns,
    filename: "central-warehouse-stock",
    sheet: h("总仓库存", "Central warehouse stock"),
  });
}
