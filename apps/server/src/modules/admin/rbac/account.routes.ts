import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, ok, passwordChange, profileUpdate, sessionRow, userContextReply } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as account from "./account.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const ended = z.object({ ended: z.number().int() });

/** User/userContext and the "my account" screen's calls (no spec path: under /api/v1/UcAccount). */
export function registerAccountRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const tags = ["usercenter"];

  registerSpecCall(app, "GET /api/v1/User/userContext", {
    access: "@authenticated",
    schema: { summary: "The caller: user, org, context, roles and permission codes", response: { 200: userContextReply } },
    handler: async (req) => account.userContext(db, req.actor!),
  });
  defineRoute(app, "PUT", "/api/v1/UcAccount/profile", {
    access: "@authenticated",
    schema: {
      summary: "Edit the caller's own name, e-mail, phone and language",
      tags,
      body: profileUpdate,
      response: { 200: userContextReply, 403: errorBody },
    },
    handler: async (req) => {
      await account.updateProfile(ctx(req), req.body);
      return account.userContext(db, {
        ...req.actor!,
        fullName: req.body.fullName,
        email: req.body.email ?? null,
        locale: req.body.locale,
      });
    },
  });
  defineRoute(app, "POST", "/api/v1/UcAccount/changePassword", {
    access: "@authenticated",
    schema: {
      summary: "Change the caller's password (current password required); the other sessions end",
      tags,
      body: passwordChange,
      response: { 200: ok, 403: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await account.changeOwnPassword(ctx(req), req.body.currentPassword, req.body.newPassword);
      return { ok: true as const };
    },
  });
  defineRoute(app, "GET", "/api/v1/UcAccount/sessions", {
    access: "@authenticated",
    schema: { summary: "The caller's active sessions", tags, response: { 200: z.array(sessionRow), 403: errorBody } },
    handler: async (req) => account.listOwnSessions(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/v1/UcAccount/endSession", {
    access: "@authenticated",
    schema: {
      summary: "End one of the caller's sessions",
      tags,
      body: z.strictObject({ id: z.string().regex(/^[0-9a-f]{16}$/) }),
      response: { 200: ended, 404: errorBody },
    },
    handler: async (req) => ({ ended: await account.endOwnSessions(ctx(req), { id: req.body.id }) }),
  });
  defineRoute(app, "POST", "/api/v1/UcAccount/signOutEverywhere", {
    access: "@authenticated",
    schema: { summary: "End every session of the caller, this one included", tags, response: { 200: ended } },
    handler: async (req) => ({ ended: await account.endOwnSessions(ctx(req), { all: true }) }),
  });
}
