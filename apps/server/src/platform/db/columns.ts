import { getTableName, is, SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, integer, numeric, timestamp } from "drizzle-orm/pg-core";
import { now } from "../clock.js";

/** Column sets every table repeats. New tables use these; the user centre's older tables spell them out. */
export const stamps = {
  // the database's default for raw SQL; the platform clock for Drizzle's inserts (the demo's history runs at past dates)
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
};

/** Optimistic locking: a save sends the version it read; a stale one answers 409. */
export const versionColumn = () => integer("version").notNull().default(1);

/** Money: numeric(20,4), read and written as a decimal string (ARCHITECTURE §2), never a JS number. */
export const moneyColumn = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** Measures (dimensions, weights, volumes): numeric with 3 decimals, kept as decimal strings too. */
export const measureColumn = (name: string) => numeric(name, { precision: 14, scale: 3 });

// the column an isoTime text was made from: a list filters and sorts on the timestamp, not on its text
const timeSources = new WeakMap<SQL, AnyPgColumn | SQL>();
/** What a list should filter and sort on for a selected expression: the timestamp behind an `isoTime`, else itself. */
export const sourceColumn = (expr: AnyPgColumn | SQL): AnyPgColumn | SQL => (is(expr, SQL) ? (timeSources.get(expr) ?? expr) : expr);

/**
 * A timestamptz read as ISO 8601 text in UTC to the second ("2026-11-24T04:05:09Z"): what every row in
 * the API carries (createdAt, updatedAt...). Formatted by the database so that both engines and every
 * driver give the same text. `isoTimeOrNull` types a nullable column's (null stays null).
 */
export const isoTime = (col: AnyPgColumn | SQL) => {
  const text = sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  timeSources.set(text, col);
  return text;
};
export const isoTimeOrNull = (col: AnyPgColumn | SQL) => isoTime(col) as SQL<string | null>;

/**
 * A column named with its table (`"inbound_plans"."id"`), for a correlated subquery handed to other
 * queries: Drizzle leaves columns unqualified in a query of one table, and inside a subquery an
 * unqualified name binds to the subquery's own table first. A column or SQL is passed through as SQL.
 */
export const qualified = (col: AnyPgColumn | SQL): SQL =>
  is(col, SQL) ? col : sql`${sql.identifier(getTableName(col.table))}.${sql.identifier(col.name)}`;

/**
 * `column = any('{1,2,3}'::int[])`: membership in a list of ids as ONE bound value. `inArray` binds one
 * parameter per id: PostgreSQL refuses a statement past 65,535 of them, and long before that the parse
 * and the bind cost more than the query (a rule run over 100,000 targets). Ids are integers by type, so
 * the array literal needs no quoting; an empty list matches nothing.
 */
export const inIdList = (column: AnyPgColumn | SQL, ids: readonly number[]): SQL => {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`inIdList: ${String(id)} is not an integer id`);
  return sql`${column} = any(${`{${ids.join(",")}}`}::int[])`;
};
