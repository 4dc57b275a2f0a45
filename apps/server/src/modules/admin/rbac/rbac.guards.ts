import { and, eq, inArray, or, sql } from "drizzle-orm";
import { isPermissionCode } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { AppError, badRequest, forbidden, notFound } from "../../../platform/http/errors.js";
import { organizations, rolePermissions, roles, userRoles } from "../../../platform/identity/schema.js";

/**
 * The no-privilege-escalation rules of the user centre, in one place:
 * - nobody grants a permission they do not hold (a token holds only its own permissions, so the same
 *   rule stops a token from minting a wider token or user);
 * - nobody edits the roles they hold themselves, or their own role assignment.
 */

/** Every code must exist (400) and be held by the actor (403). */
export function assertCanGrant(actor: Actor, codes: Iterable<string>): void {
  for (const code of codes) {
    if (!isPermissionCode(code))
      throw badRequest("admin.unknownPermission", { code }, [{ path: "permissions", message: `unknown permission ${code}` }]);
    if (!actor.permissions.has(code)) throw forbidden(code);
  }
}

export const ownRoleForbidden = () => new AppError(403, "FORBIDDEN", {}, undefined, "admin.ownRole");

/** The actor holds this role (so may not change it: that would raise their own rights). */
export async function actorHoldsRole(db: DbOrTx, actor: Actor, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ r: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, actor.userId), eq(userRoles.roleId, roleId)))
    .limit(1);
  return !!row;
}

export async function permissionsOfRoles(db: DbOrTx, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.p);
}

/**
 * Roles that may be given to a user of `targetOrgId`: the target org's own roles, and the templates its
 * managing org offers to its kind of org (UcOrgrole). The caller must see the target org.
 */
export function assignableRolesWhere(target: { id: number; kind: string; managingOrgId: number | null }) {
  const own = eq(roles.orgId, target.id);
  if (target.managingOrgId === null) return own;
  return or(own, and(eq(roles.orgId, target.managingOrgId), eq(roles.templateKind, target.kind)))!;
}

export async function targetOrg(db: DbOrTx, actor: Actor, orgId: number) {
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("admin.org");
  const [org] = await db
    .select({ id: organizations.id, kind: organizations.kind, managingOrgId: organizations.managingOrgId })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org!;
}

/**
 * Checks a user's new role set: each role assignable to the target org (else 404, as for any record
 * out of reach), and every permission they carry held by the actor (else 403).
 */
export async function assertCanAssignRoles(db: DbOrTx, actor: Actor, orgId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const org = await targetOrg(db, actor, orgId);
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.contextId, actor.contextId), assignableRolesWhere(org)));
  if (found.length !== new Set(roleIds).size) throw notFound("admin.role");
  assertCanGrant(actor, await permissionsOfRoles(db, roleIds));
}

/** Roles the actor sees in lists and by id: those of the orgs in its data scope. */
export const roleScope = (actor: Actor) => and(eq(roles.contextId, actor.contextId), orgScope(actor, roles.orgId));

export const countUsersOfRole = sql<number>`(select cast(count(*) as integer) from user_roles ur where ur.role_id = "roles"."id")`;
export const countPermissionsOfRole = sql<number>`(select cast(count(*) as integer) from role_permissions rp where rp.role_id = "roles"."id")`;

/**
 * Managing a user (edit, status, password, unlock) needs at least the rights that user holds:
 * otherwise resetting a stronger user's password would be a way to become them.
 */
export async function assertCanManageUser(db: DbOrTx, actor: Actor, userId: number): Promise<void> {
  const held = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  assertCanGrant(
    actor,
    await permissionsOfRoles(
      db,
      held.map((r) => r.id),
    ),
  );
}
