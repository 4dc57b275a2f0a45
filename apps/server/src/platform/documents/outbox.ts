import type { FastifyBaseLogger } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { Secrets } from "../crypto/secrets.js";
import type { Db } from "../db/database.js";
import { outboxHandlerNamed } from "./events.js";
import { type OutboxRow, outboxEvents } from "./schema.js";

/**
 * Delivers due outbox rows to their handlers. Run by the `platform.outboxDelivery` periodic job on any
 * node; callable directly (tests, an admin "deliver now").
 *
 * A claim is a lease, not a held lock: one short statement takes due rows (SKIP LOCKED, so two nodes
 * never take the same row), counts the attempt and pushes `next_attempt_at` a lease ahead; the handler
 * then runs with no transaction open (an outside call may take seconds). A node that dies mid-delivery
 * leaves the row pending and it is taken again when the lease ends: delivery is at least once.
 */

export const OUTBOX_LEASE_SECONDS = 300;
const DEFAULT_MAX_ATTEMPTS = 8;
const ERROR_MAX = 2000;

/** Backoff after the n-th failed try: 30 s, 1 min, 2 min, 4 min ... capped at 6 h. */
export function outboxBackoffSeconds(attempt: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempt - 1), 6 * 3600);
}

export interface OutboxReport {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export async function deliverOutbox(db: Db, log: FastifyBaseLogger, opts: { limit?: number; secrets: Secrets }): Promise<OutboxReport> {
  const limit = opts.limit ?? 50;
  const claimed = await db.execute(sql`
    update ${outboxEvents} set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})
     where id in (select id from ${outboxEvents} where status = 'pending' and next_attempt_at <= now()
                   order by next_attempt_at, id limit ${limit} for update skip locked)
     returning id, event, handler, org_id as "orgId", payload, attempts`);
  const rows = (claimed as unknown as { rows: Pick<OutboxRow, "id" | "event" | "handler" | "orgId" | "payload" | "attempts">[] }).rows;
  const report: OutboxReport = { attempted: rows.length, delivered: 0, retrying: 0, failed: 0 };
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const handler = outboxHandlerNamed(row.handler);
    try {
      // a row whose handler is gone (renamed, removed) fails at once rather than retrying forever
      if (!handler) throw new Error(`no outbox handler ${row.handler} is registered`);
      await handler.deliver(row.payload, { outboxId: row.id, attempt: row.attempts, orgId: row.orgId, log, db, secrets: opts.secrets });
      await db
        .update(outboxEvents)
        .set({ status: "delivered", deliveredAt: new Date(), lastError: null })
        .where(eq(outboxEvents.id, row.id));
      report.delivered++;
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
      const last = !handler || row.attempts >= (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
      await db
        .update(outboxEvents)
        .set(
          last
            ? { status: "failed", lastError: message }
            : { lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${outboxBackoffSeconds(row.attempts)})` },
        )
        .where(eq(outboxEvents.id, row.id));
      if (last) report.failed++;
      else report.retrying++;
      log.warn(
        { outboxId: row.id, event: row.event, handler: row.handler, attempt: row.attempts, err: message },
        last ? "outbox delivery failed for good" : "outbox delivery failed; will retry",
      );
    }
  }
  return report;
}
