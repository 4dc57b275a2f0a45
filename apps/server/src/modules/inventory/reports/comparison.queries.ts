import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { stockMovements, stockSnapshots } from "../schema.js";
import { keyFields, productName, stockScope } from "../stock.queries.js";

/**
 * inventory/comparisonReport: two days' snapshots side by side per balance (start = the first day's, end = the
 * second's; a balance in only one of them counts 0 on the other), the change, and the on-hand movements between the
 * two snapshots' instants (each warehouse's local midnight ending the day) summed by operation type. `unexplained` =
 * change − movements: 0 whenever both days were taken after their midnight, as the daily job does.
 *
 * The two days sit inside the query (the derived table and the joins), not in its WHERE, so this list is built per
 * request (`listPage`), not prepared per actor like the others.
 */
export function comparisonListSpec(actor: Actor, from: string, to: string): ListSpec {
  const s = stockSnapshots;
  const keys = new QueryBuilder()
    .select({
      id: sql<number>`min(${s.id})::int`.as("cmp_id"),
      orgId: s.orgId,
      warehouseId: s.warehouseId,
      productId: s.productId,
      inventoryType: s.inventoryType,
    })
    .from(s)
    .where(and(inArray(s.snapshotDate, [from, to]), stockScope(actor, s.orgId, s.warehouseId)))
    .groupBy(s.orgId, s.warehouseId, s.productId, s.inventoryType)
    .as("balance_keys");
  const k = {
    orgId: keys.orgId as AnyPgColumn,
    warehouseId: keys.warehouseId as AnyPgColumn,
    productId: keys.productId as AnyPgColumn,
    inventoryType: keys.inventoryType as AnyPgColumn,
  };
  const start = alias(stockSnapshots, "snap_start");
  const end = alias(stockSnapshots, "snap_end");
  const sameKey = (t: typeof start | typeof end, day: string) =>
    and(
      eq(t.orgId, k.orgId),
      eq(t.warehouseId, k.warehouseId),
      eq(t.productId, k.productId),
      eq(t.inventoryType, k.inventoryType),
      eq(t.snapshotDate, day),
    );
  const m = stockMovements;
  const midnightAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${warehouses.timeZone})`;
  const moved = new QueryBuilder()
    .select({
      byOperation: sql<Record<string, number> | null>`json_object_agg(coalesce(cmp_op, 0), cmp_q)`.as("cmp_by_operation"),
      total: sql<number>`coalesce(sum(cmp_q), 0)::int`.as("cmp_total"),
    })
    .from(
      new QueryBuilder()
        .select({ op: sql`${m.operationType}`.as("cmp_op"), q: sql`sum(${m.quantity})::int`.as("cmp_q") })
        .from(m)
        .where(
          and(
            eq(m.orgId, k.orgId),
            eq(m.warehouseId, k.warehouseId),
            eq(m.productId, k.productId),
            eq(m.inventoryType, k.inventoryType),
            eq(m.bucket, "onHand"),
            sql`${m.createdAt} >= ${midnightAfter(from)} and ${m.createdAt} < ${midnightAfter(to)}`,
          ),
        )
        .groupBy(m.operationType)
        .as("ops"),
    )
    .as("moved");
  const startOnHand = sql<number>`coalesce(${start.onHand}, 0)`;
  const endOnHand = sql<number>`coalesce(${end.onHand}, 0)`;
  const change = sql<number>`(${endOnHand} - ${startOnHand})`;
  const movedTotal = sql<number>`${moved.total}`;
  const n = (e: SQL) => ({ column: e, type: "int" as const });
  return {
    select: {
      id: keys.id,
      orgCode: organizations.code,
      warehouseId: k.warehouseId,
      warehouseCode: warehouses.code,
      productId: k.productId,
      sku: products.sku,
      productName: productName(actor),
      inventoryType: k.inventoryType,
      startOnHand,
      endOnHand,
      change,
      startAvailable: sql<number>`coalesce(${start.available}, 0)`,
      endAvailable: sql<number>`coalesce(${end.available}, 0)`,
      movements: sql<Record<string, number>>`coalesce(${moved.byOperation}, '{}'::json)`,
      moved: movedTotal,
      unexplained: sql<number>`(${change} - ${movedTotal})`,
    },
    from: (q) =>
      q
        .from(keys)
        .innerJoin(organizations, eq(organizations.id, k.orgId))
        .innerJoin(warehouses, eq(warehouses.id, k.warehouseId))
        .innerJoin(products, eq(products.id, k.productId))
        .leftJoin(start, sameKey(start, from))
        .leftJoin(end, sameKey(end, to))
        .innerJoinLateral(moved, sql`true`)
        .$dynamic(),
    fields: {
      ...keyFields(k),
      startOnHand: n(startOnHand),
      endOnHand: n(endOnHand),
      change: n(change),
      moved: n(movedTotal),
    },
    summary: { startOnHand, endOnHand, change, moved: movedTotal },
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: keys.id as unknown as AnyPgColumn,
  };
}
