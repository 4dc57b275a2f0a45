import { sql, type SQL } from "drizzle-orm";
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

export type FixedStatement<Row> = (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]>;

export function fixedStatement<Row>(name: string, build: () => SQL): FixedStatement<Row> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build());
    const res = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
    return res.rows;
  };
}

/**
 * An array parameter (bound as text, e.g. `{1,2,3}`) as a sub-select: the planner takes it for an array of
 * unknown length (10 elements) with or without its value, so a custom plan is estimated as the generic one
 * and PostgreSQL keeps the generic plan (see `fixedStatement`). `type` is the element type, e.g. `int`. The
 * trailing cast keeps it an array value where a bare sub-select means rows (`x = any((select ...))`).
 */
export const arrayParam = (name: string, type: "int" | "boolean" | "text"): SQL =>
  sql`(select ${sql.placeholder(name)}::text::${sql.raw(type)}[])::${sql.raw(type)}[]`;
