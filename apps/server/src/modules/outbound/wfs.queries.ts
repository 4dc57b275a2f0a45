import { and, eq, ne, sql } from "drizzle-orm";
import { outboundStatusLabels, type WfsArrivalRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { isoTimeOrNull } from "../../platform/db/columns.js";
import { type ExportColumn, labelOf } from "../../platform/http/export.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { bilingual as h, intColumn, keyColumns, productName } from "../inventory/index.js";
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

export function wfsArrivalListSpec(actor: Actor): ListSpec {
  return {
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
    fields: {
      orgId: { column: p.orgId, type: "int" },
      orgCode: { column: organizations.code, type: "string" },
      planNo: { column: p.planNo, type: "string" },
      status: { column: p.status, type: "string" },
      warehouseId: { column: p.warehouseId, type: "int" },
      destinationCode: { column: p.destinationCode, type: "string" },
      referenceId: { column: p.referenceId, type: "string" },
      productId: { column: l.productId, type: "int" },
      sku: { column: products.sku, type: "string" },
      quantity: { column: l.quantity, type: "int" },
      shippedQty: { column: l.shippedQty, type: "int" },
      toShip: { column: toShip, type: "int" },
      shipBy: { column: p.shipBy, type: "date" },
      shippedAt: { column: p.shippedAt, type: "timestamp" },
      trackingNo: { column: p.trackingNo, type: "string" },
    },
    summary: { quantity: sql`${l.quantity}`, shippedQty: sql`${l.shippedQty}`, toShip },
    defaultSort: { field: "shipBy", dir: "asc" },
    tieBreaker: l.id,
  };
}

export const wfsArrivalColumns: ExportColumn<WfsArrivalRow>[] = [
  keyColumns.org,
  { key: "planNo", header: h("出库计划", "Outbound plan"), width: 22 },
  { key: "status", header: h("状态", "Status"), width: 10, format: labelOf(outboundStatusLabels) },
  keyColumns.warehouse,
  { key: "destinationCode", header: h("WFS 仓", "WFS centre"), width: 12 },
  { key: "referenceId", header: h("WFS 入库单号", "WFS inbound order"), width: 20 },
  keyColumns.sku,
  keyColumns.product,
  intColumn("quantity", "计划数量", "Planned"),
  intColumn("shippedQty", "已发数量", "Shipped"),
  intColumn("toShip", "待发数量", "To ship"),
  { key: "shipBy", header: h("最晚发货", "Ship by"), width: 12, kind: "date" },
  { key: "shippedAt", header: h("发货时间", "Shipped at"), width: 20, kind: "timestamp" },
  { key: "carrier", header: h("承运商", "Carrier"), width: 14 },
  { key: "trackingNo", header: h("跟踪号", "Tracking no."), width: 22 },
];
