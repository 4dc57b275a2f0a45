import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type OrderRow, type orderSave, orderStatusLabels, type OrderStatus } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { deleteRecord } from "../../platform/crud/delete.js";
import { fieldError } from "../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../platform/crud/version.js";
import type { Tx } from "../../platform/db/database.js";
import { businessRule, conflict, notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { carrierServices, orgWarehouses, storeAccounts, warehouses } from "../masterdata/index.js";
import { OrderAudit } from "./audit.js";
import { orderRow } from "./order.queries.js";
import { b2cOrderLines, b2cOrderSequences, b2cOrders } from "./schema.js";
import { now } from "../../platform/clock.js";

export type OrderInput = z.output<typeof orderSave>;
type OrderTable = typeof b2cOrders.$inferSelect;

/**
 * The seller's drafts: create (a new number, SO + the UTC date + the day's sequence), edit and delete while
 * the order is a draft. Status, number and org never come from the body; the transitions change the status.
 * `writeOrder` is shared by the form, the API and the .xlsx import (one rule set for all three).
 */

/** The next order number of the day: one row per day, incremented under its row lock (no gaps, no twins). */
export async function nextOrderNo(tx: Tx, at = now()): Promise<string> {
  const day = at.toISOString().slice(0, 10).replace(/-/g, "");
  const [r] = await tx
    .insert(b2cOrderSequences)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: b2cOrderSequences.day, set: { last: sql`${b2cOrderSequences.last} + 1` } })
    .returning({ last: b2cOrderSequences.last });
  return `SO${day}-${String(r!.last).padStart(5, "0")}`;
}

export const stateName = (status: string, locale: "zh-CN" | "en-US") => orderStatusLabels[status as OrderStatus]?.[locale] ?? status;

/** The order locked in the caller's scope; an order that is no longer a draft answers 409. */
async function lockDraft(ctx: CommandContext, tx: Tx, id: number): Promise<OrderTable> {
  const [row] = await tx
    .select()
    .from(b2cOrders)
    .where(and(eq(b2cOrders.id, id), orgScope(ctx.actor, b2cOrders.orgId)))
    .for("update");
  if (!row) throw notFound("orders.b2cOrder");
  if (row.status !== "draft") throw conflict("orders.notDraft", { orderNo: row.orderNo, state: stateName(row.status, ctx.actor.locale) });
  return row;
}

/**
 * The body's references, checked against the seller's own data: an assigned warehouse, an active carrier
 * service of the context, its own store, its own SKUs (one line each), a reference no. not used by another
 * live order. Each refusal names its field (the line for a SKU). Answers each line's product id.
 */
export async function checkOrderRefs(tx: Tx, actor: Actor, orgId: number, input: OrderInput, selfId?: number): Promise<number[]> {
  const [wh] = await tx
    .select({ id: warehouses.id })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(and(eq(orgWarehouses.orgId, orgId), eq(orgWarehouses.warehouseId, input.warehouseId), eq(orgWarehouses.active, true)))
    .limit(1);
  if (!wh) throw fieldError("body.warehouseId", "orders.warehouseNotAssigned", { value: input.warehouseId });
  const [svc] = await tx
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .where(
      and(eq(carrierServices.id, input.carrierServiceId), eq(carrierServices.contextId, actor.contextId), eq(carrierServices.active, true)),
    );
  if (!svc) throw fieldError("body.carrierServiceId", "orders.carrierServiceUnknown", { value: input.carrierServiceId });
  if (input.storeAccountId) {
    const [store] = await tx
      .select({ id: storeAccounts.id })
      .from(storeAccounts)
      .where(and(eq(storeAccounts.id, input.storeAccountId), eq(storeAccounts.orgId, orgId)));
    if (!store) throw fieldError("body.storeAccountId", "orders.storeUnknown", { value: input.storeAccountId });
  }
  const [taken] = await tx
    .select({ orderNo: b2cOrders.orderNo })
    .from(b2cOrders)
    .where(
      and(
        eq(b2cOrders.orgId, orgId),
        eq(b2cOrders.referenceNo, input.referenceNo),
        ne(b2cOrders.status, "cancelled"),
        selfId ? ne(b2cOrders.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError("body.referenceNo", "orders.referenceTaken", { referenceNo: input.referenceNo, orderNo: taken.orderNo });
  const skus = input.lines.map((l) => l.sku);
  const found = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.sku, skus)));
  const idOf = new Map(found.map((p) => [p.sku.toUpperCase(), p.id]));
  const seen = new Set<number>();
  return input.lines.map((l, i) => {
    const id = idOf.get(l.sku.toUpperCase());
    if (!id) throw fieldError(`body.lines.${i}.sku`, "orders.unknownSku", { line: i + 1, sku: l.sku });
    if (seen.has(id)) throw fieldError(`body.lines.${i}.sku`, "orders.duplicateSku", { line: i + 1, sku: l.sku });
    seen.add(id);
    return id;
  });
}

const columnsOf = (input: OrderInput) => ({
  warehouseId: input.warehouseId,
  carrierServiceId: input.carrierServiceId,
  referenceNo: input.referenceNo,
  storeAccountId: input.storeAccountId ?? null,
  recipientName: input.recipient.name,
  recipientCompany: input.recipient.company,
  recipientPhone: input.recipient.phone,
  recipientEmail: input.recipient.email,
  country: input.recipient.country,
  state: input.recipient.state,
  city: input.recipient.city,
  postcode: input.recipient.postcode,
  address1: input.recipient.address1,
  address2: input.recipient.address2,
  remark: input.remark ?? null,
});

/** Writes a checked order and its lines (a new one when `before` is absent); answers the row. */
export async function writeOrder(tx: Tx, orgId: number, input: OrderInput, productIds: number[], before?: OrderTable): Promise<OrderTable> {
  let after: OrderTable;
  if (before) {
    [after] = (await tx
      .update(b2cOrders)
      .set({ ...columnsOf(input), version: before.version + 1, updatedAt: now() })
      .where(eq(b2cOrders.id, before.id))
      .returning()) as [OrderTable];
    await tx.delete(b2cOrderLines).where(eq(b2cOrderLines.orderId, before.id));
  } else {
    [after] = (await tx
      .insert(b2cOrders)
      .values({ ...columnsOf(input), orgId, orderNo: await nextOrderNo(tx) })
      .returning()) as [OrderTable];
  }
  await tx.insert(b2cOrderLines).values(
    input.lines.map((l, i) => ({
      orgId,
      orderId: after.id,
      line: i + 1,
      productId: productIds[i]!,
      quantity: l.quantity,
      declaredValue: l.declaredValue,
      currency: l.currency,
    })),
  );
  return after;
}

export async function saveOrder(ctx: CommandContext, input: OrderInput): Promise<OrderRow> {
  requireVersion(input);
  if (ctx.actor.orgKind !== "seller") throw businessRule("orders.sellerOnly");
  return runCommand(ctx, async (tx) => {
    const orgId = ctx.actor.orgId;
    const before = input.id ? await lockDraft(ctx, tx, input.id) : undefined;
    if (before) checkVersion(before, input.version);
    const productIds = await checkOrderRefs(tx, ctx.actor, orgId, input, before?.id);
    const after = await writeOrder(tx, orgId, input, productIds, before);
    return {
      result: await orderRow(tx, ctx.actor, after.id),
      audit: OrderAudit.entry(before ? "updateB2cOrder" : "createB2cOrder", before ? AuditAction.update : AuditAction.create, {
        entityId: after.id,
        orgId,
        before: before ?? null,
        after: { ...after, lines: input.lines },
      }),
    };
  });
}

export const deleteOrder = (ctx: CommandContext, id: number) =>
  deleteRecord(ctx, {
    table: b2cOrders,
    load: (tx) => lockDraft(ctx, tx, id),
    audit: { names: OrderAudit, command: "deleteB2cOrder" },
  }).then(() => undefined);
