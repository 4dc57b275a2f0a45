import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  ok,
  queryId,
  userResetPassword,
  userResource,
  userRow,
  userSave,
  userSetStatus,
  userUnlock,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as user from "./user.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const userOption = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  orgId: z.number().int(),
  status: z.string(),
});

/** Spec §7.4 User: list, one user, options, save, status; plus password reset and unlock (no spec path). */
export function registerUserRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, userResource, { list: user.userList, get: user.getUser });
  registerSpecCall(app, "GET /api/v1/User/findAllByContextId", {
    access: "admin:user:read",
    schema: {
      summary: "Users in scope (optionally of one org) for dropdowns",
      querystring: z.strictObject({ orgId: queryId.optional() }),
      response: { 200: z.array(userOption) },
    },
    handler: async (req) => user.userOptions(db, req.actor!, req.query.orgId),
  });
  registerSpecCall(app, "POST /api/v1/User/saveData", {
    access: "admin:user:manage",
    schema: {
      summary: "Create (username, password, org, roles) or update (id + version: profile and roles) a user",
      body: userSave,
      response: { 200: userRow, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => user.saveUser(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/User/setStatus", {
    access: "admin:user:manage",
    schema: {
      summary: "Enable or disable a user; disabling ends the user's sessions at once",
      body: userSetStatus,
      response: { 200: userRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => user.setUserStatus(requestContext(req, db), req.body.id, req.body.status),
  });
  defineRoute(app, "POST", "/api/v1/User/resetPassword", {
    access: "admin:user:manage",
    schema: {
      summary: "Set a user's password (admin reset); the user's sessions end",
      tags: ["usercenter"],
      body: userResetPassword,
      response: { 200: ok, 404: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await user.resetUserPassword(ctx(req), req.body.id, req.body.password);
      return { ok: true as const };
    },
  });
  defineRoute(app, "POST", "/api/v1/User/unlock", {
    access: "admin:user:manage",
    schema: {
      summary: "Lift the lock left by repeated failed logins",
      tags: ["usercenter"],
      body: userUnlock,
      response: { 200: userRow, 404: errorBody },
    },
    handler: async (req) => user.unlockUser(ctx(req), req.body.id),
  });
}
