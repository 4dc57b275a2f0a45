import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { CapacityForecastReply } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { localDate, stockBalances, stockInTransit, stockMovements } from "../inventory/index.js";
import { warehouses } from "../masterdata/index.js";
import { boxM3, forecast, OUTBOUND_WINDOW_DAYS } from "./domain/forecast.js";
import { warehouseCapacities as cap } from "./schema.js";
import { runWarehouse } from "./workconfig.service.js";

/**
 * stockControl/storageCapacityForecast: the figures of each warehouse the caller runs, read from the
 * stock ledger (every seller's stock: the space is the warehouse's), then projected (domain/forecast.ts).
 * Units in the warehouse now are on hand and received goods waiting for putaway (they take room too);
 * inbound is the inbound plans' units still in transit (transport source 20); outbound is sales-out (100)
 * and B2B outbound (40).
 */
const INBOUND_PLAN = 20;
const OUTBOUND_OPERATIONS = [100, 40];

export async function capacityForecast(db: DbOrTx, actor: Actor, warehouseId?: number, now = new Date()): Promise<CapacityForecastReply> {
  const whs = await db
    .select({
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      timeZone: warehouses.timeZone,
      capacityM3: sql<string | null>`${cap.capacityM3}::text`,
    })
    .from(warehouses)
    .leftJoin(cap, eq(cap.warehouseId, warehouses.id))
    .where(and(runWarehouse(actor), warehouseId === undefined ? undefined : eq(warehouses.id, warehouseId)))
    .orderBy(asc(warehouses.code));
  if (warehouseId !== undefined && whs.length === 0) throw notFound("masterdata.warehouse");
  if (whs.length === 0) return { today: now.toISOString().slice(0, 10), warehouses: [] };
  const ids = whs.map((w) => w.warehouseId);
  const b = stockBalances;
  const stock = await db
    .select({ warehouseId: b.warehouseId, productId: b.productId, units: sql<number>`sum(${b.onHand} + ${b.pendingPutaway})::int` })
    .from(b)
    .where(inArray(b.warehouseId, ids))
    .groupBy(b.warehouseId, b.productId);
  const t = stockInTransit;
  const inbound = await db
    .select({
      warehouseId: t.warehouseId,
      productId: t.productId,
      eta: sql<string | null>`to_char(${t.eta}, 'YYYY-MM-DD')`,
      units: sql<number>`sum(${t.quantity} - ${t.receivedQty})::int`,
    })
    .from(t)
    .where(and(inArray(t.warehouseId, ids), eq(t.status, "in_transit"), eq(t.transportSource, INBOUND_PLAN)))
    .groupBy(t.warehouseId, t.productId, t.eta);
  const m = stockMovements;
  const outbound = await db
    .select({ warehouseId: m.warehouseId, productId: m.productId, units: sql<number>`(-sum(${m.quantity}))::int` })
    .from(m)
    .where(
      and(
        inArray(m.warehouseId, ids),
        eq(m.bucket, "onHand"),
        inArray(m.operationType, OUTBOUND_OPERATIONS),
        gte(m.createdAt, new Date(now.getTime() - OUTBOUND_WINDOW_DAYS * 86_400_000)),
      ),
    )
    .groupBy(m.warehouseId, m.productId);
  const productIds = [...new Set([...stock, ...inbound, ...outbound].map((x) => x.productId))];
  const boxes = productIds.length
    ? await db
        .select({
          id: products.id,
          length: products.length,
          width: products.width,
          height: products.height,
          lengthUnit: products.lengthUnit,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const boxOf = new Map(boxes.map((p) => [p.id, boxM3(p)]));
  const of = <T extends { warehouseId: number; units: number }>(list: T[], id: number) =>
    list.filter((x) => x.warehouseId === id && Number(x.units) !== 0).map((x) => ({ ...x, units: Number(x.units) }));
  return {
    today: now.toISOString().slice(0, 10),
    warehouses: whs.map(({ timeZone, ...w }) =>
      forecast({
        warehouse: w,
        today: localDate(now, timeZone),
        stock: of(stock, w.warehouseId),
        inbound: of(inbound, w.warehouseId),
        outbound: of(outbound, w.warehouseId),
        boxes: boxOf,
      }),
    ),
  };
}
