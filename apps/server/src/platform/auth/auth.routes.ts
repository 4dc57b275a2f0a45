import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorBody, loginBody, meReply, type MeReply, ok, setLocaleBody } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { AppError } from "../http/errors.js";
import { defineRoute } from "../http/routes.js";
import { contexts, organizations, users } from "../identity/schema.js";
import { verifyPassword } from "./passwords.js";
import { createSession, lookupSession, revokeSession, SESSION_COOKIE, type SessionTimeouts } from "./sessions.js";

const MAX_FAILED_LOGINS = 5;
const LOCK_MINUTES = 15;

async function meOf(database: Database, actor: Actor): Promise<MeReply> {
  const [ctx] = await database.db
    .select({ id: contexts.id, code: contexts.code, name: contexts.name })
    .from(contexts)
    .where(eq(contexts.id, actor.contextId));
  const roleRows = await database.db.execute(
    sql`select r.code, case when ${actor.locale} = 'zh-CN' then r.name_zh else r.name_en end as name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${actor.userId} order by r.code`,
  );
  return {
    user: { id: actor.userId, username: actor.username, fullName: actor.fullName, email: actor.email },
    org: { id: actor.orgId, code: actor.orgCode, name: actor.orgName, kind: actor.orgKind },
    context: ctx!,
    roles: (roleRows as unknown as { rows: { code: string; name: string }[] }).rows,
    permissions: [...actor.permissions].sort(),
    locale: actor.locale,
  };
}

export function registerAuthRoutes(app: FastifyInstance, database: Database, config: Config): void {
  const db = database.db;
  const perAddress = app.rateLimit({ max: config.LOGIN_MAX_PER_ADDRESS, timeWindow: "15 minutes" });
  // a second limiter cannot be another rateLimit() hook (only the first runs per request), so this one is checked by hand
  const perAccountLimiter = app.createRateLimit({
    max: config.LOGIN_MAX_PER_ACCOUNT,
    timeWindow: "15 minutes",
    keyGenerator: (req) =>
      `acct:${String((req.body as { username?: unknown } | undefined)?.username ?? "")
        .trim()
        .toLowerCase()}`,
  });
  const cookieOpts = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: config.COOKIE_SECURE };
  const timeouts: SessionTimeouts = { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS };
  const badCredentials = () => new AppError(401, "BAD_CREDENTIALS");

  defineRoute(app, "POST", "/api/auth/login", {
    access: "@public",
    schema: {
      summary: "Log in with a username and password; sets the httpOnly session cookie",
      tags: ["auth"],
      body: loginBody,
      response: { 200: meReply, 401: errorBody, 429: errorBody },
    },
    preHandler: [
      perAddress,
      async (req, reply) => {
        const limit = await perAccountLimiter(req);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header("retry-after", limit.ttlInSeconds);
          throw new AppError(429, "TOO_MANY_REQUESTS");
        }
      },
    ],
    handler: async (req, reply: FastifyReply) => {
      const { username, password } = req.body;
      const [user] = await db
        .select({
          id: users.id,
          hash: users.passwordHash,
          status: users.status,
          lockedUntil: users.lockedUntil,
          failed: users.failedLogins,
          orgStatus: organizations.status,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      // the same answer, after the same work, for an unknown user and a wrong password
      const ok = await verifyPassword(user?.hash, password);
      if (!user || !ok) {
        if (user) {
          const failed = user.failed + 1;
          await db
            .update(users)
            .set({
              failedLogins: failed,
              lockedUntil: failed >= MAX_FAILED_LOGINS ? new Date(Date.now() + LOCK_MINUTES * 60_000) : user.lockedUntil,
            })
            .where(eq(users.id, user.id));
        }
        throw badCredentials();
      }
      if (user.status !== "active" || user.orgStatus !== "active") throw badCredentials();
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new AppError(401, "ACCOUNT_LOCKED");
      await db.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(users.id, user.id));
      const { token, expiresAt } = await createSession(db, user.id, timeouts, {
        ip: req.ip,
        userAgent: req.headers["user-agent"],
      });
      void reply.setCookie(SESSION_COOKIE, token, { ...cookieOpts, expires: expiresAt });
      const found = await lookupSession(db, token, timeouts);
      if (!found.ok) throw badCredentials();
      return meOf(database, found.actor);
    },
  });

  defineRoute(app, "POST", "/api/auth/logout", {
    access: "@authenticated",
    schema: { summary: "End this session", tags: ["auth"], response: { 200: ok } },
    handler: async (req, reply) => {
      if (req.actor?.sessionHash) await revokeSession(db, req.actor.sessionHash);
      void reply.clearCookie(SESSION_COOKIE, cookieOpts);
      return { ok: true as const };
    },
  });

  defineRoute(app, "GET", "/api/auth/me", {
    access: "@authenticated",
    schema: {
      summary: "The logged-in user, org, roles, permission codes and locale",
      tags: ["auth"],
      response: { 200: meReply, 401: errorBody },
    },
    handler: async (req) => meOf(database, req.actor!),
  });

  defineRoute(app, "PUT", "/api/auth/locale", {
    access: "@authenticated",
    schema: { summary: "Set the user's language (kept per user)", tags: ["auth"], body: setLocaleBody, response: { 200: meReply } },
    handler: async (req) => {
      const actor = req.actor!;
      await db
        .update(users)
        .set({ locale: req.body.locale })
        .where(and(eq(users.id, actor.userId)));
      req.locale = req.body.locale;
      return meOf(database, { ...actor, locale: req.body.locale });
    },
  });
}
