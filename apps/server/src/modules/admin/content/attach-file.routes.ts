import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { attachCatalogRow, attachFileResource, attachRuleRow, bizAttachRow, errorBody, idQuery } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { FileStore } from "../../../platform/files/file-store.js";
import { AppError, badRequest } from "../../../platform/http/errors.js";
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
  // multipart only here: an encapsulated scope (the global auth gate still runs for it)
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 } });
    registerSpecCall(scope, "POST /api/v1/BizAttach/uploadFile", {
      access: "admin:file:upload",
      schema: {
        summary: "Upload one file (multipart field `file`; model, type and bizId in the query or in fields before the file)",
        querystring: z.strictObject({ model: code.optional(), type: code.optional(), bizId: z.string().trim().max(64).optional() }),
        response: { 200: bizAttachRow, 400: errorBody, 413: errorBody, 422: errorBody },
      },
      handler: async (req) => {
        if (!req.isMultipart()) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE");
        const part = await req.file();
        if (!part) throw badRequest("admin.fileMissing");
        const field = (name: string) => {
          const f = part.fields[name];
          return f && !Array.isArray(f) && f.type === "field" ? String(f.value) : undefined;
        };
        const model = req.query.model ?? field("model");
        const type = req.query.type ?? field("type");
        if (!model || !type) throw badRequest("admin.fileModelType", {}, [{ path: "query.model", message: "model and type are required" }]);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
            throw new AppError(413, "PAYLOAD_TOO_LARGE", { limit: uploadMaxBytes });
          throw err;
        }
        const fileName = part.filename.replace(/[\\/]/g, "_").slice(-255) || "file";
        return files.uploadAttachment(ctx(req), store, {
          modelCode: model,
          typeCode: type,
          bizId: req.query.bizId ?? field("bizId") ?? null,
          fileName,
          bytes,
        });
      },
    });
  });
}
