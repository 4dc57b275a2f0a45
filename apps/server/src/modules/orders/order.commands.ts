import { and, eq } from "drizzle-orm";
import { Dec, orderCodes, type OrderParcel, type OrderRow, type OrderTransition, parcelVolume, type LengthUnit } from "@entrepot/contracts";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { Tx } from "../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../platform/documents/transition.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { conflict, notFound } from "../../platform/http/errors.js";
import { consumeReservation, releaseStock, reserveStock, type ReservationDoc } from "../inventory/index.js";
import { carrierServices, systemCarriers, warehouses } from "../masterdata/index.js";
import { OrderAudit } from "./audit.js";
import { carrierAdapterFor } from "./carriers/carrier.js";
import { orderMachine } from "./domain/order.machine.js";
import { linesOf, orderRow, orderScope } from "./order.queries.js";
import { stateName } from "./order.service.js";
import { b2cOrders } from "./schema.js";
import { now } from "../../platform/clock.js";

type Order = typeof b2cOrders.$inferSelect;
type State = Parameters<typeof orderMachine.can>[0];

/**
 * The order's transitions, each one command through the platform's runner (scope 404, state 409, version,
 * guards 422, audit row with the spec action code, event `orders.b2cOrder.<transition>`). The stock work runs
 * in the same transaction through the ledger: submit reserves (source 10 sales order), cancel releases what
 * was reserved (order type 12), ship consumes the reservation (sales out 100, order type 1, business type 3;
 * the ledger takes the batches first in, first out). A shortfall is the ledger's 409 STOCK_INSUFFICIENT
 * naming SKU, warehouse and shortfall; nothing changes. Buying the label is a command of its own (the order
 * stays packed): the carrier's answer and the label file are kept on the order.
 */
const orderDocument: DocumentTable<Order, State, OrderTransition> = { machine: orderMachine, table: b2cOrders, statusKey: "status" };

const reservation = (o: Order, orderType: number = orderCodes.orderType): ReservationDoc => ({
  orgId: o.orgId,
  reserveSource: orderCodes.reserveSource,
  orderType,
  businessType: orderCodes.businessType,
  documentNo: o.orderNo,
});

type Body = { id: number; version: number };
type Applied = { set?: Record<string, unknown>; event?: Record<string, unknown> } | void;

async function run(
  ctx: CommandContext,
  transition: OrderTransition,
  body: Body,
  apply?: (tx: Tx, order: Order, from: State) => Promise<Applied>,
): Promise<OrderRow> {
  const done = await runTransition(ctx, orderDocument, transition, body.id, {
    version: body.version,
    input: body,
    apply: apply ? async ({ tx, row, from }) => (await apply(tx, row, from)) ?? {} : undefined,
  });
  return orderRow(ctx.db, ctx.actor, done.after.id);
}

/** What every order event carries for billing: org, warehouse, spec types, the document and its lines with weight and volume. */
async function billingView(tx: Tx, o: Order) {
  const lines = await linesOf(tx, [o.id]);
  const [wh] = await tx.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.id, o.warehouseId));
  const [svc] = await tx
    .select({ code: carrierServices.code, carrier: systemCarriers.code })
    .from(carrierServices)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId))
    .where(eq(carrierServices.id, o.carrierServiceId));
  const m3 = (l: { length: string; width: string; height: string; lengthUnit: string }) =>
    parcelVolume({ length: l.length, width: l.width, height: l.height, unit: l.lengthUnit as LengthUnit }, "metric").div(1_000_000);
  return {
    orgId: o.orgId,
    warehouseId: o.warehouseId,
    warehouseCode: wh?.code ?? null,
    documentNo: o.orderNo,
    referenceNo: o.referenceNo,
    orderType: orderCodes.orderType,
    businessType: orderCodes.businessType,
    carrierCode: svc?.carrier ?? null,
    serviceCode: svc?.code ?? null,
    units: lines.reduce((n, l) => n + l.quantity, 0),
    parcel:
      o.weight && o.length && o.width && o.height
        ? {
            weight: { value: o.weight, unit: o.weightUnit },
            dimensions: { length: o.length, width: o.width, height: o.height, unit: o.lengthUnit },
            volume: { value: m3({ ...o, lengthUnit: o.lengthUnit! } as never).toFixed(6), unit: "m3" },
          }
        : null,
    lines: lines.map((l) => ({
      line: l.line,
      productId: l.productId,
      sku: l.sku,
      quantity: l.quantity,
      declaredValue: { amount: l.declaredValue, currency: l.currency },
      weight: { value: new Dec(l.unitWeight).mul(l.quantity).toFixed(3), unit: l.weightUnit },
      volume: { value: m3(l).mul(l.quantity).toFixed(6), unit: "m3" },
    })),
  };
}

export const submitOrder = (ctx: CommandContext, body: Body) =>
  run(ctx, "submit", body, async (tx, o) => {
    const lines = await linesOf(tx, [o.id]);
    await reserveStock(
      tx,
      ctx,
      reservation(o),
      lines.map((l) => ({
        orgId: o.orgId,
        warehouseId: o.warehouseId,
        productId: l.productId,
        inventoryType: 0,
        line: l.line,
        quantity: l.quantity,
      })),
    );
    return { set: { submittedAt: now() }, event: await billingView(tx, o) };
  });

export const pickOrder = (ctx: CommandContext, body: Body) =>
  run(ctx, "pick", body, async (tx, o) => ({ event: await billingView(tx, o) }));

export const packOrder = (ctx: CommandContext, body: Body & OrderParcel) =>
  run(ctx, "pack", body, async (tx, o) => {
    const parcel = {
      weight: body.weight,
      weightUnit: body.weightUnit,
      length: body.length,
      width: body.width,
      height: body.height,
      lengthUnit: body.lengthUnit,
    };
    return { set: parcel, event: await billingView(tx, { ...o, ...parcel }) };
  });

export const shipOrder = (ctx: CommandContext, body: Body) =>
  run(ctx, "ship", body, async (tx, o) => {
    const lines = await linesOf(tx, [o.id]);
    await consumeReservation(
      tx,
      ctx,
      { ...reservation(o), operationType: orderCodes.operationType },
      lines.map((l) => ({ line: l.line, productId: l.productId })),
    );
    return { set: { shippedAt: now() }, event: { ...(await billingView(tx, o)), trackingNo: o.trackingNo } };
  });

export const cancelOrder = (ctx: CommandContext, body: Body) =>
  run(ctx, "cancel", body, async (tx, o, from) => {
    const event = { ...(await billingView(tx, o)), orderType: orderCodes.cancelOrderType };
    if (from === "draft") return { event };
    const lines = await linesOf(tx, [o.id]);
    // the release is the cancellation's document: B2C outbound cancellation, order type 12
    await releaseStock(
      tx,
      ctx,
      reservation(o, orderCodes.cancelOrderType),
      lines.map((l) => ({ line: l.line, productId: l.productId })),
    );
    return { event };
  });

/**
 * Buys the packed order's label from the carrier of its service: the tracking number and the label PDF
 * (kept in the file store) go on the order, one audit row; the order stays packed until it ships. The
 * file is written before the row; when the command fails the file is removed again.
 */
export async function buyLabel(ctx: CommandContext, files: FileStore, body: Body): Promise<OrderRow> {
  let fileKey: string | undefined;
  try {
    await runCommand(ctx, async (tx) => {
      const [o] = await tx
        .select()
        .from(b2cOrders)
        .where(and(eq(b2cOrders.id, body.id), orderScope(ctx.actor)))
        .for("update");
      if (!o) throw notFound("orders.b2cOrder");
      if (o.status !== "packed")
        throw conflict("orders.labelNotPacked", { orderNo: o.orderNo, state: stateName(o.status, ctx.actor.locale) });
      if (o.version !== body.version) throw conflict();
      if (o.trackingNo) throw conflict("orders.labelBought", { orderNo: o.orderNo, trackingNo: o.trackingNo });
      const [from] = await tx.select().from(warehouses).where(eq(warehouses.id, o.warehouseId));
      const [svc] = await tx
        .select({ code: carrierServices.code, name: carrierServices.name, carrier: systemCarriers.code })
        .from(carrierServices)
        .innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId))
        .where(eq(carrierServices.id, o.carrierServiceId));
      const label = await carrierAdapterFor(svc!.carrier).buyLabel({
        orderNo: o.orderNo,
        referenceNo: o.referenceNo,
        carrierCode: svc!.carrier,
        serviceCode: svc!.code,
        serviceName: svc!.name,
        from: {
          name: from!.name,
          address: [from!.address1, from!.address2].filter(Boolean).join(", "),
          city: from!.city ?? "",
          state: from!.state,
          postcode: from!.postcode ?? "",
          country: from!.countryCode,
        },
        to: {
          name: o.recipientName,
          company: o.recipientCompany,
          phone: o.recipientPhone,
          address1: o.address1,
          address2: o.address2,
          city: o.city,
          state: o.state,
          postcode: o.postcode,
          country: o.country,
        },
        parcel: {
          weight: o.weight!,
          weightUnit: o.weightUnit as OrderParcel["weightUnit"],
          length: o.length!,
          width: o.width!,
          height: o.height!,
          lengthUnit: o.lengthUnit as OrderParcel["lengthUnit"],
        },
      });
      fileKey = await files.put(label.pdf, { orgId: o.orgId, ext: "pdf" });
      const [after] = await tx
        .update(b2cOrders)
        .set({ trackingNo: label.trackingNo, labelFileKey: fileKey, version: o.version + 1, updatedAt: now() })
        .where(eq(b2cOrders.id, o.id))
        .returning();
      return {
        result: after!,
        audit: OrderAudit.entry("buyLabelB2cOrder", AuditAction.update, {
          entityId: o.id,
          orgId: o.orgId,
          before: { trackingNo: null, version: o.version },
          after: { trackingNo: label.trackingNo, version: after!.version },
        }),
      };
    });
  } catch (e) {
    if (fileKey) await files.delete(fileKey);
    throw e;
  }
  return orderRow(ctx.db, ctx.actor, body.id);
}
