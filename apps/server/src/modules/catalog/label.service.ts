import { and, inArray } from "drizzle-orm";
import type { z } from "zod";
import { type labelPrint, MAX_LABELS_PER_PRINT } from "@entrepot/contracts";
import { orgScope } from "../../platform/access/scope.js";
import type { CommandContext } from "../../platform/audit/command.js";
import { writeAudit } from "../../platform/audit/audit.js";
import { inTransaction } from "../../platform/db/database.js";
import { businessRule, notFound } from "../../platform/http/errors.js";
import { type LabelContent, renderLabels } from "./label.pdf.js";
import { products } from "./schema.js";
import { warehouseSkuCodes } from "./warehousesku.service.js";
import { ProductLabelAudit } from "./audit.js";
import { AuditAction } from "../../platform/audit/audit.js";

type PrintInput = z.output<typeof labelPrint>;

/**
 * product/index: SKU barcode labels as a PDF in one of the three sheet formats, N labels per product in
 * the order asked. The barcode (Code 128) holds the seller SKU, or the product's warehouse SKU at a
 * warehouse; printed under it: the code, the English name and "Made in <origin>".
 */
export async function printLabels(ctx: CommandContext, input: PrintInput): Promise<{ pdf: Buffer; labels: number; filename: string }> {
  const { actor, db } = ctx;
  const total = input.items.reduce((a, i) => a + i.quantity, 0);
  if (total > MAX_LABELS_PER_PRINT) throw businessRule("catalog.labelTooMany", { max: MAX_LABELS_PER_PRINT, n: total });
  const ids = [...new Set(input.items.map((i) => i.productId))];
  const rows = await db
    .select({ id: products.id, orgId: products.orgId, sku: products.sku, nameEn: products.nameEn, originCountry: products.originCountry })
    .from(products)
    .where(and(inArray(products.id, ids), orgScope(actor, products.orgId)));
  if (rows.length !== ids.length) throw notFound("catalog.product");
  const byId = new Map(rows.map((r) => [r.id, r]));
  let codes: Map<number, string> | undefined;
  if (input.code === "warehouseSku") {
    if (!input.warehouseId) throw businessRule("catalog.labelWarehouseRequired");
    codes = await warehouseSkuCodes(db, actor, input.warehouseId, ids);
    const missing = ids.find((id) => !codes!.has(id));
    if (missing !== undefined) throw businessRule("catalog.labelNoWarehouseSku", { sku: byId.get(missing)!.sku });
  }
  const labels: LabelContent[] = [];
  for (const item of input.items) {
    const p = byId.get(item.productId)!;
    const content = { code: codes ? codes.get(p.id)! : p.sku, name: p.nameEn, origin: `Made in ${p.originCountry}` };
    for (let n = 0; n < item.quantity; n++) labels.push(content);
  }
  const pdf = await renderLabels(input.format, labels, "Product labels");
  // printing changes nothing, but who printed which labels is worth keeping (action: create)
  await inTransaction(db, (tx) =>
    writeAudit(
      tx,
      actor,
      ProductLabelAudit.entry("printProductLabels", AuditAction.create, {
        after: { format: input.format, code: input.code, warehouseId: input.warehouseId ?? null, items: input.items, labels: total },
      }),
      ctx.requestId,
    ),
  );
  return { pdf, labels: total, filename: `labels-${new Date().toISOString().slice(0, 10)}.pdf` };
}
