import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../../platform/db/columns.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";

/**
 * Stock documents (issue 9): misc in/out, adjustments, moves between inventory types, transfers between
 * warehouses, freezes and unfreezes share one shape, a kind telling what approval posts through the
 * ledger. The status changes only through the document's state machine (domain/stock-doc.machine.ts).
 */
export const stockDocs = pgTable(
  "stock_docs",
  {
    id: serial("id").primaryKey(),
    /** The stock owner (seller): the document is read in its data scope. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** Kind prefix + local date + a sequence of the day: AJ20261124-0003. */
    docNo: varchar("doc_no", { length: 32 }).notNull(),
    kind: varchar("kind", { length: 12 }).notNull(),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** A transfer's target warehouse (only transfers have one). */
    targetWarehouseId: integer("target_warehouse_id").references(() => warehouses.id),
    reasonCode: varchar("reason_code", { length: 16 }).notNull(),
    reasonText: varchar("reason_text", { length: 500 }),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    approvedBy: integer("approved_by").references(() => users.id),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("stock_docs_no_uq").on(t.docNo),
    index("stock_docs_org_idx").on(t.orgId, t.kind, t.status),
    index("stock_docs_warehouse_idx").on(t.warehouseId, t.kind, t.status),
    index("stock_docs_created_idx").on(t.createdAt),
    check("stock_docs_kind_ck", sql`${t.kind} in ('misc_in', 'misc_out', 'adjust', 'move', 'transfer', 'freeze', 'unfreeze')`),
    check(
      "stock_docs_status_ck",
      sql`${t.status} in ('draft', 'submitted', 'approved', 'in_transit', 'received', 'rejected', 'cancelled')`,
    ),
    check(
      "stock_docs_target_ck",
      sql`(${t.kind} = 'transfer') = (${t.targetWarehouseId} is not null) and ${t.targetWarehouseId} is distinct from ${t.warehouseId}`,
    ),
  ],
);

/**
 * One SKU of a document. The quantity is signed for adjustments (+ adjust in 103, − adjust out 104) and
 * positive for every other kind; a move names the target inventory type.
 */
export const stockDocLines = pgTable(
  "stock_doc_lines",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    docId: integer("doc_id")
      .notNull()
      .references(() => stockDocs.id, { onDelete: "cascade" }),
    line: smallint("line").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: smallint("inventory_type").notNull().default(0),
    toInventoryType: smallint("to_inventory_type"),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("stock_doc_lines_line_uq").on(t.docId, t.line),
    index("stock_doc_lines_product_idx").on(t.productId),
    check("stock_doc_lines_qty_ck", sql`${t.quantity} <> 0`),
    check(
      "stock_doc_lines_type_ck",
      sql`${t.inventoryType} in (0, 1) and (${t.toInventoryType} is null or ${t.toInventoryType} in (0, 1))`,
    ),
  ],
);

/** The last number of each prefix and day (a row lock per key hands out numbers without gaps or races). */
export const stockDocSequences = pgTable(
  "stock_doc_sequences",
  {
    key: text("key").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
