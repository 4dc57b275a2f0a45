import { and, desc, eq } from "drizzle-orm";
import { type ReturnPlanRow, type returnReceiptSave, type ReturnTrackingReply } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { now } from "../../platform/clock.js";
import { deleteRecord } from "../../platform/crud/delete.js";
import { fieldError, unknownRef } from "../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule } from "../../platform/http/errors.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { dropPhotos } from "../../platform/files/photos.js";
import { returnReceiptPhotos } from "./photos.service.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockScope } from "../inventory/index.js";
import { orgWarehouses } from "../masterdata/index.js";
import { b2cOrderLines, b2cOrders } from "../orders/index.js";
import { ReturnPlanAudit } from "./audit.js";
import { planRow } from "./plan.queries.js";
import { checkLineProducts, lockDraft, nextReturnNo } from "./plan.service.js";
import { returnPlanLines, returnPlans } from "./schema.js";

type ReceiptSave = z.output<typeof returnReceiptSave>;
type PlanTable = typeof returnPlans.$inferSelect;

/**
 * Unplanned returns: a parcel that came back without a plan is recorded by the warehouse as a receipt of
 * the seller it belongs to (chosen, or found from the tracking number of one of our shipped orders). The
 * draft holds the counted good and damaged units and can be edited or deleted until it is posted
 * (plan.commands.ts `postReceipt`: operation 20, like a planned receipt). Only warehouse staff record them.
 */

/** The org and warehouse must be an active assignment the operator's scope covers (else 400 on the field). */
async function checkAssignment(tx: Tx, actor: Actor, input: ReceiptSave): Promise<void> {
  const [a] = await tx
    .select({ orgId: orgWarehouses.orgId })
    .from(orgWarehouses)
    .where(
      and(
        eq(orgWarehouses.orgId, input.orgId),
        eq(orgWarehouses.warehouseId, input.warehouseId),
        eq(orgWarehouses.active, true),
        stockScope(actor, orgWarehouses.orgId, orgWarehouses.warehouseId),
      ),
    )
    .limit(1);
  if (!a) throw fieldError("body.warehouseId", "returns.warehouseNotAssigned", { value: input.warehouseId });
}

async function checkOrder(tx: Tx, input: ReceiptSave): Promise<void> {
  if (!input.sourceOrderId) return;
  const [o] = await tx
    .select({ id: b2cOrders.id, status: b2cOrders.status })
    .from(b2cOrders)
    .where(and(eq(b2cOrders.id, input.sourceOrderId), eq(b2cOrders.orgId, input.orgId), eq(b2cOrders.warehouseId, input.warehouseId)));
  if (!o || o.status !== "shipped") throw unknownRef("body.sourceOrderId", input.sourceOrderId);
}

export async function saveReceipt(ctx: CommandContext, input: ReceiptSave): Promise<ReturnPlanRow> {
  requireVersion(input);
  if (ctx.actor.orgKind !== "operator") throw businessRule("returns.warehouseOnly");
  input.lines.forEach((l, i) => {
    if (l.good + l.damaged === 0) throw fieldError(`body.lines.${i}.good`, "returns.emptyLine");
  });
  return runCommand(ctx, async (tx) => {
    await checkAssignment(tx, ctx.actor, input);
    await checkLineProducts(tx, input.orgId, input.lines);
    await checkOrder(tx, input);
    const values = {
      orgId: input.orgId,
      warehouseId: input.warehouseId,
      sourceOrderId: input.sourceOrderId ?? null,
      carrier: input.carrier ?? null,
      trackingNo: input.trackingNo ?? null,
      reason: input.reason,
      remark: input.remark ?? null,
      receiptNotes: input.notes ?? null,
    };
    let before: PlanTable | undefined;
    let after: PlanTable;
    if (input.id) {
      before = await lockDraft(ctx, tx, input.id, true);
      checkVersion(before, input.version);
      [after] = (await tx
        .update(returnPlans)
        .set({ ...values, version: before.version + 1, updatedAt: now() })
        .where(eq(returnPlans.id, before.id))
        .returning()) as [PlanTable];
      await tx.delete(returnPlanLines).where(eq(returnPlanLines.planId, after.id));
    } else {
      [after] = (await tx
        .insert(returnPlans)
        .values({ ...values, ...(await nextReturnNo(tx)), unplanned: true, createdBy: ctx.actor.userId })
        .returning()) as [PlanTable];
    }
    await tx.insert(returnPlanLines).values(
      input.lines.map((l, i) => ({
        orgId: after.orgId,
        planId: after.id,
        lineNo: i + 1,
        productId: l.productId,
        expectedQty: l.good + l.damaged,
        countedGood: l.good,
        countedDamaged: l.damaged,
      })),
    );
    return {
      result: await planRow(tx, ctx.actor, after.id),
      audit: ReturnPlanAudit.entry(
        before ? "updateReturnReceipt" : "createReturnReceipt",
        before ? AuditAction.update : AuditAction.create,
        {
          entityId: after.id,
          orgId: after.orgId,
          before: before ?? null,
          after: { ...after, lines: input.lines },
        },
      ),
    };
  });
}

/** Deletes an unplanned receipt's draft with its photos (their files go once the delete has committed). */
export async function deleteReceipt(ctx: CommandContext, store: FileStore, id: number): Promise<void> {
  let keys: string[] = [];
  await deleteRecord(ctx, {
    table: returnPlans,
    load: (tx) => lockDraft(ctx, tx, id, true),
    before: async (tx, row) => {
      keys = await dropPhotos(tx, returnReceiptPhotos.entity, row.id);
    },
    audit: { names: ReturnPlanAudit, command: "deleteReturnReceipt" },
  });
  for (const key of keys) await store.delete(key);
}

/** A shipped order of ours with this tracking number, in the caller's scope (the newest when several): whose parcel it is. */
export async function findByTracking(db: DbOrTx, actor: Actor, trackingNo: string): Promise<ReturnTrackingReply | undefined> {
  const [order] = await db
    .select({
      orderId: b2cOrders.id,
      orderNo: b2cOrders.orderNo,
      orgId: b2cOrders.orgId,
      orgCode: organizations.code,
      warehouseId: b2cOrders.warehouseId,
    })
    .from(b2cOrders)
    .innerJoin(organizations, eq(organizations.id, b2cOrders.orgId))
    .where(
      and(eq(b2cOrders.trackingNo, trackingNo), eq(b2cOrders.status, "shipped"), stockScope(actor, b2cOrders.orgId, b2cOrders.warehouseId)),
    )
    .orderBy(desc(b2cOrders.id))
    .limit(1);
  if (!order) return undefined;
  const lines = await db
    .select({ productId: b2cOrderLines.productId, sku: products.sku, quantity: b2cOrderLines.quantity })
    .from(b2cOrderLines)
    .innerJoin(products, eq(products.id, b2cOrderLines.productId))
    .where(eq(b2cOrderLines.orderId, order.orderId))
    .orderBy(b2cOrderLines.line);
  return { ...order, lines };
}
