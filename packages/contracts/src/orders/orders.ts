import { z } from "zod";
import { documentHistoryRow, id, optText, remark, version } from "../common.js";
import { lengthUnits, weightUnits } from "../catalog/products.js";
import { positiveMeasure } from "../measures.js";
import { currencyCode, money } from "../money.js";
import { countryCode } from "../masterdata/places/places.geo.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { commonLabels, defineResource, type Label } from "../resource.js";

/**
 * B2C outbound orders (一件代发订单, spec §2.4 `b2corderHj`, issue 9): a seller's parcel order to an end
 * customer, shipped from an overseas warehouse through a carrier service. The seller drafts (form, .xlsx
 * import or API), submits (stock reserved, reserve source 10 sales order) and may cancel before shipping
 * (order type 12); the warehouse picks, packs, buys the carrier label and ships (sales out 100, order type
 * 1, business type 3; the reservation consumed). Full order management (§2.4) extends these same orders.
 */
export const ordersPermissions = {
  "orders:order:read": { en: "View B2C orders", zh: "查看一件代发订单" },
  "orders:order:manage": {
    en: "Create, import and edit draft B2C orders, submit (reserves stock) and cancel them",
    zh: "创建、导入和编辑订单草稿,提交(预占库存)和取消",
  },
  "orders:order:operate": {
    en: "Work B2C orders in the warehouse: pick, pack, buy the label, ship, print picking lists",
    zh: "仓库作业一件代发订单:拣货、打包、买面单、发货、打印拣货单",
  },
} as const satisfies Record<string, PermissionDef>;

export const ordersResourceNames: ResourceNames = {
  "orders:order": { zh: "一件代发订单", en: "B2C orders" },
};

/** Spec codes a B2C order posts with (spec §4): reserve source 10, sales out 100, order type 1 (12 when cancelled), business type 3. */
export const orderCodes = { reserveSource: 10, orderType: 1, cancelOrderType: 12, businessType: 3, operationType: 100 } as const;

// ---- the state machine, as data: the server's machine (domain/) and the web's buttons read it ----

export const orderStatuses = ["draft", "submitted", "picked", "packed", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, Label & { color: string }> = {
  draft: { "zh-CN": "草稿", "en-US": "Draft", color: "default" },
  submitted: { "zh-CN": "待拣货", "en-US": "Submitted", color: "processing" },
  picked: { "zh-CN": "已拣货", "en-US": "Picked", color: "warning" },
  packed: { "zh-CN": "已打包", "en-US": "Packed", color: "warning" },
  shipped: { "zh-CN": "已发货", "en-US": "Shipped", color: "success" },
  cancelled: { "zh-CN": "已取消", "en-US": "Cancelled", color: "error" },
};

/** Who may run a transition: the seller (`manage`) or the warehouse (`operate`). */
export type OrderSide = "seller" | "warehouse";
export const orderTransitions = {
  submit: { from: ["draft"], to: "submitted", side: "seller", label: { "zh-CN": "提交", "en-US": "Submit" } },
  pick: { from: ["submitted"], to: "picked", side: "warehouse", label: { "zh-CN": "拣货完成", "en-US": "Picked" } },
  pack: { from: ["picked"], to: "packed", side: "warehouse", label: { "zh-CN": "打包完成", "en-US": "Packed" } },
  ship: { from: ["packed"], to: "shipped", side: "warehouse", label: { "zh-CN": "发货", "en-US": "Ship" } },
  cancel: {
    from: ["draft", "submitted", "picked", "packed"],
    to: "cancelled",
    side: "seller",
    label: { "zh-CN": "取消", "en-US": "Cancel" },
  },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; side: OrderSide; label: Label }>;
export type OrderTransition = keyof typeof orderTransitions;
export const orderTransitionNames = Object.keys(orderTransitions) as OrderTransition[];

/** The transitions an order in `status` offers to `side`. */
export const orderActions = (status: OrderStatus, side: OrderSide): OrderTransition[] =>
  orderTransitionNames.filter(
    (t) => orderTransitions[t].side === side && (orderTransitions[t].from as readonly OrderStatus[]).includes(status),
  );

/** Countries whose addresses need a state or province. */
export const statesRequiredIn = ["US", "CA", "AU", "MX"] as const;

// ---- bodies ----

const reqText = (max: number) => z.string().trim().min(1).max(max);

export const orderLineInput = z.strictObject({
  sku: z.string().trim().min(1).max(64).describe("the seller's catalogue SKU"),
  quantity: z.number().int().min(1).max(10_000),
  declaredValue: money.describe("declared value of one unit (customs), exact decimal"),
  currency: currencyCode,
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** The recipient's fields: the form's and API's `recipient`, the import's columns. */
const recipientShape = {
  name: reqText(100),
  company: optText(100),
  phone: optText(40),
  email: z
    .string()
    .trim()
    .max(120)
    .email()
    .nullish()
    .or(z.literal(""))
    .transform((v) => (v ? v : null)),
  country: countryCode,
  state: optText(60),
  city: reqText(80),
  postcode: reqText(20),
  address1: reqText(200),
  address2: optText(200),
};
/** A state or province where the country needs one (an address the carrier would refuse otherwise). */
const stateWhereNeeded = (r: { country: string; state: string | null }, ctx: z.RefinementCtx) => {
  if (!r.state && (statesRequiredIn as readonly string[]).includes(r.country))
    ctx.addIssue({ code: "custom", path: ["state"], message: "v.stateRequired" });
};
export const orderRecipient = z.strictObject(recipientShape).superRefine(stateWhereNeeded);
export type OrderRecipient = z.output<typeof orderRecipient>;

/** A draft: create without id, update with id + version (drafts only). Status, number and org are never written here. */
export const orderSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  carrierServiceId: id,
  referenceNo: z.string().trim().min(1).max(60).describe("the seller's own order number: unique among its orders that are not cancelled"),
  storeAccountId: id.nullish(),
  recipient: orderRecipient,
  remark,
  lines: z.array(orderLineInput).min(1).max(100),
});
export type OrderSave = z.input<typeof orderSave>;

/** One row of the .xlsx import: an order line with its order's columns; rows of one reference no. are one order. */
export const orderImportRow = z
  .object({
    referenceNo: z.string().trim().min(1).max(60),
    warehouseCode: z.string().trim().min(1).max(32),
    serviceCode: z.string().trim().min(1).max(32),
    ...recipientShape,
    ...orderLineInput.shape,
    remark,
  })
  .superRefine(stateWhereNeeded);
export type OrderImportRow = z.output<typeof orderImportRow>;

export const orderTransitionBody = z.strictObject({ id, version });
export const orderParcel = z.strictObject({
  weight: positiveMeasure,
  weightUnit: z.enum(weightUnits),
  length: positiveMeasure,
  width: positiveMeasure,
  height: positiveMeasure,
  lengthUnit: z.enum(lengthUnits),
});
export type OrderParcel = z.infer<typeof orderParcel>;
export const orderPackBody = orderTransitionBody.extend(orderParcel.shape);
export const orderIdsBody = z.strictObject({ ids: z.array(id).min(1).max(500) });

// ---- replies ----

export const orderRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orderNo: z.string(),
  referenceNo: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  carrierServiceId: z.number().int(),
  carrierServiceCode: z.string(),
  storeAccountId: z.number().int().nullable(),
  status: z.enum(orderStatuses),
  recipientName: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  trackingNo: z.string().nullable(),
  hasLabel: z.boolean(),
  skuCount: z.number().int(),
  totalQty: z.number().int(),
  weight: z.string().nullable(),
  weightUnit: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  shippedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderLineRow = z.object({
  line: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  declaredValue: z.string(),
  currency: z.string(),
});
export const orderDetail = orderRow.extend({
  recipient: z.object({
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    country: z.string(),
    state: z.string().nullable(),
    city: z.string(),
    postcode: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
  }),
  parcel: z
    .object({
      weight: z.string(),
      weightUnit: z.string(),
      length: z.string(),
      width: z.string(),
      height: z.string(),
      lengthUnit: z.string(),
    })
    .nullable(),
  lines: z.array(orderLineRow),
  history: z.array(documentHistoryRow),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const labels = (m: Record<string, Label & { color?: string }>) =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));

/** The list, its export and the draft's save and delete, through the resource kit; detail and transitions are the order's own calls. */
export const orderResource = defineResource({
  name: "orders.b2cOrders",
  title: { "zh-CN": "一件代发订单", "en-US": "B2C orders" },
  noun: { "zh-CN": "订单", "en-US": "order" },
  row: orderRow,
  save: orderSave,
  nameField: "orderNo",
  fields: {
    orderNo: { label: { "zh-CN": "订单号", "en-US": "Order no." }, kind: "text", filter: true, width: 170 },
    referenceNo: { label: { "zh-CN": "参考单号", "en-US": "Reference no." }, kind: "text", filter: true, width: 150 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    status: { label: commonLabels.status, kind: "enum", options: labels(orderStatusLabels), filter: { width: 130 }, width: 100 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 110 },
    carrierServiceCode: { label: { "zh-CN": "物流渠道", "en-US": "Carrier service" }, kind: "text", filter: { op: "EQ" }, width: 140 },
    recipientName: { label: { "zh-CN": "收件人", "en-US": "Recipient" }, kind: "text", filter: true, width: 140 },
    country: { label: { "zh-CN": "国家", "en-US": "Country" }, kind: "text", filter: { op: "EQ" }, width: 80 },
    state: { label: { "zh-CN": "州/省", "en-US": "State" }, kind: "text", width: 80, list: "hidden" },
    city: { label: { "zh-CN": "城市", "en-US": "City" }, kind: "text", width: 120, list: "hidden" },
    postcode: { label: { "zh-CN": "邮编", "en-US": "Postcode" }, kind: "text", width: 90, list: "hidden" },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", filter: true, width: 170 },
    skuCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", width: 70 },
    totalQty: { label: { "zh-CN": "件数", "en-US": "Units" }, kind: "number", width: 70 },
    weight: { label: { "zh-CN": "包裹重量", "en-US": "Parcel weight" }, kind: "number", width: 100, list: "hidden" },
    shippedAt: { label: { "zh-CN": "发货时间", "en-US": "Shipped" }, kind: "datetime", filter: true, width: 160 },
    createdAt: { label: commonLabels.createdAt, kind: "datetime", filter: true, width: 160 },
    remark: { label: commonLabels.remark, kind: "text", width: 160, list: "hidden" },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "orders:order:read", manage: "orders:order:manage" },
  paths: {
    list: "GET /api/orders/order/list",
    export: "/api/orders/order/export",
    save: "POST /api/orders/order/save",
    delete: "POST /api/orders/order/delete",
  },
});
