import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../../platform/db/columns.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";

/**
 * Channel receipts (spec `winitReceipt`): goods arriving under another 3PL's or consolidator's inbound
 * order, booked against the seller as other inbound. The status changes only through the receipt's state
 * machine (domain/winit-receipt.machine.ts); posting writes the ledger's movements and batches.
 */
export const winitReceipts = pgTable(
  "winit_receipts",
  {
    id: serial("id").primaryKey(),
    /** The seller who owns the goods: the receipt is read in its data scope. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** WR + UTC date + the day's sequence. */
    receiptNo: varchar("receipt_no", { length: 32 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    channel: varchar("channel", { length: 16 }).notNull(),
    /** The channel's own inbound order number. */
    channelRef: varchar("channel_ref", { length: 64 }).notNull(),
    trackingNo: varchar("tracking_no", { length: 64 }),
    arrivedOn: date("arrived_on", { mode: "string" }),
    note: varchar("note", { length: 500 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    receivedBy: integer("received_by").references(() => users.id),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("winit_receipts_no_uq").on(t.orgId, t.receiptNo),
    // one live receipt per seller, channel and channel order: the same delivery is never booked twice
    uniqueIndex("winit_receipts_channel_ref_uq")
      .on(t.orgId, t.channel, t.channelRef)
      .where(sql`${t.status} <> 'cancelled'`),
    index("winit_receipts_warehouse_idx").on(t.warehouseId, t.status),
    index("winit_receipts_created_idx").on(t.createdAt),
    check("winit_receipts_status_ck", sql`${t.status} in ('draft', 'received', 'cancelled')`),
    check("winit_receipts_channel_ck", sql`${t.channel} in ('winit', 'goodcang', 'fpx', 'other')`),
  ],
);

/** One SKU: announced by the channel, counted good and damaged at the dock. */
export const winitReceiptLines = pgTable(
  "winit_receipt_lines",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => winitReceipts.id, { onDelete: "cascade" }),
    line: smallint("line").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    expectedQty: integer("expected_qty").notNull(),
    goodQty: integer("good_qty").notNull().default(0),
    damagedQty: integer("damaged_qty").notNull().default(0),
  },
  (t) => [
    uniqueIndex("winit_receipt_lines_line_uq").on(t.receiptId, t.line),
    index("winit_receipt_lines_product_idx").on(t.productId),
    check("winit_receipt_lines_qty_ck", sql`${t.expectedQty} >= 0 and ${t.goodQty} >= 0 and ${t.damagedQty} >= 0`),
  ],
);
