import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, localeBundle, localeMessageResource, localeMessageRow, localeSchema } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as locale from "./locale-message.service.js";

/** Spec §7.4 BizLocaleMessage: list, export, save and delete (localeMessageResource), and the look-up (one key, or a language's whole bundle for the web). */
export function registerLocaleMessageRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, localeMessageResource, {
    list: locale.localeMessageList,
    save: locale.saveLocaleMessage,
    remove: locale.deleteLocaleMessage,
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
}
