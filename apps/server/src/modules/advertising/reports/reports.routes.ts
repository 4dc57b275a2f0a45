import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  adAccountSyncBody,
  adBudgetDayRow,
  adCampaignDailyQuery,
  adCampaignDailyReply,
  adCampaignPerfRow,
  adCombinationReply,
  adCostShareReply,
  adDashboardReply,
  adDspOrderRow,
  dspStateLabels,
  adStateLabels,
  adTargetingLabels,
  adProductSummaryReply,
  adPromotionExpensesReply,
  type AdPromotionExpensesReply,
  promotionKindLabels,
  adReportQuery,
  adSummaryReply,
  type AdProductSummaryReply,
  type AdReportQuery,
  type AdSummaryReply,
  adTimeSharingQuery,
  adTimeSharingReply,
  adBudgetOverviewReply,
  type AdCostShareReply,
  errorBody,
  taskStarted,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { Database, DbOrTx } from "../../../platform/db/database.js";
import { labelOf, sendXlsx, type ExportColumn } from "../../../platform/http/export.js";
import type { Message } from "../../../platform/i18n/messages.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { startTask } from "../../../platform/jobs/tasks.js";
import { budgetDayListSpec, campaignPerfListSpec, dspListSpec, promotionExpenses } from "./report.lists.js";
import { adBudgetOverview } from "./budget.queries.js";
import { adCostShare } from "./cost-share.queries.js";
import { adCombination, adDashboard, adProductSummary, adSummary, adTimeSharing, campaignDaily } from "./report.queries.js";
import { accountSyncKind, scopedAccount } from "./sync.js";

const h = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
const account = [
  { key: "accountName", header: h("广告账户", "Ad account"), width: 18 },
  { key: "currency", header: h("币种", "Currency"), width: 8 },
] as const;
const money = (key: string, zh: string, en: string) => ({ key, header: h(zh, en), width: 12, kind: "money" as const });
const int = (key: string, zh: string, en: string) => ({ key, header: h(zh, en), width: 10, kind: "integer" as const });
const pct = (key: string, zh: string, en: string) => ({ key, header: h(zh, en), width: 10, kind: "number" as const });
const metricColumns = [
  int("impressions", "曝光", "Impressions"),
  int("clicks", "点击", "Clicks"),
  int("orders", "订单", "Orders"),
  int("units", "销量", "Units"),
  money("spend", "花费", "Spend"),
  money("sales", "销售额", "Sales"),
  pct("ctr", "点击率%", "CTR %"),
  money("cpc", "CPC", "CPC"),
  pct("cvr", "转化率%", "CVR %"),
  pct("acos", "ACoS%", "ACoS %"),
  pct("roas", "ROAS", "ROAS"),
];

/** A report over a period: GET with the period and narrowing in the query string. */
function reportRoute<R extends z.ZodType>(
  app: FastifyInstance,
  db: DbOrTx,
  path: string,
  summary: string,
  reply: R,
  run: (db: DbOrTx, actor: Actor, q: z.infer<typeof adReportQuery>) => Promise<z.infer<R>>,
  access: "advertising:report:read" | "advertising:promotion:read" = "advertising:report:read",
) {
  // the reply's type is the generic R here: the route is typed by its schema, checked by the caller's `run`
  defineRoute(app, "GET", path, {
    access,
    schema: { summary, tags: ["advertising"], querystring: adReportQuery, response: { 200: reply as z.ZodType, 400: errorBody } },
    handler: async (req) => run(db, req.actor!, req.query),
  });
}

/** A report's rows as .xlsx: the same period and narrowing as its screen (GET, so the screen links to it). */
function reportExport<Row extends Record<string, unknown>>(
  app: FastifyInstance,
  db: DbOrTx,
  path: string,
  summary: string,
  x: {
    filename: string;
    sheet: Message;
    columns: ExportColumn<Row>[];
    rows: (db: DbOrTx, actor: Actor, q: AdReportQuery) => Promise<Row[]>;
    access?: "advertising:report:read" | "advertising:promotion:read";
  },
) {
  defineRoute(app, "GET", path, {
    access: x.access ?? "advertising:report:read",
    schema: { summary, tags: ["exports"], querystring: adReportQuery, response: { 400: errorBody } },
    handler: async (req, reply) => {
      const rows = await x.rows(db, req.actor!, req.query);
      return sendXlsx(reply, {
        filename: x.filename,
        sheet: x.sheet,
        columns: x.columns,
        pages: (async function* () {
          yield rows;
        })(),
        locale: req.locale,
        timeZone: "UTC",
      });
    },
  });
}

/** Report fetching (sync) and the advertising reports: dashboards, summaries, lists with their exports. */
export function registerAdReportRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  defineRoute(app, "POST", "/api/advertising/account/sync", {
    access: "advertising:account:manage",
    schema: {
      summary: "Fetches the ad account's missing report days (up to the marketplace's yesterday) now, as a background task",
      tags: ["advertising"],
      body: adAccountSyncBody,
      response: { 202: taskStarted, 400: errorBody, 404: errorBody },
    },
    handler: async (req, reply) => {
      await scopedAccount(db, req.actor!, req.body.adsProfileId);
      const task = await startTask({ db, actor: req.actor!, requestId: String(req.id) }, accountSyncKind.service, req.body);
      return reply.status(202).send({ taskId: task.id, status: task.status });
    },
  });

  reportRoute(
    app,
    db,
    "/api/advertising/report/dashboard",
    "Advertising dashboard: trends, by account and type, top movers",
    adDashboardReply,
    adDashboard,
  );
  reportRoute(
    app,
    db,
    "/api/advertising/report/advertisingSummary",
    "Advertising summary: per campaign and account over a period",
    adSummaryReply,
    adSummary,
  );
  reportExport(app, db, "/api/advertising/report/advertisingSummary/export", "Advertising summary: the campaigns over a period as .xlsx", {
    filename: "ad-summary",
    sheet: h("广告汇总", "Advertising summary"),
    columns: [
      ...account,
      { key: "adType", header: h("类型", "Type"), width: 6 },
      { key: "name", header: h("广告活动", "Campaign"), width: 30 },
      { key: "state", header: h("状态", "State"), width: 10 },
      ...metricColumns,
    ] as ExportColumn<AdSummaryReply["campaigns"][number]>[],
    rows: async (db, actor, q) => (await adSummary(db, actor, q)).campaigns,
  });
  reportExport(app, db, "/api/advertising/report/adSummary/export", "Ad summary: the advertised SKUs over a period as .xlsx", {
    filename: "ad-sku-summary",
    sheet: h("SKU 广告汇总", "Ad summary by SKU"),
    columns: [
      ...account,
      { key: "sku", header: h("SKU", "SKU"), width: 16 },
      { key: "name", header: h("品名", "Product"), width: 28 },
      ...metricColumns,
      money("totalSales", "总销售额", "Total sales"),
      pct("tacos", "TACoS%", "TACoS %"),
    ] as ExportColumn<AdProductSummaryReply["rows"][number]>[],
    rows: async (db, actor, q) => (await adProductSummary(db, actor, q)).rows,
  });
  reportRoute(
    app,
    db,
    "/api/advertising/report/adSummary",
    "Ad summary: per advertised SKU, with total sales and TACoS",
    adProductSummaryReply,
    adProductSummary,
  );
  defineRoute(app, "GET", "/api/advertising/report/timeSharingData", {
    access: "advertising:report:read",
    schema: {
      summary: "Time-sharing data: hour × weekday of the accounts in view, or of one campaign",
      tags: ["advertising"],
      querystring: adTimeSharingQuery,
      response: { 200: adTimeSharingReply, 400: errorBody },
    },
    handler: async (req) => adTimeSharing(db, req.actor!, req.query),
  });
  reportRoute(
    app,
    db,
    "/api/advertising/report/budgetMonitoring",
    "Budget monitoring overview: campaigns capped early, hours out of budget and utilisation per day",
    adBudgetOverviewReply,
    adBudgetOverview,
  );
  reportExport(app, db, "/api/advertising/report/ADCostShare/export", "Ad cost share: the SKUs' allocated spend as .xlsx", {
    filename: "ad-cost-share",
    sheet: h("广告费用分摊", "Ad cost share"),
    columns: [
      ...account,
      { key: "sku", header: h("SKU", "SKU"), width: 16 },
      { key: "name", header: h("品名", "Product"), width: 28 },
      { key: "productLine", header: h("产品线", "Product line"), width: 18 },
      money("sales", "广告销售额", "Ad sales"),
      pct("share", "销售额占比%", "Share of sales %"),
      money("allocatedSpend", "分摊广告费", "Allocated spend"),
    ] as ExportColumn<AdCostShareReply["bySku"][number]>[],
    rows: async (db, actor, q) => (await adCostShare(db, actor, q)).bySku,
  });
  reportRoute(
    app,
    db,
    "/api/advertising/report/ADCostShare",
    "Ad cost share: spend allocated to SKUs and product lines by attributed sales",
    adCostShareReply,
    adCostShare,
  );
  reportRoute(
    app,
    db,
    "/api/advertising/report/combination",
    "Combination view: SP, SB and SD per account and day",
    adCombinationReply,
    adCombination,
  );
  reportRoute(
    app,
    db,
    "/api/advertising/report/promotionExpenses",
    "Promotion expenses: fees and discounts per promotion and day",
    adPromotionExpensesReply,
    promotionExpenses,
    "advertising:promotion:read",
  );
  reportExport(app, db, "/api/advertising/report/promotionExpenses/export", "Promotion expenses: each promotion's days as .xlsx", {
    filename: "ad-promotion-expenses",
    sheet: h("促销费用", "Promotion expenses"),
    access: "advertising:promotion:read",
    columns: [
      { key: "day", header: h("日期", "Day"), width: 12, kind: "date" },
      ...account,
      { key: "name", header: h("促销名称", "Promotion"), width: 28 },
      { key: "kind", header: h("类型", "Kind"), width: 16, format: labelOf(promotionKindLabels) },
      int("redemptions", "领取/成交次数", "Redemptions"),
      int("units", "销量", "Units"),
      money("sales", "销售额", "Sales"),
      money("fee", "费用", "Fees"),
      money("discount", "折扣金额", "Discount given"),
    ] as ExportColumn<AdPromotionExpensesReply["days"][number]>[],
    rows: async (db, actor, q) => (await promotionExpenses(db, actor, q)).days,
  });

  // one campaign's daily performance: the advertising summary's detail and ad/dvertisingDetails
  defineRoute(app, "GET", "/api/advertising/report/campaign/daily", {
    access: "advertising:report:read",
    schema: {
      summary: "One campaign's daily performance over a period (with its budget and the hour it ran out)",
      tags: ["advertising"],
      querystring: adCampaignDailyQuery,
      response: { 200: adCampaignDailyReply, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => campaignDaily(db, req.actor!, req.query),
  });

  registerList(app, database, {
    list: "GET /api/advertising/report/campaign/list",
    spec: false,
    exportPath: "/api/advertising/report/campaign/export",
    access: "advertising:report:read",
    summary: "Campaign performance (SP, SB, SD) with the last 30 days' totals",
    row: adCampaignPerfRow,
    listSpec: campaignPerfListSpec,
    columns: [
      ...account,
      { key: "adType", header: h("类型", "Type"), width: 6 },
      { key: "name", header: h("广告活动", "Campaign"), width: 30 },
      { key: "targeting", header: h("投放方式", "Targeting"), width: 10, format: labelOf(adTargetingLabels) },
      { key: "state", header: h("状态", "State"), width: 10, format: labelOf(adStateLabels) },
      money("dailyBudget", "日预算", "Daily budget"),
      ...metricColumns,
    ] as ExportColumn<z.infer<typeof adCampaignPerfRow>>[],
    filename: "ad-campaigns",
    sheet: h("广告活动表现", "Campaign performance"),
  });
  registerList(app, database, {
    list: "GET /api/advertising/report/budgetMonitoring/list",
    spec: false,
    exportPath: "/api/advertising/report/budgetMonitoring/export",
    access: "advertising:report:read",
    summary: "Budget monitoring: each campaign's day, utilisation, the hour the budget ran out",
    row: adBudgetDayRow,
    listSpec: budgetDayListSpec,
    columns: [
      { key: "day", header: h("日期", "Day"), width: 12, kind: "date" },
      ...account,
      { key: "name", header: h("广告活动", "Campaign"), width: 30 },
      { key: "adType", header: h("类型", "Type"), width: 6 },
      money("dailyBudget", "日预算", "Daily budget"),
      money("spend", "花费", "Spend"),
      pct("utilisation", "预算使用率%", "Utilisation %"),
      int("budgetOutAtHour", "超预算时刻", "Out of budget at hour"),
      int("hoursOutOfBudget", "超预算小时数", "Hours out of budget"),
      { key: "cappedEarly", header: h("提前超预算", "Capped early"), width: 10, kind: "bool" },
    ] as ExportColumn<z.infer<typeof adBudgetDayRow>>[],
    filename: "ad-budget-monitoring",
    sheet: h("预算监控", "Budget monitoring"),
  });
  registerList(app, database, {
    list: "GET /api/advertising/dsp/list",
    spec: false,
    exportPath: "/api/advertising/dsp/export",
    access: "advertising:campaign:read",
    summary: "DSP orders (read-only, synced from the marketplace)",
    row: adDspOrderRow,
    listSpec: dspListSpec,
    columns: [
      ...account,
      { key: "orderNo", header: h("订单号", "Order no."), width: 16 },
      { key: "name", header: h("名称", "Name"), width: 28 },
      { key: "advertiser", header: h("广告主", "Advertiser"), width: 18 },
      { key: "state", header: h("状态", "State"), width: 10, format: labelOf(dspStateLabels) },
      money("budget", "预算", "Budget"),
      { key: "startDate", header: h("开始日期", "Start"), width: 12, kind: "date" },
      { key: "endDate", header: h("结束日期", "End"), width: 12, kind: "date" },
      int("impressions", "曝光", "Impressions"),
      int("clicks", "点击", "Clicks"),
      int("purchases", "购买", "Purchases"),
      money("spend", "花费", "Spend"),
      money("sales", "销售额", "Sales"),
      pct("roas", "ROAS", "ROAS"),
    ] as ExportColumn<z.infer<typeof adDspOrderRow>>[],
    filename: "ad-dsp-orders",
    sheet: h("DSP 订单", "DSP orders"),
  });
}
