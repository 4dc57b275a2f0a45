import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type BulkResult, productBulkRow } from "@entrepot/contracts";
import { AuditAction, writeAudit } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { translate } from "../../platform/i18n/messages.js";
import { productLines } from "../masterdata/index.js";
import { zodRowErrors, type RowError } from "./bulk.js";
import { gtinKind } from "./domain/barcode.js";
import { divisorsFor } from "./divisors.js";
import { derive, recomputeKitsAbove, resolveOwner } from "./product.service.js";
import { products } from "./schema.js";

type Row = z.output<typeof productBulkRow>;

/**
 * Saves N product rows for one seller in one transaction: each row creates its SKU or updates the
 * existing product with that SKU (ignoring case). Every row is checked first; if any row has a problem,
 * nothing is saved and the answer lists each row's problems (row index, field, message in the caller's
 * language). The .xlsx import calls this with the sheet's rows.
 */
export async function bulkSaveProducts(ctx: CommandContext, orgId: number | undefined, raw: unknown[]): Promise<BulkResult> {
  const { actor } = ctx;
  const owner = await resolveOwner(ctx.db, actor, orgId);
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

  const lines = await ctx.db.select({ id: productLines.id, code: productLines.code }).from(productLines).where(eq(productLines.orgId, owner.id));
  const lineByCode = new Map(lines.map((l) => [l.code.toLowerCase(), l.id]));
  const skus = rows.filter((r): r is Row => r !== null).map((r) => r.sku.toLowerCase());
  const existing = skus.length
    ? await ctx.db
        .select()
        .from(products)
        .where(and(eq(products.orgId, owner.id), inArray(sql`lower(${products.sku})`, skus)))
    : [];
  const bySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
  const firstRow = new Map<string, number>();
  rows.forEach((r, i) => {
    if (!r) return;
    const key = r.sku.toLowerCase();
    const first = firstRow.get(key);
    if (first !== undefined) errors.push({ row: i, field: "sku", message: msg("catalog.bulkRepeated", { first: first + 1 }) });
    else firstRow.set(key, i);
    if (r.barcode && !gtinKind(r.barcode)) errors.push({ row: i, field: "barcode", message: msg("catalog.barcodeCheckDigit", { barcode: r.barcode }) });
    if (r.productLineCode && !lineByCode.has(r.productLineCode.toLowerCase())) errors.push({ row: i, field: "productLineCode", message: msg("catalog.bulkUnknownLine", { value: r.productLineCode }) });
    if (bySku.get(key)?.isKit) errors.push({ row: i, field: "sku", message: msg("catalog.bulkKitRow", { value: r.sku }) });
  });
  if (errors.length) return { ok: false, created: 0, updated: 0, errors: errors.sort((a, b) => a.row - b.row) };

  const divisors = await divisorsFor(ctx.db, actor.contextId);
  return runCommand(ctx, async (tx) => {
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
        ...derive(r, divisors),
      };
      const before = bySku.get(r.sku.toLowerCase());
      if (!before) {
        inserts.push({ contextId: actor.contextId, orgId: owner.id, sku: r.sku, ...values });
        continue;
      }
      const [after] = await tx
        .update(products)
        .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, before.id))
        .returning();
      updated.push(before.id);
      await writeAudit(tx, actor, { action: AuditAction.update, command: "updateProduct", entity: "product", entityId: before.id, orgId: owner.id, before, after }, ctx.requestId);
    }
    // new rows in batches: one statement per 500 rows
    const created: number[] = [];
    for (let i = 0; i < inserts.length; i += 500) {
      const batch = await tx.insert(products).values(inserts.slice(i, i + 500)).returning({ id: products.id, sku: products.sku });
      created.push(...batch.map((b) => b.id));
    }
    await recomputeKitsAbove(tx, actor, owner.id, updated, divisors, ctx.requestId);
    return {
      result: { ok: true, created: created.length, updated: updated.length, errors: [] },
      audit: { action: AuditAction.create, command: "bulkSaveProducts", entity: "product", orgId: owner.id, after: { created, updated } },
    };
  });
}
