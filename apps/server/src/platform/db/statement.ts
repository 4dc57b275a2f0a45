import { fillPlaceholders, is, Placeholder, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isPgClient, runBatch } from "./batch.js";
import type { DbOrTx } from "./database.js";

/**
 * A statement of a hot path, built once: Drizzle turns its SQL (tables and columns by reference, values as
 * `sql.placeholder(name)`) into text on its first run, and every run binds new values and sends it on the
 * database or the open transaction it is given, as `db.execute` would. What it saves per call is Drizzle's
 * query building (the stock ledger's postings spent more CPU building their SQL than waiting for it) and,
 * on PostgreSQL, the server's parse and plan: the statement is named, so each connection parses it once.
 * In a PostgreSQL transaction it goes to the connection directly (`batch.ts`), past Drizzle's per-run
 * objects, and several of them can share one round trip: `runStatements(tx, [a.with(values), b.with(values)])`.
 *
 * Keep the text fixed: a shape that varies with the data (n rows, n keys) takes them as one array or
 * JSON value (`unnest($1::text::int[])`, `jsonb_to_recordset($1::text::jsonb)`; pass the text, which
 * both engines bind alike). Name the columns it returns (never `*`): a named statement outlives the
 * request, and a column added later would change its result type. Rows come back as the driver gives
 * them (timestamps as text, json parsed, numeric as text): cast in SQL what the caller needs typed.
 *
 * Plan it for any values. PostgreSQL plans a named statement's first five runs with their values (custom
 * plans), then keeps its generic plan only if that is estimated no dearer than those were; otherwise it plans
 * every run anew, which for a statement of a few joins costs more CPU than running it (the stock ledger's
 * lock: ~1 ms of planning for 0.1 ms of work). `$1::text::int[]` is the trap: with the value the planner
 * counts its elements (1), without it assumes 10, so the generic plan looks dearer and is never kept. Pass
 * such arrays through `arrayParam` (and rows through `jsonb_to_recordset`, 100 rows either way) so both
 * plans see the same estimates; and make sure the generic plan reaches tables by index whatever the count
 * (a join of 100 estimated rows to a table of a few thousand is planned as a scan of all of it).
 */
const dialect = new PgDialect();

export interface FixedStatement<Row> {
  (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]>;
  /** The statement with its values, to run with others in one round trip (`runStatements`). */
  with(values: Record<string, unknown>): BoundStatement<Row>;
  readonly statementName: string;
}

/** A fixed statement and the values of one run. */
export interface BoundStatement<Row = unknown> {
  readonly statement: FixedStatement<Row>;
  readonly values: Record<string, unknown>;
}

type Built = { text: string; params: unknown[]; names: (string | undefined)[] };
const built = new WeakMap<FixedStatement<unknown>, () => Built>();

export function fixedStatement<Row>(name: string, build: () => SQL): FixedStatement<Row> {
  let query: Built | undefined;
  const text = (): Built => {
    if (!query) {
      const q = dialect.sqlToQuery(build());
      // a plain placeholder's value is read by name; anything else (a constant, an encoded param) as Drizzle fills it
      const names = q.params.map((p) => (is(p, Placeholder) ? (p as unknown as { name: string }).name : undefined));
      query = { text: q.sql, params: q.params, names };
    }
    return query;
  };
  const run = (async (db: DbOrTx, values: Record<string, unknown>) => {
    const client = clientOf(db);
    if (isPgClient(client)) {
      const [rows] = await runBatch(client, [{ name, text: text().text, values: paramsOf(text(), values) }]);
      return rows as Row[];
    }
    const q = text();
    const res = (await db._.session.prepareQuery({ sql: q.text, params: q.params }, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
    return res.rows;
  }) as FixedStatement<Row>;
  run.with = (values) => ({ statement: run, values });
  (run as { statementName: string }).statementName = name;
  built.set(run as FixedStatement<unknown>, text);
  return run;
}

/** The node-pg client under a Drizzle database or transaction (a pool, a transaction's connection, PGlite). */
const clientOf = (db: DbOrTx): unknown => (db as unknown as { _: { session: { client: unknown } } })._.session.client;

function paramsOf(q: Built, values: Record<string, unknown>): unknown[] {
  const out = new Array<unknown>(q.names.length);
  for (let i = 0; i < q.names.length; i++) {
    const n = q.names[i];
    if (n === undefined) return fillPlaceholders(q.params, values);
    if (!(n in values)) throw new Error(`No value for placeholder "${n}" was provided`);
    out[i] = values[n];
  }
  return out;
}

type RowsOf<T> = { [K in keyof T]: T[K] extends BoundStatement<infer R> ? R[] : never };

/**
 * Runs fixed statements in order, as one after another would (each sees what the ones before it wrote; the
 * first error is thrown and nothing after it runs), in ONE round trip in a PostgreSQL transaction (elsewhere,
 * the embedded engine or the pool, one after another). Answers each statement's rows.
 */
export async function runStatements<T extends readonly BoundStatement<unknown>[]>(db: DbOrTx, statements: T): Promise<RowsOf<T>> {
  const client = clientOf(db);
  if (isPgClient(client) && statements.length > 1) {
    const items = statements.map((s) => {
      const q = built.get(s.statement)!();
      return { name: s.statement.statementName, text: q.text, values: paramsOf(q, s.values) };
    });
    return (await runBatch(client, items)) as RowsOf<T>;
  }
  const out: unknown[][] = [];
  for (const s of statements) out.push(await s.statement(db, s.values));
  return out as RowsOf<T>;
}

/**
 * An array parameter (bound as text, e.g. `{1,2,3}`) as a sub-select: the planner takes it for an array of
 * unknown length (10 elements) with or without its value, so a custom plan is estimated as the generic one
 * and PostgreSQL keeps the generic plan (see `fixedStatement`). `type` is the element type, e.g. `int`. The
 * trailing cast keeps it an array value where a bare sub-select means rows (`x = any((select ...))`).
 */
export const arrayParam = (name: string, type: "int" | "boolean" | "text"): SQL =>
  sql`(select ${sql.placeholder(name)}::text::${sql.raw(type)}[])::${sql.raw(type)}[]`;
