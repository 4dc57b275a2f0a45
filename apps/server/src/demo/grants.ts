import { and, eq, sql } from "drizzle-orm";
import type { PermissionCode } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { loadActor } from "../platform/auth/actors.js";
import { organizations, users } from "../platform/identity/schema.js";

/** Adds permissions to the demo roles (by role code); each module's demo data grants its own. */
export async function grantDemoPermissions(tx: Tx, contextId: number, grants: Record<string, readonly PermissionCode[]>): Promise<void> {
  for (const [role, codes] of Object.entries(grants)) {
    for (const code of codes) {
      await tx.execute(sql`insert into role_permissions (role_id, permission)
        select id, ${code} from roles where context_id = ${contextId} and code = ${role} on conflict do nothing`);
    }
  }
}

/** The ids of the demo orgs by code (OPR, SLA, SLB, FWD, PLAT). */
export async function demoOrgIds(tx: Tx, contextId: number): Promise<Record<string, number>> {
  const rows = await tx
    .select({ id: organizations.id, code: organizations.code })
    .from(organizations)
    .where(eq(organizations.contextId, contextId));
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

/** A demo user of the context as a command's actor (undefined when the demo has no such user). */
export async function demoActor(tx: Tx, contextId: number, username: string) {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.contextId, contextId), eq(users.username, username)));
  return u ? loadActor(tx, { userId: u.id }) : undefined;
}
