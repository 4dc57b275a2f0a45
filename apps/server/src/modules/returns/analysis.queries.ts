import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { Dec, type ReturnAnalysisReply, type ReturnReason } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { products } from "../catalog/index.js";
import { stockMovements, stockScope } from "../inventory/index.js";
import { planScope } from "./plan.queries.js";
import { returnPlanLines, returnPlans } from "./schema.js";

/**
 * Return analysis over a period (UTC days, both ends included): per SKU, the units shipped to customers
 * (ledger operation 100 sales out) and returned (operation 20, good = normal, damaged = unsellable), the
 * return rate returned / shipped; per reason, the plans created and their expected units. Read from the
 * ledger, so it counts what really moved, in the caller's scope.
 */
export async function returnAnalysis(
  db: DbOrTx,
  actor: Actor,
  q: { from: string; to: string; warehouseId?: number },
): Promise<ReturnAnalysisReply> {
  const start = new Date(`${q.from}T00:00:00Z`);
  const end = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  const m = stockMovements;
  const units = (op: number, type?: number) =>
    sql<number>`coalesce(sum(case when ${m.operationType} = ${op} ${type === undefined ? sql`` : sql`and ${m.inventoryType} = ${type}`} then abs(${m.quantity}) else 0 end), 0)::int`;
  const rows = await db
    .select({
      productId: m.productId,
      sku: products.sku,
      shipped: units(100),
      returned: units(20),
      good: units(20, 0),
      damaged: units(20, 1),
    })
    .from(m)
    .innerJoin(products, eq(products.id, m.productId))
    .where(
      and(
        stockScope(actor, m.orgId, m.warehouseId),
        eq(m.bucket, "onHand"),
        inArray(m.operationType, [20, 100]),
        gte(m.createdAt, start),
        lt(m.createdAt, end),
        q.warehouseId ? eq(m.warehouseId, q.warehouseId) : undefined,
      ),
    )
    .groupBy(m.productId, products.sku)
    .orderBy(asc(products.sku))
    .limit(2000);
  const byReason = await db
    .select({
      reason: returnPlans.reason,
      plans: sql<number>`count(distinct ${returnPlans.id})::int`,
      units: sql<number>`coalesce(sum(${returnPlanLines.expectedQty}), 0)::int`,
    })
    .from(returnPlans)
    .innerJoin(returnPlanLines, eq(returnPlanLines.planId, returnPlans.id))
    .where(
      and(
        planScope(actor),
        sql`${returnPlans.status} <> 'cancelled'`,
        gte(returnPlans.createdAt, start),
        lt(returnPlans.createdAt, end),
        q.warehouseId ? eq(returnPlans.warehouseId, q.warehouseId) : undefined,
      ),
    )
    .groupBy(returnPlans.reason)
    .orderBy(asc(returnPlans.reason));
  return {
    from: q.from,
    to: q.to,
    bySku: rows.map((r) => ({ ...r, rate: r.shipped > 0 ? new Dec(r.returned).div(r.shipped).toFixed(4) : null })),
    byReason: byReason.map((r) => ({ ...r, reason: r.reason as ReturnReason })),
  };
}
