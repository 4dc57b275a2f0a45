import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";

/**
 * Outbound plans (issue 9): a seller's B2B shipment from one warehouse to a fulfilment centre. The status
 * changes only through the plan's state machine (domain/outbound-plan.machine.ts); stock is reserved,
 * released and shipped through the inventory module's services, keyed by the plan number.
 */
export const outboundPlans = pgTable(
  "outbound_plans",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** OB + local date + a sequence of the day: OB20261124-0007. */
    planNo: varchar("plan_no", { length: 32 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** FBA, WFS or OTHER. */
    destinationType: varchar("destination_type", { length: 8 }).notNull(),
    destinationCode: varchar("destination_code", { length: 20 }).notNull(),
    destinationAddress: varchar("destination_address", { length: 500 }),
    fbaShipmentId: varchar("fba_shipment_id", { length: 40 }),
    referenceId: varchar("reference_id", { length: 40 }),
    shipBy: date("ship_by", { mode: "string" }),
    carrier: varchar("carrier", { length: 60 }),
    trackingNo: varchar("tracking_no", { length: 60 }),
    /** SPD, LTL or FTL. */
    transportMode: varchar("transport_mode", { length: 8 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    version: versionColumn(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("outbound_plans_no_uq").on(t.orgId, t.planNo),
    index("outbound_plans_status_idx").on(t.warehouseId, t.status),
    index("outbound_plans_created_idx").on(t.createdAt),
    check("outbound_plans_status_ck", sql`${t.status} in ('draft', 'submitted', 'picking', 'packed', 'shipped', 'completed', 'cancelled')`),
  ],
);

/** One SKU of a plan: the seller's catalogue product, its quantity and what the warehouse picked and shipped. */
export const outboundPlanLines = pgTable(
  "outbound_plan_lines",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => outboundPlans.id, { onDelete: "cascade" }),
    line: smallint("line").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    pickedQty: integer("picked_qty").notNull().default(0),
    shippedQty: integer("shipped_qty").notNull().default(0),
  },
  (t) => [
    uniqueIndex("outbound_plan_lines_line_uq").on(t.planId, t.line),
    uniqueIndex("outbound_plan_lines_product_uq").on(t.planId, t.productId),
    check("outbound_plan_lines_qty_ck", sql`${t.quantity} > 0 and ${t.pickedQty} >= 0 and ${t.shippedQty} >= 0`),
  ],
);

/** Cartons and pallets of a plan: how many, the size and weight of each, the units (or cartons) each holds. */
export const outboundPlanPackages = pgTable(
  "outbound_plan_packages",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => outboundPlans.id, { onDelete: "cascade" }),
    seq: smallint("seq").notNull(),
    kind: varchar("kind", { length: 8 }).notNull(),
    count: integer("count").notNull(),
    length: measureColumn("length").notNull(),
    width: measureColumn("width").notNull(),
    height: measureColumn("height").notNull(),
    lengthUnit: varchar("length_unit", { length: 8 }).notNull(),
    weight: measureColumn("weight").notNull(),
    weightUnit: varchar("weight_unit", { length: 8 }).notNull(),
    unitsEach: integer("units_each").notNull().default(0),
  },
  (t) => [
    uniqueIndex("outbound_plan_packages_seq_uq").on(t.planId, t.seq),
    check("outbound_plan_packages_kind_ck", sql`${t.kind} in ('carton', 'pallet')`),
    check("outbound_plan_packages_count_ck", sql`${t.count} > 0`),
  ],
);

/** The last plan number of each day (a row lock per day hands out numbers without gaps or races). */
export const outboundPlanSequences = pgTable(
  "outbound_plan_sequences",
  {
    day: text("day").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day] })],
);
