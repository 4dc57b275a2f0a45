import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  codeName,
  errorBody,
  idQuery,
  orgRoleResource,
  orgRoleSave,
  roleDetail,
  selectablePermission,
  templateKind,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { roles } from "../../../platform/identity/schema.js";
import { selectablePermissions } from "./permission.catalog.js";
import { roleScope } from "./rbac.guards.js";
import * as role from "./role.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/**
 * Spec §7.4 UcOrgrole: role templates an operator offers to a kind of org (seller, forwarder...).
 * They are roles of the operator's org marked with `template_kind`; a seller admin gives them to its
 * own users (User/saveData), while only operator-side staff holding admin:orgrole:manage edit them.
 * List, export and delete from `orgRoleResource` (contracts); the detail and save answer with the permissions.
 */
export function registerOrgRoleRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const access = "admin:orgrole:manage" as const;
  const loadTemplate = async (req: FastifyRequest, id: number) => {
    const found = await role.getRole(db, req.actor!, id);
    if (found.templateKind === null) throw notFound("admin.role");
    return found;
  };

  registerResource(app, database, orgRoleResource, {
    list: (actor) => role.roleList(actor, true),
    remove: (c, id) => role.deleteRole(c, id, true),
  });
  registerSpecCall(app, "GET /api/v1/UcOrgrole/loadData", {
    access,
    schema: { summary: "One org-role template with its permissions", querystring: idQuery, response: { 200: roleDetail, 404: errorBody } },
    handler: async (req) => loadTemplate(req, req.query.id),
  });
  registerSpecCall(app, "POST /api/v1/UcOrgrole/saveData", {
    access,
    schema: {
      summary: "Create or update an org-role template with its kind of org and permissions",
      body: orgRoleSave,
      response: { 200: roleDetail, 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      if (req.body.id !== undefined) await loadTemplate(req, req.body.id);
      return role.saveRole(ctx(req), req.body, { permissions: req.body.permissions, templateKind: req.body.templateKind });
    },
  });
  registerSpecCall(app, "GET /api/v1/UcOrgrole/getCodeName", {
    access,
    schema: { summary: "Org-role templates as id, code and name", response: { 200: z.array(codeName) } },
    handler: async (req) => role.roleCodeNames(db, req.actor!, true),
  });
  registerSpecCall(app, "GET /api/v1/UcOrgrole/findAllSelectableByContextId", {
    access,
    schema: {
      summary: "Templates offered to one kind of org (all kinds when none is given)",
      querystring: z.strictObject({ kind: templateKind.optional() }),
      response: { 200: z.array(codeName.extend({ templateKind: z.string() })) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      const rows = await db
        .select({
          id: roles.id,
          code: roles.code,
          name: actor.locale === "zh-CN" ? roles.nameZh : roles.nameEn,
          templateKind: roles.templateKind,
        })
        .from(roles)
        .where(and(roleScope(actor), req.query.kind ? eq(roles.templateKind, req.query.kind) : undefined))
        .orderBy(asc(roles.code));
      return rows.filter((r): r is typeof r & { templateKind: string } => r.templateKind !== null);
    },
  });
  registerSpecCall(app, "GET /api/v1/UcOrgrole/findAllSelectablePermissions", {
    access,
    schema: {
      summary: "The permissions the caller may put into a template: those it holds",
      response: { 200: z.array(selectablePermission) },
    },
    handler: async (req) => selectablePermissions(req.actor!),
  });
}
