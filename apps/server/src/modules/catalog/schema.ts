import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, moneyColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { contexts, organizations } from "../../platform/identity/schema.js";
import { productLines, storeAccounts, warehouses } from "../masterdata/index.js";
import type { DimWeight } from "./domain/dim-weight.js";

/**
 * The product catalogue. A product (SKU) belongs to a seller org; its size tier and dimensional weights
 * are derived from its measures on every save (domain/). Kits are products whose components are other
 * products of the same org. Warehouse SKUs name a product at one warehouse; SKU maps tie a store
 * account's listing SKU to a product.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    sku: varchar("sku", { length: 64 }).notNull(),
    nameZh: varchar("name_zh", { length: 200 }).notNull(),
    nameEn: varchar("name_en", { length: 200 }).notNull(),
    barcode: varchar("barcode", { length: 14 }),
    productLineId: integer("product_line_id").references(() => productLines.id),
    /** 1 finished goods, 2 parts, 3 consumables (spec §3). */
    productType: smallint("product_type").notNull().default(1),
    salesUnit: varchar("sales_unit", { length: 16 }).notNull().default("Pcs"),
    length: measureColumn("length").notNull(),
    width: measureColumn("width").notNull(),
    height: measureColumn("height").notNull(),
    lengthUnit: varchar("length_unit", { length: 8 }).notNull(),
    weight: measureColumn("weight").notNull(),
    weightUnit: varchar("weight_unit", { length: 8 }).notNull(),
    declaredValue: moneyColumn("declared_value").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    originCountry: varchar("origin_country", { length: 16 }).notNull(),
    hsCode: varchar("hs_code", { length: 16 }),
    isKit: boolean("is_kit").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** Derived on every save from the measures: the tier and the rule set that gave it. */
    sizeTier: varchar("size_tier", { length: 32 }).notNull(),
    sizeTierRuleSet: varchar("size_tier_rule_set", { length: 32 }).notNull(),
    /** Derived on every save: the dimensional weight for each carrier divisor in force. */
    dimWeights: jsonb("dim_weights").$type<DimWeight[]>().notNull().default([]),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("products_org_sku_uq").on(t.orgId, sql`lower(${t.sku})`),
    // lists of stock sorted by SKU walk the products in this order to their balances (a page costs its
    // rows); with the id, a count filtered by SKU text reads the index alone, not the wide product rows
    index("products_sku_idx").on(t.sku, t.id),
    index("products_org_updated_idx").on(t.orgId, t.updatedAt),
    index("products_line_idx").on(t.productLineId),
  ],
);

/** A kit's components: quantity of each product in one kit. */
export const kitComponents = pgTable(
  "kit_components",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    kitId: integer("kit_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    componentId: integer("component_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kitId, t.componentId] }), index("kit_components_component_idx").on(t.componentId)],
);

/**
 * The code a warehouse uses for a seller's product (printed on FNSKU-style labels). Generated from the
 * org's customer prefix and the org's sequence, or given; unique per warehouse, one per product there.
 */
export const warehouseSkus = pgTable(
  "warehouse_skus",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    code: varchar("code", { length: 32 }).notNull(),
    active: boolean("active").notNull().default(true),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("warehouse_skus_warehouse_code_uq").on(t.warehouseId, t.code),
    uniqueIndex("warehouse_skus_product_warehouse_uq").on(t.productId, t.warehouseId),
    index("warehouse_skus_org_idx").on(t.orgId),
  ],
);

/**
 * A store listing mapped to a product: (store account, listing SKU) -> product x quantity, optionally
 * pinned to the warehouse SKU it ships from. One listing SKU maps to one product per account.
 */
export const skuMaps = pgTable(
  "sku_maps",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    storeAccountId: integer("store_account_id")
      .notNull()
      .references(() => storeAccounts.id),
    listingSku: varchar("listing_sku", { length: 100 }).notNull(),
    asin: varchar("asin", { length: 32 }),
    listingTitle: varchar("listing_title", { length: 300 }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull().default(1),
    warehouseSkuId: integer("warehouse_sku_id").references(() => warehouseSkus.id),
    /** merchant (seller ships), marketplace (FBA/WFS), warehouse (our 3PL warehouse). */
    fulfilmentChannel: varchar("fulfilment_channel", { length: 16 }).notNull().default("warehouse"),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("sku_maps_account_listing_uq").on(t.storeAccountId, sql`lower(${t.listingSku})`),
    index("sku_maps_product_idx").on(t.productId),
    index("sku_maps_org_idx").on(t.orgId),
  ],
);

/** Per-org counters (warehouse SKU numbers), taken under a row lock. */
export const catalogSequences = pgTable(
  "catalog_sequences",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: varchar("name", { length: 32 }).notNull(),
    nextValue: integer("next_value").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);
