import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idQuery,
  ok,
  queryId,
  userResetPassword,
  userRow,
  type UserRow,
  userSave,
  userSetStatus,
  userUnlock,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
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

const userColumns: ExportColumn<UserRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "username", header: { "zh-CN": "用户名", "en-US": "Username" }, width: 18 },
  { key: "fullName", header: { "zh-CN": "姓名", "en-US": "Name" }, width: 22 },
  { key: "email", header: { "zh-CN": "邮箱", "en-US": "E-mail" }, width: 26 },
  { key: "phone", header: { "zh-CN": "电话", "en-US": "Phone" }, width: 16 },
  { key: "orgName", header: { "zh-CN": "所属组织", "en-US": "Organisation" }, width: 26 },
  { key: "roles", header: { "zh-CN": "角色", "en-US": "Roles" }, width: 24, format: (v) => (v as string[]).join(", ") },
  {
    key: "status",
    header: { "zh-CN": "状态", "en-US": "Status" },
    width: 10,
    format: (v, _r, locale) => (v === "active" ? (locale === "zh-CN" ? "启用" : "Active") : locale === "zh-CN" ? "停用" : "Disabled"),
  },
  { key: "lastLoginAt", header: { "zh-CN": "最后登录", "en-US": "Last login" }, width: 22 },
];

/** Spec §7.4 User: list, one user, options, save, status; plus password reset and unlock (no spec path). */
export function registerUserRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v1/User/findByPageV2",
    spec: true,
    exportPath: "/api/v1/User/export",
    access: "admin:user:read",
    summary: "Users of the orgs in the caller's scope, paged and filtered",
    row: userRow,
    listSpec: user.userListSpec,
    columns: userColumns,
    filename: "users",
    sheet: { "zh-CN": "用户", "en-US": "Users" },
  });
  registerSpecCall(app, "GET /api/v1/User/loadData", {
    access: "admin:user:read",
    schema: { summary: "One user, within the caller's data scope", querystring: idQuery, response: { 200: userRow, 404: errorBody } },
    handler: async (req) => user.getUser(db, req.actor!, req.query.id),
  });
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
