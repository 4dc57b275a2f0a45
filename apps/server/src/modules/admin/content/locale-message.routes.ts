import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  localeBundle,
  type LocaleMessageRow,
  localeMessageRow,
  localeMessageSave,
  localeSchema,
  ok,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as locale from "./locale-message.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const columns: ExportColumn<LocaleMessageRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "lang", header: { "zh-CN": "语言", "en-US": "Language" }, width: 10 },
  { key: "msgKey", header: { "zh-CN": "键", "en-US": "Key" }, width: 36 },
  { key: "text", header: { "zh-CN": "文本", "en-US": "Text" }, width: 40 },
  { key: "remark", header: { "zh-CN": "备注", "en-US": "Remark" }, width: 24 },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];

/** Spec §7.4 BizLocaleMessage: list, look-up (one key, or a language's whole bundle for the web), save, delete. */
export function registerLocaleMessageRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v1/BizLocaleMessage/findByPage",
    spec: true,
    exportPath: "/api/v1/BizLocaleMessage/export",
    access: "admin:locale:manage",
    summary: "Locale message overrides, paged and filtered",
    row: localeMessageRow,
    listSpec: locale.localeMessageListSpec,
    columns,
    filename: "locale-messages",
    sheet: { "zh-CN": "多语言文本", "en-US": "Locale messages" },
  });
  // every logged-in person needs the overrides of their language: the web applies them at start
  registerSpecCall(app, "GET /api/v1/BizLocaleMessage/getByLangKey", {
    access: "@authenticated",
    schema: {
      summary: "One override by language and key; without a key, every override of the language (key -> text)",
      querystring: z.strictObject({ lang: localeSchema, key: z.string().max(200).optional() }),
      response: { 200: z.union([localeMessageRow, localeBundle]), 404: errorBody },
    },
    handler: async (req) =>
      req.query.key
        ? locale.getLocaleMessage(db, req.actor!, { lang: req.query.lang, msgKey: req.query.key })
        : locale.localeBundle(db, req.actor!, req.query.lang),
  });
  registerSpecCall(app, "POST /api/v1/BizLocaleMessage/dataSave", {
    access: "admin:locale:manage",
    schema: {
      summary: "Create an override (no id) or update one (id + version; a stale version answers 409)",
      body: localeMessageSave,
      response: { 200: localeMessageRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => locale.saveLocaleMessage(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/BizLocaleMessage/del", {
    access: "admin:locale:manage",
    schema: { summary: "Delete an override (the built-in text shows again)", body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await locale.deleteLocaleMessage(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
