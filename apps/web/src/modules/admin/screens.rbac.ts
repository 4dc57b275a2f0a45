import type { ScreenEntry } from "../../lib/screen-types";

/** Screens of the user centre's rbac area (issue 3). Data and dynamic imports only. */
export const rbacScreens: ScreenEntry[] = [
  {
    path: "rolemanage",
    area: "admin-reports-tools",
    title: { zh: "角色管理", en: "Roles" },
    permission: "admin:role:read",
    load: () => import("./pages/rbac/RoleListPage"),
  },
  {
    path: "rolemanageNew",
    area: "admin-reports-tools",
    title: { zh: "新建角色及权限", en: "Role with permissions" },
    permission: "admin:role:manage",
    load: () => import("./pages/rbac/RoleEditorPage"),
    menu: false,
  },
  {
    path: "usermanage",
    area: "admin-reports-tools",
    title: { zh: "用户管理", en: "Users" },
    permission: "admin:user:read",
    load: () => import("./pages/rbac/UserListPage"),
  },
  {
    path: "usermanage/update/add",
    area: "admin-reports-tools",
    title: { zh: "新建用户", en: "New user" },
    permission: "admin:user:manage",
    load: () => import("./pages/rbac/UserFormPage"),
    menu: false,
  },
  {
    path: "usermanage/update/edit",
    area: "admin-reports-tools",
    title: { zh: "编辑用户", en: "Edit user" },
    permission: "admin:user:manage",
    load: () => import("./pages/rbac/UserFormPage"),
    menu: false,
  },
  {
    path: "orgrolemanage",
    area: "admin-reports-tools",
    title: { zh: "组织角色", en: "Org roles" },
    permission: "admin:orgrole:manage",
    load: () => import("./pages/rbac/OrgRoleListPage"),
  },
  {
    path: "menumanage",
    area: "admin-reports-tools",
    title: { zh: "菜单管理", en: "Menus" },
    permission: "admin:permission:manage",
    load: () => import("./pages/rbac/MenuManagePage"),
  },
  {
    path: "favorite/list",
    area: "admin-reports-tools",
    title: { zh: "我的收藏", en: "Favourites" },
    permission: "admin:context:read",
    load: () => import("./pages/rbac/FavoriteListPage"),
  },
  {
    // routes.tsv files "account" under logistics; every role holds admin:context:read, so everyone sees it
    path: "account",
    area: "logistics",
    title: { zh: "我的账户", en: "My account" },
    permission: "admin:context:read",
    load: () => import("./pages/rbac/AccountPage"),
  },
];
