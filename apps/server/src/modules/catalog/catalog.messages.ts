import { defineMessages } from "../../platform/i18n/messages.js";

/** Server messages of the product catalogue. */
export const catalogMessages = defineMessages({
  "catalog.product": { "zh-CN": "产品", "en-US": "Product" },
  "catalog.warehouseSku": { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" },
  "catalog.skuMap": { "zh-CN": "SKU 映射", "en-US": "SKU map" },
  "catalog.org": { "zh-CN": "卖家组织", "en-US": "Seller organisation" },
  "catalog.warehouse": { "zh-CN": "仓库", "en-US": "Warehouse" },
  "catalog.storeAccount": { "zh-CN": "店铺账号", "en-US": "Store account" },
  "catalog.ownerRequired": { "zh-CN": "请指定产品所属的卖家(orgId)", "en-US": "Name the seller that owns the product (orgId)" },
  "catalog.ownerNotSeller": { "zh-CN": "产品只能属于卖家组织", "en-US": "Products belong to seller organisations only" },
  "catalog.ownerFixed": { "zh-CN": "产品创建后不能更换所属卖家", "en-US": "A product's owner cannot change after creation" },
  "catalog.skuTaken": { "zh-CN": "SKU {sku} 已存在(不区分大小写)", "en-US": "SKU {sku} already exists (ignoring case)" },
  "catalog.skuFixed": {
    "zh-CN": "SKU 创建后不能修改;如需新 SKU,请新建产品并停用旧产品",
    "en-US": "A SKU cannot change after creation; create a new product and deactivate the old one",
  },
  "catalog.barcodeCheckDigit": { "zh-CN": "条码 {barcode} 的校验位不正确", "en-US": "The check digit of barcode {barcode} is wrong" },
  "catalog.productLineNotOwner": { "zh-CN": "产品线不属于该卖家", "en-US": "The product line does not belong to this seller" },
  "catalog.componentNotFound": {
    "zh-CN": "子产品 {id} 不存在或不属于同一卖家",
    "en-US": "Component {id} does not exist or belongs to another seller",
  },
  "catalog.componentTwice": {
    "zh-CN": "子产品 {sku} 重复出现,请合并数量",
    "en-US": "Component {sku} is listed twice; add up its quantity instead",
  },
  "catalog.kitCycle": { "zh-CN": "组合关系形成循环:{path}", "en-US": "The kit would contain itself: {path}" },
  "catalog.kitCurrencies": {
    "zh-CN": "组合产品 {sku} 的子产品币种不一致({currencies}),无法汇总申报价值",
    "en-US": "The components of kit {sku} have different currencies ({currencies}); the declared value cannot be summed",
  },
  "catalog.productInUse": {
    "zh-CN": "产品 {sku} 正在被使用({uses}),不能删除;请改为停用",
    "en-US": "Product {sku} is in use ({uses}) and cannot be deleted; deactivate it instead",
  },
  "catalog.useKits": { "zh-CN": "{n} 个组合产品", "en-US": "{n} kit(s)" },
  "catalog.useMaps": { "zh-CN": "{n} 条 SKU 映射", "en-US": "{n} SKU map(s)" },
  "catalog.useWarehouseSkus": { "zh-CN": "{n} 个仓库 SKU", "en-US": "{n} warehouse SKU(s)" },
  "catalog.warehouseNotAssigned": {
    "zh-CN": "卖家 {org} 未开通仓库 {warehouse}",
    "en-US": "Seller {org} may not use warehouse {warehouse}",
  },
  "catalog.warehouseSkuExists": {
    "zh-CN": "产品 {sku} 在仓库 {warehouse} 已有仓库 SKU {code}",
    "en-US": "Product {sku} already has warehouse SKU {code} at {warehouse}",
  },
  "catalog.warehouseSkuTaken": {
    "zh-CN": "仓库 {warehouse} 已有编码 {code}",
    "en-US": "Code {code} is already used at warehouse {warehouse}",
  },
  "catalog.warehouseSkuInUse": {
    "zh-CN": "仓库 SKU {code} 被 {n} 条 SKU 映射使用,不能删除",
    "en-US": "Warehouse SKU {code} is used by {n} SKU map(s) and cannot be deleted",
  },
  "catalog.noPrefix": {
    "zh-CN": "卖家 {org} 还没有客户代码前缀,请先在组织资料中设置",
    "en-US": "Seller {org} has no customer code prefix yet; set it in the organisation's profile",
  },
  "catalog.listingTaken": {
    "zh-CN": "店铺 {account} 的 Listing SKU {listingSku} 已映射到产品 {sku}",
    "en-US": "Listing SKU {listingSku} of {account} is already mapped to {sku}",
  },
  "catalog.accountOtherOrg": {
    "zh-CN": "店铺账号与产品不属于同一卖家",
    "en-US": "The store account and the product belong to different sellers",
  },
  "catalog.warehouseSkuOtherProduct": { "zh-CN": "仓库 SKU 不属于该产品", "en-US": "The warehouse SKU belongs to another product" },
  "catalog.bulkInvalid": { "zh-CN": "{n} 行数据有误,未保存任何数据", "en-US": "{n} row(s) have errors; nothing was saved" },
  "catalog.bulkUnknownAccount": { "zh-CN": "店铺账号 {value} 不存在", "en-US": "Store account {value} does not exist" },
  "catalog.bulkUnknownSku": { "zh-CN": "SKU {value} 不存在", "en-US": "SKU {value} does not exist" },
  "catalog.bulkUnknownWarehouseSku": {
    "zh-CN": "仓库 SKU {value} 不存在或不属于该产品",
    "en-US": "Warehouse SKU {value} does not exist or belongs to another product",
  },
  "catalog.bulkUnknownLine": { "zh-CN": "产品线 {value} 不存在", "en-US": "Product line {value} does not exist" },
  "catalog.bulkRepeated": { "zh-CN": "与第 {first} 行重复", "en-US": "repeats row {first}" },
  "catalog.bulkKitRow": { "zh-CN": "{value} 是组合产品,请在产品页面编辑", "en-US": "{value} is a kit; edit it on the product page" },
  "catalog.labelTooMany": { "zh-CN": "一次最多打印 {max} 张标签(本次 {n} 张)", "en-US": "At most {max} labels per print ({n} asked)" },
  "catalog.labelNoWarehouseSku": {
    "zh-CN": "产品 {sku} 在该仓库没有仓库 SKU",
    "en-US": "Product {sku} has no warehouse SKU at this warehouse",
  },
  "catalog.labelWarehouseRequired": { "zh-CN": "按仓库 SKU 打印时须选择仓库", "en-US": "Choose the warehouse to print warehouse SKUs" },
});
