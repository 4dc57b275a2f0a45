import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
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
    /**
     * A parcel that came back without a plan, recorded by the warehouse (a receipt first: its draft holds the
     * counted units; posting it receives them at once). The seller sees it among its plans, marked.
     */
    unplanned: boolean("unplanned").notNull().default(false),
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
    /** An unplanned receipt's draft: the units the operator counted, posted as received when the receipt posts. */
    countedGood: integer("counted_good").notNull().default(0),
    countedDamaged: integer("counted_damaged").notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex("return_plan_lines_no_uq").on(t.planId, t.lineNo),
    uniqueIndex("return_plan_lines_product_uq").on(t.planId, t.productId),
    index("return_plan_lines_product_idx").on(t.productId),
    check(
      "return_plan_lines_qty_ck",
      sql`${t.expectedQty} > 0 and ${t.receivedGood} >= 0 and ${t.receivedDamaged} >= 0 and ${t.countedGood} >= 0 and ${t.countedDamaged} >= 0`,
    ),
  ],
);

/**
 * What happens to the damaged units a receipt posted (unsellable stock, inventory type 1): one row per
 * receipt line that brought damaged units. The seller (or the operator) decides: keep them unsellable,
 * restock them after inspection (move type 1 → 0, operations 110/120) or destroy them (other out 70);
 * restock and destroy wait for the operator's confirmation, which posts the stock. Status changes only
 * through the transition runner (domain/return-process.machine.ts).
 */
export const returnProcesses = pgTable(
  "return_processes",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** RP + the id, 8 digits: the stock ledger's document number of the restock or destruction. */
    processNo: varchar("process_no", { length: 40 }).notNull(),
    planId: integer("plan_id")
      .notNull()
      .references(() => returnPlans.id),
    lineId: integer("line_id")
      .notNull()
      .references(() => returnPlanLines.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    status: varchar("status", { length: 24 }).notNull().default("pending"),
    remark: varchar("remark", { length: 500 }),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("return_processes_no_uq").on(t.processNo),
    index("return_processes_org_idx").on(t.orgId, t.status),
    index("return_processes_plan_idx").on(t.planId),
    check("return_processes_qty_ck", sql`${t.quantity} > 0`),
    check("return_processes_status_ck", sql`${t.status} in ('pending', 'kept', 'restocking', 'restocked', 'destroying', 'destroyed')`),
  ],
);
