/** Resource definitions of the places area (one per plain list: fields, schemas, permissions, paths). */
import { z } from "zod";
import { activeField, commonLabels as L, defineResource } from "../../resource.js";
import {
  forwarderPortRow,
  forwarderPortSave,
  purchaseWarehouseCreate,
  purchaseWarehouseRow,
  purchaseWarehouseUpdate,
  systemPortRow,
  systemPortSave,
} from "./places.address.js";
import { weekdayOptions } from "../carriers/carriers.resources.js";
import {
  easPushRow,
  batchRuleKinds,
  batchRuleRow,
  batchRuleSave,
  orgWarehouseRow,
  orgWarehouseSave,
  warehouseRow,
  warehouseSave,
  warehouseConfigRow,
  warehouseConfigSave,
} from "./places.warehouse.js";

const portKindField = {
  label: { "zh-CN": "类型", "en-US": "Kind" },
  kind: "enum",
  options: [
    { value: "sea", label: { "zh-CN": "海港", "en-US": "Sea" }, color: "blue" },
    { value: "air", label: { "zh-CN": "空港", "en-US": "Air" }, color: "cyan" },
  ],
  filter: { width: 110 },
  width: 90,
} as const;
const portCodeLabel = { "zh-CN": "港口代码", "en-US": "Port code" } as const;

export const systemPortResource = defineResource({
  name: "places.systemPorts",
  title: { "zh-CN": "系统港口", "en-US": "System ports" },
  noun: { "zh-CN": "港口", "en-US": "port" },
  row: systemPortRow,
  save: systemPortSave,
  nameField: "code",
  fields: {
    code: {
      label: portCodeLabel,
      kind: "text",
      filter: { width: 130 },
      width: 110,
      form: "readonly",
      help: {
        "zh-CN": "5 位 UN/LOCODE,前两位为国家代码,如 USLAX",
        "en-US": "A 5-character UN/LOCODE starting with the country, e.g. USLAX",
      },
    },
    name: { label: { "zh-CN": "港口名称", "en-US": "Name" }, kind: "text", filter: true, width: 220, form: true },
    country: {
      label: L.country,
      kind: "text",
      filter: { op: "EQ", width: 90 },
      width: 100,
      form: true,
      placeholder: { "zh-CN": "US", "en-US": "US" },
    },
    state: { label: { "zh-CN": "州/省", "en-US": "State" }, kind: "text", width: 90, form: true },
    kind: { ...portKindField, form: true },
    forwarderCount: { label: { "zh-CN": "货代使用数", "en-US": "Used by forwarders" }, kind: "number", width: 160 },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "masterdata:port:read", manage: "masterdata:port:manage" },
  paths: {
    list: "GET /api/v2/systemPort/query",
    export: "/api/v2/systemPort/export",
    detail: "GET /api/v2/systemPort/detail",
    save: "POST /api/v2/systemPort/saveAndUpdate",
    delete: "POST /api/v2/systemPort/delete",
  },
  createDefaults: { kind: "sea", country: "US" },
});

export const forwarderPortResource = defineResource({
  name: "places.forwarderPorts",
  title: { "zh-CN": "货代港口", "en-US": "Forwarder ports" },
  noun: { "zh-CN": "货代港口", "en-US": "forwarder port" },
  row: forwarderPortRow,
  save: forwarderPortSave,
  nameField: "portCode",
  fields: {
    orgName: { label: { "zh-CN": "货代", "en-US": "Forwarder" }, kind: "text", width: 170 },
    // staff pick the forwarder (a forwarder's own users get no picker: their org applies)
    orgId: { label: { "zh-CN": "货代", "en-US": "Forwarder" }, kind: "ref", list: false, form: "create", required: true },
    portCode: { label: portCodeLabel, kind: "text", filter: { width: 130 }, width: 110 },
    portName: { label: { "zh-CN": "港口", "en-US": "Port" }, kind: "text", width: 170 },
    portId: { label: { "zh-CN": "港口", "en-US": "Port" }, kind: "ref", list: false, form: "readonly" },
    portKind: { ...portKindField, sort: false },
    forwarderCode: { label: { "zh-CN": "货代港口代码", "en-US": "Forwarder's code" }, kind: "text", width: 120, form: true },
    cutoffDays: { label: { "zh-CN": "截货天数", "en-US": "Cut-off days" }, kind: "number", width: 100, form: true },
    active: activeField({ form: true }),
    remark: { label: L.remark, kind: "textarea", width: 150, sort: false, form: true },
  },
  defaultSort: { field: "portCode", dir: "asc" },
  permissions: { read: "masterdata:forwarderPort:read", manage: "masterdata:forwarderPort:manage" },
  paths: {
    list: "GET /api/v2/forwarderPort/query",
    export: "/api/v2/forwarderPort/export",
    detail: "GET /api/v2/forwarderPort/detail",
    save: "POST /api/v2/forwarderPort/saveAndUpdate",
    delete: "POST /api/v2/forwarderPort/delete",
  },
  createDefaults: { cutoffDays: 3, active: true },
});

const ruleKindLabels = {
  none: { "zh-CN": "不管理批次", "en-US": "None" },
  fifo: { "zh-CN": "先进先出(按入库日期)", "en-US": "FIFO by inbound date" },
  fefo: { "zh-CN": "先到期先出(按效期)", "en-US": "FEFO by expiry" },
  lot: { "zh-CN": "按批号", "en-US": "By lot number" },
} as const;
const customerLabel = { "zh-CN": "客户", "en-US": "Customer" } as const;
const allCustomers = { "zh-CN": "全部客户(默认)", "en-US": "All customers (default)" } as const;

/** The batch rules tab of system/managewarehouse/list; its form is a page of its own (batchway/:type). */
export const batchRuleResource = defineResource({
  name: "places.batchRules",
  title: { "zh-CN": "批次规则", "en-US": "Batch rules" },
  noun: { "zh-CN": "批次规则", "en-US": "batch rule" },
  row: batchRuleRow,
  save: batchRuleSave,
  nameField: "warehouseCode",
  fields: {
    // the warehouse and the customer are fixed once the rule exists
    warehouseId: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "ref", list: false, form: "readonly" },
    customerOrgId: {
      label: customerLabel,
      kind: "ref",
      list: false,
      form: "readonly",
      placeholder: allCustomers,
      help: {
        "zh-CN": "留空表示该仓库所有客户的默认规则;只能选择使用该仓库的客户",
        "en-US": "Empty: the default for every customer of the warehouse; only customers that use the warehouse can be chosen",
      },
    },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 130 }, width: 125 },
    warehouseName: { label: { "zh-CN": "仓库名称", "en-US": "Warehouse name" }, kind: "textarea", width: 200, sort: false },
    customerOrgCode: { label: customerLabel, kind: "text", list: false, filter: { width: 130 } },
    customerOrgName: { label: customerLabel, kind: "text", width: 200, empty: allCustomers },
    rule: {
      label: { "zh-CN": "批次规则", "en-US": "Rule" },
      kind: "enum",
      options: batchRuleKinds.map((v) => ({ value: v, label: ruleKindLabels[v], color: v === "none" ? undefined : "blue" })),
      filter: { width: 190 },
      width: 190,
      form: true,
    },
    minShelfLifeDays: {
      label: { "zh-CN": "最短剩余效期(天)", "en-US": "Minimum shelf life (days)" },
      kind: "number",
      width: 130,
      sort: false,
      form: true,
      help: { "zh-CN": "仅 FEFO:剩余效期少于此天数的批次不出库", "en-US": "FEFO only: batches with less shelf life left are not picked" },
    },
    mixLotsInLocation: {
      label: { "zh-CN": "同库位允许混批", "en-US": "Mixed lots in one location" },
      kind: "bool",
      width: 130,
      sort: false,
      form: true,
    },
    active: activeField({ label: L.status, filter: false, width: 90, form: true }),
    remark: { label: L.remark, kind: "textarea", width: 200, sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
  },
  defaultSort: { field: "warehouseCode", dir: "asc" },
  permissions: { read: "masterdata:warehouseConfig:read", manage: "masterdata:warehouseConfig:manage" },
  paths: {
    list: "GET /api/v2/warehouseBatchRule/findByPage",
    export: "/api/v2/warehouseBatchRule/export",
    detail: "GET /api/v2/warehouseBatchRule/detail",
    save: "POST /api/v2/warehouseBatchRule/saveAndUpdate",
    delete: "POST /api/v2/warehouseBatchRule/delete",
  },
  createDefaults: { rule: "fifo", mixLotsInLocation: false, active: true },
});

/** Warehouse types (1 own, 2 Amazon-type, 3 third-party, 4 other: kept out of the standard lists and pickers). */
export const warehouseTypeOptions = [
  { value: 1, label: { "zh-CN": "自营仓", "en-US": "Own" }, color: "blue" },
  { value: 2, label: { "zh-CN": "亚马逊仓", "en-US": "Amazon-type" }, color: "orange" },
  { value: 3, label: { "zh-CN": "第三方仓", "en-US": "Third-party" }, color: "purple" },
  { value: 4, label: { "zh-CN": "其他", "en-US": "Other" }, color: "default" },
] as const;

const operatorLabel = { "zh-CN": "运营方", "en-US": "Operator" } as const;
const warehouseFields = {
  code: { label: { "zh-CN": "仓库代码", "en-US": "Warehouse code" }, kind: "text", filter: { width: 140 }, width: 130 },
  name: { label: { "zh-CN": "仓库名称", "en-US": "Warehouse name" }, kind: "textarea", filter: true, width: 220 },
  warehouseType: {
    label: { "zh-CN": "仓库类型", "en-US": "Type" },
    kind: "enum",
    options: warehouseTypeOptions,
    filter: { width: 130 },
    width: 110,
  },
  active: activeField({ label: L.status, filter: { width: 100 }, width: 80 }),
  pageDisplay: { label: { "zh-CN": "卖家可见", "en-US": "Shown to sellers" }, kind: "bool", list: "hidden", width: 100 },
  orgName: { label: operatorLabel, kind: "textarea", list: "hidden", width: 180 },
  orgCode: { label: { "zh-CN": "运营方代码", "en-US": "Operator code" }, kind: "text", list: false, export: true, width: 90 },
  countryCode: { label: L.country, kind: "text", list: false, export: true, width: 70 },
  state: { label: { "zh-CN": "州/省", "en-US": "State/province" }, kind: "text", filter: { op: "EQ", width: 90 }, width: 80 },
  city: { label: { "zh-CN": "城市", "en-US": "City" }, kind: "text", width: 120 },
  address1: { label: { "zh-CN": "地址", "en-US": "Address" }, kind: "textarea", list: "hidden", width: 200, sort: false },
  postcode: { label: { "zh-CN": "邮编", "en-US": "Postcode" }, kind: "text", width: 100, sort: false },
  timeZone: { label: { "zh-CN": "时区", "en-US": "Time zone" }, kind: "text", list: "hidden", width: 170 },
  currency: { label: L.currency, kind: "text", list: false, export: true, width: 70 },
  capacityM3: { label: { "zh-CN": "库容(m³)", "en-US": "Capacity (m³)" }, kind: "number", width: 120, summary: true },
  contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", list: false, export: true, width: 120 },
  contactPhone: { label: L.phone, kind: "text", list: false, export: true, width: 140 },
  assignedOrgCount: { label: { "zh-CN": "使用组织数", "en-US": "Orgs using it" }, kind: "number", list: "hidden", width: 110 },
  updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160 },
} as const;

/** system/managewarehouse/list for readers (customers): the warehouses they may use, type 4 (other) left out. Read only. */
export const warehouseResource = defineResource({
  name: "places.warehouses",
  title: { "zh-CN": "仓库", "en-US": "Warehouses" },
  noun: { "zh-CN": "仓库", "en-US": "warehouse" },
  row: warehouseRow,
  save: warehouseSave,
  nameField: "code",
  fields: warehouseFields,
  defaultSort: { field: "sort", dir: "asc" },
  permissions: { read: "masterdata:warehouse:read", manage: "masterdata:warehouse:manage" },
  paths: { list: "GET /api/v2/warehouse/findByPage", export: "/api/v2/warehouse/export", detail: "GET /api/v2/warehouse/findOne" },
});

/**
 * The same list for the staff who run the warehouses (type 4 included), with who uses each and whether
 * sellers see it; its form is the screen's own (region pickers, time zones, the platform's operator picker).
 */
export const warehouseManageResource = defineResource({
  ...warehouseResource,
  name: "places.warehouses.manage",
  fileName: "warehouses",
  fields: {
    ...warehouseFields,
    pageDisplay: { ...warehouseFields.pageDisplay, list: true },
    assignedOrgCount: { ...warehouseFields.assignedOrgCount, list: true },
  },
  permissions: { read: "masterdata:warehouse:manage", manage: "masterdata:warehouse:manage" },
  paths: {
    list: "GET /api/v2/warehouse/manage/findByPage",
    export: "/api/v2/warehouse/manage/export",
    save: "POST /api/v2/warehouse/saveOne",
  },
});

const assigneeLabel = { "zh-CN": "客户组织", "en-US": "Customer" } as const;
const physicalLabel = { "zh-CN": "实体仓", "en-US": "Physical warehouse" } as const;

/** managewarehouse/list: which customer may use which warehouse, virtual warehouses included. */
export const orgWarehouseResource = defineResource({
  name: "places.orgWarehouses",
  title: { "zh-CN": "组织仓库", "en-US": "Org warehouses" },
  noun: { "zh-CN": "仓库分配", "en-US": "warehouse assignment" },
  row: orgWarehouseRow,
  save: orgWarehouseSave,
  nameField: "code",
  fields: {
    // the customer, the warehouse and the kind are fixed once assigned
    orgId: { label: assigneeLabel, kind: "ref", list: false, form: "readonly" },
    warehouseId: { label: physicalLabel, kind: "ref", list: false, form: "readonly" },
    isVirtual: {
      label: { "zh-CN": "虚拟仓", "en-US": "Virtual" },
      kind: "bool",
      options: [
        { value: true, label: { "zh-CN": "虚拟", "en-US": "Virtual" }, color: "purple" },
        { value: false, label: { "zh-CN": "实体", "en-US": "Physical" } },
      ],
      filter: { width: 100 },
      width: 90,
      form: "readonly",
    },
    orgCode: {
      label: { "zh-CN": "组织代码", "en-US": "Org code" },
      kind: "text",
      list: false,
      export: true,
      filter: { width: 130 },
      width: 100,
    },
    orgName: { label: assigneeLabel, kind: "textarea", width: 200 },
    code: {
      label: { "zh-CN": "仓库代码(客户看到的)", "en-US": "Code (as the customer sees it)" },
      kind: "text",
      width: 160,
      form: true,
      help: {
        "zh-CN": "普通分配可留空,默认使用实体仓代码;虚拟仓必填",
        "en-US": "Optional for a plain assignment (the warehouse's code); required for a virtual one",
      },
    },
    name: {
      label: { "zh-CN": "仓库名称(客户看到的)", "en-US": "Name (as the customer sees it)" },
      kind: "textarea",
      width: 220,
      form: true,
    },
    warehouseCode: { label: physicalLabel, kind: "text", filter: { width: 130 }, width: 130 },
    warehouseType: {
      label: { "zh-CN": "仓库类型", "en-US": "Type" },
      kind: "enum",
      options: warehouseTypeOptions,
      width: 110,
      sort: false,
    },
    active: activeField({ label: L.status, width: 90 }),
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "orgCode", dir: "asc" },
  permissions: { read: "masterdata:orgWarehouse:read", manage: "masterdata:orgWarehouse:manage" },
  paths: {
    list: "GET /api/v2/organizationWarehouse/findByPage",
    export: "/api/v2/organizationWarehouse/export",
    detail: "GET /api/v2/organizationWarehouse/detail",
    save: "POST /api/v2/organizationWarehouse/saveOne",
    delete: "POST /api/v2/organizationWarehouse/delete",
  },
  createDefaults: { isVirtual: false },
});

/** purchase/purchaseWarehouse: an org's origin-side warehouses where its suppliers deliver (the spec's create, PUT and `/:id` calls). */
export const purchaseWarehouseResource = defineResource({
  name: "places.purchaseWarehouses",
  title: { "zh-CN": "采购仓", "en-US": "Purchase warehouses" },
  noun: { "zh-CN": "采购仓", "en-US": "purchase warehouse" },
  row: purchaseWarehouseRow,
  save: purchaseWarehouseCreate,
  update: purchaseWarehouseUpdate,
  nameField: "code",
  fields: {
    orgCode: { label: { "zh-CN": "组织", "en-US": "Org" }, kind: "text", width: 90 },
    // staff pick the owning org on create (a customer's own org applies)
    orgId: { label: { "zh-CN": "组织", "en-US": "Org" }, kind: "ref", list: false, form: "create" },
    code: { label: { "zh-CN": "采购仓代码", "en-US": "Code" }, kind: "text", filter: { width: 130 }, width: 120, form: true },
    name: { label: { "zh-CN": "采购仓名称", "en-US": "Name" }, kind: "text", filter: true, width: 220, form: true },
    countryCode: { label: L.country, kind: "text", width: 80, form: true },
    province: { label: { "zh-CN": "省份", "en-US": "Province" }, kind: "text", width: 110, form: true },
    city: { label: { "zh-CN": "城市", "en-US": "City" }, kind: "text", filter: { width: 130 }, width: 110, form: true },
    district: { label: { "zh-CN": "区县", "en-US": "District" }, kind: "text", list: "hidden", width: 110, sort: false, form: true },
    address: { label: { "zh-CN": "详细地址", "en-US": "Address" }, kind: "text", width: 260, sort: false, form: true },
    postcode: { label: { "zh-CN": "邮编", "en-US": "Postcode" }, kind: "text", width: 90, sort: false, form: true },
    contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", width: 110, form: true },
    phone: { label: L.phone, kind: "text", width: 150, sort: false, form: true },
    active: activeField({ label: L.status, width: 80, form: true }),
    remark: { label: L.remark, kind: "textarea", list: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", export: false, width: 160 },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "masterdata:purchaseWarehouse:read", manage: "masterdata:purchaseWarehouse:manage" },
  paths: {
    list: "POST /api/v2/purchaseWarehouse/list",
    export: "/api/v2/purchaseWarehouse/export",
    detail: "GET /api/v2/purchaseWarehouse/:id",
    create: "POST /api/v2/purchaseWarehouse/save",
    update: "PUT /api/v2/purchaseWarehouse",
    delete: "DELETE /api/v2/purchaseWarehouse/:id",
  },
  createDefaults: { countryCode: "CN", active: true },
});

const flag = (zh: string, en: string) =>
  ({ label: { "zh-CN": zh, "en-US": en }, kind: "bool", width: 110, sort: false, form: true }) as const;
const num = (zh: string, en: string) =>
  ({ label: { "zh-CN": zh, "en-US": en }, kind: "number", width: 130, sort: false, form: true }) as const;

/**
 * basicdata/warehouseConfig: each visible warehouse with its operating settings (the defaults until saved);
 * edited only (the first save creates the settings), keyed by the warehouse.
 */
export const warehouseConfigResource = defineResource({
  name: "places.warehouseConfig",
  title: { "zh-CN": "仓库配置", "en-US": "Warehouse settings" },
  noun: { "zh-CN": "仓库配置", "en-US": "warehouse settings" },
  row: warehouseConfigRow,
  save: warehouseConfigSave,
  key: "warehouseId",
  nameField: "warehouseCode",
  fields: {
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 140 }, width: 130 },
    warehouseName: { label: { "zh-CN": "仓库名称", "en-US": "Name" }, kind: "textarea", width: 200 },
    timeZone: { label: { "zh-CN": "时区", "en-US": "Time zone" }, kind: "text", width: 170, sort: false },
    // the screen offers the half hours, labelled with the warehouse's time zone
    orderCutoffTime: {
      label: { "zh-CN": "截单时间", "en-US": "Cut-off" },
      kind: "text",
      width: 100,
      form: true,
      help: {
        "zh-CN": "此时间(仓库当地时间)前放行的订单当个工作日发出",
        "en-US": "Orders released before this time (the warehouse's local time) ship the same working day",
      },
    },
    workingDays: {
      label: { "zh-CN": "工作日", "en-US": "Working days" },
      kind: "enum",
      multiple: true,
      options: weekdayOptions,
      width: 150,
      sort: false,
      form: true,
      wide: true,
    },
    defaultLabelFormat: {
      label: { "zh-CN": "默认面单格式", "en-US": "Label format" },
      kind: "dict",
      dictType: "labelFormats",
      width: 250,
      sort: false,
      form: true,
    },
    lengthUnit: {
      label: { "zh-CN": "长度单位", "en-US": "Length unit" },
      kind: "enum",
      options: [
        { value: "cm", label: { "zh-CN": "cm", "en-US": "cm" } },
        { value: "inch", label: { "zh-CN": "inch", "en-US": "inch" } },
      ],
      width: 90,
      sort: false,
      form: true,
    },
    weightUnit: {
      label: { "zh-CN": "重量单位", "en-US": "Weight unit" },
      kind: "enum",
      options: [
        { value: "g", label: { "zh-CN": "g", "en-US": "g" } },
        { value: "lbs", label: { "zh-CN": "lbs", "en-US": "lbs" } },
      ],
      width: 90,
      sort: false,
      form: true,
    },
    allowPartialShipment: { ...flag("允许分批发货", "Partial shipment"), sort: true },
    appointmentRequired: flag("入库须预约", "Appointment"),
    acceptReturns: flag("接收退货", "Accepts returns"),
    shelvingSlaHours: num("上架时效(小时)", "Put-away SLA (h)"),
    dispatchSlaHours: num("发货时效(小时)", "Dispatch SLA (h)"),
    maxParcelWeightKg: { ...num("小包最大重量(kg)", "Max parcel (kg)"), list: "hidden" },
    configured: {
      label: { "zh-CN": "已配置", "en-US": "Configured" },
      kind: "bool",
      options: [
        { value: true, label: { "zh-CN": "已配置", "en-US": "Configured" } },
        { value: false, label: { "zh-CN": "默认值", "en-US": "Defaults" }, color: "default" },
      ],
      filter: { width: 100 },
      width: 90,
    },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", export: false, width: 160 },
  },
  defaultSort: { field: "warehouseCode", dir: "asc" },
  permissions: { read: "masterdata:warehouseConfig:read", manage: "masterdata:warehouseConfig:manage" },
  paths: {
    list: "GET /api/v2/warehouseConfig/findByPage",
    export: "/api/v2/warehouseConfig/export",
    update: "POST /api/v2/warehouseConfig/save",
  },
});

const pushStatusOptions = [
  { value: "pending", label: { "zh-CN": "待推送", "en-US": "Pending" }, color: "processing" },
  { value: "sent", label: { "zh-CN": "已推送", "en-US": "Sent" }, color: "success" },
  { value: "failed", label: { "zh-CN": "失败", "en-US": "Failed" }, color: "error" },
];
/**
 * The EAS pushes tab of system/managewarehouse/list: what was sent to the ERP and its answers, listed,
 * exported and shown one at a time; a push is made and retried by commands of their own.
 */
export const easPushResource = defineResource({
  name: "places.easPushes",
  title: { "zh-CN": "EAS 推送记录", "en-US": "EAS pushes" },
  noun: { "zh-CN": "推送", "en-US": "push" },
  row: easPushRow,
  save: z.strictObject({}),
  nameField: "entityCode",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 70 },
    entityCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { width: 130 }, width: 110 },
    target: { label: { "zh-CN": "目标系统", "en-US": "Target" }, kind: "text", list: false, export: true, detail: true },
    status: { label: L.status, kind: "enum", options: pushStatusOptions, filter: { width: 120 }, width: 90 },
    attempts: { label: { "zh-CN": "尝试次数", "en-US": "Attempts" }, kind: "number", sort: false, width: 90 },
    lastError: { label: { "zh-CN": "最近错误", "en-US": "Last error" }, kind: "textarea", sort: false, width: 220 },
    requestedByName: { label: { "zh-CN": "推送人", "en-US": "Requested by" }, kind: "text", sort: false, width: 160 },
    createdAt: { label: { "zh-CN": "推送时间", "en-US": "Requested" }, kind: "datetime", width: 160 },
    sentAt: { label: { "zh-CN": "成功时间", "en-US": "Sent" }, kind: "datetime", width: 160 },
    nextAttemptAt: { label: { "zh-CN": "下次重试", "en-US": "Next retry" }, kind: "datetime", list: "hidden", sort: false, width: 160 },
    // the detail shows what was sent and the answer (as JSON: the screen's cells)
    payload: { label: { "zh-CN": "发送内容", "en-US": "Sent data" }, kind: "textarea", list: false, export: false, detail: true },
    response: { label: { "zh-CN": "EAS 应答", "en-US": "EAS answer" }, kind: "textarea", list: false, export: false, detail: true },
  },
  defaultSort: { field: "id", dir: "desc" },
  permissions: { read: "masterdata:warehouse:manage", manage: "masterdata:warehouse:manage" },
  paths: {
    list: "GET /api/v2/warehouse/eas/findPushByPage",
    export: "/api/v2/warehouse/eas/exportPush",
    detail: "GET /api/v2/warehouse/eas/pushDetail",
  },
});
