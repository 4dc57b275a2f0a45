/** Resource definitions of the admin orgs area: access groups (their members are set from the staff list of each group). */
import { commonLabels as L, defineResource, type Label } from "../resource.js";
import { accessGroupRow, accessGroupSave } from "./orgs.js";

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
