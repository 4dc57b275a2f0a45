import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { ageBuckets } from "../domain/ageing.js";
import { stockBalances, stockBatches } from "../schema.js";
import { keyFields, productName, stockScope, volumeM3 } from "../stock.queries.js";

/**
 * inventory/age: each balance's on-hand units by age bucket, now, from its FIFO lots: a lot's remainder
 * counts at its own age (whole days since its received date), so the buckets add up to on hand exactly.
 * One lateral aggregate per balance of the page (the lots' index on balance, received date).
 */
const lotAge = sql`floor(extract(epoch from (now() - ${stockBatches.receivedAt})) / 86400)`;
const bucketSum = (i: number): SQL<number> => {
  const b = ageBuckets[i]!;
  const min = i === 0 ? 0 : ageBuckets[i - 1]!.max + 1;
  const range = b.max === Infinity ? sql`${lotAge} >= ${min}` : sql`${lotAge} between ${min} and ${b.max}`;
  return sql<number>`coalesce(sum(${stockBatches.remainingQty}) filter (where ${range}), 0)::int`;
};

export function ageListSpec(actor: Actor): ListSpec {
  const lots = new QueryBuilder()
    .select({
      ...(Object.fromEntries(ageBuckets.map((b, i) => [b.key, bucketSum(i).as(b.key)])) as Record<
        (typeof ageBuckets)[number]["key"],
        SQL.Aliased<number>
      >),
      oldest: sql<number>`coalesce(max(${lotAge}), 0)::int`.as("oldest"),
    })
    .from(stockBatches)
    .where(and(eq(stockBatches.balanceId, stockBalances.id), gt(stockBatches.remainingQty, 0)))
    .as("lots");
  const volume = volumeM3(stockBalances.onHand);
  const bucketCols = Object.fromEntries(ageBuckets.map((b) => [b.key, lots[b.key]])) as Record<string, SQL.Aliased<number>>;
  return {
    select: {
      id: stockBalances.id,
      orgCode: organizations.code,
      warehouseId: stockBalances.warehouseId,
      warehouseCode: warehouses.code,
      productId: stockBalances.productId,
      sku: products.sku,
      productName: productName(actor),
      inventoryType: stockBalances.inventoryType,
      onHand: stockBalances.onHand,
      ...bucketCols,
      oldestAgeDays: lots.oldest,
      volumeM3: sql<string>`${volume}::text`,
    },
    from: (q) =>
      q
        .from(stockBalances)
        .innerJoin(organizations, eq(organizations.id, stockBalances.orgId))
        .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
        .innerJoin(products, eq(products.id, stockBalances.productId))
        .innerJoinLateral(lots, sql`true`)
        .$dynamic(),
    where: and(stockScope(actor, stockBalances.orgId, stockBalances.warehouseId), gt(stockBalances.onHand, 0)),
    fields: {
      ...keyFields(stockBalances),
      onHand: { column: stockBalances.onHand, type: "int" },
      ...Object.fromEntries(ageBuckets.map((b) => [b.key, { column: sql`${lots[b.key]}`, type: "int" as const }])),
      oldestAgeDays: { column: sql`${lots.oldest}`, type: "int" },
      volumeM3: { column: volume, type: "decimal" },
    },
    summary: {
      onHand: stockBalances.onHand,
      ...Object.fromEntries(ageBuckets.map((b) => [b.key, sql`${lots[b.key]}`])),
      volumeM3: volume,
    },
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: stockBalances.id,
  };
}
