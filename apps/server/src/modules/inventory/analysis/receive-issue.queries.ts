import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Filter } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { countSelection, filterCondition, type ListSpec } from "../../../platform/http/paging.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { stockBalances, stockMovementDays } from "../schema.js";
import { stockScope } from "../stock.queries.js";
import { intFields, keyFields, keySelect, qb, withKeys, sums } from "./common.queries.js";

/**
 * 收发存 (receipts, issues, stock) over a period: per balance, the on-hand units at the start of the first
 * day, the units received and issued in the period by operation group, and the units at the end of the
 * last day (UTC days, both ends included). By construction opening + in − out = closing: every on-hand
 * movement of the period lands in exactly one group.
 *
 * It reads the balances' days in `stock_movement_days` (one row per balance and UTC day, kept by the
 * posting service in the movement's own statement and checked by the ledger check), not the movements:
 * the ledger keeps each balance's on hand equal to the sum of its on-hand movements, so closing = on
 * hand now − what moved after the period, and opening = closing − (in − out). A period a month back costs
 * a month of days. The request's seller and warehouse filters narrow that read too. The seller,
 * warehouse and product are left-joined (every balance has them), so the count and summary, which read
 * none of their columns, run over the balances and the days alone. Figures: bench/README.md.
 */

export interface Period {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD (included). */
  to: string;
}

const d = stockMovementDays;

/**
 * The seller and warehouse filters of the request as a condition on the days read (the same filters still
 * apply to the rows: a balance's days carry its seller and warehouse, so this only drops work).
 */
function narrowing(filters: Filter[]): SQL | undefined {
  const named = (...fields: string[]) => filters.filter((f) => fields.includes(f.field));
  const direct = filterCondition(
    { orgId: { column: d.orgId, type: "int" }, warehouseId: { column: d.warehouseId, type: "int" } },
    named("orgId", "warehouseId"),
  );
  const byCode = named("warehouseCode");
  const coded = byCode.length
    ? sql`${d.warehouseId} in (select ${warehouses.id} from ${warehouses} where ${filterCondition({ warehouseCode: { column: warehouses.code, type: "string" } }, byCode)})`
    : undefined;
  return and(direct, coded);
}

/**
 * What the request asks of the rows beyond its filters: its sort field (`sidx`; the default is the SKU)
 * and, for one page (a list; an export reads every row), its page and rows.
 */
export interface ReceiveIssueRequest {
  filters: Filter[];
  sidx?: string | undefined;
  page?: number;
  rows?: number;
}

/**
 * A walked page reads every row before it (OFFSET): past this many, the grouped join, which costs the
 * same for any page, is cheaper (at 50,000 balances: page 100 of 20 walked ~10 ms, page 500 ~100 ms and
 * a plan costly enough for PostgreSQL to JIT-compile it).
 */
const WALK_ROWS = 2000;

const figureNames = [
  "opening",
  "inbound",
  "returns",
  "transfersIn",
  "adjustmentsIn",
  "totalIn",
  "salesOut",
  "b2bOut",
  "transfersOut",
  "adjustmentsOut",
  "totalOut",
  "closing",
] as const;

/**
 * The rows are read one of two ways, with the same columns (both name the days' figures `receive_issue`):
 * - grouped: the days of the period (and after it) summed per balance once, hash-joined to every balance
 *   of the filter: a page sorted or filtered by a figure, which needs every balance's figures anyway, a
 *   page far from the start, and an export. The count and summary: `totals` below;
 * - walked: a page near the start (WALK_ROWS) sorted by SKU walks the products in SKU order
 *   (`products_sku_idx`) to their balances and sums each balance's days (`stock_movement_days`' key:
 *   balance, day) as it goes, so page n costs its n × 20 rows instead of a join and sort of every balance
 *   of the filter.
 */
export function receiveIssueListSpec(actor: Actor, period: Period, req: ReceiveIssueRequest = { filters: [] }): ListSpec {
  const last = sql`${period.to}::date`;
  const first = sql`${period.from}::date`;
  const inPeriod = sql`${d.day} <= ${last}`;
  const units = (col: AnyPgColumn, name: string) => sql<number>`coalesce(sum(${col}) filter (where ${inPeriod}), 0)::int`.as(name);
  const dayFigures = () => ({
    inbound: units(d.inbound, "inbound"),
    returns: units(d.returns, "returns"),
    transfersIn: units(d.transfersIn, "transfers_in"),
    adjustmentsIn: units(d.adjustmentsIn, "adjustments_in"),
    totalIn: units(d.totalIn, "total_in"),
    salesOut: units(d.salesOut, "sales_out"),
    b2bOut: units(d.b2bOut, "b2b_out"),
    transfersOut: units(d.transfersOut, "transfers_out"),
    adjustmentsOut: units(d.adjustmentsOut, "adjustments_out"),
    totalOut: units(d.totalOut, "total_out"),
    // what on hand changed by after the period: closing = on hand now − after
    after: sql<number>`coalesce(sum(${d.totalIn} - ${d.totalOut}) filter (where ${d.day} > ${last}), 0)::int`.as("after"),
  });
  const t = qb
    .select({ balanceId: d.balanceId, ...dayFigures() })
    .from(d)
    .where(and(stockScope(actor, d.orgId, d.warehouseId), gte(d.day, first), narrowing(req.filters)))
    .groupBy(d.balanceId)
    .as("receive_issue");
  const b = stockBalances;
  // one balance's days: an aggregate without GROUP BY, so always one row (zeros when nothing moved)
  const ofBalance = qb
    .select(dayFigures())
    .from(d)
    .where(and(eq(d.balanceId, b.id), gte(d.day, first)))
    .as("receive_issue");
  const key = { orgId: b.orgId, warehouseId: b.warehouseId, productId: b.productId };
  // a balance with no movement since the period's start is in the grouped join as nulls
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
  } satisfies Record<(typeof figureNames)[number], SQL>;
  const grouped = (q: Parameters<ListSpec["from"]>[0]) => withKeys(q.from(b).leftJoin(t, eq(b.id, t.balanceId)).$dynamic(), key, "left");
  const byFigure = req.filters.some((f) => (figureNames as readonly string[]).includes(f.field));
  const scope = stockScope(actor, b.orgId, b.warehouseId);
  // a balance with nothing at the start and nothing moving in the period is not part of it
  const included = sql`(${figures.opening} <> 0 or ${figures.totalIn} <> 0 or ${figures.totalOut} <> 0)`;
  const spec: ListSpec = {
    select: { id: b.id, ...keySelect(actor, key), inventoryType: b.inventoryType, ...figures },
    from:
      (req.sidx ?? "sku") === "sku" && !byFigure && req.page !== undefined && req.page * (req.rows ?? 0) <= WALK_ROWS
        ? (q) =>
            withKeys(
              q.from(b).innerJoin(products, eq(products.id, b.productId)).$dynamic(),
              { orgId: b.orgId, warehouseId: b.warehouseId },
              "left",
            )
              .leftJoinLateral(ofBalance, sql`true`)
              .$dynamic()
        : grouped,
    where: and(scope, included)!,
    fields: { ...keyFields(key), inventoryType: { column: b.inventoryType, type: "int" }, ...intFields(figures) },
    summary: sums(figures),
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: b.id,
  };
  spec.totals = (db, where, filtered) => {
    // filtered by a figure: every balance's figures, grouped once
    // (the subqueries' columns are named apart: Drizzle names a subquery's column without its subquery)
    if (byFigure) return grouped(db.select(countSelection(spec))).where(where);
    /*
     * A balance without days since the period's start (most of them) has opening = closing = on hand and
     * nothing in or out: it is a row when its on hand is not 0. So one pass over the balances of the
     * filter counts and sums their on hand, and the figures come from the balances with days, which
     * replace their part of that pass (an excluded row's figures are all 0, so the sums need no test).
     */
    const count = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`;
    const held = sql`${b.onHand} <> 0`;
    const stock = sql<number>`coalesce(sum(${b.onHand}), 0)`;
    const all = withKeys(
      db
        .select({ n: count(held).as("all_rows"), onHand: stock.as("all_on_hand") })
        .from(b)
        .$dynamic(),
      key,
      "left",
    )
      .where(and(scope, filtered))
      .as("all_balances");
    const figureSums = Object.fromEntries(
      figureNames.map((k) => [k, sql<number>`coalesce(sum(${figures[k]}), 0)`.as(`sum_${k}`)]),
    ) as Record<(typeof figureNames)[number], SQL.Aliased<number>>;
    const withDays = withKeys(
      db
        .select({
          held: count(held).as("moved_held"),
          onHand: stock.as("moved_on_hand"),
          n: count(included).as("moved_rows"),
          ...figureSums,
        })
        .from(t)
        .innerJoin(b, eq(b.id, t.balanceId))
        .$dynamic(),
      key,
      "left",
    )
      .where(and(scope, filtered))
      .as("with_days");
    const without = sql`(${all.onHand} - ${withDays.onHand})`;
    const text = (x: SQL) => sql<string>`(${x})::text`;
    return db
      .select({
        n: sql<number>`(${all.n} - ${withDays.held} + ${withDays.n})::int`,
        ...Object.fromEntries(figureNames.map((k) => [k, text(sql`${figureSums[k]}`)])),
        opening: text(sql`${without} + ${withDays.opening}`),
        closing: text(sql`${without} + ${withDays.closing}`),
      })
      .from(all)
      .crossJoin(withDays)
      .$dynamic();
  };
  return spec;
}
