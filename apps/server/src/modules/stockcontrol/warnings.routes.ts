import type { FastifyInstance } from "fastify";
import { errorBody, warningCheckBody, warningCheckReply, warningResource, warningRuleResource } from "@entrepot/contracts";
import { commandContext } from "../../platform/crud/index.js";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import * as rules from "./rules.service.js";
import { checkNow, warningList } from "./warnings.service.js";

/** WMS/earlyWarningSetting: the rules (resource kit), the warnings list and "check now". */
export function registerWarningRoutes(app: FastifyInstance, database: Database): void {
  const ctx = commandContext(database);
  registerResource(app, database, warningRuleResource, {
    list: rules.ruleList,
    get: rules.getRule,
    save: rules.saveRule,
    remove: rules.deleteRule,
  });
  registerResource(app, database, warningResource, { list: warningList });
  defineRoute(app, "POST", "/api/stockcontrol/warning/check", {
    access: "stockcontrol:warning:manage",
    schema: {
      summary:
        "Check the stock warning rules now (the caller's own, or staff: the sellers in scope, one with orgId): raise, update and clear warnings",
      tags: ["stockcontrol"],
      body: warningCheckBody,
      response: { 200: warningCheckReply, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => checkNow(ctx(req), req.body.orgId),
  });
}
