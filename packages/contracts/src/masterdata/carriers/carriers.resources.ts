/** Resource definitions of the carriers area (one per plain list: fields, schemas, permissions, paths). */
import { activeField, commonLabels as L, defineResource, type ResourceField } from "../../resource.js";
import {
  billingAccountRow,
  billingAccountSave,
  blacklistRow,
  blacklistSave,
  carrierAccountRow,
  carrierAccountSave,
  carrierAccountSources,
  carrierCredentialFields,
  carrierServiceLevels,
  carrierServiceRow,
  carrierServiceSave,
  carrierUnitSystems,
  deliveryChannelRow,
  deliveryChannelSave,
  labelFileFormats,
  labelSizes,
  orgCarrierServiceRow,
  orgCarrierServiceSave,
  signatureOptions,
  systemCarrierRow,
  systemCarrierSave,
  volumeWeightRow,
  volumeWeightSave,
  warehouseCarrierCreate,
  warehouseCarrierEdit,
  warehouseCarrierRow,
} from "./carriers.js";

/** The carrier column; the screen gives the carriers as the filter's options. */
const carrierCode = { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "text", filter: { width: 160 }, width: 110 } as const;

export const billingAccountResource = defineResource({
  name: "carriers.billingAccounts",
  title: { "zh-CN": "仓库物流计费账号", "en-US": "Warehouse billing accounts" },
  noun: { "zh-CN": "计费账号", "en-US": "billing account" },
  row: billingAccountRow,
  save: billingAccountSave,
  nameField: "warehouseCode",
  fields: {
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 130 }, width: 110 },
    warehouseId: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "ref", list: false, form: true },
    carrierAccountId: { label: { "zh-CN": "物流账号", "en-US": "Account" }, kind: "ref", list: false, form: true },
    carrierCode,
    purpose: {
      label: { "zh-CN": "用途", "en-US": "Purpose" },
      kind: "enum",
      options: [
        { value: "outbound", label: { "zh-CN": "出库", "en-US": "Outbound" } },
        { value: "return", label: { "zh-CN": "退货", "en-US": "Return" } },
        { value: "inbound", label: { "zh-CN": "入库", "en-US": "Inbound" } },
      ],
      filter: { width: 120 },
      width: 100,
      form: true,
    },
    carrierAccountName: { label: { "zh-CN": "物流账号", "en-US": "Account" }, kind: "text", width: 220 },
    accountMasked: { label: { "zh-CN": "账号", "en-US": "Account number" }, kind: "text", width: 140, sort: false },
    costCenter: { label: { "zh-CN": "成本中心", "en-US": "Cost centre" }, kind: "text", filter: { width: 140 }, width: 120, form: true },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "warehouseCode", dir: "asc" },
  permissions: { read: "masterdata:billingaccount:read", manage: "masterdata:billingaccount:manage" },
  paths: {
    list: "GET /api/v2/billingAccount/findByPage",
    export: "/api/v2/billingAccount/export",
    save: "POST /api/v2/billingAccount/saveOne",
    delete: "POST /api/v2/billingAccount/delete",
  },
  createDefaults: { purpose: "outbound" },
});

export const blacklistResource = defineResource({
  name: "carriers.blacklist",
  title: { "zh-CN": "客户物流账号黑名单", "en-US": "Customer carrier account blacklist" },
  noun: { "zh-CN": "黑名单账号", "en-US": "blacklisted account" },
  row: blacklistRow,
  save: blacklistSave,
  nameField: "accountMasked",
  fields: {
    carrierCode,
    carrierId: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "ref", list: false, form: "create", required: true },
    accountMasked: { label: { "zh-CN": "承运商账号", "en-US": "Carrier account number" }, kind: "text", width: 150, sort: false },
    accountNumber: { label: { "zh-CN": "承运商账号", "en-US": "Carrier account number" }, kind: "text", form: "create", required: true },
    reason: { label: { "zh-CN": "原因", "en-US": "Reason" }, kind: "textarea", filter: true, width: 260, form: true, wide: true },
    matchedAccounts: { label: { "zh-CN": "匹配的客户账号", "en-US": "Matching seller accounts" }, kind: "number", width: 150 },
    addedBy: { label: { "zh-CN": "添加人", "en-US": "Added by" }, kind: "text", width: 150 },
    createdAt: { label: { "zh-CN": "添加时间", "en-US": "Added" }, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "masterdata:blacklist:read", manage: "masterdata:blacklist:manage" },
  paths: {
    list: "GET /api/v2/blackAccount/findByPage",
    export: "/api/v2/blackAccount/export",
    save: "POST /api/v2/blackAccount/saveOne",
    delete: "POST /api/v2/blackAccount/delete",
  },
});

const limitHelp = {
  "zh-CN": "按所选单位制(lb / in 或 kg / cm)填写,留空表示不限",
  "en-US": "In the chosen units (lb / in or kg / cm); empty: no limit",
} as const;
/** A parcel limit in the service's unit system (the screen shows it with its unit). */
const limit = (zh: string, en: string, extra: Partial<ResourceField> = {}): ResourceField => ({
  label: { "zh-CN": zh, "en-US": en },
  kind: "number",
  width: 110,
  form: true,
  help: limitHelp,
  ...extra,
});
const levelLabels = {
  ground: { "zh-CN": "陆运", "en-US": "Ground" },
  express: { "zh-CN": "快递", "en-US": "Express" },
  economy: { "zh-CN": "经济", "en-US": "Economy" },
} as const;
const unitLabels = {
  imperial: { "zh-CN": "英制 (in / lb)", "en-US": "Imperial (in / lb)" },
  metric: { "zh-CN": "公制 (cm / kg)", "en-US": "Metric (cm / kg)" },
} as const;

/** carrierservice/list: the carriers' services (context-wide, like their carriers); activate/deactivate by hand. */
export const carrierServiceResource = defineResource({
  name: "md.carrierServices",
  title: { "zh-CN": "物流服务", "en-US": "Carrier services" },
  noun: { "zh-CN": "物流服务", "en-US": "service" },
  row: carrierServiceRow,
  save: carrierServiceSave,
  nameField: "code",
  fields: {
    carrierCode,
    carrierId: { label: carrierCode.label, kind: "ref", list: false, form: "readonly", required: true },
    code: {
      label: { "zh-CN": "代码", "en-US": "Code" },
      kind: "text",
      filter: true,
      width: 200,
      form: true,
      placeholder: { "zh-CN": "UPS_GROUND", "en-US": "UPS_GROUND" },
    },
    name: { label: { "zh-CN": "名称", "en-US": "Name" }, kind: "text", filter: true, width: 220, form: true },
    level: {
      label: { "zh-CN": "服务级别", "en-US": "Level" },
      kind: "enum",
      options: carrierServiceLevels.map((v) => ({ value: v, label: levelLabels[v] })),
      filter: { width: 120 },
      width: 90,
      form: true,
    },
    transitDaysMin: { label: { "zh-CN": "最短时效(天)", "en-US": "Min transit days" }, kind: "number", width: 110, form: true },
    transitDaysMax: { label: { "zh-CN": "最长时效(天)", "en-US": "Max transit days" }, kind: "number", width: 110, form: true },
    unitSystem: {
      label: { "zh-CN": "单位制", "en-US": "Units" },
      kind: "enum",
      options: carrierUnitSystems.map((v) => ({ value: v, label: unitLabels[v] })),
      list: false,
      export: true,
      form: true,
    },
    maxWeight: limit("最大重量", "Max weight"),
    maxLength: limit("最长边", "Max length", { list: false, export: true, sort: false }),
    maxLengthGirth: limit("长+周长上限", "Max length + girth", { width: 130, sort: false }),
    supportsSignature: { label: { "zh-CN": "支持签收", "en-US": "Signature" }, kind: "bool", width: 90, form: true },
    supportsInsurance: { label: { "zh-CN": "支持保险", "en-US": "Insurance" }, kind: "bool", width: 90, form: true },
    active: activeField({ label: L.status, filter: { width: 120 } }),
    sort: { label: { "zh-CN": "排序", "en-US": "Sort" }, kind: "number", list: false, form: true },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true, wide: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "carrierCode", dir: "asc" },
  permissions: { read: "masterdata:carrier:read", manage: "masterdata:carrier:manage" },
  paths: {
    list: "GET /api/v2/carrierService/findByPage",
    export: "/api/v2/carrierService/export",
    detail: "GET /api/v2/carrierService/findOne",
    save: "POST /api/v2/carrierService/saveOne",
    delete: "POST /api/v2/carrierService/delete",
  },
  createDefaults: {
    level: "ground",
    unitSystem: "imperial",
    transitDaysMin: 1,
    transitDaysMax: 5,
    supportsSignature: false,
    supportsInsurance: false,
    sort: 0,
  },
});

/** basicdata/carrier, first tab: the carriers (shared reference data); activate/deactivate by hand. */
export const systemCarrierResource = defineResource({
  name: "md.carriers",
  title: { "zh-CN": "承运商", "en-US": "Carriers" },
  noun: { "zh-CN": "承运商", "en-US": "carrier" },
  row: systemCarrierRow,
  save: systemCarrierSave,
  nameField: "code",
  fields: {
    code: {
      label: { "zh-CN": "承运商代码", "en-US": "Carrier code" },
      kind: "text",
      filter: true,
      width: 120,
      form: true,
      placeholder: { "zh-CN": "UPS", "en-US": "UPS" },
    },
    name: { label: L.name, kind: "text", filter: true, width: 200, form: true },
    trackingUrl: {
      label: { "zh-CN": "追踪网址", "en-US": "Tracking URL" },
      kind: "text",
      width: 320,
      sort: false,
      form: true,
      wide: true,
      help: {
        "zh-CN": "以 https:// 开头,用 {trackingNo} 表示运单号",
        "en-US": "Starts with https://; {trackingNo} stands for the tracking number",
      },
      placeholder: {
        "zh-CN": "https://www.ups.com/track?tracknum={trackingNo}",
        "en-US": "https://www.ups.com/track?tracknum={trackingNo}",
      },
    },
    serviceCount: { label: { "zh-CN": "服务数", "en-US": "Services" }, kind: "number", width: 90 },
    active: activeField({ label: L.status, filter: { width: 120 } }),
    sort: { label: { "zh-CN": "排序", "en-US": "Sort" }, kind: "number", width: 80, form: true },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true, wide: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "sort", dir: "asc" },
  permissions: { read: "masterdata:carrier:read", manage: "masterdata:carrier:manage" },
  paths: {
    list: "GET /api/v2/systemCarrier/findByPage",
    export: "/api/v2/systemCarrier/export",
    detail: "GET /api/v2/systemCarrier/findOne",
    save: "POST /api/v2/systemCarrier/saveOne",
    delete: "POST /api/v2/systemCarrier/delete",
  },
  createDefaults: { sort: 0 },
});

const measureHelp = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
/** basicdata/carrier, second tab: volume-weight divisors per carrier and unit system, each over a period. */
export const volumeWeightResource = defineResource({
  name: "md.volumeWeightDivisors",
  title: { "zh-CN": "材积除数", "en-US": "Volume-weight divisors" },
  noun: { "zh-CN": "材积除数", "en-US": "divisor" },
  row: volumeWeightRow,
  save: volumeWeightSave,
  nameField: "carrierCode",
  fields: {
    carrierCode,
    carrierId: { label: carrierCode.label, kind: "ref", list: false, form: true, required: true },
    unitSystem: {
      label: { "zh-CN": "单位制", "en-US": "Units" },
      kind: "enum",
      options: carrierUnitSystems.map((v) => ({ value: v, label: unitLabels[v] })),
      filter: { width: 150 },
      width: 150,
      form: true,
    },
    divisor: {
      label: { "zh-CN": "材积除数", "en-US": "Divisor" },
      kind: "number",
      width: 110,
      form: true,
      placeholder: { "zh-CN": "139", "en-US": "139" },
    },
    weightIncrement: {
      label: { "zh-CN": "计重进位", "en-US": "Weight increment" },
      kind: "number",
      width: 110,
      sort: false,
      form: true,
      help: measureHelp(
        "体积重向上取整到该值的整数倍(英制 lb,公制 kg),如 1 或 0.5",
        "Dimensional weight rounds up to a multiple of this (lb or kg), e.g. 1 or 0.5",
      ),
    },
    dimensionIncrement: {
      label: { "zh-CN": "边长取整", "en-US": "Side rounding" },
      kind: "number",
      width: 110,
      sort: false,
      form: true,
      help: measureHelp(
        "每条边先四舍五入到该值的整数倍(英制 in,公制 cm);留空表示按实际尺寸",
        "Each side first rounds half-up to a multiple of this (in or cm); empty: as measured",
      ),
    },
    minVolume: {
      label: { "zh-CN": "起算体积", "en-US": "Minimum volume" },
      kind: "number",
      width: 120,
      sort: false,
      form: true,
      help: measureHelp(
        "体积不超过该值时不计体积重(如 USPS 为 1728 in³);留空表示始终计算",
        "No dimensional weight at or under this volume (USPS: 1728 in³); empty: always",
      ),
    },
    effectiveFrom: {
      label: { "zh-CN": "生效日期", "en-US": "Effective from" },
      kind: "date",
      width: 120,
      form: true,
      help: measureHelp("失效日期留空表示长期有效", "Leave the end empty for open-ended"),
    },
    effectiveTo: { label: { "zh-CN": "失效日期", "en-US": "Effective to" }, kind: "date", width: 120, form: true },
    inForce: {
      label: { "zh-CN": "当前生效", "en-US": "In force" },
      kind: "bool",
      filter: { width: 110 },
      width: 100,
      options: [
        { value: true, label: { "zh-CN": "是", "en-US": "Yes" }, color: "green" },
        { value: false, label: { "zh-CN": "否", "en-US": "No" } },
      ],
    },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true, wide: true },
  },
  defaultSort: { field: "carrierCode", dir: "asc" },
  permissions: { read: "masterdata:carrier:read", manage: "masterdata:carrier:manage" },
  paths: {
    list: "GET /api/v2/carrierVolumeWeight/findByPage",
    export: "/api/v2/carrierVolumeWeight/export",
    save: "POST /api/v2/carrierVolumeWeight/saveOne",
    delete: "POST /api/v2/carrierVolumeWeight/delete",
  },
  // a getter: a new divisor starts today, read when the form opens (not when the module loads)
  createDefaults: {
    unitSystem: "imperial",
    weightIncrement: "1",
    dimensionIncrement: "1",
    get effectiveFrom() {
      return new Date().toISOString().slice(0, 10);
    },
  },
});

const credentialLabels = {
  apiKey: { "zh-CN": "API Key", "en-US": "API key" },
  apiSecret: { "zh-CN": "API Secret", "en-US": "API secret" },
  username: { "zh-CN": "用户名", "en-US": "Username" },
  password: { "zh-CN": "密码", "en-US": "Password" },
  meterNumber: { "zh-CN": "Meter 号", "en-US": "Meter number" },
} as const;
/** The columns of both account lists (numbers masked, credentials only named); their forms are the screens' own. */
const accountFields = {
  orgCode: { label: { "zh-CN": "组织", "en-US": "Organisation" }, kind: "text", filter: true, width: 160 },
  carrierCode,
  name: { label: { "zh-CN": "账号名称", "en-US": "Account name" }, kind: "text", filter: true, width: 220 },
  accountMasked: { label: { "zh-CN": "账号", "en-US": "Account number" }, kind: "text", width: 170, sort: false },
  countryCode: { label: { "zh-CN": "国家", "en-US": "Country" }, kind: "text", width: 100 },
  postcode: { label: { "zh-CN": "邮编", "en-US": "Postcode" }, kind: "text", list: "hidden", width: 100 },
  credentialsSet: {
    label: { "zh-CN": "已配置凭据", "en-US": "Credentials set" },
    kind: "enum",
    multiple: true,
    options: carrierCredentialFields.map((v) => ({ value: v, label: credentialLabels[v] })),
    empty: { "zh-CN": "未配置", "en-US": "None" },
    width: 230,
    sort: false,
  },
  blacklisted: {
    label: { "zh-CN": "黑名单", "en-US": "Blacklisted" },
    kind: "bool",
    filter: { width: 110 },
    list: false,
    export: true,
  },
  active: activeField({ label: L.status, filter: { width: 120 } }),
  remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false },
  updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
} as const satisfies Record<string, ResourceField>;
/** One of the two account lists: the same fields and calls under its own name, permissions and path prefix. */
const accountResource = (
  name: string,
  title: { "zh-CN": string; "en-US": string },
  permission: "carrieraccount" | "shippingaccount",
  prefix: `/${string}`,
) =>
  defineResource({
    name,
    title,
    noun: { "zh-CN": "物流账号", "en-US": "carrier account" },
    row: carrierAccountRow,
    save: carrierAccountSave,
    nameField: "name",
    fields: accountFields,
    defaultSort: { field: "carrierCode", dir: "asc" },
    permissions: { read: `masterdata:${permission}:read`, manage: `masterdata:${permission}:manage` },
    paths: {
      list: `GET ${prefix}/findByPage`,
      export: `${prefix}/export`,
      detail: `GET ${prefix}/findOne`,
      save: `POST ${prefix}/saveOne`,
      delete: `POST ${prefix}/delete`,
    },
  });

/** carrieraccount/list: the operator's own carrier accounts (created and edited on carrieraccount/add, update/edit). */
export const carrierAccountResource = accountResource(
  "md.carrierAccounts",
  { "zh-CN": "物流账号", "en-US": "Carrier accounts" },
  "carrieraccount",
  "/api/v2/carrierAccount",
);

/** shippingaccount/list: sellers' own carrier accounts (a seller manages its own; operator staff read them all). */
export const shippingAccountResource = accountResource(
  "md.sellerCarrierAccounts",
  { "zh-CN": "客户物流账号", "en-US": "Seller carrier accounts" },
  "shippingaccount",
  "/api/v2/shippingAccount",
);

/** ISO weekdays (1 Monday … 7 Sunday) as options of a multiple enum field: pickup days, working days. */
export const weekdayOptions = (
  [
    ["周一", "Mon"],
    ["周二", "Tue"],
    ["周三", "Wed"],
    ["周四", "Thu"],
    ["周五", "Fri"],
    ["周六", "Sat"],
    ["周日", "Sun"],
  ] as const
).map(([zh, en], i) => ({ value: i + 1, label: { "zh-CN": zh, "en-US": en } }));
const clockHelp = { "zh-CN": "24 小时制,如 16:30", "en-US": "24-hour time, e.g. 16:30" } as const;

/** warehousecarrier/list: the carriers each warehouse ships with, their services there, pickups and the daily cut-off. */
export const warehouseCarrierResource = defineResource({
  name: "carriers.warehouseCarriers",
  title: { "zh-CN": "仓库承运商", "en-US": "Warehouse carriers" },
  noun: { "zh-CN": "仓库承运商", "en-US": "warehouse carrier" },
  row: warehouseCarrierRow,
  save: warehouseCarrierCreate,
  update: warehouseCarrierEdit,
  nameField: "warehouseCode",
  fields: {
    // the warehouse and the carrier are fixed once saved; the screen gives their options
    warehouseId: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "ref", list: false, form: "readonly" },
    carrierId: { label: { "zh-CN": "承运商", "en-US": "Carrier" }, kind: "ref", list: false, form: "readonly" },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 130 }, width: 110 },
    carrierCode,
    serviceCodes: {
      label: { "zh-CN": "物流服务", "en-US": "Services" },
      kind: "textarea",
      width: 260,
      empty: { "zh-CN": "全部服务", "en-US": "All services" },
    },
    serviceIds: {
      label: { "zh-CN": "可用服务", "en-US": "Services" },
      kind: "ref",
      multiple: true,
      list: false,
      form: true,
      wide: true,
      help: { "zh-CN": "留空表示该承运商的全部启用服务", "en-US": "Empty: every active service of the carrier" },
    },
    pickupDays: {
      label: { "zh-CN": "揽收日", "en-US": "Pickup days" },
      kind: "enum",
      multiple: true,
      options: weekdayOptions,
      width: 170,
      sort: false,
      form: true,
      wide: true,
    },
    pickupTime: { label: { "zh-CN": "揽收时间", "en-US": "Pickup time" }, kind: "text", width: 100, form: true, help: clockHelp },
    cutoffTime: { label: { "zh-CN": "截单时间", "en-US": "Cut-off" }, kind: "text", width: 100, form: true, help: clockHelp },
    active: activeField({ label: L.status, width: 90 }),
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true, wide: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "warehouseCode", dir: "asc" },
  permissions: { read: "masterdata:warehousecarrier:read", manage: "masterdata:warehousecarrier:manage" },
  paths: {
    list: "GET /api/v2/WarehouseCarrier/list",
    export: "/api/v2/WarehouseCarrier/export",
    detail: "GET /api/v2/WarehouseCarrier/detail",
    create: "POST /api/v2/WarehouseCarrier/save",
    update: "POST /api/v2/WarehouseCarrier/edit",
    delete: "POST /api/v2/WarehouseCarrier/delete",
  },
  createDefaults: { serviceIds: [], pickupDays: [1, 2, 3, 4, 5], pickupTime: "17:00", cutoffTime: "15:00" },
});

const signatureLabels = {
  none: { "zh-CN": "无需签收", "en-US": "No signature" },
  required: { "zh-CN": "需签收", "en-US": "Signature" },
  adult: { "zh-CN": "成人签收", "en-US": "Adult signature" },
} as const;
const labelSizeLabels = {
  "4x6": { "zh-CN": "4×6 英寸", "en-US": "4×6 in" },
  "10x15": { "zh-CN": "10×15 厘米", "en-US": "10×15 cm" },
} as const;

/**
 * deliverychannel/list: the operator's delivery channels (service + the account buying its labels + label
 * settings + warehouses). The form is the screen's own (the account follows the service); a seller reads
 * the channels assigned to it, without the operator's account.
 */
export const deliveryChannelResource = defineResource({
  name: "md.channels",
  title: { "zh-CN": "发货渠道", "en-US": "Delivery channels" },
  noun: { "zh-CN": "发货渠道", "en-US": "channel" },
  row: deliveryChannelRow,
  save: deliveryChannelSave,
  nameField: "code",
  fields: {
    code: { label: { "zh-CN": "渠道代码", "en-US": "Channel code" }, kind: "text", filter: true, width: 150 },
    name: { label: { "zh-CN": "渠道名称", "en-US": "Channel name" }, kind: "text", filter: true, width: 220 },
    carrierCode,
    carrierServiceCode: { label: { "zh-CN": "物流服务", "en-US": "Service" }, kind: "text", filter: true, width: 170 },
    carrierAccountName: { label: { "zh-CN": "物流账号", "en-US": "Account" }, kind: "text", width: 190, sort: false },
    carrierAccountMasked: { label: { "zh-CN": "账号", "en-US": "Account number" }, kind: "text", list: false, export: true },
    labelFormat: {
      label: { "zh-CN": "面单格式", "en-US": "Label format" },
      kind: "enum",
      options: labelFileFormats.map((v) => ({ value: v, label: { "zh-CN": v, "en-US": v } })),
      filter: { width: 110 },
      width: 90,
    },
    labelSize: {
      label: { "zh-CN": "面单尺寸", "en-US": "Label size" },
      kind: "enum",
      options: labelSizes.map((v) => ({ value: v, label: labelSizeLabels[v] })),
      width: 100,
    },
    signature: {
      label: { "zh-CN": "签收要求", "en-US": "Signature" },
      kind: "enum",
      options: signatureOptions.map((v) => ({ value: v, label: signatureLabels[v] })),
      width: 100,
    },
    printReturnLabel: { label: { "zh-CN": "打印退货面单", "en-US": "Return label" }, kind: "bool", list: "hidden", width: 110 },
    insurance: { label: { "zh-CN": "保险", "en-US": "Insurance" }, kind: "bool", list: "hidden", width: 80 },
    warehouseCodes: { label: { "zh-CN": "仓库", "en-US": "Warehouses" }, kind: "text", width: 190, sort: false },
    orgCount: { label: { "zh-CN": "已分配组织", "en-US": "Organisations" }, kind: "number", width: 90, sort: false },
    active: activeField({ label: L.status, filter: { width: 120 } }),
    sort: { label: L.sort, kind: "number", list: false },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "sort", dir: "asc" },
  permissions: { read: "masterdata:channel:read", manage: "masterdata:channel:manage" },
  paths: {
    list: "GET /api/v2/SystemDeliveryCarrier/findByPage",
    export: "/api/v2/SystemDeliveryCarrier/export",
    detail: "GET /api/v2/SystemDeliveryCarrier/findOne",
    save: "POST /api/v2/SystemDeliveryCarrier/saveOne",
    delete: "POST /api/v2/SystemDeliveryCarrier/delete",
  },
});

const sourceLabels = {
  operator: { "zh-CN": "运营方账号", "en-US": "Operator's account" },
  own: { "zh-CN": "客户自有账号", "en-US": "Seller's own account" },
} as const;
/**
 * basicdata/orgServiceAssignment: which seller may use which delivery channel at which warehouse, paid by
 * whose account. Operator staff assign (the form is the screen's own: warehouses and accounts follow the
 * seller and the channel); a seller reads its own services under `myCarrierServiceResource`.
 */
export const orgCarrierServiceResource = defineResource({
  name: "md.orgCarrierServices",
  title: { "zh-CN": "组织物流服务", "en-US": "Organisation carrier services" },
  noun: { "zh-CN": "服务分配", "en-US": "assignment" },
  row: orgCarrierServiceRow,
  save: orgCarrierServiceSave,
  nameField: "channelCode",
  fields: {
    orgCode: { label: { "zh-CN": "组织", "en-US": "Organisation" }, kind: "text", filter: true, width: 160 },
    orgName: { label: { "zh-CN": "组织名称", "en-US": "Organisation name" }, kind: "text", list: false, export: true },
    channelCode: { label: { "zh-CN": "发货渠道", "en-US": "Delivery channel" }, kind: "text", filter: true, width: 170 },
    channelName: { label: { "zh-CN": "渠道名称", "en-US": "Channel name" }, kind: "text", width: 220, sort: false },
    carrierCode: { ...carrierCode, list: false },
    carrierServiceCode: { label: { "zh-CN": "物流服务", "en-US": "Service" }, kind: "text", width: 170 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 130 }, width: 110 },
    accountSource: {
      label: { "zh-CN": "付费账号", "en-US": "Paid by" },
      kind: "enum",
      options: carrierAccountSources.map((v) => ({ value: v, label: sourceLabels[v] })),
      filter: { width: 160 },
      width: 190,
    },
    carrierAccountMasked: { label: { "zh-CN": "客户账号", "en-US": "Seller account" }, kind: "text", list: false, export: true },
    active: activeField({ label: L.status, filter: { width: 120 } }),
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "orgCode", dir: "asc" },
  permissions: { read: "masterdata:orgservice:read", manage: "masterdata:orgservice:manage" },
  paths: {
    list: "GET /api/v2/orgCarrierService/findByPage",
    export: "/api/v2/orgCarrierService/export",
    detail: "GET /api/v2/orgCarrierService/findOne",
    save: "POST /api/v2/orgCarrierService/saveOne",
    delete: "POST /api/v2/orgCarrierService/delete",
  },
});

/** The same list as a seller reads it (its own services, by warehouse): a list of its own name and settings, same calls. */
export const myCarrierServiceResource = defineResource({
  ...orgCarrierServiceResource,
  name: "md.myCarrierServices",
  title: { "zh-CN": "我的物流服务", "en-US": "My carrier services" },
  defaultSort: { field: "warehouseCode", dir: "asc" },
});
