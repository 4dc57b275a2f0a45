import { z } from "zod";
import { id, queryId, remark, version } from "../common.js";
import { positiveMeasure } from "../measures.js";
import { currencyCode, money } from "../money.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";

/** The product catalogue (商品): permission codes, resource names and contracts (issue 4). */
export const catalogPermissions = {
  "catalog:product:read": { en: "View products, kits and size tiers", zh: "查看产品、组合产品和尺寸分段" },
  "catalog:product:manage": { en: "Create, edit, deactivate and delete products and kits", zh: "新建、编辑、停用和删除产品及组合产品" },
  "catalog:warehouseSku:read": { en: "View warehouse SKUs", zh: "查看仓库 SKU" },
  "catalog:warehouseSku:manage": { en: "Generate and delete warehouse SKUs", zh: "生成和删除仓库 SKU" },
  "catalog:skuMap:read": { en: "View SKU maps and channel listings", zh: "查看 SKU 映射和渠道商品" },
  "catalog:skuMap:manage": { en: "Create, bulk-map and delete SKU maps", zh: "新建、批量映射和删除 SKU 映射" },
  "catalog:label:print": { en: "Print product barcode labels", zh: "打印产品条码标签" },
} as const satisfies Record<string, PermissionDef>;

export const catalogResourceNames: ResourceNames = {
  "catalog:product": { zh: "产品", en: "Products" },
  "catalog:warehouseSku": { zh: "仓库 SKU", en: "Warehouse SKUs" },
  "catalog:skuMap": { zh: "SKU 映射与渠道商品", en: "SKU maps and channel listings" },
  "catalog:label": { zh: "产品标签", en: "Product labels" },
};

/** Messages of the rules written into these contracts; merged into `validationMessages`. */
export const catalogValidationMessages = {
  "v.sku": {
    "zh-CN": "须为 1–64 位可打印 ASCII 字符(字母、数字、- _ . / 等),不含空格",
    "en-US": "must be 1–64 printable ASCII characters (letters, digits, - _ . / ...), no spaces",
  },
  "v.barcode": { "zh-CN": "须为 8、12、13 或 14 位数字的 EAN/UPC 条码", "en-US": "must be an EAN/UPC barcode of 8, 12, 13 or 14 digits" },
  "v.hsCode": {
    "zh-CN": "须为 6–10 位数字的海关编码,可带点,如 8516.79.00",
    "en-US": "must be an HS code of 6–10 digits, dots allowed, e.g. 8516.79.00",
  },
  "v.kitComponents": { "zh-CN": "组合产品至少需要一个子产品", "en-US": "a kit needs at least one component" },
  "v.kitFieldsOnly": {
    "zh-CN": "普通产品须填写重量、申报价值和币种",
    "en-US": "a product that is not a kit needs its weight, declared value and currency",
  },
  "v.nonNegativeMoney": { "zh-CN": "须为不小于 0 的金额", "en-US": "must be an amount of 0 or more" },
  "v.listingSku": { "zh-CN": "须为 1–100 位字符,不含首尾空格", "en-US": "must be 1–100 characters without leading or trailing spaces" },
  "v.asin": {
    "zh-CN": "须为 10 位字母或数字(ASIN)或平台商品编号,最多 32 位",
    "en-US": "must be a 10-character ASIN or the marketplace item id (at most 32 letters and digits)",
  },
  "v.warehouseSkuCode": { "zh-CN": "须为 4–32 位大写字母、数字或 -", "en-US": "must be 4–32 upper-case letters, digits or -" },
} as const;

// ---- code tables used by the catalogue (spec §3) ----

export const lengthUnits = ["cm", "inch"] as const;
export const weightUnits = ["g", "lbs"] as const;
export const salesUnits = [
  "Bag",
  "Bar",
  "Bottle",
  "Box",
  "Bundle",
  "Carton",
  "Dozen",
  "Ea",
  "Pair",
  "Pcs",
  "Piece",
  "Set",
  "Unit",
] as const;
export const originCountries = ["China", "Vietnam"] as const;
export const productTypes = [1, 2, 3] as const;
export const sizeTierNames = [
  "Small standard-size",
  "Large standard-size",
  "Small oversize",
  "Medium oversize",
  "Large oversize",
  "Special oversize",
] as const;
export type SizeTierName = (typeof sizeTierNames)[number];
export const labelFormats = [1, 2, 3] as const;
export type LabelFormat = (typeof labelFormats)[number];

export const skuCode = z
  .string()
  .trim()
  .regex(/^[\x21-\x7E]{1,64}$/, { message: "v.sku" })
  .describe("seller SKU: printable ASCII, no spaces, unique per org ignoring case");
const nonNegativeMoney = money.refine((v) => !v.startsWith("-"), { message: "v.nonNegativeMoney" });

// ---- products ----

export const dimWeight = z.object({
  code: z.string().describe("divisor code, e.g. IN139"),
  divisor: z.string(),
  system: z.enum(["in3/lb", "cm3/kg"]),
  weight: z.string().describe("3 decimals, in `unit`"),
  unit: z.enum(["lbs", "kg"]),
});
export type DimWeightRow = z.infer<typeof dimWeight>;

export const productRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  barcode: z.string().nullable(),
  productLineId: z.number().int().nullable(),
  productLineName: z.string().nullable(),
  productType: z.number().int(),
  salesUnit: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  lengthUnit: z.enum(lengthUnits),
  weight: z.string(),
  weightUnit: z.enum(weightUnits),
  declaredValue: z.string(),
  currency: z.string(),
  originCountry: z.enum(originCountries),
  hsCode: z.string().nullable(),
  isKit: z.boolean(),
  active: z.boolean(),
  sizeTier: z.enum(sizeTierNames),
  sizeTierRuleSet: z.string(),
  dimWeights: z.array(dimWeight),
  componentCount: z.number().int(),
  listingCount: z.number().int(),
  warehouseSkuCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProductRow = z.infer<typeof productRow>;

export const kitComponentRow = z.object({
  productId: z.number().int(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  quantity: z.number().int(),
  weight: z.string(),
  weightUnit: z.enum(weightUnits),
  declaredValue: z.string(),
  currency: z.string(),
  active: z.boolean(),
});
export type KitComponentRow = z.infer<typeof kitComponentRow>;

export const productRef = z.object({ id: z.number().int(), sku: z.string(), nameZh: z.string(), nameEn: z.string() });

export const sizeTierFigures = z.object({
  tier: z.enum(sizeTierNames),
  ruleSet: z.string(),
  ruleSetTitle: z.string(),
  longestIn: z.string(),
  medianIn: z.string(),
  shortestIn: z.string(),
  lengthGirthIn: z.string(),
  unitWeightLb: z.string(),
  dimWeightLb: z.string(),
  tierWeightLb: z.string(),
});
export type SizeTierFigures = z.infer<typeof sizeTierFigures>;

export const productDetail = productRow.extend({
  components: z.array(kitComponentRow),
  usedInKits: z.array(productRef.extend({ quantity: z.number().int() })),
  sizeTierFigures,
  warehouseSkus: z.array(z.object({ id: z.number().int(), warehouseCode: z.string(), code: z.string(), active: z.boolean() })),
  listings: z.array(
    z.object({
      id: z.number().int(),
      storeAccount: z.string(),
      channel: z.string(),
      listingSku: z.string(),
      asin: z.string().nullable(),
      quantity: z.number().int(),
      active: z.boolean(),
    }),
  ),
  images: z
    .array(z.object({ id: z.number().int(), fileName: z.string() }))
    .describe("BizAttach files of model `product`; download with BizAttach/view"),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const kitComponentInput = z.strictObject({ productId: id, quantity: z.number().int().min(1).max(9999) });

const productFields = {
  sku: skuCode,
  nameZh: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().min(1).max(200).describe("printed on labels"),
  barcode: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{12,14})$/, { message: "v.barcode" })
    .nullish()
    .describe("UPC-A / EAN-13 / EAN-8 / GTIN-14; the check digit is verified"),
  productLineId: id.nullish().describe("one of the owner's product lines"),
  productType: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .default(1)
    .describe("1 finished goods, 2 parts, 3 consumables"),
  salesUnit: z.enum(salesUnits).default("Pcs"),
  length: positiveMeasure,
  width: positiveMeasure,
  height: positiveMeasure,
  lengthUnit: z.enum(lengthUnits),
  weight: positiveMeasure.optional().describe("required unless a kit (a kit's weight is its components')"),
  weightUnit: z.enum(weightUnits),
  declaredValue: nonNegativeMoney.optional().describe("required unless a kit"),
  currency: currencyCode.optional().describe("required unless a kit"),
  originCountry: z.enum(originCountries),
  hsCode: z
    .string()
    .trim()
    .regex(/^(\d\.?){5,9}\d$/, { message: "v.hsCode" })
    .nullish(),
  isKit: z.boolean().default(false),
  components: z.array(kitComponentInput).max(50).default([]).describe("a kit's components (other products of the same org)"),
  remark,
};

/** Create (no id; orgId for operator staff, default the caller's org) or update (id + version). */
export const productSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.optional().describe("the seller that owns the new product (operator staff); fixed after creation"),
    ...productFields,
  })
  .refine((v) => !v.isKit || v.components.length > 0, { message: "v.kitComponents", path: ["components"] })
  .refine((v) => v.isKit || (v.weight !== undefined && v.declaredValue !== undefined && v.currency !== undefined), {
    message: "v.kitFieldsOnly",
    path: ["weight"],
  });
export type ProductSave = z.input<typeof productSave>;

/** One row of a bulk save or import: keyed by SKU (creates or updates that SKU), product line by code. */
export const productBulkRow = z.strictObject({
  sku: skuCode,
  nameZh: productFields.nameZh,
  nameEn: productFields.nameEn,
  barcode: productFields.barcode,
  productLineCode: z.string().trim().max(32).nullish(),
  productType: productFields.productType,
  salesUnit: productFields.salesUnit,
  length: positiveMeasure,
  width: positiveMeasure,
  height: positiveMeasure,
  lengthUnit: z.enum(lengthUnits),
  weight: positiveMeasure,
  weightUnit: z.enum(weightUnits),
  declaredValue: nonNegativeMoney,
  currency: currencyCode,
  originCountry: z.enum(originCountries),
  hsCode: productFields.hsCode,
  active: z.boolean().optional().describe("a new product is active unless false; an existing one keeps its state unless given"),
  remark,
});
export type ProductBulkRow = z.input<typeof productBulkRow>;
export const productBulkSave = z.strictObject({
  orgId: id.optional(),
  rows: z.array(z.unknown()).min(1).max(2000).describe("ProductBulkRow objects; each is checked on its own"),
});

/** A bulk save's answer: all rows saved, or nothing saved and every row's problems. */
export const bulkResult = z.object({
  ok: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int().describe("0-based row index"), field: z.string(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;

export const idsBody = z.strictObject({ ids: z.array(id).min(1).max(1000) });
export const productSetActive = z.strictObject({ ids: z.array(id).min(1).max(1000), active: z.boolean() });
export const productSetLine = z.strictObject({ ids: z.array(id).min(1).max(1000), productLineId: id.nullable() });
export const bulkChanged = z.object({ changed: z.number().int() });

/** sales/goods: a product with where it is listed and what it is made of. */
export const goodsRow = z.object({
  id: z.number().int(),
  orgCode: z.string(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  productLineName: z.string().nullable(),
  isKit: z.boolean(),
  active: z.boolean(),
  sizeTier: z.enum(sizeTierNames),
  declaredValue: z.string(),
  currency: z.string(),
  listingCount: z.number().int(),
  listings: z.string().describe("store account: listing SKU (ASIN) x quantity; one per line"),
  composition: z.string().describe("a kit's components as SKU x quantity"),
  usedInKitCount: z.number().int(),
});
export type GoodsRow = z.infer<typeof goodsRow>;

/** Option lists for pickers: the caller's products (active ones unless asked). */
export const productOption = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  isKit: z.boolean(),
  active: z.boolean(),
});
export type ProductOption = z.infer<typeof productOption>;
export const productOptionsQuery = z.strictObject({
  q: z.string().trim().max(100).optional().describe("SKU or name contains"),
  orgId: queryId.optional(),
  includeInactive: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/** What the product form needs: the owners the caller may pick, their product lines, the divisors. */
export const catalogFormOptions = z.object({
  orgs: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  productLines: z.array(z.object({ id: z.number().int(), orgId: z.number().int(), code: z.string(), name: z.string() })),
  warehouses: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      orgIds: z.array(z.number().int()).describe("the sellers assigned to it"),
    }),
  ),
  storeAccounts: z.array(z.object({ id: z.number().int(), orgId: z.number().int(), title: z.string(), channel: z.string() })),
  divisors: z.array(z.object({ code: z.string(), divisor: z.string(), system: z.enum(["in3/lb", "cm3/kg"]), name: z.string() })),
});
export type CatalogFormOptions = z.infer<typeof catalogFormOptions>;

// ---- warehouse SKUs ----

export const warehouseSkuRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  code: z.string(),
  active: z.boolean(),
  sizeTier: z.enum(sizeTierNames),
  version: z.number().int(),
  createdAt: z.string(),
});
export type WarehouseSkuRow = z.infer<typeof warehouseSkuRow>;

export const warehouseSkuCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9-]{4,32}$/, { message: "v.warehouseSkuCode" });

/** One product at one warehouse; without a code, one is generated from the org's prefix and a sequence. */
export const warehouseSkuSave = z.strictObject({ productId: id, warehouseId: id, code: warehouseSkuCode.optional() });
export type WarehouseSkuSave = z.input<typeof warehouseSkuSave>;
/** Codes for many products at one warehouse; products that have one there already are skipped. */
export const warehouseSkuGenerate = z.strictObject({ warehouseId: id, productIds: z.array(id).min(1).max(1000) });
export const warehouseSkuGenerated = z.object({ created: z.array(warehouseSkuRow), skipped: z.number().int() });

// ---- SKU maps and channel listings ----

export const fulfilmentChannels = ["merchant", "marketplace", "warehouse"] as const;

export const skuMapRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  storeAccountId: z.number().int(),
  storeAccount: z.string(),
  channel: z.string(),
  siteName: z.string().nullable(),
  listingSku: z.string(),
  asin: z.string().nullable(),
  listingTitle: z.string().nullable(),
  productId: z.number().int(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  isKit: z.boolean(),
  quantity: z.number().int().describe("units of the product one listing unit sells (a 2-pack: 2)"),
  warehouseSkuId: z.number().int().nullable(),
  warehouseSku: z.string().nullable(),
  warehouseCode: z.string().nullable(),
  fulfilmentChannel: z.enum(fulfilmentChannels),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SkuMapRow = z.infer<typeof skuMapRow>;

const listingSku = z
  .string()
  .regex(/^\S(.{0,98}\S)?$/, { message: "v.listingSku" })
  .describe("the SKU the store lists; one product per store account and listing SKU (ignoring case)");
const asin = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, { message: "v.asin" })
  .nullish();

export const skuMapSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  storeAccountId: id,
  listingSku,
  asin,
  listingTitle: z.string().trim().max(300).nullish(),
  productId: id,
  quantity: z.number().int().min(1).max(999).default(1),
  warehouseSkuId: id.nullish().describe("a warehouse SKU of the same product: the stock this listing ships from"),
  fulfilmentChannel: z.enum(fulfilmentChannels).default("warehouse"),
  active: z.boolean().default(true),
  remark,
});
export type SkuMapSave = z.input<typeof skuMapSave>;

/** One row of a bulk mapping (newSkumap) or an import: by names people see, not ids. */
export const skuMapBulkRow = z.strictObject({
  storeAccount: z.string().trim().min(1).max(100).describe("store account title"),
  listingSku,
  asin,
  listingTitle: z.string().trim().max(300).nullish(),
  sku: skuCode.describe("seller SKU of the product"),
  quantity: z.number().int().min(1).max(999).default(1),
  warehouseSku: warehouseSkuCode.nullish().describe("a warehouse SKU code of the product"),
  fulfilmentChannel: z.enum(fulfilmentChannels).default("warehouse"),
  active: z.boolean().optional().describe("a new map is active unless false; an existing one keeps its state unless given"),
  remark: remark.optional().describe("kept as it is on an existing map when absent"),
});
export type SkuMapBulkRow = z.input<typeof skuMapBulkRow>;
export const skuMapBulkSave = z.strictObject({
  orgId: id.optional().describe("operator staff: the seller whose products and accounts the rows name"),
  rows: z.array(z.unknown()).min(1).max(2000).describe("SkuMapBulkRow objects; an existing (account, listing SKU) is re-pointed"),
});
export const skuMapSetActive = z.strictObject({ ids: z.array(id).min(1).max(1000), active: z.boolean() });

// ---- labels ----

export const labelPrint = z.strictObject({
  format: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe("1 US Letter 30 per page (3 x 10); 2 10 x 10 cm; 3 10.16 x 5.08 cm"),
  items: z
    .array(z.strictObject({ productId: id, quantity: z.number().int().min(1).max(3000) }))
    .min(1)
    .max(500),
  code: z
    .enum(["sku", "warehouseSku"])
    .default("sku")
    .describe("what the barcode holds: the seller SKU, or the product's warehouse SKU at `warehouseId`"),
  warehouseId: id.optional(),
});
export type LabelPrint = z.input<typeof labelPrint>;
export const MAX_LABELS_PER_PRINT = 3000;
