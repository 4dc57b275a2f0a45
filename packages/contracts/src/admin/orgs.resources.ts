/**
 * Resource definitions of the admin orgs area: access groups (their members are set from the staff list of each
 * group) and sign-up registrations (decided on their review screen).
 */
import { commonLabels as L, defineResource, type Label } from "../resource.js";
import { accessGroupRow, accessGroupSave, orgRow, orgSave, registrationRow, registrationSubmit } from "./orgs.js";

const orgs: Label = { "zh-CN": "组织", "en-US": "Organisations" };
const idsHelp: Label = { "zh-CN": "以逗号分隔的编号", "en-US": "Ids separated by commas" };

export const accessGroupResource = defineResource({
  name: "admin.accessGroups",
  title: { "zh-CN": "访问组", "en-US": "Access groups" },
  noun: { "zh-CN": "访问组", "en-US": "access group" },
  row: accessGroupRow,
  save: accessGroupSave,
  nameField: "code",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80, list: "hidden" },
    code: { label: { "zh-CN": "代码", "en-US": "Code" }, kind: "text", filter: { width: 130 }, width: 120, form: true },
    name: { label: L.name, kind: "text", filter: true, width: 180, form: true },
    orgNames: { label: orgs, kind: "textarea", filter: true, width: 260, sort: false },
    userNames: { label: { "zh-CN": "成员", "en-US": "Members" }, kind: "textarea", width: 220, sort: false },
    // the form's pickers and id lists; the list shows the names
    orgIds: { label: orgs, kind: "ref", multiple: true, list: false, detail: false, form: true },
    warehouseIds: {
      label: { "zh-CN": "仓库编号", "en-US": "Warehouse ids" },
      kind: "text",
      multiple: true,
      list: false,
      form: true,
      help: idsHelp,
    },
    accountIds: {
      label: { "zh-CN": "店铺账号编号", "en-US": "Store account ids" },
      kind: "text",
      multiple: true,
      list: false,
      form: true,
      help: idsHelp,
    },
    remark: { label: L.remark, kind: "textarea", width: 180, list: "hidden", sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160, export: false },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "admin:accessgroup:read", manage: "admin:accessgroup:manage" },
  paths: {
    list: "GET /api/v1/UcAccessgroup/findByPage",
    export: "/api/v1/UcAccessgroup/export",
    detail: "GET /api/v1/UcAccessgroup/loadData",
    save: "POST /api/v1/UcAccessgroup/saveData",
    delete: "POST /api/v1/UcAccessgroup/del",
  },
});

/**
 * Sign-ups of new sellers: listed, exported, read and deleted here; made by the public sign-up (the save schema
 * only types the definition: no save path) and decided (accept, bypass, deny) on the review screen.
 */
export const registrationResource = defineResource({
  name: "admin.registrations",
  title: { "zh-CN": "注册审核", "en-US": "Registrations" },
  noun: { "zh-CN": "注册申请", "en-US": "registration" },
  row: registrationRow,
  save: registrationSubmit,
  nameField: "companyName",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 70 },
    companyName: { label: { "zh-CN": "公司名称", "en-US": "Company" }, kind: "text", filter: true, width: 220 },
    companyId: { label: { "zh-CN": "公司编号", "en-US": "Company id" }, kind: "text", filter: { width: 150 }, width: 170 },
    contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", width: 120 },
    email: { label: { "zh-CN": "邮箱", "en-US": "E-mail" }, kind: "text", filter: { width: 170 }, width: 210 },
    status: {
      label: L.status,
      kind: "enum",
      options: [
        { value: "pending", label: { "zh-CN": "待审核", "en-US": "Pending" }, color: "processing" },
        { value: "accepted", label: { "zh-CN": "已通过", "en-US": "Accepted" }, color: "success" },
        { value: "denied", label: { "zh-CN": "已拒绝", "en-US": "Denied" }, color: "error" },
      ],
      filter: { width: 120 },
      width: 90,
    },
    bypassed: { label: { "zh-CN": "免审通过", "en-US": "Bypassed" }, kind: "bool", width: 90, list: "hidden", export: false },
    decidedByName: { label: { "zh-CN": "审核人", "en-US": "Decided by" }, kind: "text", width: 150, sort: false },
    decidedAt: { label: { "zh-CN": "审核时间", "en-US": "Decided at" }, kind: "datetime", width: 160 },
    deniedReason: { label: { "zh-CN": "拒绝原因", "en-US": "Reason" }, kind: "text", list: false, export: true, width: 270 },
    createdAt: { label: { "zh-CN": "申请时间", "en-US": "Submitted" }, kind: "datetime", filter: true, width: 160 },
  },
  defaultSort: { field: "id", dir: "desc" },
  permissions: { read: "admin:registration:read", manage: "admin:registration:decide" },
  paths: {
    list: "GET /api/v1/UcRegistration/findByPage",
    export: "/api/v1/UcRegistration/export",
    detail: "GET /api/v1/UcRegistration/loadData",
    delete: "POST /api/v1/UcRegistration/del",
  },
});

/**
 * Organisations of the caller's scope: listed and exported here; created and edited (with their settings) on the
 * screen of their own (orgmanage/update/:type), enabled and disabled by a command.
 */
export const orgResource = defineResource({
  name: "admin.orgs",
  title: { "zh-CN": "组织管理", "en-US": "Organisations" },
  noun: { "zh-CN": "组织", "en-US": "organisation" },
  row: orgRow,
  save: orgSave,
  nameField: "name",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 70 },
    code: { label: { "zh-CN": "组织代码", "en-US": "Code" }, kind: "text", filter: { width: 130 }, width: 120 },
    name: { label: { "zh-CN": "组织名称", "en-US": "Name" }, kind: "text", filter: true, width: 220 },
    kind: {
      label: { "zh-CN": "类型", "en-US": "Kind" },
      kind: "enum",
      options: [
        { value: "operator", label: { "zh-CN": "运营方", "en-US": "Operator" } },
        { value: "seller", label: { "zh-CN": "卖家", "en-US": "Seller" } },
        { value: "company", label: { "zh-CN": "公司", "en-US": "Company" } },
        { value: "forwarder", label: { "zh-CN": "货代", "en-US": "Forwarder" } },
        { value: "supplier", label: { "zh-CN": "供应商", "en-US": "Supplier" } },
      ],
      filter: { width: 130 },
      width: 90,
    },
    customerPrefix: { label: { "zh-CN": "客户代码前缀", "en-US": "Prefix" }, kind: "text", filter: { width: 120 }, width: 110 },
    managingOrgName: { label: { "zh-CN": "服务方", "en-US": "Served by" }, kind: "text", width: 200, sort: false },
    contactName: { label: { "zh-CN": "联系人", "en-US": "Contact" }, kind: "text", width: 120 },
    contactEmail: { label: { "zh-CN": "联系邮箱", "en-US": "Contact e-mail" }, kind: "text", width: 200, list: "hidden", export: true },
    userCount: { label: { "zh-CN": "用户数", "en-US": "Users" }, kind: "number", width: 80 },
    status: {
      label: L.status,
      kind: "enum",
      options: [
        { value: "active", label: { "zh-CN": "启用", "en-US": "Active" }, color: "success" },
        { value: "disabled", label: { "zh-CN": "停用", "en-US": "Disabled" }, color: "default" },
      ],
      filter: { width: 110 },
      width: 90,
    },
    createdAt: { label: L.createdAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "id", dir: "asc" },
  permissions: { read: "admin:org:read", manage: "admin:org:manage" },
  // the spec's findByPage is a POST (a JSON body); the web's GET form of it is served beside the definition
  paths: { list: "POST /api/v1/Organization/findByPage", export: "/api/v1/Organization/export" },
});
