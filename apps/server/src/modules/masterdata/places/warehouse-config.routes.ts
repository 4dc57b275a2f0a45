import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  batchRuleResource,
  effectiveBatchRule,
  errorBody,
  queryId,
  type WarehouseConfigRow,
  warehouseConfigRow,
  warehouseConfigSave,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { isStaff, loadWarehouse, targetOrg } from "./places.common.js";
import { codeOf, col } from "./places.export.js";
import * as cfg from "./warehouse-config.service.js";
import { commandContext, yesNo } from "../../../platform/crud/index.js";

const tags = ["fulfilment"];
const configColumns = [
  col<WarehouseConfigRow>("warehouseCode", "仓库代码", "Warehouse", 12),
  col<WarehouseConfigRow>("warehouseName", "仓库名称", "Name", 28),
  col<WarehouseConfigRow>("timeZone", "时区", "Time zone", 20),
  col<WarehouseConfigRow>("orderCutoffTime", "截单时间", "Cut-off", 10),
  col<WarehouseConfigRow>("workingDays", "工作日", "Working days", 14, (v) => (Array.isArray(v) ? v.join(",") : null)),
  col<WarehouseConfigRow>("defaultLabelFormat", "默认面单格式", "Label format", 24, codeOf("labelFormats")),
  col<WarehouseConfigRow>("lengthUnit", "长度单位", "Length unit", 10),
  col<WarehouseConfigRow>("weightUnit", "重量单位", "Weight unit", 10),
  col<WarehouseConfigRow>("allowPartialShipment", "允许分批发货", "Partial shipment", 12, yesNo),
  col<WarehouseConfigRow>("appointmentRequired", "入库须预约", "Appointment", 12, yesNo),
  col<WarehouseConfigRow>("acceptReturns", "接收退货", "Accepts returns", 12, yesNo),
  col<WarehouseConfigRow>("shelvingSlaHours", "上架时效(小时)", "Put-away SLA (h)", 12),
  col<WarehouseConfigRow>("dispatchSlaHours", "发货时效(小时)", "Dispatch SLA (h)", 12),
  col<WarehouseConfigRow>("maxParcelWeightKg", "小包最大重量(kg)", "Max parcel (kg)", 12),
  col<WarehouseConfigRow>("configured", "已配置", "Configured", 8, yesNo),
];
/** Warehouse settings (basicdata/warehouseConfig) and batch rules (system/managewarehouse/batchway): paths of ours. */
export function registerWarehouseConfigRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v2/warehouseConfig/findByPage",
    spec: false,
    exportPath: "/api/v2/warehouseConfig/export",
    access: "masterdata:warehouseConfig:read",
    summary: "Every visible warehouse with its operating settings (the defaults until saved)",
    row: warehouseConfigRow,
    listSpec: cfg.configListSpec,
    columns: configColumns,
    filename: "warehouse-settings",
    sheet: { "zh-CN": "仓库配置", "en-US": "Warehouse settings" },
  });
  defineRoute(app, "GET", "/api/v2/warehouseConfig/findOne", {
    access: "masterdata:warehouseConfig:read",
    schema: {
      summary: "One warehouse's settings",
      tags,
      querystring: z.strictObject({ warehouseId: queryId }),
      response: { 200: warehouseConfigRow, 404: errorBody },
    },
    handler: async (req) => cfg.getWarehouseConfig(db, req.actor!, req.query.warehouseId),
  });
  defineRoute(app, "POST", "/api/v2/warehouseConfig/save", {
    access: "masterdata:warehouseConfig:manage",
    schema: {
      summary: "Save a warehouse's settings (version 0 the first time)",
      tags,
      body: warehouseConfigSave,
      response: { 200: warehouseConfigRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await cfg.saveWarehouseConfig(ctx(req), req.body);
      return cfg.getWarehouseConfig(db, req.actor!, req.body.warehouseId);
    },
  });

  registerResource(app, database, batchRuleResource, {
    list: cfg.batchRuleList,
    get: cfg.getBatchRule,
    // the service answers the id; the reply is the rule as the list shows it
    save: async (c, body) => cfg.getBatchRule(db, c.actor, await cfg.saveBatchRule(c, body)),
    remove: cfg.deleteBatchRule,
  });
  defineRoute(app, "GET", "/api/v2/warehouseBatchRule/effective", {
    access: "masterdata:warehouseConfig:read",
    schema: {
      summary: "The batch rule that applies to an org's stock in a warehouse (the org's own, else the warehouse default, else none)",
      tags,
      querystring: z.strictObject({ warehouseId: queryId, orgId: queryId.optional() }),
      response: { 200: effectiveBatchRule, 404: errorBody },
    },
    handler: async (req) => {
      const w = await loadWarehouse(db, req.actor!, req.query.warehouseId, "visible");
      const org = req.query.orgId !== undefined || !isStaff(req.actor!) ? await targetOrg(db, req.actor!, req.query.orgId) : null;
      return cfg.effectiveBatchRule(db, w.id, org?.id ?? null);
    },
  });
}
