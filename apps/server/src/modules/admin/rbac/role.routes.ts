import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  codeName,
  errorBody,
  idQuery,
  pageQueryDoc,
  pageReply,
  permissionTreeNode,
  queryId,
  roleCreateNew,
  roleDetail,
  roleResource,
  roleRow,
  roleSave,
  roleSaveWithPermissions,
  selectablePermission,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource, resourceListSpec } from "../../../platform/http/resource-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { roles } from "../../../platform/identity/schema.js";
import { assignableRolesWhere, targetOrg } from "./rbac.guards.js";
import { permissionTree, selectablePermissions } from "./permission.catalog.js";
import * as role from "./role.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/**
 * Spec §7.4 UcRole: the ten calls. Writes are POST; reads scoped by the caller's orgs. List, export and delete
 * from `roleResource` (contracts); the detail and saves answer with the permissions (RoleDetail), so stay here.
 */
export function registerRoleRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, roleResource, { list: (actor) => role.roleList(actor), remove: (c, id) => role.deleteRole(c, id) });
  // the same list on GET for shareable links (the spec's call is a POST)
  defineRoute(app, "GET", "/api/v1/UcRole/list", {
    access: "admin:role:read",
    schema: {
      summary: "Roles, paged and filtered (GET form of UcRole/findByPage)",
      tags: ["lists"],
      querystring: pageQueryDoc,
      response: { 200: pageReply(roleRow) },
    },
    handler: async (req) =>
      listPage(db, resourceListSpec(roleResource, role.roleList(req.actor!)), parsePageRequest(req.query as Record<string, unknown>)),
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
