/** Resource definitions of the catalogue (one per plain list: fields, schemas, permissions, paths). */
import { activeField, commonLabels as L, defineResource, defineView } from "../resource.js";
import { fulfilmentChannels, skuMapRow, skuMapSave, warehouseSkuRow, warehouseSkuSave } from "./products.js";

const warehouse = { "zh-CN": "仓库", "en-US": "Warehouse" } as const;

/**
 * Warehouse SKUs: listed, exported and deleted here; made by the generate command (many products at one
 * warehouse) or saveOne, both commands of their own.
 */
export const warehouseSkuResource = defineResource({
  name: "catalog.warehouseSkus",
  title: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKUs" },
  noun: { "zh-CN": "仓库 SKU", "en-US": "warehouse SKU" },
  row: warehouseSkuRow,
  save: warehouseSkuSave,
  nameField: "code",
  fields: {
    code: { label: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" }, kind: "text", filter: { width: 140 }, width: 140 },
    warehouseCode: { label: warehouse, kind: "text", width: 100 },
    // the warehouse filter picks from the screen's warehouses
    warehouseId: { label: warehouse, kind: "ref", list: false, filter: { width: 140 } },
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: { width: 150 }, width: 170 },
    orgCode: { label: { "zh-CN": "卖家", "en-US": "Seller" }, kind: "text", width: 80 },
    nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "textarea", width: 220 },
    nameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (en)" }, kind: "textarea", width: 220, list: "hidden" },
    sizeTier: {
      label: { "zh-CN": "尺寸分段", "en-US": "Size tier" },
      kind: "dict",
      dictType: "sizeTiers",
      filter: { width: 160 },
      width: 130,
    },
    createdAt: { label: L.createdAt, kind: "datetime", width: 150 },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "catalog:warehouseSku:read", manage: "catalog:warehouseSku:manage" },
  paths: { list: "GET /api/v1/WarehouseSku/findByPage", export: "/api/v1/WarehouseSku/export", delete: "POST /api/v1/WarehouseSku/del" },
});

const fulfilmentLabels = {
  warehouse: { "zh-CN": "海外仓发货", "en-US": "Our warehouse" },
  marketplace: { "zh-CN": "平台仓 (FBA/WFS)", "en-US": "Marketplace (FBA/WFS)" },
  merchant: { "zh-CN": "卖家自发货", "en-US": "Seller ships" },
} as const;
const fulfilmentColours = { warehouse: "blue", marketplace: "orange", merchant: "default" } as const;
export const fulfilmentOptions = fulfilmentChannels.map((c) => ({ value: c, label: fulfilmentLabels[c], color: fulfilmentColours[c] }));

/**
 * SKU maps (product/skumap): a store account's listing SKU sold as a product × quantity, shipped from a
 * warehouse SKU. Listed, exported, saved and deleted here; the screen keeps its own form (the product
 * picker and the product's warehouse SKUs); bulk mapping, import and activation are commands of their own.
 */
export const skuMapResource = defineResource({
  name: "catalog.skuMaps",
  title: { "zh-CN": "SKU 映射", "en-US": "SKU maps" },
  noun: { "zh-CN": "SKU 映射", "en-US": "SKU map" },
  row: skuMapRow,
  save: skuMapSave,
  nameField: "listingSku",
  fields: {
    // the sales platform's code: its label and the filter's options come from the screen
    channel: { label: { "zh-CN": "渠道", "en-US": "Channel" }, kind: "text", list: "hidden", width: 140 },
    storeAccount: { label: { "zh-CN": "店铺账号", "en-US": "Store account" }, kind: "text", width: 150 },
    siteName: { label: { "zh-CN": "站点", "en-US": "Site" }, kind: "text", list: "hidden", width: 130 },
    // the store account filter picks from the screen's accounts
    storeAccountId: { label: { "zh-CN": "店铺账号", "en-US": "Store account" }, kind: "ref", list: false, filter: { width: 160 } },
    listingSku: { label: { "zh-CN": "Listing SKU", "en-US": "Listing SKU" }, kind: "text", filter: { width: 160 }, width: 190 },
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: { width: 150 }, width: 170 },
    quantity: { label: { "zh-CN": "数量", "en-US": "Quantity" }, kind: "number", width: 90 },
    warehouseSku: { label: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" }, kind: "text", width: 150 },
    warehouseCode: { label: warehouse, kind: "text", list: false, export: true },
    nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "text", sort: false, width: 200 },
    asin: { label: { "zh-CN": "ASIN/平台编号", "en-US": "ASIN / item id" }, kind: "text", filter: { width: 130 }, width: 130 },
    listingTitle: { label: { "zh-CN": "Listing 标题", "en-US": "Listing title" }, kind: "textarea", list: "hidden", width: 260 },
    fulfilmentChannel: { label: { "zh-CN": "履约方式", "en-US": "Fulfilment" }, kind: "enum", options: fulfilmentOptions, width: 130 },
    orgCode: { label: { "zh-CN": "卖家", "en-US": "Seller" }, kind: "text", list: "hidden", width: 80 },
    active: activeField({ label: L.status, width: 80 }),
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 150 },
  },
  defaultSort: { field: "updatedAt", dir: "desc" },
  permissions: { read: "catalog:skuMap:read", manage: "catalog:skuMap:manage" },
  paths: {
    list: "GET /api/v1/SkuMap/findByPage",
    export: "/api/v1/SkuMap/export",
    detail: "GET /api/v1/SkuMap/findOne",
    save: "POST /api/v1/SkuMap/saveOne",
    delete: "POST /api/v1/SkuMap/delete",
  },
  createDefaults: { quantity: 1, fulfilmentChannel: "warehouse", active: true },
});

/**
 * products/channel: what each store account lists (listing SKU / ASIN -> product), a view of the SKU maps
 * sorted by account; its rows are ticked to activate or deactivate them in bulk (a command of its own).
 */
export const channelListingView = defineView(skuMapResource, {
  name: "catalog.channelListings",
  title: { "zh-CN": "渠道商品", "en-US": "Channel listings" },
  defaultSort: { field: "storeAccount", dir: "asc" },
  fields: {
    channel: { list: true, filter: { width: 120 } },
    storeAccount: true,
    storeAccountId: true,
    siteName: { list: true },
    asin: true,
    listingSku: true,
    listingTitle: { list: true },
    sku: true,
    quantity: true,
    fulfilmentChannel: true,
    active: true,
  },
});
