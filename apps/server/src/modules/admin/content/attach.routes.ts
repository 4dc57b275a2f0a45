import type { FastifyInstance } from "fastify";
import {
  attachModelResource,
  attachRuleClone,
  attachRuleResource,
  attachRuleRow,
  attachTypeResource,
  errorBody,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as catalog from "./attach-catalog.service.js";
import * as rules from "./attach-rule.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Spec §7.4 AttachmentModel, AttachmentType (same shape, one set of handlers) and AttachmentRule. */
export function registerAttachConfigRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const access = "admin:attachment:manage" as const;

  for (const [kind, resource] of [
    ["model", attachModelResource],
    ["type", attachTypeResource],
  ] as const) {
    registerResource(app, database, resource, {
      list: catalog.catalogList(kind),
      get: (db, actor, id) => catalog.getCatalogEntry(db, actor, kind, id),
      save: (c, body) => catalog.saveCatalogEntry(c, kind, body),
      remove: (c, id) => catalog.deleteCatalogEntry(c, kind, id),
    });
  }

  registerResource(app, database, attachRuleResource, {
    list: rules.ruleList,
    get: rules.getRule,
    save: rules.saveRule,
    remove: rules.deleteRule,
  });
  registerSpecCall(app, "POST /api/v1/AttachmentRule/cloneData", {
    access,
    schema: {
      summary: "Copy a rule to another model (and optionally another type)",
      body: attachRuleClone,
      response: { 200: attachRuleRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => rules.cloneRule(ctx(req), req.body),
  });
}
