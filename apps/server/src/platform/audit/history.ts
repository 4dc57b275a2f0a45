import { and, asc, eq } from "drizzle-orm";
import type { DocumentHistoryRow } from "@entrepot/contracts";
import { isoTime } from "../db/columns.js";
import type { DbOrTx } from "../db/database.js";
import { auditLog, users } from "../identity/schema.js";

/**
 * A document's history from the audit log, oldest first: what each command did (action code and name),
 * who ran it and when. `entity` is the audit entity the document's commands write (its machine's `entity`).
 * The caller has checked that the actor may read the document.
 */
export function documentHistory(db: DbOrTx, entity: string, id: number): Promise<DocumentHistoryRow[]> {
  return db
    .select({ action: auditLog.action, command: auditLog.command, username: users.username, createdAt: isoTime(auditLog.at) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}
