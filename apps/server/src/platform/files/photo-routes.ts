import type { FastifyInstance } from "fastify";
import {
  documentPhotoRow,
  documentPhotosReply,
  errorBody,
  idBody,
  idQuery,
  ok,
  type PermissionCode,
  photoRules,
} from "@entrepot/contracts";
import { requestContext } from "../audit/command.js";
import type { Database } from "../db/database.js";
import { defineRoute } from "../http/routes.js";
import type { FileStore } from "./file-store.js";
import { documentOf, listPhotos, type PhotoDocument, readPhoto, removePhoto, uploadPhoto } from "./photos.js";
import { readUpload, withUploads } from "./upload.js";

export interface PhotoRoutes {
  /** e.g. `/api/returns/plan`: serves `<prefix>/photos`, `<prefix>/photo`, `<prefix>/photo/upload`, `<prefix>/photo/remove`. */
  prefix: string;
  tag: string;
  /** What the document's reader holds (list, image) and what its warehouse holds (upload, remove). */
  access: { read: PermissionCode; manage: PermissionCode };
  /** The document in the summaries: "a return plan's receipt". */
  noun: string;
}

/**
 * A document's photo calls, scoped like the document itself (the module's `PhotoDocument.load`): the
 * list (`?id=` the document), the image (`?id=` the photo; another org's is a 404), an upload (multipart
 * `file`, `?id=` the document) and a removal (`{ id }` the photo), each change with its audit row.
 */
export async function registerPhotoRoutes(
  app: FastifyInstance,
  database: Database,
  store: FileStore,
  doc: PhotoDocument,
  r: PhotoRoutes,
): Promise<void> {
  const db = database.db;
  defineRoute(app, "GET", `${r.prefix}/photos`, {
    access: r.access.read,
    schema: {
      summary: `The photos of ${r.noun}, oldest first, and whether the caller may still add or remove some`,
      tags: [r.tag],
      querystring: idQuery,
      response: { 200: documentPhotosReply, 404: errorBody },
    },
    handler: async (req) => listPhotos(db, req.actor!, doc, req.query.id, req.actor!.permissions.has(r.access.manage)),
  });
  defineRoute(app, "GET", `${r.prefix}/photo`, {
    access: r.access.read,
    schema: { summary: `One photo of ${r.noun} (the image; another org's is a 404)`, tags: [r.tag], querystring: idQuery },
    handler: async (req, reply) => {
      const file = await readPhoto(db, store, req.actor!, doc, req.query.id);
      return reply
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "private, max-age=3600")
        .type(file.mime)
        .send(file.bytes);
    },
  });
  defineRoute(app, "POST", `${r.prefix}/photo/remove`, {
    access: r.access.manage,
    schema: {
      summary: `Removes a photo of ${r.noun} while the document is open (409 after)`,
      tags: [r.tag],
      body: idBody,
      response: { 200: ok, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await removePhoto(requestContext(req, db), store, doc, req.body.id);
      return { ok: true as const };
    },
  });
  await withUploads(app, { maxBytes: photoRules.maxBytes }, (scope) =>
    defineRoute(scope, "POST", `${r.prefix}/photo/upload`, {
      access: r.access.manage,
      schema: {
        summary: `Adds a photo to ${r.noun} (multipart field \`file\`: JPEG, PNG or WebP by content, at most ${photoRules.maxBytes / 1048576} MB, ${photoRules.maxCount} per document)`,
        tags: [r.tag],
        querystring: idQuery,
        response: { 200: documentPhotoRow, 400: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, 422: errorBody },
      },
      handler: async (req) => {
        // the document in scope before the file is read: another org's id is a 404 whatever the body holds
        await documentOf(db, req.actor!, doc, req.query.id);
        return uploadPhoto(requestContext(req, db), store, doc, req.query.id, await readUpload(req, photoRules.maxBytes));
      },
    }),
  );
}
