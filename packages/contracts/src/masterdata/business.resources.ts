/** Resource definitions of the business area (one per plain list: fields, schemas, permissions, paths). */
import { activeField, commonLabels as L, defineResource } from "../resource.js";
import { salespersonRow, salespersonSave } from "./business.js";

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
