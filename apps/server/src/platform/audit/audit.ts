import { type Actor, SYSTEM_USER_ID } from "../access/actor.js";
import type { Tx } from "../db/database.js";
import { auditLog } from "../identity/schema.js";

/** Spec action codes (constants.json auditLogActionCodes) plus ours where the spec shows none. */
export const AuditAction = {
  create: 100,
  update: 200,
  submit: 210,
  ship: 220,
  delete: 300,
  cancel: 400,
  approve: 500,
  reject: 600,
  complete: 800,
} as const;
export type AuditActionCode = (typeof AuditAction)[keyof typeof AuditAction];

/** One command's audit facts; `C` and `E` narrow to a module's names (see `auditNames`). */
export interface AuditEntry<C extends string = string, E extends string = string> {
  action: AuditActionCode;
  command: C;
  entity: E;
  entityId?: string | number | null;
  orgId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row inside the command's transaction: no change commits without its audit row. */
export async function writeAudit(tx: Tx, actor: Actor | undefined, entry: AuditEntry, requestId?: string): Promise<void> {
  await tx.insert(auditLog).values({
    contextId: actor?.contextId ?? 0,
    orgId: entry.orgId ?? actor?.orgId ?? null,
    // the platform's own actor (a periodic job) is no user
    actorUserId: actor && actor.userId !== SYSTEM_USER_ID ? actor.userId : null,
    action: entry.action,
    command: entry.command,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: requestId ?? null,
  });
}
