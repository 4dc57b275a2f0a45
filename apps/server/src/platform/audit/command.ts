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
 * A bulk command returns one entry per record it changed (each with its own entity id and org, so each
 * record's history and each org's audit view hold it); a bulk call that changed nothing writes none.
 */
export async function runCommand<T>(
  ctx: CommandContext,
  body: (tx: Tx) => Promise<{ result: T; audit: AuditEntry | AuditEntry[] }>,
): Promise<T> {
  return inTransaction(ctx.db, async (tx) => {
    const { result, audit } = await body(tx);
    for (const entry of Array.isArray(audit) ? audit : [audit]) await writeAudit(tx, ctx.actor, entry, ctx.requestId);
    return result;
  });
}

/** A route's command context: the app's database (or the idempotent request's open transaction, see requestContext), the request's actor and id. `const ctx = commandContext(database);` then `ctx(req)`. */
export const commandContext =
  (database: Database | { db: DbOrTx }) =>
  (req: FastifyRequest): CommandContext => ({ db: req.tx ?? database.db, actor: req.actor!, requestId: String(req.id) });
/**
 * A route's command context. On an idempotent route with an `Idempotency-Key` the request carries the
 * open transaction (`req.tx`): the command and the reads after it run in it, so the stored answer and the
 * command commit together (documents/idempotency.ts). Otherwise the app's database handle.
 */
export function requestContext(req: FastifyRequest, db: DbOrTx): CommandContext {
  return { db: req.tx ?? db, actor: req.actor!, requestId: String(req.id) };
}
