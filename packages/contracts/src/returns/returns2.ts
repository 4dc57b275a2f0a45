import { z } from "zod";
import { id, optText, remark, version } from "../common.js";
import { commonLabels, defineResource, type Label } from "../resource.js";
import { codeOptions, returnReasonLabels, returnReasons } from "./returns.js";

/**
 * Returns, second part (spec §2.3): the warehouse's unplanned receipts (a parcel back without a plan),
 * the processing of damaged returned units (keep / restock / destroy), the line-level return information
 * and the return handling lines waiting for billing.
 */

// ---- unplanned receipts ----

const countQty = z.number().int().min(0).max(100_000);

/** An unplanned receipt's draft (the warehouse's): the seller, the parcel, and per SKU the good and damaged units counted. */
export const returnReceiptSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id,
  warehouseId: id,
  /** The shipped order the tracking number found (optional). */
  sourceOrderId: id.nullish(),
  carrier: optText(60),
  trackingNo: optText(60),
  reason: z.enum(returnReasons),
  remark,
  notes: optText(500),
  lines: z
    .array(z.strictObject({ productId: id, good: countQty, damaged: countQty }))
    .min(1)
    .max(200),
});
export type ReturnReceiptSave = z.input<typeof returnReceiptSave>;

/** A shipped order of ours found by the parcel's tracking number: whose it is and what went out. */
export const returnTrackingReply = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  warehouseId: z.number().int(),
  lines: z.array(z.object({ productId: z.number().int(), sku: z.string(), quantity: z.number().int() })),
});
export type ReturnTrackingReply = z.infer<typeof returnTrackingReply>;

// ---- return processing: the damaged units' fate ----

export const processStatuses = ["pending", "kept", "restocking", "restocked", "destroying", "destroyed"] as const;
export type ProcessStatus = (typeof processStatuses)[number];
export const processStatusLabels: Record<ProcessStatus, Label & { color: string }> = {
  pending: { "zh-CN": "待决定", "en-US": "Awaiting decision", color: "warning" },
  kept: { "zh-CN": "保留为不良品", "en-US": "Kept unsellable", color: "default" },
  restocking: { "zh-CN": "待检验上架", "en-US": "Restock requested", color: "processing" },
  restocked: { "zh-CN": "已上架良品", "en-US": "Restocked", color: "success" },
  destroying: { "zh-CN": "待销毁", "en-US": "Destruction requested", color: "processing" },
  destroyed: { "zh-CN": "已销毁", "en-US": "Destroyed", color: "error" },
};

/** `decide`: the seller or the operator; `confirm`: the operator, who posts the stock. */
export type ProcessSide = "decide" | "confirm";
export const processTransitions = {
  keep: { from: ["pending"], to: "kept", side: "decide", label: { "zh-CN": "保留为不良品", "en-US": "Keep unsellable" } },
  restock: { from: ["pending"], to: "restocking", side: "decide", label: { "zh-CN": "检验后上架", "en-US": "Restock after inspection" } },
  destroy: { from: ["pending"], to: "destroying", side: "decide", label: { "zh-CN": "销毁", "en-US": "Destroy" } },
  reopen: {
    from: ["kept", "restocking", "destroying"],
    to: "pending",
    side: "decide",
    label: { "zh-CN": "撤回决定", "en-US": "Withdraw decision" },
  },
  confirmRestock: {
    from: ["restocking"],
    to: "restocked",
    side: "confirm",
    label: { "zh-CN": "确认上架", "en-US": "Confirm restock" },
  },
  confirmDestroy: {
    from: ["destroying"],
    to: "destroyed",
    side: "confirm",
    label: { "zh-CN": "确认销毁", "en-US": "Confirm destruction" },
  },
} as const satisfies Record<string, { from: readonly ProcessStatus[]; to: ProcessStatus; side: ProcessSide; label: Label }>;
export type ProcessTransition = keyof typeof processTransitions;
export const processTransitionNames = Object.keys(processTransitions) as ProcessTransition[];
export const processActions = (status: ProcessStatus, side: ProcessSide): ProcessTransition[] =>
  processTransitionNames.filter(
    (t) => processTransitions[t].side === side && (processTransitions[t].from as readonly ProcessStatus[]).includes(status),
  );

export const processTransitionBody = z.strictObject({ id, version, remark });

export const returnProcessRow = z.object({
  id: z.number().int(),
  processNo: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  planId: z.number().int(),
  returnNo: z.string(),
  unplanned: z.boolean(),
  warehouseCode: z.string(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  reason: z.enum(returnReasons),
  status: z.enum(processStatuses),
  remark: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ReturnProcessRow = z.infer<typeof returnProcessRow>;

const sku = { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, width: 150 } as const;
const returnNo = { label: { "zh-CN": "退货单号", "en-US": "Return no." }, kind: "text", filter: true, width: 170 } as const;
const warehouseCode = { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 100 } as const;
const orgCode = { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 } as const;
const reason = {
  label: { "zh-CN": "退货原因", "en-US": "Reason" },
  kind: "enum",
  options: codeOptions(returnReasonLabels),
  filter: true,
  width: 150,
} as const;
const unplanned = { label: { "zh-CN": "无计划退货", "en-US": "Unplanned" }, kind: "bool", filter: true, width: 100 } as const;

export const returnProcessResource = defineResource({
  name: "returns.processes",
  title: { "zh-CN": "退货处理", "en-US": "Return processing" },
  noun: { "zh-CN": "退货处理", "en-US": "return process" },
  row: returnProcessRow,
  save: z.strictObject({}),
  nameField: "processNo",
  fields: {
    processNo: { label: { "zh-CN": "处理单号", "en-US": "Process no." }, kind: "text", filter: true, width: 140 },
    status: { label: commonLabels.status, kind: "enum", options: codeOptions(processStatusLabels), filter: { width: 150 }, width: 130 },
    orgCode,
    returnNo,
    unplanned,
    warehouseCode,
    sku,
    productName: { label: { "zh-CN": "产品名称", "en-US": "Product" }, kind: "text", width: 180, list: "hidden" },
    quantity: { label: { "zh-CN": "不良品数量", "en-US": "Damaged units" }, kind: "number", width: 100 },
    reason,
    remark: { label: commonLabels.remark, kind: "text", width: 160 },
    decidedBy: { label: { "zh-CN": "决定人", "en-US": "Decided by" }, kind: "text", width: 110, list: "hidden" },
    decidedAt: { label: { "zh-CN": "决定时间", "en-US": "Decided" }, kind: "datetime", width: 160, list: "hidden" },
    confirmedBy: { label: { "zh-CN": "确认人", "en-US": "Confirmed by" }, kind: "text", width: 110, list: "hidden" },
    confirmedAt: { label: { "zh-CN": "确认时间", "en-US": "Confirmed" }, kind: "datetime", width: 160 },
    createdAt: { label: commonLabels.createdAt, kind: "datetime", filter: true, width: 160 },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "returns:plan:read", manage: "returns:process:decide" },
  paths: { list: "GET /api/returns/process/list", export: "/api/returns/process/export" },
});

// ---- return information and the handling lines for billing: the return receipts' stock movements ----

export const conditionLabels: Record<"0" | "1", Label & { color: string }> = {
  "0": { "zh-CN": "良品", "en-US": "Good", color: "success" },
  "1": { "zh-CN": "不良品", "en-US": "Damaged", color: "error" },
};

/** One received group of returned units: a return receipt's movement (one SKU, one condition, one posting). */
export const returnUnitRow = z.object({
  id: z.number().int(),
  returnNo: z.string(),
  planId: z.number().int(),
  unplanned: z.boolean(),
  orderNo: z.string().nullable(),
  storeTitle: z.string().nullable(),
  orgCode: z.string(),
  warehouseCode: z.string(),
  sku: z.string(),
  productName: z.string(),
  /** 0 good (normal stock), 1 damaged (unsellable). */
  condition: z.number().int(),
  quantity: z.number().int(),
  /** quantity × the product's unit weight, 3 decimals, in its weight unit. */
  weight: z.string(),
  weightUnit: z.string(),
  reason: z.enum(returnReasons),
  batchNo: z.string().nullable(),
  /** The billing event the posting emitted (inventory.stockPosted, kind returnReceipt) and the return's own transition. */
  event: z.string(),
  receivedAt: z.string(),
});
export type ReturnUnitRow = z.infer<typeof returnUnitRow>;

const condition = {
  label: { "zh-CN": "状况", "en-US": "Condition" },
  kind: "enum",
  options: [
    { value: 0, label: conditionLabels["0"], color: "success" },
    { value: 1, label: conditionLabels["1"], color: "error" },
  ],
  filter: true,
  width: 90,
} as const;
const receivedAt = { label: { "zh-CN": "收货时间", "en-US": "Received" }, kind: "datetime", filter: true, width: 160 } as const;

/** /home/operate/returnInformation: every received group of returned units. */
export const returnInfoResource = defineResource({
  name: "returns.information",
  title: { "zh-CN": "退货信息", "en-US": "Return information" },
  noun: { "zh-CN": "退货信息", "en-US": "returned units" },
  row: returnUnitRow,
  save: z.strictObject({}),
  nameField: "returnNo",
  fields: {
    returnNo,
    orderNo: { label: { "zh-CN": "原订单号", "en-US": "Source order" }, kind: "text", filter: true, width: 170 },
    unplanned,
    orgCode,
    warehouseCode,
    sku,
    productName: { label: { "zh-CN": "产品名称", "en-US": "Product" }, kind: "text", width: 180 },
    condition,
    quantity: { label: { "zh-CN": "数量", "en-US": "Units" }, kind: "number", width: 80 },
    reason,
    batchNo: { label: { "zh-CN": "批次号", "en-US": "Batch" }, kind: "text", filter: true, width: 120 },
    receivedAt,
  },
  defaultSort: { field: "receivedAt", dir: "desc" },
  permissions: { read: "returns:plan:read", manage: "returns:plan:operate" },
  paths: { list: "GET /api/returns/information/list", export: "/api/returns/information/export" },
});

/** salesreturns/bill: the return handling lines waiting for billing (no amounts: billing rates them later). */
export const returnBillResource = defineResource({
  name: "returns.bill",
  title: { "zh-CN": "退货处理费明细", "en-US": "Return handling lines" },
  noun: { "zh-CN": "退货处理明细", "en-US": "return handling line" },
  row: returnUnitRow,
  save: z.strictObject({}),
  nameField: "returnNo",
  fields: {
    returnNo,
    orgCode,
    warehouseCode,
    sku,
    condition,
    quantity: { label: { "zh-CN": "件数", "en-US": "Units" }, kind: "number", width: 80 },
    weight: { label: { "zh-CN": "重量", "en-US": "Weight" }, kind: "number", width: 100 },
    weightUnit: { label: { "zh-CN": "重量单位", "en-US": "Unit" }, kind: "text", width: 70 },
    event: { label: { "zh-CN": "计费事件", "en-US": "Billing event" }, kind: "text", width: 300 },
    receivedAt,
  },
  defaultSort: { field: "receivedAt", dir: "desc" },
  permissions: { read: "returns:plan:read", manage: "returns:plan:operate" },
  paths: { list: "GET /api/returns/bill/list", export: "/api/returns/bill/export" },
});
