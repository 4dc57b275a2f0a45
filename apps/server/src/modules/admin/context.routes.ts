import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { globalDataReply } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerSpecCall } from "../../platform/http/routes.js";
import { contexts } from "../../platform/identity/schema.js";
import { allDictionaries, dictionaryCacheVersion } from "./dictionary.service.js";

export function registerContextRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerSpecCall(app, "GET /api/v1/Context/globalDataList", {
    access: "admin:context:read",
    schema: { summary: "The caller's context and every enabled dictionary, for the shell's start", response: { 200: globalDataReply } },
    handler: async (req) => {
      const actor = req.actor!;
      const [ctx] = await db
        .select({
          id: contexts.id,
          code: contexts.code,
          name: contexts.name,
          defaultCurrency: contexts.defaultCurrency,
          timeZone: contexts.timeZone,
        })
        .from(contexts)
        .where(eq(contexts.id, actor.contextId));
      return {
        context: ctx!,
        dictionaries: await allDictionaries(db, actor),
        cacheVersion: await dictionaryCacheVersion(db, actor.contextId),
      };
    },
  });
}
