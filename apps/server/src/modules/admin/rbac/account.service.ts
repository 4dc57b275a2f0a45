import { and, desc, eq, gt, isNull, like, ne } from "drizzle-orm";
import type { Actor } from "../../../platform/access/actor.js";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { AppError, businessRule, notFound } from "../../../platform/http/errors.js";
import { contexts, organizations, roles, sessions, userRoles, users } from "../../../platform/identity/schema.js";
import { assertPasswordAcceptable } from "./account.password-policy.js";
import { isoTime } from "../../../platform/db/columns.js";
import { UserAudit } from "../audit.js";

/**
 * My account: the caller's own profile, password and sessions. A person's business only: an API
 * token never reaches these (it must not change its creator's password or sessions).
 */
/** Sessions are shown by a short prefix of their hash: enough to name one, never enough to use it. */
const SESSION_ID_LENGTH = 16;

export function assertPerson(actor: Actor): void {
  if (actor.apiTokenId !== undefined) throw new AppError(403, "FORBIDDEN", { permission: "@person" });
}

/** User/userContext: who the caller is, in which org and context, with which roles and permissions. */
export async function userContext(db: DbOrTx, actor: Actor) {
  const [u] = await db.select({ phone: users.phone, locale: users.locale }).from(users).where(eq(users.id, actor.userId));
  const [ctx] = await db
    .select({
      id: contexts.id,
      code: contexts.code,
      name: contexts.name,
      defaultCurrency: contexts.defaultCurrency,
      timeZone: contexts.timeZone,
    })
    .from(contexts)
    .where(eq(contexts.id, actor.contextId));
  const [org] = await db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name, kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, actor.orgId));
  const roleRows = await db
    .select({ id: roles.id, code: roles.code, name: actor.locale === "zh-CN" ? roles.nameZh : roles.nameEn })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, actor.userId))
    .orderBy(roles.code);
  return {
    user: {
      id: actor.userId,
      username: actor.username,
      fullName: actor.fullName,
      email: actor.email,
      phone: u?.phone ?? null,
      locale: u?.locale ?? actor.locale,
    },
    org: org!,
    context: ctx!,
    roles: actor.apiTokenId === undefined ? roleRows : [],
    permissions: [...actor.permissions].sort(),
  };
}

export async function updateProfile(
  ctx: CommandContext,
  input: { fullName: string; email?: string | null; phone?: string | null; locale: "zh-CN" | "en-US" },
) {
  assertPerson(ctx.actor);
  await runCommand(ctx, async (tx) => {
    const [before] = await tx
      .select({ fullName: users.fullName, email: users.email, phone: users.phone, locale: users.locale, version: users.version })
      .from(users)
      .where(eq(users.id, ctx.actor.userId))
      .for("update");
    const after = { fullName: input.fullName, email: input.email ?? null, phone: input.phone ?? null, locale: input.locale };
    await tx
      .update(users)
      .set({ ...after, version: before!.version + 1, updatedAt: new Date() })
      .where(eq(users.id, ctx.actor.userId));
    return { result: null, audit: UserAudit.entry("updateOwnProfile", AuditAction.update, { entityId: ctx.actor.userId, before, after }) };
  });
}

/** Own password change: the current password is required; every other session of the user ends. */
export async function changeOwnPassword(ctx: CommandContext, currentPassword: string, newPassword: string): Promise<void> {
  assertPerson(ctx.actor);
  await runCommand(ctx, async (tx) => {
    const [u] = await tx
      .select({ hash: users.passwordHash, version: users.version })
      .from(users)
      .where(eq(users.id, ctx.actor.userId))
      .for("update");
    if (!(await verifyPassword(u?.hash, currentPassword))) throw businessRule("admin.currentPasswordWrong");
    assertPasswordAcceptable(newPassword, ctx.actor.username);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), version: u!.version + 1, updatedAt: new Date() })
      .where(eq(users.id, ctx.actor.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, ctx.actor.userId),
          isNull(sessions.revokedAt),
          ctx.actor.sessionHash ? ne(sessions.idHash, ctx.actor.sessionHash) : undefined,
        ),
      );
    return { result: null, audit: UserAudit.entry("changeOwnPassword", AuditAction.update, { entityId: ctx.actor.userId }) };
  });
}

export async function listOwnSessions(db: DbOrTx, actor: Actor) {
  assertPerson(actor);
  const rows = await db
    .select({
      idHash: sessions.idHash,
      createdAt: isoTime(sessions.createdAt),
      lastSeenAt: isoTime(sessions.lastSeenAt),
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ idHash, ...r }) => ({ id: idHash.slice(0, SESSION_ID_LENGTH), ...r, current: idHash === actor.sessionHash }));
}

/** Ends one of the caller's sessions (named by its short id), or all of them with `all`. */
export async function endOwnSessions(ctx: CommandContext, which: { id: string } | { all: true }): Promise<number> {
  assertPerson(ctx.actor);
  return runCommand(ctx, async (tx) => {
    const target = "id" in which ? like(sessions.idHash, `${which.id.replace(/[^0-9a-f]/g, "")}%`) : undefined;
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, ctx.actor.userId), isNull(sessions.revokedAt), target))
      .returning({ idHash: sessions.idHash });
    if ("id" in which && ended.length === 0) throw notFound("admin.session");
    return {
      result: ended.length,
      audit: UserAudit.entry("id" in which ? "endOwnSession" : "signOutEverywhere", AuditAction.cancel, {
        entityId: ctx.actor.userId,
        after: { sessionsEnded: ended.length },
      }),
    };
  });
}
