import { and, eq, gte, inArray, not, sql, type SQL } from "drizzle-orm";
import { type Filter, receiveIssueGroups } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { filterCondition, type ListSpec } from "../../../platform/http/paging.js";
import { warehouses } from "../../masterdata/index.js";
import { stockBalances, stockMovements } from "../schema.js";
import { stockScope } from "../stock.queries.js";
import { intFields, keyFields, keySelect, qb, withKeys, sums } from "./common.queries.js";

/**
 * 收发存 (receipts, issues, stock) over a period: per balance, the on-hand units at the start of the first
 * day, the units received and issued in the period by operation group, and the units at the end of the
 * last day (UTC days, both ends included). By construction opening + in − out = closing: every on-hand
 * movement of the period lands in exactly one group.
 *
 * Only the movements since the period's start are read (the (org, time) index): the ledger keeps each
 * balance's on hand equal to the sum of its on-hand movements, so closing = on hand now − what moved
 * after the period, and opening = closing − (in − out). A period a month back costs a month of
 * movements, not the whole history. The request's seller and warehouse filters narrow that read too (a
 * warehouse's page sums that warehouse's movements), and the read is an index-only scan of
 * `stock_movements_onhand_time_idx`. Figures at 1,000,000 movements: bench/README.md.
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

/**
 * The seller and warehouse filters of the request as a condition on the movements (the same filters still
 * apply to the rows: a balance's movements carry its seller and warehouse, so this only drops work).
 */
function narrowing(filters: Filter[]): SQL | undefined {
  const named = (...fields: string[]) => filters.filter((f) => fields.includes(f.field));
  const direct = filterCondition(
    { orgId: { column: m.orgId, type: "int" }, warehouseId: { column: m.warehouseId, type: "int" } },
    named("orgId", "warehouseId"),
  );
  const byCode = named("warehouseCode");
  const coded = byCode.length
    ? sql`${m.warehouseId} in (select ${warehouses.id} from ${warehouses} where ${filterCondition({ warehouseCode: { column: warehouses.code, type: "string" } }, byCode)})`
    : undefined;
  return and(direct, coded);
}

export function receiveIssueListSpec(actor: Actor, period: Period, filters: Filter[] = []): ListSpec {
  const start = sql`${`${period.from}T00:00:00Z`}::timestamptz`;
  const end = sql`(${`${period.to}T00:00:00Z`}::timestamptz + interval '1 day')`;
  const inPeriod = sql`${m.createdAt} < ${end}`;
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
      after: units("after", sql`${m.createdAt} >= ${end}`),
    })
    .from(m)
    .where(and(stockScope(actor, m.orgId, m.warehouseId), eq(m.bucket, "onHand"), gte(m.createdAt, start), narrowing(filters)))
    .groupBy(m.balanceId)
    .as("receive_issue");
  const b = stockBalances;
  const key = { orgId: b.orgId, warehouseId: b.warehouseId, productId: b.productId };
  // a balance with no movement since the period's start is in the subquery's left join as nulls
  const moved = (x: SQL.Aliased<number>) => sql<number>`coalesce(${x}, 0)`;
  const closing = sql<number>`(${b.onHand} - coalesce(${t.after}, 0))`;
  const figures = {
    opening: sql<number>`(${closing} - coalesce(${t.totalIn}, 0) + coalesce(${t.totalOut}, 0))`,
    inbound: moved(t.inbound),
    returns: moved(t.returns),
    transfersIn: moved(t.transfersIn),
    adjustmentsIn: moved(t.adjustmentsIn),
    totalIn: moved(t.totalIn),
    salesOut: moved(t.salesOut),
    b2bOut: moved(t.b2bOut),
    transfersOut: moved(t.transfersOut),
    adjustmentsOut: moved(t.adjustmentsOut),
    totalOut: moved(t.totalOut),
    closing,
  };
  return {
    select: { id: b.id, ...keySelect(actor, key), inventoryType: b.inventoryType, ...figures },
    from: (q) => withKeys(q.from(b).leftJoin(t, eq(b.id, t.balanceId)).$dynamic(), key),
    // a balance with nothing at the start and nothing moving in the period is not part of it
    where: and(
      stockScope(actor, b.orgId, b.warehouseId),
      sql`(${figures.opening} <> 0 or ${figures.totalIn} <> 0 or ${figures.totalOut} <> 0)`,
    )!,
    fields: { ...keyFields(key), inventoryType: { column: b.inventoryType, type: "int" }, ...intFields(figures) },
    summary: sums(figures),
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: b.id,
  };
}
