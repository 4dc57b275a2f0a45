/**
 * The screen registry's types and the spec's menu areas. Plain data only: `scripts/write-screens.ts`
 * imports the registry from Node, so nothing here may import React at run time or CSS.
 */
import type { ComponentType } from "react";
import type { PermissionCode } from "@entrepot/contracts";

export interface LocalizedText {
  zh: string;
  en: string;
}

/** The spec's screen areas (routes.tsv `area` column), in menu order, with their group titles. */
export const areas = [
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
] as const satisfies ReadonlyArray<LocalizedText & { code: string }>;
export type AreaCode = (typeof areas)[number]["code"];

export interface ScreenEntry {
  /** The spec path relative to the shell (routes.tsv `path`), without a leading slash; may hold `:params`. */
  path: string;
  area: AreaCode;
  title: LocalizedText;
  /** The permission a user needs to see it in the menu and to open it. */
  permission: PermissionCode;
  /** The page module; its default export is the screen. Loaded on demand (spec §2). */
  load: () => Promise<{ default: ComponentType }>;
  /** false for screens reached from another screen (detail, edit); they are routed but not in the menu. */
  menu?: boolean;
}
