import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type StockDocKind, stockDocKindInfo, type stockDocSave, stockDocStatusLabels, type StockDocStatus } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { auditNames } from "../../../platform/audit/names.js";
import { unknownRef } from "../../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, conflict, notFound } from "../../../platform/http/errors.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";
import { lineRefusal, targetRefusal } from "./domain/rules.js";
import { stockDocLines, stockDocSequences, stockDocs } from "./schema.js";
import { now } from "../../../platform/clock.js";

type DocSave = z.output<typeof stockDocSave>;
export type StockDoc = typeof stockDocs.$inferSelect;
export type StockDocLine = typeof stockDocLines.$inferSelect;

export const StockDocAudit = auditNames("stockDoc", ["createStockDoc", "updateStockDoc"]);

/**
 * Stock document drafts: create (a number per kind prefix and day) and edit while a draft. The owner org,
 * the warehouses and the products are checked in the operator's scope (another org's stock answers 404);
 * the transitions (stockdoc.commands.ts) change the status and post.
 */

/**
 * The next number of a prefix and day (`MI20261124-0003`): one row per key, incremented under its row lock
 * (no gaps, no twins). Other warehouse documents that post through the ledger (channel receipts) number here too.
 */
export async function nextDailyNumber(tx: Tx, prefix: string, at = now()): Promise<string> {
  const day = at.toISOString().slice(0, 10).replace(/-/g, "");
  const [r] = await tx
    .insert(stockDocSequences)
    .values({ key: `${prefix}${day}`, last: 1 })
    .onConflictDoUpdate({ target: stockDocSequences.key, set: { last: sql`${stockDocSequences.last} + 1` } })
    .returning({ last: stockDocSequences.last });
  return `${prefix}${day}-${String(r!.last).padStart(4, "0")}`;
}

export const nextDocNo = (tx: Tx, kind: StockDocKind, at = now()): Promise<string> =>
  nextDailyNumber(tx, stockDocKindInfo[kind].prefix, at);

/** The document in the actor's scope (its org and its warehouse), locked when `forUpdate`; else 404. */
export async function loadDoc(db: DbOrTx, actor: Actor, id: number, forUpdate = false): Promise<StockDoc> {
  const q = db
    .select()
    .from(stockDocs)
    .where(and(eq(stockDocs.id, id), orgScope(actor, stockDocs.orgId), warehouseScope(actor, stockDocs.warehouseId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw notFound("inventory.stockDoc");
  return row;
}

export const linesOf = (db: DbOrTx, docId: number): Promise<StockDocLine[]> =>
  db.select().from(stockDocLines).where(eq(stockDocLines.docId, docId)).orderBy(asc(stockDocLines.line));

/** The body's references in the actor's scope: the owner org, both warehouses, the owner's products, one line per SKU and type. */
async function checkRefs(tx: Tx, actor: Actor, input: DocSave): Promise<void> {
  if (!(await canSeeOrg(tx, actor, input.orgId))) throw notFound("inventory.stockDoc");
  const whIds = [input.warehouseId, ...(input.targetWarehouseId ? [input.targetWarehouseId] : [])];
  const whs = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(inArray(warehouses.id, whIds), warehouseScope(actor, warehouses.id)));
  if (!whs.some((w) => w.id === input.warehouseId)) throw unknownRef("body.warehouseId", input.warehouseId);
  if (input.targetWarehouseId && !whs.some((w) => w.id === input.targetWarehouseId))
    throw unknownRef("body.targetWarehouseId", input.targetWarehouseId);
  const target = targetRefusal(input.kind, input.warehouseId, input.targetWarehouseId);
  if (target) throw badRequest(target.key, target.params);
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
  const seen = new Set<string>();
  input.lines.forEach((l, i) => {
    if (!found.some((p) => p.id === l.productId)) throw unknownRef(`body.lines.${i}.productId`, l.productId);
    const refusal = lineRefusal(input.kind, { ...l, line: i + 1 });
    if (refusal) throw badRequest(refusal.key, refusal.params);
    const key = `${l.productId}:${l.inventoryType}`;
    if (seen.has(key)) throw badRequest("inventory.stockDoc.duplicateLine", { line: i + 1 });
    seen.add(key);
  });
}

const stateName = (status: string, locale: "zh-CN" | "en-US") => stockDocStatusLabels[status as StockDocStatus]?.[locale] ?? status;

export function saveDoc(ctx: CommandContext, input: DocSave): Promise<StockDoc & { lines: StockDocLine[] }> {
  requireVersion(input);
  return runCommand(ctx, async (tx) => {
    // an edit finds its document in scope first: another org's or warehouse's document is a 404, whatever the body names
    const before = input.id ? await loadDoc(tx, ctx.actor, input.id, true) : undefined;
    await checkRefs(tx, ctx.actor, input);
    const values = {
      orgId: input.orgId,
      kind: input.kind,
      warehouseId: input.warehouseId,
      targetWarehouseId: input.targetWarehouseId ?? null,
      reasonCode: input.reasonCode,
      reasonText: input.reasonText ?? null,
    };
    let after: StockDoc;
    if (before) {
      if (before.status !== "draft")
        throw conflict("inventory.stockDoc.notDraft", { docNo: before.docNo, state: stateName(before.status, ctx.actor.locale) });
      checkVersion(before, input.version);
      // the kind decides the number's prefix: a draft keeps its kind
      if (before.kind !== input.kind) throw badRequest("inventory.stockDoc.kindFixed", { docNo: before.docNo });
      [after] = (await tx
        .update(stockDocs)
        .set({ ...values, version: before.version + 1, updatedAt: now() })
        .where(eq(stockDocs.id, before.id))
        .returning()) as [StockDoc];
      await tx.delete(stockDocLines).where(eq(stockDocLines.docId, after.id));
    } else {
      [after] = (await tx
        .insert(stockDocs)
        .values({ ...values, docNo: await nextDocNo(tx, input.kind), createdBy: ctx.actor.userId })
        .returning()) as [StockDoc];
    }
    const lines = (await tx
      .insert(stockDocLines)
      .values(
        input.lines.map((l, i) => ({
          orgId: after.orgId,
          docId: after.id,
          line: i + 1,
          productId: l.productId,
          inventoryType: l.inventoryType,
          toInventoryType: l.toInventoryType ?? null,
          quantity: l.quantity,
        })),
      )
      .returning()) as StockDocLine[];
    return {
      result: { ...after, lines },
      audit: StockDocAudit.entry(before ? "updateStockDoc" : "createStockDoc", before ? AuditAction.update : AuditAction.create, {
        entityId: after.id,
        orgId: after.orgId,
        before: before ?? null,
        after: { ...after, lines },
      }),
    };
  });
}
