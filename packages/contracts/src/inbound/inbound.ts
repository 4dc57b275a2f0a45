import { z } from "zod";
import { id, optText, remark, version } from "../common.js";
import { positiveMeasure } from "../measures.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { lengthUnits, weightUnits } from "../catalog/products.js";
import { planPoLineInput, planPoLineRow } from "./po.js";

/**
 * Inbound plans (入库计划, issue 9): a seller announces goods coming to a warehouse; the warehouse marks
 * them arrived, receives them (good and damaged per line) and puts them away. Seller and operator act
 * under separate permissions.
 */
export const inboundPermissions = {
  "inbound:plan:read": { en: "View inbound plans", zh: "查看入库计划" },
  "inbound:plan:manage": {
    en: "Create, edit, submit, cancel and delete own inbound plans (drafts)",
    zh: "创建、编辑、提交、取消和删除本组织的入库计划(草稿)",
  },
  "inbound:plan:operate": {
    en: "Warehouse work on inbound plans: mark arrived, receive, put away, complete",
    zh: "入库计划仓内作业:到货、收货、上架、完成",
  },
  "inbound:unsourced:read": {
    en: "View unsourced inbound: unclaimed parcels in own warehouses and own claims",
    zh: "查看无来源入库:本组织仓库的待认领包裹和本组织的认领",
  },
  "inbound:unsourced:claim": { en: "Claim unsourced parcels by tracking number", zh: "按跟踪号认领无来源包裹" },
  "inbound:unsourced:operate": {
    en: "Warehouse work on unsourced parcels: record, confirm or reject claims, assign, dispose",
    zh: "无来源入库仓内作业:登记包裹、确认或驳回认领、分配给卖家、处置",
  },
} as const satisfies Record<string, PermissionDef>;

export const inboundResourceNames: ResourceNames = {
  "inbound:plan": { zh: "入库计划", en: "Inbound plans" },
  "inbound:unsourced": { zh: "无来源入库", en: "Unsourced inbound" },
};

/** The plan's states, in the order a plan goes through them. */
export const inboundStatuses = ["draft", "submitted", "arrived", "receiving", "received", "completed", "cancelled"] as const;
export type InboundStatus = (typeof inboundStatuses)[number];
/** Transit types: 1 self-delivered, 2 via a transit warehouse, 3 to FBA. */
export const transitTypes = [1, 2, 3] as const;
export const transportModes = ["air", "sea_lcl", "sea_fcl", "express", "rail_lcl", "rail_fcl"] as const;
export type TransportMode = (typeof transportModes)[number];

export const inboundLabels = {
  status: {
    draft: { "zh-CN": "草稿", "en-US": "Draft" },
    submitted: { "zh-CN": "已提交", "en-US": "Submitted" },
    arrived: { "zh-CN": "已到货", "en-US": "Arrived" },
    receiving: { "zh-CN": "收货中", "en-US": "Receiving" },
    received: { "zh-CN": "已收货", "en-US": "Received" },
    completed: { "zh-CN": "已完成", "en-US": "Completed" },
    cancelled: { "zh-CN": "已取消", "en-US": "Cancelled" },
  },
  transitType: {
    1: { "zh-CN": "自送入仓", "en-US": "Self-delivered" },
    2: { "zh-CN": "中转仓转运", "en-US": "Via a transit warehouse" },
    3: { "zh-CN": "发往 FBA", "en-US": "To FBA" },
  },
  transportMode: {
    air: { "zh-CN": "空运", "en-US": "Air" },
    sea_lcl: { "zh-CN": "海运拼箱", "en-US": "Sea LCL" },
    sea_fcl: { "zh-CN": "海运整柜", "en-US": "Sea FCL" },
    express: { "zh-CN": "快递", "en-US": "Express" },
    rail_lcl: { "zh-CN": "铁路拼箱", "en-US": "Rail LCL" },
    rail_fcl: { "zh-CN": "铁路整柜", "en-US": "Rail FCL" },
  },
} as const;

const units = z.number().int().min(0).max(1_000_000);

/** A plan in the lists (seller and operator). */
export const inboundPlanRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  planNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  transitType: z.number().int(),
  transportMode: z.enum(transportModes),
  eta: z.string().nullable(),
  trackingNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  status: z.enum(inboundStatuses),
  lineCount: z.number().int(),
  expectedQty: z.number().int(),
  receivedGood: z.number().int(),
  receivedDamaged: z.number().int(),
  putawayQty: z.number().int(),
  /** received (good + damaged) − expected: negative is a short receipt, positive an over-receipt. */
  differenceQty: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InboundPlanRow = z.infer<typeof inboundPlanRow>;

export const inboundLineInput = z.strictObject({ productId: id, expectedQty: units.min(1) });
export const inboundCartonInput = z.strictObject({
  cartonNo: z.string().trim().min(1).max(40),
  length: positiveMeasure,
  width: positiveMeasure,
  height: positiveMeasure,
  lengthUnit: z.enum(lengthUnits),
  weight: positiveMeasure,
  weightUnit: z.enum(weightUnits),
  items: z.array(z.strictObject({ productId: id, quantity: units.min(1) })).max(200),
});

/** Save a draft: create without id, update with id + version; lines and cartons replace the draft's. */
export const inboundPlanSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  transitType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  transportMode: z.enum(transportModes),
  eta: isoDate.nullable().optional(),
  trackingNo: optText(64),
  containerNo: optText(64),
  remark,
  lines: z.array(inboundLineInput).min(1).max(500),
  cartons: z.array(inboundCartonInput).max(2000).default([]),
  /** The units imported from purchase orders (per PO line); a submit marks them planned on the PO. */
  poLines: z.array(planPoLineInput).max(500).default([]),
});
export type InboundPlanSave = z.input<typeof inboundPlanSave>;

export const inboundLineRow = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  expectedQty: z.number().int(),
  receivedGood: z.number().int(),
  receivedDamaged: z.number().int(),
  putawayQty: z.number().int(),
  differenceQty: z.number().int(),
  /** spec onShelfStatus: 0 booked, 1 receiving, 2 shelving timed out; null before submit and once all is put away. */
  onShelfStatus: z.number().int().nullable(),
});
export const inboundCartonRow = z.object({
  id: z.number().int(),
  cartonNo: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  lengthUnit: z.enum(lengthUnits),
  weight: z.string(),
  weightUnit: z.enum(weightUnits),
  items: z.array(z.object({ productId: z.number().int(), sku: z.string(), quantity: z.number().int() })),
});
export const inboundHistoryRow = z.object({
  at: z.string(),
  command: z.string(),
  action: z.number().int(),
  username: z.string().nullable(),
});

/** One plan with its lines, cartons, history and the transitions its state allows. */
export const inboundPlanDetail = inboundPlanRow.extend({
  warehouseName: z.string(),
  lines: z.array(inboundLineRow),
  cartons: z.array(inboundCartonRow),
  history: z.array(inboundHistoryRow),
  actions: z.array(z.string()),
  poLines: z.array(planPoLineRow),
});
export type InboundPlanDetail = z.infer<typeof inboundPlanDetail>;

/** A state change of one plan: the version read. */
export const inboundTransitionBody = z.strictObject({ id, version });
/** Receive (part of) a plan: good and damaged units per line; over- and under-receipts are allowed. */
export const inboundReceiveBody = z.strictObject({
  id,
  version,
  lines: z
    .array(z.strictObject({ lineId: id, good: units, damaged: units }))
    .min(1)
    .max(500),
});
export type InboundReceiveBody = z.infer<typeof inboundReceiveBody>;

export const inboundByNoQuery = z.strictObject({ inboundPlanOrderNo: z.string().trim().min(1).max(40) });
export const inboundNoListQuery = z.strictObject({
  keyword: z.string().trim().max(40).optional(),
  status: z.enum(inboundStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const inboundNoListReply = z.array(z.object({ id: z.number().int(), planNo: z.string(), status: z.enum(inboundStatuses) }));
export const inboundLineCountQuery = z.strictObject({
  inboundPlanOrderNos: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().min(1).max(40)).min(1).max(200),
  ),
});
export const inboundLineCountReply = z.array(
  z.object({
    planNo: z.string(),
    lineCount: z.number().int(),
    productItemCount: z.number().int(),
    lines: z.array(inboundLineRow),
  }),
);
export const inboundLabelBody = z.strictObject({ id, format: z.number().int().min(1).max(3).default(2) });
