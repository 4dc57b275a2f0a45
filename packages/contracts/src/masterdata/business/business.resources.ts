/** Resource definitions of the business area (one per plain list: fields, schemas, permissions, paths). */
import { activeField, commonLabels as L, defineResource } from "../../resource.js";
import {
  adsRegions,
  channelCategoryRow,
  channelCategorySave,
  customerManageRow,
  customerSave,
  paymentTypes,
  productLineRow,
  productLineSave,
  salesPlatformRow,
  salesPlatformSave,
  salespersonRow,
  salespersonSave,
  storeAccountRow,
  storeAccountSave,
  storeAccountStatusLabels,
  storeAdsRow,
  storeAdsSave,
  supplierRow,
  supplierSave,
} from "./business.js";

/** The owning seller: a column, and a picker for operator staff (the screen gives its options; sellers get none). */
const orgFields = {
  orgCode: { label: L.org, kind: "text", width: 100 },
  orgId: { label: L.org, kind: "ref", list: false, filter: { width: 160 }, form: "create" },
} as const;
const code = { label: L.code, kind: "text", filter: true, width: 120, form: true } as const;

export const productLineResource = defineResource({
  name: "masterdata.productLines",
  title: { "zh-CN": "产品线", "en-US": "Product lines" },
  noun: { "zh-CN": "产品线", "en-US": "product line" },
  row: productLineRow,
  save: productLineSave,
  nameField: "code",
  fields: {
    ...orgFields,
    code,
    name: { label: L.name, kind: "text", filter: true, width: 220, form: true },
    supplierName: { label: { "zh-CN": "供应商", "en-US": "Supplier" }, kind: "text", width: 220 },
    supplierId: { label: { "zh-CN": "供应商", "en-US": "Supplier" }, kind: "ref", list: false, form: true },
    paymentType: {
      label: { "zh-CN": "付款方式", "en-US": "Payment type" },
      kind: "enum",
      options: Object.entries(paymentTypes).map(([value, l]) => ({ value: Number(value), label: { "zh-CN": l.zh, "en-US": l.en } })),
      filter: { width: 130 },
      width: 110,
      form: true,
    },
    flag: {
      label: { "zh-CN": "标记", "en-US": "Flag" },
      kind: "enum",
      options: [
        { value: 0, label: { "zh-CN": "常用", "en-US": "Ordinary" } },
        { value: 1, label: { "zh-CN": "不在常用选择中", "en-US": "Not in ordinary pickers" }, color: "warning" },
      ],
      width: 140,
      form: true,
    },
    active: activeField(),
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "masterdata:productline:read", manage: "masterdata:productline:manage" },
  paths: {
    list: "GET /api/v1/ProductLine/findByPage",
    export: "/api/v1/ProductLine/export",
    detail: "GET /api/v1/ProductLine/findOne",
    save: "POST /api/v1/ProductLine/saveOne",
    delete: "POST /api/v1/ProductLine/del",
  },
  createDefaults: { flag: 0 },
});

export const supplierResource = defineResource({
  name: "masterdata.suppliers",
  title: { "zh-CN": "供应商", "en-US": "Suppliers" },
  noun: { "zh-CN": "供应商", "en-US": "supplier" },
  row: supplierRow,
  save: supplierSave,
  nameField: "code",
  fields: {
    ...orgFields,
    orgId: { ...orgFields.orgId, filter: false },
    code,
    name: { label: L.name, kind: "text", filter: true, width: 240, form: true },
    contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", width: 120, form: true },
    phone: { label: L.phone, kind: "text", width: 150, sort: false, form: true },
    email: { label: L.email, kind: "text", list: "hidden", width: 200, sort: false, form: true },
    countryCode: { label: L.country, kind: "text", width: 80, form: true, placeholder: { "zh-CN": "CN", "en-US": "CN" } },
    paymentTermsDays: { label: { "zh-CN": "账期(天)", "en-US": "Payment terms (days)" }, kind: "number", width: 110, form: true },
    productLineCount: { label: { "zh-CN": "产品线数", "en-US": "Product lines" }, kind: "number", width: 100 },
    active: activeField(),
    address: {
      label: { "zh-CN": "地址", "en-US": "Address" },
      kind: "textarea",
      list: false,
      detail: true,
      export: true,
      form: true,
      wide: true,
    },
    remark: { label: L.remark, kind: "textarea", list: false, form: true, wide: true },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "masterdata:productline:read", manage: "masterdata:supplier:manage" },
  paths: {
    list: "GET /api/v2/Supplier/findByPage",
    export: "/api/v2/Supplier/export",
    save: "POST /api/v2/Supplier/saveOne",
    delete: "POST /api/v2/Supplier/del",
  },
  createDefaults: { paymentTermsDays: 30 },
});

export const salespersonResource = defineResource({
  name: "masterdata.salespeople",
  title: { "zh-CN": "业务员", "en-US": "Salespeople" },
  noun: { "zh-CN": "业务员", "en-US": "salesperson" },
  row: salespersonRow,
  save: salespersonSave,
  nameField: "fullName",
  fields: {
    fullName: { label: { "zh-CN": "姓名", "en-US": "Name" }, kind: "text", filter: true, width: 180, form: true },
    username: { label: { "zh-CN": "关联用户", "en-US": "Linked user" }, kind: "text", width: 140 },
    userId: { label: { "zh-CN": "关联用户", "en-US": "Linked user" }, kind: "ref", list: false, form: true },
    phone: { label: L.phone, kind: "text", filter: true, width: 150, form: true },
    email: { label: L.email, kind: "text", width: 220, form: true },
    customerCount: { label: { "zh-CN": "客户数", "en-US": "Customers" }, kind: "number", width: 100 },
    active: activeField({ form: true }),
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: false, export: false },
  },
  defaultSort: { field: "fullName", dir: "asc" },
  permissions: { read: "masterdata:salesperson:read", manage: "masterdata:salesperson:manage" },
  paths: {
    list: "GET /api/v1/Salesperson/findByPage",
    export: "/api/v1/Salesperson/export",
    detail: "GET /api/v1/Salesperson/findOne",
    save: "POST /api/v1/Salesperson/saveOne",
    delete: "POST /api/v1/Salesperson/del",
  },
  createDefaults: { active: true },
});

const regionLabels = {
  NA: { "zh-CN": "北美 NA", "en-US": "North America (NA)" },
  EU: { "zh-CN": "欧洲 EU", "en-US": "Europe (EU)" },
  FE: { "zh-CN": "远东 FE", "en-US": "Far East (FE)" },
} as const;

export const storeAdsResource = defineResource({
  name: "masterdata.storeAds",
  title: { "zh-CN": "店铺广告设置", "en-US": "Store ads settings" },
  noun: { "zh-CN": "广告设置", "en-US": "ads settings" },
  row: storeAdsRow,
  save: storeAdsSave,
  nameField: "storeAccountTitle",
  fields: {
    orgCode: orgFields.orgCode,
    storeAccountTitle: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "text", filter: true, width: 180 },
    storeAccountId: { label: { "zh-CN": "店铺", "en-US": "Store" }, kind: "ref", list: false, form: "readonly" },
    countryCode: { label: L.country, kind: "text", width: 80 },
    profileId: { label: { "zh-CN": "广告配置 ID", "en-US": "Ads profile id" }, kind: "text", width: 170, form: true },
    region: {
      label: { "zh-CN": "区域", "en-US": "Region" },
      kind: "enum",
      options: adsRegions.map((r) => ({ value: r, label: regionLabels[r] })),
      filter: { width: 150 },
      width: 140,
      form: true,
    },
    dailyBudgetCap: {
      label: { "zh-CN": "每日预算上限", "en-US": "Daily budget cap" },
      kind: "money",
      currencyField: "currency",
      width: 150,
      form: true,
    },
    currency: { label: L.currency, kind: "dict", dictType: "currencies", list: false, export: true, form: true },
    authorisedUntil: { label: { "zh-CN": "授权截止", "en-US": "Authorised until" }, kind: "date", width: 150, form: true },
    autoSync: { label: { "zh-CN": "自动同步", "en-US": "Auto-sync" }, kind: "bool", filter: { width: 110 }, width: 100, form: true },
    active: activeField({ filter: false, form: true }),
    remark: { label: L.remark, kind: "textarea", list: false, form: true, wide: true },
  },
  defaultSort: { field: "storeAccountTitle", dir: "asc" },
  permissions: { read: "masterdata:storeads:read", manage: "masterdata:storeads:manage" },
  paths: {
    list: "GET /api/v1/StoreAds/findByPage",
    export: "/api/v1/StoreAds/export",
    save: "POST /api/v1/StoreAds/saveOne",
    delete: "POST /api/v1/StoreAds/del",
  },
  createDefaults: { region: "NA", currency: "USD", autoSync: true, active: true, dailyBudgetCap: "100.00" },
});

export const salesPlatformResource = defineResource({
  name: "masterdata.platforms",
  title: { "zh-CN": "销售平台", "en-US": "Sales platforms" },
  noun: { "zh-CN": "平台", "en-US": "platform" },
  row: salesPlatformRow,
  save: salesPlatformSave,
  nameField: "name",
  fields: {
    code: { ...code, form: "readonly" },
    name: { label: L.name, kind: "text", filter: true, width: 180, form: true },
    website: { label: { "zh-CN": "网址", "en-US": "Website" }, kind: "text", width: 240, sort: false, form: true },
    siteCount: { label: { "zh-CN": "站点数", "en-US": "Sites" }, kind: "number", width: 90 },
    accountCount: { label: { "zh-CN": "店铺数", "en-US": "Stores" }, kind: "number", width: 90 },
    sort: { label: L.sort, kind: "number", width: 80, form: true },
    active: activeField(),
    remark: { label: L.remark, kind: "textarea", list: false, form: true, wide: true },
  },
  defaultSort: { field: "sort", dir: "asc" },
  // every signed-in user lists the platforms (store accounts pick theirs)
  permissions: { read: "@authenticated", manage: "masterdata:salesplatform:manage" },
  paths: {
    list: "GET /api/v1/SalesPlatform/findByPage",
    export: "/api/v1/SalesPlatform/export",
    save: "POST /api/v1/SalesPlatform/saveOne",
    delete: "POST /api/v1/SalesPlatform/del",
  },
  createDefaults: { sort: 0 },
});

// ---- customers: the list (create, edit, delete) and the management view (status commands by hand)

const customerLabels = {
  code: { "zh-CN": "客户编码", "en-US": "Customer code" },
  name: { "zh-CN": "客户名称", "en-US": "Customer name" },
  linkedOrg: { "zh-CN": "关联组织", "en-US": "Linked org" },
  salesperson: { "zh-CN": "业务员", "en-US": "Salesperson" },
  creditLimit: { "zh-CN": "信用额度", "en-US": "Credit limit" },
  billingCurrency: { "zh-CN": "结算币种", "en-US": "Billing currency" },
} as const;
/** The columns both customer lists start with; the salesperson filters by id (the screen gives the options). */
const customerBase = {
  code: { label: customerLabels.code, kind: "text", filter: true, width: 110, form: true },
  customerName: { label: customerLabels.name, kind: "text", filter: true, width: 220, form: true },
  linkedOrgCode: { label: customerLabels.linkedOrg, kind: "text", width: 110 },
  linkedOrgId: { label: customerLabels.linkedOrg, kind: "ref", list: false, form: true },
  salespersonName: { label: customerLabels.salesperson, kind: "text", width: 140 },
  accountStatus: {
    label: { "zh-CN": "账户状态", "en-US": "Account status" },
    kind: "dict",
    dictType: "customerAccountStatus",
    filter: { width: 130 },
    width: 110,
  },
  salespersonId: { label: customerLabels.salesperson, kind: "ref", list: false, filter: { width: 150 }, form: true },
} as const;
const customerPaths = { list: "GET /api/v1/Customer/findByPage", export: "/api/v1/Customer/export" } as const;

export const customerResource = defineResource({
  name: "masterdata.customers",
  title: { "zh-CN": "客户列表", "en-US": "Customers" },
  noun: { "zh-CN": "客户", "en-US": "customer" },
  // the management row: a saved customer answers with what its linked org uses, like its detail
  row: customerManageRow,
  save: customerSave,
  nameField: "code",
  fields: {
    ...customerBase,
    billingCurrency: { label: customerLabels.billingCurrency, kind: "dict", dictType: "currencies", width: 100, form: true },
    creditLimit: { label: customerLabels.creditLimit, kind: "money", currencyField: "billingCurrency", width: 150, form: true },
    paymentTermsDays: { label: { "zh-CN": "账期(天)", "en-US": "Payment terms (days)" }, kind: "number", width: 110, form: true },
    contractStart: { label: { "zh-CN": "合同开始", "en-US": "Contract start" }, kind: "date", list: "hidden", width: 120, form: true },
    contractEnd: { label: { "zh-CN": "合同结束", "en-US": "Contract end" }, kind: "date", width: 120, form: true },
    contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", width: 120, form: true },
    contactPhone: {
      label: { "zh-CN": "联系电话", "en-US": "Contact phone" },
      kind: "text",
      list: "hidden",
      width: 140,
      sort: false,
      form: true,
    },
    contactEmail: { label: { "zh-CN": "联系邮箱", "en-US": "Contact email" }, kind: "text", list: false, export: true, form: true },
    remark: { label: L.remark, kind: "textarea", list: false, form: true, wide: true },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "masterdata:customer:read", manage: "masterdata:customer:manage" },
  paths: {
    ...customerPaths,
    detail: "GET /api/v1/Customer/findOne",
    save: "POST /api/v1/Customer/saveOne",
    delete: "POST /api/v1/Customer/del",
  },
  createDefaults: { billingCurrency: "USD", creditLimit: "0.00", paymentTermsDays: 30 },
});

/** customermanage: the same customers with what their linked org uses; its actions are the status commands. */
export const customerManageResource = defineResource({
  name: "masterdata.customerManage",
  title: { "zh-CN": "客户管理", "en-US": "Customer management" },
  noun: { "zh-CN": "客户", "en-US": "customer" },
  row: customerManageRow,
  save: customerSave,
  nameField: "customerName",
  fields: {
    ...customerBase,
    statusReason: { label: { "zh-CN": "状态原因", "en-US": "Status reason" }, kind: "textarea", width: 200, sort: false },
    warehouseCodes: { label: { "zh-CN": "使用仓库", "en-US": "Warehouses used" }, kind: "textarea", width: 200, sort: false },
    storeAccountCount: { label: { "zh-CN": "店铺数", "en-US": "Store accounts" }, kind: "number", width: 90 },
    creditLimit: { label: customerLabels.creditLimit, kind: "money", currencyField: "billingCurrency", width: 150 },
    billingCurrency: { label: customerLabels.billingCurrency, kind: "text", list: false, export: true },
    statusChangedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "code", dir: "asc" },
  // the row actions (freeze, unfreeze, arrears) need the status permission
  permissions: { read: "masterdata:customer:read", manage: "masterdata:customer:status" },
  paths: { list: "GET /api/v1/Customer/manage/findByPage", export: "/api/v1/Customer/manage/export" },
});

/**
 * Sellers' store accounts (sales/shop). The screen keeps its own form (country, category and return
 * warehouse follow the platform and org chosen); status and activation are commands of their own.
 * The platform column shows the platform's name and sorts and filters on its code (`type`).
 */
export const storeAccountResource = defineResource({
  name: "masterdata.storeAccounts",
  title: { "zh-CN": "店铺账号", "en-US": "Store accounts" },
  noun: { "zh-CN": "店铺", "en-US": "store" },
  row: storeAccountRow,
  save: storeAccountSave,
  nameField: "title",
  fields: {
    ...orgFields,
    title: { label: { "zh-CN": "店铺名称", "en-US": "Store" }, kind: "text", filter: true, width: 180 },
    type: { label: { "zh-CN": "销售平台", "en-US": "Platform" }, kind: "text", filter: { width: 140 }, width: 110, export: false },
    channelName: { label: { "zh-CN": "销售平台", "en-US": "Platform" }, kind: "text", list: false, export: true, sort: false },
    countryCode: { label: L.country, kind: "text", filter: { width: 100 }, width: 80 },
    siteName: { label: { "zh-CN": "站点", "en-US": "Site" }, kind: "text", width: 150 },
    marketplaceId: {
      label: { "zh-CN": "Marketplace ID", "en-US": "Marketplace id" },
      kind: "text",
      list: "hidden",
      width: 160,
      sort: false,
    },
    currency: { label: L.currency, kind: "text", width: 80 },
    channelCategoryName: { label: { "zh-CN": "渠道类目", "en-US": "Channel category" }, kind: "text", width: 180, sort: false },
    returnWarehouseCode: { label: { "zh-CN": "退货仓库", "en-US": "Return warehouse" }, kind: "text", width: 110 },
    status: {
      label: L.status,
      kind: "enum",
      options: (Object.entries(storeAccountStatusLabels) as [keyof typeof storeAccountStatusLabels, { zh: string; en: string }][]).map(
        ([value, l]) => ({
          value,
          label: { "zh-CN": l.zh, "en-US": l.en },
          color: { normal: "success", authorisation_expired: "warning", suspended: "error" }[value],
        }),
      ),
      filter: { width: 150 },
      width: 120,
    },
    active: activeField(),
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "title", dir: "asc" },
  permissions: { read: "masterdata:storeaccount:read", manage: "masterdata:storeaccount:manage" },
  paths: {
    list: "GET /api/v1/Account/findByPage",
    export: "/api/v1/Account/export",
    detail: "GET /api/v1/Account/findOne",
    save: "POST /api/v1/Account/saveOne",
    delete: "POST /api/v1/Account/del",
  },
});

/**
 * sales/category: the two-level category tree of each sales platform (e.g. Amazon browse nodes), shown as a
 * tree (ResourcePage `tree`); the platform is the list's filter (its options come from the screen) and fixed
 * after create, the parent is given by the "add sub-category" action.
 */
export const channelCategoryResource = defineResource({
  name: "masterdata.categories",
  title: { "zh-CN": "渠道类目", "en-US": "Channel categories" },
  noun: { "zh-CN": "类目", "en-US": "category" },
  row: channelCategoryRow,
  save: channelCategorySave,
  nameField: "name",
  fields: {
    channel: {
      label: { "zh-CN": "销售平台", "en-US": "Platform" },
      kind: "text",
      list: false,
      filter: { op: "EQ", width: 200, autoApply: true },
    },
    name: { label: L.name, kind: "text", width: 260, form: true },
    code: { label: { "zh-CN": "节点编码", "en-US": "Node code" }, kind: "text", width: 160, form: true },
    level: { label: { "zh-CN": "层级", "en-US": "Level" }, kind: "number", width: 80 },
    sort: { label: L.sort, kind: "number", width: 80, form: true },
    accountCount: { label: { "zh-CN": "店铺数", "en-US": "Stores" }, kind: "number", width: 90 },
    active: activeField({ label: L.status, filter: false, width: 90, form: true }),
  },
  // any order is a tree's order: children nest under their parent on the screen, siblings keep the list's order
  defaultSort: { field: "sort", dir: "asc" },
  permissions: { read: "@authenticated", manage: "masterdata:channelcategory:manage" },
  paths: {
    list: "GET /api/v1/ChannelCategory/findByPage",
    export: "/api/v1/ChannelCategory/export",
    save: "POST /api/v1/ChannelCategory/saveOne",
    delete: "POST /api/v1/ChannelCategory/del",
  },
  createDefaults: { sort: 0, active: true },
});
