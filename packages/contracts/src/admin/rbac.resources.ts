/** Resource definitions of the rbac area: the user list (its form is a screen of its own, UserFormPage). */
import { commonLabels as L, defineResource } from "../resource.js";
import { userRow, userSave } from "./rbac.js";

export const userResource = defineResource({
  name: "admin.users",
  title: { "zh-CN": "用户管理", "en-US": "Users" },
  noun: { "zh-CN": "用户", "en-US": "user" },
  row: userRow,
  save: userSave,
  nameField: "username",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80 },
    username: { label: { "zh-CN": "用户名", "en-US": "Username" }, kind: "text", filter: true, width: 150 },
    fullName: { label: { "zh-CN": "姓名", "en-US": "Name" }, kind: "text", filter: true, width: 180 },
    orgName: { label: { "zh-CN": "所属组织", "en-US": "Organisation" }, kind: "text", filter: true, width: 200 },
    roles: { label: { "zh-CN": "角色", "en-US": "Roles" }, kind: "text", width: 200, sort: false },
    status: {
      label: L.status,
      kind: "enum",
      options: [
        { value: "active", label: { "zh-CN": "启用", "en-US": "Active" }, color: "success" },
        { value: "disabled", label: { "zh-CN": "停用", "en-US": "Disabled" } },
      ],
      filter: { width: 120 },
      width: 130,
      sort: false,
    },
    email: { label: L.email, kind: "text", width: 200, list: "hidden" },
    phone: { label: L.phone, kind: "text", width: 140, list: "hidden" },
    lastLoginAt: { label: { "zh-CN": "最后登录", "en-US": "Last login" }, kind: "datetime", width: 160 },
    createdAt: { label: L.createdAt, kind: "datetime", width: 160, list: "hidden", export: false },
  },
  defaultSort: { field: "id", dir: "asc" },
  permissions: { read: "admin:user:read", manage: "admin:user:manage" },
  paths: { list: "GET /api/v1/User/findByPageV2", export: "/api/v1/User/export", detail: "GET /api/v1/User/loadData" },
});
