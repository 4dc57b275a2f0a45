import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Actor, actorFromRow, type ActorRow } from "../access/actor.js";
import type { DbOrTx } from "../db/database.js";
import { sessions } from "../identity/schema.js";

export const SESSION_COOKIE = "entrepot_sid";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteHours: number;
}

/** Creates a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: DbOrTx, userId: number, t: SessionTimeouts, meta: { ip?: string; userAgent?: string }) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + t.absoluteHours * 3600_000);
  await db
    .insert(sessions)
    .values({ idHash: hashToken(token), userId, expiresAt, ip: meta.ip?.slice(0, 64), userAgent: meta.userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

export async function revokeSession(db: DbOrTx, idHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

/** Ends every session of a user at once (disabling, password change). */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export type SessionLookup = { ok: true; actor: Actor } | { ok: false; reason: "none" | "expired" };

interface SessionRow extends ActorRow {
  id_hash: string;
  last_seen_at: string | Date;
  expires_at: string | Date;
  user_status: string;
  org_status: string;
  roles: string[] | null;
  permissions: string[] | null;
}

/** How often last_seen_at is written: a write per request would cost more than the idle precision is worth. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves a session token to the actor in one round trip. The user's and the org's status are read
 * on every request, so disabling a user or an org stops its sessions at once.
 */
export async function lookupSession(db: DbOrTx, token: string, t: SessionTimeouts): Promise<SessionLookup> {
  const idHash = hashToken(token);
  const res = await db.execute(sql`
    select s.id_hash, s.last_seen_at, s.expires_at,
           u.id as user_id, u.username, u.full_name, u.email, u.locale, u.status as user_status, u.context_id,
           o.id as org_id, o.kind as org_kind, o.code as org_code, o.name as org_name, o.status as org_status,
           (select array_agg(r.code order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
           (select array_agg(distinct rp.permission)::text[] from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id) as permissions
      from sessions s
      join users u on u.id = s.user_id
      join organizations o on o.id = u.org_id
     where s.id_hash = ${idHash} and s.revoked_at is null`);
  const row = (res as unknown as { rows: SessionRow[] }).rows[0];
  if (!row) return { ok: false, reason: "none" };
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  const idleExpired = now - lastSeen > t.idleMinutes * 60_000;
  if (idleExpired || now > new Date(row.expires_at).getTime() || row.user_status !== "active" || row.org_status !== "active") {
    await revokeSession(db, idHash);
    return { ok: false, reason: "expired" };
  }
  if (now - lastSeen > TOUCH_EVERY_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  return {
    ok: true,
    actor: {
      ...actorFromRow(row, { roles: row.roles ?? [], permissions: row.permissions ?? [] }),
      sessionHash: idHash,
    },
  };
}
