import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type Database, migrationsApplied } from "../db/database.js";
import { defineRoute } from "./routes.js";

export function registerHealth(app: FastifyInstance, database: Database): void {
  defineRoute(app, "GET", "/api/health", {
    access: "@public",
    schema: { summary: "Liveness: the process answers", tags: ["system"], response: { 200: z.object({ status: z.literal("ok") }) } },
    handler: async () => ({ status: "ok" as const }),
  });
  defineRoute(app, "GET", "/api/ready", {
    access: "@public",
    schema: {
      summary: "Readiness: the database answers and the migrations are applied",
      tags: ["system"],
      response: {
        200: z.object({ status: z.literal("ready"), database: z.string() }),
        503: z.object({ status: z.literal("not-ready"), reason: z.string() }),
      },
    },
    handler: async (_req, reply) => {
      try {
        await database.query("select 1");
        if (!(await migrationsApplied(database)))
          return reply.code(503).send({ status: "not-ready" as const, reason: "migrations not applied" });
        return { status: "ready" as const, database: database.kind };
      } catch {
        return reply.code(503).send({ status: "not-ready" as const, reason: "database unreachable" });
      }
    },
  });
}
