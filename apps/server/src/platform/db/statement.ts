import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database.js";

/**
 * A statement of a hot path, built once: Drizzle turns its SQL (tables and columns by reference, values as
 * `sql.placeholder(name)`) into text on its first run, and every run binds new values and sends it on the
 * database or the open transaction it is given, as `db.execute` would. What it saves per call is Drizzle's
 * query building (the stock ledger's postings spent more CPU building their SQL than waiting for it) and,
 * on PostgreSQL, the server's parse and plan: the statement is named, so each connection parses it once.
 *
 * Keep the text fixed: a shape that varies with the data (n rows, n keys) takes them as one array or
 * JSON value (`unnest($1::text::int[])`, `jsonb_to_recordset($1::text::jsonb)`; pass the text, which
 * both engines bind alike). Name the columns it returns (never `*`): a named statement outlives the
 * request, and a column added later would change its result type. Rows come back as the driver gives
 * them (timestamps as text, json parsed, numeric as text): cast in SQL what the caller needs typed.
 */
const dialect = new PgDialect();

export type FixedStatement<Row> = (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]>;

export function fixedStatement<Row>(name: string, build: () => SQL): FixedStatement<Row> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const res = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
    return res.rows;
  };
}
