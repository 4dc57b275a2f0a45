import { and, asc, eq, or, sql } from "drizzle-orm";
import type { RoleCreateNew, RoleDetail, RoleSave, RoleSaveWithPermissions } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, rolePermissions, roles, userRoles, users } from "../../../platform/identity/schema.js";
import { actorHoldsRole, assertCanGrant, countPermissionsOfRole, ownRoleForbidden, permissionsOfRoles, roleScope } from "./rbac.guards.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion } from "../../../platform/crud/index.js";
import { RoleAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Roles: a named set of permission codes owned by an org. Every change goes through the escalation
 * guards (rbac.guards.ts): the actor grants only what it holds and never edits a role it holds.
 */

/**
 * Role templates the actor's org is offered by the org managing it (UcOrgrole): its users can be given
 * them (the user form offers them), so its role screen shows them too, read-only ("offered").
 */
export const offeredTemplates = (actor: Actor) =>
  and(
    eq(roles.contextId, actor.contextId),
    sql`${roles.templateKind} = ${actor.orgKind} and ${roles.orgId} = (select o.managing_org_id from organizations o where o.id = ${actor.orgId})`,
  );
/** Users holding the role, counted among the users the actor may see (an offered template is shared by many orgs). */
const usersOfRoleInScope = (actor: Actor) =>
  sql<number>`(select cast(count(*) as integer) from user_roles ur join users on users.id = ur.user_id where ur.role_id = "roles"."id" and ${orgScope(actor, users.orgId)})`;

export function roleSelect(actor: Actor) {
  return {
    id: roles.id,
    code: roles.code,
    name: actor.locale === "zh-CN" ? roles.nameZh : roles.nameEn,
    nameZh: roles.nameZh,
    nameEn: roles.nameEn,
    orgId: roles.orgId,
    orgName: organizations.name,
    templateKind: roles.templateKind,
    builtIn: roles.builtIn,
    userCount: usersOfRoleInScope(actor),
    permissionCount: countPermissionsOfRole,
    offered: sql<boolean>`not coalesce(${roleScope(actor)}, false)`,
    version: roles.version,
    updatedAt: isoTime(roles.updatedAt),
  };
}

/**
 * Roles of the orgs in the actor's scope; `templatesOnly` narrows to org-role templates (UcOrgrole). The
 * whitelist and export come from `roleResource` / `orgRoleResource` (contracts); `columns` keeps the API's
 * filters the definitions do not show.
 */
export function roleList(actor: Actor, templatesOnly = false): ResourceListQuery {
  return {
    select: roleSelect(actor),
    from: (q) => q.from(roles).innerJoin(organizations, eq(organizations.id, roles.orgId)).$dynamic(),
    where: templatesOnly ? and(roleScope(actor), sql`${roles.templateKind} is not null`) : or(roleScope(actor), offeredTemplates(actor)),
    columns: {
      name: { column: sql`(${roles.nameZh} || ' ' || ${roles.nameEn})`, sort: false },
      permissionCount: false,
      orgId: { column: roles.orgId, type: "int" },
      templateKind: { column: roles.templateKind, type: "string" },
      builtIn: { column: roles.builtIn, type: "bool" },
    },
    tieBreaker: roles.id,
  };
}

export async function getRole(db: DbOrTx, actor: Actor, id: number): Promise<RoleDetail> {
  const [row] = await db
    .select(roleSelect(actor))
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.orgId))
    .where(and(eq(roles.id, id), or(roleScope(actor), offeredTemplates(actor))))
    .limit(1);
  if (!row) throw notFound("admin.role");
  const perms = await db
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(rolePermissions.permission));
  return { ...row, permissions: perms.map((p) => p.p) };
}

/** Roles in scope as {id, code, name}, for dropdowns and labels. */
export async function roleCodeNames(db: DbOrTx, actor: Actor, templatesOnly = false) {
  return db
    .select({ id: roles.id, code: roles.code, name: actor.locale === "zh-CN" ? roles.nameZh : roles.nameEn })
    .from(roles)
    .where(and(roleScope(actor), templatesOnly ? sql`${roles.templateKind} is not null` : undefined))
    .orderBy(asc(roles.code), asc(roles.id));
}

async function lockRole(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), roleScope(actor)))
    .for("update");
  if (!row) throw notFound("admin.role");
  return row;
}

async function replacePermissions(tx: Tx, roleId: number, codes: string[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(codes)];
  if (unique.length) await tx.insert(rolePermissions).values(unique.map((permission) => ({ roleId, permission })));
}

interface SaveOptions {
  /** Replace the permission set (saveDataPermission); undefined leaves it as it is. */
  permissions?: string[];
  /** Set on org-role templates (UcOrgrole): the kind of org the role is offered to. */
  templateKind?: string | null;
}

async function insertRole(tx: Tx, actor: Actor, input: Pick<RoleSave, "code" | "nameZh" | "nameEn" | "orgId">, opts: SaveOptions) {
  const orgId = input.orgId ?? actor.orgId;
  if (!(await canSeeOrg(tx, actor, orgId))) throw notFound("admin.org");
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, input.code)));
  if (clash) throw duplicate("admin.roleExists", { code: input.code });
  const [row] = await tx
    .insert(roles)
    .values({
      contextId: actor.contextId,
      orgId,
      code: input.code,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      templateKind: opts.templateKind ?? null,
    })
    .returning();
  if (opts.permissions) {
    assertCanGrant(actor, opts.permissions);
    await replacePermissions(tx, row!.id, opts.permissions);
  }
  return row!;
}

async function updateRole(tx: Tx, actor: Actor, input: RoleSave & { id: number }, opts: SaveOptions) {
  const before = await lockRole(tx, actor, input.id);
  if (await actorHoldsRole(tx, actor, before.id)) throw ownRoleForbidden();
  checkVersion(before, input.version);
  if (input.orgId !== undefined && input.orgId !== before.orgId) throw businessRule("admin.roleOrgFixed");
  if (before.builtIn && input.code !== before.code) throw businessRule("admin.roleBuiltIn", { code: before.code });
  if (input.code !== before.code) {
    const [clash] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, before.orgId), eq(roles.code, input.code)));
    if (clash) throw duplicate("admin.roleExists", { code: input.code });
  }
  const beforePerms = await permissionsOfRoles(tx, [before.id]);
  if (opts.permissions) {
    // only what is added is a grant; taking away a permission the actor lacks raises nobody's rights
    const had = new Set(beforePerms);
    assertCanGrant(
      actor,
      opts.permissions.filter((p) => !had.has(p)),
    );
    await replacePermissions(tx, before.id, opts.permissions);
  }
  const [after] = await tx
    .update(roles)
    .set({
      code: input.code,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      ...(opts.templateKind !== undefined ? { templateKind: opts.templateKind } : {}),
      version: before.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(roles.id, before.id))
    .returning();
  return { before: { ...before, permissions: beforePerms }, after: { ...after!, permissions: opts.permissions ?? beforePerms } };
}

/** saveData / saveDataPermission / UcOrgrole saveData: create without id, update with id + version. */
export async function saveRole(
  ctx: CommandContext,
  input: RoleSave | RoleSaveWithPermissions,
  opts: SaveOptions = {},
): Promise<RoleDetail> {
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const row = await insertRole(tx, ctx.actor, input, opts);
      return {
        result: row.id,
        audit: RoleAudit.entry("createRole", AuditAction.create, {
          entityId: row.id,
          orgId: row.orgId,
          after: { ...row, permissions: opts.permissions ?? [] },
        }),
      };
    }
    const { before, after } = await updateRole(tx, ctx.actor, { ...input, id: input.id }, opts);
    return {
      result: before.id,
      audit: RoleAudit.entry("updateRole", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getRole(ctx.db, ctx.actor, id);
}

/** saveDataNew: always a new role; its permissions are given, or copied from a role the actor sees. */
export async function createRoleFrom(ctx: CommandContext, input: RoleCreateNew): Promise<RoleDetail> {
  let permissions = input.permissions;
  if (permissions === undefined && input.copyFromRoleId !== undefined)
    permissions = (await getRole(ctx.db, ctx.actor, input.copyFromRoleId)).permissions;
  return saveRole(
    ctx,
    { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, orgId: input.orgId },
    { permissions: permissions ?? [] },
  );
}

export async function deleteRole(ctx: CommandContext, id: number, templatesOnly = false): Promise<void> {
  await deleteRecord(ctx, {
    table: roles,
    // the audit row keeps the permissions the role held
    load: async (tx) => ({ ...(await lockRole(tx, ctx.actor, id)), permissions: await permissionsOfRoles(tx, [id]) }),
    audit: { names: RoleAudit, command: "deleteRole" },
    before: async (tx, row) => {
      if (templatesOnly && row.templateKind === null) throw notFound("admin.role");
      if (row.builtIn) throw businessRule("admin.roleBuiltIn", { code: row.code });
      if (await actorHoldsRole(tx, ctx.actor, row.id)) throw ownRoleForbidden();
      const [held] = await tx
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(userRoles)
        .where(eq(userRoles.roleId, row.id));
      if (held!.n > 0) throw inUse("admin.roleInUse", { code: row.code, users: held!.n });
    },
  });
}
