/** Resource definitions of the carriers area (one per plain list: fields, schemas, permissions, paths). */
import { commonLabels as L, defineResource } from "../../resource.js";
import { billingAccountRow, billingAccountSave, blacklistRow, blacklistSave } from "./carriers.js";

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
