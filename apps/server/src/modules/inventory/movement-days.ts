import { sql, type SQL } from "drizzle-orm";
import { receiveIssueGroups } from "@entrepot/contracts";

/**
 * The 收发存 groups of on-hand movements (contracts `receiveIssueGroups`), as the columns of
 * `stock_movement_days`: what the posting service adds to a balance's day, what the ledger check
 * recomputes from the movements, and what the report sums over a period. Receipts are positive
 * movements of a receiving group (any other positive one is an adjustment in), issues negative ones
 * of an issuing group (else an adjustment out), counted as units.
 */
const g = receiveIssueGroups;
const ins = [...g.inbound, ...g.returns, ...g.transfersIn];
const outs = [...g.salesOut, ...g.b2bOut, ...g.transfersOut];

/** The summary's figure columns, in table order. */
export const dayColumns = [
  "inbound",
  "returns",
  "transfers_in",
  "adjustments_in",
  "total_in",
  "sales_out",
  "b2b_out",
  "transfers_out",
  "adjustments_out",
  "total_out",
] as const;
export type DayColumn = (typeof dayColumns)[number];

const list = (ops: readonly number[]) => sql.raw(ops.join(", "));

/** Each column's sum over on-hand movements of `quantity` and `operationType` (SQL aggregates: group them). */
export function dayFigures(quantity: SQL, operationType: SQL): Record<DayColumn, SQL> {
  const received = (ops: readonly number[]) =>
    sql`coalesce(sum(${quantity}) filter (where ${quantity} > 0 and ${operationType} in (${list(ops)})), 0)::int`;
  const issued = (ops: readonly number[]) =>
    sql`coalesce(-sum(${quantity}) filter (where ${quantity} < 0 and ${operationType} in (${list(ops)})), 0)::int`;
  const other = (sign: SQL, ops: readonly number[]) =>
    sql`coalesce(sum(abs(${quantity})) filter (where ${quantity} ${sign} 0 and (${operationType} is null or ${operationType} not in (${list(ops)}))), 0)::int`;
  return {
    inbound: received(g.inbound),
    returns: received(g.returns),
    transfers_in: received(g.transfersIn),
    adjustments_in: other(sql.raw(">"), ins),
    total_in: sql`coalesce(sum(${quantity}) filter (where ${quantity} > 0), 0)::int`,
    sales_out: issued(g.salesOut),
    b2b_out: issued(g.b2bOut),
    transfers_out: issued(g.transfersOut),
    adjustments_out: other(sql.raw("<"), outs),
    total_out: sql`coalesce(-sum(${quantity}) filter (where ${quantity} < 0), 0)::int`,
  };
}

/** `col1, col2, ...` of the figure columns. */
export const dayColumnList = sql.raw(dayColumns.join(", "));

/** The figures of `dayFigures` as a select list, in `dayColumns` order. */
export const figureList = (f: Record<DayColumn, SQL>): SQL =>
  sql.join(
    dayColumns.map((c) => f[c]),
    sql`, `,
  );

/** The figures of `dayFigures` named as their columns (`... as inbound, ...`). */
export const namedFigures = (f: Record<DayColumn, SQL>): SQL =>
  sql.join(
    dayColumns.map((c) => sql`${f[c]} as ${sql.raw(c)}`),
    sql`, `,
  );

/** `(a.inbound, ...) is distinct from (b.inbound, ...)`: two rows of figures differ. */
export const figuresDiffer = (a: string, b: string): SQL =>
  sql.raw(`(${dayColumns.map((c) => `${a}.${c}`).join(", ")}) is distinct from (${dayColumns.map((c) => `${b}.${c}`).join(", ")})`);
