import { z } from "zod";
import { documentHistoryRow, id, optText, version } from "../common.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import type { Label } from "../resource.js";
import { isoDate } from "../masterdata/places/places.geo.js";

/**
 * Channel receipts (万邑通入库, spec `winitReceipt`, §2.1 "other inbound"): goods a seller sends through
 * another 3PL or consolidator (Winit, Goodcang, 4PX ...) arrive at our dock under that channel's own
 * inbound order, not under one of our inbound plans. The warehouse books them against the seller with the
 * channel's order number (one live receipt per seller, channel and number: the same delivery is never
 * booked twice), counts each SKU good and damaged against what the channel announced, and posts: other
 * inbound (operation 60, order type 7 "inbound other", business type 5 "other"), good units sellable,
 * damaged ones unsellable, each line a batch of list type 60.
 */
export const winitReceiptPermissions = {
  "inbound:winit:read": { en: "View channel receipts (Winit and other consolidators)", zh: "查看万邑通等渠道入库单" },
  "inbound:winit:manage": {
    en: "Book, edit, post and cancel channel receipts (posting receives stock)",
    zh: "登记、编辑、过账和取消渠道入库单(过账即入库)",
  },
} as const satisfies Record<string, PermissionDef>;

export const winitReceiptResourceNames: ResourceNames = {
  "inbound:winit": { zh: "渠道入库", en: "Channel receipts" },
};

/** The channels goods come through; `other` for a consolidator not listed (its name goes in the note). */
export const receiptChannelLabels = {
  winit: { "zh-CN": "万邑通 Winit", "en-US": "Winit" },
  goodcang: { "zh-CN": "谷仓 Goodcang", "en-US": "Goodcang" },
  fpx: { "zh-CN": "递四方 4PX", "en-US": "4PX" },
  other: { "zh-CN": "其他集货渠道", "en-US": "Other consolidator" },
} as const satisfies Record<string, Label>;
export type ReceiptChannel = keyof typeof receiptChannelLabels;
export const receiptChannels = Object.keys(receiptChannelLabels) as [ReceiptChannel, ...ReceiptChannel[]];

/** Spec codes the posting carries (constants.json: operation 60 other inbound; order type 7; business type 5; batch list type 60). */
export const winitReceiptCodes = { operationType: 60, orderType: 7, businessType: 5, batchType: 60, numberPrefix: "WR" } as const;

// ---- the state machine, as data: the server's machine (domain/) and the web's buttons read it ----

export const winitReceiptStatuses = ["draft", "received", "cancelled"] as const;
export type WinitReceiptStatus = (typeof winitReceiptStatuses)[number];

export const winitReceiptStatusLabels: Record<WinitReceiptStatus, Label & { color: string }> = {
  draft: { "zh-CN": "待收货", "en-US": "To receive", color: "processing" },
  received: { "zh-CN": "已收货入账", "en-US": "Received", color: "success" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "default" },
};

/** draft → received (posts the counted units) | cancelled; both ends are final. */
export const winitReceiptTransitions = {
  receive: { from: ["draft"], to: "received", label: { "zh-CN": "确认收货", "en-US": "Post receipt" } },
  cancel: { from: ["draft"], to: "cancelled", label: { "zh-CN": "取消", "en-US": "Cancel" } },
} as const satisfies Record<string, { from: readonly WinitReceiptStatus[]; to: WinitReceiptStatus; label: Label }>;
export type WinitReceiptTransition = keyof typeof winitReceiptTransitions;
export const winitReceiptTransitionNames = Object.keys(winitReceiptTransitions) as WinitReceiptTransition[];
export const winitReceiptActions = (status: WinitReceiptStatus): WinitReceiptTransition[] =>
  winitReceiptTransitionNames.filter((t) => (winitReceiptTransitions[t].from as readonly WinitReceiptStatus[]).includes(status));

// ---- bodies ----

const qty = z.number().int().min(0).max(100_000);

/** One SKU: what the channel announced, and what was counted at the dock (good → sellable, damaged → unsellable). */
export const winitReceiptLineInput = z.strictObject({
  productId: id,
  expectedQty: qty.describe("units on the channel's inbound order"),
  goodQty: qty.default(0),
  damagedQty: qty.default(0),
});
export type WinitReceiptLineInput = z.input<typeof winitReceiptLineInput>;

export const winitReceiptSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.describe("the seller who owns the goods"),
  warehouseId: id,
  channel: z.enum(receiptChannels),
  channelRef: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/, { message: "v.channelRef" })
    .describe("the channel's own inbound order number, e.g. Winit's WI…"),
  trackingNo: optText(64),
  arrivedOn: isoDate.nullable().optional(),
  note: optText(500),
  lines: z.array(winitReceiptLineInput).min(1).max(200),
});
export type WinitReceiptSave = z.input<typeof winitReceiptSave>;

export const winitReceiptTransitionBody = z.strictObject({ id, version, comment: optText(500) });

// ---- replies ----

export const winitReceiptRow = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  channel: z.enum(receiptChannels),
  channelRef: z.string(),
  trackingNo: z.string().nullable(),
  arrivedOn: z.string().nullable(),
  status: z.enum(winitReceiptStatuses),
  skus: z.string().nullable(),
  lineCount: z.number().int(),
  expectedQty: z.number().int(),
  receivedQty: z.number().int(),
  damagedQty: z.number().int(),
  /** received − expected: negative short, positive over. */
  differenceQty: z.number().int(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  receivedByName: z.string().nullable(),
  receivedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WinitReceiptRow = z.infer<typeof winitReceiptRow>;

export const winitReceiptDetail = winitReceiptRow.extend({
  lines: z.array(
    z.object({
      line: z.number().int(),
      productId: z.number().int(),
      sku: z.string(),
      productName: z.string(),
      expectedQty: z.number().int(),
      goodQty: z.number().int(),
      damagedQty: z.number().int(),
    }),
  ),
  history: z.array(documentHistoryRow),
});
export type WinitReceiptDetail = z.infer<typeof winitReceiptDetail>;
