import { defineMessages } from "../../../platform/i18n/messages.js";

/** Messages of the master data business area. */
export const businessMessages = defineMessages({
  "masterdata.org": { "zh-CN": "组织", "en-US": "Organisation" },
  "masterdata.orgRequired": { "zh-CN": "请选择所属卖家组织", "en-US": "Choose the seller organisation it belongs to" },
  "masterdata.orgNotSeller": { "zh-CN": "只能为卖家组织建立此资料", "en-US": "This can only be kept for a seller organisation" },
  "masterdata.productLine": { "zh-CN": "产品线", "en-US": "Product line" },
  "masterdata.productLineCodeExists": { "zh-CN": "产品线编码 {code} 已存在", "en-US": "Product line code {code} already exists" },
  "masterdata.supplier": { "zh-CN": "供应商", "en-US": "Supplier" },
  "masterdata.supplierCodeExists": { "zh-CN": "供应商编码 {code} 已存在", "en-US": "Supplier code {code} already exists" },
  "masterdata.supplierOtherOrg": {
    "zh-CN": "供应商必须属于产品线所在的组织",
    "en-US": "The supplier must belong to the product line's organisation",
  },
  "masterdata.supplierInactive": { "zh-CN": "供应商 {name} 已停用", "en-US": "Supplier {name} is inactive" },
  "masterdata.storeAccount": { "zh-CN": "店铺账号", "en-US": "Store account" },
  "masterdata.storeAccountTitleExists": { "zh-CN": "店铺名称 {title} 已存在", "en-US": "A store named {title} already exists" },
  "masterdata.unknownChannel": {
    "zh-CN": "销售平台 {type} 不存在或已停用",
    "en-US": "Sales platform {type} does not exist or is inactive",
  },
  "masterdata.noSite": { "zh-CN": "{type} 没有 {country} 站点", "en-US": "{type} has no active site for {country}" },
  "masterdata.categoryOtherChannel": { "zh-CN": "渠道类目必须属于 {type} 平台", "en-US": "The channel category must belong to {type}" },
  "masterdata.returnWarehouse": {
    "zh-CN": "退货仓库不在该卖家可用的仓库中",
    "en-US": "The return warehouse is not one the seller may use",
  },
  "masterdata.sameStatus": { "zh-CN": "状态没有变化", "en-US": "The status is already that" },
  "masterdata.salesPlatform": { "zh-CN": "销售平台", "en-US": "Sales platform" },
  "masterdata.salesPlatformCodeExists": { "zh-CN": "平台编码 {code} 已存在", "en-US": "Platform code {code} already exists" },
  "masterdata.platformCodeFixed": { "zh-CN": "平台编码创建后不能修改", "en-US": "The platform code cannot change after creation" },
  "masterdata.site": { "zh-CN": "站点", "en-US": "Site" },
  "masterdata.siteExists": { "zh-CN": "该平台已有 {country} 站点", "en-US": "The platform already has a site for {country}" },
  "masterdata.marketplaceMismatch": {
    "zh-CN": "{country} 的亚马逊 Marketplace ID 应为 {expected}",
    "en-US": "The Amazon marketplace id of {country} is {expected}",
  },
  "masterdata.amazonCountry": { "zh-CN": "亚马逊没有 {country} 站点", "en-US": "Amazon has no marketplace for {country}" },
  "masterdata.channelCategory": { "zh-CN": "渠道类目", "en-US": "Channel category" },
  "masterdata.categoryCodeExists": { "zh-CN": "类目编码 {code} 已存在", "en-US": "Category code {code} already exists" },
  "masterdata.categoryParent": {
    "zh-CN": "上级类目必须是同一平台的一级类目",
    "en-US": "The parent must be a level-1 category of the same platform",
  },
  "masterdata.categoryFixed": {
    "zh-CN": "类目的平台和上级创建后不能修改",
    "en-US": "A category's platform and parent cannot change after creation",
  },
  "masterdata.storeAds": { "zh-CN": "店铺广告设置", "en-US": "Store ads settings" },
  "masterdata.storeAdsExists": { "zh-CN": "店铺 {title} 已有广告设置", "en-US": "Store {title} already has ads settings" },
  "masterdata.storeAdsAccountFixed": {
    "zh-CN": "广告设置的店铺创建后不能修改",
    "en-US": "The store of ads settings cannot change after creation",
  },
  "masterdata.adsRegion": { "zh-CN": "{country} 站点的广告区域应为 {expected}", "en-US": "The ads region of {country} is {expected}" },
  "masterdata.customer": { "zh-CN": "客户", "en-US": "Customer" },
  "masterdata.customerCodeExists": { "zh-CN": "客户编码 {code} 已存在", "en-US": "Customer code {code} already exists" },
  "masterdata.customerOrgTaken": {
    "zh-CN": "组织 {org} 已是客户 {customer}",
    "en-US": "Organisation {org} is already customer {customer}",
  },
  "masterdata.customerOrgManaged": {
    "zh-CN": "关联组织必须是本组织服务的卖家",
    "en-US": "The linked organisation must be a seller this organisation serves",
  },
  "masterdata.customerOwner": {
    "zh-CN": "只有仓储运营方可以维护客户和业务员",
    "en-US": "Only the operator keeps customers and salespeople",
  },
  "masterdata.salesperson": { "zh-CN": "业务员", "en-US": "Salesperson" },
  "masterdata.salespersonExists": { "zh-CN": "业务员 {name} 已存在", "en-US": "Salesperson {name} already exists" },
  "masterdata.salespersonUserTaken": { "zh-CN": "该用户已是业务员 {name}", "en-US": "That user is already salesperson {name}" },
  "masterdata.salespersonUser": { "zh-CN": "关联用户必须属于本组织", "en-US": "The linked user must belong to this organisation" },
  "masterdata.salespersonInactive": { "zh-CN": "业务员 {name} 已停用", "en-US": "Salesperson {name} is inactive" },
});
