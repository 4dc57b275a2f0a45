import type { FastifyInstance } from "fastify";
import {
  attachModelResource,
  attachRuleClone,
  type AttachRuleRow,
  attachRuleRow,
  attachRuleSave,
  attachTypeResource,
  errorBody,
  idBody,
  idQuery,
  ok,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as catalog from "./attach-catalog.service.js";
import * as rules from "./attach-rule.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const ruleColumns: ExportColumn<AttachRuleRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "modelCode", header: { "zh-CN": "业务模型", "en-US": "Model" }, width: 20 },
  { key: "typeCode", header: { "zh-CN": "附件类型", "en-US": "Type" }, width: 20 },
  { key: "formats", header: { "zh-CN": "允许格式", "en-US": "Formats" }, width: 30, format: (v) => (Array.isArray(v) ? v.join(", ") : "") },
  { key: "maxSizeKb", header: { "zh-CN": "大小上限(KB)", "en-US": "Max size (KB)" }, width: 14 },
];

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

  registerList(app, database, {
    list: "GET /api/v1/AttachmentRule/findByPage",
    spec: true,
    exportPath: "/api/v1/AttachmentRule/export",
    access,
    summary: "Attachment rules, paged and filtered",
    row: attachRuleRow,
    listSpec: rules.ruleListSpec,
    columns: ruleColumns,
    filename: "attachment-rules",
    sheet: { "zh-CN": "附件规则", "en-US": "Attachment rules" },
  });
  registerSpecCall(app, "GET /api/v1/AttachmentRule/loadData", {
    access,
    schema: { summary: "One attachment rule", querystring: idQuery, response: { 200: attachRuleRow, 404: errorBody } },
    handler: async (req) => rules.getRule(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v1/AttachmentRule/saveData", {
    access,
    schema: {
      summary: "Create (no id) or update (id + version) a rule: formats and size of a type on a model",
      body: attachRuleSave,
      response: { 200: attachRuleRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => rules.saveRule(ctx(req), req.body),
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
  registerSpecCall(app, "POST /api/v1/AttachmentRule/del", {
    access,
    schema: { summary: "Delete an attachment rule", body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await rules.deleteRule(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
