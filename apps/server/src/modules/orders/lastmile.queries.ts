import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../platform/access/actor.js";
import { isoTimeOrNull } from "../../platform/db/columns.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockScope } from "../inventory/index.js";
import { carrierServices, warehouses } from "../masterdata/index.js";
import { b2cOrderLines, b2cOrders } from "./schema.js";

/**
 * inventory/skuLastMileFeeReport: the shipped B2C order lines per SKU that billing will rate for the last mile:
 * order, carrier service, the parcel as packed (weight and dimensions with their units), ship date. The fee itself
 * waits for billing (a later issue): the row says so instead of showing a number. Served by the orders module, which
 * owns the orders (the inventory module may not read them: it is the one the orders post through).
 */
export function lastMileListSpec(actor: Actor): ListSpec {
  const o = b2cOrders;
  const l = b2cOrderLines;
  return {
    select: {
      id: l.id,
      orgCode: organizations.code,
      warehouseId: o.warehouseId,
      warehouseCode: warehouses.code,
      orderNo: o.orderNo,
      referenceNo: o.referenceNo,
      carrierServiceCode: carrierServices.code,
      carrierServiceName: carrierServices.name,
      trackingNo: o.trackingNo,
      line: l.line,
      productId: l.productId,
      sku: products.sku,
      quantity: l.quantity,
      weight: sql<string | null>`${o.weight}::text`,
      weightUnit: o.weightUnit,
      length: sql<string | null>`${o.length}::text`,
      width: sql<string | null>`${o.width}::text`,
      height: sql<string | null>`${o.height}::text`,
      lengthUnit: o.lengthUnit,
      country: o.country,
      shippedAt: isoTimeOrNull(o.shippedAt),
      feeStatus: sql<"waiting">`'waiting'`,
    },
    from: (q) =>
      q
        .from(l)
        .innerJoin(o, eq(o.id, l.orderId))
        .innerJoin(organizations, eq(organizations.id, o.orgId))
        .innerJoin(warehouses, eq(warehouses.id, o.warehouseId))
        .innerJoin(carrierServices, eq(carrierServices.id, o.carrierServiceId))
        .innerJoin(products, eq(products.id, l.productId))
        .$dynamic(),
    where: and(stockScope(actor, o.orgId, o.warehouseId), inArray(o.status, ["shipped"])),
    fields: {
      orgCode: { column: organizations.code, type: "string" },
      warehouseId: { column: o.warehouseId, type: "int" },
      warehouseCode: { column: warehouses.code, type: "string" },
      orderNo: { column: o.orderNo, type: "string" },
      carrierServiceCode: { column: carrierServices.code, type: "string" },
      trackingNo: { column: o.trackingNo, type: "string" },
      productId: { column: l.productId, type: "int" },
      sku: { column: products.sku, type: "string" },
      quantity: { column: l.quantity, type: "int" },
      country: { column: o.country, type: "string" },
      shippedAt: { column: o.shippedAt, type: "timestamp" },
    },
    summary: { quantity: l.quantity },
    defaultSort: { field: "shippedAt", dir: "desc" },
    tieBreaker: l.id,
  };
}
