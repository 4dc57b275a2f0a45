import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, moneyColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { carrierServices, storeAccounts, warehouses } from "../masterdata/index.js";

/**
 * B2C outbound orders (issue 9; spec §2.4 `b2corderHj`): a seller's parcel to an end customer from one
 * warehouse through one carrier service. Shaped as the spec's B2C order so the order-management issue
 * extends this table rather than adding a second one. The status changes only through the order's state
 * machine (domain/order.machine.ts); stock moves through the inventory module's ledger, keyed by the order number.
 */
export const b2cOrders = pgTable(
  "b2c_orders",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** SO + UTC date + a sequence of the day: SO20261124-00007. */
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    /** The seller's own order number (its shop's or ERP's). */
    referenceNo: varchar("reference_no", { length: 60 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    carrierServiceId: integer("carrier_service_id")
      .notNull()
      .references(() => carrierServices.id),
    storeAccountId: integer("store_account_id").references(() => storeAccounts.id),
    recipientName: varchar("recipient_name", { length: 100 }).notNull(),
    recipientCompany: varchar("recipient_company", { length: 100 }),
    recipientPhone: varchar("recipient_phone", { length: 40 }),
    recipientEmail: varchar("recipient_email", { length: 120 }),
    country: varchar("country", { length: 2 }).notNull(),
    state: varchar("state", { length: 60 }),
    city: varchar("city", { length: 80 }).notNull(),
    postcode: varchar("postcode", { length: 20 }).notNull(),
    address1: varchar("address1", { length: 200 }).notNull(),
    address2: varchar("address2", { length: 200 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    trackingNo: varchar("tracking_no", { length: 60 }),
    /** The carrier label PDF in the file store (platform/files). */
    labelFileKey: varchar("label_file_key", { length: 200 }),
    /** The parcel as packed: weight and dimensions with their units. */
    weight: measureColumn("weight"),
    weightUnit: varchar("weight_unit", { length: 8 }),
    length: measureColumn("length"),
    width: measureColumn("width"),
    height: measureColumn("height"),
    lengthUnit: varchar("length_unit", { length: 8 }),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("b2c_orders_no_uq").on(t.orgId, t.orderNo),
    // a seller's reference is unique among its live orders; a cancelled order frees it for a new one
    uniqueIndex("b2c_orders_reference_uq")
      .on(t.orgId, t.referenceNo)
      .where(sql`status <> 'cancelled'`),
    index("b2c_orders_status_idx").on(t.warehouseId, t.status),
    index("b2c_orders_created_idx").on(t.createdAt),
    check("b2c_orders_status_ck", sql`${t.status} in ('draft', 'submitted', 'picked', 'packed', 'shipped', 'cancelled')`),
  ],
);

/** One SKU of an order: the seller's catalogue product, its quantity and declared unit value (exact money). */
export const b2cOrderLines = pgTable(
  "b2c_order_lines",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => b2cOrders.id, { onDelete: "cascade" }),
    line: smallint("line").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    declaredValue: moneyColumn("declared_value").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex("b2c_order_lines_line_uq").on(t.orderId, t.line),
    uniqueIndex("b2c_order_lines_product_uq").on(t.orderId, t.productId),
    index("b2c_order_lines_product_idx").on(t.productId),
    check("b2c_order_lines_qty_ck", sql`${t.quantity} > 0 and ${t.declaredValue} >= 0`),
  ],
);

/** The last order number of each day (a row lock per day hands out numbers without gaps or races). */
export const b2cOrderSequences = pgTable(
  "b2c_order_sequences",
  {
    day: text("day").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day] })],
);
