import { z } from "zod";
import { id, INT4_MAX, remark } from "../common.js";
import { positiveMeasure } from "../measures.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { activeField, commonLabels, defineResource, type Label } from "../resource.js";

/**
 * Stock control (issue 9, "Early warning and capacity"; spec §2.1 WMS/workConfig, WMS/earlyWarningSetting,
 * stockControl/storageCapacityForecast): each warehouse's work settings (shelving time-out, order cut-off,
 * storage capacity), the sellers' stock warning rules and the warnings they raise, and the storage
 * capacity forecast of the next 8 weeks.
 */
export const stockControlPermissions = {
  "stockcontrol:workconfig:read": { en: "View the warehouses' work settings", zh: "查看仓库作业配置" },
  "stockcontrol:workconfig:manage": {
    en: "Set a warehouse's shelving time-out, order cut-off and storage capacity",
    zh: "设置仓库上架超时、截单时间和库容",
  },
  "stockcontrol:warning:read": { en: "View stock warning rules and warnings", zh: "查看库存预警规则和预警" },
  "stockcontrol:warning:manage": { en: "Set stock warning rules and run the check", zh: "设置库存预警规则并执行检查" },
  "stockcontrol:capacity:read": { en: "View the storage capacity forecast", zh: "查看库容预测" },
} as const satisfies Record<string, PermissionDef>;

export const stockControlResourceNames: ResourceNames = {
  "stockcontrol:workconfig": { zh: "作业配置", en: "Work settings" },
  "stockcontrol:warning": { zh: "库存预警", en: "Stock warnings" },
  "stockcontrol:capacity": { zh: "库容预测", en: "Storage capacity forecast" },
};

// ---- WMS/workConfig ----

const cutoff = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "v.time" })
  .describe("HH:mm, the warehouse's local time");

export const workConfigRow = z.object({
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  timeZone: z.string(),
  /** Received goods not put away this many hours after the first receipt are "shelving timed out" (on-shelf status 2). */
  shelvingTimeoutHours: z.number().int(),
  orderCutoffTime: z.string(),
  /** Cubic metres the warehouse can hold; null until set. */
  storageCapacityM3: z.string().nullable(),
  /** false: the defaults shown have not been saved yet. */
  configured: z.boolean(),
  version: z.number().int().describe("0 until first saved"),
  updatedAt: z.string().nullable(),
});
export type WorkConfigRow = z.infer<typeof workConfigRow>;

export const workConfigSave = z.strictObject({
  warehouseId: id,
  version: z.number().int().min(0).max(INT4_MAX).describe("the version read (0 when not saved yet); a stale one answers 409"),
  shelvingTimeoutHours: z.number().int().min(1).max(720),
  orderCutoffTime: cutoff,
  storageCapacityM3: positiveMeasure.nullish(),
});
export type WorkConfigSave = z.input<typeof workConfigSave>;

// ---- WMS/earlyWarningSetting ----

export const warningKinds = ["lowCover", "ageing", "unsellable"] as const;
export type WarningKind = (typeof warningKinds)[number];
export const warningKindLabels: Record<WarningKind, Label & { color: string }> = {
  lowCover: { "zh-CN": "可售天数不足", "en-US": "Low days of cover", color: "orange" },
  ageing: { "zh-CN": "库龄超期", "en-US": "Ageing stock", color: "purple" },
  unsellable: { "zh-CN": "不良品过多", "en-US": "Too many unsellable", color: "red" },
};
/** What each kind's figure is measured in. */
export const warningUnits: Record<WarningKind, Label> = {
  lowCover: { "zh-CN": "天", "en-US": "days" },
  ageing: { "zh-CN": "天", "en-US": "days" },
  unsellable: { "zh-CN": "件", "en-US": "units" },
};

const threshold = z.number().int().min(1).max(100_000).nullish();

/** A rule: all SKUs (no product) or one, in every warehouse (none) or one; at least one threshold. */
export const warningRuleSave = z
  .strictObject({
    id: id.optional(),
    version: z.number().int().min(1).max(INT4_MAX).optional(),
    /** Operator staff set rules for a seller of their scope; a seller's own org otherwise. */
    orgId: id.optional(),
    productId: id.nullish(),
    warehouseId: id.nullish(),
    /** Warn when available ÷ average daily sales-out of the last 30 days falls below this many days. */
    coverDaysBelow: threshold,
    /** Warn when the oldest unit on hand is older than this many days. */
    ageDaysOver: threshold,
    /** Warn when unsellable units on hand exceed this. */
    unsellableAbove: z.number().int().min(0).max(1_000_000).nullish(),
    active: z.boolean().optional(),
    remark,
  })
  .refine((r) => r.coverDaysBelow != null || r.ageDaysOver != null || r.unsellableAbove != null, {
    message: "v.warningThreshold",
    path: ["coverDaysBelow"],
  });
export type WarningRuleSave = z.input<typeof warningRuleSave>;

export const warningRuleRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  productId: z.number().int().nullable(),
  sku: z.string().nullable(),
  warehouseId: z.number().int().nullable(),
  warehouseCode: z.string().nullable(),
  coverDaysBelow: z.number().int().nullable(),
  ageDaysOver: z.number().int().nullable(),
  unsellableAbove: z.number().int().nullable(),
  active: z.boolean(),
  openWarnings: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WarningRuleRow = z.infer<typeof warningRuleRow>;

export const warningStatuses = ["open", "cleared"] as const;
export const warningRow = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  productId: z.number().int(),
  sku: z.string(),
  kind: z.enum(warningKinds),
  /** Days of cover (2 decimals), the oldest unit's age in days, or unsellable units: as text, exact. */
  figure: z.string(),
  threshold: z.number().int(),
  status: z.enum(warningStatuses),
  raisedAt: z.string(),
  updatedAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type WarningRow = z.infer<typeof warningRow>;

export const warningCheckBody = z.strictObject({ orgId: id.optional() });
export const warningCheckReply = z.object({
  rules: z.number().int(),
  raised: z.number().int(),
  updated: z.number().int(),
  cleared: z.number().int(),
  open: z.number().int(),
});
export type WarningCheckReply = z.infer<typeof warningCheckReply>;

// ---- stockControl/storageCapacityForecast ----

export const FORECAST_WEEKS = 8;
export const capacityForecastQuery = z.strictObject({ warehouseId: z.coerce.number().int().min(1).max(INT4_MAX).optional() });
const m3 = z.string().describe("cubic metres, 3 decimals");
const pct = z.string().nullable().describe("per cent of capacity, 1 decimal; null without a capacity");
export const capacityWeek = z.object({
  week: z.number().int(),
  /** First and last day of the week (the warehouse's local dates; week 1 starts today). */
  start: z.string(),
  end: z.string(),
  inboundM3: m3,
  outboundM3: m3,
  projectedM3: m3,
  usedPct: pct,
});
export const capacityWarehouse = z.object({
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  capacityM3: z.string().nullable(),
  usedM3: m3,
  usedPct: pct,
  /** Average weekly outbound (sales-out and B2B outbound) of the last 30 days. */
  weeklyOutboundM3: m3,
  weeks: z.array(capacityWeek),
});
export type CapacityWarehouse = z.infer<typeof capacityWarehouse>;
export const capacityForecastReply = z.object({ today: z.string(), warehouses: z.array(capacityWarehouse) });
export type CapacityForecastReply = z.infer<typeof capacityForecastReply>;

// ---- list definitions ----

const labels = (m: Record<string, Label & { color?: string }>) =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));
const L = {
  sku: { "zh-CN": "SKU", "en-US": "SKU" },
  warehouse: { "zh-CN": "仓库", "en-US": "Warehouse" },
} as const;

export const warningRuleResource = defineResource({
  name: "stockcontrol.warningRules",
  title: { "zh-CN": "库存预警规则", "en-US": "Stock warning rules" },
  noun: { "zh-CN": "预警规则", "en-US": "warning rule" },
  row: warningRuleRow,
  save: warningRuleSave,
  nameField: "id",
  fields: {
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    orgId: { label: commonLabels.org, kind: "ref", form: "create", list: false, required: true },
    sku: { label: L.sku, kind: "text", filter: true, width: 150, empty: { "zh-CN": "全部 SKU", "en-US": "All SKUs" } },
    productId: { label: L.sku, kind: "ref", form: "create", list: false },
    warehouseCode: {
      label: L.warehouse,
      kind: "text",
      filter: { op: "EQ" },
      width: 110,
      empty: { "zh-CN": "全部仓库", "en-US": "All warehouses" },
    },
    warehouseId: { label: L.warehouse, kind: "ref", form: "create", list: false },
    coverDaysBelow: {
      label: { "zh-CN": "可售天数低于", "en-US": "Days of cover below" },
      kind: "number",
      width: 130,
      form: true,
      help: {
        "zh-CN": "可用库存 ÷ 近 30 天日均销售出库件数",
        "en-US": "Available units ÷ average daily sales-out units of the last 30 days",
      },
    },
    ageDaysOver: { label: { "zh-CN": "库龄超过(天)", "en-US": "Age over (days)" }, kind: "number", width: 120, form: true },
    unsellableAbove: { label: { "zh-CN": "不良品超过(件)", "en-US": "Unsellable above (units)" }, kind: "number", width: 140, form: true },
    openWarnings: { label: { "zh-CN": "当前预警", "en-US": "Open warnings" }, kind: "number", width: 100 },
    active: activeField({ form: true }),
    remark: { label: commonLabels.remark, kind: "textarea", width: 160, sort: false, form: true },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160, list: "hidden" },
  },
  defaultSort: { field: "updatedAt", dir: "desc" },
  permissions: { read: "stockcontrol:warning:read", manage: "stockcontrol:warning:manage" },
  paths: {
    list: "GET /api/stockcontrol/warning-rule/list",
    export: "/api/stockcontrol/warning-rule/export",
    detail: "GET /api/stockcontrol/warning-rule/detail",
    save: "POST /api/stockcontrol/warning-rule/save",
    delete: "POST /api/stockcontrol/warning-rule/delete",
  },
  createDefaults: { active: true },
});

export const warningResource = defineResource({
  name: "stockcontrol.warnings",
  title: { "zh-CN": "库存预警", "en-US": "Stock warnings" },
  noun: { "zh-CN": "预警", "en-US": "warning" },
  row: warningRow,
  save: z.strictObject({}),
  nameField: "sku",
  fields: {
    status: {
      label: commonLabels.status,
      kind: "enum",
      options: [
        { value: "open", label: { "zh-CN": "预警中", "en-US": "Open" }, color: "warning" },
        { value: "cleared", label: { "zh-CN": "已解除", "en-US": "Cleared" }, color: "default" },
      ],
      filter: { width: 120 },
      width: 90,
    },
    kind: {
      label: { "zh-CN": "预警类型", "en-US": "Kind" },
      kind: "enum",
      options: labels(warningKindLabels),
      filter: { width: 160 },
      width: 140,
    },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    sku: { label: L.sku, kind: "text", filter: true, width: 150 },
    warehouseCode: { label: L.warehouse, kind: "text", filter: { op: "EQ" }, width: 110 },
    figure: { label: { "zh-CN": "当前值", "en-US": "Figure" }, kind: "number", width: 100 },
    threshold: { label: { "zh-CN": "阈值", "en-US": "Threshold" }, kind: "number", width: 90 },
    raisedAt: { label: { "zh-CN": "预警时间", "en-US": "Raised" }, kind: "datetime", filter: true, width: 160 },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160 },
    clearedAt: { label: { "zh-CN": "解除时间", "en-US": "Cleared" }, kind: "datetime", width: 160, list: "hidden" },
  },
  defaultSort: { field: "raisedAt", dir: "desc" },
  permissions: { read: "stockcontrol:warning:read", manage: "stockcontrol:warning:manage" },
  paths: { list: "GET /api/stockcontrol/warning/list", export: "/api/stockcontrol/warning/export" },
});
