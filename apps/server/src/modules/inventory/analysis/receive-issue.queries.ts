import { and, eq, inArray, lt, not, sql, type SQL } from "drizzle-orm";
import { receiveIssueGroups } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { stockBalances, stockMovements } from "../schema.js";
import { stockScope } from "../stock.queries.js";
import { intFields, keyFields, keySelect, qb, withKeys, sums } from "./common.queries.js";

/**
 * 收发存 (receipts, issues, stock) over a period: per balance, the on-hand units at the start of the first
 * day, the units received and issued in the period by operation group, and the units at the end of the
 * last day, all summed from the movements (UTC days, both ends included). By construction
 * opening + in − out = closing: every on-hand movement of the period lands in exactly one group.
 */

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
}

const m = stockMovements;
const ins = [...receiveIssueGroups.inbound, ...receiveIssueGroups.returns, ...receiveIssueGroups.transfersIn];
const outs = [...receiveIssueGroups.salesOut, ...receiveIssueGroups.b2bOut, ...receiveIssueGroups.transfersOut];

export function receiveIssueListSpec(actor: Actor, period: Period): ListSpec {
  const start = sql`${`${period.from}T00:00:00Z`}::timestamptz`;
  const end = sql`(${`${period.to}T00:00:00Z`}::timestamptz + interval '1 day')`;
  const inPeriod = sql`${m.createdAt} >= ${start}`;
  const units = (name: string, cond: SQL) => sql<number>`coalesce(sum(${m.quantity}) filter (where ${cond}), 0)::int`.as(name);
  const issued = (name: string, cond: SQL) => sql<number>`coalesce(-sum(${m.quantity}) filter (where ${cond}), 0)::int`.as(name);
  const received = (ops: readonly number[]) => sql`${inPeriod} and ${m.quantity} > 0 and ${inArray(m.operationType, [...ops])}`;
  const shipped = (ops: readonly number[]) => sql`${inPeriod} and ${m.quantity} < 0 and ${inArray(m.operationType, [...ops])}`;
  const other = (sign: SQL, ops: number[]) =>
    sql`${inPeriod} and ${sign} and (${m.operationType} is null or ${not(inArray(m.operationType, ops))})`;
  const g = receiveIssueGroups;
  const t = qb
    .select({
      balanceId: m.balanceId,
      opening: units("opening", sql`${m.createdAt} < ${start}`),
      inbound: units("inbound", received(g.inbound)),
      returns: units("returns", received(g.returns)),
      transfersIn: units("transfers_in", received(g.transfersIn)),
      adjustmentsIn: units("adjustments_in", other(sql`${m.quantity} > 0`, ins)),
      totalIn: units("total_in", sql`${inPeriod} and ${m.quantity} > 0`),
      salesOut: issued("sales_out", shipped(g.salesOut)),
      b2bOut: issued("b2b_out", shipped(g.b2bOut)),
      transfersOut: issued("transfers_out", shipped(g.transfersOut)),
      adjustmentsOut: issued("adjustments_out", other(sql`${m.quantity} < 0`, outs)),
      totalOut: issued("total_out", sql`${inPeriod} and ${m.quantity} < 0`),
      closing: sql<number>`coalesce(sum(${m.quantity}), 0)::int`.as("closing"),
    })
    .from(m)
    .where(and(stockScope(actor, m.orgId, m.warehouseId), eq(m.bucket, "onHand"), lt(m.createdAt, end)))
    .groupBy(m.balanceId)
    .as("receive_issue");
  const b = stockBalances;
  const key = { orgId: b.orgId, warehouseId: b.warehouseId, productId: b.productId };
  const figures = {
    opening: t.opening,
    inbound: t.inbound,
    returns: t.returns,
    transfersIn: t.transfersIn,
    adjustmentsIn: t.adjustmentsIn,
    totalIn: t.totalIn,
    salesOut: t.salesOut,
    b2bOut: t.b2bOut,
    transfersOut: t.transfersOut,
    adjustmentsOut: t.adjustmentsOut,
    totalOut: t.totalOut,
    closing: t.closing,
  };
  return {
    select: { id: b.id, ...keySelect(actor, key), inventoryType: b.inventoryType, ...figures },
    from: (q) => withKeys(q.from(t).innerJoin(b, eq(b.id, t.balanceId)).$dynamic(), key),
    // a balance with nothing at the start and nothing moving in the period is not part of it
    where: sql`(${t.opening} <> 0 or ${t.totalIn} <> 0 or ${t.totalOut} <> 0)`,
    fields: { ...keyFields(key), inventoryType: { column: b.inventoryType, type: "int" }, ...intFields(figures) },
    summary: sums(figures),
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: b.id,
  };
}
