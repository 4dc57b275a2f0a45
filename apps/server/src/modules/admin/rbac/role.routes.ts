import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  codeName,
  errorBody,
  idBody,
  idQuery,
  ok,
  pageQueryDoc,
  pageReply,
  permissionTreeNode,
  queryId,
  roleCreateNew,
  roleDetail,
  type RoleRow,
  roleRow,
  roleSave,
  roleSaveWithPermissions,
  selectablePermission,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { roles } from "../../../platform/identity/schema.js";
import { assignableRolesWhere, targetOrg } from "./rbac.guards.js";
import { permissionTree, selectablePermissions } from "./permission.catalog.js";
import * as role from "./role.service.js";
import { commandContext } from "../../../platform/crud/index.js";

export const roleColumns: ExportColumn<RoleRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "code", header: { "zh-CN": "角色编码", "en-US": "Code" }, width: 20 },
  { key: "nameZh", header: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, width: 20 },
  { key: "nameEn", header: { "zh-CN": "英文名称", "en-US": "Name (en)" }, width: 24 },
  { key: "orgName", header: { "zh-CN": "所属组织", "en-US": "Organisation" }, width: 26 },
  { key: "userCount", header: { "zh-CN": "用户数", "en-US": "Users" }, width: 10 },
  { key: "permissionCount", header: { "zh-CN": "权限数", "en-US": "Permissions" }, width: 12 },
  { key: "updatedAt", header: { "zh-CN": "更新时间", "en-US": "Updated" }, width: 22 },
];

/** Spec §7.4 UcRole: the ten calls. Writes are POST; reads scoped by the caller's orgs. */
export function registerRoleRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "POST /api/v1/UcRole/findByPage",
    spec: true,
    exportPath: "/api/v1/UcRole/export",
    access: "admin:role:read",
    summary: "Roles of the orgs in the caller's scope, paged and filtered",
    row: roleRow,
    listSpec: (actor) => role.roleListSpec(actor),
    columns: roleColumns,
    filename: "roles",
    sheet: { "zh-CN": "角色", "en-US": "Roles" },
  });
  // the same list on GET for the web's list screens and shareable links (the spec's call is a POST)
  defineRoute(app, "GET", "/api/v1/UcRole/list", {
    access: "admin:role:read",
    schema: {
      summary: "Roles, paged and filtered (GET form of UcRole/findByPage)",
      tags: ["lists"],
      querystring: pageQueryDoc,
      response: { 200: pageReply(roleRow) },
    },
    handler: async (req) => listPage(db, role.roleListSpec(req.actor!), parsePageRequest(req.query as Record<string, unknown>)),
  });
  registerSpecCall(app, "GET /api/v1/UcRole/loadData", {
    access: "admin:role:read",
    schema: { summary: "One role with its permission codes", querystring: idQuery, response: { 200: roleDetail, 404: errorBody } },
    handler: async (req) => role.getRole(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v1/UcRole/saveData", {
    access: "admin:role:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a role's code and names",
      body: roleSave,
      response: { 200: roleDetail, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => role.saveRole(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcRole/saveDataPermission", {
    access: "admin:role:manage",
    schema: {
      summary: "Create or update a role together with its whole permission set; only permissions the caller holds may be added",
      body: roleSaveWithPermissions,
      response: { 200: roleDetail, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => role.saveRole(ctx(req), req.body, { permissions: req.body.permissions }),
  });
  registerSpecCall(app, "POST /api/v1/UcRole/saveDataNew", {
    access: "admin:role:manage",
    schema: {
      summary: "Create a new role, with given permissions or a copy of another role's",
      body: roleCreateNew,
      response: { 200: roleDetail, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => role.createRoleFrom(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcRole/del", {
    access: "admin:role:manage",
    schema: {
      summary: "Delete a role; refused (409) while users hold it",
      body: idBody,
      response: { 200: ok, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await role.deleteRole(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "GET /api/v1/UcRole/getCodeName", {
    access: "admin:role:read",
    schema: { summary: "Roles in scope as id, code and name (dropdowns)", response: { 200: z.array(codeName) } },
    handler: async (req) => role.roleCodeNames(db, req.actor!),
  });
  registerSpecCall(app, "GET /api/v1/UcRole/findAllByContextId", {
    access: "admin:role:read",
    schema: {
      summary:
        "Roles that may be given to users of an org (its own roles and the templates offered to its kind); default: the caller's org",
      querystring: z.strictObject({ orgId: queryId.optional() }),
      response: { 200: z.array(codeName), 404: errorBody },
    },
    handler: async (req) => {
      const actor = req.actor!;
      const org = await targetOrg(db, actor, req.query.orgId ?? actor.orgId);
      return db
        .select({ id: roles.id, code: roles.code, name: actor.locale === "zh-CN" ? roles.nameZh : roles.nameEn })
        .from(roles)
        .where(and(eq(roles.contextId, actor.contextId), assignableRolesWhere(org)))
        .orderBy(asc(roles.code));
    },
  });
  registerSpecCall(app, "GET /api/v1/UcRole/findAllSelectablePermissions", {
    access: "admin:role:read",
    schema: {
      summary: "The permissions the caller may put into a role: exactly those it holds",
      response: { 200: z.array(selectablePermission) },
    },
    handler: async (req) => selectablePermissions(req.actor!),
  });
  registerSpecCall(app, "GET /api/v1/UcRole/getDataMenuPermission", {
    access: "admin:role:read",
    schema: {
      summary: "The permission tree (module > resource > permission) the caller may grant, with the role's permissions checked",
      querystring: z.strictObject({ id: queryId.optional() }),
      response: { 200: z.array(permissionTreeNode), 404: errorBody },
    },
    handler: async (req) => {
      const checked = req.query.id === undefined ? [] : (await role.getRole(db, req.actor!, req.query.id)).permissions;
      return permissionTree(req.actor!, new Set(checked), true);
    },
  });
}
