import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { UserRow, UserSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { loadScoped, orgScope } from "../../../platform/access/scope.js";
import { hashPassword } from "../../../platform/auth/passwords.js";
import { revokeUserSessions } from "../../../platform/auth/sessions.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { badRequest, businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, userRoles, users } from "../../../platform/identity/schema.js";
import { assertPasswordAcceptable } from "./account.password-policy.js";
import { userMachine } from "../domain/machines.js";
import { assertCanAssignRoles, assertCanManageUser, ownRoleForbidden, targetOrg } from "./rbac.guards.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion } from "../../../platform/crud/index.js";
import { UserAudit } from "../audit.js";

/**
 * Users of the orgs in the caller's data scope. Status, org and password change only through their
 * own commands (setStatus, resetPassword, unlock); a save edits the profile and the role set.
 */
const roleCodes = sql<
  string[]
>`coalesce((select array_agg(r.code order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`;
/** The roles' names in the caller's language, in the order of `roles` (a list shows names, not codes). */
const roleNamesIn = (locale: string) =>
  locale === "zh-CN"
    ? sql<
        string[]
      >`coalesce((select array_agg(r.name_zh order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`
    : sql<
        string[]
      >`coalesce((select array_agg(r.name_en order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`;
const roleIdList = sql<
  number[]
>`coalesce((select array_agg(ur.role_id order by ur.role_id)::int[] from user_roles ur where ur.user_id = "users"."id"), '{}')`;
const locked = sql<boolean>`(${users.lockedUntil} is not null and ${users.lockedUntil} > now())`;

const userSelect = (actor: Actor) => ({
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  orgId: users.orgId,
  orgName: organizations.name,
  locale: users.locale,
  status: users.status,
  locked,
  roles: roleCodes,
  roleNames: roleNamesIn(actor.locale),
  roleIds: roleIdList,
  lastLoginAt: sql<string | null>`case when ${users.lastLoginAt} is null then null else ${isoTime(users.lastLoginAt)} end`,
  version: users.version,
  createdAt: isoTime(users.createdAt),
});

const userScope = (actor: Actor) => and(eq(users.contextId, actor.contextId), orgScope(actor, users.orgId));

/** The list: users of the orgs in scope; `roleId` filters on a role the user holds. */
export function userList(actor: Actor): ResourceListQuery {
  return {
    select: userSelect(actor),
    from: (q) => q.from(users).innerJoin(organizations, eq(organizations.id, users.orgId)).$dynamic(),
    where: userScope(actor),
    tieBreaker: users.id,
    columns: {
      roles: false,
      roleId: { column: sql`(select ur.role_id from user_roles ur where ur.user_id = "users"."id" limit 1)`, type: "int", sort: false },
      locale: { column: users.locale, type: "string" },
      orgId: { column: users.orgId, type: "int" },
    },
  };
}

export async function getUser(db: DbOrTx, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await db
    .select(userSelect(actor))
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(users.id, id), userScope(actor)))
    .limit(1);
  if (!row) throw notFound("admin.user");
  return row;
}

/** Users in scope as {id, username, fullName}, optionally of one org, for dropdowns. */
export async function userOptions(db: DbOrTx, actor: Actor, orgId?: number) {
  return db
    .select({ id: users.id, username: users.username, fullName: users.fullName, orgId: users.orgId, status: users.status })
    .from(users)
    .where(and(userScope(actor), orgId === undefined ? undefined : eq(users.orgId, orgId)))
    .orderBy(asc(users.username));
}

/** Locks a user in the actor's scope (404 outside it) whom the actor may manage (403 if stronger). */
async function lockUser(tx: Tx, actor: Actor, id: number) {
  await loadScoped(tx, users, id, actor, "admin.user");
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (id !== actor.userId) await assertCanManageUser(tx, actor, id);
  return row!;
}

async function roleIdsOf(tx: DbOrTx, userId: number): Promise<number[]> {
  return (await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.roleId))).map(
    (r) => r.id,
  );
}

/** Replaces a user's roles after the guards: added roles must be assignable and within the actor's rights. */
async function setRoles(tx: Tx, actor: Actor, user: { id: number; orgId: number }, next: number[], current: number[]) {
  const added = next.filter((r) => !current.includes(r));
  const removed = current.filter((r) => !next.includes(r));
  if (added.length === 0 && removed.length === 0) return;
  if (user.id === actor.userId) throw ownRoleForbidden();
  await assertCanAssignRoles(tx, actor, user.orgId, added);
  if (removed.length) await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), inArray(userRoles.roleId, removed)));
  if (added.length) await tx.insert(userRoles).values(added.map((roleId) => ({ userId: user.id, roleId })));
}

async function createUser(tx: Tx, actor: Actor, input: UserSave) {
  const required = (["username", "password"] as const).filter((k) => !input[k]);
  if (required.length)
    throw badRequest(
      "admin.userCreateFields",
      {},
      required.map((k) => ({ path: `body.${k}`, message: `${k} is required` })),
    );
  const orgId = input.orgId ?? actor.orgId;
  await targetOrg(tx, actor, orgId);
  const username = input.username!;
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.contextId, actor.contextId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  if (clash) throw duplicate("admin.usernameExists", { username });
  assertPasswordAcceptable(input.password!, username);
  const [row] = await tx
    .insert(users)
    .values({
      contextId: actor.contextId,
      orgId,
      username,
      fullName: input.fullName,
      email: input.email ?? null,
      phone: input.phone ?? null,
      locale: input.locale ?? actor.locale,
      passwordHash: await hashPassword(input.password!),
    })
    .returning();
  await setRoles(tx, actor, row!, input.roleIds ?? [], []);
  const { passwordHash: _h, ...after } = row!;
  return { ...after, roleIds: input.roleIds ?? [] };
}

/** User/saveData: create without id (username, password, org), update with id + version. */
export async function saveUser(ctx: CommandContext, input: UserSave): Promise<UserRow> {
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const after = await createUser(tx, ctx.actor, input);
      return {
        result: after.id,
        audit: UserAudit.entry("createUser", AuditAction.create, { entityId: after.id, orgId: after.orgId, after }),
      };
    }
    if (input.password !== undefined)
      throw badRequest("admin.passwordViaReset", {}, [{ path: "body.password", message: "use resetPassword" }]);
    if (input.orgId !== undefined || input.username !== undefined) {
      const current = await getUser(tx, ctx.actor, input.id);
      if ((input.orgId ?? current.orgId) !== current.orgId || (input.username ?? current.username) !== current.username)
        throw businessRule("admin.userFixedFields");
    }
    const { passwordHash: _h, ...before } = await lockUser(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const currentRoles = await roleIdsOf(tx, before.id);
    if (input.roleIds) await setRoles(tx, ctx.actor, before, input.roleIds, currentRoles);
    const [row] = await tx
      .update(users)
      .set({
        fullName: input.fullName,
        email: input.email ?? null,
        phone: input.phone ?? null,
        locale: input.locale ?? before.locale,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, before.id))
      .returning();
    const { passwordHash: _h2, ...after } = row!;
    return {
      result: before.id,
      audit: UserAudit.entry("updateUser", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before: { ...before, roleIds: currentRoles },
        after: { ...after, roleIds: input.roleIds ?? currentRoles },
      }),
    };
  });
  return getUser(ctx.db, ctx.actor, id);
}

/** Users are documents of `userMachine` (domain/machines.ts): locked in scope and manageable by the actor. */
const userDocument: DocumentTable<typeof users.$inferSelect, "active" | "disabled", "enable" | "disable"> = {
  machine: userMachine,
  table: users,
  statusKey: "status",
  lock: lockUser,
  // the audit row shows the status only: the row holds the password hash
  auditView: (row) => ({ status: row.status }),
};

/** User/setStatus: disabling ends every session of the user at once (and its tokens stop: see api-tokens). */
export async function setUserStatus(ctx: CommandContext, id: number, status: "active" | "disabled"): Promise<UserRow> {
  const disable = status === "disabled";
  await runTransition(ctx, userDocument, disable ? "disable" : "enable", id, {
    command: disable ? "disableUser" : "enableUser",
    apply: async ({ tx }) => {
      if (disable) await revokeUserSessions(tx, id);
    },
  });
  return getUser(ctx.db, ctx.actor, id);
}

/** Admin password reset: the user's sessions end, so the old password's holder is out at once. */
export async function resetUserPassword(ctx: CommandContext, id: number, password: string): Promise<void> {
  await runCommand(ctx, async (tx) => {
    if (id === ctx.actor.userId) throw businessRule("admin.ownPasswordViaAccount");
    const before = await lockUser(tx, ctx.actor, id);
    assertPasswordAcceptable(password, before.username);
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        failedLogins: 0,
        lockedUntil: null,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    return { result: null, audit: UserAudit.entry("resetUserPassword", AuditAction.update, { entityId: id, orgId: before.orgId }) };
  });
}

/** Lifts a lock left by repeated failed logins before its cool-down ends. */
export async function unlockUser(ctx: CommandContext, id: number): Promise<UserRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockUser(tx, ctx.actor, id);
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null, updatedAt: new Date() }).where(eq(users.id, id));
    return {
      result: null,
      audit: UserAudit.entry("unlockUser", AuditAction.update, {
        entityId: id,
        orgId: before.orgId,
        before: { failedLogins: before.failedLogins, lockedUntil: before.lockedUntil },
        after: { failedLogins: 0, lockedUntil: null },
      }),
    };
  });
  return getUser(ctx.db, ctx.actor, id);
}
