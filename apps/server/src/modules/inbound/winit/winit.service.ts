import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { type winitReceiptSave, winitReceiptCodes, winitReceiptStatusLabels, type WinitReceiptStatus } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { auditNames } from "../../../platform/audit/names.js";
import { unknownRef } from "../../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import { now } from "../../../platform/clock.js";
import { products } from "../../catalog/index.js";
import { nextDailyNumber } from "../../inventory/index.js";
import { orgWarehouses, warehouses } from "../../masterdata/index.js";
import { linesRefusal } from "./domain/receipt-lines.js";
import { winitReceiptLines, winitReceipts } from "./winit.schema.js";

type ReceiptSave = z.output<typeof winitReceiptSave>;
export type WinitReceipt = typeof winitReceipts.$inferSelect;
export type WinitReceiptLine = typeof winitReceiptLines.$inferSelect;

export const WinitReceiptAudit = auditNames("winitReceipt", ["createWinitReceipt", "updateWinitReceipt"]);

/**
 * Channel receipt drafts: book one (a WR number of the day) and correct it until it is posted. The seller,
 * the warehouse (one the seller is assigned to) and the seller's SKUs are checked in the operator's scope
 * (another org's answers 404); the transitions (winit.commands.ts) post or cancel.
 */

/** The receipt in the actor's scope (its seller and its warehouse), locked when `forUpdate`; else 404. */
export async function loadReceipt(db: DbOrTx, actor: Actor, id: number, forUpdate = false): Promise<WinitReceipt> {
  const q = db
    .select()
    .from(winitReceipts)
    .where(and(eq(winitReceipts.id, id), orgScope(actor, winitReceipts.orgId), warehouseScope(actor, winitReceipts.warehouseId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw notFound("inbound.winitReceipt");
  return row;
}

export const receiptLines = (db: DbOrTx, receiptId: number): Promise<WinitReceiptLine[]> =>
  db.select().from(winitReceiptLines).where(eq(winitReceiptLines.receiptId, receiptId)).orderBy(asc(winitReceiptLines.line));

const stateName = (status: string, locale: "zh-CN" | "en-US") => winitReceiptStatusLabels[status as WinitReceiptStatus]?.[locale] ?? status;

/** The body's references in the actor's scope: the seller, a warehouse it uses, its own products, sane lines. */
async function checkRefs(tx: Tx, actor: Actor, input: ReceiptSave): Promise<void> {
  if (!(await canSeeOrg(tx, actor, input.orgId))) throw notFound("inbound.winitReceipt");
  const [wh] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .innerJoin(
      orgWarehouses,
      and(eq(orgWarehouses.warehouseId, warehouses.id), eq(orgWarehouses.orgId, input.orgId), eq(orgWarehouses.active, true)),
    )
    .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
  if (!wh) throw unknownRef("body.warehouseId", input.warehouseId);
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.orgId, input.orgId),
        inArray(
          products.id,
          input.lines.map((l) => l.productId),
        ),
      ),
    );
  input.lines.forEach((l, i) => {
    if (!found.some((p) => p.id === l.productId)) throw unknownRef(`body.lines.${i}.productId`, l.productId);
  });
  const refusal = linesRefusal(input.lines);
  if (refusal) throw badRequest(refusal.key, refusal.params);
}

/** Another live receipt of the same channel order for this seller: the delivery is booked already (409). */
async function checkNotBooked(tx: Tx, input: ReceiptSave, selfId?: number): Promise<void> {
  const [twin] = await tx
    .select({ receiptNo: winitReceipts.receiptNo })
    .from(winitReceipts)
    .where(
      and(
        eq(winitReceipts.orgId, input.orgId),
        eq(winitReceipts.channel, input.channel),
        eq(winitReceipts.channelRef, input.channelRef),
        ne(winitReceipts.status, "cancelled"),
        selfId ? ne(winitReceipts.id, selfId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw duplicate("inbound.winitReceipt.alreadyBooked", { channelRef: input.channelRef, receiptNo: twin.receiptNo });
}

export function saveReceipt(ctx: CommandContext, input: ReceiptSave): Promise<WinitReceipt & { lines: WinitReceiptLine[] }> {
  requireVersion(input);
  return runCommand(ctx, async (tx) => {
    // an edit finds its receipt in scope first: another org's or warehouse's receipt is a 404, whatever the body names
    const before = input.id ? await loadReceipt(tx, ctx.actor, input.id, true) : undefined;
    if (before && before.status !== "draft")
      throw conflict("inbound.winitReceipt.notDraft", { receiptNo: before.receiptNo, state: stateName(before.status, ctx.actor.locale) });
    if (before) checkVersion(before, input.version);
    await checkRefs(tx, ctx.actor, input);
    await checkNotBooked(tx, input, before?.id);
    const values = {
      orgId: input.orgId,
      warehouseId: input.warehouseId,
      channel: input.channel,
      channelRef: input.channelRef,
      trackingNo: input.trackingNo ?? null,
      arrivedOn: input.arrivedOn ?? null,
      note: input.note ?? null,
    };
    let after: WinitReceipt;
    if (before) {
      [after] = (await tx
        .update(winitReceipts)
        .set({ ...values, version: before.version + 1, updatedAt: now() })
        .where(eq(winitReceipts.id, before.id))
        .returning()) as [WinitReceipt];
      await tx.delete(winitReceiptLines).where(eq(winitReceiptLines.receiptId, after.id));
    } else {
      const receiptNo = await nextDailyNumber(tx, winitReceiptCodes.numberPrefix);
      [after] = (await tx
        .insert(winitReceipts)
        .values({ ...values, receiptNo, createdBy: ctx.actor.userId })
        .returning()) as [WinitReceipt];
    }
    const lines = (await tx
      .insert(winitReceiptLines)
      .values(input.lines.map((l, i) => ({ orgId: after.orgId, receiptId: after.id, line: i + 1, ...l })))
      .returning()) as WinitReceiptLine[];
    return {
      result: { ...after, lines },
      audit: WinitReceiptAudit.entry(
        before ? "updateWinitReceipt" : "createWinitReceipt",
        before ? AuditAction.update : AuditAction.create,
        {
          entityId: after.id,
          orgId: after.orgId,
          before: before ?? null,
          after: { ...after, lines },
        },
      ),
    };
  });
}
