import { and, eq, sql } from "drizzle-orm";
import { returnCodes } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { isoTime } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockBatches, stockMovements, stockScope } from "../inventory/index.js";
import { storeAccounts, warehouses } from "../masterdata/index.js";
import { b2cOrders } from "../orders/index.js";
import { returnPlans } from "./schema.js";

/**
 * The received returned units, one row per return receipt movement (a SKU in one condition, one posting):
 * the ledger's operation-20 on-hand rows joined to their return. The same rows are the return handling
 * lines billing will rate (salesreturns/bill): units, weight, and the event the posting emitted.
 */
const rowSelect = (actor: Actor) => ({
  id: stockMovements.id,
  returnNo: returnPlans.returnNo,
  planId: returnPlans.id,
  unplanned: returnPlans.unplanned,
  orderNo: b2cOrders.orderNo,
  storeTitle: storeAccounts.title,
  orgCode: organizations.code,
  warehouseCode: warehouses.code,
  sku: products.sku,
  productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
  condition: sql<number>`${stockMovements.inventoryType}::int`,
  quantity: stockMovements.quantity,
  weight: sql<string>`round(${stockMovements.quantity} * ${products.weight}, 3)::text`,
  weightUnit: products.weightUnit,
  reason: returnPlans.reason,
  batchNo: stockBatches.batchNo,
  event: sql<string>`'inventory.stockPosted (returnReceipt) · returns.returnPlan.' || case when ${returnPlans.unplanned} then 'post' else 'receive' end`,
  receivedAt: isoTime(stockMovements.createdAt),
});

const fromMovements = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(stockMovements)
    .innerJoin(returnPlans, and(eq(returnPlans.orgId, stockMovements.orgId), eq(returnPlans.returnNo, stockMovements.documentNo)))
    .innerJoin(organizations, eq(organizations.id, stockMovements.orgId))
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
    .leftJoin(b2cOrders, eq(b2cOrders.id, returnPlans.sourceOrderId))
    .leftJoin(storeAccounts, eq(storeAccounts.id, b2cOrders.storeAccountId))
    .$dynamic();

export function returnUnitList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect(actor),
    from: fromMovements,
    where: and(
      stockScope(actor, stockMovements.orgId, stockMovements.warehouseId),
      eq(stockMovements.operationType, returnCodes.operationType),
      eq(stockMovements.bucket, "onHand"),
    )!,
    tieBreaker: stockMovements.id,
    columns: { condition: stockMovements.inventoryType },
  };
}
