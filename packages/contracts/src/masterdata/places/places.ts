import type { PermissionDef, ResourceNames } from "../../permission-def.js";

/** Master data, warehouses, addresses and ports (仓库、地址与港口): permission codes, resource names and contracts (issue 4). */
export const placesPermissions = {
  "masterdata:warehouse:read": { en: "View warehouses (sellers: the ones assigned to them)", zh: "查看仓库(卖家:分配给自己的仓库)" },
  "masterdata:warehouse:manage": {
    en: "Create and edit warehouses, switch them on or off, push them to the ERP",
    zh: "维护仓库:新建、编辑、启用停用、推送 EAS",
  },
  "masterdata:warehouseConfig:read": { en: "View warehouse settings and batch rules", zh: "查看仓库配置与批次规则" },
  "masterdata:warehouseConfig:manage": { en: "Edit warehouse settings and batch rules", zh: "维护仓库配置与批次规则" },
  "masterdata:orgWarehouse:read": { en: "View warehouse assignments (org warehouses)", zh: "查看组织仓库分配" },
  "masterdata:orgWarehouse:manage": {
    en: "Assign warehouses to sellers and forwarders, virtual warehouses",
    zh: "维护组织仓库分配与虚拟仓",
  },
  "masterdata:address:read": { en: "View the address book", zh: "查看地址簿" },
  "masterdata:address:manage": { en: "Edit the address book", zh: "维护地址簿" },
  "masterdata:importer:read": { en: "View importers of record", zh: "查看进口商" },
  "masterdata:importer:manage": { en: "Edit importers of record", zh: "维护进口商" },
  "masterdata:port:read": { en: "View system ports", zh: "查看系统港口" },
  "masterdata:port:manage": { en: "Edit system ports", zh: "维护系统港口" },
  "masterdata:forwarderPort:read": { en: "View forwarder ports", zh: "查看货代港口" },
  "masterdata:forwarderPort:manage": { en: "Edit forwarder ports", zh: "维护货代港口" },
  "masterdata:currency:manage": { en: "Edit exchange rates", zh: "维护汇率" },
  "masterdata:purchaseWarehouse:read": { en: "View purchase warehouses", zh: "查看采购仓" },
  "masterdata:purchaseWarehouse:manage": { en: "Edit purchase warehouses", zh: "维护采购仓" },
  "masterdata:transaction:read": { en: "View processed transactions", zh: "查看已处理交易" },
} as const satisfies Record<string, PermissionDef>;

export const placesResourceNames: ResourceNames = {
  "masterdata:warehouse": { en: "Warehouses", zh: "仓库" },
  "masterdata:warehouseConfig": { en: "Warehouse settings", zh: "仓库配置" },
  "masterdata:orgWarehouse": { en: "Org warehouses", zh: "组织仓库" },
  "masterdata:address": { en: "Address book", zh: "地址簿" },
  "masterdata:importer": { en: "Importers", zh: "进口商" },
  "masterdata:port": { en: "Ports", zh: "港口" },
  "masterdata:forwarderPort": { en: "Forwarder ports", zh: "货代港口" },
  "masterdata:currency": { en: "Currencies and rates", zh: "币种与汇率" },
  "masterdata:purchaseWarehouse": { en: "Purchase warehouses", zh: "采购仓" },
  "masterdata:transaction": { en: "Processed transactions", zh: "已处理交易" },
};

export * from "./places.geo.js";
export * from "./places.warehouse.js";
export * from "./places.address.js";
export * from "./places.transaction.js";
