import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Db, inTransaction, type Tx } from "../db/database.js";
import { AppError, badRequest, conflict } from "../http/errors.js";
import { idempotencyKeys } from "./schema.js";

/**
 * `Idempotency-Key` on commands (ARCHITECTURE §3). A route opts in with `idempotent: true`
 * (defineRoute / registerSpecCall). A request with the header then runs like this, in ONE transaction:
 *
 *   1. forget the actor's key if it is older than 24 h (an expired key is as good as new);
 *   2. `INSERT` the key row `ON CONFLICT DO NOTHING`. A concurrent twin that inserted the same key first
 *      holds the unique index entry: this insert waits until that transaction ends. If it committed, the
 *      insert does nothing and we read its stored answer; if it rolled back, our insert goes through;
 *   3. run the handler with the transaction on `req.tx`; the command's own `runCommand` nests in it (a
 *      savepoint), so the command, its audit row, its events' outbox rows and the stored answer commit
 *      together or not at all;
 *   4. write the answer (status and body) to the key row; commit.
 *
 * So the key row exists exactly when the command committed: a crash or an error leaves no key behind and
 * the client's retry runs the command afresh (error answers are not stored); N concurrent repeats
 * serialise on the unique index and give one effect and N equal answers.
 *
 * Why the transaction is handed to the handler (`req.tx`) rather than found through AsyncLocalStorage:
 * the handler also READS after its command (most commands answer the row as it now is). Those reads must
 * run in the same transaction: on PostgreSQL another pool connection would not see the uncommitted change,
 * and on PGlite (one connection) a read outside the open transaction would wait for it forever. A visible
 * `req.tx`, taken by `requestContext(req, db)`, makes that explicit where the handler builds its context,
 * instead of making every `db` use silently depend on hidden request state.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The open transaction of an idempotent request (set by the idempotency layer); commands must run in it. */
    tx?: Tx;
  }
}

export const idempotencyKeyReused = () => new AppError(422, "IDEMPOTENCY_KEY_REUSED");

/** Key order does not change the hash: `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export function requestHash(parts: { params?: unknown; query?: unknown; body?: unknown }): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical({ params: parts.params ?? null, query: parts.query ?? null, body: parts.body ?? null })))
    .digest("hex");
}

export interface IdempotentCall {
  actorUserId: number;
  key: string;
  route: string;
  requestHash: string;
}
export interface Answer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/** The core, without HTTP: runs `work` once per (actor, key) within 24 h; repeats get the stored answer. */
export async function runIdempotent(
  db: Db,
  call: IdempotentCall,
  work: (tx: Tx) => Promise<{ statusCode: number; body: unknown }>,
): Promise<Answer> {
  return inTransaction(db, async (tx) => {
    const sameKey = and(eq(idempotencyKeys.actorUserId, call.actorUserId), eq(idempotencyKeys.key, call.key));
    await tx
      .delete(idempotencyKeys)
      .where(and(sameKey, sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`));
    const [mine] = await tx
      .insert(idempotencyKeys)
      .values({ actorUserId: call.actorUserId, key: call.key, route: call.route, requestHash: call.requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!mine) {
      const [stored] = await tx.select().from(idempotencyKeys).where(sameKey);
      // the twin's row vanished between our insert and this read (purged right then): let the client retry
      if (!stored || stored.statusCode === null) throw conflict();
      if (stored.route !== call.route || stored.requestHash !== call.requestHash) throw idempotencyKeyReused();
      return { statusCode: stored.statusCode, body: stored.response, replayed: true };
    }
    const out = await work(tx);
    // stored through JSON: a replay answers exactly what the first reply serialised
    const body = out.body === undefined ? null : (JSON.parse(JSON.stringify(out.body)) as unknown);
    await tx.update(idempotencyKeys).set({ statusCode: out.statusCode, response: body }).where(eq(idempotencyKeys.id, mine.id));
    return { ...out, replayed: false };
  });
}

/** Deletes keys past their 24 h (the periodic purge); returns how many. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const res = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)
    .returning({ id: idempotencyKeys.id });
  return res.length;
}

type Handler = (this: unknown, req: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Wraps a route handler (defineRoute's `idempotent: true`). Without the header, or without an actor, the
 * handler runs as before. The handler must RETURN its answer (not `reply.send` it) so it can be stored.
 */
export function idempotentHandler(handler: Handler, database: () => Db): Handler {
  return async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !req.actor) return handler.call(this, req, reply);
    if (typeof header !== "string" || !KEY_PATTERN.test(header))
      throw badRequest("idempotency.badKey", {}, [{ path: `headers.${IDEMPOTENCY_HEADER}`, message: "1-255 visible ASCII characters" }]);
    const call: IdempotentCall = {
      actorUserId: req.actor.userId,
      key: header,
      route: `${req.method} ${req.routeOptions.url ?? req.url}`.slice(0, 255),
      requestHash: requestHash({ params: req.params, query: req.query, body: req.body }),
    };
    const answer = await runIdempotent(database(), call, async (tx) => {
      req.tx = tx;
      try {
        const body = await handler.call(this, req, reply);
        return { statusCode: reply.statusCode, body };
      } finally {
        req.tx = undefined;
      }
    });
    if (answer.replayed) void reply.code(answer.statusCode).header("idempotent-replayed", "true");
    return answer.body;
  };
}
