import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../../platform/db/columns.js";
import { organizations } from "../../../platform/identity/schema.js";
import { storeAccounts } from "../../masterdata/index.js";

/** One stock push rule per store account (seller-owned): which warehouses count, ratio, safety stock, cap. */
export const stockPushSettings = pgTable(
  "stock_push_settings",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    storeAccountId: integer("store_account_id")
      .notNull()
      .references(() => storeAccounts.id),
    enabled: boolean("enabled").notNull().default(true),
    /** Warehouse ids whose stock counts; empty = all the seller's warehouses. */
    warehouseIds: jsonb("warehouse_ids").$type<number[]>().notNull().default([]),
    /** Percent 0..100, exact (numeric, decimal.js in code). */
    ratio: numeric("ratio", { precision: 5, scale: 2 }).notNull().default("100"),
    safetyStock: integer("safety_stock").notNull().default(0),
    cap: integer("cap"),
    lastPushAt: timestamp("last_push_at", { withTimezone: true }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("stock_push_settings_account_uq").on(t.storeAccountId), index("stock_push_settings_org_idx").on(t.orgId)],
);

/** Every push of a listing's quantity, append-only: what was used, what the channel had, what we sent, how it went. */
export const stockPushHistory = pgTable(
  "stock_push_history",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    storeAccountId: integer("store_account_id")
      .notNull()
      .references(() => storeAccounts.id),
    /** The catalog SKU map (no FK: the history outlives a deleted map). */
    skuMapId: integer("sku_map_id").notNull(),
    listingSku: varchar("listing_sku", { length: 100 }).notNull(),
    productId: integer("product_id").notNull(),
    sku: varchar("sku", { length: 100 }).notNull(),
    available: integer("available").notNull(),
    previousQty: integer("previous_qty"),
    newQty: integer("new_qty").notNull(),
    /** pushed | unchanged | failed */
    status: varchar("status", { length: 16 }).notNull(),
    error: varchar("error", { length: 1000 }),
    /** manual | schedule | stock */
    trigger: varchar("trigger", { length: 16 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_push_history_listing_idx").on(t.storeAccountId, t.skuMapId, t.id),
    index("stock_push_history_org_idx").on(t.orgId, t.createdAt),
  ],
);

/** The sandbox channel's listings: what a marketplace would hold after our pushes (these machines reach none). */
export const stockPushSandboxListings = pgTable(
  "stock_push_sandbox_listings",
  {
    storeAccountId: integer("store_account_id").notNull(),
    listingSku: varchar("listing_sku", { length: 100 }).notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeAccountId, t.listingSku] })],
);

/**
 * Listings waiting for a push after a stock change: one row per (store account, product) however many
 * postings touched it, so a burst of postings coalesces into one push per listing and channel. A posting
 * writes the row in its own transaction (a rolled-back posting queues nothing); the outbox delivery takes
 * the account's rows and pushes them, and puts back the ones the channel refused (retried with the
 * outbox's backoff).
 */
export const stockPushQueue = pgTable(
  "stock_push_queue",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** No FKs on the account and product: a queued row must not block deleting either (its delivery then finds nothing). */
    storeAccountId: integer("store_account_id").notNull(),
    /** The catalog product whose available stock changed. */
    productId: integer("product_id").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.storeAccountId, t.productId] })],
);
