import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Actor, actorFromRow, type ActorRow } from "../access/actor.js";
import type { DbOrTx } from "../db/database.js";
import { registerMessages } from "../i18n/messages.js";
import { apiTokens } from "./api-token.schema.js";
import { hashToken } from "./sessions.js";

/** Tokens read `ent_<43 url-safe chars>`; the prefix makes a leaked token easy to recognise and search for. */
export const API_TOKEN_PREFIX = "ent_";

export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token), prefix: token.slice(0, 12) };
}

interface TokenRow extends ActorRow {
  id: number;
  permissions: string[];
  expires_at: string | Date | null;
  last_used_at: string | Date | null;
  creator_permissions: string[] | null;
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves `Authorization: Bearer <token>` to an actor: the token's org, with the token's permissions
 * narrowed to what its creator still holds (a creator who loses a right, is disabled or leaves takes
 * the token down with them). A revoked or expired token resolves to nothing, at once.
 */
export async function lookupApiToken(db: DbOrTx, token: string): Promise<Actor | undefined> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
  const res = await db.execute(sql`
    select t.id, t.permissions, t.expires_at, t.last_used_at,
           u.id as user_id, u.username, u.full_name, u.email, u.locale, u.context_id,
           o.id as org_id, o.kind as org_kind, o.code as org_code, o.name as org_name,
           (select array_agg(distinct rp.permission)::text[] from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as creator_permissions
      from api_tokens t
      join users u on u.id = t.created_by and u.status = 'active' and u.org_id = t.org_id
      join organizations o on o.id = t.org_id and o.status = 'active'
     where t.token_hash = ${hashToken(token)} and t.revoked_at is null`);
  const row = (res as unknown as { rows: TokenRow[] }).rows[0];
  if (!row) return undefined;
  const now = Date.now();
  if (row.expires_at && new Date(row.expires_at).getTime() <= now) return undefined;
  if (!row.last_used_at || now - new Date(row.last_used_at).getTime() > TOUCH_EVERY_MS)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, row.id));
  const creator = new Set(row.creator_permissions ?? []);
  return { ...actorFromRow(row, { roles: [], permissions: row.permissions.filter((p) => creator.has(p)) }), apiTokenId: row.id };
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m ? m[1] : undefined;
}

registerMessages({
  TOKEN_INVALID: { "zh-CN": "API 令牌无效、已过期或已吊销", "en-US": "The API token is not valid, has expired or was revoked" },
});
