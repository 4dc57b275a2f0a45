import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  batchRuleResource,
  effectiveBatchRule,
  errorBody,
  queryId,
  warehouseConfigResource,
  warehouseConfigRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { isStaff, loadWarehouse, targetOrg } from "./places.common.js";
import * as cfg from "./warehouse-config.service.js";

const tags = ["fulfilment"];

/** Warehouse settings (basicdata/warehouseConfig: warehouseConfigResource, its save an update keyed by the warehouse) and batch rules (system/managewarehouse/batchway): paths of ours. */
export function registerWarehouseConfigRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, warehouseConfigResource, { list: cfg.configList, update: cfg.updateWarehouseConfig });
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
