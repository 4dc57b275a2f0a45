import { z } from "zod";
import { localeSchema } from "../auth.js";
import { id, version } from "../common.js";
import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's rbac area (issue 3); merged into the registry in permissions.ts. */
export const rbacPermissions = {
  "admin:role:read": { en: "View roles", zh: "查看角色" },
  "admin:role:manage": { en: "Create, edit and delete roles and their permissions", zh: "新建、编辑、删除角色及其权限" },
  "admin:user:manage": {
    en: "Create and edit users, reset passwords, enable or disable users",
    zh: "新建和编辑用户、重置密码、启用或停用用户",
  },
  "admin:orgrole:manage": { en: "Manage role templates offered to kinds of organisation", zh: "管理组织角色模板" },
  "admin:token:manage": { en: "Create and revoke API tokens of the own organisation", zh: "创建和吊销本组织的 API 令牌" },
  "admin:permission:manage": { en: "Edit the menu and permission tree", zh: "编辑菜单与权限树" },
} as const satisfies Record<string, PermissionDef>;

const code = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,63}$/, { message: "v.roleCode" })
  .describe("lower-case letters, digits and _");
const name = z.string().trim().min(1).max(100);
const permissionList = z.array(z.string().min(3).max(100)).max(2000);

export const roleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("name in the caller's language"),
  nameZh: z.string(),
  nameEn: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  templateKind: z.string().nullable().describe("set on org-role templates: the kind of org the role is offered to"),
  builtIn: z.boolean(),
  userCount: z.number().int(),
  permissionCount: z.number().int(),
  offered: z.boolean().describe("a template the org managing the caller's org offers it: assignable to its users, not editable by it"),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const roleDetail = roleRow.extend({ permissions: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;

/** `saveData`: the role's own fields; create without id, update with id + version. Permissions are untouched. */
export const roleSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code,
  nameZh: name,
  nameEn: name,
  orgId: id.optional().describe("owner org on create (default: the caller's org); fixed afterwards"),
});
export type RoleSave = z.input<typeof roleSave>;
/** `saveDataPermission`: a role with its full permission set in one call. */
export const roleSaveWithPermissions = roleSave.extend({ permissions: permissionList });
export type RoleSaveWithPermissions = z.input<typeof roleSaveWithPermissions>;
/** `saveDataNew`: always a new role, optionally starting from another role's permissions. */
export const roleCreateNew = z.strictObject({
  code,
  nameZh: name,
  nameEn: name,
  orgId: id.optional(),
  copyFromRoleId: id.optional(),
  permissions: permissionList.optional(),
});
export type RoleCreateNew = z.input<typeof roleCreateNew>;

export const codeName = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const selectablePermission = z.object({ code: z.string(), name: z.string(), module: z.string(), resource: z.string() });
/** The role editor's tree: module > resource > permission (fixed depth: OpenAPI needs no recursion). */
const treeLeaf = z.object({ key: z.string(), title: z.string(), checked: z.boolean().optional() });
const treeResource = treeLeaf.extend({ children: z.array(treeLeaf) });
export const permissionTreeNode = treeLeaf.extend({ children: z.array(treeResource) });
export type PermissionModuleNode = z.infer<typeof permissionTreeNode>;
export interface PermissionTreeNode {
  key: string;
  title: string;
  checked?: boolean;
  children?: PermissionTreeNode[];
}

export const userStatus = z.enum(["active", "disabled"]);
export const userRow = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  locale: z.string(),
  status: z.string(),
  locked: z.boolean(),
  roles: z.array(z.string()),
  /** The roles' names in the caller's language, in the order of `roles`. */
  roleNames: z.array(z.string()),
  roleIds: z.array(z.number().int()),
  lastLoginAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]{2,63}$/, { message: "v.username" });
const email = z.email().max(200).nullish();
const phone = z.string().trim().max(40).nullish();
export const password = z.string().min(12).max(200);

/** `User/saveData`: create (no id; username, org and an initial password) or update (id + version). */
export const userSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  username: username.optional(),
  fullName: name,
  email,
  phone,
  orgId: id.optional().describe("on create only: org_id never changes through a save"),
  locale: localeSchema.optional(),
  roleIds: z.array(id).max(50).optional(),
  password: password.optional().describe("initial password, on create only"),
});
export type UserSave = z.input<typeof userSave>;
export const userSetStatus = z.strictObject({ id, status: userStatus });
export const userResetPassword = z.strictObject({ id, password });
export const userUnlock = z.strictObject({ id });
export const passwordChange = z.strictObject({ currentPassword: z.string().min(1).max(200), newPassword: password });
export const profileUpdate = z.strictObject({ fullName: name, email, phone, locale: localeSchema });

export const userContextReply = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    locale: z.string(),
  }),
  org: z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: z.string() }),
  context: z.object({ id: z.number().int(), code: z.string(), name: z.string(), defaultCurrency: z.string(), timeZone: z.string() }),
  roles: z.array(codeName),
  permissions: z.array(z.string()),
});

export const sessionRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const apiTokenCreate = z.strictObject({
  name: z.string().trim().min(1).max(100),
  permissions: permissionList.min(1),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
export const apiTokenRow = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  orgId: z.number().int(),
  createdBy: z.string(),
  permissions: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Only in the answer that creates the token: shown once, never again. */
  token: z.string().optional(),
});
export type ApiTokenRow = z.infer<typeof apiTokenRow>;

/** The kinds of org a role template (UcOrgrole) can be offered to: every kind an operator serves. */
export const templateKind = z.enum(["seller", "forwarder", "supplier", "company"]);
export const orgRoleSave = roleSaveWithPermissions.extend({ templateKind });
export type OrgRoleSave = z.input<typeof orgRoleSave>;

/** UcPermission: one node of the menu and permission tree. */
export const permissionNodeKind = z.enum(["menu", "button", "api"]);
/** A node of the tree, flat: the tree is rebuilt from `parentId` (siblings come in `sort` order). */
export const permissionNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: permissionNodeKind,
  key: z.string(),
  permission: z.string().nullable(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  builtIn: z.boolean(),
  version: z.number().int(),
});
export type PermissionNode = z.infer<typeof permissionNode>;
export const permissionNodeSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  parentId: id.nullable(),
  kind: permissionNodeKind,
  key: z.string().trim().min(1).max(200),
  permission: z.string().max(100).nullish().describe("the code a user needs to see the node"),
  nameZh: name,
  nameEn: name,
  sort: z.number().int().min(0).max(100000).optional(),
});
export type PermissionNodeSave = z.input<typeof permissionNodeSave>;
export const permissionNodeMove = z.strictObject({ id, version, parentId: id.nullable(), sort: z.number().int().min(0).max(100000) });

/** Favourites: screens a user pinned (favorite/list). */
export const favoriteRow = z.object({ path: z.string(), sort: z.number().int(), createdAt: z.string() });
export const favoriteAdd = z.strictObject({
  path: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_/:.-]+$/),
});
