import { eq, sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { stockBalances } from "../schema.js";
import { productName, stockScope } from "../stock.queries.js";

/**
 * GET /api/inventory/centralWarehouse/list (spec §7.7): each SKU's stock summed over the warehouses of the
 * caller's scope (a seller's own warehouses; an operator's allowed ones), sellable buckets apart from the
 * unsellable units.
 */
export function centralWarehouseListSpec(actor: Actor): ListSpec {
  const b = stockBalances;
  const normal = (c: AnyPgColumn) => sql<number>`coalesce(sum(${c}) filter (where ${b.inventoryType} = 0), 0)::int`;
  const sums = new QueryBuilder()
    .select({
      orgId: b.orgId,
      productId: b.productId,
      warehouses: sql<number>`count(distinct ${b.warehouseId})::int`.as("ct_warehouses"),
      inTransit: normal(b.inTransit).as("ct_in_transit"),
      pendingPutaway: normal(b.pendingPutaway).as("ct_pending_putaway"),
      onHand: normal(b.onHand).as("ct_on_hand"),
      reserved: normal(b.reserved).as("ct_reserved"),
      frozen: normal(b.frozen).as("ct_frozen"),
      available: sql<number>`coalesce(sum(${b.onHand} - ${b.reserved} - ${b.frozen}) filter (where ${b.inventoryType} = 0), 0)::int`.as(
        "available",
      ),
      unsellable: sql<number>`coalesce(sum(${b.onHand}) filter (where ${b.inventoryType} = 1), 0)::int`.as("ct_unsellable"),
    })
    .from(b)
    .where(stockScope(actor, b.orgId, b.warehouseId))
    .groupBy(b.orgId, b.productId)
    .as("central");
  const f = (c: SQL.Aliased | AnyPgColumn) => sql`${c}`;
  const figures = ["warehouses", "inTransit", "pendingPutaway", "onHand", "reserved", "frozen", "available", "unsellable"] as const;
  return {
    select: {
      id: sums.productId,
      orgCode: organizations.code,
      productId: sums.productId,
      sku: products.sku,
      productName: productName(actor),
      ...Object.fromEntries(figures.map((k) => [k, sums[k]])),
    },
    from: (q) =>
      q
        .from(sums)
        .innerJoin(organizations, eq(organizations.id, sums.orgId))
        .innerJoin(products, eq(products.id, sums.productId))
        .$dynamic(),
    fields: {
      orgCode: { column: organizations.code, type: "string" },
      productId: { column: sums.productId, type: "int" },
      sku: { column: products.sku, type: "string" },
      ...Object.fromEntries(figures.map((k) => [k, { column: f(sums[k]), type: "int" as const }])),
    },
    summary: Object.fromEntries(figures.filter((k) => k !== "warehouses").map((k) => [k, f(sums[k])])),
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: sums.productId as AnyPgColumn,
  };
}
