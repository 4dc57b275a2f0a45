import type { FastifyBaseLogger } from "fastify";
import type { Actor } from "../access/actor.js";
import type { Secrets } from "../crypto/secrets.js";
import type { Db, Tx } from "../db/database.js";
import { type BoundStatement, runStatements } from "../db/statement.js";
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
  /** Set when the listener's work is one fixed statement (`listenStatement`): run in the event's round trip. */
  statement?: ListenerStatement<P>;
}

/**
 * A listener whose work is one fixed statement (platform/db/statement.ts) and, optionally, what to do with
 * its rows. The event's leading statement listeners (those registered before any other kind) and the outbox
 * handlers' `wantedStatement` checks run as one batch, in one round trip on PostgreSQL (and with the
 * emitter's own statement, `emitWith`): in order, each statement seeing what the ones before it wrote,
 * exactly as one after another; the `then`s run after the batch, in the listeners' order. So a statement
 * must not depend on what another listener's `then` writes.
 */
export interface ListenerStatement<P> {
  /** The statement and its values for this payload; null when the payload gives it nothing to do. */
  bind(payload: P, ctx: EventContext): BoundStatement | null;
  /** Its rows' follow-up, in the same transaction (a throw rolls the command back, as a listener's). */
  then?(rows: unknown[], payload: P, ctx: EventContext): Promise<void>;
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
  /**
   * `wanted` as one fixed statement, run in the event's round trip with its statement listeners: wanted
   * when it answers a row (null: not wanted). Takes precedence over `wanted`.
   */
  wantedStatement?(orgId: number | null, payload: P): BoundStatement | null;
}

/** Typed helpers, so a module's declaration reads `listen(shipped, "inventory.post", async (p, ctx) => ...)`. */
export function listen<P>(event: EventDef<P>, name: string, handle: (payload: P, ctx: EventContext) => Promise<void>): Listener<P> {
  return { name, event, handle };
}
/** A listener that is one fixed statement (`ListenerStatement`): `listenStatement(e, "m.queue", (p) => queueSql.with({...}), then)`. */
export function listenStatement<P>(
  event: EventDef<P>,
  name: string,
  bind: ListenerStatement<P>["bind"],
  then?: ListenerStatement<P>["then"],
): Listener<P> {
  const statement: ListenerStatement<P> = { bind, then };
  const handle = async (payload: P, ctx: EventContext) => {
    const bound = bind(payload, ctx);
    if (!bound) return;
    const rows = await bound.statement(ctx.tx, bound.values);
    await then?.(rows, payload, ctx);
  };
  return { name, event, handle, statement };
}
export function outboxHandler<P>(
  event: EventDef<P>,
  name: string,
  deliver: OutboxHandler<P>["deliver"],
  opts: { maxAttempts?: number; wanted?: OutboxHandler<P>["wanted"]; wantedStatement?: OutboxHandler<P>["wantedStatement"] } = {},
): OutboxHandler<P> {
  return { name, event, deliver, ...opts };
}

// Registries: per process, like task kinds and periodic jobs; keyed by name so building a second app
// in the same process (tests) replaces instead of doubling a subscriber.
const listeners = new Map<string, Listener<unknown>>();
const handlers = new Map<string, OutboxHandler<unknown>>();

export function registerListener(listener: Listener<unknown>): void {
  listeners.set(listener.name, listener);
  subscribers.clear();
}
export function registerOutboxHandler(handler: OutboxHandler<unknown>): void {
  handlers.set(handler.name, handler);
  subscribers.clear();
}
/** Removes a subscriber (tests that register one for a single case). */
export function unregisterSubscriber(name: string): void {
  listeners.delete(name);
  handlers.delete(name);
  subscribers.clear();
}

/** An event's subscribers, in registration order (looked up per event name, not per emit). */
interface Subscribers {
  listeners: Listener<unknown>[];
  /** How many of `listeners`, from the first, are statement listeners (batched). */
  leading: number;
  handlers: OutboxHandler<unknown>[];
}
const subscribers = new Map<string, Subscribers>();
function subscribersOf(name: string): Subscribers {
  let s = subscribers.get(name);
  if (!s) {
    const mine = [...listeners.values()].filter((l) => l.event.name === name);
    const leading = mine.findIndex((l) => !l.statement);
    s = {
      listeners: mine,
      leading: leading < 0 ? mine.length : leading,
      handlers: [...handlers.values()].filter((h) => h.event.name === name),
    };
    subscribers.set(name, s);
  }
  return s;
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
  await emitPayloads(tx, undefined, event, payloads, ctx);
}

/**
 * Runs `statement` and then emits `event` (as `emitAll`), the statement in the same round trip as the event's
 * statement listeners and wanted checks (the stock ledger's write and its `stockPosted`): one round trip for
 * what would be three. The statement runs first; an error in it runs nothing of the event. Answers its rows.
 */
export async function emitWith<Row, P>(
  tx: Tx,
  statement: BoundStatement<Row>,
  event: EventDef<P>,
  payloads: readonly P[],
  ctx: { actor?: Actor; requestId?: string; orgId?: number | null },
): Promise<Row[]> {
  return (await emitPayloads(tx, statement as BoundStatement, event, payloads, ctx)) as Row[];
}

async function emitPayloads<P>(
  tx: Tx,
  first: BoundStatement | undefined,
  event: EventDef<P>,
  payloads: readonly P[],
  ctx: { actor?: Actor; requestId?: string; orgId?: number | null },
): Promise<unknown[] | undefined> {
  const depth = (depthOf.get(tx) ?? 0) + 1;
  if (depth > MAX_DEPTH) throw new Error(`emit: events nested more than ${MAX_DEPTH} deep (${event.name}): a listener loop?`);
  const eventCtx: EventContext = { tx, actor: ctx.actor, requestId: ctx.requestId, orgId: ctx.orgId ?? ctx.actor?.orgId ?? null };
  const {
    listeners: mine,
    leading,
    handlers: hs,
  } = subscribersOf(event.name) as unknown as {
    listeners: Listener<P>[];
    leading: number;
    handlers: OutboxHandler<P>[];
  };
  let firstRows: unknown[] | undefined;
  if (first && payloads.length === 0) firstRows = await first.statement(tx, first.values);
  const rows: (typeof outboxEvents.$inferInsert)[] = [];
  for (let p = 0; p < payloads.length; p++) {
    const payload = payloads[p]!;
    // one round trip: the emitter's statement (first payload), the leading statement listeners, and the
    // wanted checks when no other listener runs between them
    const batch: BoundStatement[] = [];
    if (p === 0 && first) batch.push(first);
    const bound: (BoundStatement | null)[] = [];
    for (let i = 0; i < leading; i++) {
      const b = mine[i]!.statement!.bind(payload, eventCtx);
      bound.push(b);
      if (b) batch.push(b);
    }
    const checks = hs.map((h) => (h.wantedStatement ? h.wantedStatement(eventCtx.orgId, payload) : undefined));
    const checksInBatch = leading === mine.length;
    if (checksInBatch) for (const c of checks) if (c) batch.push(c);
    const results = batch.length ? await runStatements(tx, batch) : [];
    let at = 0;
    if (p === 0 && first) firstRows = results[at++];
    depthOf.set(tx, depth);
    try {
      for (let i = 0; i < leading; i++) {
        if (!bound[i]) continue;
        const got = results[at++]!;
        await mine[i]!.statement!.then?.(got, payload, eventCtx);
      }
      for (let i = leading; i < mine.length; i++) await mine[i]!.handle(payload, eventCtx);
    } finally {
      depthOf.set(tx, depth - 1);
    }
    let checked = results.slice(at);
    if (!checksInBatch) {
      const later = checks.filter((c): c is BoundStatement => !!c);
      checked = later.length ? await runStatements(tx, later) : [];
    }
    let c = 0;
    for (let i = 0; i < hs.length; i++) {
      const h = hs[i]!;
      const check = checks[i];
      const wanted =
        check !== undefined ? check !== null && checked[c++]!.length > 0 : !h.wanted || (await h.wanted(tx, eventCtx.orgId, payload));
      if (wanted)
        rows.push({
          event: event.name,
          handler: h.name,
          orgId: eventCtx.orgId,
          // through JSON: what the handler later reads is exactly what was stored (dates as ISO strings...)
          payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown,
          requestId: ctx.requestId ?? null,
        });
    }
  }
  for (let i = 0; i < rows.length; i += OUTBOX_CHUNK) await tx.insert(outboxEvents).values(rows.slice(i, i + OUTBOX_CHUNK));
  return firstRows;
}
