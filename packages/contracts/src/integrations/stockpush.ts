import { z } from "zod";
import { id, version } from "../common.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { commonLabels, defineResource, type Label } from "../resource.js";

/**
 * Stock push to sales channels (库存推送, issue 9, screen `/home/inventoryPush`): the available stock we hold
 * for a seller is pushed to its marketplace listings (catalog SKU maps with fulfilment channel "warehouse"),
 * per store account by its settings, and every push is recorded.
 */
export const stockPushPermissions = {
  "integrations:stockpush:read": { en: "View stock push settings and history", zh: "查看库存推送设置和推送记录" },
  "integrations:stockpush:manage": { en: "Edit stock push settings and push stock now", zh: "编辑库存推送设置并立即推送" },
} as const satisfies Record<string, PermissionDef>;

export const stockPushResourceNames: ResourceNames = {
  "integrations:stockpush": { zh: "库存推送", en: "Stock push" },
};

const ts = z.string().describe("ISO 8601 instant");
const units = z.number().int().min(0).max(1_000_000_000);
/** A percentage 0..100 with up to 2 decimals, as a decimal string (exact: never a float). */
export const pushRatio = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: "v.ratio" })
  .refine((v) => Number(v) <= 100, { message: "v.ratio" })
  .describe("percent 0..100, up to 2 decimals");

export const stockPushSettingRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  storeAccountId: z.number().int(),
  storeAccount: z.string(),
  enabled: z.boolean(),
  warehouseIds: z.array(z.number().int()),
  /** The counted warehouses' codes as one text (empty: all the seller's warehouses). */
  warehouseList: z.string(),
  ratio: z.string(),
  safetyStock: z.number().int(),
  cap: z.number().int().nullable(),
  lastPushAt: ts.nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type StockPushSettingRow = z.infer<typeof stockPushSettingRow>;

export const stockPushSettingSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  storeAccountId: id,
  enabled: z.boolean().default(true),
  warehouseIds: z.array(id).max(100).default([]),
  ratio: pushRatio.default("100"),
  safetyStock: units.default(0),
  cap: units.nullish(),
});
export type StockPushSettingSave = z.input<typeof stockPushSettingSave>;

export const stockPushStatusLabels = {
  pushed: { "zh-CN": "已推送", "en-US": "Pushed" },
  unchanged: { "zh-CN": "未变化", "en-US": "Unchanged" },
  failed: { "zh-CN": "失败", "en-US": "Failed" },
} as const satisfies Record<string, Label>;
export type StockPushStatus = keyof typeof stockPushStatusLabels;
export const stockPushStatuses = Object.keys(stockPushStatusLabels) as [StockPushStatus, ...StockPushStatus[]];

export const stockPushTriggerLabels = {
  manual: { "zh-CN": "手动推送", "en-US": "Manual" },
  schedule: { "zh-CN": "定时推送", "en-US": "Scheduled" },
  stock: { "zh-CN": "库存变动", "en-US": "Stock change" },
} as const satisfies Record<string, Label>;
export type StockPushTrigger = keyof typeof stockPushTriggerLabels;

export const stockPushHistoryRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  storeAccountId: z.number().int(),
  storeAccount: z.string(),
  listingSku: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  available: z.number().int(),
  previousQty: z.number().int().nullable(),
  newQty: z.number().int(),
  status: z.enum(stockPushStatuses),
  error: z.string().nullable(),
  trigger: z.string(),
  createdAt: ts,
});
export type StockPushHistoryRow = z.infer<typeof stockPushHistoryRow>;

/** Push now: one store account, or every enabled one in the caller's scope. */
export const stockPushRunBody = z.strictObject({ storeAccountId: id.optional() });
export const stockPushRunReply = z.object({
  accounts: z.number().int(),
  listings: z.number().int(),
  pushed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
});
export type StockPushRunReply = z.infer<typeof stockPushRunReply>;

/** What the settings form picks from: the store accounts and warehouses in the caller's scope. */
export const stockPushOptions = z.object({
  storeAccounts: z.array(z.object({ id: z.number().int(), orgId: z.number().int(), title: z.string(), channel: z.string() })),
  warehouses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type StockPushOptions = z.infer<typeof stockPushOptions>;

const storeAccount: Label = { "zh-CN": "店铺账号", "en-US": "Store account" };
const perms = { read: "integrations:stockpush:read", manage: "integrations:stockpush:manage" } as const;

export const stockPushSettingResource = defineResource({
  name: "integrations.stockPushSettings",
  title: { "zh-CN": "库存推送设置", "en-US": "Stock push settings" },
  noun: { "zh-CN": "推送设置", "en-US": "push setting" },
  row: stockPushSettingRow,
  save: stockPushSettingSave,
  nameField: "storeAccount",
  fields: {
    orgName: { label: commonLabels.org, kind: "text", width: 140 },
    storeAccount: { label: storeAccount, kind: "text", filter: true, width: 180 },
    storeAccountId: { label: storeAccount, kind: "ref", list: false, form: "create", required: true },
    enabled: {
      label: { "zh-CN": "启用推送", "en-US": "Push enabled" },
      kind: "bool",
      filter: true,
      form: true,
      width: 100,
      options: [
        { value: true, label: { "zh-CN": "启用", "en-US": "On" }, color: "success" },
        { value: false, label: { "zh-CN": "停用", "en-US": "Off" }, color: "default" },
      ],
    },
    warehouseList: {
      label: { "zh-CN": "计入仓库", "en-US": "Warehouses counted" },
      kind: "text",
      width: 180,
      sort: false,
      empty: { "zh-CN": "全部仓库", "en-US": "All warehouses" },
    },
    warehouseIds: {
      label: { "zh-CN": "计入仓库", "en-US": "Warehouses counted" },
      kind: "ref",
      multiple: true,
      list: false,
      detail: false,
      export: false,
      form: true,
      help: { "zh-CN": "不选则计入该卖家的全部仓库", "en-US": "None chosen: all the seller's warehouses count" },
    },
    ratio: {
      label: { "zh-CN": "推送比例 %", "en-US": "Push ratio %" },
      kind: "number",
      form: true,
      width: 110,
      help: { "zh-CN": "0–100,最多两位小数", "en-US": "0–100, up to 2 decimals" },
    },
    safetyStock: { label: { "zh-CN": "安全库存", "en-US": "Safety stock" }, kind: "number", form: true, width: 110 },
    cap: {
      label: { "zh-CN": "推送上限", "en-US": "Cap" },
      kind: "number",
      form: true,
      width: 100,
      empty: { "zh-CN": "不限", "en-US": "No cap" },
    },
    lastPushAt: { label: { "zh-CN": "最近推送", "en-US": "Last push" }, kind: "datetime", width: 170 },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", list: false, export: false },
  },
  defaultSort: { field: "storeAccount", dir: "asc" },
  permissions: perms,
  paths: {
    list: "GET /api/integrations/stockPush/settings/list",
    export: "/api/integrations/stockPush/settings/export",
    detail: "GET /api/integrations/stockPush/settings/detail",
    save: "POST /api/integrations/stockPush/settings/save",
    delete: "POST /api/integrations/stockPush/settings/delete",
  },
  createDefaults: { enabled: true, ratio: "100", safetyStock: 0, warehouseIds: [] },
});

/** The append-only push history: a read-only list (filters, export, summary) on the same kit. */
export const stockPushHistoryResource = defineResource({
  name: "integrations.stockPushHistory",
  title: { "zh-CN": "推送记录", "en-US": "Push history" },
  noun: { "zh-CN": "推送记录", "en-US": "push" },
  row: stockPushHistoryRow,
  save: z.strictObject({}),
  nameField: "listingSku",
  fields: {
    createdAt: { label: { "zh-CN": "推送时间", "en-US": "Pushed at" }, kind: "datetime", filter: true, width: 170 },
    orgName: { label: commonLabels.org, kind: "text", width: 140 },
    storeAccountId: { label: storeAccount, kind: "ref", list: false, filter: { width: 180 } },
    storeAccount: { label: storeAccount, kind: "text", width: 160 },
    listingSku: { label: { "zh-CN": "平台 SKU", "en-US": "Listing SKU" }, kind: "text", filter: true, width: 160 },
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, width: 140 },
    available: { label: { "zh-CN": "可用库存", "en-US": "Available used" }, kind: "number", width: 110 },
    previousQty: {
      label: { "zh-CN": "原数量", "en-US": "Previous qty" },
      kind: "number",
      width: 110,
      empty: { "zh-CN": "首次推送", "en-US": "First push" },
    },
    newQty: { label: { "zh-CN": "推送数量", "en-US": "Pushed qty" }, kind: "number", width: 110, summary: true },
    status: {
      label: commonLabels.status,
      kind: "enum",
      filter: true,
      width: 100,
      options: stockPushStatuses.map((value) => ({
        value,
        label: stockPushStatusLabels[value],
        color: value === "pushed" ? "success" : value === "failed" ? "error" : "default",
      })),
    },
    trigger: {
      label: { "zh-CN": "触发方式", "en-US": "Trigger" },
      kind: "enum",
      filter: true,
      width: 110,
      options: (Object.keys(stockPushTriggerLabels) as StockPushTrigger[]).map((value) => ({
        value,
        label: stockPushTriggerLabels[value],
      })),
    },
    error: { label: { "zh-CN": "错误信息", "en-US": "Error" }, kind: "text", width: 240, sort: false },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: perms,
  paths: { list: "GET /api/integrations/stockPush/history/list", export: "/api/integrations/stockPush/history/export" },
});
