/**
 * The spec's menu areas (routes.tsv `area`), in menu order, with their zh-CN/en-US group titles: the
 * side menu groups its screens by them, and the menu and permission tree (`menumanage`, the role editor)
 * groups the permission resources by them, so both show the same groups under the same names.
 */
export const menuAreas = [
  { code: "inbound-outbound-stock", zh: "入库 · 出库 · 库存", en: "Inbound, outbound, stock" },
  { code: "orders", zh: "订单与异常", en: "Orders & exceptions" },
  { code: "returns", zh: "退货", en: "Returns" },
  { code: "logistics", zh: "物流", en: "Logistics" },
  { code: "accounting-billing", zh: "计费与账单", en: "Accounting & billing" },
  { code: "payables-finance", zh: "应付 · 应收 · 财务", en: "Payables & finance" },
  { code: "purchasing", zh: "采购与计划", en: "Purchasing & planning" },
  { code: "products-sales", zh: "产品与销售", en: "Products & sales" },
  { code: "advertising", zh: "广告", en: "Advertising" },
  { code: "short-video-tickets-cs", zh: "短视频 · 工单 · 客服", en: "Tickets & service" },
  { code: "approval-config", zh: "审批与配置", en: "Approval & configuration" },
  { code: "admin-reports-tools", zh: "系统管理 · 报表 · 工具", en: "Admin, reports & tools" },
] as const;
export type MenuAreaCode = (typeof menuAreas)[number]["code"];

/**
 * The menu area of each permission resource (`<module>:<resource>`): the area its screens are in (the
 * web checks this against its screen registry). A resource whose screens sit in two areas is placed
 * where most of them are; a resource without a screen yet sits with the screens it serves.
 */
export const permissionResourceAreas: Record<string, MenuAreaCode> = {
  "admin:context": "admin-reports-tools",
  "admin:dictionary": "admin-reports-tools",
  "admin:user": "admin-reports-tools",
  "admin:org": "admin-reports-tools",
  "admin:audit": "admin-reports-tools",
  "admin:role": "admin-reports-tools",
  "admin:orgrole": "admin-reports-tools",
  "admin:token": "admin-reports-tools",
  "admin:permission": "admin-reports-tools",
  "admin:registration": "admin-reports-tools",
  "admin:accessgroup": "admin-reports-tools",
  "admin:system": "admin-reports-tools",
  "admin:locale": "admin-reports-tools",
  "admin:dept": "admin-reports-tools",
  "admin:announcement": "admin-reports-tools",
  "admin:attachment": "admin-reports-tools",
  "admin:file": "admin-reports-tools",
  "masterdata:warehouse": "logistics",
  "masterdata:warehouseConfig": "logistics",
  "masterdata:orgWarehouse": "logistics",
  "masterdata:address": "logistics",
  "masterdata:importer": "logistics",
  "masterdata:port": "logistics",
  "masterdata:forwarderPort": "logistics",
  "masterdata:currency": "payables-finance",
  "masterdata:purchaseWarehouse": "purchasing",
  "masterdata:transaction": "logistics",
  "masterdata:carrier": "logistics",
  "masterdata:channel": "logistics",
  "masterdata:orgservice": "logistics",
  "masterdata:warehousecarrier": "logistics",
  "masterdata:carrieraccount": "logistics",
  "masterdata:shippingaccount": "logistics",
  "masterdata:billingaccount": "logistics",
  "masterdata:blacklist": "logistics",
  "masterdata:productline": "products-sales",
  "masterdata:supplier": "products-sales",
  "masterdata:storeaccount": "admin-reports-tools",
  "masterdata:storeads": "logistics",
  "masterdata:channelcategory": "admin-reports-tools",
  "masterdata:salesplatform": "logistics",
  "masterdata:customer": "logistics",
  "masterdata:salesperson": "logistics",
  "catalog:product": "products-sales",
  "catalog:warehouseSku": "products-sales",
  "catalog:skuMap": "products-sales",
  "catalog:label": "products-sales",
  "inventory:stock": "inbound-outbound-stock",
  "inventory:ledger": "inbound-outbound-stock",
  "inventory:snapshot": "inbound-outbound-stock",
  "inventory:stockdoc": "inbound-outbound-stock",
  "inbound:plan": "inbound-outbound-stock",
  "inbound:unsourced": "inbound-outbound-stock",
  "inbound:winit": "inbound-outbound-stock",
  "outbound:plan": "inbound-outbound-stock",
  "outbound:board": "inbound-outbound-stock",
  "returns:plan": "returns",
  "returns:process": "returns",
  "returns:analysis": "returns",
  "orders:order": "orders",
  "integrations:webhook": "admin-reports-tools",
  "integrations:stockpush": "logistics",
  "reports:task": "admin-reports-tools",
  "stockcontrol:workconfig": "inbound-outbound-stock",
  "stockcontrol:warning": "inbound-outbound-stock",
  "stockcontrol:capacity": "inbound-outbound-stock",
  "advertising:account": "advertising",
  "advertising:campaign": "advertising",
  "advertising:rule": "advertising",
  "advertising:report": "advertising",
  "advertising:promotion": "advertising",
};

/** The area a permission code's resource belongs to (the admin area for a resource not placed yet). */
export function permissionArea(code: string): MenuAreaCode {
  const [module = "", resource = ""] = code.split(":");
  return permissionResourceAreas[`${module}:${resource}`] ?? "admin-reports-tools";
}
