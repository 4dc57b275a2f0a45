import { z } from "zod";
import { documentHistoryRow, id, optText, remark, version } from "../common.js";
import { lengthUnits, weightUnits } from "../catalog/products.js";
import { positiveMeasure } from "../measures.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { commonLabels, defineResource, type Label } from "../resource.js";

/**
 * Outbound plans (出库计划, issue 9): B2B shipments of a seller's stock from an overseas warehouse to a
 * marketplace fulfilment centre (Amazon FBA, Walmart WFS) or another address. The seller drafts, submits
 * (stock reserved, reserve source 50 allocation out) and may cancel before shipping; the warehouse picks,
 * packs, ships (allocation out 40, order type 2, business type 6; the reservation consumed) and completes.
 */
export const outboundPermissions = {
  "outbound:plan:read": { en: "View outbound plans", zh: "查看出库计划" },
  "outbound:plan:manage": {
    en: "Create and edit draft outbound plans, submit (reserves stock) and cancel them",
    zh: "创建和编辑出库计划草稿,提交(预占库存)和取消",
  },
  "outbound:plan:operate": {
    en: "Work outbound plans in the warehouse: pick, pack, ship (stock out) and complete",
    zh: "仓库作业出库计划:拣货、打包、发运(出库)和完成",
  },
  "outbound:board:read": { en: "View the outbound bulletin board", zh: "查看出库看板" },
} as const satisfies Record<string, PermissionDef>;

export const outboundResourceNames: ResourceNames = {
  "outbound:plan": { zh: "出库计划", en: "Outbound plans" },
  "outbound:board": { zh: "出库看板", en: "Outbound bulletin board" },
};

/** Spec codes an outbound plan posts with (spec §4). */
export const outboundCodes = { reserveSource: 50, orderType: 2, businessType: 6, operationType: 40 } as const;

// ---- the state machine, as data: the server's machine (domain/) and the web's buttons read it ----

export const outboundStatuses = ["draft", "submitted", "picking", "packed", "shipped", "completed", "cancelled"] as const;
export type OutboundStatus = (typeof outboundStatuses)[number];

export const outboundStatusLabels: Record<OutboundStatus, Label & { color: string }> = {
  draft: { "zh-CN": "草稿", "en-US": "Draft", color: "default" },
  submitted: { "zh-CN": "已提交", "en-US": "Submitted", color: "processing" },
  picking: { "zh-CN": "拣货中", "en-US": "Picking", color: "warning" },
  packed: { "zh-CN": "已打包", "en-US": "Packed", color: "warning" },
  shipped: { "zh-CN": "已发运", "en-US": "Shipped", color: "success" },
  completed: { "zh-CN": "已完成", "en-US": "Completed", color: "success" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "error" },
};

/** Who may run a transition: the seller (`manage`) or the warehouse (`operate`). */
export type OutboundSide = "seller" | "warehouse";
export const outboundTransitions = {
  submit: { from: ["draft"], to: "submitted", side: "seller", label: { "zh-CN": "提交", "en-US": "Submit" } },
  pick: { from: ["submitted"], to: "picking", side: "warehouse", label: { "zh-CN": "开始拣货", "en-US": "Start picking" } },
  pack: { from: ["picking"], to: "packed", side: "warehouse", label: { "zh-CN": "打包完成", "en-US": "Packed" } },
  ship: { from: ["packed"], to: "shipped", side: "warehouse", label: { "zh-CN": "发运", "en-US": "Ship" } },
  complete: { from: ["shipped"], to: "completed", side: "warehouse", label: { "zh-CN": "完成", "en-US": "Complete" } },
  cancel: {
    from: ["draft", "submitted", "picking", "packed"],
    to: "cancelled",
    side: "seller",
    label: { "zh-CN": "取消", "en-US": "Cancel" },
  },
} as const satisfies Record<string, { from: readonly OutboundStatus[]; to: OutboundStatus; side: OutboundSide; label: Label }>;
export type OutboundTransition = keyof typeof outboundTransitions;
export const outboundTransitionNames = Object.keys(outboundTransitions) as OutboundTransition[];

/** The transitions a plan in `status` offers to `side`. */
export const outboundActions = (status: OutboundStatus, side: OutboundSide): OutboundTransition[] =>
  outboundTransitionNames.filter(
    (t) => outboundTransitions[t].side === side && (outboundTransitions[t].from as readonly OutboundStatus[]).includes(status),
  );

export const destinationTypes = ["FBA", "WFS", "OTHER"] as const;
export const destinationTypeLabels: Record<(typeof destinationTypes)[number], Label> = {
  FBA: { "zh-CN": "亚马逊 FBA", "en-US": "Amazon FBA" },
  WFS: { "zh-CN": "沃尔玛 WFS", "en-US": "Walmart WFS" },
  OTHER: { "zh-CN": "其他地址", "en-US": "Other address" },
};
export const outboundTransportModes = ["SPD", "LTL", "FTL"] as const;
export const outboundTransportModeLabels: Record<(typeof outboundTransportModes)[number], Label> = {
  SPD: { "zh-CN": "小包裹快递 (SPD)", "en-US": "Small parcel (SPD)" },
  LTL: { "zh-CN": "零担 (LTL)", "en-US": "Less than truckload (LTL)" },
  FTL: { "zh-CN": "整车 (FTL)", "en-US": "Full truckload (FTL)" },
};
export const packageKinds = ["carton", "pallet"] as const;

// ---- bodies ----

const qty = z.number().int().min(1).max(100_000);

export const outboundLineInput = z.strictObject({ productId: id, quantity: qty });
export const outboundPackageInput = z.strictObject({
  kind: z.enum(packageKinds),
  count: z.number().int().min(1).max(10_000),
  length: positiveMeasure,
  width: positiveMeasure,
  height: positiveMeasure,
  lengthUnit: z.enum(lengthUnits),
  weight: positiveMeasure.describe("weight of one carton or pallet"),
  weightUnit: z.enum(weightUnits),
  unitsEach: z.number().int().min(0).max(100_000).describe("units in each carton, or cartons on each pallet"),
});
export type OutboundPackageInput = z.infer<typeof outboundPackageInput>;

/** A draft: create without id, update with id + version (drafts only). Status, number and org are never written here. */
export const outboundPlanSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  destinationType: z.enum(destinationTypes),
  destinationCode: z.string().trim().min(1).max(20).describe("the fulfilment centre's code, e.g. ONT8"),
  destinationAddress: optText(500),
  fbaShipmentId: optText(40),
  referenceId: optText(40),
  shipBy: isoDate.nullish(),
  carrier: optText(60),
  transportMode: z.enum(outboundTransportModes),
  remark,
  lines: z.array(outboundLineInput).min(1).max(200),
  packages: z.array(outboundPackageInput).max(200).default([]),
});
export type OutboundPlanSave = z.input<typeof outboundPlanSave>;

export const outboundTransitionBody = z.strictObject({ id, version });
export const outboundPackBody = z.strictObject({ id, version, packages: z.array(outboundPackageInput).min(1).max(200).optional() });
export const outboundShipBody = z.strictObject({ id, version, carrier: optText(60), trackingNo: optText(60) });

// ---- replies ----

export const outboundPlanRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  planNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  destinationType: z.enum(destinationTypes),
  destinationCode: z.string(),
  fbaShipmentId: z.string().nullable(),
  referenceId: z.string().nullable(),
  shipBy: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  transportMode: z.enum(outboundTransportModes),
  status: z.enum(outboundStatuses),
  skuCount: z.number().int(),
  totalQty: z.number().int(),
  cartons: z.number().int(),
  pallets: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  shippedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboundPlanRow = z.infer<typeof outboundPlanRow>;

export const outboundLineRow = z.object({
  line: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  pickedQty: z.number().int(),
  shippedQty: z.number().int(),
});
export const outboundPackageRow = outboundPackageInput.extend({ seq: z.number().int() });
export const outboundPlanDetail = outboundPlanRow.extend({
  destinationAddress: z.string().nullable(),
  lines: z.array(outboundLineRow),
  packages: z.array(outboundPackageRow),
  history: z.array(documentHistoryRow),
});
export type OutboundPlanDetail = z.infer<typeof outboundPlanDetail>;

/** The bulletin board: plans per warehouse and status, and per day (created / shipped) over a window. */
export const outboundBoardQuery = z.strictObject({
  warehouseId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  days: z.coerce.number().int().min(1).max(90).default(30),
});
export const outboundBoardReply = z.object({
  from: z.string(),
  to: z.string(),
  byStatus: z.array(
    z.object({
      warehouseId: z.number().int(),
      warehouseCode: z.string(),
      status: z.enum(outboundStatuses),
      plans: z.number().int(),
      units: z.number().int(),
    }),
  ),
  byDay: z.array(
    z.object({
      day: z.string(),
      warehouseCode: z.string(),
      created: z.number().int(),
      shipped: z.number().int(),
      unitsShipped: z.number().int(),
    }),
  ),
});
export type OutboundBoardReply = z.infer<typeof outboundBoardReply>;

const labels = (m: Record<string, Label & { color?: string }>) =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));

/** The list, its export and the draft's delete, through the resource kit; detail and transitions are the plan's own calls. */
export const outboundPlanResource = defineResource({
  name: "outbound.outboundPlans",
  title: { "zh-CN": "出库计划", "en-US": "Outbound plans" },
  noun: { "zh-CN": "出库计划", "en-US": "outbound plan" },
  row: outboundPlanRow,
  save: outboundPlanSave,
  nameField: "planNo",
  fields: {
    planNo: { label: { "zh-CN": "出库单号", "en-US": "Plan no." }, kind: "text", filter: true, width: 170 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    status: { label: commonLabels.status, kind: "enum", options: labels(outboundStatusLabels), filter: { width: 130 }, width: 100 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 110 },
    destinationType: {
      label: { "zh-CN": "目的地类型", "en-US": "Destination" },
      kind: "enum",
      options: labels(destinationTypeLabels),
      filter: { width: 130 },
      width: 120,
    },
    destinationCode: { label: { "zh-CN": "仓库代码", "en-US": "FC code" }, kind: "text", filter: true, width: 90 },
    fbaShipmentId: { label: { "zh-CN": "FBA 货件号", "en-US": "FBA shipment ID" }, kind: "text", filter: true, width: 140 },
    referenceId: { label: { "zh-CN": "参考号", "en-US": "Reference ID" }, kind: "text", filter: true, width: 120, list: "hidden" },
    shipBy: { label: { "zh-CN": "最晚发货日", "en-US": "Ship by" }, kind: "date", filter: true, width: 110 },
    transportMode: {
      label: { "zh-CN": "运输方式", "en-US": "Transport" },
      kind: "enum",
      options: labels(outboundTransportModeLabels),
      width: 150,
    },
    carrier: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "text", width: 100, list: "hidden" },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", width: 140, list: "hidden" },
    skuCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", width: 70 },
    totalQty: { label: { "zh-CN": "件数", "en-US": "Units" }, kind: "number", width: 80 },
    cartons: { label: { "zh-CN": "箱数", "en-US": "Cartons" }, kind: "number", width: 80 },
    pallets: { label: { "zh-CN": "托盘数", "en-US": "Pallets" }, kind: "number", width: 80 },
    shippedAt: { label: { "zh-CN": "发运时间", "en-US": "Shipped" }, kind: "datetime", width: 160, list: "hidden" },
    createdAt: { label: commonLabels.createdAt, kind: "datetime", filter: true, width: 160 },
    remark: { label: commonLabels.remark, kind: "text", width: 160, list: "hidden" },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "outbound:plan:read", manage: "outbound:plan:manage" },
  paths: {
    list: "GET /api/outbound/plan/list",
    export: "/api/outbound/plan/export",
    save: "POST /api/outbound/plan/save",
    delete: "POST /api/outbound/plan/delete",
  },
});

/**
 * inventory/inventoryReport/wfs (the spec: "arrival plan for a retail fulfilment service"): every line of the
 * outbound plans bound for a Walmart WFS fulfilment centre, submitted or later, with what has shipped and what
 * is still to ship: what the seller expects to arrive at WFS, and when.
 */
export const wfsArrivalRow = z.object({
  id: z.number().int(),
  orgCode: z.string(),
  planId: z.number().int(),
  planNo: z.string(),
  status: z.enum(outboundStatuses),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  destinationCode: z.string().describe("the WFS fulfilment centre"),
  referenceId: z.string().nullable().describe("the WFS inbound order id"),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  shippedQty: z.number().int(),
  toShip: z.number().int(),
  shipBy: z.string().nullable(),
  shippedAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export type WfsArrivalRow = z.infer<typeof wfsArrivalRow>;

const wfsNumber = (zh: string, en: string) => ({ label: { "zh-CN": zh, "en-US": en }, kind: "number" as const, width: 90 });

/**
 * The WFS arrival plan's list and export: a read-only report (no form, no save path), its fields the list's
 * whitelist and the export's columns on the server, so neither restates them.
 */
export const wfsArrivalResource = defineResource({
  name: "outbound.wfsArrivals",
  title: { "zh-CN": "WFS 到货计划", "en-US": "WFS arrival plan" },
  noun: { "zh-CN": "WFS 到货计划行", "en-US": "WFS arrival line" },
  row: wfsArrivalRow,
  save: z.strictObject({}),
  nameField: "planNo",
  fields: {
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 90 },
    planNo: { label: { "zh-CN": "出库计划", "en-US": "Outbound plan" }, kind: "text", filter: true, width: 170 },
    status: { label: commonLabels.status, kind: "enum", options: labels(outboundStatusLabels), filter: true, width: 100 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 100 },
    destinationCode: { label: { "zh-CN": "WFS 仓", "en-US": "WFS centre" }, kind: "text", filter: true, width: 100 },
    referenceId: { label: { "zh-CN": "WFS 入库单号", "en-US": "WFS inbound order" }, kind: "text", filter: true, width: 150 },
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, width: 160 },
    productName: { label: { "zh-CN": "产品名称", "en-US": "Product" }, kind: "text", width: 200 },
    quantity: wfsNumber("计划数量", "Planned"),
    shippedQty: wfsNumber("已发数量", "Shipped"),
    toShip: wfsNumber("待发数量", "To ship"),
    shipBy: { label: { "zh-CN": "最晚发货", "en-US": "Ship by" }, kind: "date", filter: true, width: 120 },
    shippedAt: { label: { "zh-CN": "发货时间", "en-US": "Shipped at" }, kind: "datetime", filter: true, width: 160 },
    carrier: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "text", width: 100, list: "hidden" },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", filter: true, width: 160 },
  },
  defaultSort: { field: "shipBy", dir: "asc" },
  permissions: { read: "outbound:plan:read", manage: "outbound:plan:manage" },
  paths: { list: "GET /api/outbound/wfs/list", export: "/api/outbound/wfs/export" },
});
