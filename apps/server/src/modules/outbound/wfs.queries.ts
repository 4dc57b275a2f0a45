import { and, eq, ne, sql } from "drizzle-orm";
import { type WfsArrivalRow, wfsArrivalResource } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { isoTimeOrNull } from "../../platform/db/columns.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { resourceExportColumns, resourceListSpec } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { productName } from "../inventory/index.js";
import { warehouses } from "../masterdata/index.js";
import { planScope } from "./plan.queries.js";
import { outboundPlanLines, outboundPlans } from "./schema.js";

/**
 * inventory/inventoryReport/wfs: the arrival plan at Walmart's fulfilment centres. One row per line of an outbound plan
 * bound for WFS that has been submitted (drafts are not plans yet, cancelled ones will not arrive): ordered, shipped,
 * still to ship, with the ship-by date, the shipment's carrier and tracking. Scoped like the outbound plans.
 */
const p = outboundPlans;
const l = outboundPlanLines;
const toShip = sql<number>`greatest(${l.quantity} - ${l.shippedQty}, 0)::int`;

/** The list's query; its whitelist (and the export's columns) come from the definition's fields. */
export function wfsArrivalListSpec(actor: Actor): ListSpec {
  return resourceListSpec(wfsArrivalResource, {
    select: {
      id: l.id,
      orgCode: organizations.code,
      planId: p.id,
      planNo: p.planNo,
      status: p.status,
      warehouseId: p.warehouseId,
      warehouseCode: warehouses.code,
      destinationCode: p.destinationCode,
      referenceId: p.referenceId,
      productId: l.productId,
      sku: products.sku,
      productName: productName(actor),
      quantity: l.quantity,
      shippedQty: l.shippedQty,
      toShip,
      shipBy: p.shipBy,
      shippedAt: isoTimeOrNull(p.shippedAt),
      carrier: p.carrier,
      trackingNo: p.trackingNo,
    },
    from: (q) =>
      q
        .from(l)
        .innerJoin(p, eq(p.id, l.planId))
        .innerJoin(organizations, eq(organizations.id, p.orgId))
        .innerJoin(warehouses, eq(warehouses.id, p.warehouseId))
        .innerJoin(products, eq(products.id, l.productId))
        .$dynamic(),
    where: and(planScope(actor), eq(p.destinationType, "WFS"), ne(p.status, "draft"), ne(p.status, "cancelled"))!,
    // API filters no column shows: by id
    columns: {
      orgId: { column: p.orgId, type: "int", sort: false },
      warehouseId: { column: p.warehouseId, type: "int", sort: false },
      productId: { column: l.productId, type: "int", sort: false },
    },
    summary: { quantity: sql`${l.quantity}`, shippedQty: sql`${l.shippedQty}`, toShip },
    tieBreaker: l.id,
  });
}

export const wfsArrivalColumns = resourceExportColumns<WfsArrivalRow>(wfsArrivalResource);
