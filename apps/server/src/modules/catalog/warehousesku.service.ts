import { and, eq, inArray, sql } from "drizzle-orm";
import type { WarehouseSkuRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../platform/access/scope.js";
import { AuditAction, writeAudit } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { orgProfiles } from "../admin/index.js";
import { orgWarehouses, warehouses } from "../masterdata/index.js";
import { products, skuMaps, warehouseSkus } from "./schema.js";
import { isoTime } from "../../platform/db/columns.js";
import { WarehouseSkuAudit } from "./audit.js";
import { deleteRecord } from "../../platform/crud/index.js";

/**
 * Warehouse SKUs: the code a warehouse knows a seller's product by, one per product and warehouse,
 * unique per warehouse. Generated as the org's customer prefix + the org's next number (SA000042), or
 * given (e.g. an FNSKU). The warehouse must be one the seller may use (an active org_warehouses row).
 */

const select = {
  id: warehouseSkus.id,
  orgId: warehouseSkus.orgId,
  orgCode: organizations.code,
  productId: warehouseSkus.productId,
  sku: products.sku,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  warehouseId: warehouseSkus.warehouseId,
  warehouseCode: warehouses.code,
  code: warehouseSkus.code,
  active: warehouseSkus.active,
  sizeTier: sql<WarehouseSkuRow["sizeTier"]>`${products.sizeTier}`,
  version: warehouseSkus.version,
  createdAt: isoTime(warehouseSkus.createdAt),
};
const from = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(warehouseSkus)
    .innerJoin(products, eq(products.id, warehouseSkus.productId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseSkus.warehouseId))
    .innerJoin(organizations, eq(organizations.id, warehouseSkus.orgId))
    .$dynamic();

/** Sellers see their own; operator staff the orgs they serve, at the warehouses their access groups give them. */
const scope = (actor: Actor) =>
  and(orgScope(actor, warehouseSkus.orgId), actor.orgKind === "operator" ? warehouseScope(actor, warehouseSkus.warehouseId) : undefined);

/** The list's query; its whitelist and export come from `warehouseSkuResource` (contracts). */
export function warehouseSkuList(actor: Actor): ResourceListQuery {
  return {
    select,
    from,
    where: scope(actor),
    // filters of the API that no column shows (the product's pickers, the name in either language)
    columns: {
      id: { column: warehouseSkus.id, type: "int" },
      orgId: { column: warehouseSkus.orgId, type: "int", sort: false },
      productId: { column: warehouseSkus.productId, type: "int", sort: false },
      productLineId: { column: products.productLineId, type: "int", sort: false },
      active: { column: warehouseSkus.active, type: "bool", sort: false },
      name: { column: sql`(${products.nameZh} || ' ' || ${products.nameEn})`, type: "string", sort: false },
    },
    tieBreaker: warehouseSkus.id,
  };
}

async function rowsByIds(db: DbOrTx, ids: number[]): Promise<WarehouseSkuRow[]> {
  if (!ids.length) return [];
  return (await from(db.select(select)).where(inArray(warehouseSkus.id, ids)).orderBy(warehouseSkus.id)) as WarehouseSkuRow[];
}

/** The warehouse, if the caller may see it and the owner may use it. */
async function usableWarehouse(tx: Tx, actor: Actor, ownerId: number, ownerCode: string, warehouseId: number) {
  const [wh] = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.id, warehouseId),
        eq(warehouses.contextId, actor.contextId),
        actor.orgKind === "seller" ? undefined : warehouseScope(actor, warehouses.id),
      ),
    );
  if (!wh) throw notFound("catalog.warehouse");
  const [assigned] = await tx
    .select({ id: orgWarehouses.id })
    .from(orgWarehouses)
    .where(and(eq(orgWarehouses.orgId, ownerId), eq(orgWarehouses.warehouseId, warehouseId), eq(orgWarehouses.active, true)))
    .limit(1);
  if (!assigned) {
    // a seller learns nothing about warehouses it may not use
    if (actor.orgKind === "seller") throw notFound("catalog.warehouse");
    throw businessRule("catalog.warehouseNotAssigned", { org: ownerCode, warehouse: wh.code });
  }
  return wh;
}

async function customerPrefix(tx: Tx, orgId: number, orgCode: string): Promise<string> {
  // the org's profile belongs to the admin module (orgs area)
  const [profile] = await tx.select({ prefix: orgProfiles.customerPrefix }).from(orgProfiles).where(eq(orgProfiles.orgId, orgId));
  const prefix = profile?.prefix;
  if (!prefix) throw businessRule("catalog.noPrefix", { org: orgCode });
  return prefix;
}

/** The org's next number of a named sequence, atomically (the row lock serialises concurrent takers). */
async function nextNumber(tx: Tx, orgId: number, name: string): Promise<number> {
  const res = (await tx.execute(sql`insert into catalog_sequences (org_id, name, next_value) values (${orgId}, ${name}, 2)
    on conflict (org_id, name) do update set next_value = catalog_sequences.next_value + 1
    returning next_value - 1 as value`)) as unknown as { rows: { value: number }[] };
  return Number(res.rows[0]!.value);
}

async function codeTaken(tx: Tx, warehouseId: number, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: warehouseSkus.id })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.warehouseId, warehouseId), eq(warehouseSkus.code, code)));
  return !!row;
}

type ProductRec = typeof products.$inferSelect;

/** Creates one product's code at one warehouse (checked, generated unless given); writes its audit row. */
async function createOne(
  tx: Tx,
  ctx: CommandContext,
  product: ProductRec,
  wh: { id: number; code: string },
  code: string | undefined,
  prefix: () => Promise<string>,
) {
  const [existing] = await tx
    .select({ code: warehouseSkus.code })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.productId, product.id), eq(warehouseSkus.warehouseId, wh.id)));
  if (existing) return { existing: existing.code };
  let finalCode = code;
  if (finalCode) {
    if (await codeTaken(tx, wh.id, finalCode)) throw duplicate("catalog.warehouseSkuTaken", { code: finalCode, warehouse: wh.code });
  } else {
    const p = await prefix();
    do finalCode = `${p}${String(await nextNumber(tx, product.orgId, "warehouseSku")).padStart(6, "0")}`;
    while (await codeTaken(tx, wh.id, finalCode));
  }
  const [row] = await tx
    .insert(warehouseSkus)
    .values({ contextId: product.contextId, orgId: product.orgId, productId: product.id, warehouseId: wh.id, code: finalCode })
    .returning();
  await writeAudit(
    tx,
    ctx.actor,
    WarehouseSkuAudit.entry("createWarehouseSku", AuditAction.create, { entityId: row!.id, orgId: product.orgId, after: row }),
    ctx.requestId,
  );
  return { id: row!.id };
}

async function scopedProducts(tx: Tx, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ p: products, orgCode: organizations.code })
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.orgId))
    .where(and(inArray(products.id, unique), orgScope(actor, products.orgId)));
  if (rows.length !== unique.length) throw notFound("catalog.product");
  return rows;
}

/** One product at one warehouse; a given code is kept (unique per warehouse), else one is generated. */
export async function createWarehouseSku(
  ctx: CommandContext,
  input: { productId: number; warehouseId: number; code?: string },
): Promise<WarehouseSkuRow> {
  const id = await runCommand(ctx, async (tx) => {
    const [{ p, orgCode }] = (await scopedProducts(tx, ctx.actor, [input.productId])) as [{ p: ProductRec; orgCode: string }];
    const wh = await usableWarehouse(tx, ctx.actor, p.orgId, orgCode, input.warehouseId);
    const made = await createOne(tx, ctx, p, wh, input.code, () => customerPrefix(tx, p.orgId, orgCode));
    if ("existing" in made) throw duplicate("catalog.warehouseSkuExists", { sku: p.sku, warehouse: wh.code, code: made.existing });
    return {
      result: made.id,
      audit: WarehouseSkuAudit.entry("assignWarehouseSku", AuditAction.create, { entityId: made.id, orgId: p.orgId, after: input }),
    };
  });
  return (await rowsByIds(ctx.db, [id]))[0]!;
}

/** Codes for many products at one warehouse, in one transaction; those that have one there are skipped. */
export async function generateWarehouseSkus(
  ctx: CommandContext,
  input: { warehouseId: number; productIds: number[] },
): Promise<{ created: WarehouseSkuRow[]; skipped: number }> {
  const out = await runCommand(ctx, async (tx) => {
    const rows = await scopedProducts(tx, ctx.actor, input.productIds);
    const ids: number[] = [];
    let skipped = 0;
    const prefixes = new Map<number, string>();
    const checked = new Map<number, { id: number; code: string }>();
    for (const { p, orgCode } of rows.sort((a, b) => a.p.sku.localeCompare(b.p.sku))) {
      let wh = checked.get(p.orgId);
      if (!wh) {
        wh = await usableWarehouse(tx, ctx.actor, p.orgId, orgCode, input.warehouseId);
        checked.set(p.orgId, wh);
      }
      const made = await createOne(tx, ctx, p, wh, undefined, async () => {
        if (!prefixes.has(p.orgId)) prefixes.set(p.orgId, await customerPrefix(tx, p.orgId, orgCode));
        return prefixes.get(p.orgId)!;
      });
      if ("existing" in made) skipped++;
      else ids.push(made.id);
    }
    return {
      result: { ids, skipped },
      audit: WarehouseSkuAudit.entry("generateWarehouseSkus", AuditAction.create, {
        after: { warehouseId: input.warehouseId, created: ids, skipped },
      }),
    };
  });
  return { created: await rowsByIds(ctx.db, out.ids), skipped: out.skipped };
}

/** Deletes a warehouse SKU no SKU map ships from (409 otherwise). */
export async function deleteWarehouseSku(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: warehouseSkus,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(warehouseSkus)
        .where(and(eq(warehouseSkus.id, id), scope(ctx.actor)))
        .for("update");
      if (!row) throw notFound("catalog.warehouseSku");
      return row;
    },
    audit: { names: WarehouseSkuAudit, command: "deleteWarehouseSku" },
    before: async (tx, row) => {
      const [used] = await tx
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(skuMaps)
        .where(eq(skuMaps.warehouseSkuId, row.id));
      if (used && used.n > 0) throw inUse("catalog.warehouseSkuInUse", { code: row.code, n: used.n });
    },
  });
}

/** The warehouse SKU codes of products at a warehouse (labels), within the caller's scope. */
export async function warehouseSkuCodes(db: DbOrTx, actor: Actor, warehouseId: number, productIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ productId: warehouseSkus.productId, code: warehouseSkus.code })
    .from(warehouseSkus)
    .where(and(eq(warehouseSkus.warehouseId, warehouseId), inArray(warehouseSkus.productId, productIds), scope(actor)));
  return new Map(rows.map((r) => [r.productId, r.code]));
}
