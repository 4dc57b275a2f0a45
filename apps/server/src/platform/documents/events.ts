import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../access/actor.js";
import type { Secrets } from "../crypto/secrets.js";
import type { Db, Tx } from "../db/database.js";
import { outboxEvents } from "./schema.js";

/**
 * Domain events. A command emits an event inside its transaction; two kinds of subscriber take it:
 *
 * - **listeners** run at once, in the SAME transaction, in the order they were registered: their writes
 *   commit with the command, and a listener that throws rolls the whole command back (shipping an order
 *   posts its stock movements, or nothing ships). Keep them fast and local to the database.
 * - **outbox handlers** are for slow or outside work (webhooks, marketplace pushes): emitting writes one
 *   outbox row per handler in the same transaction, and a periodic job delivers the rows after commit,
 *   with retries and backoff (outbox.ts). A rolled-back command leaves no row, so nothing is pushed for
 *   a change that never happened; a handler may see a row twice (a node died mid-delivery), so it must be
 *   idempotent: the row id is its idempotency key towards the outside system.
 *
 * Both are declared by modules on their `AppModule` (`listeners`, `outboxHandlers`) and registered once by
 * buildApp, so a module's reactions are visible in its declaration, not hidden in import side effects.
 */

/** A named event with its payload type (the type only exists at compile time). */
export interface EventDef<P> {
  readonly name: string;
  /** Phantom field carrying the payload type; never set. */
  readonly __payload?: P;
}

/** `defineEvent<ShipmentShipped>("outbound.shipped")`: a name shared by emitters and subscribers. */
export function defineEvent<P>(name: string): EventDef<P> {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(name)) throw new Error(`defineEvent: name ${name} must be <module>.<event>`);
  return { name };
}

/** What a listener gets beside the payload: the open transaction and who caused the event. */
export interface EventContext {
  tx: Tx;
  actor: Actor | undefined;
  requestId?: string;
  /** The org the event is about (defaults to the actor's): outbox rows and listeners' own writes use it. */
  orgId: number | null;
}

export interface Listener<P = unknown> {
  /** Unique, e.g. `inventory.postShipmentMovements`: registering a name again replaces it (a test app built twice). */
  name: string;
  event: EventDef<P>;
  handle(payload: P, ctx: EventContext): Promise<void>;
}

export interface OutboxDelivery {
  /** The outbox row's id: pass it to the outside system as the idempotency key of the push. */
  outboxId: number;
  /** 1 on the first try. */
  attempt: number;
  orgId: number | null;
  log: FastifyBaseLogger;
  /** The app's database (no transaction is open): for a handler that reads its own rows or records its attempts. */
  db: Db;
  /** The app's sealed-secret store: a handler that signs or authenticates with a stored secret opens it here. */
  secrets: Secrets;
}

export interface OutboxHandler<P = unknown> {
  /** Unique, e.g. `webhooks.orderShipped`; stored on each outbox row. */
  name: string;
  event: EventDef<P>;
  /** Throw to have the row retried later (backoff); after `maxAttempts` it is marked failed. */
  deliver(payload: P, delivery: OutboxDelivery): Promise<void>;
  /** Tries before the row is marked failed (default 8: about a day of backoff). */
  maxAttempts?: number;
  /**
   * Whether this event needs delivering at all, asked in the emitting transaction (e.g. "does the org
   * subscribe to it?"). False writes no outbox row: a stock posting nobody listens to costs a read, not a
   * row and a delivery run. Absent: always wanted.
   */
  wanted?(tx: Tx, orgId: number | null, payload: P): Promise<boolean>;
}

/** Typed helpers, so a module's declaration reads `listen(shipped, "inventory.post", async (p, ctx) => ...)`. */
export function listen<P>(event: EventDef<P>, name: string, handle: (payload: P, ctx: EventContext) => Promise<void>): Listener<P> {
  return { name, event, handle };
}
export function outboxHandler<P>(
  event: EventDef<P>,
  name: string,
  deliver: OutboxHandler<P>["deliver"],
  opts: { maxAttempts?: number; wanted?: OutboxHandler<P>["wanted"] } = {},
): OutboxHandler<P> {
  return { name, event, deliver, ...opts };
}

// Registries: per process, like task kinds and periodic jobs; keyed by name so building a second app
// in the same process (tests) replaces instead of doubling a subscriber.
const listeners = new Map<string, Listener<unknown>>();
const handlers = new Map<string, OutboxHandler<unknown>>();

export function registerListener(listener: Listener<unknown>): void {
  listeners.set(listener.name, listener);
}
export function registerOutboxHandler(handler: OutboxHandler<unknown>): void {
  handlers.set(handler.name, handler);
}
/** Removes a subscriber (tests that register one for a single case). */
export function unregisterSubscriber(name: string): void {
  listeners.delete(name);
  handlers.delete(name);
}
export const outboxHandlerNamed = (name: string): OutboxHandler<unknown> | undefined =>
  handlers.get(name) as OutboxHandler<unknown> | undefined;

// An event whose listener emits the event again would loop until the stack breaks: a depth this deep is a bug.
const MAX_DEPTH = 8;
const depthOf = new WeakMap<object, number>();

/**
 * Emits `event` inside the command's transaction: its listeners run now (a throw rolls the command
 * back), and one outbox row per outbox handler is written for delivery after commit.
 */
export async function emit<P>(
  tx: Tx,
  event: EventDef<P>,
  payload: P,
  ctx: { actor?: Actor; requestId?: string; orgId?: number | null },
): Promise<void> {
  await emitAll(tx, event, [payload], ctx);
}

/** Outbox rows written by one insert: a run that changes 20,000 bids writes them in a few statements. */
const OUTBOX_CHUNK = 1000;

/**
 * `emit` of many events of one kind, in order (a batch command: a rule run's bid changes): each payload's
 * listeners run as `emit` runs them, and the outbox rows of all of them are written in chunks.
 */
export async function emitAll<P>(
  tx: Tx,
  event: EventDef<P>,
  payloads: readonly P[],
  ctx: { actor?: Actor; requestId?: string; orgId?: number | null },
): Promise<void> {
  const depth = (depthOf.get(tx) ?? 0) + 1;
  if (depth > MAX_DEPTH) throw new Error(`emit: events nested more than ${MAX_DEPTH} deep (${event.name}): a listener loop?`);
  const eventCtx: EventContext = { tx, actor: ctx.actor, requestId: ctx.requestId, orgId: ctx.orgId ?? ctx.actor?.orgId ?? null };
  const mine = [...listeners.values()].filter((l) => l.event.name === event.name) as unknown as Listener<P>[];
  const rows: (typeof outboxEvents.$inferInsert)[] = [];
  for (const payload of payloads) {
    depthOf.set(tx, depth);
    try {
      for (const l of mine) await l.handle(payload, eventCtx);
    } finally {
      depthOf.set(tx, depth - 1);
    }
    for (const h of handlers.values())
      if (h.event.name === event.name && (!h.wanted || (await h.wanted(tx, eventCtx.orgId, payload))))
        rows.push({
          event: event.name,
          handler: h.name,
          orgId: eventCtx.orgId,
          // through JSON: what the handler later reads is exactly what was stored (dates as ISO strings...)
          payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown,
          requestId: ctx.requestId ?? null,
        });
  }
  for (let i = 0; i < rows.length; i += OUTBOX_CHUNK) await tx.insert(outboxEvents).values(rows.slice(i, i + OUTBOX_CHUNK));
}
