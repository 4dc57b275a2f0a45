import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { stamps } from "../../platform/db/columns.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";

/**
 * The stock ledger (issue 9, "The stock model"). A balance per (owner org, warehouse, SKU, inventory
 * type) holds five buckets; every change of a bucket is one append-only movement carrying the bucket's
 * value after it, so a balance always equals the sum of its movements (GET /api/inventory/ledger/verify).
 * On-hand stock sits in batches (FIFO), so each unit's age is known. Reservations and in-transit lines
 * are the documents' claims on the reserved and in-transit buckets. The CHECKs are the last guard: the
 * posting service refuses earlier with 409 STOCK_INSUFFICIENT.
 */

const qty = (name: string) => integer(name).notNull().default(0);

// stock_balances has fillfactor 90 (drizzle 0030): every posting updates its balance rows, and the room left on
// each page keeps those updates HOT (no new entries in the table's indexes)

export const stockBalances = pgTable(
  "stock_balances",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** 0 normal (sellable), 1 unsellable (spec inventoryTypes). */
    inventoryType: smallint("inventory_type").notNull(),
    inTransit: qty("in_transit"),
    pendingPutaway: qty("pending_putaway"),
    onHand: qty("on_hand"),
    reserved: qty("reserved"),
    frozen: qty("frozen"),
    ...stamps,
  },
  (t) => [
    uniqueIndex("stock_balances_key_uq").on(t.orgId, t.warehouseId, t.productId, t.inventoryType),
    // what the ledger's rows reference (ledgerKeyOf): a row's org, warehouse, product and type are its balance's
    uniqueIndex("stock_balances_ledger_key_uq").on(t.id, t.orgId, t.warehouseId, t.productId, t.inventoryType),
    uniqueIndex("stock_balances_day_key_uq").on(t.id, t.orgId, t.warehouseId),
    index("stock_balances_warehouse_idx").on(t.warehouseId, t.productId),
    index("stock_balances_product_idx").on(t.productId),
    check("stock_balances_type_ck", sql`${t.inventoryType} in (0, 1)`),
    check(
      "stock_balances_buckets_ck",
      sql`${t.inTransit} >= 0 and ${t.pendingPutaway} >= 0 and ${t.onHand} >= 0 and ${t.reserved} >= 0 and ${t.frozen} >= 0`,
    ),
    check("stock_balances_available_ck", sql`${t.onHand} - ${t.reserved} - ${t.frozen} >= 0`),
  ],
);

/**
 * A ledger row's (lot's, movement's) reference to its balance by the balance's whole key: one foreign key
 * that also says the row's org, warehouse, product and type are its balance's (whose own foreign keys say
 * they exist). A posting holds its balance row locked, so checking this key costs no lock on anything
 * else; separate keys to organizations, warehouses and products each took a share lock on a row every
 * concurrent posting of the org shares (4 checks per movement instead of 1).
 */
const ledgerKeyOf = (
  name: string,
  t: { balanceId: AnyPgColumn; orgId: AnyPgColumn; warehouseId: AnyPgColumn; productId: AnyPgColumn; inventoryType: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [t.balanceId, t.orgId, t.warehouseId, t.productId, t.inventoryType],
    foreignColumns: [
      stockBalances.id,
      stockBalances.orgId,
      stockBalances.warehouseId,
      stockBalances.productId,
      stockBalances.inventoryType,
    ],
  });

/** A lot of on-hand stock received together: FIFO consumption keeps `remaining` per lot. */
export const stockBatches = pgTable(
  "stock_batches",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    warehouseId: integer("warehouse_id").notNull(),
    productId: integer("product_id").notNull(),
    inventoryType: smallint("inventory_type").notNull(),
    balanceId: integer("balance_id").notNull(),
    /** B + the id, 9 digits: given by the database as the row is inserted. */
    batchNo: varchar("batch_no", { length: 40 }).generatedAlwaysAs(sql`'B' || lpad(id::text, 9, '0')`),
    /** spec batchListTypes: 5 unknown, 10 inbound, 20 sales return, 30 allocation inbound, 60 other inbound, 120 move-in. */
    batchType: smallint("batch_type").notNull(),
    /** When the units arrived: a move keeps the source lot's date, so ages survive moves. */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    receivedQty: integer("received_qty").notNull(),
    remainingQty: integer("remaining_qty").notNull(),
    documentNo: varchar("document_no", { length: 64 }),
    ...stamps,
  },
  (t) => [
    ledgerKeyOf("stock_batches_balance_fk", t),
    index("stock_batches_no_idx").on(t.batchNo),
    index("stock_batches_fifo_idx")
      .on(t.balanceId, t.receivedAt, t.id)
      .where(sql`${t.remainingQty} > 0`),
    index("stock_batches_org_idx").on(t.orgId, t.warehouseId, t.productId),
    check("stock_batches_qty_ck", sql`${t.receivedQty} > 0 and ${t.remainingQty} >= 0 and ${t.remainingQty} <= ${t.receivedQty}`),
  ],
);

/** The append-only ledger: one row per change of one bucket of one balance (and, for on hand, one batch). */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    warehouseId: integer("warehouse_id").notNull(),
    productId: integer("product_id").notNull(),
    inventoryType: smallint("inventory_type").notNull(),
    balanceId: integer("balance_id").notNull(),
    /** spec inventoryOperationTypes (5 init ... 122 cross-warehouse out); null for a claim on a bucket (reserve, release, freeze). */
    operationType: smallint("operation_type"),
    /** inTransit | pendingPutaway | onHand | reserved | frozen */
    bucket: varchar("bucket", { length: 16 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The bucket's value right after this movement. */
    balanceAfter: integer("balance_after").notNull(),
    batchId: integer("batch_id").references(() => stockBatches.id),
    /** spec orderTypes / businessTypes of the source document. */
    orderType: smallint("order_type"),
    businessType: smallint("business_type"),
    documentNo: varchar("document_no", { length: 64 }).notNull(),
    documentLine: integer("document_line"),
    reserveSource: smallint("reserve_source"),
    transportSource: smallint("transport_source"),
    reason: varchar("reason", { length: 500 }),
    userId: integer("user_id").references(() => users.id),
    requestId: varchar("request_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ledgerKeyOf("stock_movements_balance_fk", t),
    index("stock_movements_balance_idx").on(t.balanceId, t.id),
    index("stock_movements_org_time_idx").on(t.orgId, t.createdAt),
    // 收发存 (analysis/receive-issue.queries.ts) sums a period's on-hand movements per balance: every column it
    // reads is in this index, so the sum is an index-only scan of the period instead of a heap page per movement
    index("stock_movements_onhand_time_idx")
      .on(t.orgId, t.createdAt, t.warehouseId, t.balanceId, t.quantity, t.operationType)
      .where(sql`${t.bucket} = 'onHand'`),
    index("stock_movements_document_idx").on(t.orgId, t.documentNo),
    index("stock_movements_batch_idx").on(t.batchId),
    check("stock_movements_bucket_ck", sql`${t.bucket} in ('inTransit', 'pendingPutaway', 'onHand', 'reserved', 'frozen')`),
    check("stock_movements_qty_ck", sql`${t.quantity} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/**
 * The on-hand movements of one balance on one UTC day, summed by the 收发存 report's groups
 * (analysis/receive-issue.queries.ts): written by the posting service in the movement's own statement,
 * so a period's report reads days, not movements. Receipts count positive movements, issues negative
 * ones (as units); `totalIn` − `totalOut` is the day's change of on hand. The ledger check recomputes
 * every row from the movements.
 */
export const stockMovementDays = pgTable(
  "stock_movement_days",
  {
    balanceId: integer("balance_id").notNull(),
    /** The UTC day of the movements' `created_at`. */
    day: date("day").notNull(),
    orgId: integer("org_id").notNull(),
    warehouseId: integer("warehouse_id").notNull(),
    inbound: qty("inbound"),
    returns: qty("returns"),
    transfersIn: qty("transfers_in"),
    adjustmentsIn: qty("adjustments_in"),
    totalIn: qty("total_in"),
    salesOut: qty("sales_out"),
    b2bOut: qty("b2b_out"),
    transfersOut: qty("transfers_out"),
    adjustmentsOut: qty("adjustments_out"),
    totalOut: qty("total_out"),
  },
  (t) => [
    primaryKey({ columns: [t.balanceId, t.day] }),
    // the balance, and that the day's org and warehouse are its balance's (as ledgerKeyOf for lots and movements)
    foreignKey({
      name: "stock_movement_days_balance_fk",
      columns: [t.balanceId, t.orgId, t.warehouseId],
      foreignColumns: [stockBalances.id, stockBalances.orgId, stockBalances.warehouseId],
    }),
    // a period's days of a seller (and warehouse): the report's read
    index("stock_movement_days_org_day_idx").on(t.orgId, t.day, t.warehouseId),
  ],
);

/** A document line's claim on available stock: reserved at submit, released at cancel, consumed at shipping. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: smallint("inventory_type").notNull(),
    balanceId: integer("balance_id")
      .notNull()
      .references(() => stockBalances.id),
    /** spec reserveSources: 10 sales order, 50 allocation out, 60 inventory change, 61 reservation, 70 destruction. */
    reserveSource: smallint("reserve_source").notNull(),
    orderType: smallint("order_type"),
    documentNo: varchar("document_no", { length: 64 }).notNull(),
    documentLine: integer("document_line").notNull().default(0),
    quantity: integer("quantity").notNull(),
    /** reserved | released | consumed */
    status: varchar("status", { length: 16 }).notNull().default("reserved"),
    ...stamps,
  },
  (t) => [
    uniqueIndex("stock_reservations_open_uq")
      .on(t.orgId, t.reserveSource, t.documentNo, t.documentLine, t.productId)
      .where(sql`${t.status} = 'reserved'`),
    index("stock_reservations_org_idx").on(t.orgId, t.warehouseId, t.productId),
    check("stock_reservations_qty_ck", sql`${t.quantity} > 0`),
    check("stock_reservations_status_ck", sql`${t.status} in ('reserved', 'released', 'consumed')`),
  ],
);

/** Goods on their way to a warehouse for a document line (an inbound plan, a return, an allocation). */
export const stockInTransit = pgTable(
  "stock_in_transit",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: smallint("inventory_type").notNull().default(0),
    balanceId: integer("balance_id")
      .notNull()
      .references(() => stockBalances.id),
    /** spec transportSources: 20 purchase inbound, 40 return, 80 allocation inbound. */
    transportSource: smallint("transport_source").notNull(),
    orderType: smallint("order_type"),
    documentNo: varchar("document_no", { length: 64 }).notNull(),
    documentLine: integer("document_line").notNull().default(0),
    quantity: integer("quantity").notNull(),
    receivedQty: integer("received_qty").notNull().default(0),
    /** in_transit | received | cancelled */
    status: varchar("status", { length: 16 }).notNull().default("in_transit"),
    eta: date("eta"),
    ...stamps,
  },
  (t) => [
    uniqueIndex("stock_in_transit_open_uq")
      .on(t.orgId, t.transportSource, t.documentNo, t.documentLine, t.productId)
      .where(sql`${t.status} = 'in_transit'`),
    index("stock_in_transit_org_idx").on(t.orgId, t.warehouseId, t.productId),
    check("stock_in_transit_qty_ck", sql`${t.quantity} > 0 and ${t.receivedQty} >= 0`),
    check("stock_in_transit_status_ck", sql`${t.status} in ('in_transit', 'received', 'cancelled')`),
  ],
);

/** One balance at a warehouse's local midnight: what storage billing rates. Re-running a day replaces it. */
export const stockSnapshots = pgTable(
  "stock_snapshots",
  {
    id: serial("id").primaryKey(),
    snapshotDate: date("snapshot_date").notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: smallint("inventory_type").notNull(),
    /** spec snapshotTypes: CAN_SALE (normal) or NO_SALE (unsellable). */
    snapshotType: varchar("snapshot_type", { length: 8 }).notNull(),
    inTransit: qty("in_transit"),
    pendingPutaway: qty("pending_putaway"),
    onHand: qty("on_hand"),
    reserved: qty("reserved"),
    frozen: qty("frozen"),
    available: qty("available"),
    age0to30: qty("age_0_30"),
    age31to60: qty("age_31_60"),
    age61to90: qty("age_61_90"),
    age91to180: qty("age_91_180"),
    age181to365: qty("age_181_365"),
    ageOver365: qty("age_over_365"),
    /** Cubic metres of the on-hand units (product box volume × on hand), 6 decimals. */
    volumeM3: numeric("volume_m3", { precision: 18, scale: 6 }).notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_snapshots_day_uq").on(t.snapshotDate, t.orgId, t.warehouseId, t.productId, t.inventoryType),
    index("stock_snapshots_org_day_idx").on(t.orgId, t.snapshotDate),
    index("stock_snapshots_warehouse_day_idx").on(t.warehouseId, t.snapshotDate),
    check("stock_snapshots_type_ck", sql`${t.snapshotType} in ('CAN_SALE', 'NO_SALE')`),
  ],
);

/** Each FIFO lot with units left at a warehouse's local midnight (taken with the day's balances): batch/snapshot. */
export const stockBatchSnapshots = pgTable(
  "stock_batch_snapshots",
  {
    id: serial("id").primaryKey(),
    snapshotDate: date("snapshot_date").notNull(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => stockBatches.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    inventoryType: smallint("inventory_type").notNull(),
    batchType: smallint("batch_type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** Units of the lot on hand at the day's end. */
    remainingQty: integer("remaining_qty").notNull(),
    /** Whole days since receipt at the day's end. */
    ageDays: integer("age_days").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_batch_snapshots_day_uq").on(t.snapshotDate, t.batchId),
    index("stock_batch_snapshots_org_day_idx").on(t.orgId, t.snapshotDate),
    index("stock_batch_snapshots_warehouse_day_idx").on(t.warehouseId, t.snapshotDate),
    check("stock_batch_snapshots_qty_ck", sql`${t.remainingQty} > 0`),
  ],
);

/** Which warehouse-days have been snapshotted (a day with no stock is taken too): the job's memory. */
export const stockSnapshotRuns = pgTable(
  "stock_snapshot_runs",
  {
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    snapshotDate: date("snapshot_date").notNull(),
    /** The warehouse's local midnight ending that day: the instant the figures are as of. */
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    balances: integer("balances").notNull(),
    /** Lots with units left in the day's batch snapshot. */
    batches: integer("batches").notNull().default(0),
    /** When the (last) run of this warehouse-day started, and how long it took: the task report's figures. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer("duration_ms").notNull().default(0),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.snapshotDate] })],
);
