import { z } from "zod";
import { documentHistoryRow, id, optText, version } from "../common.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import type { Label } from "../resource.js";
import { inventoryTypeCode } from "./stock.js";

/**
 * Stock documents (库存单据, issue 9 "Misc in/out, adjustments, moves, freezes"): one document shape for
 * every stock change the warehouse makes by hand. A kind says what approval posts: other inbound (60),
 * other outbound (70), an adjustment (103 in / 104 out by the line's sign), a move between inventory types
 * (110 out / 120 in), a transfer to another warehouse (122 out, in transit, 121 in at the target), a freeze
 * or an unfreeze. Adjustments and misc outbound need a second operator: the creator cannot approve them.
 */
export const stockDocPermissions = {
  "inventory:stockdoc:read": { en: "View stock documents", zh: "查看库存单据" },
  "inventory:stockdoc:manage": {
    en: "Create, submit and cancel stock documents",
    zh: "创建、提交和取消库存单据",
  },
  "inventory:stockdoc:approve": {
    en: "Approve or reject stock documents (posts stock)",
    zh: "审核或驳回库存单据(审核后过账)",
  },
} as const satisfies Record<string, PermissionDef>;

export const stockDocResourceNames: ResourceNames = {
  "inventory:stockdoc": { zh: "库存单据", en: "Stock documents" },
};

export const stockDocKinds = ["misc_in", "misc_out", "adjust", "move", "transfer", "freeze", "unfreeze"] as const;
export type StockDocKind = (typeof stockDocKinds)[number];

/** Each kind's label, its number prefix and whether its creator may approve it (no for adjustments and misc outbound). */
export const stockDocKindInfo: Record<StockDocKind, Label & { prefix: string; selfApprove: boolean }> = {
  misc_in: { "zh-CN": "其他入库", "en-US": "Misc inbound", prefix: "MI", selfApprove: true },
  misc_out: { "zh-CN": "其他出库", "en-US": "Misc outbound", prefix: "MO", selfApprove: false },
  adjust: { "zh-CN": "库存调整", "en-US": "Stock adjustment", prefix: "AJ", selfApprove: false },
  move: { "zh-CN": "库存类型移库", "en-US": "Inventory type move", prefix: "MV", selfApprove: true },
  transfer: { "zh-CN": "跨仓调拨", "en-US": "Warehouse transfer", prefix: "TR", selfApprove: true },
  freeze: { "zh-CN": "库存冻结", "en-US": "Freeze", prefix: "FZ", selfApprove: true },
  unfreeze: { "zh-CN": "库存解冻", "en-US": "Unfreeze", prefix: "UF", selfApprove: true },
};

/**
 * Spec codes the documents post with (spec §4, constants.json): order type 13 "transaction" and business type
 * 5 "other" for the warehouse's own changes, except misc inbound (order type 7 "inbound other") and a transfer
 * (business type 6 "allocation": order type 2 "allocation outbound" as it ships, 14 "allocation inbound" as received).
 */
export const stockDocCodes = {
  orderType: 13,
  businessType: 5,
  miscInOrderType: 7,
  transferBusinessType: 6,
  transferOutOrderType: 2,
  transferInOrderType: 14,
  miscIn: 60,
  miscOut: 70,
  adjustIn: 103,
  adjustOut: 104,
  moveOut: 110,
  moveIn: 120,
  transferIn: 121,
  transferOut: 122,
} as const;

// ---- the state machine, as data: the server's machine (domain/) and the web's buttons read it ----

export const stockDocStatuses = ["draft", "submitted", "approved", "in_transit", "received", "rejected", "cancelled"] as const;
export type StockDocStatus = (typeof stockDocStatuses)[number];

export const stockDocStatusLabels: Record<StockDocStatus, Label & { color: string }> = {
  draft: { "zh-CN": "草稿", "en-US": "Draft", color: "default" },
  submitted: { "zh-CN": "待审核", "en-US": "Awaiting approval", color: "processing" },
  approved: { "zh-CN": "已审核", "en-US": "Approved", color: "success" },
  in_transit: { "zh-CN": "调拨在途", "en-US": "In transit", color: "warning" },
  received: { "zh-CN": "已收货", "en-US": "Received", color: "success" },
  rejected: { "zh-CN": "已驳回", "en-US": "Rejected", color: "error" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "default" },
};

/**
 *   draft → submitted → approved (posts) | rejected;  draft | submitted → cancelled
 *   a transfer only: approved → in_transit (122 out) → received (121 in at the target)
 */
export const stockDocTransitions = {
  submit: { from: ["draft"], to: "submitted", label: { "zh-CN": "提交审核", "en-US": "Submit" } },
  approve: { from: ["submitted"], to: "approved", label: { "zh-CN": "审核通过", "en-US": "Approve" } },
  reject: { from: ["submitted"], to: "rejected", label: { "zh-CN": "驳回", "en-US": "Reject" } },
  cancel: { from: ["draft", "submitted"], to: "cancelled", label: { "zh-CN": "取消", "en-US": "Cancel" } },
  ship: { from: ["approved"], to: "in_transit", label: { "zh-CN": "调拨发出", "en-US": "Ship" } },
  receive: { from: ["in_transit"], to: "received", label: { "zh-CN": "调拨收货", "en-US": "Receive" } },
} as const satisfies Record<string, { from: readonly StockDocStatus[]; to: StockDocStatus; label: Label }>;
export type StockDocTransition = keyof typeof stockDocTransitions;
export const stockDocTransitionNames = Object.keys(stockDocTransitions) as StockDocTransition[];

/** Ship and receive belong to transfers only. */
export const stockDocActions = (kind: StockDocKind, status: StockDocStatus): StockDocTransition[] =>
  stockDocTransitionNames.filter(
    (t) =>
      (stockDocTransitions[t].from as readonly StockDocStatus[]).includes(status) &&
      (kind === "transfer" || (t !== "ship" && t !== "receive")),
  );

export const stockDocReasons = ["count", "damage", "found", "lost", "quality", "relocation", "hold", "other"] as const;
export const stockDocReasonLabels: Record<(typeof stockDocReasons)[number], Label> = {
  count: { "zh-CN": "盘点差异", "en-US": "Stock count difference" },
  damage: { "zh-CN": "破损", "en-US": "Damaged" },
  found: { "zh-CN": "盘盈", "en-US": "Found" },
  lost: { "zh-CN": "丢失", "en-US": "Lost" },
  quality: { "zh-CN": "质检", "en-US": "Quality check" },
  relocation: { "zh-CN": "库位/仓库调整", "en-US": "Relocation" },
  hold: { "zh-CN": "客户要求暂扣", "en-US": "Customer hold" },
  other: { "zh-CN": "其他", "en-US": "Other" },
};

// ---- bodies ----

/** Signed for adjustments (+ in 103, − out 104), positive for every other kind. */
export const stockDocLineInput = z.strictObject({
  productId: id,
  inventoryType: inventoryTypeCode.default(0),
  toInventoryType: inventoryTypeCode.nullish().describe("a move's target inventory type"),
  quantity: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((q) => q !== 0, "quantity must not be 0"),
});
export type StockDocLineInput = z.input<typeof stockDocLineInput>;

export const stockDocSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  kind: z.enum(stockDocKinds),
  orgId: id.describe("the stock owner (seller)"),
  warehouseId: id,
  targetWarehouseId: id.nullish().describe("a transfer's target warehouse"),
  reasonCode: z.enum(stockDocReasons),
  reasonText: optText(500),
  lines: z.array(stockDocLineInput).min(1).max(200),
});
export type StockDocSave = z.input<typeof stockDocSave>;

export const stockDocTransitionBody = z.strictObject({ id, version, comment: optText(500) });

// ---- replies ----

export const stockDocLineRow = z.object({
  line: z.number().int(),
  productId: z.number().int(),
  inventoryType: z.number().int(),
  toInventoryType: z.number().int().nullable(),
  quantity: z.number().int(),
});

/** One list row: the header with its owner, warehouses, SKUs and totals, who created and approved it. */
export const stockDocRow = z.object({
  id: z.number().int(),
  docNo: z.string(),
  kind: z.enum(stockDocKinds),
  orgId: z.number().int(),
  orgCode: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  targetWarehouseId: z.number().int().nullable(),
  targetWarehouseCode: z.string().nullable(),
  reasonCode: z.enum(stockDocReasons),
  reasonText: z.string().nullable(),
  status: z.enum(stockDocStatuses),
  skus: z.string().nullable(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  createdBy: z.number().int(),
  createdByName: z.string().nullable(),
  approvedBy: z.number().int().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockDocRow = z.infer<typeof stockDocRow>;

export const stockDocDetail = stockDocRow.extend({
  lines: z.array(stockDocLineRow.extend({ sku: z.string(), productName: z.string() })),
  history: z.array(documentHistoryRow),
});
export type StockDocDetail = z.infer<typeof stockDocDetail>;

/** The form's pickers: the sellers and warehouses in the operator's scope, the chosen owner's SKUs with their stock. */
export const stockDocOptionsQuery = z.strictObject({ orgId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export const stockDocOptions = z.object({
  orgs: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  warehouses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  products: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string() })),
});
export type StockDocOptions = z.infer<typeof stockDocOptions>;
