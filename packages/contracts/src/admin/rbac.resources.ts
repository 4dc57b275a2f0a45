/**
 * Resource definitions of the rbac area: the user list (its form is a screen of its own, UserFormPage), roles and
 * org-role templates (their permissions are edited on screens of their own).
 */
import { commonLabels as L, defineResource, type Label, type ResourceField } from "../resource.js";
import { apiTokenCreate, apiTokenRow, orgRoleSave, roleRow, roleSave, templateKind, userRow, userSave } from "./rbac.js";

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

const nameZh: Label = { "zh-CN": "中文名称", "en-US": "Name (zh)" };
const nameEn: Label = { "zh-CN": "英文名称", "en-US": "Name (en)" };

/** The columns roles and org-role templates share (the export: id, code, both names, org, counts, updated). */
const roleFields = {
  id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80 },
  code: { label: { "zh-CN": "角色编码", "en-US": "Code" }, kind: "text", filter: true, width: 200, form: true },
  // filters on both names; the list shows the one in the reader's language
  name: { label: { "zh-CN": "角色名称", "en-US": "Name" }, kind: "text", filter: true, width: 200, sort: false, export: false },
  nameZh: { label: nameZh, kind: "text", list: false, export: true, form: true },
  nameEn: { label: nameEn, kind: "text", list: false, export: true, form: true },
  orgName: { label: { "zh-CN": "所属组织", "en-US": "Organisation" }, kind: "text", filter: true, width: 200 },
  userCount: { label: { "zh-CN": "用户数", "en-US": "Users" }, kind: "number", width: 90 },
  permissionCount: { label: { "zh-CN": "权限数", "en-US": "Permissions" }, kind: "number", width: 110, sort: false },
  updatedAt: { label: L.updatedAt, kind: "datetime", width: 160 },
} satisfies Record<string, ResourceField>;

/**
 * Roles of the orgs in scope (and the templates offered to the caller's org, read-only). A new role is made
 * with its permissions on the role editor; here its code and names are edited. The detail and the save
 * answer with the permissions too (RoleDetail): they stay routes of their own beside the definition.
 */
export const roleResource = defineResource({
  name: "admin.roles",
  title: { "zh-CN": "角色管理", "en-US": "Roles" },
  noun: { "zh-CN": "角色", "en-US": "role" },
  row: roleRow,
  save: roleSave,
  nameField: "code",
  fields: roleFields,
  defaultSort: { field: "id", dir: "asc" },
  permissions: { read: "admin:role:read", manage: "admin:role:manage" },
  paths: {
    list: "POST /api/v1/UcRole/findByPage",
    export: "/api/v1/UcRole/export",
    detail: "GET /api/v1/UcRole/loadData",
    save: "POST /api/v1/UcRole/saveData",
    delete: "POST /api/v1/UcRole/del",
  },
});

const kindLabels: Record<(typeof templateKind.options)[number], Label> = {
  seller: { "zh-CN": "卖家", "en-US": "Seller" },
  forwarder: { "zh-CN": "货代", "en-US": "Forwarder" },
  supplier: { "zh-CN": "供应商", "en-US": "Supplier" },
  company: { "zh-CN": "服务商", "en-US": "Service company" },
};

/** Org-role templates: roles of the operator offered to a kind of org; edited with their permissions in a form of their own. */
export const orgRoleResource = defineResource({
  name: "admin.orgRoles",
  title: { "zh-CN": "组织角色", "en-US": "Org roles" },
  noun: { "zh-CN": "组织角色", "en-US": "org role" },
  row: roleRow,
  save: orgRoleSave,
  nameField: "code",
  fields: {
    id: roleFields.id,
    code: roleFields.code,
    name: roleFields.name,
    templateKind: {
      label: { "zh-CN": "适用组织类型", "en-US": "Kind of organisation" },
      kind: "enum",
      options: templateKind.options.map((k) => ({ value: k, label: kindLabels[k], color: "blue" })),
      width: 130,
      export: false,
      form: true,
    },
    nameZh: roleFields.nameZh,
    nameEn: roleFields.nameEn,
    orgName: roleFields.orgName,
    userCount: roleFields.userCount,
    permissionCount: roleFields.permissionCount,
    updatedAt: roleFields.updatedAt,
  },
  defaultSort: { field: "id", dir: "asc" },
  permissions: { read: "admin:orgrole:manage", manage: "admin:orgrole:manage" },
  paths: {
    list: "GET /api/v1/UcOrgrole/findByPage",
    export: "/api/v1/UcOrgrole/export",
    detail: "GET /api/v1/UcOrgrole/loadData",
    save: "POST /api/v1/UcOrgrole/saveData",
    delete: "POST /api/v1/UcOrgrole/del",
  },
  createDefaults: { templateKind: "seller" },
});

/**
 * My account's API tokens (the org's): listed, exported, read one at a time and created here; the creating answer holds the
 * token, shown once (the screen's `onSaved`); revoking keeps the row, a command of its own.
 */
export const apiTokenResource = defineResource({
  name: "admin.apiTokens",
  title: { "zh-CN": "API 令牌", "en-US": "API tokens" },
  noun: { "zh-CN": "令牌", "en-US": "token" },
  row: apiTokenRow,
  save: apiTokenCreate,
  nameField: "name",
  fields: {
    name: { label: { "zh-CN": "令牌名称", "en-US": "Token name" }, kind: "text", filter: { width: 150 }, width: 180, form: true },
    prefix: { label: { "zh-CN": "前缀", "en-US": "Prefix" }, kind: "text", sort: false, width: 130 },
    // the permissions the creator may grant come from the screen (names in the reader's language)
    permissions: { label: { "zh-CN": "权限", "en-US": "Permissions" }, kind: "ref", multiple: true, list: false, export: true, form: true },
    createdBy: { label: { "zh-CN": "创建人", "en-US": "Created by" }, kind: "text", sort: false, width: 130 },
    createdAt: { label: L.createdAt, kind: "datetime", width: 160 },
    lastUsedAt: { label: { "zh-CN": "最后使用", "en-US": "Last used" }, kind: "datetime", width: 160 },
    revokedAt: { label: { "zh-CN": "吊销时间", "en-US": "Revoked" }, kind: "datetime", sort: false, width: 160 },
  },
  defaultSort: { field: "id", dir: "desc" },
  permissions: { read: "admin:token:manage", manage: "admin:token:manage" },
  paths: {
    list: "GET /api/v1/UcApiToken/findByPage",
    export: "/api/v1/UcApiToken/export",
    detail: "GET /api/v1/UcApiToken/findOne",
    create: "POST /api/v1/UcApiToken/saveData",
  },
});
