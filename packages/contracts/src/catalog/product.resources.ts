/**
 * Resource definitions of the product lists: the products (products/allproducts), their bulk manage screen
 * (sales/ProductManage, a view of the same list) and the goods (sales/goods, the sales view of each product).
 */
import { z } from "zod";
import { activeField, commonLabels as L, defineResource, defineView, type ResourceField } from "../resource.js";
import { goodsRow, productDetail, productRow, productSave } from "./products.js";

const seller = { "zh-CN": "卖家", "en-US": "Seller" } as const;
const sku = { "zh-CN": "SKU", "en-US": "SKU" } as const;
const productLine = { "zh-CN": "产品线", "en-US": "Product line" } as const;
const sizeTier: ResourceField = {
  label: { "zh-CN": "尺寸分段", "en-US": "Size tier" },
  kind: "dict",
  dictType: "sizeTiers",
  filter: { width: 160 },
  width: 130,
};
const isKit: ResourceField = {
  label: { "zh-CN": "组合产品", "en-US": "Kit" },
  kind: "bool",
  filter: { width: 90 },
  width: 80,
  options: [
    { value: true, label: { "zh-CN": "组合", "en-US": "Kit" }, color: "purple" },
    { value: false, label: { "zh-CN": "单品", "en-US": "Single" } },
  ],
};
const declaredValue: ResourceField = {
  label: { "zh-CN": "申报价值", "en-US": "Declared value" },
  kind: "money",
  currencyField: "currency",
  width: 120,
};
const unit = (zh: string, en: string): ResourceField => ({ label: { "zh-CN": zh, "en-US": en }, kind: "text", list: false, export: true });

/**
 * Products (SKUs) and kits. The list, its filters and export, detail, save and delete are the resource's;
 * the form (kit components, measures with their size tier, images) and the detail drawer are the screen's
 * own, so no field is a form field here. Detail and save answer the full product (`productDetail`).
 */
export const productResource = defineResource({
  name: "catalog.products",
  title: { "zh-CN": "产品管理", "en-US": "Products" },
  noun: { "zh-CN": "产品", "en-US": "product" },
  row: productRow,
  detail: productDetail,
  save: productSave,
  nameField: "sku",
  fields: {
    orgCode: { label: seller, kind: "text", width: 80 },
    // the seller filter is offered to staff who see several (its options come from the screen)
    orgId: { label: seller, kind: "ref", list: false, filter: { width: 140 } },
    sku: { label: sku, kind: "text", filter: { width: 150 }, width: 170 },
    nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "textarea", width: 200 },
    nameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (en)" }, kind: "textarea", width: 220 },
    isKit,
    sizeTier,
    // the list shows "60 × 40 × 30 cm" in one column (the screen's cell); the export each measure as a number
    length: {
      label: { "zh-CN": "尺寸 (长 × 宽 × 高)", "en-US": "Dimensions (L × W × H)" },
      exportLabel: { "zh-CN": "长", "en-US": "Length" },
      kind: "number",
      sort: false,
      width: 170,
    },
    weight: { label: { "zh-CN": "重量", "en-US": "Weight" }, kind: "number", width: 110 },
    dimWeights: { label: { "zh-CN": "体积重", "en-US": "Dimensional weights" }, kind: "text", list: "hidden", sort: false, width: 150 },
    declaredValue,
    productLineId: { label: productLine, kind: "ref", list: false, filter: { width: 170 } },
    productLineName: { label: productLine, kind: "text", width: 150 },
    productType: {
      label: { "zh-CN": "产品类型", "en-US": "Product type" },
      kind: "dict",
      dictType: "productTypes",
      filter: { width: 120 },
      list: "hidden",
      width: 100,
    },
    originCountry: {
      label: { "zh-CN": "原产国", "en-US": "Origin" },
      kind: "dict",
      dictType: "originCountries",
      list: "hidden",
      width: 90,
    },
    barcode: { label: { "zh-CN": "条码", "en-US": "Barcode" }, kind: "text", list: "hidden", width: 130 },
    hsCode: { label: { "zh-CN": "海关编码", "en-US": "HS code" }, kind: "text", list: "hidden", width: 110 },
    listingCount: { label: { "zh-CN": "Listing", "en-US": "Listings" }, kind: "number", width: 80 },
    active: activeField({ label: L.status, width: 80 }),
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 150 },
    // export only: each measure, its unit, and what the list shows in other columns
    width: { label: { "zh-CN": "宽", "en-US": "Width" }, kind: "number", list: false, export: true },
    height: { label: { "zh-CN": "高", "en-US": "Height" }, kind: "number", list: false, export: true },
    lengthUnit: unit("长度单位", "Length unit"),
    weightUnit: unit("重量单位", "Weight unit"),
    currency: unit("币种", "Currency"),
    salesUnit: unit("销售单位", "Sales unit"),
  },
  defaultSort: { field: "updatedAt", dir: "desc" },
  permissions: { read: "catalog:product:read", manage: "catalog:product:manage" },
  paths: {
    list: "GET /api/v1/Product/findByPage",
    export: "/api/v1/Product/export",
    detail: "GET /api/v1/Product/findOne",
    save: "POST /api/v1/Product/saveOne",
    delete: "POST /api/v1/Product/del",
  },
});

/** sales/ProductManage: the product list sorted by SKU, its rows ticked for bulk commands (activate, product line...). */
export const productManageView = defineView(productResource, {
  name: "catalog.productManage",
  title: { "zh-CN": "产品状态管理", "en-US": "Product management" },
  defaultSort: { field: "sku", dir: "asc" },
  fields: {
    orgCode: true,
    orgId: true,
    sku: true,
    nameZh: true,
    nameEn: true,
    isKit: true,
    sizeTier: true,
    length: true,
    weight: true,
    dimWeights: true,
    declaredValue: true,
    productLineId: true,
    productLineName: true,
    productType: true,
    originCountry: true,
    barcode: true,
    hsCode: true,
    listingCount: true,
    active: true,
    updatedAt: true,
  },
});

/** sales/goods: each product as sales sees it, with its active listings and its kit composition (read only). */
export const goodsResource = defineResource({
  name: "catalog.goods",
  title: { "zh-CN": "商品", "en-US": "Goods" },
  noun: { "zh-CN": "商品", "en-US": "goods item" },
  row: goodsRow,
  // read only: no detail, save or delete
  save: z.strictObject({}),
  nameField: "sku",
  fields: {
    orgCode: { label: seller, kind: "text", width: 80 },
    sku: { label: sku, kind: "text", filter: { width: 150 }, width: 170 },
    nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "textarea", width: 200 },
    nameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (en)" }, kind: "textarea", list: "hidden", width: 200 },
    productLineName: { label: productLine, kind: "text", width: 140 },
    sizeTier,
    listingCount: { label: { "zh-CN": "在售 Listing 数", "en-US": "Active listings" }, kind: "number", width: 90 },
    listings: { label: { "zh-CN": "在售 Listing", "en-US": "Listings" }, kind: "text", sort: false, width: 300 },
    composition: { label: { "zh-CN": "组合构成", "en-US": "Kit composition" }, kind: "text", sort: false, width: 240 },
    usedInKitCount: { label: { "zh-CN": "被组合引用", "en-US": "Used in kits" }, kind: "number", width: 100 },
    isKit: { ...isKit, list: false },
    declaredValue,
    active: activeField({ label: L.status, width: 80 }),
  },
  defaultSort: { field: "sku", dir: "asc" },
  permissions: { read: "catalog:product:read", manage: "catalog:product:manage" },
  paths: { list: "GET /api/v1/Product/findGoodsByPage", export: "/api/v1/Product/exportGoods" },
});
