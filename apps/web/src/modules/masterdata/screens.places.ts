import type { ScreenEntry } from "../../lib/screen-types";

/** Master data screens of the places area (issue 4). Data and dynamic imports only. */
export const placesScreens: ScreenEntry[] = [
  {
    path: "system/managewarehouse/list",
    area: "logistics",
    title: { zh: "仓库管理", en: "Warehouses" },
    permission: "masterdata:warehouse:read",
    load: () => import("./pages/places/WarehouseListPage"),
  },
  {
    path: "system/managewarehouse/batchway/:type",
    area: "logistics",
    title: { zh: "批次规则", en: "Batch rule" },
    permission: "masterdata:warehouseConfig:manage",
    load: () => import("./pages/places/BatchRulePage"),
    menu: false,
  },
  {
    path: "managewarehouse/list",
    area: "logistics",
    title: { zh: "组织仓库", en: "Org warehouses" },
    permission: "masterdata:orgWarehouse:read",
    load: () => import("./pages/places/OrgWarehousePage"),
  },
  {
    path: "basicdata/warehouseConfig",
    area: "logistics",
    title: { zh: "仓库配置", en: "Warehouse settings" },
    permission: "masterdata:warehouseConfig:read",
    load: () => import("./pages/places/WarehouseConfigPage"),
  },
  {
    path: "logisticians/logisticsAddress",
    area: "logistics",
    title: { zh: "地址管理", en: "Addresses" },
    permission: "masterdata:address:read",
    load: () => import("./pages/places/AddressBookPage"),
  },
  {
    path: "basicdata/systemPort",
    area: "logistics",
    title: { zh: "系统港口", en: "System ports" },
    permission: "masterdata:port:read",
    load: () => import("./pages/places/SystemPortPage"),
  },
  {
    path: "basicdata/forwarderPort",
    area: "logistics",
    title: { zh: "货代港口", en: "Forwarder ports" },
    permission: "masterdata:forwarderPort:read",
    load: () => import("./pages/places/ForwarderPortPage"),
  },
  {
    path: "purchase/purchaseWarehouse",
    area: "purchasing",
    title: { zh: "采购仓", en: "Purchase warehouses" },
    permission: "masterdata:purchaseWarehouse:read",
    load: () => import("./pages/places/PurchaseWarehousePage"),
  },
];
