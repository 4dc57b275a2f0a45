import { and, eq, isNull, sql } from "drizzle-orm";
import type { ApiTokenRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { apiTokens } from "../../../platform/auth/api-token.schema.js";
import { newApiToken } from "../../../platform/auth/api-tokens.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { users } from "../../../platform/identity/schema.js";
import { assertCanGrant } from "./rbac.guards.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import { ApiTokenAudit } from "../audit.js";

/**
 * API tokens for sellers' own systems: named, holding a subset of the creator's permissions, shown
 * once, revocable. Authentication with them lives in platform/auth/api-tokens.ts.
 */

const tokenSelect = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  orgId: apiTokens.orgId,
  createdBy: users.username,
  permissions: apiTokens.permissions,
  createdAt: isoTime(apiTokens.createdAt),
  lastUsedAt: isoTimeOrNull(apiTokens.lastUsedAt),
  expiresAt: isoTimeOrNull(apiTokens.expiresAt),
  revokedAt: isoTimeOrNull(apiTokens.revokedAt),
};

/** The list behind apiTokenResource: the API's filters beyond the definition's fields. */
export function tokenList(actor: Actor): ResourceListQuery {
  return {
    select: tokenSelect,
    from: (q) => q.from(apiTokens).innerJoin(users, eq(users.id, apiTokens.createdBy)).$dynamic(),
    where: and(eq(apiTokens.contextId, actor.contextId), orgScope(actor, apiTokens.orgId)),
    columns: {
      id: { column: apiTokens.id, type: "int" },
      orgId: { column: apiTokens.orgId, type: "int" },
      permissions: false,
      revoked: { column: sql`(${apiTokens.revokedAt} is not null)`, type: "bool", sort: false },
    },
    tieBreaker: apiTokens.id,
  };
}

/** One token of the caller's org (never the secret). */
export async function getToken(db: DbOrTx, actor: Actor, id: number): Promise<ApiTokenRow> {
  const [row] = await db
    .select(tokenSelect)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.id, id), eq(apiTokens.contextId, actor.contextId), orgScope(actor, apiTokens.orgId)));
  if (!row) throw notFound("admin.apiToken");
  return row;
}

/** Creates a token for the caller's own org; the secret is in the reply once and never again. */
export async function createApiToken(ctx: CommandContext, input: { name: string; permissions: string[]; expiresInDays?: number }) {
  const permissions = [...new Set(input.permissions)].sort();
  assertCanGrant(ctx.actor, permissions);
  const secret = newApiToken();
  const id = await runCommand(ctx, async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        contextId: ctx.actor.contextId,
        orgId: ctx.actor.orgId,
        name: input.name,
        prefix: secret.prefix,
        tokenHash: secret.hash,
        permissions,
        createdBy: ctx.actor.userId,
        expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
      })
      .returning();
    const { tokenHash: _h, ...after } = row!;
    return { result: row!.id, audit: ApiTokenAudit.entry("createApiToken", AuditAction.create, { entityId: row!.id, after }) };
  });
  return { ...(await getToken(ctx.db, ctx.actor, id)), token: secret.token };
}

/** Revokes a token: the next request with it gets 401. Revoking twice is harmless. */
export async function revokeApiToken(ctx: CommandContext, id: number): Promise<ApiTokenRow> {
  await runCommand(ctx, async (tx) => {
    const before = await getToken(tx, ctx.actor, id);
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
    return {
      result: null,
      audit: ApiTokenAudit.entry("revokeApiToken", AuditAction.cancel, {
        entityId: id,
        orgId: before.orgId,
        before: { revokedAt: before.revokedAt },
      }),
    };
  });
  return getToken(ctx.db, ctx.actor, id);
}
