import type { ScreenEntry } from "../../lib/screen-types";

const carrierPage = () => import("./pages/carriers/CarrierPage");
const servicePage = () => import("./pages/carriers/CarrierServicePage");
const accountListPage = () => import("./pages/carriers/CarrierAccountListPage");
const accountFormPage = () => import("./pages/carriers/CarrierAccountFormPage");

/**
 * Master data screens of the carriers area (issue 4). Data and dynamic imports only. Where the spec has
 * two paths for one screen (carrierservice/list and basicdata/carrierService, carrieraccount/list and
 * basicdata/carrierAccount), both are routed and the basicdata one stays out of the menu.
 */
export const carriersScreens: ScreenEntry[] = [
  {
    path: "basicdata/carrier",
    area: "logistics",
    title: { zh: "承运商", en: "Carriers" },
    permission: "masterdata:carrier:read",
    load: carrierPage,
  },
  {
    path: "carrierservice/list",
    area: "logistics",
    title: { zh: "物流服务", en: "Carrier services" },
    permission: "masterdata:carrier:read",
    load: servicePage,
  },
  {
    path: "basicdata/carrierService",
    area: "logistics",
    title: { zh: "物流服务", en: "Carrier services" },
    permission: "masterdata:carrier:read",
    load: servicePage,
    menu: false,
  },
  {
    path: "deliverychannel/list",
    area: "logistics",
    title: { zh: "发货渠道", en: "Delivery channels" },
    permission: "masterdata:channel:read",
    load: () => import("./pages/carriers/DeliveryChannelPage"),
  },
  {
    path: "basicdata/orgServiceAssignment",
    area: "logistics",
    title: { zh: "组织物流服务", en: "Organisation carrier services" },
    permission: "masterdata:orgservice:read",
    load: () => import("./pages/carriers/OrgServicePage"),
  },
  {
    path: "warehousecarrier/list",
    area: "logistics",
    title: { zh: "仓库承运商", en: "Warehouse carriers" },
    permission: "masterdata:warehousecarrier:read",
    load: () => import("./pages/carriers/WarehouseCarrierPage"),
  },
  {
    path: "carrieraccount/list",
    area: "logistics",
    title: { zh: "物流账号", en: "Carrier accounts" },
    permission: "masterdata:carrieraccount:read",
    load: accountListPage,
  },
  {
    path: "basicdata/carrierAccount",
    area: "logistics",
    title: { zh: "物流账号", en: "Carrier accounts" },
    permission: "masterdata:carrieraccount:read",
    load: accountListPage,
    menu: false,
  },
  {
    path: "carrieraccount/add",
    area: "logistics",
    title: { zh: "添加物流产品", en: "Add logistics product" },
    permission: "masterdata:carrieraccount:manage",
    load: accountFormPage,
    menu: false,
  },
  {
    path: "carrieraccount/update/edit",
    area: "logistics",
    title: { zh: "编辑物流产品", en: "Edit logistics product" },
    permission: "masterdata:carrieraccount:manage",
    load: accountFormPage,
    menu: false,
  },
  {
    path: "shippingaccount/list",
    area: "logistics",
    title: { zh: "客户物流账号", en: "Sellers' carrier accounts" },
    permission: "masterdata:shippingaccount:read",
    load: () => import("./pages/carriers/ShippingAccountPage"),
  },
  {
    path: "billingaccount/list",
    area: "logistics",
    title: { zh: "仓库计费账号", en: "Warehouse billing accounts" },
    permission: "masterdata:billingaccount:read",
    load: () => import("./pages/carriers/BillingAccountPage"),
  },
  {
    path: "blackaccount/list",
    area: "logistics",
    title: { zh: "物流账号黑名单", en: "Carrier account blacklist" },
    permission: "masterdata:blacklist:read",
    load: () => import("./pages/carriers/BlacklistPage"),
  },
];
