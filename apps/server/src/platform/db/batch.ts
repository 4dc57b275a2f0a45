import { createRequire } from "node:module";
import pg from "pg";

/**
 * Several named statements in ONE round trip to PostgreSQL, on one node-pg client (an open transaction's):
 * each statement's Bind and Execute (and Parse the first time on the connection), then one Sync, written
 * at once. The server runs them in order, each a statement of its own (each sees what the ones before it
 * wrote), exactly as one after another would; the first error skips the rest up to the Sync and is the
 * batch's error, so a statement after a failed one never runs. What it saves per statement is a round
 * trip: the wait, and on both sides the socket reads and writes, the ready-for-query, a turn of the event
 * loop (a round trip of a trivial statement costs ~30 µs of the app's CPU and ~25 µs of the server's here).
 *
 * It talks to node-pg's connection as node-pg's own `Query` does (a "submittable": `client.query(obj)`),
 * and keeps node-pg's record of what is parsed on the connection (`parsedStatements`), so a statement
 * parsed here is not parsed again by a plain query of the same name, nor the other way round.
 *
 * Rows come back as objects keyed by column name, parsed as drizzle-orm's node-postgres driver parses
 * `db.execute` results (timestamps, dates and intervals as text; json parsed; int8 and numeric as text).
 * A statement's row description is read once per process (the first run sends Describe): a named
 * statement's result columns are fixed by its text (the server refuses to run it on a changed result type).
 */

export interface BatchItem {
  name: string;
  text: string;
  values: unknown[];
  /** false: it answers no rows (BEGIN), send no Describe. */
  describe?: false;
}

const require = createRequire(import.meta.url);
const { prepareValue } = require("pg/lib/utils.js") as { prepareValue: (v: unknown) => unknown };

type Parser = (text: string) => unknown;
const raw: Parser = (v) => v;
// as drizzle-orm/node-postgres: timestamptz, timestamp, date, interval and their arrays stay text
const rawTypes = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const parserOf = (oid: number): Parser => (rawTypes.has(oid) ? raw : (pg.types.getTypeParser(oid, "text") as Parser));

interface Shape {
  names: string[];
  parsers: Parser[];
}
/** Row shapes by statement name: what the first Describe said. */
const shapes = new Map<string, Shape>();

interface Field {
  name: string;
  dataTypeID: number;
}
interface PgConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(q: { text: string; name: string; types: unknown[] }): void;
  bind(q: { portal: string; statement: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  describe(q: { type: "P"; name: string }): void;
  execute(q: { portal: string; rows?: number }): void;
  sync(): void;
  on(event: "parseComplete", fn: () => void): void;
  removeListener(event: "parseComplete", fn: () => void): void;
}

export type PgClient = pg.ClientBase;

/** True for a node-pg client (a transaction's connection), on which `runBatch` can run. */
export const isPgClient = (client: unknown): client is PgClient => client instanceof pg.Client;

export async function runBatch(client: PgClient, items: readonly BatchItem[]): Promise<Record<string, unknown>[][]> {
  const begin = beginPending.delete(client);
  const all = begin ? [beginItem, ...items] : items;
  const results = await new Promise<Record<string, unknown>[][]>((resolve, reject) => {
    const batch = new StatementBatch(all, resolve, reject);
    (client as unknown as { query(s: StatementBatch): void }).query(batch);
  });
  return begin ? results.slice(1) : results;
}

/**
 * A transaction's BEGIN sent with its first statement instead of on its own (one round trip less for every
 * transaction). Installed on each pool connection (`deferBegin`): a plain `begin` (what drizzle-orm's
 * `db.transaction` sends) is answered at once and remembered; the next statement on the connection goes
 * after it in the same write, within one Sync when it is a batch (`runBatch`: a BEGIN that failed would
 * skip the statement), or right behind it otherwise; a `commit` or `rollback` with no statement since is
 * answered at once too (nothing was begun). PostgreSQL takes a transaction's snapshot at its first
 * statement, not at BEGIN, so what the transaction sees is the same; only `now()` (the transaction's start)
 * moves to the first statement.
 */
const beginPending = new WeakSet<PgClient>();
const beginItem: BatchItem = { name: "platform.begin", text: "begin", values: [], describe: false };
const deferred = Symbol("deferBegin");

const commandOf = (config: unknown): string | undefined =>
  typeof config === "string"
    ? config
    : typeof config === "object" && config !== null && !("submit" in config)
      ? (config as { text?: string }).text
      : undefined;

export function deferBegin(client: PgClient): void {
  const c = client as PgClient & { [deferred]?: true };
  if (c[deferred]) return;
  c[deferred] = true;
  const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const done = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: PgClient, ...args: unknown[]) {
    // callback style and submittables other than ours go through untouched (after a pending BEGIN)
    const promiseStyle = args.length <= 2 && typeof args[1] !== "function";
    const text = promiseStyle ? commandOf(args[0]) : undefined;
    if (text === "begin" && (args[1] === undefined || (Array.isArray(args[1]) && args[1].length === 0))) {
      if (beginPending.has(this)) return proto.query.call(this, "begin"); // a second begin: let the server say so
      beginPending.add(this);
      return done("BEGIN");
    }
    if (beginPending.has(this) && (text === "commit" || text === "rollback")) {
      beginPending.delete(this);
      return done(text.toUpperCase());
    }
    if (beginPending.has(this) && !(args[0] instanceof StatementBatch)) {
      beginPending.delete(this);
      const begun = proto.query.call(this, "begin") as Promise<unknown>;
      if (!promiseStyle) {
        begun.catch(() => undefined); // the statement behind it fails as well (the connection is gone)
        return proto.query.apply(this, args);
      }
      return begun.then(() => proto.query.apply(this, args));
    }
    return proto.query.apply(this, args);
  };
}

/** Forgets a pending BEGIN of a connection going back to the pool (nothing was begun on the server). */
export const clearDeferredBegin = (client: PgClient): void => void beginPending.delete(client);

/** Begins a transaction on a `deferBegin` connection without a query: BEGIN goes with its first statement. */
export function beginDeferred(client: PgClient): void {
  if (beginPending.has(client)) throw new Error("beginDeferred: a transaction is already pending on this connection");
  beginPending.add(client);
}

const endItems = {
  commit: { name: "platform.commit", text: "commit", values: [], describe: false },
  rollback: { name: "platform.rollback", text: "rollback", values: [], describe: false },
} satisfies Record<string, BatchItem>;

/**
 * Ends a transaction begun by `beginDeferred`: nothing to send when no statement ran (BEGIN never went),
 * else COMMIT or ROLLBACK as a prepared statement of the connection (past node-pg's per-query objects;
 * PostgreSQL takes both in an aborted transaction too). A COMMIT of an aborted transaction rolls it back,
 * as a plain one does.
 */
export async function endTransaction(client: PgClient, end: keyof typeof endItems): Promise<void> {
  if (beginPending.delete(client)) return;
  await runBatch(client, [endItems[end]]);
}

class StatementBatch {
  private readonly results: Record<string, unknown>[][] = [];
  /** The statement whose rows arrive now (advanced at each CommandComplete). */
  private at = 0;
  private shape: Shape | undefined;
  /** Statements this batch sent Parse for, in order, not yet confirmed by ParseComplete. */
  private readonly parsing: BatchItem[] = [];
  private connection: PgConnection | undefined;
  private readonly onParsed = () => {
    const item = this.parsing.shift();
    if (item && this.connection) {
      this.connection.parsedStatements[item.name] = item.text;
      delete this.connection.submittedNamedStatements[item.name];
    }
  };

  constructor(
    private readonly items: readonly BatchItem[],
    private readonly resolve: (rows: Record<string, unknown>[][]) => void,
    private readonly reject: (err: unknown) => void,
  ) {}

  submit(connection: PgConnection): Error | null {
    this.connection = connection;
    for (const item of this.items) {
      const previous = connection.parsedStatements[item.name] ?? connection.submittedNamedStatements[item.name];
      if (previous !== undefined && previous !== item.text)
        return new Error(`Prepared statements must be unique - '${item.name}' was used for a different statement`);
    }
    connection.on("parseComplete", this.onParsed);
    connection.stream.cork?.();
    try {
      for (const item of this.items) {
        if (connection.parsedStatements[item.name] === undefined && connection.submittedNamedStatements[item.name] === undefined) {
          connection.parse({ text: item.text, name: item.name, types: [] });
          connection.submittedNamedStatements[item.name] = item.text;
          this.parsing.push(item);
        }
        connection.bind({ portal: "", statement: item.name, values: item.values, valueMapper: prepareValue });
        if (item.describe !== false && !shapes.has(item.name)) connection.describe({ type: "P", name: "" });
        connection.execute({ portal: "" });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    this.shape = shapes.get(this.items[0]!.name);
    this.results.push([]);
    return null;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    const shape = { names: msg.fields.map((f) => f.name), parsers: msg.fields.map((f) => parserOf(f.dataTypeID)) };
    shapes.set(this.items[this.at]!.name, shape);
    this.shape = shape;
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    const { names, parsers } = this.shape!;
    const row: Record<string, unknown> = {};
    const fields = msg.fields;
    for (let i = 0; i < fields.length; i++) {
      const v = fields[i];
      row[names[i]!] = v === null || v === undefined ? null : parsers[i]!(v);
    }
    this.results[this.at]!.push(row);
  }

  handleCommandComplete(): void {
    this.at++;
    if (this.at < this.items.length) {
      this.shape = shapes.get(this.items[this.at]!.name);
      this.results.push([]);
    }
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handleError(err: unknown): void {
    this.done();
    // what this batch parsed and the server did not confirm is not on the connection: parse it again next time
    for (const item of this.parsing) delete this.connection?.submittedNamedStatements[item.name];
    this.reject(err);
  }

  handleReadyForQuery(): void {
    this.done();
    this.resolve(this.results);
  }

  handlePortalSuspended(): void {
    this.handleError(new Error("runBatch: a portal was suspended"));
  }

  handleCopyInResponse(): void {
    this.handleError(new Error("runBatch: COPY is not supported"));
  }

  handleCopyData(): void {}

  private done(): void {
    this.connection?.removeListener("parseComplete", this.onParsed);
  }
}
