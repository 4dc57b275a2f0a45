import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, queryId, type WorkConfigRow, workConfigRow, workConfigSave } from "@entrepot/contracts";
import { commandContext, yesNo } from "../../platform/crud/index.js";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import * as cfg from "./workconfig.service.js";

const tags = ["stockcontrol"];
const col = (key: keyof WorkConfigRow & string, zh: string, en: string, width: number): ExportColumn<WorkConfigRow> => ({
  key,
  header: { "zh-CN": zh, "en-US": en },
  width,
});
const columns: ExportColumn<WorkConfigRow>[] = [
  col("warehouseCode", "仓库代码", "Warehouse", 12),
  col("warehouseName", "仓库名称", "Name", 28),
  col("timeZone", "时区", "Time zone", 20),
  { ...col("shelvingTimeoutHours", "上架超时(小时)", "Shelving time-out (h)", 16), kind: "integer" },
  col("orderCutoffTime", "截单时间", "Order cut-off", 12),
  { ...col("storageCapacityM3", "库容(m³)", "Capacity (m³)", 14), kind: "number" },
  { ...col("configured", "已配置", "Configured", 10), format: yesNo },
];

/** WMS/workConfig: the list of the warehouses the caller runs with their settings, one warehouse's, and the save. */
export function registerWorkConfigRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext(database);
  registerList(app, database, {
    list: "GET /api/stockcontrol/work-config/list",
    spec: false,
    exportPath: "/api/stockcontrol/work-config/export",
    access: "stockcontrol:workconfig:read",
    summary: "The warehouses the caller runs with their shelving time-out, order cut-off and storage capacity (defaults until saved)",
    row: workConfigRow,
    listSpec: cfg.workConfigListSpec,
    columns,
    filename: "work-settings",
    sheet: { "zh-CN": "作业配置", "en-US": "Work settings" },
  });
  defineRoute(app, "GET", "/api/stockcontrol/work-config/detail", {
    access: "stockcontrol:workconfig:read",
    schema: {
      summary: "One warehouse's work settings",
      tags,
      querystring: z.strictObject({ warehouseId: queryId }),
      response: { 200: workConfigRow, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => cfg.getWorkConfig(db, req.actor!, req.query.warehouseId),
  });
  defineRoute(app, "POST", "/api/stockcontrol/work-config/save", {
    access: "stockcontrol:workconfig:manage",
    schema: {
      summary: "Save a warehouse's shelving time-out, order cut-off and storage capacity (version 0 the first time)",
      tags,
      body: workConfigSave,
      response: { 200: workConfigRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => cfg.saveWorkConfig(ctx(req), req.body),
  });
}
