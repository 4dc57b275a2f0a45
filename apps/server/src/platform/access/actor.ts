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

/** The user id of the platform's own actor: no person (its audit rows name no user). */
export const SYSTEM_USER_ID = 0;

/**
 * The platform acting for an org on a schedule (a periodic job's commands, e.g. disposing of parcels nobody
 * claimed): the org's scope, no user and no permissions (a job calls services, which check scope, never
 * routes, which check permissions). Its audit rows carry no actor user.
 */
export function systemActor(org: { id: number; contextId: number; kind: string; code: string; name: string }): Actor {
  return {
    userId: SYSTEM_USER_ID,
    username: "system",
    fullName: "System",
    email: null,
    contextId: org.contextId,
    orgId: org.id,
    orgKind: org.kind as OrgKind,
    orgCode: org.code,
    orgName: org.name,
    roles: [],
    permissions: new Set(),
    locale: "zh-CN",
  };
}
