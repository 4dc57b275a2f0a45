import type { FastifyRequest } from "fastify";
import type { Actor } from "../access/actor.js";
import { type Database, type DbOrTx, inTransaction, type Tx } from "../db/database.js";
import { type AuditEntry, writeAudit } from "./audit.js";

export interface CommandContext {
  db: DbOrTx;
  actor: Actor;
  requestId?: string;
}

/**
 * Runs a named command: one transaction, the work, and its audit row in that same transaction.
 * The body returns its result and the audit facts (before/after); nothing commits without them.
 */
export async function runCommand<T>(ctx: CommandContext, body: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>): Promise<T> {
  return inTransaction(ctx.db, async (tx) => {
    const { result, audit } = await body(tx);
    await writeAudit(tx, ctx.actor, audit, ctx.requestId);
    return result;
  });
}

/** A route's command context: the app's database, the request's actor and id. `const ctx = commandContext(database);` then `ctx(req)`. */
export const commandContext =
  (database: Database | { db: DbOrTx }) =>
  (req: FastifyRequest): CommandContext => ({ db: database.db, actor: req.actor!, requestId: String(req.id) });
