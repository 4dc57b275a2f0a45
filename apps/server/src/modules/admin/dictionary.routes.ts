import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dictDataResource, dictDataRow, dictTypeResource, dictTypeRow, errorBody, ok, queryId } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { badRequest } from "../../platform/http/errors.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../platform/http/routes.js";
import * as dict from "./dictionary.service.js";

/**
 * Spec §7.4 Dictionary: types and entries as resources (list, export, create, update, delete), plus a
 * type by id or code, the cache drop and a type's enabled entries.
 */
export function registerDictionaryRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, dictTypeResource, {
    list: dict.dictTypeList,
    create: dict.createDictType,
    update: dict.updateDictType,
    remove: dict.deleteDictType,
  });
  registerResource(app, database, dictDataResource, {
    list: dict.dictDataList,
    create: dict.createDictEntry,
    update: dict.updateDictEntry,
    remove: dict.deleteDictEntry,
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
}
