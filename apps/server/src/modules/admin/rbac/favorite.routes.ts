import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, favoriteAdd, favoriteRow } from "@entrepot/contracts";
import { AuditAction } from "../../../platform/audit/audit.js";
import { runCommand } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { assertPerson } from "./account.service.js";
import { userFavorites } from "./rbac.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { UserFavoriteAudit } from "../audit.js";

const MAX_FAVORITES = 50;

/**
 * Favourites (favorite/list; no spec path, under /api/v1/UcFavorite): screens a person pinned, shown
 * at the top of the menu. Each person's own: nobody reads or changes another's.
 */
export function registerFavoriteRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const tags = ["usercenter"];
  const list = (userId: number) =>
    db
      .select({ path: userFavorites.path, sort: userFavorites.sort, createdAt: isoTime(userFavorites.createdAt) })
      .from(userFavorites)
      .where(eq(userFavorites.userId, userId))
      .orderBy(asc(userFavorites.sort), asc(userFavorites.path));

  defineRoute(app, "GET", "/api/v1/UcFavorite/findAll", {
    access: "@authenticated",
    schema: { summary: "The caller's pinned screens in order", tags, response: { 200: z.array(favoriteRow) } },
    handler: async (req) => list(req.actor!.userId),
  });
  defineRoute(app, "POST", "/api/v1/UcFavorite/saveData", {
    access: "@authenticated",
    schema: {
      summary: "Pin a screen (at the end; pinning twice changes nothing)",
      tags,
      body: favoriteAdd,
      response: { 200: z.array(favoriteRow) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      assertPerson(actor);
      await runCommand({ db, actor, requestId: String(req.id) }, async (tx) => {
        const [{ n, top } = { n: 0, top: 0 }] = await tx
          .select({ n: sql<number>`cast(count(*) as integer)`, top: sql<number>`cast(coalesce(max(${userFavorites.sort}), 0) as integer)` })
          .from(userFavorites)
          .where(eq(userFavorites.userId, actor.userId));
        if (n >= MAX_FAVORITES)
          await tx
            .delete(userFavorites)
            .where(
              and(
                eq(userFavorites.userId, actor.userId),
                eq(userFavorites.sort, sql`(select min(sort) from user_favorites where user_id = ${actor.userId})`),
              ),
            );
        await tx
          .insert(userFavorites)
          .values({ userId: actor.userId, path: req.body.path, sort: top + 1 })
          .onConflictDoNothing();
        return {
          result: null,
          audit: UserFavoriteAudit.entry("pinScreen", AuditAction.create, { entityId: actor.userId, after: { path: req.body.path } }),
        };
      });
      return list(actor.userId);
    },
  });
  defineRoute(app, "POST", "/api/v1/UcFavorite/del", {
    access: "@authenticated",
    schema: { summary: "Unpin a screen", tags, body: favoriteAdd, response: { 200: z.array(favoriteRow), 404: errorBody } },
    handler: async (req) => {
      const actor = req.actor!;
      assertPerson(actor);
      await runCommand({ db, actor, requestId: String(req.id) }, async (tx) => {
        const gone = await tx
          .delete(userFavorites)
          .where(and(eq(userFavorites.userId, actor.userId), eq(userFavorites.path, req.body.path)))
          .returning();
        if (!gone.length) throw notFound("admin.favorite");
        return {
          result: null,
          audit: UserFavoriteAudit.entry("unpinScreen", AuditAction.delete, { entityId: actor.userId, before: { path: req.body.path } }),
        };
      });
      return list(actor.userId);
    },
  });
}
