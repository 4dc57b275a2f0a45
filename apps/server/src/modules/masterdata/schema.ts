import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { contexts, organizations } from "../../platform/identity/schema.js";

/**
 * The master data other modules stand on: warehouses, which orgs may use them, product lines and the
 * sellers' store accounts. The platform's data scope (platform/access/scope.ts) reads `warehouses`,
 * `org_warehouses` and `store_accounts` by name, so renaming them means changing it too.
 * Each area of the module keeps its further tables in its own `<area>.schema.ts`.
 */

/**
 * A physical warehouse, run by an operator org (`org_id`). Codes are unique in the context: they are
 * printed on labels and documents. Type (spec §9): 1 own, 2 Amazon-type (FBA), 3 third-party,
 * 4 other: left out of the standard lists and of findAllWarehouses.
 */
export const warehouses = pgTable(
  "warehouses",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    warehouseType: smallint("warehouse_type").notNull().default(1),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    state: varchar("state", { length: 8 }),
    city: varchar("city", { length: 100 }),
    address1: varchar("address1", { length: 200 }),
    address2: varchar("address2", { length: 200 }),
    postcode: varchar("postcode", { length: 16 }),
    contactName: varchar("contact_name", { length: 100 }),
    contactPhone: varchar("contact_phone", { length: 40 }),
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("America/Los_Angeles"),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    capacityM3: measureColumn("capacity_m3"),
    active: boolean("active").notNull().default(true),
    /** Shown in sellers' warehouse pickers (updatePageDisplay); a hidden warehouse still works. */
    pageDisplay: boolean("page_display").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("warehouses_context_code_uq").on(t.contextId, t.code), index("warehouses_org_idx").on(t.orgId)],
);

/**
 * Which seller (or forwarder) org may use which warehouse. A plain row grants the use of the whole
 * warehouse; a virtual row is a seller-facing name for a slice of it (its own code and name). Any
 * active row makes the warehouse visible to the org (platform/access/scope.ts warehouseScope).
 */
export const orgWarehouses = pgTable(
  "org_warehouses",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    isVirtual: boolean("is_virtual").notNull().default(false),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("org_warehouses_org_code_uq").on(t.orgId, t.code), index("org_warehouses_warehouse_idx").on(t.warehouseId, t.orgId)],
);

/** A seller's product line (spec §3: id, name, supplierId, paymentType, flag). */
export const productLines = pgTable(
  "product_lines",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    supplierId: integer("supplier_id"),
    /** 1 prepaid, 2 on delivery, 3 monthly (purchasing terms of the line's supplier). */
    paymentType: smallint("payment_type"),
    /** 0 normal; 1 excluded from ordinary pickers (findAllByContextIdBesideFlag). */
    flag: smallint("flag").notNull().default(0),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("product_lines_org_code_uq").on(t.orgId, t.code)],
);

/**
 * A seller's store account on a marketplace (spec §3 Account). `channel` is the spec's `type`
 * (amazon, walmart, ebay, shopify, temu, tiktok, wayfair, other); `account_type` 1 seller, 2 vendor.
 */
export const storeAccounts = pgTable(
  "store_accounts",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    title: varchar("title", { length: 100 }).notNull(),
    channel: varchar("channel", { length: 16 }).notNull(),
    accountType: smallint("account_type").notNull().default(1),
    flag: smallint("flag").notNull().default(0),
    siteName: varchar("site_name", { length: 64 }),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    marketplaceId: varchar("marketplace_id", { length: 32 }),
    currency: varchar("currency", { length: 3 }).notNull(),
    channelCategoryId: integer("channel_category_id"),
    bossShippingMethodCodes: text("boss_shipping_method_codes").array().notNull().default([]),
    defaultManMadeShipment: boolean("default_man_made_shipment").notNull().default(false),
    isAccountPay: boolean("is_account_pay").notNull().default(false),
    isOpenSfp: boolean("is_open_sfp").notNull().default(false),
    issueAccountPay: boolean("issue_account_pay").notNull().default(false),
    jdCode: varchar("jd_code", { length: 32 }),
    /** Where the account's customer returns go (account/return/warehouse/getReturnWarehouse). */
    returnWarehouseId: integer("return_warehouse_id").references(() => warehouses.id),
    active: boolean("active").notNull().default(true),
    /** normal | authorisation_expired | suspended */
    status: varchar("status", { length: 24 }).notNull().default("normal"),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("store_accounts_org_title_uq").on(t.orgId, t.title), index("store_accounts_context_idx").on(t.contextId)],
);
