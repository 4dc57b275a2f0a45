import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../../platform/db/columns.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { inboundPlans } from "../schema.js";

/**
 * Purchase orders as inbound plans import them (issue 9): a seller's PO (number, supplier, lines by SKU
 * with the ordered and the already-planned quantity). Owned by the inbound module until purchasing exists;
 * purchasing takes these tables over unchanged (its own screens add columns, never rename these).
 * `planned_qty` is what submitted inbound plans announce of the line: a submit raises it, a cancel lowers it.
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    poNo: varchar("po_no", { length: 40 }).notNull(),
    supplierName: varchar("supplier_name", { length: 120 }).notNull(),
    orderedOn: date("ordered_on", { mode: "string" }),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("purchase_orders_no_uq").on(t.orgId, t.poNo)],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: serial("id").primaryKey(),
    poId: integer("po_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    orderedQty: integer("ordered_qty").notNull(),
    plannedQty: integer("planned_qty").notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex("purchase_order_lines_no_uq").on(t.poId, t.lineNo),
    index("purchase_order_lines_product_idx").on(t.productId),
    check("purchase_order_lines_qty_ck", sql`${t.orderedQty} > 0 and ${t.plannedQty} >= 0 and ${t.plannedQty} <= ${t.orderedQty}`),
  ],
);

/** Which PO lines an inbound plan's units come from (a plan line may draw on several PO lines of its SKU). */
export const inboundPlanPoLines = pgTable(
  "inbound_plan_po_lines",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => inboundPlans.id, { onDelete: "cascade" }),
    poLineId: integer("po_line_id")
      .notNull()
      .references(() => purchaseOrderLines.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("inbound_plan_po_lines_uq").on(t.planId, t.poLineId),
    index("inbound_plan_po_lines_po_idx").on(t.poLineId),
    check("inbound_plan_po_lines_qty_ck", sql`${t.quantity} > 0`),
  ],
);
