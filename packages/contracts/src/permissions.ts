/**
 * The permission registry: every route declares one of these codes (`<module>:<resource>:<action>`),
 * roles hold them, and the web menu shows a screen only to users holding its code. Deny by default.
 * Each module adds its codes here, with zh-CN and en-US names for the role editor.
 */
import { contentPermissions } from "./admin/content.js";
import { orgsPermissions } from "./admin/orgs.js";
import { rbacPermissions } from "./admin/rbac.js";
import { businessPermissions, businessResourceNames } from "./masterdata/business/business.js";
import { carriersPermissions, carriersResourceNames } from "./masterdata/carriers/carriers.js";
import { placesPermissions, placesResourceNames } from "./masterdata/places/places.js";
import { catalogPermissions, catalogResourceNames } from "./catalog/products.js";
import { inventoryPermissions, inventoryResourceNames } from "./inventory/stock.js";
import { stockDocPermissions, stockDocResourceNames } from "./inventory/stockdocs.js";
import { inboundPermissions, inboundResourceNames } from "./inbound/inbound.js";
import { winitReceiptPermissions, winitReceiptResourceNames } from "./inbound/winit.js";
import { outboundPermissions, outboundResourceNames } from "./outbound/outbound.js";
import { ordersPermissions, ordersResourceNames } from "./orders/orders.js";
import { returnsPermissions, returnsResourceNames } from "./returns/returns.js";
import { integrationsPermissions, integrationsResourceNames } from "./integrations/integrations.js";
import { stockPushPermissions, stockPushResourceNames } from "./integrations/stockpush.js";
import { taskPermissions, taskResourceNames } from "./tasks.js";
import { stockControlPermissions, stockControlResourceNames } from "./stockcontrol/stockcontrol.js";
import { advertisingPermissions, advertisingResourceNames } from "./advertising/advertising.js";
import type { PermissionDef, ResourceNames } from "./permission-def.js";

export type { PermissionDef, ResourceNames };

export const permissionDefs = {
  "admin:context:read": {
    en: "Use the back office: own account, menu, favourites and shared reference data",
    zh: "使用后台:本人账户、菜单、收藏和公共基础数据",
  },
  "admin:dictionary:read": { en: "Look up dictionaries", zh: "查询字典" },
  "admin:dictionary:manage": { en: "Manage dictionaries", zh: "管理字典" },
  "admin:user:read": { en: "View users", zh: "查看用户" },
  "admin:org:read": { en: "View organisations", zh: "查看组织" },
  "admin:audit:read": { en: "View the audit log", zh: "查看操作日志" },
  ...rbacPermissions,
  ...orgsPermissions,
  ...contentPermissions,
  ...placesPermissions,
  ...carriersPermissions,
  ...businessPermissions,
  ...catalogPermissions,
  ...inventoryPermissions,
  ...stockDocPermissions,
  ...inboundPermissions,
  ...winitReceiptPermissions,
  ...outboundPermissions,
  ...ordersPermissions,
  ...returnsPermissions,
  ...integrationsPermissions,
  ...stockPushPermissions,
  ...taskPermissions,
  ...stockControlPermissions,
  ...advertisingPermissions,
} as const satisfies Record<string, PermissionDef>;

/** Names of the permission resources of the modules after the user centre, keyed `<module>:<resource>`. */
export const permissionResourceNames: ResourceNames = {
  ...placesResourceNames,
  ...carriersResourceNames,
  ...businessResourceNames,
  ...catalogResourceNames,
  ...inventoryResourceNames,
  ...stockDocResourceNames,
  ...inboundResourceNames,
  ...winitReceiptResourceNames,
  ...outboundResourceNames,
  ...ordersResourceNames,
  ...returnsResourceNames,
  ...integrationsResourceNames,
  ...stockPushResourceNames,
  ...taskResourceNames,
  ...stockControlResourceNames,
  ...advertisingResourceNames,
};

export type PermissionCode = keyof typeof permissionDefs;
export const permissionCodes = Object.keys(permissionDefs) as PermissionCode[];
export const isPermissionCode = (code: string): code is PermissionCode => code in permissionDefs;
