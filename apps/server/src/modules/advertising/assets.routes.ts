import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adAssetListQuery, adAssetPaths, adAssetRow, adAssetRules, adAssetUploadQuery, errorBody, idQuery } from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { readUpload, withUploads } from "../../platform/files/upload.js";
import { defineRoute } from "../../platform/http/routes.js";
import { getAsset, listAssets, readAsset, uploadAsset } from "./assets.service.js";
import { split } from "./campaigns.routes.js";

/** The largest asset any kind takes: multipart refuses more before it is read into memory. */
const MAX_BYTES = Math.max(...Object.values(adAssetRules).map((r) => r.maxBytes));

/** SB creative assets (advertising/sb/createMaterial): an account's list, upload (multipart), the file itself. */
export async function registerAssetRoutes(app: FastifyInstance, database: Database, store: FileStore): Promise<void> {
  const db = database.db;
  defineRoute(app, "GET", split(adAssetPaths.list)[1], {
    access: "advertising:campaign:read",
    schema: {
      summary: "An ad account's logos and custom images",
      tags: ["advertising"],
      querystring: adAssetListQuery,
      response: { 200: z.array(adAssetRow) },
    },
    handler: async (req) => listAssets(db, req.actor!, req.query),
  });
  defineRoute(app, "GET", split(adAssetPaths.view)[1], {
    access: "advertising:campaign:read",
    schema: { summary: "An asset's image (another org's is a 404)", tags: ["advertising"], querystring: idQuery },
    handler: async (req, reply) => {
      const file = await readAsset(db, store, req.actor!, req.query.id);
      return reply.header("x-content-type-options", "nosniff").type(file.mime).send(file.bytes);
    },
  });
  await withUploads(app, { maxBytes: MAX_BYTES }, (scope) =>
    defineRoute(scope, "POST", split(adAssetPaths.upload)[1], {
      access: "advertising:campaign:manage",
      schema: {
        summary: "Upload a logo or custom image (multipart field `file`): PNG or JPEG within Amazon's size and pixel bounds",
        tags: ["advertising"],
        querystring: adAssetUploadQuery,
        response: { 200: adAssetRow, 400: errorBody, 404: errorBody, 413: errorBody, 422: errorBody },
      },
      handler: async (req) => {
        const { fileName, bytes } = await readUpload(req, MAX_BYTES);
        const row = await uploadAsset(requestContext(req, db), store, { ...req.query, fileName, bytes });
        return getAsset(db, req.actor!, row.id);
      },
    }),
  );
}
