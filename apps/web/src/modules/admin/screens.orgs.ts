import type { ScreenEntry } from "../../lib/screen-types";

/** Screens of the user centre's orgs area (issue 3). Data and dynamic imports only. */
export const orgsScreens: ScreenEntry[] = [
  {
    path: "orgmanage",
    area: "admin-reports-tools",
    title: { zh: "组织管理", en: "Organisations" },
    permission: "admin:org:read",
    load: () => import("./pages/orgs/OrgListPage"),
  },
  {
    path: "orgmanage/update/:type",
    area: "admin-reports-tools",
    title: { zh: "编辑组织", en: "Edit organisation" },
    permission: "admin:org:read",
    load: () => import("./pages/orgs/OrgEditPage"),
    menu: false,
  },
  {
    path: "registrationmanage",
    area: "admin-reports-tools",
    title: { zh: "注册审核", en: "Registrations" },
    permission: "admin:registration:read",
    load: () => import("./pages/orgs/RegistrationListPage"),
  },
  {
    path: "registrationmanage/update/:type",
    area: "admin-reports-tools",
    title: { zh: "审核注册申请", en: "Review registration" },
    permission: "admin:registration:read",
    load: () => import("./pages/orgs/RegistrationReviewPage"),
    menu: false,
  },
  {
    path: "accessgroup/index",
    area: "admin-reports-tools",
    title: { zh: "访问组", en: "Access groups" },
    permission: "admin:accessgroup:read",
    load: () => import("./pages/orgs/AccessGroupPage"),
  },
  {
    path: "accessgroup/dataReport",
    area: "admin-reports-tools",
    title: { zh: "访问组数据报表", en: "Access group report" },
    permission: "admin:accessgroup:read",
    load: () => import("./pages/orgs/AccessGroupReportPage"),
  },
  {
    path: "accessgroup/supplier",
    area: "admin-reports-tools",
    title: { zh: "供应商访问", en: "Supplier access" },
    permission: "admin:accessgroup:read",
    load: () => import("./pages/orgs/SupplierAccessPage"),
  },
];
