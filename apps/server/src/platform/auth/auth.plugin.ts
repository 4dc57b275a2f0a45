import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/database.js";
import { AppError, forbidden } from "../http/errors.js";
import { localeFromHeader } from "../i18n/messages.js";
import { bearerToken, lookupApiToken } from "./api-tokens.js";
import { lookupSession, SESSION_COOKIE, type SessionTimeouts } from "./sessions.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The gate every request passes, before its body is even parsed:
 * locale -> session -> CSRF -> the route's access mark. Deny by default: a route without a mark answers 403.
 */
export function registerAuthGate(app: FastifyInstance, database: Database, timeouts: SessionTimeouts): void {
  app.decorateRequest("actor", undefined);
  app.decorateRequest("locale", "zh-CN");
  app.addHook("onRequest", async (req: FastifyRequest) => {
    req.locale = localeFromHeader(req.headers["accept-language"]);
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    const token = req.cookies[SESSION_COOKIE];
    // static files and health checks need no session lookup
    if (access === "@public" && SAFE_METHODS.has(req.method) && !token) return;
    let expired = false;
    const bearer = bearerToken(req.headers.authorization);
    if (bearer !== undefined) {
      // a seller system's API token: sent by a program, never by a browser on its own, so no CSRF header;
      // an unknown, revoked or expired token is a 401 at once
      const actor = await lookupApiToken(database.db, bearer);
      if (!actor) throw new AppError(401, "TOKEN_INVALID");
      req.actor = actor;
    } else if (token) {
      const found = await lookupSession(database.db, token, timeouts);
      if (found.ok) {
        req.actor = found.actor;
        req.locale = found.actor.locale;
      } else expired = found.reason === "expired";
      // a cookie-authenticated change must carry a header a cross-site form cannot send
      if (!SAFE_METHODS.has(req.method) && req.headers["x-requested-with"] !== "XMLHttpRequest")
        throw new AppError(403, "CSRF_HEADER_MISSING");
    }
    if (access === "@public") return;
    if (!req.actor) throw new AppError(401, expired ? "SESSION_EXPIRED" : "UNAUTHENTICATED");
    if (access === "@authenticated") return;
    if (!access || !req.actor.permissions.has(access)) throw forbidden(access ?? "-");
  });
}
