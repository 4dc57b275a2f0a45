import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../../platform/db/database.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { ucPorts, ucSystems } from "./orgs.schema.js";

const systemRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
});
const portRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  kind: z.string(),
});

/** Spec §7.4 UcSystem/findAllByContextId and ucPort/list: context-wide reference data (read-only here). */
export function registerSystemRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerSpecCall(app, "GET /api/v1/UcSystem/findAllByContextId", {
    access: "admin:system:read",
    schema: { summary: "The product's systems (WMS, OMS, TMS, BMS...) of the caller's context", response: { 200: z.array(systemRow) } },
    handler: async (req) => {
      const actor = req.actor!;
      return db
        .select({
          id: ucSystems.id,
          code: ucSystems.code,
          name: actor.locale === "zh-CN" ? ucSystems.nameZh : ucSystems.nameEn,
          nameZh: ucSystems.nameZh,
          nameEn: ucSystems.nameEn,
          sort: ucSystems.sort,
        })
        .from(ucSystems)
        .where(eq(ucSystems.contextId, actor.contextId))
        .orderBy(asc(ucSystems.sort), asc(ucSystems.id));
    },
  });
  registerSpecCall(app, "GET /api/v2/ucPort/list", {
    access: "admin:system:read",
    schema: {
      summary: "Ports of the caller's context, optionally by country, kind (sea|air) or code/name text",
      querystring: z.strictObject({
        country: z.string().trim().length(2).optional(),
        kind: z.enum(["sea", "air"]).optional(),
        keyword: z.string().trim().max(50).optional(),
      }),
      response: { 200: z.array(portRow) },
    },
    handler: async (req) => {
      const { country, kind, keyword } = req.query;
      const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return db
        .select({
          id: ucPorts.id,
          code: ucPorts.code,
          name: ucPorts.name,
          country: ucPorts.country,
          state: ucPorts.state,
          kind: ucPorts.kind,
        })
        .from(ucPorts)
        .where(
          and(
            eq(ucPorts.contextId, req.actor!.contextId),
            country ? eq(ucPorts.country, country.toUpperCase()) : undefined,
            kind ? eq(ucPorts.kind, kind) : undefined,
            like ? sql`(${ucPorts.code} ilike ${like} or ${ucPorts.name} ilike ${like})` : undefined,
          ),
        )
        .orderBy(asc(ucPorts.code));
    },
  });
}
