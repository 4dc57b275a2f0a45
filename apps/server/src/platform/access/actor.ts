import type { Locale, OrgKind, PermissionCode } from "@entrepot/contracts";

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
