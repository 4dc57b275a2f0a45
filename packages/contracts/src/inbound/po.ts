import { z } from "zod";
import { id, queryId } from "../common.js";
import { defineResource } from "../resource.js";

/**
 * Purchase orders as the inbound plan form imports them (issue 9, §7.1 Inbound PO calls): a seller's PO,
 * its supplier and its lines by SKU with the ordered and the already-planned quantity. A submitted plan
 * raises its PO lines' planned quantity, a cancelled one lowers it again; an import never offers more than
 * a line's unplanned quantity. The inbound module owns these tables until purchasing takes them over.
 */

const poNos = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string().min(1).max(40)).min(1).max(100),
);

export const poRow = z.object({
  id: z.number().int(),
  poNo: z.string(),
  orgId: z.number().int(),
  orgCode: z.string(),
  supplierName: z.string(),
  orderedOn: z.string().nullable(),
  lineCount: z.number().int(),
  orderedQty: z.number().int(),
  plannedQty: z.number().int(),
  /** ordered − planned: what inbound plans may still import. */
  unplannedQty: z.number().int(),
  createdAt: z.string(),
});
export type PoRow = z.infer<typeof poRow>;

/** GET Inbound/isImportProductsFromPo: whether the seller (the caller's org, or `orgId` for staff) has POs left to plan. */
export const poImportableQuery = z.strictObject({ orgId: queryId.optional() });
export const poImportableReply = z.object({ importable: z.boolean(), poCount: z.number().int(), unplannedQty: z.number().int() });

/** GET Inbound/getPoItemsByPoNos?poNos=PO1,PO2: the POs' lines with ordered, planned and unplanned units. */
export const poItemsQuery = z.strictObject({ poNos });
export const poLineRow = z.object({
  poLineId: z.number().int(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  orderedQty: z.number().int(),
  plannedQty: z.number().int(),
  unplannedQty: z.number().int(),
});
export type PoLineRow = z.infer<typeof poLineRow>;
export const poItemsReply = z.array(
  z.object({ poId: z.number().int(), poNo: z.string(), supplierName: z.string(), lines: z.array(poLineRow) }),
);
export type PoItemsReply = z.infer<typeof poItemsReply>;

/** POST Inbound/getProductItemsByPoItems: chosen PO lines (a quantity, else all that is unplanned) → plan lines by SKU. */
export const poProductItemsBody = z.strictObject({
  items: z
    .array(z.strictObject({ poLineId: id, quantity: z.number().int().min(1).max(1_000_000).optional() }))
    .min(1)
    .max(500),
});
export type PoProductItemsBody = z.infer<typeof poProductItemsBody>;
export const poProductItemsReply = z.array(
  z.object({
    productId: z.number().int(),
    sku: z.string(),
    productName: z.string(),
    /** Never more than the PO lines' unplanned units. */
    quantity: z.number().int(),
    poLines: z.array(z.object({ poLineId: z.number().int(), poNo: z.string(), quantity: z.number().int() })),
  }),
);
export type PoProductItemsReply = z.infer<typeof poProductItemsReply>;

/** A plan's units drawn from a PO line (the plan save's `poLines`, the detail's). */
export const planPoLineInput = z.strictObject({ poLineId: id, quantity: z.number().int().min(1).max(1_000_000) });
export const planPoLineRow = z.object({
  poLineId: z.number().int(),
  poNo: z.string(),
  supplierName: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
});

/** GET LogisticsHead/getFactoryInfoByInbound?inboundPlanOrderNo=: the suppliers (factories) a plan's POs come from. */
export const factoryInfoQuery = z.strictObject({ inboundPlanOrderNo: z.string().trim().min(1).max(40) });
export const factoryInfoReply = z.array(
  z.object({ supplierName: z.string(), poNos: z.array(z.string()), skus: z.array(z.string()), quantity: z.number().int() }),
);

export const purchaseOrderResource = defineResource({
  name: "inbound.purchaseOrders",
  title: { "zh-CN": "采购单", "en-US": "Purchase orders" },
  noun: { "zh-CN": "采购单", "en-US": "purchase order" },
  row: poRow,
  save: z.strictObject({}),
  nameField: "poNo",
  fields: {
    poNo: { label: { "zh-CN": "采购单号", "en-US": "PO no." }, kind: "text", filter: true, width: 150 },
    orgCode: { label: { "zh-CN": "所属卖家", "en-US": "Seller" }, kind: "text", filter: true, width: 90 },
    supplierName: { label: { "zh-CN": "供应商", "en-US": "Supplier" }, kind: "text", filter: true, width: 200 },
    orderedOn: { label: { "zh-CN": "下单日期", "en-US": "Ordered on" }, kind: "date", filter: true, width: 110 },
    lineCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", sort: false, width: 80 },
    orderedQty: { label: { "zh-CN": "采购数量", "en-US": "Ordered" }, kind: "number", sort: false, width: 95 },
    plannedQty: { label: { "zh-CN": "已计划", "en-US": "Planned" }, kind: "number", sort: false, width: 95 },
    unplannedQty: { label: { "zh-CN": "未计划", "en-US": "Unplanned" }, kind: "number", filter: true, width: 100 },
    createdAt: { label: { "zh-CN": "创建时间", "en-US": "Created" }, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "orderedOn", dir: "desc" },
  permissions: { read: "inbound:plan:manage", manage: "inbound:plan:manage" },
  paths: { list: "GET /api/v2/po/findByPage", export: "/api/inbound/po/export" },
});
