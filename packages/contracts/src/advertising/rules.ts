import { z } from "zod";
import { id, ids, optText, queryId, version } from "../common.js";
import { isoDate } from "../masterdata/places/places.geo.js";
import { pageReply } from "../paging.js";
import { commonLabels, defineResource, type Label } from "../resource.js";
import { adTypes } from "./campaigns.js";
import { moneyInRange } from "./refinements.js";

/**
 * Advertising automation (issue 10, "Automation"; screens advertising/robotization and advertising/tactics):
 * rules as the pure engine reads them (server advertising/domain/rules.ts), their dry runs, real runs, the
 * action log with undo, and tactics (named bundles of rules over a set of campaigns).
 */

/** A non-negative decimal string: counts, money in the account's currency, percentages (35 = 35 %), days. */
const amount = moneyInRange({ min: "0" });

export const ruleLevels = ["campaign", "adGroup", "target", "productAd", "searchTerm"] as const;
export type RuleLevel = (typeof ruleLevels)[number];
export const ruleMetrics = [
  "impressions",
  "clicks",
  "orders",
  "units",
  "spend",
  "sales",
  "ctr",
  "cpc",
  "cvr",
  "acos",
  "roas",
  "budgetUsed",
  "daysOfCover",
] as const;
export type RuleMetric = (typeof ruleMetrics)[number];
export const ruleOps = ["gt", "gte", "lt", "lte", "eq"] as const;
export type RuleOp = (typeof ruleOps)[number];
export const ruleActionKinds = [
  "bidUp",
  "bidDown",
  "bidSet",
  "budgetUp",
  "budgetDown",
  "pause",
  "enable",
  "negativeKeyword",
  "negativeTarget",
  "harvestExact",
] as const;
export type RuleActionKind = (typeof ruleActionKinds)[number];

export const ruleCondition = z.strictObject({ metric: z.enum(ruleMetrics), op: z.enum(ruleOps), value: amount });
export type RuleCondition = z.infer<typeof ruleCondition>;

const percent = moneyInRange({ above: "0", max: "900", message: "v.percent" });
export const ruleAction = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.enum(["bidUp", "bidDown", "budgetUp", "budgetDown"]), percent }),
  z.strictObject({ kind: z.literal("bidSet"), value: amount }),
  z.strictObject({ kind: z.literal("pause") }),
  z.strictObject({ kind: z.literal("enable") }),
  z.strictObject({ kind: z.literal("negativeKeyword"), matchType: z.enum(["NEGATIVE_EXACT", "NEGATIVE_PHRASE"]) }),
  z.strictObject({ kind: z.literal("negativeTarget") }),
  z.strictObject({ kind: z.literal("harvestExact"), adGroupId: id, bid: amount.optional() }),
]);
export type RuleAction = z.infer<typeof ruleAction>;

export const ruleLimits = z.strictObject({
  minBid: amount.optional(),
  maxBid: amount.optional(),
  minBudget: amount.optional(),
  maxBudget: amount.optional(),
  maxChangePercent: percent.optional(),
});
export type RuleLimits = z.infer<typeof ruleLimits>;

/** What a rule looks at; empty lists mean "every entity of its level in the ad account". */
export const ruleScope = z.strictObject({
  adTypes: z.array(z.enum(adTypes)).max(3).optional(),
  campaignIds: z.array(id).max(500).optional(),
  adGroupIds: z.array(id).max(500).optional(),
  targetIds: z.array(id).max(1000).optional(),
  productIds: z.array(id).max(500).optional(),
  productLineIds: z.array(id).max(100).optional(),
});
export type RuleScope = z.infer<typeof ruleScope>;

/** A rule as saved (create without id, update with id + version). Cross-field checks are the server's (clear messages). */
export const ruleSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  adsProfileId: id.describe("the ad account: the rule's seller, currency and marketplace day"),
  name: z.string().trim().min(1).max(100),
  description: optText(500),
  level: z.enum(ruleLevels),
  lookBackDays: z.number().int().min(1).max(90),
  skipRecentDays: z.number().int().min(0).max(30).default(0),
  conditions: z.array(ruleCondition).min(1).max(10),
  byHour: z.number().int().min(0).max(23).nullish(),
  action: ruleAction,
  limits: ruleLimits.default({}),
  cooldownHours: z.number().int().min(0).max(720).default(24),
  priority: z.number().int().min(1).max(1000).default(100),
  restoreAtCoverDays: amount.nullish(),
  scope: ruleScope.default({}),
  everyHours: z.number().int().min(1).max(168).default(24),
});
export type RuleSave = z.input<typeof ruleSave>;

export const ruleRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  adsProfileId: z.number().int(),
  profileName: z.string(),
  currency: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  level: z.enum(ruleLevels),
  lookBackDays: z.number().int(),
  skipRecentDays: z.number().int(),
  conditions: z.array(ruleCondition),
  byHour: z.number().int().nullable(),
  action: ruleAction,
  actionKind: z.string(),
  limits: ruleLimits,
  cooldownHours: z.number().int(),
  priority: z.number().int(),
  restoreAtCoverDays: z.string().nullable(),
  scope: ruleScope,
  everyHours: z.number().int(),
  enabled: z.boolean(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type RuleRow = z.infer<typeof ruleRow>;

export const setEnabledBody = z.strictObject({ id, version, enabled: z.boolean() });
export type SetEnabledBody = z.infer<typeof setEnabledBody>;

export const ruleLevelLabels: Record<RuleLevel, Label> = {
  campaign: { "zh-CN": "广告活动", "en-US": "Campaign" },
  adGroup: { "zh-CN": "广告组", "en-US": "Ad group" },
  target: { "zh-CN": "投放(关键词/商品)", "en-US": "Target (keyword/product)" },
  productAd: { "zh-CN": "推广商品", "en-US": "Product ad" },
  searchTerm: { "zh-CN": "搜索词", "en-US": "Search term" },
};
export const ruleMetricLabels: Record<RuleMetric, Label> = {
  impressions: { "zh-CN": "曝光量", "en-US": "Impressions" },
  clicks: { "zh-CN": "点击量", "en-US": "Clicks" },
  orders: { "zh-CN": "订单量", "en-US": "Orders" },
  units: { "zh-CN": "销量", "en-US": "Units" },
  spend: { "zh-CN": "花费", "en-US": "Spend" },
  sales: { "zh-CN": "销售额", "en-US": "Sales" },
  ctr: { "zh-CN": "点击率 %", "en-US": "CTR %" },
  cpc: { "zh-CN": "CPC", "en-US": "CPC" },
  cvr: { "zh-CN": "转化率 %", "en-US": "CVR %" },
  acos: { "zh-CN": "ACoS %", "en-US": "ACoS %" },
  roas: { "zh-CN": "ROAS", "en-US": "ROAS" },
  budgetUsed: { "zh-CN": "今日预算使用 %", "en-US": "Budget used today %" },
  daysOfCover: { "zh-CN": "库存可售天数", "en-US": "Days of cover" },
};
export const ruleOpLabels: Record<RuleOp, string> = { gt: ">", gte: "≥", lt: "<", lte: "≤", eq: "=" };
export const ruleActionLabels: Record<RuleActionKind | "restore", Label> = {
  bidUp: { "zh-CN": "提高竞价 %", "en-US": "Raise bid %" },
  bidDown: { "zh-CN": "降低竞价 %", "en-US": "Lower bid %" },
  bidSet: { "zh-CN": "竞价设为", "en-US": "Set bid to" },
  budgetUp: { "zh-CN": "提高预算 %", "en-US": "Raise budget %" },
  budgetDown: { "zh-CN": "降低预算 %", "en-US": "Lower budget %" },
  pause: { "zh-CN": "暂停", "en-US": "Pause" },
  enable: { "zh-CN": "启用", "en-US": "Enable" },
  negativeKeyword: { "zh-CN": "添加否定关键词", "en-US": "Add negative keyword" },
  negativeTarget: { "zh-CN": "添加否定商品", "en-US": "Add negative product" },
  harvestExact: { "zh-CN": "转为精准关键词", "en-US": "Harvest to exact keyword" },
  restore: { "zh-CN": "库存恢复,还原", "en-US": "Restore (stock back)" },
};

const enumOptions = <K extends string>(labels: Record<K, Label>) =>
  (Object.entries(labels) as [K, Label][]).map(([value, label]) => ({ value, label }));
const enabledField = {
  label: { "zh-CN": "状态", "en-US": "Status" },
  kind: "bool",
  filter: { width: 110 },
  width: 90,
  options: [
    { value: true, label: { "zh-CN": "已开启", "en-US": "On" }, color: "success" },
    { value: false, label: { "zh-CN": "已关闭", "en-US": "Off" } },
  ],
} as const;

export const ruleResource = defineResource({
  name: "advertising.rules",
  title: { "zh-CN": "自动化规则", "en-US": "Automation rules" },
  noun: { "zh-CN": "规则", "en-US": "rule" },
  row: ruleRow,
  save: ruleSave,
  nameField: "name",
  fields: {
    name: { label: commonLabels.name, kind: "text", filter: true, width: 200 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    profileName: { label: { "zh-CN": "广告账户", "en-US": "Ad account" }, kind: "text", width: 160 },
    level: {
      label: { "zh-CN": "对象", "en-US": "Acts on" },
      kind: "enum",
      options: enumOptions(ruleLevelLabels),
      filter: true,
      width: 130,
    },
    actionKind: { label: { "zh-CN": "动作", "en-US": "Action" }, kind: "enum", options: enumOptions(ruleActionLabels), width: 150 },
    lookBackDays: { label: { "zh-CN": "回溯天数", "en-US": "Look-back days" }, kind: "number", width: 100 },
    cooldownHours: { label: { "zh-CN": "冷却(小时)", "en-US": "Cooldown (h)" }, kind: "number", width: 100 },
    priority: { label: { "zh-CN": "优先级", "en-US": "Priority" }, kind: "number", width: 80 },
    everyHours: { label: { "zh-CN": "每隔(小时)执行", "en-US": "Runs every (h)" }, kind: "number", width: 110 },
    enabled: enabledField,
    lastRunAt: { label: { "zh-CN": "上次执行", "en-US": "Last run" }, kind: "datetime", width: 160 },
    nextRunAt: { label: { "zh-CN": "下次执行", "en-US": "Next run" }, kind: "datetime", width: 160, list: "hidden" },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160, list: "hidden" },
  },
  defaultSort: { field: "updatedAt", dir: "desc" },
  permissions: { read: "advertising:rule:read", manage: "advertising:rule:manage" },
  paths: {
    list: "GET /api/advertising/rules/list",
    export: "/api/advertising/rules/export",
    detail: "GET /api/advertising/rules/detail",
    save: "POST /api/advertising/rules/save",
    delete: "POST /api/advertising/rules/delete",
  },
  createDefaults: { lookBackDays: 14, skipRecentDays: 0, cooldownHours: 24, priority: 100, everyHours: 24 },
});

// ---- dry runs, real runs, the action log ----

export const ruleMetricsFigures = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  spend: z.string(),
  sales: z.string(),
});
/** Why a rule acted (or would): its window's figures and each condition with the figure compared. */
export const ruleEvaluation = z.object({
  window: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  daysWithData: z.number().int(),
  metrics: ruleMetricsFigures,
  conditions: z.array(
    z.object({ metric: z.enum(ruleMetrics), op: z.enum(ruleOps), value: z.string(), actual: z.string().nullable(), holds: z.boolean() }),
  ),
  holds: z.boolean(),
});
export type RuleEvaluation = z.infer<typeof ruleEvaluation>;

/** A lever's settings before and after (money as decimal strings; a negative or harvest: the term added). */
export const leverSettings = z.object({
  bid: z.string().optional(),
  budget: z.string().optional(),
  state: z.string().optional(),
  term: z.object({ text: z.string(), matchType: z.string(), adGroupId: z.number().int(), bid: z.string().optional() }).optional(),
});
export type LeverSettings = z.infer<typeof leverSettings>;

export const skipReasons = ["cooldown", "conflict", "noChange", "stockHold", "notApplicable"] as const;
export const actionStatuses = ["planned", "applied", "skipped", "failed", "undone"] as const;
export type ActionStatus = (typeof actionStatuses)[number];

/** One lever of one entity a run planned, did, or left alone (and why). */
export const ruleActionRow = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  dryRun: z.boolean(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  level: z.enum(ruleLevels),
  entityId: z.number().int(),
  entityName: z.string(),
  lever: z.string(),
  kind: z.string(),
  before: leverSettings.nullable(),
  after: leverSettings.nullable(),
  evaluation: ruleEvaluation.nullable(),
  clampedBy: z.string().nullable(),
  status: z.enum(actionStatuses),
  skipReason: z.enum(skipReasons).nullable(),
  skipUntil: z.string().nullable(),
  byRuleId: z.number().int().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type RuleActionRow = z.infer<typeof ruleActionRow>;

/** A dry run: a saved rule (`id`) or the form's unsaved body (`rule`). */
export const dryRunBody = z.union([z.strictObject({ id }), z.strictObject({ rule: ruleSave })]);
export type DryRunBody = z.input<typeof dryRunBody>;

/** One action kind of a run: planned (a dry run's, or applied by a real run), applied (undone since included), skipped, undone since. */
export const runKindCounts = z.object({
  kind: z.string(),
  planned: z.number().int(),
  applied: z.number().int(),
  skipped: z.number().int(),
  undone: z.number().int(),
});
export type RunKindCounts = z.infer<typeof runKindCounts>;

/** A run as its action log heads it: who ran what, how many targets it looked at, its counts in all and by action kind. */
export const runSummary = z.object({
  runId: z.number().int(),
  dryRun: z.boolean(),
  trigger: z.enum(["manual", "schedule", "dryRun"]),
  ruleId: z.number().int().nullable(),
  tacticId: z.number().int().nullable(),
  /** The rule's or tactic's name ("" for a dry run of an unsaved rule). */
  name: z.string(),
  startedAt: z.string(),
  entities: z.number().int(),
  planned: z.number().int(),
  applied: z.number().int(),
  skipped: z.number().int(),
  byKind: z.array(runKindCounts),
});
export type RunSummary = z.infer<typeof runSummary>;

/** How many of a run's actions its reply carries: the first page of its action list (the screens' page size). */
export const RUN_FIRST_PAGE = 20;

/**
 * A run's answer: its summary, the marketplace's day and hour it ran at, and the first page of its actions
 * (most urgent first: planned/applied before skipped, by id); the rest pages through
 * GET /api/advertising/rules/runs/actions?runId= (filters, sort, .xlsx export).
 */
export const runReply = runSummary.extend({
  today: z.string(),
  hour: z.number().int(),
  firstPage: pageReply(ruleActionRow),
});
export type RunReply = z.infer<typeof runReply>;

export const actionStatusLabels: Record<ActionStatus, Label & { color: string }> = {
  planned: { "zh-CN": "试运行计划", "en-US": "Planned (dry run)", color: "processing" },
  applied: { "zh-CN": "已执行", "en-US": "Applied", color: "success" },
  skipped: { "zh-CN": "已跳过", "en-US": "Skipped", color: "default" },
  failed: { "zh-CN": "失败", "en-US": "Failed", color: "error" },
  undone: { "zh-CN": "已撤销", "en-US": "Undone", color: "warning" },
};
export const skipReasonLabels: Record<(typeof skipReasons)[number], Label> = {
  cooldown: { "zh-CN": "冷却中", "en-US": "Cooling down" },
  conflict: { "zh-CN": "与其他规则冲突", "en-US": "Another rule won" },
  noChange: { "zh-CN": "无需变更", "en-US": "Nothing to change" },
  stockHold: { "zh-CN": "库存保护中", "en-US": "Held for low stock" },
  notApplicable: { "zh-CN": "不适用", "en-US": "Not applicable" },
};

/** The action log's filters (the list's own query: page, rows, sort and these). */
export const actionLogQuery = {
  ruleId: id.optional(),
  campaignId: id.optional(),
  status: z.enum(actionStatuses).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
};

/** A run's action list: the run (in the caller's scope, else 404) besides the list's paging and `search[OP_field]` filters. */
export const runActionsArgs = z.object({ runId: queryId });

export const undoBody = z.strictObject({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

// ---- tactics ----

export const tacticSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  name: z.string().trim().min(1).max(100),
  description: optText(500),
  /** The seller the tactic belongs to (staff pick it; a seller's own by default). */
  orgId: id.optional(),
  ruleIds: ids.min(1).max(50),
  campaignIds: ids.min(1).max(500),
});
export type TacticSave = z.input<typeof tacticSave>;

export const tacticRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  ruleIds: z.array(z.number().int()),
  campaignIds: z.array(z.number().int()),
  ruleCount: z.number().int(),
  campaignCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TacticRow = z.infer<typeof tacticRow>;

export const tacticResource = defineResource({
  name: "advertising.tactics",
  title: { "zh-CN": "策略", "en-US": "Tactics" },
  noun: { "zh-CN": "策略", "en-US": "tactic" },
  row: tacticRow,
  save: tacticSave,
  nameField: "name",
  fields: {
    name: { label: commonLabels.name, kind: "text", filter: true, width: 200 },
    orgCode: { label: commonLabels.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    description: { label: { "zh-CN": "说明", "en-US": "Description" }, kind: "text", width: 240, sort: false },
    ruleCount: { label: { "zh-CN": "规则数", "en-US": "Rules" }, kind: "number", width: 90 },
    campaignCount: { label: { "zh-CN": "广告活动数", "en-US": "Campaigns" }, kind: "number", width: 100 },
    enabled: enabledField,
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "updatedAt", dir: "desc" },
  permissions: { read: "advertising:rule:read", manage: "advertising:rule:manage" },
  paths: {
    list: "GET /api/advertising/tactics/list",
    export: "/api/advertising/tactics/export",
    detail: "GET /api/advertising/tactics/detail",
    save: "POST /api/advertising/tactics/save",
    delete: "POST /api/advertising/tactics/delete",
  },
});

/** The rule form's pickers: the caller's ad accounts, and their campaigns, groups and targets. */
export const rulePickerQuery = z.strictObject({ adsProfileId: queryId.optional() });
export const rulePickers = z.object({
  profiles: z.array(z.object({ id: z.number().int(), name: z.string(), orgId: z.number().int(), currency: z.string() })),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string(), adType: z.string(), adsProfileId: z.number().int() })),
  adGroups: z.array(z.object({ id: z.number().int(), name: z.string(), campaignId: z.number().int() })),
  rules: z.array(z.object({ id: z.number().int(), name: z.string(), adsProfileId: z.number().int() })),
});
export type RulePickers = z.infer<typeof rulePickers>;
