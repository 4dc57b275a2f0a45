import { z } from "zod";
import { documentHistoryRow, id, optText, remark, version } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { commonLabels, defineResource, type Label } from "../resource.js";

/**
 * Returns (退货, issue 9, spec §2.3): a seller announces a parcel coming back to a warehouse (a return plan,
 * from a shipped B2C order or free); the warehouse receives it per line as good or damaged units (the return
 * receipt: operation 20, a new batch, good → normal stock, damaged → unsellable) and completes it. The
 * expected units are in transit (transport source 40) from submit until they are received or cancelled.
 */
export const returnsPermissions = {
  "returns:plan:read": { en: "View return plans and receipts", zh: "查看退货计划和退货收货" },
  "returns:plan:manage": {
    en: "Create, edit, submit, cancel and delete own return plans (drafts)",
    zh: "创建、编辑、提交、取消和删除本组织的退货计划(草稿)",
  },
  "returns:plan:operate": {
    en: "Warehouse work on returns: receive (good / damaged), finish receiving, complete",
    zh: "退货仓内作业:收货(良品/不良品)、收货完成、完成",
  },
  "returns:analysis:read": { en: "View the return analysis", zh: "查看退货分析" },
  "returns:process:decide": {
    en: "Decide what happens to damaged returned units (keep, restock, destroy)",
    zh: "决定退货不良品的处理方式(保留、检验后上架、销毁)",
  },
} as const satisfies Record<string, PermissionDef>;

export const returnsResourceNames: ResourceNames = {
  "returns:plan": { zh: "退货计划", en: "Return plans" },
  "returns:analysis": { zh: "退货分析", en: "Return analysis" },
  "returns:process": { zh: "退货处理", en: "Return processing" },
};

/** Spec codes a return posts with (spec §4): order type 3 return inbound, business type 7 return, operation 20, transport source 40. */
export const returnCodes = { orderType: 3, businessType: 7, operationType: 20, transportSource: 40 } as const;

// ---- the state machine, as data: the server's machine (domain/) and the web's buttons read it ----

export const returnStatuses = ["draft", "submitted", "receiving", "received", "completed", "cancelled"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnStatusLabels: Record<ReturnStatus, Label & { color: string }> = {
  draft: { "zh-CN": "草稿", "en-US": "Draft", color: "default" },
  submitted: { "zh-CN": "已提交", "en-US": "Submitted", color: "processing" },
  receiving: { "zh-CN": "收货中", "en-US": "Receiving", color: "warning" },
  received: { "zh-CN": "已收货", "en-US": "Received", color: "success" },
  completed: { "zh-CN": "已完成", "en-US": "Completed", color: "success" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "error" },
};

export type ReturnSide = "seller" | "warehouse";
export const returnTransitions = {
  submit: { from: ["draft"], to: "submitted", side: "seller", label: { "zh-CN": "提交", "en-US": "Submit" } },
  receive: { from: ["submitted", "receiving"], to: "receiving", side: "warehouse", label: { "zh-CN": "收货", "en-US": "Receive" } },
  finishReceiving: {
    from: ["receiving"],
    to: "received",
    side: "warehouse",
    label: { "zh-CN": "收货完成", "en-US": "Finish receiving" },
  },
  complete: { from: ["received"], to: "completed", side: "warehouse", label: { "zh-CN": "完成", "en-US": "Complete" } },
  cancel: { from: ["draft", "submitted"], to: "cancelled", side: "seller", label: { "zh-CN": "取消", "en-US": "Cancel" } },
  /** An unplanned receipt's draft posts at once: its counted units are received (operation 20). */
  post: { from: ["draft"], to: "received", side: "warehouse", label: { "zh-CN": "过账入库", "en-US": "Post receipt" } },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus; side: ReturnSide; label: Label }>;
export type ReturnTransition = keyof typeof returnTransitions;
export const returnTransitionNames = Object.keys(returnTransitions) as ReturnTransition[];

/** Transitions only a planned return takes (the seller's announcement) and only an unplanned receipt takes. */
export const plannedOnly: readonly ReturnTransition[] = ["submit", "cancel"];
export const unplannedOnly: readonly ReturnTransition[] = ["post"];

/** The transitions a plan in `status` offers to `side` (an unplanned receipt: the warehouse's only). */
export const returnActions = (status: ReturnStatus, side: ReturnSide, unplanned = false): ReturnTransition[] =>
  returnTransitionNames.filter(
    (t) =>
      returnTransitions[t].side === side &&
      (returnTransitions[t].from as readonly ReturnStatus[]).includes(status) &&
      !(unplanned ? plannedOnly : unplannedOnly).includes(t),
  );

/** Why the parcel comes back (the analysis groups by it). */
export const returnReasons = [
  "damaged",
  "defective",
  "wrong_item",
  "not_as_described",
  "no_longer_needed",
  "undeliverable",
  "other",
] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const returnReasonLabels: Record<ReturnReason, Label> = {
  damaged: { "zh-CN": "运输破损", "en-US": "Damaged in transit" },
  defective: { "zh-CN": "质量问题", "en-US": "Defective" },
  wrong_item: { "zh-CN": "发错货", "en-US": "Wrong item sent" },
  not_as_described: { "zh-CN": "与描述不符", "en-US": "Not as described" },
  no_longer_needed: { "zh-CN": "不想要了", "en-US": "No longer needed" },
  undeliverable: { "zh-CN": "无法投递退回", "en-US": "Undeliverable, returned to sender" },
  other: { "zh-CN": "其他", "en-US": "Other" },
};

// ---- bodies ----

const qty = z.number().int().min(1).max(100_000);

export const returnLineInput = z.strictObject({ productId: id, expectedQty: qty });

/** A draft: create without id, update with id + version (drafts only). `sourceOrderId`: a shipped B2C order of the seller's. */
export const returnPlanSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  sourceOrderId: id.nullish(),
  carrier: optText(60),
  trackingNo: optText(60),
  expectedDate: isoDate.nullish(),
  reason: z.enum(returnReasons),
  remark,
  lines: z.array(returnLineInput).min(1).max(200),
});
export type ReturnPlanSave = z.input<typeof returnPlanSave>;

export const returnTransitionBody = z.strictObject({ id, version });
const receiveQty = z.number().int().min(0).max(100_000);
export const returnReceiveBody = z.strictObject({
  id,
  version,
  lines: z
    .array(z.strictObject({ lineId: id, good: receiveQty, damaged: receiveQty }))
    .min(1)
    .max(200),
  notes: optText(500),
});
export type ReturnReceiveBody = z.infer<typeof returnReceiveBody>;

// ---- replies ----

export const returnPlanRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  returnNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  sourceOrderId: z.number().int().nullable(),
  sourceOrderNo: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  expectedDate: z.string().nullable(),
  reason: z.enum(returnReasons),
  status: z.enum(returnStatuses),
  /** Recorded by the warehouse without a plan (a receipt first). */
  unplanned: z.boolean(),
  /** The source order's store account and its marketplace (channel), for the sales returns. */
  storeTitle: z.string().nullable(),
  marketplace: z.string().nullable(),
  /** From a B2C order (a sales return), not a free return. */
  fromOrder: z.boolean(),
  skuCount: z.number().int(),
  expectedQty: z.number().int(),
  receivedGood: z.number().int(),
  receivedDamaged: z.number().int(),
  /** received − expected (negative: short). */
  difference: z.number().int(),
  remark: z.string().nullable(),
  receiptNotes: z.string().nullable(),
  version: z.number().int(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnPlanRow = z.infer<typeof returnPlanRow>;

export const returnLineRow = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  expectedQty: z.number().int(),
  receivedGood: z.number().int(),
  receivedDamaged: z.number().int(),
  difference: z.number().int(),
  /** An unplanned receipt's draft counts (posted as received). */
  countedGood: z.number().int(),
  countedDamaged: z.number().int(),
});
/** A stock movement a return posted (its receipt, a restock, a destruction). */
export const returnMovementRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  inventoryType: z.number().int(),
  operationType: z.number().int().nullable(),
  bucket: z.string(),
  quantity: z.number().int(),
  balanceAfter: z.number().int(),
  batchNo: z.string().nullable(),
  documentNo: z.string(),
  createdAt: z.string(),
});
export const returnPlanDetail = returnPlanRow.extend({
  lines: z.array(returnLineRow),
  movements: z.array(returnMovementRow),
  history: z.array(documentHistoryRow),
});
export type ReturnPlanDetail = z.infer<typeof returnPlanDetail>;

/** A shipped order's lines as a return plan may take them: what shipped and what is not yet returned (or announced). */
export const returnableOrderReply = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  warehouseId: z.number().int(),
  lines: z.array(z.object({ productId: z.number().int(), sku: z.string(), shipped: z.number().int(), returnable: z.number().int() })),
});
export type ReturnableOrderReply = z.infer<typeof returnableOrderReply>;

/** The warehouses a return plan may name: active, in the caller's scope, and accepting returns (the warehouse's setting). */
export const returnWarehousesReply = z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() }));
export type ReturnWarehousesReply = z.infer<typeof returnWarehousesReply>;

/** Return analysis over a period: per SKU returned / shipped, and per reason. */
export const returnAnalysisQuery = z.strictObject({
  from: isoDate,
  to: isoDate,
  warehouseId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const returnAnalysisReply = z.object({
  from: z.string(),
  to: z.string(),
  bySku: z.array(
    z.object({
      productId: z.number().int(),
      sku: z.string(),
      shipped: z.number().int(),
      returned: z.number().int(),
      good: z.number().int(),
      damaged: z.number().int(),
      /** returned / shipped, 4 decimals as text; null when nothing shipped in the period. */
      rate: z.string().nullable(),
    }),
  ),
  byReason: z.array(z.object({ reason: z.enum(returnReasons), plans: z.number().int(), units: z.number().int() })),
});
export type ReturnAnalysisReply = z.infer<typeof returnAnalysisReply>;

export const codeOptions = (m: Record<string, Label & { color?: string }>) =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));

/** The list, its export and the draft's delete, through the resource kit; detail and transitions are the plan's own calls. */
export const returnPlanResource = defineResource({
  name: "returns.returnPlans",
  title: { "zh-CN": "退货计划", "en-US": "Return plans" },
  noun: { "zh-CN": "退货计划", "en-US": "return plan" },
  row: returnPlanRow,
  save: returnPlanSave,
  nameField: "returnNo",
  fields: {
    returnNo: { label: { "zh-CN": "退货单号", "en-US": "Return no." }, kind: "text", filter: true, width: 170 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    status: { label: commonLabels.status, kind: "enum", options: codeOptions(returnStatusLabels), filter: { width: 130 }, width: 100 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 110 },
    sourceOrderNo: { label: { "zh-CN": "原订单号", "en-US": "Source order" }, kind: "text", filter: true, width: 170 },
    reason: {
      label: { "zh-CN": "退货原因", "en-US": "Reason" },
      kind: "enum",
      options: codeOptions(returnReasonLabels),
      filter: true,
      width: 150,
    },
    storeTitle: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "text", filter: true, width: 140, list: "hidden" },
    marketplace: { label: { "zh-CN": "平台", "en-US": "Marketplace" }, kind: "text", filter: { op: "EQ" }, width: 100, list: "hidden" },
    fromOrder: {
      label: { "zh-CN": "来自订单", "en-US": "From an order" },
      kind: "bool",
      filter: true,
      list: false,
      detail: false,
      export: false,
    },
    unplanned: {
      label: { "zh-CN": "无计划退货", "en-US": "Unplanned" },
      kind: "bool",
      filter: true,
      width: 100,
    },
    carrier: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "text", width: 100, list: "hidden" },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", filter: true, width: 150 },
    expectedDate: { label: { "zh-CN": "预计到货", "en-US": "Expected" }, kind: "date", filter: true, width: 110 },
    skuCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", width: 70 },
    expectedQty: { label: { "zh-CN": "预计数量", "en-US": "Expected units" }, kind: "number", width: 90 },
    receivedGood: { label: { "zh-CN": "良品", "en-US": "Good" }, kind: "number", width: 70 },
    receivedDamaged: { label: { "zh-CN": "不良品", "en-US": "Damaged" }, kind: "number", width: 80 },
    difference: { label: { "zh-CN": "差异", "en-US": "Difference" }, kind: "number", width: 80 },
    receivedAt: { label: { "zh-CN": "收货完成时间", "en-US": "Received" }, kind: "datetime", width: 160, list: "hidden" },
    createdAt: { label: commonLabels.createdAt, kind: "datetime", filter: true, width: 160 },
    remark: { label: commonLabels.remark, kind: "text", width: 160, list: "hidden" },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "returns:plan:read", manage: "returns:plan:manage" },
  paths: {
    list: "GET /api/returns/plan/list",
    export: "/api/returns/plan/export",
    save: "POST /api/returns/plan/save",
    delete: "POST /api/returns/plan/delete",
  },
});
