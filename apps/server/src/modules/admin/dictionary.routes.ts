import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  dictDataCreate,
  dictDataRow,
  type DictDataRow,
  dictDataUpdate,
  dictTypeCreate,
  dictTypeRow,
  type DictTypeRow,
  dictTypeUpdate,
  errorBody,
  ok,
  queryId,
} from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { badRequest } from "../../platform/http/errors.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../platform/http/routes.js";
import * as dict from "./dictionary.service.js";
import { commandContext, yesNo } from "../../platform/crud/index.js";

const idParam = z.object({ id: queryId });

const typeColumns: ExportColumn<DictTypeRow>[] = [
  { key: "dictId", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "dictType", header: { "zh-CN": "字典类型", "en-US": "Type code" }, width: 28 },
  { key: "dictNameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 20 },
  { key: "dictNameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 28 },
  { key: "entryCount", header: { "zh-CN": "条目数", "en-US": "Entries" }, width: 10 },
  { key: "builtIn", header: { "zh-CN": "内置", "en-US": "Built-in" }, width: 10, format: yesNo },
  { key: "enabled", header: { "zh-CN": "启用", "en-US": "Enabled" }, width: 10, format: yesNo },
  { key: "remark", header: { "zh-CN": "备注", "en-US": "Remark" }, width: 30 },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];
const dataColumns: ExportColumn<DictDataRow>[] = [
  { key: "dictCode", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "dictType", header: { "zh-CN": "字典类型", "en-US": "Type code" }, width: 24 },
  { key: "dictValue", header: { "zh-CN": "字典值", "en-US": "Value" }, width: 16 },
  { key: "dictLabelZh", header: { "zh-CN": "中文标签", "en-US": "Label (zh)" }, width: 20 },
  { key: "dictLabelEn", header: { "zh-CN": "英文标签", "en-US": "Label (en)" }, width: 28 },
  { key: "dictSort", header: { "zh-CN": "排序", "en-US": "Sort" }, width: 8 },
  { key: "enabled", header: { "zh-CN": "启用", "en-US": "Enabled" }, width: 10, format: yesNo },
  { key: "builtIn", header: { "zh-CN": "内置", "en-US": "Built-in" }, width: 10, format: yesNo },
];

/** Spec §7.4 Dictionary: the nine calls, plus type delete, the entry list and both exports (no spec path given). */
export function registerDictionaryRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v2/system/dict/type/list",
    spec: true,
    exportPath: "/api/v2/system/dict/type/export",
    access: "admin:dictionary:manage",
    summary: "Dictionary types, paged and filtered",
    row: dictTypeRow,
    listSpec: dict.dictTypeListSpec,
    columns: typeColumns,
    filename: "dict-types",
    sheet: { "zh-CN": "字典类型", "en-US": "Dictionary types" },
  });
  registerSpecCall(app, "GET /api/v2/system/dict/type", {
    access: "admin:dictionary:manage",
    schema: {
      summary: "One dictionary type, by id or by code",
      querystring: z.strictObject({ id: queryId.optional(), dictType: z.string().max(64).optional() }),
      response: { 200: dictTypeRow, 404: errorBody },
    },
    handler: async (req) => {
      if (req.query.id === undefined && !req.query.dictType)
        throw badRequest("admin.query", {}, [{ path: "query.id", message: "id or dictType is required" }]);
      return dict.getDictType(db, req.actor!, req.query);
    },
  });
  registerSpecCall(app, "POST /api/v2/system/dict/type", {
    access: "admin:dictionary:manage",
    schema: { summary: "Create a dictionary type", body: dictTypeCreate, response: { 200: dictTypeRow, 400: errorBody, 409: errorBody } },
    handler: async (req) => dict.createDictType(ctx(req), req.body),
  });
  registerSpecCall(app, "PUT /api/v2/system/dict/type", {
    access: "admin:dictionary:manage",
    schema: {
      summary: "Update a dictionary type (optimistic: send the version you read)",
      body: dictTypeUpdate,
      response: { 200: dictTypeRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => dict.updateDictType(ctx(req), req.body),
  });
  defineRoute(app, "DELETE", "/api/v2/system/dict/type/:id", {
    access: "admin:dictionary:manage",
    schema: {
      summary: "Delete a dictionary type with its entries (not a built-in one)",
      tags: ["usercenter"],
      params: idParam,
      response: { 200: ok, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await dict.deleteDictType(ctx(req), req.params.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "DELETE /api/v2/system/dict/type/clearCache", {
    access: "admin:dictionary:manage",
    schema: { summary: "Drop the server's dictionary cache", response: { 200: ok } },
    handler: async () => {
      dict.clearDictionaryCache();
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "GET /api/v2/system/dict/data/type/:type", {
    access: "admin:dictionary:read",
    schema: {
      summary: "Enabled entries of one type in sort order (dropdowns, labels)",
      params: z.object({ type: z.string().max(64) }),
      response: { 200: z.array(dictDataRow), 404: errorBody },
    },
    handler: async (req) => dict.dictEntriesOf(db, req.actor!, req.params.type),
  });
  registerList(app, database, {
    list: "GET /api/v2/system/dict/data/list",
    spec: false,
    exportPath: "/api/v2/system/dict/data/export",
    access: "admin:dictionary:manage",
    summary: "Dictionary entries, paged and filtered",
    row: dictDataRow,
    listSpec: dict.dictDataListSpec,
    columns: dataColumns,
    filename: "dict-data",
    sheet: { "zh-CN": "字典数据", "en-US": "Dictionary entries" },
  });
  registerSpecCall(app, "POST /api/v2/system/dict/data", {
    access: "admin:dictionary:manage",
    schema: { summary: "Create a dictionary entry", body: dictDataCreate, response: { 200: dictDataRow, 404: errorBody, 409: errorBody } },
    handler: async (req) => dict.createDictEntry(ctx(req), req.body),
  });
  registerSpecCall(app, "PUT /api/v2/system/dict/data", {
    access: "admin:dictionary:manage",
    schema: {
      summary: "Update a dictionary entry (send the version you read)",
      body: dictDataUpdate,
      response: { 200: dictDataRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => dict.updateDictEntry(ctx(req), req.body),
  });
  registerSpecCall(app, "DELETE /api/v2/system/dict/data/:id", {
    access: "admin:dictionary:manage",
    schema: {
      summary: "Delete a dictionary entry (not a built-in one)",
      params: idParam,
      response: { 200: ok, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await dict.deleteDictEntry(ctx(req), req.params.id);
      return { ok: true as const };
    },
  });
}
