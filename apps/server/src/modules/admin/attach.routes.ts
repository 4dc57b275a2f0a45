import type { FastifyInstance } from "fastify";
import { attachCatalogRow, type AttachCatalogRow, attachCatalogSave, attachRuleClone, type AttachRuleRow, attachRuleRow, attachRuleSave, errorBody, idBody, idQuery, ok } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { registerSpecCall } from "../../platform/http/routes.js";
import * as catalog from "./attach-catalog.service.js";
import * as rules from "./attach-rule.service.js";
import { commandContext } from "../../platform/crud/index.js";

const catalogColumns: ExportColumn<AttachCatalogRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "code", header: { "zh-CN": "编码", "en-US": "Code" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 20 },
  { key: "nameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 24 },
  { key: "remark", header: { "zh-CN": "备注", "en-US": "Remark" }, width: 30 },
];
const ruleColumns: ExportColumn<AttachRuleRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "modelCode", header: { "zh-CN": "业务模型", "en-US": "Model" }, width: 20 },
  { key: "typeCode", header: { "zh-CN": "附件类型", "en-US": "Type" }, width: 20 },
  { key: "formats", header: { "zh-CN": "允许格式", "en-US": "Formats" }, width: 30, format: (v) => (Array.isArray(v) ? v.join(", ") : "") },
  { key: "maxSizeKb", header: { "zh-CN": "大小上限(KB)", "en-US": "Max size (KB)" }, width: 14 },
];

const catalogs = [
  { kind: "model" as const, spec: "AttachmentModel", filename: "attachment-models", sheet: { "zh-CN": "附件业务模型", "en-US": "Attachment models" }, what: "attachment model" },
  { kind: "type" as const, spec: "AttachmentType", filename: "attachment-types", sheet: { "zh-CN": "附件类型", "en-US": "Attachment types" }, what: "attachment type" },
];

/** Spec §7.4 AttachmentModel, AttachmentType (same shape, one set of handlers) and AttachmentRule. */
export function registerAttachConfigRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const access = "admin:attachment:manage" as const;

  for (const c of catalogs) {
    registerList(app, database, {
      list: `GET /api/v1/${c.spec}/findByPage`,
      spec: true,
      exportPath: `/api/v1/${c.spec}/export`,
      access,
      summary: `Each ${c.what}, paged and filtered`,
      row: attachCatalogRow,
      listSpec: catalog.catalogListSpec(c.kind),
      columns: catalogColumns,
      filename: c.filename,
      sheet: c.sheet,
    });
    registerSpecCall(app, `GET /api/v1/${c.spec}/loadData`, {
      access,
      schema: { summary: `One ${c.what}`, querystring: idQuery, response: { 200: attachCatalogRow, 404: errorBody } },
      handler: async (req) => catalog.getCatalogEntry(db, req.actor!, c.kind, req.query.id),
    });
    registerSpecCall(app, `POST /api/v1/${c.spec}/saveData`, {
      access,
      schema: { summary: `Create (no id) or update (id + version) an ${c.what}`, body: attachCatalogSave, response: { 200: attachCatalogRow, 404: errorBody, 409: errorBody } },
      handler: async (req) => catalog.saveCatalogEntry(ctx(req), c.kind, req.body),
    });
    registerSpecCall(app, `POST /api/v1/${c.spec}/del`, {
      access,
      schema: { summary: `Delete an ${c.what} no rule uses (409 otherwise)`, body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
      handler: async (req) => {
        await catalog.deleteCatalogEntry(ctx(req), c.kind, req.body.id);
        return { ok: true as const };
      },
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
    schema: { summary: "Create (no id) or update (id + version) a rule: formats and size of a type on a model", body: attachRuleSave, response: { 200: attachRuleRow, 404: errorBody, 409: errorBody } },
    handler: async (req) => rules.saveRule(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/AttachmentRule/cloneData", {
    access,
    schema: { summary: "Copy a rule to another model (and optionally another type)", body: attachRuleClone, response: { 200: attachRuleRow, 404: errorBody, 409: errorBody } },
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
