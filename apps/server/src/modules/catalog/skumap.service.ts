import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SkuMapRow, skuMapSave } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { storeAccounts, warehouses } from "../masterdata/index.js";
import { products, skuMaps, warehouseSkus } from "./schema.js";
import { isoTime } from "../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../platform/crud/index.js";
import { SkuMapAudit } from "./audit.js";

/**
 * SKU maps (and the channel-listing view of the same rows): a store account's listing SKU -> one
 * product x quantity, optionally pinned to the warehouse SKU it ships from. Scoped by org and, for
 * operator staff in access groups with accounts, by store account.
 */

const select = {
  id: skuMaps.id,
  orgId: skuMaps.orgId,
  orgCode: organizations.code,
  storeAccountId: skuMaps.storeAccountId,
  storeAccount: storeAccounts.title,
  channel: storeAccounts.channel,
  siteName: storeAccounts.siteName,
  listingSku: skuMaps.listingSku,
  asin: skuMaps.asin,
  listingTitle: skuMaps.listingTitle,
  productId: skuMaps.productId,
  sku: products.sku,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  isKit: products.isKit,
  quantity: skuMaps.quantity,
  warehouseSkuId: skuMaps.warehouseSkuId,
  warehouseSku: warehouseSkus.code,
  warehouseCode: warehouses.code,
  fulfilmentChannel: sql<SkuMapRow["fulfilmentChannel"]>`${skuMaps.fulfilmentChannel}`,
  active: skuMaps.active,
  remark: skuMaps.remark,
  version: skuMaps.version,
  updatedAt: isoTime(skuMaps.updatedAt),
};
const from = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(skuMaps)
    .innerJoin(storeAccounts, eq(storeAccounts.id, skuMaps.storeAccountId))
    .innerJoin(products, eq(products.id, skuMaps.productId))
    .innerJoin(organizations, eq(organizations.id, skuMaps.orgId))
    .leftJoin(warehouseSkus, eq(warehouseSkus.id, skuMaps.warehouseSkuId))
    .leftJoin(warehouses, eq(warehouses.id, warehouseSkus.warehouseId))
    .$dynamic();

const scope = (actor: Actor) => and(orgScope(actor, skuMaps.orgId), storeAccountScope(actor, skuMaps.storeAccountId));

/**
 * The list behind skuMapResource (product/skumap) and the channel-listing view (product/channellisting):
 * the definition's fields, and the API's further filters and the channel view's sort columns.
 */
export function skuMapList(actor: Actor): ResourceListQuery {
  return {
    select,
    from,
    where: scope(actor),
    columns: {
      id: { column: skuMaps.id, type: "int" },
      orgId: { column: skuMaps.orgId, type: "int" },
      channel: { column: storeAccounts.channel, type: "string" },
      siteName: { column: storeAccounts.siteName, type: "string" },
      listingTitle: { column: skuMaps.listingTitle, type: "string" },
      productId: { column: skuMaps.productId, type: "int" },
      name: { column: sql`(${products.nameZh} || ' ' || ${products.nameEn})`, type: "string", sort: false },
      productLineId: { column: products.productLineId, type: "int" },
      sizeTier: { column: products.sizeTier, type: "string" },
      isKit: { column: products.isKit, type: "bool" },
      warehouseId: { column: warehouseSkus.warehouseId, type: "int" },
      fulfilmentChannel: skuMaps.fulfilmentChannel,
    },
    tieBreaker: skuMaps.id,
  };
}

export async function getSkuMap(db: DbOrTx, actor: Actor, id: number): Promise<SkuMapRow> {
  const [row] = await from(db.select(select))
    .where(and(eq(skuMaps.id, id), scope(actor)))
    .limit(1);
  if (!row) throw notFound("catalog.skuMap");
  return row as SkuMapRow;
}

type SaveInput = z.output<typeof skuMapSave>;

async function assertListingFree(tx: Tx, accountId: number, listingSku: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: skuMaps.id, sku: products.sku, account: storeAccounts.title, listingSku: skuMaps.listingSku })
    .from(skuMaps)
    .innerJoin(products, eq(products.id, skuMaps.productId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, skuMaps.storeAccountId))
    .where(
      and(
        eq(skuMaps.storeAccountId, accountId),
        sql`lower(${skuMaps.listingSku}) = lower(${listingSku})`,
        exceptId === undefined ? undefined : sql`${skuMaps.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw duplicate("catalog.listingTaken", { account: clash.account, listingSku: clash.listingSku, sku: clash.sku });
}

/** Creates (no id) or updates (id + version) one map. Account and product must be the same seller's. */
export async function saveSkuMap(ctx: CommandContext, input: SaveInput): Promise<SkuMapRow> {
  const { actor } = ctx;
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const [account] = await tx
      .select({ id: storeAccounts.id, orgId: storeAccounts.orgId })
      .from(storeAccounts)
      .where(
        and(eq(storeAccounts.id, input.storeAccountId), orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)),
      );
    if (!account) throw notFound("catalog.storeAccount");
    const [product] = await tx
      .select({ id: products.id, orgId: products.orgId })
      .from(products)
      .where(and(eq(products.id, input.productId), orgScope(actor, products.orgId)));
    if (!product) throw notFound("catalog.product");
    if (product.orgId !== account.orgId) throw businessRule("catalog.accountOtherOrg");
    if (input.warehouseSkuId) {
      const [ws] = await tx
        .select({ productId: warehouseSkus.productId })
        .from(warehouseSkus)
        .where(eq(warehouseSkus.id, input.warehouseSkuId));
      if (!ws || ws.productId !== product.id) throw businessRule("catalog.warehouseSkuOtherProduct");
    }
    const values = {
      storeAccountId: account.id,
      listingSku: input.listingSku,
      asin: input.asin ?? null,
      listingTitle: input.listingTitle ?? null,
      productId: product.id,
      quantity: input.quantity,
      warehouseSkuId: input.warehouseSkuId ?? null,
      fulfilmentChannel: input.fulfilmentChannel,
      active: input.active,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      await assertListingFree(tx, account.id, input.listingSku);
      const [row] = await tx
        .insert(skuMaps)
        .values({ contextId: actor.contextId, orgId: account.orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: SkuMapAudit.entry("createSkuMap", AuditAction.create, { entityId: row!.id, orgId: account.orgId, after: row }),
      };
    }
    const [before] = await tx
      .select()
      .from(skuMaps)
      .where(and(eq(skuMaps.id, input.id), scope(actor)))
      .for("update");
    if (!before) throw notFound("catalog.skuMap");
    checkVersion(before, input.version);
    if (before.orgId !== account.orgId) throw businessRule("catalog.accountOtherOrg");
    await assertListingFree(tx, account.id, input.listingSku, before.id);
    const [after] = await tx
      .update(skuMaps)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(skuMaps.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SkuMapAudit.entry("updateSkuMap", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getSkuMap(ctx.db, actor, id);
}

async function lockMaps(tx: Tx, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(skuMaps)
    .where(and(inArray(skuMaps.id, unique), scope(actor)))
    .for("update");
  if (rows.length !== unique.length) throw notFound("catalog.skuMap");
  return rows;
}

export async function deleteSkuMaps(ctx: CommandContext, ids: number[]): Promise<{ changed: number }> {
  return runCommand(ctx, async (tx) => {
    const rows = await lockMaps(tx, ctx.actor, ids);
    await tx.delete(skuMaps).where(
      inArray(
        skuMaps.id,
        rows.map((r) => r.id),
      ),
    );
    return {
      result: { changed: rows.length },
      audit: rows.map((r) => SkuMapAudit.entry("deleteSkuMap", AuditAction.delete, { entityId: r.id, orgId: r.orgId, before: r })),
    };
  });
}

/** The resource's delete (`{ id }`): the one map, in the caller's scope. */
export async function deleteSkuMap(ctx: CommandContext, id: number): Promise<void> {
  await deleteSkuMaps(ctx, [id]);
}

export async function setSkuMapsActive(ctx: CommandContext, ids: number[], active: boolean): Promise<{ changed: number }> {
  return runCommand(ctx, async (tx) => {
    const rows = (await lockMaps(tx, ctx.actor, ids)).filter((r) => r.active !== active);
    for (const r of rows)
      await tx
        .update(skuMaps)
        .set({ active, version: r.version + 1, updatedAt: new Date() })
        .where(eq(skuMaps.id, r.id));
    const command = active ? "activateSkuMap" : "deactivateSkuMap";
    return {
      result: { changed: rows.length },
      audit: rows.map((r) =>
        SkuMapAudit.entry(command, AuditAction.update, { entityId: r.id, orgId: r.orgId, before: { active: r.active }, after: { active } }),
      ),
    };
  });
}
