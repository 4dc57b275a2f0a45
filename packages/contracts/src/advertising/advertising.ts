import type { PermissionDef, ResourceNames } from "../permission-def.js";

/**
 * Advertising (广告, issue 10, spec §2.8): Amazon Sponsored Products, Brands and Display campaigns of the
 * sellers' store accounts (the ad account is the store account's ads profile), their performance,
 * promotions, and automation rules (robotization, tactics) that know the stock. A seller's staff work on
 * their own accounts; the operator's ad staff (`adops`) on the sellers their access groups allow.
 */
export const advertisingPermissions = {
  "advertising:account:read": { en: "View ad accounts and their sync status", zh: "查看广告账户及同步状态" },
  "advertising:account:manage": { en: "Authorise ad accounts and fetch their reports", zh: "授权广告账户、拉取报告" },
  "advertising:campaign:read": {
    en: "View campaigns, ad groups, ads, targets and their change history",
    zh: "查看广告活动、广告组、广告、投放及变更记录",
  },
  "advertising:campaign:manage": {
    en: "Create and change campaigns, ad groups, ads, targets, negatives, bids, budgets and creatives",
    zh: "创建和修改广告活动、广告组、广告、投放、否定投放、竞价、预算和素材",
  },
  "advertising:rule:read": { en: "View automation rules, tactics and their action log", zh: "查看自动化规则、策略及执行记录" },
  "advertising:rule:manage": {
    en: "Create, dry-run, switch on and off automation rules and tactics; undo their actions",
    zh: "创建、试运行、启停自动化规则和策略;撤销其操作",
  },
  "advertising:report:read": { en: "View advertising dashboards and reports", zh: "查看广告看板和报表" },
  "advertising:promotion:read": { en: "View promotions and their expenses", zh: "查看促销活动及费用" },
  "advertising:promotion:manage": { en: "Create and change promotions", zh: "创建和修改促销活动" },
} as const satisfies Record<string, PermissionDef>;

export const advertisingResourceNames: ResourceNames = {
  "advertising:account": { zh: "广告账户", en: "Ad accounts" },
  "advertising:campaign": { zh: "广告活动", en: "Campaigns" },
  "advertising:rule": { zh: "自动化规则", en: "Automation rules" },
  "advertising:report": { zh: "广告报表", en: "Advertising reports" },
  "advertising:promotion": { zh: "促销活动", en: "Promotions" },
};
