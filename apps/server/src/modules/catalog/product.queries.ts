import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { GoodsRow, ProductDetail, ProductOption, ProductRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { loadScoped, orgScope } from "../../platform/access/scope.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ListSpec } from "../../platform/http/paging.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { bizAttachments } from "../admin/index.js";
import { productLines, storeAccounts, warehouses } from "../masterdata/index.js";
import { sizeTierOf, sizeTierRuleSets } from "./domain/size-tier.js";
import { kitComponents, products, skuMaps, warehouseSkus } from "./schema.js";
import { isoTime } from "../../platform/db/columns.js";

/** Reads of the product catalogue: the list, the goods view, one product with its relations, pickers. */

const counts = {
  componentCount: sql<number>`(select cast(count(*) as integer) from kit_components kc where kc.kit_id = ${products.id})`,
  listingCount: sql<number>`(select cast(count(*) as integer) from sku_maps sm where sm.product_id = ${products.id})`,
  warehouseSkuCount: sql<number>`(select cast(count(*) as integer) from warehouse_skus ws where ws.product_id = ${products.id})`,
};

export const productSelect = {
  id: products.id,
  orgId: products.orgId,
  orgCode: organizations.code,
  sku: products.sku,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  barcode: products.barcode,
  productLineId: products.productLineId,
  productLineName: productLines.name,
  productType: products.productType,
  salesUnit: products.salesUnit,
  length: products.length,
  width: products.width,
  height: products.height,
  lengthUnit: sql<ProductRow["lengthUnit"]>`${products.lengthUnit}`,
  weight: products.weight,
  weightUnit: sql<ProductRow["weightUnit"]>`${products.weightUnit}`,
  declaredValue: products.declaredValue,
  currency: products.currency,
  originCountry: sql<ProductRow["originCountry"]>`${products.originCountry}`,
  hsCode: products.hsCode,
  isKit: products.isKit,
  active: products.active,
  sizeTier: sql<ProductRow["sizeTier"]>`${products.sizeTier}`,
  sizeTierRuleSet: products.sizeTierRuleSet,
  dimWeights: products.dimWeights,
  ...counts,
  remark: products.remark,
  version: products.version,
  updatedAt: isoTime(products.updatedAt),
};

const fromProducts = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(products)
    .innerJoin(organizations, eq(organizations.id, products.orgId))
    .leftJoin(productLines, eq(productLines.id, products.productLineId))
    .$dynamic();

/** The filterable, sortable fields every product list shares. */
const productFields = {
  id: { column: products.id, type: "int" },
  orgId: { column: products.orgId, type: "int" },
  orgCode: { column: organizations.code, type: "string" },
  sku: { column: products.sku, type: "string" },
  nameZh: { column: products.nameZh, type: "string" },
  nameEn: { column: products.nameEn, type: "string" },
  /** LIKE over both names. */
  name: { column: sql`(${products.nameZh} || ' ' || ${products.nameEn})`, type: "string" },
  barcode: { column: products.barcode, type: "string" },
  productLineId: { column: products.productLineId, type: "int" },
  productLineName: { column: productLines.name, type: "string" },
  productType: { column: products.productType, type: "int" },
  salesUnit: { column: products.salesUnit, type: "string" },
  sizeTier: { column: products.sizeTier, type: "string" },
  originCountry: { column: products.originCountry, type: "string" },
  isKit: { column: products.isKit, type: "bool" },
  active: { column: products.active, type: "bool" },
  weight: { column: products.weight, type: "decimal" },
  declaredValue: { column: products.declaredValue, type: "decimal" },
  currency: { column: products.currency, type: "string" },
  updatedAt: { column: products.updatedAt, type: "timestamp" },
} satisfies ListSpec["fields"];

/** The list behind productResource (and its manage view): the API's filters beyond the definition's fields. */
export function productList(actor: Actor): ResourceListQuery {
  return {
    select: productSelect,
    from: fromProducts,
    where: orgScope(actor, products.orgId),
    columns: {
      ...productFields,
      length: false,
      dimWeights: false,
      listingCount: { column: counts.listingCount, type: "int", filter: false },
      componentCount: { column: counts.componentCount, type: "int", filter: false },
    },
    tieBreaker: products.id,
  };
}

/** sales/goods: products with their listings (account: listing SKU (ASIN) x qty) and kit composition. */
export function goodsList(actor: Actor): ResourceListQuery {
  const listings = sql<string>`coalesce((select string_agg(sa.title || ': ' || sm.listing_sku || coalesce(' (' || sm.asin || ')', '') || case when sm.quantity > 1 then ' ×' || sm.quantity else '' end, E'\n' order by sa.title, sm.listing_sku)
      from sku_maps sm join ${storeAccounts} sa on sa.id = sm.store_account_id where sm.product_id = ${products.id} and sm.active), '')`;
  const composition = sql<string>`coalesce((select string_agg(c.sku || ' ×' || kc.quantity, ' + ' order by kc.sort, c.sku)
      from kit_components kc join products c on c.id = kc.component_id where kc.kit_id = ${products.id}), '')`;
  const activeListings = sql<number>`(select cast(count(*) as integer) from sku_maps sm where sm.product_id = ${products.id} and sm.active)`;
  const usedIn = sql<number>`(select cast(count(*) as integer) from kit_components kc where kc.component_id = ${products.id})`;
  return {
    select: {
      id: products.id,
      orgCode: organizations.code,
      sku: products.sku,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      productLineName: productLines.name,
      isKit: products.isKit,
      active: products.active,
      sizeTier: sql<GoodsRow["sizeTier"]>`${products.sizeTier}`,
      declaredValue: products.declaredValue,
      currency: products.currency,
      listingCount: activeListings,
      listings,
      composition,
      usedInKitCount: usedIn,
    },
    from: fromProducts,
    where: orgScope(actor, products.orgId),
    columns: {
      ...productFields,
      listings: false,
      composition: false,
      // counts the API filters on (GE_listingCount=1: the listed products)
      listingCount: { column: activeListings, type: "int", filter: true },
      usedInKitCount: { column: usedIn, type: "int", filter: true },
      /** LIKE over the listing SKUs and ASINs of the product. */
      listing: {
        column: sql`coalesce((select string_agg(sm.listing_sku || ' ' || coalesce(sm.asin, ''), ' ') from sku_maps sm where sm.product_id = ${products.id}), '')`,
        type: "string",
        sort: false,
      },
    },
    tieBreaker: products.id,
  };
}

export async function getProductRow(db: DbOrTx, actor: Actor, id: number): Promise<ProductRow> {
  const [row] = await fromProducts(db.select(productSelect))
    .where(and(eq(products.id, id), orgScope(actor, products.orgId)))
    .limit(1);
  if (!row) throw notFoundProduct();
  return row as ProductRow;
}

const notFoundProduct = () => notFound("catalog.product");

/** One product with its kit components, the kits using it, its warehouse SKUs, listings, images and size-tier figures. */
export async function getProduct(db: DbOrTx, actor: Actor, id: number): Promise<ProductDetail> {
  const row = await getProductRow(db, actor, id);
  const components = await db
    .select({
      productId: products.id,
      sku: products.sku,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      quantity: kitComponents.quantity,
      weight: products.weight,
      weightUnit: sql<"g" | "lbs">`${products.weightUnit}`,
      declaredValue: products.declaredValue,
      currency: products.currency,
      active: products.active,
    })
    .from(kitComponents)
    .innerJoin(products, eq(products.id, kitComponents.componentId))
    .where(eq(kitComponents.kitId, id))
    .orderBy(asc(kitComponents.sort), asc(products.sku));
  const usedInKits = await db
    .select({ id: products.id, sku: products.sku, nameZh: products.nameZh, nameEn: products.nameEn, quantity: kitComponents.quantity })
    .from(kitComponents)
    .innerJoin(products, eq(products.id, kitComponents.kitId))
    .where(eq(kitComponents.componentId, id))
    .orderBy(asc(products.sku));
  const whSkus = await db
    .select({ id: warehouseSkus.id, warehouseCode: warehouses.code, code: warehouseSkus.code, active: warehouseSkus.active })
    .from(warehouseSkus)
    .innerJoin(warehouses, eq(warehouses.id, warehouseSkus.warehouseId))
    .where(eq(warehouseSkus.productId, id))
    .orderBy(asc(warehouses.code));
  const listings = await db
    .select({
      id: skuMaps.id,
      storeAccount: storeAccounts.title,
      channel: storeAccounts.channel,
      listingSku: skuMaps.listingSku,
      asin: skuMaps.asin,
      quantity: skuMaps.quantity,
      active: skuMaps.active,
    })
    .from(skuMaps)
    .innerJoin(storeAccounts, eq(storeAccounts.id, skuMaps.storeAccountId))
    .where(eq(skuMaps.productId, id))
    .orderBy(asc(storeAccounts.title), asc(skuMaps.listingSku));
  // product photos are BizAttach files of model "product" (the admin module's table)
  const images = await db
    .select({ id: bizAttachments.id, fileName: bizAttachments.fileName })
    .from(bizAttachments)
    .where(and(eq(bizAttachments.modelCode, "product"), eq(bizAttachments.bizId, String(id)), eq(bizAttachments.orgId, row.orgId)))
    .orderBy(asc(bizAttachments.id));
  const set = sizeTierRuleSets.find((s) => s.code === row.sizeTierRuleSet) ?? sizeTierRuleSets[0]!;
  const figures = sizeTierOf(row, set);
  return {
    ...row,
    components,
    usedInKits,
    sizeTierFigures: { ...figures, tier: row.sizeTier, ruleSetTitle: actor.locale === "zh-CN" ? set.title.zh : set.title.en },
    warehouseSkus: whSkus,
    listings,
    images,
  };
}

/** Loads a product row in scope (for commands). */
export const loadProduct = (db: DbOrTx, actor: Actor, id: number) => loadScoped(db, products, id, actor, "catalog.product");

/** Products for pickers: SKU or name contains `q`; active ones unless asked. */
export async function productOptions(
  db: DbOrTx,
  actor: Actor,
  opts: { q?: string; orgId?: number; includeInactive?: boolean; limit?: number },
): Promise<ProductOption[]> {
  const conds: (SQL | undefined)[] = [orgScope(actor, products.orgId)];
  if (opts.orgId) conds.push(eq(products.orgId, opts.orgId));
  if (!opts.includeInactive) conds.push(eq(products.active, true));
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(products.sku, like), ilike(products.nameZh, like), ilike(products.nameEn, like)));
  }
  return db
    .select({
      id: products.id,
      orgId: products.orgId,
      sku: products.sku,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      isKit: products.isKit,
      active: products.active,
    })
    .from(products)
    .where(and(...conds))
    .orderBy(asc(products.sku))
    .limit(opts.limit ?? 50);
}
