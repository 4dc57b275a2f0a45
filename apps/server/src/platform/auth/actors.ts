import { sql } from "drizzle-orm";
import { type Actor, actorFromRow, type ActorRow } from "../access/actor.js";
import type { DbOrTx } from "../db/database.js";

interface LoadedRow extends ActorRow {
  roles: string[] | null;
  permissions: string[] | null;
  token_id: number | null;
  token_permissions: string[] | null;
}

/**
 * Rebuilds the actor a user is now, for work done later on their behalf (background tasks): their
 * current roles and permissions, and with `apiTokenId` the token's permissions narrowed to those.
 * Undefined when the user or their org is no longer active, or the token was revoked or expired:
 * whatever they could do when they asked, they must still be able to do when the work runs.
 */
export async function loadActor(db: DbOrTx, who: { userId: number; apiTokenId?: number | null }): Promise<Actor | undefined> {
  const tokenId = who.apiTokenId ?? null;
  const res = await db.execute(sql`
    select u.id as user_id, u.username, u.full_name, u.email, u.locale, u.context_id,
           o.id as org_id, o.kind as org_kind, o.code as org_code, o.name as org_name,
           (select array_agg(r.code order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
           (select array_agg(distinct rp.permission)::text[] from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as permissions,
           t.id as token_id, t.permissions as token_permissions
      from users u
      join organizations o on o.id = u.org_id and o.status = 'active'
      left join api_tokens t on t.id = ${tokenId}::int and t.created_by = u.id and t.revoked_at is null and (t.expires_at is null or t.expires_at > now())
     where u.id = ${who.userId} and u.status = 'active'`);
  const row = (res as unknown as { rows: LoadedRow[] }).rows[0];
  if (!row) return undefined;
  if (tokenId !== null && row.token_id === null) return undefined;
  const held = new Set(row.permissions ?? []);
  const permissions = tokenId !== null ? new Set((row.token_permissions ?? []).filter((p) => held.has(p))) : held;
  const roles = tokenId !== null ? [] : (row.roles ?? []);
  return { ...actorFromRow(row, { roles, permissions }), ...(tokenId !== null ? { apiTokenId: tokenId } : {}) };
}
