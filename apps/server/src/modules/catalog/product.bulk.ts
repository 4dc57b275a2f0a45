import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type BulkResult, productBulkRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction, writeAudit } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule } from "../../platform/http/errors.js";
import { translate } from "../../platform/i18n/messages.js";
import { productLines } from "../masterdata/index.js";
import { zodRowErrors, type RowError } from "./bulk.js";
import { gtinKind } from "./domain/barcode.js";
import { divisorsFor } from "./divisors.js";
import { derive, recomputeKitsAbove, resolveOwner } from "./product.service.js";
import { products } from "./schema.js";
import { ProductAudit } from "./audit.js";

export type ProductBulkRowValue = z.output<typeof productBulkRow>;
type Row = ProductBulkRowValue;
type ProductRecord = typeof products.$inferSelect;

/** How a row is named in messages ("repeats row 3"): its 1-based position by default; an import passes the sheet's row number. */
export type RowLabel = (index: number) => number;
const byPosition: RowLabel = (i) => i + 1;

interface Checked {
  rows: (Row | null)[];
  errors: RowError[];
  lineByCode: Map<string, number>;
  bySku: Map<string, ProductRecord>;
}

async function check(db: DbOrTx, actor: Actor, ownerId: number, raw: unknown[], label: RowLabel, lock: boolean): Promise<Checked> {
  const errors: RowError[] = [];
  const rows: (Row | null)[] = raw.map((r, i) => {
    const parsed = productBulkRow.safeParse(r);
    if (!parsed.success) {
      errors.push(...zodRowErrors(i, parsed.error, actor.locale));
      return null;
    }
    return parsed.data;
  });
  const msg = (key: string, params: Record<string, unknown>) => translate(key, actor.locale, params);
  const lines = await db.select({ id: productLines.id, code: productLines.code }).from(productLines).where(eq(productLines.orgId, ownerId));
  const lineByCode = new Map(lines.map((l) => [l.code.toLowerCase(), l.id]));
  const skus = rows.filter((r): r is Row => r !== null).map((r) => r.sku.toLowerCase());
  const q = skus.length
    ? db
        .select()
        .from(products)
        .where(and(eq(products.orgId, ownerId), inArray(sql`lower(${products.sku})`, skus)))
    : undefined;
  const existing = q ? await (lock ? q.for("update") : q) : [];
  const bySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
  const firstRow = new Map<string, number>();
  rows.forEach((r, i) => {
    if (!r) return;
    const key = r.sku.toLowerCase();
    const first = firstRow.get(key);
    if (first !== undefined) errors.push({ row: i, field: "sku", message: msg("catalog.bulkRepeated", { first: label(first) }) });
    else firstRow.set(key, i);
    if (r.barcode && !gtinKind(r.barcode))
      errors.push({ row: i, field: "barcode", message: msg("catalog.barcodeCheckDigit", { barcode: r.barcode }) });
    if (r.productLineCode && !lineByCode.has(r.productLineCode.toLowerCase()))
      errors.push({ row: i, field: "productLineCode", message: msg("catalog.bulkUnknownLine", { value: r.productLineCode }) });
    if (bySku.get(key)?.isKit) errors.push({ row: i, field: "sku", message: msg("catalog.bulkKitRow", { value: r.sku }) });
  });
  return { rows, errors: errors.sort((a, b) => a.row - b.row), lineByCode, bySku };
}

/**
 * Checks product rows for one seller without saving: the row contract, barcode check digits, the
 * owner's product lines by code, a SKU repeated within the rows (ignoring case), kits (edited on the
 * product page only). Every problem of every row, in the caller's language (row = index in `raw`).
 * An existing SKU of the owner is no problem: saving updates it.
 */
export async function checkProductRows(
  db: DbOrTx,
  actor: Actor,
  ownerId: number,
  raw: unknown[],
  label: RowLabel = byPosition,
): Promise<RowError[]> {
  return (await check(db, actor, ownerId, raw, label, false)).errors;
}

/**
 * Saves product rows for one seller inside the caller's transaction: each row creates its SKU or
 * updates the owner's product with that SKU (ignoring case; an audit row per update), size tier and
 * dimensional weights derived, the kits above updated products recomputed. The rows are checked again
 * here (under lock): a row that turned bad since it was checked fails the whole save (422).
 */
export async function applyProductRows(
  tx: Tx,
  actor: Actor,
  ownerId: number,
  raw: unknown[],
  requestId?: string,
): Promise<{ created: number[]; updated: number[] }> {
  const { rows, errors, lineByCode, bySku } = await check(tx, actor, ownerId, raw, byPosition, true);
  if (errors.length) throw businessRule("catalog.bulkInvalid", { n: new Set(errors.map((e) => e.row)).size });
  const divisors = await divisorsFor(tx, actor.contextId);
  const inserts = [];
  const updated: number[] = [];
  for (const r of rows as Row[]) {
    const values = {
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      barcode: r.barcode ?? null,
      productLineId: r.productLineCode ? lineByCode.get(r.productLineCode.toLowerCase())! : null,
      productType: r.productType,
      salesUnit: r.salesUnit,
      length: r.length,
      width: r.width,
      height: r.height,
      lengthUnit: r.lengthUnit,
      weight: r.weight,
      weightUnit: r.weightUnit,
      declaredValue: r.declaredValue,
      currency: r.currency,
      originCountry: r.originCountry,
      hsCode: r.hsCode ? r.hsCode.replace(/\./g, "") : null,
      remark: r.remark ?? null,
      ...(r.active === undefined ? {} : { active: r.active }),
      ...derive(r, divisors),
    };
    const before = bySku.get(r.sku.toLowerCase());
    if (!before) {
      inserts.push({ contextId: actor.contextId, orgId: ownerId, sku: r.sku, ...values });
      continue;
    }
    const [after] = await tx
      .update(products)
      .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(eq(products.id, before.id))
      .returning();
    updated.push(before.id);
    await writeAudit(
      tx,
      actor,
      ProductAudit.entry("updateProduct", AuditAction.update, { entityId: before.id, orgId: ownerId, before, after }),
      requestId,
    );
  }
  // new rows in batches: one statement per 500 rows
  const created: number[] = [];
  for (let i = 0; i < inserts.length; i += 500) {
    const batch = await tx
      .insert(products)
      .values(inserts.slice(i, i + 500))
      .returning({ id: products.id });
    created.push(...batch.map((b) => b.id));
  }
  await recomputeKitsAbove(tx, actor, ownerId, updated, divisors, requestId);
  return { created, updated };
}

/**
 * Saves N product rows for one seller in one transaction: each row creates its SKU or updates the
 * existing product with that SKU (ignoring case). Every row is checked first; if any row has a problem,
 * nothing is saved and the answer lists each row's problems (row index, field, message in the caller's
 * language). The .xlsx import uses the same check and save (checkProductRows, applyProductRows).
 */
export async function bulkSaveProducts(ctx: CommandContext, orgId: number | undefined, raw: unknown[]): Promise<BulkResult> {
  const { actor } = ctx;
  const owner = await resolveOwner(ctx.db, actor, orgId);
  const errors = await checkProductRows(ctx.db, actor, owner.id, raw);
  if (errors.length) return { ok: false, created: 0, updated: 0, errors };
  return runCommand(ctx, async (tx) => {
    const { created, updated } = await applyProductRows(tx, actor, owner.id, raw, ctx.requestId);
    return {
      result: { ok: true, created: created.length, updated: updated.length, errors: [] },
      audit: ProductAudit.entry("bulkSaveProducts", AuditAction.create, { orgId: owner.id, after: { created, updated } }),
    };
  });
}
