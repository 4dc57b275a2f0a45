import { and, eq, sql, type SQL } from "drizzle-orm";
import { CM_PER_INCH } from "@entrepot/contracts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../platform/access/scope.js";
import { isoTime } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { stockBalances, stockBatches, stockMovements, stockReservations, stockSnapshots } from "./schema.js";

/**
 * The ledger's lists: balances (the inventory detail report), movements, batches, reservations.
 * A seller sees its own org's stock; operator staff the orgs and the warehouses their access groups allow.
 */
export function stockScope(actor: Actor, orgColumn: AnyPgColumn, warehouseColumn: AnyPgColumn): SQL {
  return actor.orgKind === "operator"
    ? and(orgScope(actor, orgColumn), warehouseScope(actor, warehouseColumn))!
    : orgScope(actor, orgColumn);
}

/** The joins every stock list shares: owner org, warehouse, product. */
function joined<T extends { orgId: AnyPgColumn; warehouseId: AnyPgColumn; productId: AnyPgColumn }>(
  table: Parameters<ReturnType<DbOrTx["select"]>["from"]>[0],
  t: T,
) {
  return (q: ReturnType<DbOrTx["select"]>) =>
    q
      .from(table)
      .innerJoin(organizations, eq(organizations.id, t.orgId))
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .innerJoin(products, eq(products.id, t.productId))
      .$dynamic();
}

export const keyFields = (t: { orgId: AnyPgColumn; warehouseId: AnyPgColumn; productId: AnyPgColumn; inventoryType: AnyPgColumn }) =>
  ({
    orgId: { column: t.orgId, type: "int" },
    orgCode: { column: organizations.code, type: "string" },
    warehouseId: { column: t.warehouseId, type: "int" },
    warehouseCode: { column: warehouses.code, type: "string" },
    productId: { column: t.productId, type: "int" },
    sku: { column: products.sku, type: "string" },
    inventoryType: { column: t.inventoryType, type: "int" },
  }) satisfies ListSpec["fields"];

/** Cubic metres of `units` of a product (its box, cm or inches), 6 decimals: what snapshots and the age report show. */
export const volumeM3 = (units: SQL | AnyPgColumn): SQL<string> =>
  sql<string>`round(${units} * ${products.length} * ${products.width} * ${products.height} * (case when ${products.lengthUnit} = 'inch' then ${CM_PER_INCH.pow(3).toString()}::numeric else 1 end) / 1000000, 6)`;

/** The product's name in the reader's language. */
export const productName = (actor: Actor) => (actor.locale === "zh-CN" ? products.nameZh : products.nameEn);

const available = sql<number>`(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})`;
export const oldestAge = sql<
  number | null
>`(select cast(floor(extract(epoch from (now() - min(sb.received_at))) / 86400) as integer) from stock_batches sb where sb.balance_id = ${stockBalances.id} and sb.remaining_qty > 0)`;

export function balanceListSpec(actor: Actor): ListSpec {
  return {
    select: {
      id: stockBalances.id,
      orgId: stockBalances.orgId,
      orgCode: organizations.code,
      warehouseId: stockBalances.warehouseId,
      warehouseCode: warehouses.code,
      productId: stockBalances.productId,
      sku: products.sku,
      productName: productName(actor),
      inventoryType: stockBalances.inventoryType,
      inTransit: stockBalances.inTransit,
      pendingPutaway: stockBalances.pendingPutaway,
      onHand: stockBalances.onHand,
      reserved: stockBalances.reserved,
      frozen: stockBalances.frozen,
      available,
      oldestAgeDays: oldestAge,
      updatedAt: isoTime(stockBalances.updatedAt),
    },
    from: joined(stockBalances, stockBalances),
    where: stockScope(actor, stockBalances.orgId, stockBalances.warehouseId),
    fields: {
      ...keyFields(stockBalances),
      name: { column: sql`(${products.nameZh} || ' ' || ${products.nameEn})`, type: "string" },
      inTransit: { column: stockBalances.inTransit, type: "int" },
      pendingPutaway: { column: stockBalances.pendingPutaway, type: "int" },
      onHand: { column: stockBalances.onHand, type: "int" },
      reserved: { column: stockBalances.reserved, type: "int" },
      frozen: { column: stockBalances.frozen, type: "int" },
      available: { column: available, type: "int" },
      updatedAt: { column: stockBalances.updatedAt, type: "timestamp" },
    },
    summary: {
      inTransit: stockBalances.inTransit,
      pendingPutaway: stockBalances.pendingPutaway,
      onHand: stockBalances.onHand,
      reserved: stockBalances.reserved,
      frozen: stockBalances.frozen,
      available,
    },
    defaultSort: { field: "sku", dir: "asc" },
    tieBreaker: stockBalances.id,
    // the oldest lot is a subquery per row
    pageByKey: true,
  };
}

export function movementListSpec(actor: Actor): ListSpec {
  return {
    select: {
      id: stockMovements.id,
      orgCode: organizations.code,
      warehouseCode: warehouses.code,
      productId: stockMovements.productId,
      sku: products.sku,
      inventoryType: stockMovements.inventoryType,
      operationType: stockMovements.operationType,
      bucket: sql<string>`${stockMovements.bucket}`,
      quantity: stockMovements.quantity,
      balanceAfter: stockMovements.balanceAfter,
      batchNo: stockBatches.batchNo,
      orderType: stockMovements.orderType,
      businessType: stockMovements.businessType,
      documentNo: stockMovements.documentNo,
      documentLine: stockMovements.documentLine,
      reserveSource: stockMovements.reserveSource,
      transportSource: stockMovements.transportSource,
      reason: stockMovements.reason,
      username: users.username,
      createdAt: isoTime(stockMovements.createdAt),
    },
    from: (q) =>
      joined(
        stockMovements,
        stockMovements,
      )(q)
        .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
        .leftJoin(users, eq(users.id, stockMovements.userId)),
    where: stockScope(actor, stockMovements.orgId, stockMovements.warehouseId),
    fields: {
      ...keyFields(stockMovements),
      id: { column: stockMovements.id, type: "int" },
      operationType: { column: stockMovements.operationType, type: "int" },
      bucket: { column: stockMovements.bucket, type: "string" },
      quantity: { column: stockMovements.quantity, type: "int" },
      batchNo: { column: stockBatches.batchNo, type: "string" },
      orderType: { column: stockMovements.orderType, type: "int" },
      businessType: { column: stockMovements.businessType, type: "int" },
      documentNo: { column: stockMovements.documentNo, type: "string" },
      createdAt: { column: stockMovements.createdAt, type: "timestamp" },
    },
    summary: { quantity: stockMovements.quantity },
    defaultSort: { field: "id", dir: "desc" },
    tieBreaker: stockMovements.id,
  };
}

const batchAge = sql<number>`cast(floor(extract(epoch from (now() - ${stockBatches.receivedAt})) / 86400) as integer)`;

export function batchListSpec(actor: Actor): ListSpec {
  return {
    select: {
      id: stockBatches.id,
      batchNo: sql<string>`${stockBatches.batchNo}`,
      orgCode: organizations.code,
      warehouseCode: warehouses.code,
      productId: stockBatches.productId,
      sku: products.sku,
      inventoryType: stockBatches.inventoryType,
      batchType: stockBatches.batchType,
      receivedAt: isoTime(stockBatches.receivedAt),
      receivedQty: stockBatches.receivedQty,
      remainingQty: stockBatches.remainingQty,
      ageDays: batchAge,
      documentNo: stockBatches.documentNo,
    },
    from: joined(stockBatches, stockBatches),
    where: stockScope(actor, stockBatches.orgId, stockBatches.warehouseId),
    fields: {
      ...keyFields(stockBatches),
      batchNo: { column: stockBatches.batchNo, type: "string" },
      batchType: { column: stockBatches.batchType, type: "int" },
      receivedAt: { column: stockBatches.receivedAt, type: "timestamp" },
      receivedQty: { column: stockBatches.receivedQty, type: "int" },
      remainingQty: { column: stockBatches.remainingQty, type: "int" },
      ageDays: { column: batchAge, type: "int" },
      documentNo: { column: stockBatches.documentNo, type: "string" },
    },
    summary: { receivedQty: stockBatches.receivedQty, remainingQty: stockBatches.remainingQty },
    defaultSort: { field: "receivedAt", dir: "asc" },
    tieBreaker: stockBatches.id,
  };
}

export function reservationListSpec(actor: Actor): ListSpec {
  return {
    select: {
      id: stockReservations.id,
      orgCode: organizations.code,
      warehouseCode: warehouses.code,
      productId: stockReservations.productId,
      sku: products.sku,
      inventoryType: stockReservations.inventoryType,
      reserveSource: stockReservations.reserveSource,
      orderType: stockReservations.orderType,
      documentNo: stockReservations.documentNo,
      documentLine: stockReservations.documentLine,
      quantity: stockReservations.quantity,
      status: sql<string>`${stockReservations.status}`,
      createdAt: isoTime(stockReservations.createdAt),
      updatedAt: isoTime(stockReservations.updatedAt),
    },
    from: joined(stockReservations, stockReservations),
    where: stockScope(actor, stockReservations.orgId, stockReservations.warehouseId),
    fields: {
      ...keyFields(stockReservations),
      reserveSource: { column: stockReservations.reserveSource, type: "int" },
      orderType: { column: stockReservations.orderType, type: "int" },
      documentNo: { column: stockReservations.documentNo, type: "string" },
      quantity: { column: stockReservations.quantity, type: "int" },
      status: { column: stockReservations.status, type: "string" },
      createdAt: { column: stockReservations.createdAt, type: "timestamp" },
    },
    summary: { quantity: stockReservations.quantity },
    defaultSort: { field: "createdAt", dir: "desc" },
    tieBreaker: stockReservations.id,
  };
}

export function snapshotListSpec(actor: Actor): ListSpec {
  const n = stockSnapshots;
  return {
    select: {
      id: n.id,
      snapshotDate: sql<string>`to_char(${n.snapshotDate}, 'YYYY-MM-DD')`,
      orgCode: organizations.code,
      warehouseCode: warehouses.code,
      productId: n.productId,
      sku: products.sku,
      inventoryType: n.inventoryType,
      snapshotType: sql<string>`${n.snapshotType}`,
      onHand: n.onHand,
      reserved: n.reserved,
      frozen: n.frozen,
      available: n.available,
      inTransit: n.inTransit,
      age0to30: n.age0to30,
      age31to60: n.age31to60,
      age61to90: n.age61to90,
      age91to180: n.age91to180,
      age181to365: n.age181to365,
      ageOver365: n.ageOver365,
      volumeM3: sql<string>`${n.volumeM3}::text`,
    },
    from: joined(n, n),
    where: stockScope(actor, n.orgId, n.warehouseId),
    fields: {
      ...keyFields(n),
      snapshotDate: { column: n.snapshotDate, type: "date" },
      snapshotType: { column: n.snapshotType, type: "string" },
      onHand: { column: n.onHand, type: "int" },
      volumeM3: { column: n.volumeM3, type: "decimal" },
    },
    summary: {
      onHand: n.onHand,
      available: n.available,
      age0to30: n.age0to30,
      age31to60: n.age31to60,
      age61to90: n.age61to90,
      age91to180: n.age91to180,
      age181to365: n.age181to365,
      ageOver365: n.ageOver365,
      volumeM3: n.volumeM3,
    },
    defaultSort: { field: "snapshotDate", dir: "desc" },
    tieBreaker: n.id,
  };
}
