import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";

/**
 * Inbound plans (issue 9): a seller's announcement of goods coming to a warehouse, its lines by SKU
 * (expected, received good / damaged, put away) and its cartons. The status column changes only through
 * the transition runner (domain/inbound-plan.machine.ts); stock moves only through the inventory module.
 */
export const inboundPlans = pgTable(
  "inbound_plans",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** IB + the UTC date + the id, 6 digits (readable, unique, sortable by creation). */
    planNo: varchar("plan_no", { length: 40 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** 1 self-delivered, 2 via a transit warehouse, 3 to FBA. */
    transitType: smallint("transit_type").notNull(),
    /** air, sea_lcl, sea_fcl, express, rail_lcl, rail_fcl */
    transportMode: varchar("transport_mode", { length: 16 }).notNull(),
    eta: date("eta", { mode: "string" }),
    trackingNo: varchar("tracking_no", { length: 64 }),
    containerNo: varchar("container_no", { length: 64 }),
    remark: varchar("remark", { length: 500 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    version: versionColumn(),
    createdBy: integer("created_by").references(() => users.id),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    /** The first receipt: shelving times out a configured number of hours after it. */
    receivingAt: timestamp("receiving_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("inbound_plans_no_uq").on(t.planNo),
    index("inbound_plans_org_idx").on(t.orgId, t.status),
    index("inbound_plans_warehouse_idx").on(t.warehouseId, t.status),
    check("inbound_plans_transit_ck", sql`${t.transitType} in (1, 2, 3)`),
  ],
);

export const inboundPlanLines = pgTable(
  "inbound_plan_lines",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => inboundPlans.id, { onDelete: "cascade" }),
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
    putawayQty: integer("putaway_qty").notNull().default(0),
    /** spec onShelfStatus: 0 booked (submitted), 1 receiving; 2 (timed out) is computed when read. Null in draft. */
    onShelfStatus: smallint("on_shelf_status"),
    ...stamps,
  },
  (t) => [
    uniqueIndex("inbound_plan_lines_no_uq").on(t.planId, t.lineNo),
    uniqueIndex("inbound_plan_lines_product_uq").on(t.planId, t.productId),
    index("inbound_plan_lines_product_idx").on(t.productId),
    check(
      "inbound_plan_lines_qty_ck",
      sql`${t.expectedQty} > 0 and ${t.receivedGood} >= 0 and ${t.receivedDamaged} >= 0 and ${t.putawayQty} >= 0 and ${t.putawayQty} <= ${t.receivedGood} + ${t.receivedDamaged}`,
    ),
  ],
);

export const inboundCartons = pgTable(
  "inbound_cartons",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => inboundPlans.id, { onDelete: "cascade" }),
    cartonNo: varchar("carton_no", { length: 40 }).notNull(),
    length: measureColumn("length").notNull(),
    width: measureColumn("width").notNull(),
    height: measureColumn("height").notNull(),
    lengthUnit: varchar("length_unit", { length: 8 }).notNull(),
    weight: measureColumn("weight").notNull(),
    weightUnit: varchar("weight_unit", { length: 8 }).notNull(),
  },
  (t) => [uniqueIndex("inbound_cartons_no_uq").on(t.planId, t.cartonNo)],
);

/** What a carton holds, per SKU. */
export const inboundCartonItems = pgTable(
  "inbound_carton_items",
  {
    id: serial("id").primaryKey(),
    cartonId: integer("carton_id")
      .notNull()
      .references(() => inboundCartons.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [uniqueIndex("inbound_carton_items_uq").on(t.cartonId, t.productId), check("inbound_carton_items_qty_ck", sql`${t.quantity} > 0`)],
);
