import { and, eq, inArray, or, sql } from "drizzle-orm";
import { type UnsourcedRow, type UnsourcedSave, unsourcedSave } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { auditNames, checkVersion, fieldError, requireVersion, unknownRef } from "../../../platform/crud/index.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, notFound } from "../../../platform/http/errors.js";
import { products } from "../../catalog/index.js";
import { orgWarehouses, warehouses } from "../../masterdata/index.js";
import { unsourcedMachine } from "./domain/unsourced.machine.js";
import { unsourcedRow, unsourcedScope } from "./unsourced.queries.js";
import { unsourcedReceiptLines, unsourcedReceipts } from "./unsourced.schema.js";
import { now } from "../../../platform/clock.js";

/**
 * The warehouse records a parcel that came without a plan (or corrects one nobody has claimed yet), and
 * the rules the claim commands share: the receipt locked in scope, lines matched to the claimant's SKUs.
 * The status changes are in unsourced.commands.ts.
 */
export const UnsourcedAudit = auditNames(unsourcedMachine.entity, [
  "createUnsourcedReceipt",
  "updateUnsourcedReceipt",
  "addUnsourcedPhoto",
  "removeUnsourcedPhoto",
]);

type SaveInput = z.output<typeof unsourcedSave>;
export type Receipt = typeof unsourcedReceipts.$inferSelect;

/** The receipt locked in the actor's scope (outside it: 404). */
export async function lockReceipt(tx: Tx, actor: Actor, id: number): Promise<Receipt> {
  const [row] = await tx
    .select()
    .from(unsourcedReceipts)
    .where(and(eq(unsourcedReceipts.id, id), unsourcedScope(actor)))
    .for("update");
  if (!row) throw notFound("inbound.unsourcedReceipt");
  return row;
}

const receiptNoOf = (id: number, at: Date) => `UR${at.toISOString().slice(0, 10).replace(/-/g, "")}${String(id).padStart(6, "0")}`;

/** The warehouse in the actor's scope and its operator (the holder of the parcel). */
async function warehouseOf(tx: Tx, actor: Actor, warehouseId: number) {
  const [w] = await tx
    .select({ id: warehouses.id, orgId: warehouses.orgId })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), warehouseScope(actor, warehouses.id)));
  if (!w) throw unknownRef("body.warehouseId", warehouseId);
  return w;
}

function checkLines(input: SaveInput) {
  const seen = new Map<string, number>();
  input.lines.forEach((l, i) => {
    const key = l.code.toUpperCase();
    if (seen.has(key)) throw fieldError(`body.lines.${i}.code`, "inbound.unsourcedDuplicateCode", { code: l.code });
    seen.set(key, i);
  });
}

const writeLines = (tx: Tx, receiptId: number, input: SaveInput) =>
  tx
    .insert(unsourcedReceiptLines)
    .values(input.lines.map((l, i) => ({ receiptId, lineNo: i + 1, code: l.code, good: l.good, damaged: l.damaged })));

/** Records a parcel (no id) or corrects an unclaimed one (id + version; 409 once claimed or disposed). */
export async function saveUnsourced(ctx: CommandContext, body: UnsourcedSave): Promise<UnsourcedRow> {
  const input = unsourcedSave.parse(body);
  requireVersion(input);
  checkLines(input);
  const header = { warehouseId: input.warehouseId, carrier: input.carrier, trackingNo: input.trackingNo, remark: input.remark };
  return runCommand(ctx, async (tx) => {
    // an edit finds its receipt in scope first: another warehouse's receipt is a 404, whatever the body names
    const before = input.id === undefined ? undefined : await lockReceipt(tx, ctx.actor, input.id);
    const w = await warehouseOf(tx, ctx.actor, input.warehouseId);
    if (before === undefined) {
      // the id first, so the number can carry it
      const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence('unsourced_receipts', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      const id = Number(res.rows[0]!.id);
      const at = now();
      const [after] = await tx
        .insert(unsourcedReceipts)
        .values({ id, orgId: w.orgId, receiptNo: receiptNoOf(id, at), ...header, createdBy: ctx.actor.userId, receivedAt: at })
        .returning();
      await writeLines(tx, id, input);
      return {
        result: await unsourcedRow(tx, ctx.actor, id),
        audit: UnsourcedAudit.entry("createUnsourcedReceipt", AuditAction.create, {
          entityId: id,
          orgId: w.orgId,
          after: { ...after, lines: input.lines },
        }),
      };
    }
    if (before.status !== "received")
      throw conflict("inbound.unsourcedNotOpen", {
        receiptNo: before.receiptNo,
        state: unsourcedMachine.states[before.status as "received"],
      });
    checkVersion(before, input.version);
    const [after] = await tx
      .update(unsourcedReceipts)
      .set({ ...header, orgId: w.orgId, version: before.version + 1, updatedAt: now() })
      .where(eq(unsourcedReceipts.id, before.id))
      .returning();
    await tx.delete(unsourcedReceiptLines).where(eq(unsourcedReceiptLines.receiptId, before.id));
    await writeLines(tx, before.id, input);
    return {
      result: await unsourcedRow(tx, ctx.actor, before.id),
      audit: UnsourcedAudit.entry("updateUnsourcedReceipt", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after: { ...after, lines: input.lines },
      }),
    };
  });
}

/** A seller may be given a parcel of a warehouse it uses (an active assignment) and the actor may see. */
export async function checkClaimant(tx: Tx, actor: Actor, orgId: number, warehouseId: number): Promise<void> {
  const [assigned] = await tx
    .select({ id: orgWarehouses.id })
    .from(orgWarehouses)
    .where(and(eq(orgWarehouses.orgId, orgId), eq(orgWarehouses.warehouseId, warehouseId), eq(orgWarehouses.active, true)))
    .limit(1);
  if (!assigned || !(await canSeeOrg(tx, actor, orgId))) throw unknownRef("body.orgId", orgId);
}

export type ReceiptLine = typeof unsourcedReceiptLines.$inferSelect;
export const linesOf = (tx: DbOrTx, receiptId: number) =>
  tx.select().from(unsourcedReceiptLines).where(eq(unsourcedReceiptLines.receiptId, receiptId)).orderBy(unsourcedReceiptLines.lineNo);

/**
 * The SKUs of `orgId` whose SKU or barcode equals a line's code (case-insensitive), per line: what a
 * claim proposes when the claimant matched nothing itself.
 */
export async function suggestMatches(db: DbOrTx, orgId: number, lines: ReceiptLine[]) {
  const codes = [...new Set(lines.map((l) => l.code.toUpperCase()))];
  const found = codes.length
    ? await db
        .select({ id: products.id, sku: products.sku, barcode: products.barcode })
        .from(products)
        .where(
          and(
            eq(products.orgId, orgId),
            eq(products.isKit, false),
            or(inArray(sql`upper(${products.sku})`, codes), inArray(sql`upper(${products.barcode})`, codes)),
          ),
        )
    : [];
  return lines.map((l) => {
    const code = l.code.toUpperCase();
    const p = found.find((x) => x.sku.toUpperCase() === code) ?? found.find((x) => x.barcode?.toUpperCase() === code);
    return { lineId: l.id, productId: p?.id ?? null, sku: p?.sku ?? null };
  });
}

/**
 * Matches lines to SKUs: each `lineId` a line of the receipt, each `productId` a SKU of the claimant (not a
 * kit); with `complete`, every line must end up matched. Answers the product per line id.
 */
export async function checkMatches(
  tx: Tx,
  orgId: number,
  lines: ReceiptLine[],
  matches: { lineId: number; productId: number }[],
  opts: { complete: boolean; receiptNo: string },
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const ids = [...new Set(matches.map((m) => m.productId))];
  const owned = ids.length
    ? await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.orgId, orgId), eq(products.isKit, false)))
    : [];
  matches.forEach((m, i) => {
    if (!lines.some((l) => l.id === m.lineId))
      throw fieldError(`body.lines.${i}.lineId`, "inbound.unsourcedLineNotInReceipt", { lineId: m.lineId, receiptNo: opts.receiptNo });
    if (out.has(m.lineId)) throw fieldError(`body.lines.${i}.lineId`, "inbound.unsourcedLineTwice", { lineId: m.lineId });
    if (!owned.some((p) => p.id === m.productId)) throw unknownRef(`body.lines.${i}.productId`, m.productId);
    out.set(m.lineId, m.productId);
  });
  if (opts.complete) {
    const missing = lines.find((l) => !out.has(l.id));
    if (missing) throw fieldError("body.lines", "inbound.unsourcedUnmatched", { lineNo: missing.lineNo, code: missing.code });
  }
  return out;
}
