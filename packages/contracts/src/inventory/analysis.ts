import { z } from "zod";

/**
 * The §2.1 inventory reports (库存报表, issue 9 "Reports"): receipts and issues over a period (收发存), stock
 * in the warehouse, on order, not yet delivered, their trends, the per-SKU analysis and the billboard. All
 * read the stock ledger (balances, movements, claims, batches, daily snapshots) in the caller's scope.
 */

const int = z.number().int();
const m3 = z.string().describe("cubic metres, 6 decimals");
const stockKey = {
  orgCode: z.string(),
  warehouseCode: z.string(),
  productId: int,
  sku: z.string(),
  productName: z.string(),
};

/**
 * How 收发存 sorts the on-hand movements of a period (spec inventoryOperationTypes). Every other operation
 * (5 init, 13 loss, 15 gain, 60/70 other, 103/104 adjust, and any later one) falls in "adjustments and
 * other" by its sign, so opening + in − out = closing always holds.
 */
export const receiveIssueGroups = {
  inbound: [10, 11],
  returns: [20],
  transfersIn: [30, 120, 121],
  salesOut: [100],
  b2bOut: [40],
  transfersOut: [110, 122],
} as const;

/** One balance over a period (UTC days, both ends included): opening, receipts and issues by group, closing. */
export const receiveIssueRow = z.object({
  id: int.describe("the balance"),
  ...stockKey,
  inventoryType: int,
  opening: int,
  inbound: int,
  returns: int,
  transfersIn: int,
  adjustmentsIn: int,
  totalIn: int,
  salesOut: int,
  b2bOut: int,
  transfersOut: int,
  adjustmentsOut: int,
  totalOut: int,
  closing: int,
});
export type ReceiveIssueRow = z.infer<typeof receiveIssueRow>;

/** In the warehouse now: on hand and pending putaway with their cubic metres. */
export const inWarehouseRow = z.object({
  id: int.describe("the balance"),
  ...stockKey,
  inventoryType: int,
  onHand: int,
  pendingPutaway: int,
  reserved: int,
  frozen: int,
  available: int,
  unitM3: m3.describe("one unit's box, cubic metres"),
  onHandM3: m3,
  pendingM3: m3,
  oldestAgeDays: int.nullable(),
});
export type InWarehouseRow = z.infer<typeof inWarehouseRow>;

/** One warehouse's day from the daily snapshots (all its sellers' balances in scope, both inventory types). */
export const inWarehouseTrendRow = z.object({
  id: z.string().describe("date and warehouse"),
  snapshotDate: z.string(),
  warehouseCode: z.string(),
  skus: int,
  onHand: int,
  available: int,
  unsellable: int,
  volumeM3: m3,
});
export type InWarehouseTrendRow = z.infer<typeof inWarehouseTrendRow>;

/** On order: units of inbound plans submitted and not yet received, per SKU and warehouse. */
export const onOrderRow = z.object({
  id: z.string().describe("seller, warehouse and product"),
  ...stockKey,
  units: int,
  plans: int,
  nextEta: z.string().nullable(),
  lastEta: z.string().nullable(),
  overdueUnits: int.describe("units whose ETA has passed"),
  documentNos: z.string(),
});
export type OnOrderRow = z.infer<typeof onOrderRow>;

/** Arrivals by ETA week (Monday) and warehouse. */
export const onOrderWeekRow = z.object({
  id: z.string(),
  week: z.string().describe("the Monday of the ETA's week; empty when no ETA"),
  warehouseCode: z.string(),
  plans: int,
  skus: int,
  units: int,
});
export type OnOrderWeekRow = z.infer<typeof onOrderWeekRow>;

/** Arrival plan: what arrives on each ETA date at each warehouse, per inbound plan. */
export const arrivalPlanRow = z.object({
  id: z.string(),
  eta: z.string().nullable(),
  warehouseCode: z.string(),
  orgCode: z.string(),
  documentNo: z.string(),
  skus: int,
  units: int,
  receivedUnits: int,
});
export type ArrivalPlanRow = z.infer<typeof arrivalPlanRow>;

/** Not yet delivered: units reserved by submitted B2C orders (source 10) and outbound plans (50), per SKU and warehouse. */
export const unDeliverRow = z.object({
  id: z.string(),
  ...stockKey,
  units: int,
  orderUnits: int,
  planUnits: int,
  documents: int,
  oldestAt: z.string(),
  oldestAgeDays: int,
  documentNos: z.string(),
});
export type UnDeliverRow = z.infer<typeof unDeliverRow>;

/** Days waiting, as the undelivered analysis buckets them (0: under 1 day ... 4: 15 days and more). */
export const waitBuckets = [
  { key: 0, max: 0, label: { "zh-CN": "1 天内", "en-US": "Under 1 day" } },
  { key: 1, max: 2, label: { "zh-CN": "1-2 天", "en-US": "1-2 days" } },
  { key: 2, max: 6, label: { "zh-CN": "3-6 天", "en-US": "3-6 days" } },
  { key: 3, max: 14, label: { "zh-CN": "7-14 天", "en-US": "7-14 days" } },
  { key: 4, max: Infinity, label: { "zh-CN": "15 天以上", "en-US": "15 days and more" } },
] as const;

export const unDeliverWaitRow = z.object({
  id: z.string(),
  waitBucket: int,
  warehouseCode: z.string(),
  documents: int,
  skus: int,
  units: int,
});
export type UnDeliverWaitRow = z.infer<typeof unDeliverWaitRow>;

/** Inventory analysis: per sellable balance, what is there, how fast it leaves, how long it lasts. */
export const inventoryAnalysisRow = z.object({
  id: int.describe("the balance"),
  ...stockKey,
  onHand: int,
  available: int,
  inTransit: int,
  out30: int.describe("units shipped (sales out 100, B2B out 40) in the last 30 days"),
  avgDailyOut: z.string().describe("out30 / 30, 2 decimals"),
  daysOfCover: z.string().nullable().describe("available / avgDailyOut, 1 decimal; null when nothing left"),
  oldestAgeDays: int.nullable(),
  sellThrough: z.string().nullable().describe("out30 / (out30 + on hand), percent with 1 decimal"),
});
export type InventoryAnalysisRow = z.infer<typeof inventoryAnalysisRow>;

/** The billboard: stock by warehouse and type, the 30-day trend, ages, top SKUs by units out. */
export const billboardQuery = z.object({ warehouseId: z.coerce.number().int().min(1).max(2147483647).optional() });
export const billboardReply = z.object({
  byWarehouse: z.array(
    z.object({
      warehouseId: int,
      warehouseCode: z.string(),
      inventoryType: int,
      onHand: int,
      available: int,
      reserved: int,
      inTransit: int,
    }),
  ),
  trend: z.array(z.object({ day: z.string(), onHand: int, available: int, volumeM3: m3 })),
  ages: z.array(z.object({ bucket: z.string(), units: int })),
  topOut: z.array(z.object({ sku: z.string(), units: int })),
  totals: z.object({ skus: int, onHand: int, available: int, inTransit: int, reserved: int, out30: int, volumeM3: m3 }),
});
export type BillboardReply = z.infer<typeof billboardReply>;
