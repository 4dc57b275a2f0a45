import { boolean, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { moneyColumn, stamps, versionColumn } from "../../../platform/db/columns.js";
import { contexts, organizations, users } from "../../../platform/identity/schema.js";
import { storeAccounts } from "../schema.js";

/**
 * The business area's own tables (the core `product_lines` and `store_accounts` are in schema.ts):
 * sellers' suppliers; the context-wide sales platforms with their sites and the channel category trees;
 * store ads profiles; the operator's customers and salespeople.
 */

/** A seller's supplier (product lines buy from one). Code unique per org. */
export const suppliers = pgTable(
  "suppliers",
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
    contactName: varchar("contact_name", { length: 100 }),
    phone: varchar("phone", { length: 40 }),
    email: varchar("email", { length: 200 }),
    countryCode: varchar("country_code", { length: 2 }),
    address: varchar("address", { length: 300 }),
    paymentTermsDays: integer("payment_terms_days").notNull().default(0),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("suppliers_org_code_uq").on(t.orgId, t.code)],
);

/** A marketplace (Amazon, Walmart...): its code is the channel (`type`) store accounts carry. Context-wide. */
export const salesPlatforms = pgTable(
  "sales_platforms",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 16 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    website: varchar("website", { length: 200 }),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("sales_platforms_context_code_uq").on(t.contextId, t.code)],
);

/** One country site of a platform (Amazon.de...). A store account's country must be one of them. */
export const salesPlatformSites = pgTable(
  "sales_platform_sites",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    platformId: integer("platform_id")
      .notNull()
      .references(() => salesPlatforms.id),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    siteName: varchar("site_name", { length: 64 }).notNull(),
    marketplaceId: varchar("marketplace_id", { length: 32 }),
    currency: varchar("currency", { length: 3 }).notNull(),
    active: boolean("active").notNull().default(true),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("sales_platform_sites_country_uq").on(t.platformId, t.countryCode)],
);

/** A category tree per channel type (e.g. Amazon browse nodes at two levels). Context-wide. */
export const channelCategories = pgTable(
  "channel_categories",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    channel: varchar("channel", { length: 16 }).notNull(),
    parentId: integer("parent_id"),
    level: smallint("level").notNull().default(1),
    code: varchar("code", { length: 64 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("channel_categories_code_uq").on(t.contextId, t.channel, t.code),
    index("channel_categories_parent_idx").on(t.parentId),
  ],
);

/** The advertising profile of one store account (tenant-owned, one per account). */
export const storeAdsProfiles = pgTable(
  "store_ads_profiles",
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
    profileId: varchar("profile_id", { length: 20 }).notNull(),
    region: varchar("region", { length: 2 }).notNull(),
    dailyBudgetCap: moneyColumn("daily_budget_cap").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    autoSync: boolean("auto_sync").notNull().default(true),
    authorisedUntil: date("authorised_until", { mode: "string" }),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("store_ads_profiles_account_uq").on(t.orgId, t.storeAccountId)],
);

/** One of the operator's salespeople (optionally a user of the same org). */
export const salespersons = pgTable(
  "salespersons",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    userId: integer("user_id").references(() => users.id),
    phone: varchar("phone", { length: 40 }),
    email: varchar("email", { length: 200 }),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("salespersons_org_name_uq").on(t.orgId, t.fullName), uniqueIndex("salespersons_org_user_uq").on(t.orgId, t.userId)],
);

/**
 * One of the operator's customers (`org_id` = the operator): the company it serves, linked to a seller
 * org when there is one. Account status (code table customerAccountStatus: 0 normal, 1 in arrears,
 * 3 frozen) changes only through the setStatus command, with a reason.
 */
export const customers = pgTable(
  "customers",
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
    linkedOrgId: integer("linked_org_id").references(() => organizations.id),
    salespersonId: integer("salesperson_id").references(() => salespersons.id),
    accountStatus: varchar("account_status", { length: 2 }).notNull().default("0"),
    statusReason: varchar("status_reason", { length: 200 }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    billingCurrency: varchar("billing_currency", { length: 3 }).notNull().default("USD"),
    creditLimit: moneyColumn("credit_limit").notNull().default("0"),
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    contractStart: date("contract_start", { mode: "string" }),
    contractEnd: date("contract_end", { mode: "string" }),
    contactName: varchar("contact_name", { length: 100 }),
    contactPhone: varchar("contact_phone", { length: 40 }),
    contactEmail: varchar("contact_email", { length: 200 }),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("customers_org_code_uq").on(t.orgId, t.code),
    uniqueIndex("customers_org_linked_uq").on(t.orgId, t.linkedOrgId),
    index("customers_salesperson_idx").on(t.salespersonId),
  ],
);
