import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../../platform/access/actor.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { stockBatches, stockBatchSnapshots } from "../schema.js";
import { keyFields, stockScope } from "../stock.queries.js";

/** inventory/batch/snapshot: the lots with units left at each day's end, as the daily job took them with the balances. */
export function batchSnapshotListSpec(actor: Actor): ListSpec {
  const n = stockBatchSnapshots;
  return {
    select: {
      id: n.id,
      snapshotDate: sql<string>`to_char(${n.snapshotDate}, 'YYYY-MM-DD')`,
      batchNo: sql<string>`${stockBatches.batchNo}`,
      orgCode: organizations.code,
      warehouseId: n.warehouseId,
      warehouseCode: warehouses.code,
      productId: n.productId,
      sku: products.sku,
      inventoryType: n.inventoryType,
      batchType: n.batchType,
      receivedAt: isoTime(n.receivedAt),
      remainingQty: n.remainingQty,
      ageDays: n.ageDays,
    },
    from: (q) =>
      q
        .from(n)
        .innerJoin(stockBatches, eq(stockBatches.id, n.batchId))
        .innerJoin(organizations, eq(organizations.id, n.orgId))
        .innerJoin(warehouses, eq(warehouses.id, n.warehouseId))
        .innerJoin(products, eq(products.id, n.productId))
        .$dynamic(),
    where: stockScope(actor, n.orgId, n.warehouseId),
    fields: {
      ...keyFields(n),
      snapshotDate: { column: n.snapshotDate, type: "date" },
      batchNo: { column: stockBatches.batchNo, type: "string" },
      batchType: { column: n.batchType, type: "int" },
      receivedAt: { column: n.receivedAt, type: "timestamp" },
      remainingQty: { column: n.remainingQty, type: "int" },
      ageDays: { column: n.ageDays, type: "int" },
    },
    summary: { remainingQty: n.remainingQty },
    defaultSort: { field: "receivedAt", dir: "asc" },
    tieBreaker: n.id,
  };
}
