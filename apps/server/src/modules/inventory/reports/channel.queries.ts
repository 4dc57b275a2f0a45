import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products, skuMaps, warehouseSkus } from "../../catalog/index.js";
import { storeAccounts, warehouses } from "../../masterdata/index.js";
import { stockBalances } from "../schema.js";
import { productName, stockScope } from "../stock.queries.js";

/**
 * The catalogue's codes read with stock (a read view, no table of its own): inventory/channelStock, each store
 * listing of the SKU map with the sellable stock of its product (at the warehouse of its pinned warehouse SKU,
 * or everywhere in the caller's scope) and what that makes in listing units (a listing may sell a pack of n);
 * inventory/codeMap, each warehouse SKU code with its product's stock at that warehouse.
 * A seller sees its own listings and codes, stocked or not; operator staff those with stock in their warehouses.
 */

const b = stockBalances;
const sellable = (where: SQL) =>
  new QueryBuilder()
    .select({
      onHand: sql<number>`coalesce(sum(${b.onHand}), 0)::int`.as("st_on_hand"),
      available: sql<number>`coalesce(sum(${b.onHand} - ${b.reserved} - ${b.frozen}), 0)::int`.as("st_available"),
      inTransit: sql<number>`coalesce(sum(${b.inTransit}), 0)::int`.as("st_in_transit"),
      balances: sql<number>`count(*)::int`.as("st_balances"),
    })
    .from(b)
    .where(where);

const f = (c: SQL.Aliased | AnyPgColumn) => sql`${c}`;

export function channelStockListSpec(actor: Actor): ListSpec {
  const pinned = sql`(select ${warehouseSkus.warehouseId} from ${warehouseSkus} where ${warehouseSkus.id} = ${skuMaps.warehouseSkuId})`;
  const stock = sellable(
    and(
      eq(b.orgId, skuMaps.orgId),
      eq(b.productId, skuMaps.productId),
      eq(b.inventoryType, 0),
      stockScope(actor, b.orgId, b.warehouseId),
      or(isNull(skuMaps.warehouseSkuId), eq(b.warehouseId, pinned)),
    )!,
  ).as("stock");
  const listingUnits = sql<number>`(${stock.available} / greatest(${skuMaps.quantity}, 1))`;
  return {
    select: {
      id: skuMaps.id,
      orgCode: organizations.code,
      storeAccount: storeAccounts.title,
      channel: storeAccounts.channel,
      listingSku: skuMaps.listingSku,
      asin: skuMaps.asin,
      fulfilmentChannel: skuMaps.fulfilmentChannel,
      productId: skuMaps.productId,
      sku: products.sku,
      productName: productName(actor),
      packQuantity: skuMaps.quantity,
      warehouseCode: sql<string | null>`(select ${warehouses.code} from ${warehouses} where ${warehouses.id} = ${pinned})`,
      onHand: stock.onHand,
      available: stock.available,
      inTransit: stock.inTransit,
      listingAvailable: listingUnits,
    },
    from: (q) =>
      q
        .from(skuMaps)
        .innerJoin(organizations, eq(organizations.id, skuMaps.orgId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, skuMaps.storeAccountId))
        .innerJoin(products, eq(products.id, skuMaps.productId))
        .innerJoinLateral(stock, sql`true`)
        .$dynamic(),
    where: and(orgScope(actor, skuMaps.orgId), eq(skuMaps.active, true), actor.orgKind === "seller" ? undefined : gt(stock.balances, 0)),
    fields: {
      orgCode: { column: organizations.code, type: "string" },
      storeAccount: { column: storeAccounts.title, type: "string" },
      channel: { column: storeAccounts.channel, type: "string" },
      listingSku: { column: skuMaps.listingSku, type: "string" },
      fulfilmentChannel: { column: skuMaps.fulfilmentChannel, type: "string" },
      productId: { column: skuMaps.productId, type: "int" },
      sku: { column: products.sku, type: "string" },
      available: { column: f(stock.available), type: "int" },
      listingAvailable: { column: listingUnits, type: "int" },
    },
    summary: { onHand: f(stock.onHand), available: f(stock.available), inTransit: f(stock.inTransit), listingAvailable: listingUnits },
    defaultSort: { field: "listingSku", dir: "asc" },
    tieBreaker: skuMaps.id,
  };
}

export function codeMapListSpec(actor: Actor): ListSpec {
  const w = warehouseSkus;
  const stock = sellable(
    and(eq(b.orgId, w.orgId), eq(b.productId, w.productId), eq(b.warehouseId, w.warehouseId), eq(b.inventoryType, 0))!,
  ).as("stock");
  return {
    select: {
      id: w.id,
      orgCode: organizations.code,
      warehouseId: w.warehouseId,
      warehouseCode: warehouses.code,
      code: w.code,
      productId: w.productId,
      sku: products.sku,
      productName: productName(actor),
      active: w.active,
      onHand: stock.onHand,
      available: stock.available,
      inTransit: stock.inTransit,
    },
    from: (q) =>
      q
        .from(w)
        .innerJoin(organizations, eq(organizations.id, w.orgId))
        .innerJoin(warehouses, eq(warehouses.id, w.warehouseId))
        .innerJoin(products, eq(products.id, w.productId))
        .innerJoinLateral(stock, sql`true`)
        .$dynamic(),
    where: stockScope(actor, w.orgId, w.warehouseId),
    fields: {
      orgCode: { column: organizations.code, type: "string" },
      warehouseId: { column: w.warehouseId, type: "int" },
      warehouseCode: { column: warehouses.code, type: "string" },
      code: { column: w.code, type: "string" },
      productId: { column: w.productId, type: "int" },
      sku: { column: products.sku, type: "string" },
      active: { column: w.active, type: "bool" },
      available: { column: f(stock.available), type: "int" },
    },
    summary: { onHand: f(stock.onHand), available: f(stock.available), inTransit: f(stock.inTransit) },
    defaultSort: { field: "code", dir: "asc" },
    tieBreaker: w.id,
  };
}
