import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";

/**
 * Stock control's own records. A warehouse's shelving time-out and order cut-off are the masterdata
 * warehouse settings (one place for them; WMS/workConfig edits them there): this module keeps only what
 * no one else holds, the storage capacity; and the sellers' warning rules and the warnings they raise.
 */

/** A warehouse's storage capacity (WMS/workConfig), against which the capacity forecast is drawn. */
export const warehouseCapacities = pgTable("warehouse_capacities", {
  warehouseId: integer("warehouse_id")
    .primaryKey()
    .references(() => warehouses.id),
  /** The warehouse's operator org (tenant key). */
  orgId: integer("org_id")
    .notNull()
    .references(() => organizations.id),
  capacityM3: measureColumn("capacity_m3"),
  version: versionColumn(),
  ...stamps,
});

/** A seller's warning rule: all its SKUs (no product) or one, in every warehouse (none) or one. */
export const stockWarningRules = pgTable(
  "stock_warning_rules",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    productId: integer("product_id").references(() => products.id),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    coverDaysBelow: integer("cover_days_below"),
    ageDaysOver: integer("age_days_over"),
    unsellableAbove: integer("unsellable_above"),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    index("stock_warning_rules_org_idx").on(t.orgId),
    check(
      "stock_warning_rules_threshold_ck",
      sql`${t.coverDaysBelow} is not null or ${t.ageDaysOver} is not null or ${t.unsellableAbove} is not null`,
    ),
  ],
);

/**
 * What a rule found true of one SKU in one warehouse: raised open, its figure updated while it stays true,
 * cleared when it no longer is. At most one open warning per rule, warehouse, SKU and kind.
 */
export const stockWarnings = pgTable(
  "stock_warnings",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => stockWarningRules.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** lowCover | ageing | unsellable */
    kind: varchar("kind", { length: 16 }).notNull(),
    figure: numeric("figure", { precision: 14, scale: 2 }).notNull(),
    threshold: integer("threshold").notNull(),
    /** open | cleared */
    status: varchar("status", { length: 8 }).notNull().default("open"),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_warnings_open_uq")
      .on(t.ruleId, t.warehouseId, t.productId, t.kind)
      .where(sql`${t.status} = 'open'`),
    index("stock_warnings_org_idx").on(t.orgId, t.status, t.kind),
    check("stock_warnings_kind_ck", sql`${t.kind} in ('lowCover', 'ageing', 'unsellable')`),
    check("stock_warnings_status_ck", sql`${t.status} in ('open', 'cleared')`),
  ],
);
