import type { ScreenEntry } from "../../lib/screen-types";

/** Master data screens of the business area (issue 4). Data and dynamic imports only. */
export const businessScreens: ScreenEntry[] = [
  {
    path: "products/line",
    area: "products-sales",
    title: { zh: "产品线", en: "Product lines" },
    permission: "masterdata:productline:read",
    load: () => import("./pages/business/ProductLinePage"),
  },
  {
    path: "sales/shop",
    area: "admin-reports-tools",
    title: { zh: "店铺账号", en: "Store accounts" },
    permission: "masterdata:storeaccount:read",
    load: () => import("./pages/business/StoreAccountPage"),
  },
  {
    path: "sales/category",
    area: "admin-reports-tools",
    title: { zh: "渠道类目", en: "Channel categories" },
    permission: "masterdata:channelcategory:manage",
    load: () => import("./pages/business/ChannelCategoryPage"),
  },
  {
    path: "system/platform/list",
    area: "logistics",
    title: { zh: "销售平台", en: "Sales platforms" },
    permission: "masterdata:salesplatform:manage",
    load: () => import("./pages/business/SalesPlatformPage"),
  },
  {
    path: "basicdata/storeAds",
    area: "logistics",
    title: { zh: "店铺广告设置", en: "Store ads settings" },
    permission: "masterdata:storeads:read",
    load: () => import("./pages/business/StoreAdsPage"),
  },
  {
    path: "customermanage",
    area: "logistics",
    title: { zh: "客户管理", en: "Customer management" },
    permission: "masterdata:customer:read",
    load: () => import("./pages/business/CustomerManagePage"),
  },
  {
    path: "customerList",
    area: "logistics",
    title: { zh: "客户列表", en: "Customers" },
    permission: "masterdata:customer:read",
    load: () => import("./pages/business/CustomerListPage"),
  },
  {
    path: "customerList/update/:type",
    area: "logistics",
    title: { zh: "客户编辑", en: "Edit customer" },
    permission: "masterdata:customer:manage",
    load: () => import("./pages/business/CustomerListPage"),
    menu: false,
  },
  {
    path: "salesmanList",
    area: "logistics",
    title: { zh: "业务员", en: "Salespeople" },
    permission: "masterdata:salesperson:read",
    load: () => import("./pages/business/SalesmanListPage"),
  },
  {
    path: "salesmanList/update/:type",
    area: "logistics",
    title: { zh: "业务员编辑", en: "Edit salesperson" },
    permission: "masterdata:salesperson:manage",
    load: () => import("./pages/business/SalesmanListPage"),
    menu: false,
  },
];
