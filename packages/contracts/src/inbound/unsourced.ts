import { z } from "zod";
import { id, optText, queryId, remark, version } from "../common.js";
import { commonLabels as L, defineResource, type Label } from "../resource.js";

/**
 * Unsourced inbound (无来源入库, issue 9, spec §2.1 "Other inbound"): a parcel that reached the warehouse
 * without an inbound plan. The warehouse records it (carrier, tracking number, lines by the barcode or SKU
 * text read off the goods, good / damaged); the operator holds it, outside every seller's stock. A seller
 * claims it by its tracking number and the operator confirms (or the operator assigns it to a seller
 * directly): each line is matched to one of that seller's SKUs and the units post to the seller's balance
 * (operation 11, order type 19, business type 11; damaged units to the unsellable balance), each a new
 * batch dated at the parcel's arrival. A parcel nobody claims is disposed of after a number of days.
 */

/** Spec codes of the posting (spec §4): operation 11 inbound without source, order type 19, business type 11. */
export const unsourcedCodes = { operationType: 11, orderType: 19, businessType: 11 } as const;
/** Days a parcel waits for its owner before the warehouse may dispose of it. */
export const UNSOURCED_DISPOSE_DAYS = 30;

export const unsourcedStatuses = ["received", "claimRequested", "claimed", "disposed"] as const;
export type UnsourcedStatus = (typeof unsourcedStatuses)[number];

export const unsourcedStatusLabels: Record<UnsourcedStatus, Label & { color: string }> = {
  received: { "zh-CN": "待认领", "en-US": "Unclaimed", color: "warning" },
  claimRequested: { "zh-CN": "认领待确认", "en-US": "Claim to confirm", color: "processing" },
  claimed: { "zh-CN": "已认领入库", "en-US": "Claimed", color: "success" },
  disposed: { "zh-CN": "已处置", "en-US": "Disposed", color: "default" },
};

export type UnsourcedSide = "seller" | "warehouse";
/** The machine as data: the server's machine (domain/) and the web's buttons read it. */
export const unsourcedTransitions = {
  requestClaim: {
    from: ["received"],
    to: "claimRequested",
    side: "seller",
    label: { "zh-CN": "申请认领", "en-US": "Claim" },
  },
  withdraw: {
    from: ["claimRequested"],
    to: "received",
    side: "seller",
    label: { "zh-CN": "撤回认领", "en-US": "Withdraw claim" },
  },
  rejectClaim: {
    from: ["claimRequested"],
    to: "received",
    side: "warehouse",
    label: { "zh-CN": "驳回认领", "en-US": "Reject claim" },
  },
  confirmClaim: {
    from: ["claimRequested"],
    to: "claimed",
    side: "warehouse",
    label: { "zh-CN": "确认认领", "en-US": "Confirm claim" },
  },
  assign: { from: ["received"], to: "claimed", side: "warehouse", label: { "zh-CN": "分配给卖家", "en-US": "Assign to a seller" } },
  dispose: { from: ["received"], to: "disposed", side: "warehouse", label: { "zh-CN": "处置", "en-US": "Dispose" } },
} as const satisfies Record<string, { from: readonly UnsourcedStatus[]; to: UnsourcedStatus; side: UnsourcedSide; label: Label }>;
export type UnsourcedTransition = keyof typeof unsourcedTransitions;
export const unsourcedTransitionNames = Object.keys(unsourcedTransitions) as UnsourcedTransition[];

/** The transitions a receipt in `status` offers to `side`. */
export const unsourcedActions = (status: UnsourcedStatus, side: UnsourcedSide): UnsourcedTransition[] =>
  unsourcedTransitionNames.filter(
    (t) => unsourcedTransitions[t].side === side && (unsourcedTransitions[t].from as readonly UnsourcedStatus[]).includes(status),
  );

// ---- bodies ----

const units = z.number().int().min(0).max(100_000);
const code = z.string().trim().min(1).max(64);
const trackingNo = z.string().trim().min(3).max(64);

export const unsourcedLineInput = z
  .strictObject({ code, good: units, damaged: units })
  .refine((l) => l.good + l.damaged > 0, { message: "good + damaged > 0", path: ["good"] });

/** Record a parcel (no id) or correct one still unclaimed (id + version): lines replace the receipt's. */
export const unsourcedSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  carrier: optText(60),
  trackingNo,
  remark,
  lines: z.array(unsourcedLineInput).min(1).max(200),
});
export type UnsourcedSave = z.input<typeof unsourcedSave>;

/** One line matched to a SKU of the claiming seller. */
export const unsourcedMatch = z.strictObject({ lineId: id, productId: id });
const matches = z.array(unsourcedMatch).max(200);

/** A seller claims the unclaimed parcel(s) with this tracking number in its warehouses; it may match lines to its SKUs. */
export const unsourcedClaimBody = z.strictObject({ trackingNo, lines: matches.default([]), remark });
export type UnsourcedClaimBody = z.input<typeof unsourcedClaimBody>;
/** The operator confirms a claim: every line matched (the seller's matches, or the operator's own). */
export const unsourcedConfirmBody = z.strictObject({ id, version, lines: matches.min(1) });
export type UnsourcedConfirmBody = z.infer<typeof unsourcedConfirmBody>;
/** The operator gives an unclaimed parcel to a seller directly, every line matched to its SKUs. */
export const unsourcedAssignBody = z.strictObject({ id, version, orgId: id, lines: matches.min(1) });
export type UnsourcedAssignBody = z.infer<typeof unsourcedAssignBody>;
/** The claimant takes its claim back before the warehouse confirms it. */
export const unsourcedWithdrawBody = z.strictObject({ id, version });
export type UnsourcedWithdrawBody = z.infer<typeof unsourcedWithdrawBody>;
/** Reject a claim or dispose of a parcel: the reason is required. */
export const unsourcedReasonBody = z.strictObject({ id, version, reason: z.string().trim().min(1).max(500) });
export type UnsourcedReasonBody = z.infer<typeof unsourcedReasonBody>;
/** The SKUs a seller's lines would match: by SKU or barcode text, for the confirm and assign forms. */
export const unsourcedSuggestQuery = z.strictObject({ id: queryId, orgId: queryId });

// ---- replies ----

export const unsourcedRow = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string(),
  status: z.enum(unsourcedStatuses),
  /** The seller who claimed it or was given it (null while unclaimed: an unclaimed parcel names no seller). */
  claimOrgId: z.number().int().nullable(),
  claimOrgCode: z.string().nullable(),
  lineCount: z.number().int(),
  goodQty: z.number().int(),
  damagedQty: z.number().int(),
  /** Whole days since the parcel arrived. */
  daysHeld: z.number().int(),
  remark: z.string().nullable(),
  reason: z.string().nullable(),
  version: z.number().int(),
  receivedAt: z.string(),
  claimedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type UnsourcedRow = z.infer<typeof unsourcedRow>;

export const unsourcedLineRow = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  code: z.string(),
  good: z.number().int(),
  damaged: z.number().int(),
  /** The matched SKU (the claimant's proposal, then the posted one); null until matched. */
  productId: z.number().int().nullable(),
  sku: z.string().nullable(),
});
export const unsourcedDetail = unsourcedRow.extend({
  warehouseName: z.string(),
  lines: z.array(unsourcedLineRow),
  history: z.array(z.object({ at: z.string(), command: z.string(), username: z.string().nullable() })),
});
export type UnsourcedDetail = z.infer<typeof unsourcedDetail>;

/** Per line, the seller's SKU its code matches (by SKU or barcode), or null. */
export const unsourcedSuggestReply = z.array(
  z.object({ lineId: z.number().int(), productId: z.number().int().nullable(), sku: z.string().nullable() }),
);

export const unsourcedStatusOptions = unsourcedStatuses.map((s) => ({
  value: s,
  label: { "zh-CN": unsourcedStatusLabels[s]["zh-CN"], "en-US": unsourcedStatusLabels[s]["en-US"] },
  color: unsourcedStatusLabels[s].color,
}));

/** The receipts as a resource: the warehouse's list and the seller's, export, detail, and the warehouse's save. */
export const unsourcedResource = defineResource({
  name: "inbound.unsourced",
  title: { "zh-CN": "无来源入库", "en-US": "Unsourced inbound" },
  noun: { "zh-CN": "无来源入库单", "en-US": "unsourced receipt" },
  row: unsourcedRow,
  save: unsourcedSave,
  nameField: "receiptNo",
  fields: {
    receiptNo: { label: { "zh-CN": "入库单号", "en-US": "Receipt no." }, kind: "text", filter: true, width: 190 },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", filter: true, width: 190 },
    carrier: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "text", filter: true, width: 110 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: true, width: 100 },
    status: { label: L.status, kind: "enum", options: unsourcedStatusOptions, filter: { width: 140 }, width: 120 },
    claimOrgCode: {
      label: { "zh-CN": "认领卖家", "en-US": "Claimed by" },
      kind: "text",
      filter: true,
      width: 100,
      empty: { "zh-CN": "-", "en-US": "-" },
    },
    lineCount: { label: { "zh-CN": "行数", "en-US": "Lines" }, kind: "number", sort: false, width: 70 },
    goodQty: { label: { "zh-CN": "良品", "en-US": "Good" }, kind: "number", sort: false, width: 75 },
    damagedQty: { label: { "zh-CN": "不良品", "en-US": "Damaged" }, kind: "number", sort: false, width: 90 },
    daysHeld: { label: { "zh-CN": "滞留天数", "en-US": "Days held" }, kind: "number", sort: false, width: 95 },
    receivedAt: { label: { "zh-CN": "到货时间", "en-US": "Arrived" }, kind: "datetime", filter: true, width: 160 },
    claimedAt: { label: { "zh-CN": "认领时间", "en-US": "Claimed" }, kind: "datetime", list: "hidden", width: 160 },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200 },
    reason: { label: { "zh-CN": "驳回/处置原因", "en-US": "Reject / dispose reason" }, kind: "text", list: "hidden", width: 200 },
  },
  defaultSort: { field: "receivedAt", dir: "desc" },
  permissions: { read: "inbound:unsourced:read", manage: "inbound:unsourced:operate" },
  paths: {
    list: "GET /api/inbound/unsourced/list",
    export: "/api/inbound/unsourced/export",
    save: "POST /api/inbound/unsourced/save",
  },
});

/** The receipt desk (newReceipt/add): what a scanned code names, a plan (number, carton label, tracking or container no.) or a parcel. */
export const receiptLookupQuery = z.strictObject({ code: z.string().trim().min(3).max(80) });
export const receiptLookupReply = z.object({
  plans: z.array(
    z.object({
      id: z.number().int(),
      planNo: z.string(),
      orgCode: z.string(),
      warehouseCode: z.string(),
      status: z.string(),
      eta: z.string().nullable(),
    }),
  ),
  unsourced: z.array(
    z.object({ id: z.number().int(), receiptNo: z.string(), warehouseCode: z.string(), status: z.enum(unsourcedStatuses) }),
  ),
});
export type ReceiptLookupReply = z.infer<typeof receiptLookupReply>;
