import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { b2cOrders } from "../orders/index.js";

/**
 * Returns (issue 9): the seller's return plan (the parcel coming back: carrier, tracking, expected date,
 * reason, lines by SKU with the expected units; from a shipped B2C order or free) and, on the same lines,
 * the warehouse's receipt (good and damaged units per line, notes). The status changes only through the
 * transition runner (domain/return-plan.machine.ts); stock moves only through the inventory module.
 */
export const returnPlans = pgTable(
  "return_plans",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** RT + the UTC date + the id, 6 digits (readable, unique, sortable by creation). */
    returnNo: varchar("return_no", { length: 40 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** The shipped B2C order the parcel comes back from (null: a free return). */
    sourceOrderId: integer("source_order_id").references(() => b2cOrders.id),
    carrier: varchar("carrier", { length: 60 }),
    trackingNo: varchar("tracking_no", { length: 60 }),
    expectedDate: date("expected_date", { mode: "string" }),
    reason: varchar("reason", { length: 24 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    /** The warehouse's notes on the receipt (the parcel's state, what was missing). */
    receiptNotes: varchar("receipt_notes", { length: 500 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    version: versionColumn(),
    createdBy: integer("created_by").references(() => users.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    receivingAt: timestamp("receiving_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("return_plans_no_uq").on(t.returnNo),
    index("return_plans_org_idx").on(t.orgId, t.status),
    index("return_plans_warehouse_idx").on(t.warehouseId, t.status),
    index("return_plans_order_idx").on(t.sourceOrderId),
    check("return_plans_status_ck", sql`${t.status} in ('draft', 'submitted', 'receiving', 'received', 'completed', 'cancelled')`),
  ],
);

export const returnPlanLines = pgTable(
  "return_plan_lines",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => returnPlans.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** 1, 2, ... within the plan: the stock ledger's document line. */
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    expectedQty: integer("expected_qty").notNull(),
    receivedGood: integer("received_good").notNull().default(0),
    receivedDamaged: integer("received_damaged").notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex("return_plan_lines_no_uq").on(t.planId, t.lineNo),
    uniqueIndex("return_plan_lines_product_uq").on(t.planId, t.productId),
    index("return_plan_lines_product_idx").on(t.productId),
    check("return_plan_lines_qty_ck", sql`${t.expectedQty} > 0 and ${t.receivedGood} >= 0 and ${t.receivedDamaged} >= 0`),
  ],
);
