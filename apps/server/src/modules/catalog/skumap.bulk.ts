import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { type BulkResult, skuMapBulkRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../platform/access/scope.js";
import { AuditAction, writeAudit } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule } from "../../platform/http/errors.js";
import { translate } from "../../platform/i18n/messages.js";
import { storeAccounts } from "../masterdata/index.js";
import { type RowError, zodRowErrors } from "./bulk.js";
import type { RowLabel } from "./product.bulk.js";
import { resolveOwner } from "./product.service.js";
import { products, skuMaps, warehouseSkus } from "./schema.js";
import { SkuMapAudit } from "./audit.js";

export type SkuMapBulkRowValue = z.output<typeof skuMapBulkRow>;
type BulkRow = SkuMapBulkRowValue;
interface Resolved {
  row: BulkRow;
  accountId: number;
  productId: number;
  warehouseSkuId: number | null;
}

/**
 * Resolves rows named as people see them (store account title, seller SKU, warehouse SKU code) within
 * one seller and the caller's scope (accounts also through the store-account scope): an account, SKU or
 * warehouse SKU of another seller is "does not exist". A listing repeated within the rows is a problem.
 */
async function resolveRows(
  db: DbOrTx,
  actor: Actor,
  ownerId: number,
  raw: unknown[],
  label: RowLabel,
): Promise<{ resolved: Resolved[]; errors: RowError[] }> {
  const msg = (key: string, value: unknown) => translate(key, actor.locale, { value, first: value });
  const errors: RowError[] = [];
  const rows: (BulkRow | null)[] = raw.map((r, i) => {
    const parsed = skuMapBulkRow.safeParse(r);
    if (!parsed.success) errors.push(...zodRowErrors(i, parsed.error, actor.locale));
    return parsed.success ? parsed.data : null;
  });
  const ok = rows.filter((r): r is BulkRow => r !== null);
  const accounts = await db
    .select({ id: storeAccounts.id, title: storeAccounts.title })
    .from(storeAccounts)
    .where(and(eq(storeAccounts.orgId, ownerId), orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)));
  const accountByTitle = new Map(accounts.map((a) => [a.title.toLowerCase(), a.id]));
  const skus = [...new Set(ok.map((r) => r.sku.toLowerCase()))];
  const prods = skus.length
    ? await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(eq(products.orgId, ownerId), inArray(sql`lower(${products.sku})`, skus)))
    : [];
  const productBySku = new Map(prods.map((p) => [p.sku.toLowerCase(), p.id]));
  const codes = [...new Set(ok.flatMap((r) => (r.warehouseSku ? [r.warehouseSku] : [])))];
  const whs = codes.length
    ? await db
        .select({ id: warehouseSkus.id, code: warehouseSkus.code, productId: warehouseSkus.productId })
        .from(warehouseSkus)
        .where(and(eq(warehouseSkus.orgId, ownerId), inArray(warehouseSkus.code, codes)))
    : [];
  const seen = new Map<string, number>();
  const resolved: Resolved[] = [];
  rows.forEach((r, i) => {
    if (!r) return;
    const accountId = accountByTitle.get(r.storeAccount.toLowerCase());
    const productId = productBySku.get(r.sku.toLowerCase());
    const ws = r.warehouseSku ? whs.find((w) => w.code === r.warehouseSku && w.productId === productId) : undefined;
    if (!accountId) errors.push({ row: i, field: "storeAccount", message: msg("catalog.bulkUnknownAccount", r.storeAccount) });
    if (!productId) errors.push({ row: i, field: "sku", message: msg("catalog.bulkUnknownSku", r.sku) });
    if (r.warehouseSku && productId && !ws)
      errors.push({ row: i, field: "warehouseSku", message: msg("catalog.bulkUnknownWarehouseSku", r.warehouseSku) });
    const key = `${accountId ?? r.storeAccount.toLowerCase()}|${r.listingSku.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) errors.push({ row: i, field: "listingSku", message: msg("catalog.bulkRepeated", label(first)) });
    else seen.set(key, i);
    if (accountId && productId) resolved.push({ row: r, accountId, productId, warehouseSkuId: ws?.id ?? null });
  });
  return { resolved, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * Checks SKU-map rows for one seller without saving (what newSkumap and the import check): the row
 * contract, the account, SKU and warehouse SKU by name within the seller and the caller's scope, a
 * listing repeated within the rows. An existing (account, listing SKU) is no problem: saving re-points it.
 */
export async function checkSkuMapRows(
  db: DbOrTx,
  actor: Actor,
  ownerId: number,
  raw: unknown[],
  label: RowLabel = (i) => i + 1,
): Promise<RowError[]> {
  return (await resolveRows(db, actor, ownerId, raw, label)).errors;
}

/**
 * Saves SKU-map rows for one seller inside the caller's transaction: new (account, listing SKU) maps are
 * created, existing ones re-pointed (an audit row each). The rows are resolved again here: a row that
 * turned bad since it was checked fails the whole save (422).
 */
export async function applySkuMapRows(
  tx: Tx,
  actor: Actor,
  ownerId: number,
  raw: unknown[],
  requestId?: string,
): Promise<{ created: number[]; updated: number[] }> {
  const { resolved, errors } = await resolveRows(tx, actor, ownerId, raw, (i) => i + 1);
  if (errors.length) throw businessRule("catalog.bulkInvalid", { n: new Set(errors.map((e) => e.row)).size });
  const existing = resolved.length
    ? await tx
        .select()
        .from(skuMaps)
        .where(
          and(
            inArray(skuMaps.storeAccountId, [...new Set(resolved.map((r) => r.accountId))]),
            inArray(
              sql`lower(${skuMaps.listingSku})`,
              resolved.map((r) => r.row.listingSku.toLowerCase()),
            ),
          ),
        )
        .for("update")
    : [];
  const byKey = new Map(existing.map((e) => [`${e.storeAccountId}|${e.listingSku.toLowerCase()}`, e]));
  const inserts = [];
  const updated: number[] = [];
  for (const r of resolved) {
    const values = {
      listingSku: r.row.listingSku,
      asin: r.row.asin ?? null,
      listingTitle: r.row.listingTitle ?? null,
      productId: r.productId,
      quantity: r.row.quantity,
      warehouseSkuId: r.warehouseSkuId,
      fulfilmentChannel: r.row.fulfilmentChannel,
      ...(r.row.active === undefined ? {} : { active: r.row.active }),
      ...(r.row.remark === undefined ? {} : { remark: r.row.remark }),
    };
    const before = byKey.get(`${r.accountId}|${r.row.listingSku.toLowerCase()}`);
    if (!before) {
      inserts.push({ contextId: actor.contextId, orgId: ownerId, storeAccountId: r.accountId, ...values });
      continue;
    }
    const [after] = await tx
      .update(skuMaps)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(skuMaps.id, before.id))
      .returning();
    updated.push(before.id);
    await writeAudit(
      tx,
      actor,
      SkuMapAudit.entry("updateSkuMap", AuditAction.update, { entityId: before.id, orgId: ownerId, before, after }),
      requestId,
    );
  }
  const created: number[] = [];
  for (let i = 0; i < inserts.length; i += 500)
    created.push(
      ...(
        await tx
          .insert(skuMaps)
          .values(inserts.slice(i, i + 500))
          .returning({ id: skuMaps.id })
      ).map((r) => r.id),
    );
  return { created, updated };
}

/**
 * newSkumap: N rows for one seller, named as people see them (store account title, listing SKU, seller
 * SKU, warehouse SKU code). Every row is checked first; any problem and nothing is saved, each row's
 * problems are answered. Otherwise one transaction creates the new maps and re-points existing
 * (account, listing SKU) maps. The .xlsx import uses the same check and save.
 */
export async function bulkSaveSkuMaps(ctx: CommandContext, orgId: number | undefined, raw: unknown[]): Promise<BulkResult> {
  const { actor } = ctx;
  const owner = await resolveOwner(ctx.db, actor, orgId);
  const errors = await checkSkuMapRows(ctx.db, actor, owner.id, raw);
  if (errors.length) return { ok: false, created: 0, updated: 0, errors };
  return runCommand(ctx, async (tx) => {
    const { created, updated } = await applySkuMapRows(tx, actor, owner.id, raw, ctx.requestId);
    return {
      result: { ok: true, created: created.length, updated: updated.length, errors: [] },
      audit: SkuMapAudit.entry("bulkSaveSkuMaps", AuditAction.create, { orgId: owner.id, after: { created, updated } }),
    };
  });
}
