import type { ScreenEntry } from "../../lib/screen-types";

/** The product catalogue's screens (spec §2.6; sales views §2.12). Data and dynamic imports only. */
export const catalogScreens: ScreenEntry[] = [
  {
    path: "products/allproducts",
    area: "products-sales",
    title: { zh: "产品管理", en: "Products" },
    permission: "catalog:product:read",
    load: () => import("./pages/ProductListPage"),
  },
  {
    path: "products/warehousesku",
    area: "products-sales",
    title: { zh: "仓库 SKU", en: "Warehouse SKUs" },
    permission: "catalog:warehouseSku:read",
    load: () => import("./pages/WarehouseSkuPage"),
  },
  {
    path: "products/channel",
    area: "products-sales",
    title: { zh: "渠道商品", en: "Channel listings" },
    permission: "catalog:skuMap:read",
    load: () => import("./pages/ChannelListingPage"),
  },
  {
    path: "product/skumap",
    area: "products-sales",
    title: { zh: "SKU 映射", en: "SKU maps" },
    permission: "catalog:skuMap:read",
    load: () => import("./pages/SkuMapPage"),
  },
  {
    path: "product/newSkumap",
    area: "products-sales",
    title: { zh: "批量映射", en: "Bulk mapping" },
    permission: "catalog:skuMap:manage",
    load: () => import("./pages/BulkSkuMapPage"),
  },
  {
    path: "product/index",
    area: "products-sales",
    title: { zh: "标签打印", en: "Label printing" },
    permission: "catalog:label:print",
    load: () => import("./pages/LabelPrintPage"),
  },
  {
    path: "sales/goods",
    area: "admin-reports-tools",
    title: { zh: "商品", en: "Goods" },
    permission: "catalog:product:read",
    load: () => import("./pages/GoodsPage"),
  },
  {
    path: "sales/ProductManage",
    area: "admin-reports-tools",
    title: { zh: "产品状态管理", en: "Product management" },
    permission: "catalog:product:manage",
    load: () => import("./pages/ProductManagePage"),
  },
];
