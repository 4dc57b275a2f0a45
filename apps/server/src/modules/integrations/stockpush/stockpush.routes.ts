import type { FastifyInstance } from "fastify";
import {
  errorBody,
  stockPushHistoryResource,
  stockPushOptions as optionsSchema,
  stockPushRunBody,
  stockPushRunReply,
  stockPushSettingResource,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { stockPushHistoryList } from "./stockpush.history.js";
import { runStockPush } from "./stockpush.run.js";
import * as st from "./stockpush.settings.js";

/** /home/inventoryPush: the settings (a resource), the history (a read-only resource), the options and "push now". */
export function registerStockPushRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, stockPushSettingResource, {
    list: st.stockPushSettingList,
    get: st.getStockPushSetting,
    save: st.saveStockPushSetting,
    remove: st.deleteStockPushSetting,
  });
  registerResource(app, database, stockPushHistoryResource, { list: stockPushHistoryList });
  defineRoute(app, "GET", "/api/integrations/stockPush/options", {
    access: "integrations:stockpush:read",
    schema: {
      summary: "The store accounts and warehouses the push settings pick from",
      tags: ["integrations"],
      response: { 200: optionsSchema },
    },
    handler: async (req) => st.stockPushOptions(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/integrations/stockPush/run", {
    access: "integrations:stockpush:manage",
    schema: {
      summary: "Pushes listing quantities now: one store account, or every enabled one in the caller's scope",
      tags: ["integrations"],
      body: stockPushRunBody,
      response: { 200: stockPushRunReply, 404: errorBody },
    },
    handler: async (req) => runStockPush(requestContext(req, db), req.body.storeAccountId, "manual"),
  });
}
