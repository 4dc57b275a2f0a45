import { z } from "zod";
import { isoDate } from "../masterdata/places/places.geo.js";
import { pageQueryDoc } from "../paging.js";

/**
 * The inventory reports of spec §2.9 (`inventory/<x>` for a seller, `inventorySer/<x>` the operator's copy):
 * one row schema per report, shared by the server's list and the web's page. The copies differ by scope
 * (the server's) and the owner column (the web's), never by their rows.
 */

const int = () => z.number().int();

/** The age buckets of the age reports and storage billing, in whole days since receipt (FIFO lots). */
export const ageBucketKeys = ["age0to30", "age31to60", "age61to90", "age91to180", "age181to365", "ageOver365"] as const;
export type AgeBucketKey = (typeof ageBucketKeys)[number];
const ageShape = Object.fromEntries(ageBucketKeys.map((k) => [k, int()])) as Record<AgeBucketKey, z.ZodNumber>;

/** inventory/age: one balance's on-hand units by age, from its FIFO lots' remainders and received dates. */
export const ageReportRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  inventoryType: int(),
  onHand: int(),
  ...ageShape,
  /** Age of the oldest unit on hand, in days. */
  oldestAgeDays: int(),
  volumeM3: z.string().describe("cubic metres of the on-hand units, 6 decimals"),
});
export type AgeReportRow = z.infer<typeof ageReportRow>;

/** inventory/reserve: open reservations summed per SKU, warehouse and reserve source. */
export const reserveReportRow = z.object({
  /** The group's first reservation id: a stable key for the row. */
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  reserveSource: int(),
  /** Open reservation lines in the group (one per document line). */
  lines: int(),
  documents: int(),
  quantity: int(),
  firstReservedAt: z.string(),
  lastReservedAt: z.string(),
});
export type ReserveReportRow = z.infer<typeof reserveReportRow>;

/** inventory/transport: what is on its way, per document, SKU and transport source (20 / 40 / 80). */
export const transportReportRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  transportSource: int(),
  orderType: int().nullable(),
  documentNo: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  /** Units the document sent. */
  quantity: int(),
  receivedQty: int(),
  /** Units still on the way (sent less received). */
  outstanding: int(),
  eta: z.string().nullable().describe("YYYY-MM-DD, when the document gives one"),
  createdAt: z.string(),
});
export type TransportReportRow = z.infer<typeof transportReportRow>;

/** inventory/warehouseDifference: a closed inbound-plan or return line, expected against received. */
export const differenceReportRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  transportSource: int().describe("20 purchase inbound (an inbound plan), 40 return"),
  orderType: int().nullable(),
  documentNo: z.string(),
  documentLine: int(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  expected: int(),
  received: int(),
  good: int(),
  damaged: int(),
  /** received − expected: over-receipts positive, short receipts negative. */
  difference: int(),
  closedAt: z.string(),
});
export type DifferenceReportRow = z.infer<typeof differenceReportRow>;

/** inventory/comparisonReport: one balance in two days' snapshots, and the on-hand movements between them. */
export const comparisonReportRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  inventoryType: int(),
  startOnHand: int(),
  endOnHand: int(),
  change: int(),
  startAvailable: int(),
  endAvailable: int(),
  /** On-hand units moved between the two snapshots, by operation type (spec inventoryOperationTypes): {"10": 8, "100": -3}. */
  movements: z.record(z.string(), z.number()),
  moved: int(),
  /** change − moved: 0 when both snapshots are final. */
  unexplained: int(),
});
export type ComparisonReportRow = z.infer<typeof comparisonReportRow>;
/** The comparison's two days (each warehouse's local day), with the list's paging and filters. */
/** The comparison's two days: the list's own parameters, beside its paging and filters. */
export const comparisonDays = z.object({
  from: isoDate.describe("the first day, YYYY-MM-DD"),
  to: isoDate.describe("the second day, YYYY-MM-DD"),
});
export const comparisonQuery = pageQueryDoc.extend(comparisonDays.shape);

/** inventory/channelStock: a store listing of the catalogue's SKU map with its product's sellable stock. */
export const channelStockRow = z.object({
  id: int(),
  orgCode: z.string(),
  storeAccount: z.string(),
  channel: z.string(),
  listingSku: z.string(),
  asin: z.string().nullable(),
  fulfilmentChannel: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  /** Units of the product one listing unit sells (a pack of n). */
  packQuantity: int(),
  /** The warehouse of the listing's pinned warehouse SKU; null: stock in every warehouse counts. */
  warehouseCode: z.string().nullable(),
  onHand: int(),
  available: int(),
  inTransit: int(),
  /** Whole listing units the available stock makes (available ÷ pack quantity). */
  listingAvailable: int(),
});
export type ChannelStockRow = z.infer<typeof channelStockRow>;

/** inventory/codeMap: a warehouse SKU code of the catalogue with its product's stock at that warehouse. */
export const codeMapRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  code: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  active: z.boolean(),
  onHand: int(),
  available: int(),
  inTransit: int(),
});
export type CodeMapRow = z.infer<typeof codeMapRow>;

/** inventory/skuLastMileFeeReport: one shipped B2C order line, as billing will rate its last mile. */
export const lastMileRow = z.object({
  id: int(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  orderNo: z.string(),
  referenceNo: z.string(),
  carrierServiceCode: z.string(),
  carrierServiceName: z.string(),
  trackingNo: z.string().nullable(),
  line: int(),
  productId: int(),
  sku: z.string(),
  quantity: int(),
  /** The parcel as packed (the order's), decimals with their units. */
  weight: z.string().nullable(),
  weightUnit: z.string().nullable(),
  length: z.string().nullable(),
  width: z.string().nullable(),
  height: z.string().nullable(),
  lengthUnit: z.string().nullable(),
  country: z.string(),
  shippedAt: z.string().nullable(),
  /** The fee is billing's (a later issue): until it rates the shipment, "waiting". */
  feeStatus: z.literal("waiting"),
});
export type LastMileRow = z.infer<typeof lastMileRow>;

/** inventory/batch/snapshot: a FIFO lot with units left at a day's end. */
export const batchSnapshotRow = z.object({
  id: int(),
  snapshotDate: z.string(),
  batchNo: z.string(),
  orgCode: z.string(),
  warehouseId: int(),
  warehouseCode: z.string(),
  productId: int(),
  sku: z.string(),
  inventoryType: int(),
  batchType: int(),
  receivedAt: z.string(),
  remainingQty: int(),
  ageDays: int(),
});
export type BatchSnapshotRow = z.infer<typeof batchSnapshotRow>;

/** inventory/task: one day of the daily snapshot job. */
export const taskReportRow = z.object({
  /** Days since 2000-01-01: the row's key. */
  id: int(),
  day: z.string(),
  /** Warehouses of the caller's scope whose snapshot of the day was taken... */
  warehouses: int(),
  /** ...of this many. */
  expectedWarehouses: int(),
  /** Balances the day's snapshots hold in the caller's scope. */
  balances: int(),
  /** Lots in the day's batch snapshot, in the caller's scope. */
  batches: int(),
  durationMs: int(),
  status: z.enum(["done", "partial"]),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type TaskReportRow = z.infer<typeof taskReportRow>;
export const taskRerunInput = z.strictObject({ date: isoDate.describe("the day to take again, YYYY-MM-DD (each warehouse's local day)") });
export const taskRerunReply = z.object({ date: z.string(), warehouses: int(), balances: int() });
export type TaskRerunReply = z.infer<typeof taskRerunReply>;

/** GET /api/inventory/centralWarehouse/list: a SKU's stock summed over the warehouses of the caller's scope. */
export const centralWarehouseRow = z.object({
  /** The SKU's product id (one row per product: a product belongs to one seller). */
  id: int(),
  orgCode: z.string(),
  productId: int(),
  sku: z.string(),
  productName: z.string(),
  warehouses: int(),
  inTransit: int(),
  pendingPutaway: int(),
  onHand: int(),
  reserved: int(),
  frozen: int(),
  available: int(),
  unsellable: int(),
});
export type CentralWarehouseRow = z.infer<typeof centralWarehouseRow>;

/**
 * A report's chart: the filtered list grouped by one or two of its fields (e.g. warehouse, or warehouse and
 * reserve source), with the summed figures of each group. Group values are text; figures are numbers.
 */
export const reportChartReply = z.object({
  groups: z.array(z.object({ keys: z.array(z.string()), values: z.record(z.string(), z.number()) })),
});
export type ReportChartReply = z.infer<typeof reportChartReply>;
