import { z } from "zod";
import { id } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import type { Label } from "../resource.js";

/** The stock ledger (库存, issue 9): permission codes, rows and commands. */
export const inventoryPermissions = {
  "inventory:stock:read": {
    en: "View stock: balances, movements, batches, reservations and snapshots",
    zh: "查看库存:库存明细、流水、批次、预占和快照",
  },
  "inventory:stock:adjust": {
    en: "Adjust stock (adjust in 103 / out 104) with a reason",
    zh: "库存调整(调整入 103 / 调整出 104),须填写原因",
  },
  "inventory:stock:freeze": { en: "Freeze and unfreeze stock with a reason", zh: "冻结和解冻库存,须填写原因" },
  "inventory:snapshot:run": { en: "Take or retake a warehouse's daily stock snapshot", zh: "生成或重新生成仓库的每日库存快照" },
  "inventory:ledger:verify": {
    en: "Check the stock ledger: recompute balances and batches from the movements",
    zh: "核对库存账:按流水重算库存和批次",
  },
} as const satisfies Record<string, PermissionDef>;

export const inventoryResourceNames: ResourceNames = {
  "inventory:stock": { zh: "库存", en: "Stock" },
  "inventory:ledger": { zh: "库存账核对", en: "Stock ledger check" },
  "inventory:snapshot": { zh: "库存快照", en: "Stock snapshots" },
};

export const inventoryTypeCode = z.union([z.literal(0), z.literal(1)]).describe("0 normal (sellable), 1 unsellable");
export const stockBuckets = ["inTransit", "pendingPutaway", "onHand", "reserved", "frozen"] as const;
/** A balance's buckets and its available, as every screen names them (the stock screens, a return's movements). */
export const stockBucketLabels: Readonly<Record<(typeof stockBuckets)[number] | "available", Label>> = {
  inTransit: { "zh-CN": "在途", "en-US": "In transit" },
  pendingPutaway: { "zh-CN": "待上架", "en-US": "Pending putaway" },
  onHand: { "zh-CN": "在库", "en-US": "On hand" },
  reserved: { "zh-CN": "预占", "en-US": "Reserved" },
  frozen: { "zh-CN": "冻结", "en-US": "Frozen" },
  available: { "zh-CN": "可用", "en-US": "Available" },
};
export const reservationStatuses = ["reserved", "released", "consumed"] as const;

/** One balance: the inventory detail report's row. */
export const stockBalanceRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  inventoryType: z.number().int(),
  inTransit: z.number().int(),
  pendingPutaway: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  frozen: z.number().int(),
  available: z.number().int(),
  /** Age of the oldest unit on hand, in days (FIFO lots). */
  oldestAgeDays: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StockBalanceRow = z.infer<typeof stockBalanceRow>;

export const stockMovementRow = z.object({
  id: z.number().int(),
  orgCode: z.string(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  inventoryType: z.number().int(),
  operationType: z.number().int().nullable(),
  bucket: z.enum(stockBuckets),
  quantity: z.number().int(),
  balanceAfter: z.number().int(),
  batchNo: z.string().nullable(),
  orderType: z.number().int().nullable(),
  businessType: z.number().int().nullable(),
  documentNo: z.string(),
  documentLine: z.number().int().nullable(),
  reserveSource: z.number().int().nullable(),
  transportSource: z.number().int().nullable(),
  reason: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovementRow = z.infer<typeof stockMovementRow>;

export const stockBatchRow = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  orgCode: z.string(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  inventoryType: z.number().int(),
  batchType: z.number().int(),
  receivedAt: z.string(),
  receivedQty: z.number().int(),
  remainingQty: z.number().int(),
  ageDays: z.number().int(),
  documentNo: z.string().nullable(),
});
export type StockBatchRow = z.infer<typeof stockBatchRow>;

export const stockReservationRow = z.object({
  id: z.number().int(),
  orgCode: z.string(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  inventoryType: z.number().int(),
  reserveSource: z.number().int(),
  orderType: z.number().int().nullable(),
  documentNo: z.string(),
  documentLine: z.number().int(),
  quantity: z.number().int(),
  status: z.enum(reservationStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockReservationRow = z.infer<typeof stockReservationRow>;

const reason = z.string().trim().min(1).max(500).describe("why: shown in the movement ledger and the audit log");
const stockKeyFields = { orgId: id, warehouseId: id, productId: id, inventoryType: inventoryTypeCode };
const units = z.number().int().min(1).max(1_000_000);

/** Operator stock adjustment: a positive quantity posts 103 adjust in, a negative one 104 adjust out. */
export const stockAdjustInput = z.strictObject({
  ...stockKeyFields,
  quantity: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { message: "v.nonZero" }),
  reason,
});
export type StockAdjustInput = z.infer<typeof stockAdjustInput>;

/** Freeze (hold) or unfreeze units of a balance, with the reason. */
export const stockFreezeInput = z.strictObject({ ...stockKeyFields, quantity: units, reason });
export type StockFreezeInput = z.infer<typeof stockFreezeInput>;

/** A balance after a command. */
export const stockBalanceReply = z.object({
  orgId: z.number().int(),
  warehouseId: z.number().int(),
  productId: z.number().int(),
  inventoryType: z.number().int(),
  documentNo: z.string(),
  inTransit: z.number().int(),
  pendingPutaway: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  frozen: z.number().int(),
  available: z.number().int(),
});
export type StockBalanceReply = z.infer<typeof stockBalanceReply>;

/** GET /api/inventory/ledger/verify: every balance and batch remainder recomputed from the movements. */
export const ledgerVerifyReply = z.object({
  balances: z.number().int(),
  batches: z.number().int(),
  movements: z.number().int(),
  mismatches: z.number().int(),
  examples: z.array(
    z.object({
      balanceId: z.number().int(),
      orgId: z.number().int(),
      warehouseId: z.number().int(),
      productId: z.number().int(),
      inventoryType: z.number().int(),
      problem: z.string(),
      stored: z.record(z.string(), z.number()),
      fromMovements: z.record(z.string(), z.number()),
    }),
  ),
});
export type LedgerVerifyReply = z.infer<typeof ledgerVerifyReply>;

export const inventoryValidationMessages = {
  "v.nonZero": { "zh-CN": "数量不能为 0", "en-US": "must not be 0" },
} as const;

/** One balance of a daily snapshot (storage billing's input). */
export const stockSnapshotRow = z.object({
  id: z.number().int(),
  snapshotDate: z.string(),
  orgCode: z.string(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  inventoryType: z.number().int(),
  snapshotType: z.enum(["CAN_SALE", "NO_SALE"]),
  onHand: z.number().int(),
  reserved: z.number().int(),
  frozen: z.number().int(),
  available: z.number().int(),
  inTransit: z.number().int(),
  age0to30: z.number().int(),
  age31to60: z.number().int(),
  age61to90: z.number().int(),
  age91to180: z.number().int(),
  age181to365: z.number().int(),
  ageOver365: z.number().int(),
  volumeM3: z.string().describe("cubic metres, 6 decimals"),
});
export type StockSnapshotRow = z.infer<typeof stockSnapshotRow>;

/** Take (or retake) a warehouse's snapshot of a day: the figures as of the local midnight ending it. */
export const snapshotTakeInput = z.strictObject({
  warehouseId: id,
  date: isoDate.describe("the day, YYYY-MM-DD, in the warehouse's time zone"),
});
export const snapshotTakeReply = z.object({ warehouseId: z.number().int(), date: z.string(), balances: z.number().int() });
