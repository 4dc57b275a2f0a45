import type { Locale, OrgKind, PermissionCode } from "@entrepot/contracts";
import { isLocale } from "../i18n/messages.js";

/** Who is calling: a person with a session, or (later) a seller system with an API token. */
export interface Actor {
  userId: number;
  username: string;
  fullName: string;
  email: string | null;
  contextId: number;
  orgId: number;
  orgKind: OrgKind;
  orgCode: string;
  orgName: string;
  roles: string[];
  permissions: ReadonlySet<string>;
  locale: Locale;
  /** SHA-256 of the session token, when the call came with a session cookie. */
  sessionHash?: string;
  /** Set when the call came with an API token (`Authorization: Bearer`): the actor is the token's org, its permissions the token's. */
  apiTokenId?: number;
}

/** Route access marks: a permission code, or an explicit public / any-logged-in mark. */
export type RouteAccess = PermissionCode | "@public" | "@authenticated";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every route declares one; a test fails on a route without it. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor?: Actor;
    locale: Locale;
  }
}

/** The identity columns an actor look-up selects, as raw SQL returns them (sessions, API tokens, jobs). */
export interface ActorRow {
  user_id: number;
  username: string;
  full_name: string;
  email: string | null;
  locale: string;
  context_id: number;
  org_id: number;
  org_kind: string;
  org_code: string;
  org_name: string;
}

/** Builds the actor from its identity row and what it may do (roles, permissions). */
export function actorFromRow(row: ActorRow, access: { roles: string[]; permissions: Iterable<string> }): Actor {
  return {
    userId: row.user_id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    contextId: row.context_id,
    orgId: row.org_id,
    orgKind: row.org_kind as OrgKind,
    orgCode: row.org_code,
    orgName: row.org_name,
    roles: access.roles,
    permissions: new Set(access.permissions),
    locale: (isLocale(row.locale) ? row.locale : "zh-CN") as Locale,
  };
}
