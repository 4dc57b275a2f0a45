import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { attachCatalogRow, attachFileResource, attachRuleRow, bizAttachRow, errorBody, idQuery } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { FileStore } from "../../../platform/files/file-store.js";
import { badRequest } from "../../../platform/http/errors.js";
import { readUpload, withUploads } from "../../../platform/files/upload.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as catalog from "./attach-catalog.service.js";
import * as files from "./attach-file.service.js";
import { rulesOfModel } from "./attach-rule.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const code = z.string().trim().min(1).max(64);
/** RFC 6266/5987: the original name survives (Chinese included) without breaking the header. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Spec §7.4 BizAttach: the catalogues for pickers, the org's files, upload (multipart), download, delete. */
export async function registerAttachFileRoutes(
  app: FastifyInstance,
  database: Database,
  store: FileStore,
  uploadMaxBytes: number,
): Promise<void> {
  const db = database.db;
  const ctx = commandContext({ db });

  registerSpecCall(app, "GET /api/v1/BizAttach/types", {
    access: "admin:file:read",
    schema: { summary: "Every attachment type (pickers)", response: { 200: z.array(attachCatalogRow) } },
    handler: async (req) => catalog.listCatalog(db, req.actor!, "type"),
  });
  registerSpecCall(app, "GET /api/v1/BizAttach/models", {
    access: "admin:file:read",
    schema: { summary: "Every attachment model (pickers)", response: { 200: z.array(attachCatalogRow) } },
    handler: async (req) => catalog.listCatalog(db, req.actor!, "model"),
  });
  registerSpecCall(app, "GET /api/v1/BizAttach/modelTypes", {
    access: "admin:file:read",
    schema: {
      summary: "The types a model accepts, with their formats and size limits",
      querystring: z.strictObject({ model: code }),
      response: { 200: z.array(attachRuleRow) },
    },
    handler: async (req) => rulesOfModel(db, req.actor!, req.query.model),
  });
  registerResource(app, database, attachFileResource, {
    list: files.attachFileList,
    remove: (c, id) => files.deleteAttachment(c, store, id),
  });
  registerSpecCall(app, "GET /api/v1/BizAttach/view", {
    access: "admin:file:read",
    schema: { summary: "Download a file (another org's file is a 404)", querystring: idQuery },
    handler: async (req, reply) => {
      const file = await files.readAttachment(db, store, req.actor!, req.query.id);
      // never rendered inline from our origin: a crafted file cannot run as our page
      return reply
        .header("content-disposition", contentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .type(file.mime)
        .send(file.bytes);
    },
  });
  await withUploads(app, { maxBytes: uploadMaxBytes, fields: 10 }, (scope) =>
    registerSpecCall(scope, "POST /api/v1/BizAttach/uploadFile", {
      access: "admin:file:upload",
      schema: {
        summary: "Upload one file (multipart field `file`; model, type and bizId in the query or in fields before the file)",
        querystring: z.strictObject({ model: code.optional(), type: code.optional(), bizId: z.string().trim().max(64).optional() }),
        response: { 200: bizAttachRow, 400: errorBody, 413: errorBody, 422: errorBody },
      },
      handler: async (req) => {
        const file = await readUpload(req, uploadMaxBytes);
        const model = req.query.model ?? file.field("model");
        const type = req.query.type ?? file.field("type");
        if (!model || !type) throw badRequest("admin.fileModelType", {}, [{ path: "query.model", message: "model and type are required" }]);
        return files.uploadAttachment(ctx(req), store, {
          modelCode: model,
          typeCode: type,
          bizId: req.query.bizId ?? file.field("bizId") ?? null,
          fileName: file.fileName,
          bytes: file.bytes,
        });
      },
    }),
  );
}
