import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../../platform/db/columns.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";

/**
 * Unsourced receipts (issue 9): parcels that reached a warehouse without an inbound plan. `org_id` is the
 * holder, the operator running the warehouse, so the goods are in no seller's stock until a claim is
 * confirmed; `claim_org_id` is the seller who claimed it (or was given it). The status column changes only
 * through the transition runner (domain/unsourced.machine.ts); stock moves only through the inventory module.
 */
export const unsourcedReceipts = pgTable(
  "unsourced_receipts",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** UR + the UTC date + the id, 6 digits. */
    receiptNo: varchar("receipt_no", { length: 40 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    carrier: varchar("carrier", { length: 60 }),
    trackingNo: varchar("tracking_no", { length: 64 }).notNull(),
    status: varchar("status", { length: 16 }).notNull().default("received"),
    claimOrgId: integer("claim_org_id").references(() => organizations.id),
    remark: varchar("remark", { length: 500 }),
    /** Why a claim was rejected or the parcel disposed of. */
    reason: varchar("reason", { length: 500 }),
    version: versionColumn(),
    createdBy: integer("created_by").references(() => users.id),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    claimRequestedAt: timestamp("claim_requested_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    disposedAt: timestamp("disposed_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("unsourced_receipts_no_uq").on(t.receiptNo),
    index("unsourced_receipts_warehouse_idx").on(t.warehouseId, t.status),
    index("unsourced_receipts_tracking_idx").on(t.trackingNo),
    index("unsourced_receipts_claim_idx").on(t.claimOrgId),
  ],
);

export const unsourcedReceiptLines = pgTable(
  "unsourced_receipt_lines",
  {
    id: serial("id").primaryKey(),
    receiptId: integer("receipt_id")
      .notNull()
      .references(() => unsourcedReceipts.id, { onDelete: "cascade" }),
    /** 1, 2, ... within the receipt: the stock ledger's document line. */
    lineNo: integer("line_no").notNull(),
    /** The barcode or SKU text as read off the goods. */
    code: varchar("code", { length: 64 }).notNull(),
    good: integer("good").notNull().default(0),
    damaged: integer("damaged").notNull().default(0),
    /** The claimant's SKU this line is matched to (proposed with a claim, fixed when it posts). */
    productId: integer("product_id").references(() => products.id),
    ...stamps,
  },
  (t) => [
    uniqueIndex("unsourced_receipt_lines_no_uq").on(t.receiptId, t.lineNo),
    check("unsourced_receipt_lines_qty_ck", sql`${t.good} >= 0 and ${t.damaged} >= 0 and ${t.good} + ${t.damaged} > 0`),
  ],
);
