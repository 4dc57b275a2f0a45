/**
 * Advertising reports in a real browser (issue 10): the ad staff (`adops`) open the dashboard, narrow it
 * to one ad account and read its totals and trend chart, in Chinese and English; the summary, a campaign's
 * days and the by-SKU summary. The data is the demo's 90 days, made the way the marketplace sends them
 * (the sandbox's reports through the ingestion); each screen must show what the report API computes.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { pickOption, screenshotPath, sessionFile, switchLanguage, useSession, shot } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Dashboard {
  totals: { spend: string; sales: string; totalSales: string };
  trend: { day: string; spend: string; sales: string }[];
  byAccount: { adsProfileId: number; currency: string; spend: string }[];
  byType: { adType: string; spend: string }[];
}
interface Summary {
  accounts: { adsProfileId: number; spend: string }[];
  campaigns: { campaignId: number; name: string; adType: string; state: string; spend: string }[];
}

interface BudgetOverview {
  totals: {
    campaigns: number;
    cappedCampaigns: number;
    campaignDays: number;
    cappedDays: number;
    hoursOutOfBudget: number;
    spend: string | null;
    utilisation: string | null;
  };
  topCapped: { campaignId: number; name: string }[];
}
interface BudgetDay {
  name: string;
  day: string;
  spend: string;
  hoursOutOfBudget: number;
}
interface TimeSharing {
  currency: string | null;
  cells: { weekday: number; hour: number; clicks: number; spend: string }[];
}
interface CostShare {
  accounts: { spend: string; allocatedSpend: string; unallocatedSpend: string }[];
  bySku: { sku: string; allocatedSpend: string }[];
  byProductLine: { allocatedSpend: string }[];
}
type Spend = { spend: string };
interface Combination {
  rows: { day: string; sp: Spend; sb: Spend; sd: Spend; total: Spend }[];
}
interface CampaignPerf {
  id: number;
  name: string;
  spend: string;
  dailyBudget: string;
}
interface DspOrder {
  orderNo: string;
  currency: string;
  spend: string;
  impressions: number;
}

async function asUser(browser: Browser, username: string): Promise<APIRequestContext> {
  const ctx = await browser.newContext({ storageState: sessionFile(username), extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
  return ctx.request;
}
async function ok<T>(res: Promise<APIResponse>): Promise<T> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}
/** A decimal string in cents (the figures have at most 4 places; sums are compared exactly, never as floats). */
const cents = (v: string) => {
  const [i = "0", f = ""] = v.replace("-", "").split(".");
  const n = BigInt(i) * 10_000n + BigInt((f + "0000").slice(0, 4));
  return v.startsWith("-") ? -n : n;
};
/** What the Money component shows: 2 places half-up, thousands grouped. */
const shown = (v: string) => {
  const c = (cents(v) + 50n) / 100n;
  const int = (c / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${int}.${(c % 100n).toString().padStart(2, "0")}`;
};

let accountId = 0;
let dashboard: Dashboard;
let summary: Summary;
let skus: string[] = [];
const period = { from: day(-30), to: day(-1) };
/** The period's last day with figures: just after midnight UTC an American marketplace's yesterday is UTC's day before. */
let lastDay = "";

/** The demo's 90 days of seller B's Canadian account (made by the report ingestion): what the API computes, the screens must show. */
test.beforeAll(async ({ browser }) => {
  mkdirSync(dirname(screenshotPath("x.png")), { recursive: true });
  const adops = await asUser(browser, "adops");
  const accounts = await ok<{ rows: { id: number; storeTitle: string }[] }>(adops.get("/api/advertising/account/list?rows=50"));
  accountId = accounts.rows.find((a) => a.storeTitle === "SB-Amazon-CA")!.id;
  const q = `from=${period.from}&to=${period.to}&adsProfileId=${accountId}`;
  dashboard = await ok<Dashboard>(adops.get(`/api/advertising/report/dashboard?${q}`));
  summary = await ok<Summary>(adops.get(`/api/advertising/report/advertisingSummary?${q}&adType=SP`));
  const bySku = await ok<{ rows: { sku: string }[] }>(adops.get(`/api/advertising/report/adSummary?${q}`));
  skus = bySku.rows.slice(0, 2).map((r) => r.sku);
  expect(cents(dashboard.totals.spend)).toBeGreaterThan(0n);
  lastDay = dashboard.trend.filter((d) => cents(d.spend) > 0n).at(-1)!.day;
});

test("the ad dashboard shows one account's totals and trend, in both languages", async ({ page }) => {
  // the totals are the trend's days added up, exactly
  const sum = (k: "spend" | "sales") => dashboard.trend.reduce((s, d) => s + cents(d[k]), 0n);
  expect(sum("spend")).toBe(cents(dashboard.totals.spend));
  expect(sum("sales")).toBe(cents(dashboard.totals.sales));

  await useSession(page, "adops", "/ad/dashboard");
  await expect(page.getByRole("heading", { name: "广告仪表盘" })).toBeVisible();
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  await expect(page.getByTestId("ad-total-spend")).toContainText(`${shown(dashboard.totals.spend)}CAD`);
  await expect(page.getByTestId("ad-total-sales")).toContainText(`${shown(dashboard.totals.sales)}CAD`);
  await expect(page.getByTestId("ad-dashboard-trend").locator("canvas").first()).toBeVisible();
  const sp = dashboard.byType.find((x) => x.adType === "SP")!;
  await expect(page.getByTestId("ad-dashboard-types").getByRole("row").filter({ hasText: "SP" })).toContainText(shown(sp.spend));
  await shot(page, { path: screenshotPath("advertising-dashboard-zh.png"), fullPage: true });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Advertising dashboard" })).toBeVisible();
  await expect(page.getByTestId("ad-total-spend")).toContainText("Spend");
  await expect(page.getByTestId("ad-total-spend")).toContainText(`${shown(dashboard.totals.spend)}CAD`);
  await shot(page, { path: screenshotPath("advertising-dashboard-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("the advertising summary filtered to one account and SP, exported, and a campaign's days", async ({ page }) => {
  await useSession(page, "adops", "/ad/advertisingSummary");
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  await pickOption(page, page.getByTestId("ad-report-type").getByRole("combobox"), "SP");
  const accounts = page.getByTestId("ad-summary-accounts");
  await expect(accounts.getByRole("row").filter({ hasText: "SB-Amazon-CA" })).toContainText(`${shown(summary.accounts[0]!.spend)}CAD`);
  const campaign = summary.campaigns.find((c) => cents(c.spend) > 0n)!;
  const campaignName = campaign.name;
  const row = page.getByTestId("ad-summary-campaigns").getByRole("row").filter({ hasText: campaignName });
  await expect(row).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-summary-zh.png"), fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByTestId("ad-summary-export").click();
  expect((await download).suggestedFilename()).toMatch(/^ad-summary-.*\.xlsx$/);

  await row.getByRole("link", { name: campaignName }).click();
  // the campaign's days over the period, adding up to its row in the summary
  await expect(page.getByTestId("ad-detail-days").getByRole("row").filter({ hasText: lastDay })).toBeVisible();
  await expect(page.getByTestId("ad-detail-totals")).toContainText(`${shown(campaign.spend)}CAD`);
  await shot(page, { path: screenshotPath("advertising-summary-detail-zh.png"), fullPage: true });
});

test("the ad summary by SKU shows the advertised SKUs with their total sales, in English", async ({ page }) => {
  await useSession(page, "adops", "/ad/adSummary");
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  expect(skus).toHaveLength(2);
  for (const sku of skus) await expect(page.getByTestId("ad-sku-rows").getByRole("row").filter({ hasText: sku })).toContainText("CAD");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Ad summary by SKU" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Total sales" })).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-sku-summary-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

/** The period and seller B's Canadian account, as a report screen keeps them in its URL. */
const periodQuery = () => `from=${period.from}&to=${period.to}&adsProfileId=${accountId}`;
const expectDownload = async (page: Page, button: Locator, name: RegExp) => {
  const download = page.waitForEvent("download");
  await button.click();
  expect((await download).suggestedFilename()).toMatch(name);
};

test("budget monitoring shows the account's capped campaigns, hours out of budget and its days, and keeps its filters", async ({
  page,
  browser,
}) => {
  const adops = await asUser(browser, "adops");
  const overview = await ok<BudgetOverview>(adops.get(`/api/advertising/report/budgetMonitoring?${periodQuery()}`));
  expect(overview.totals.cappedCampaigns).toBeGreaterThan(0);
  // the overview is the list's rows added up: its hours out of budget are the list's
  const list = await ok<{ records: number; rows: BudgetDay[] }>(
    adops.get(
      `/api/advertising/report/budgetMonitoring/list?search[BETWEEN_day]=${period.from},${period.to}&search[EQ_adsProfileId]=${accountId}&rows=1000&sidx=day&sord=desc`,
    ),
  );
  expect(list.records).toBe(overview.totals.campaignDays);
  expect(list.rows.reduce((s, r) => s + r.hoursOutOfBudget, 0)).toBe(overview.totals.hoursOutOfBudget);

  await useSession(page, "adops", "/ad/budgetMonitoring");
  await expect(page.getByRole("heading", { name: "预算监控" })).toBeVisible();
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  await expect(page.getByTestId("ad-budget-capped")).toContainText(String(overview.totals.cappedCampaigns));
  await expect(page.getByTestId("ad-budget-hours")).toContainText(String(overview.totals.hoursOutOfBudget));
  await expect(page.getByTestId("ad-budget-cappedDays")).toContainText(`${overview.totals.cappedDays} / ${overview.totals.campaignDays}`);
  await expect(page.getByTestId("ad-budget-utilisation")).toContainText(`${shown(overview.totals.utilisation!)}%`);
  await expect(page.getByTestId("ad-budget-spend")).toContainText(`${shown(overview.totals.spend!)}CAD`);
  await expect(page.getByTestId("ad-budget-chart").locator("canvas").first()).toBeVisible();
  const top = overview.topCapped[0]!;
  await expect(page.getByTestId("ad-budget-top").getByRole("row").nth(1)).toContainText(top.name);
  // the list's newest day, biggest spend first on that day is not the order: find the row by campaign and day
  const first = list.rows[0]!;
  const row = page
    .getByRole("row")
    .filter({ hasText: first.name })
    .filter({ hasText: shown(first.spend) });
  await expect(row.first()).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-budget-zh.png"), fullPage: true });
  await expectDownload(page, page.getByRole("button", { name: "导出 .xlsx" }), /^ad-budget-monitoring.*\.xlsx$/);

  // the screen keeps its period and account when left and come back to
  await page.goto("/ad/dashboard");
  await expect(page.getByRole("heading", { name: "广告仪表盘" })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("ad-report-account")).toContainText("SB-Amazon-CA");
  await expect(page.getByTestId("ad-budget-hours")).toContainText(String(overview.totals.hoursOutOfBudget));

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Budget monitoring" })).toBeVisible();
  await expect(page.getByTestId("ad-budget-capped")).toContainText("Campaigns capped early");
  await shot(page, { path: screenshotPath("advertising-budget-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("time-sharing data: the heat map's table shows the API's cells, of the account and of one campaign", async ({ page, browser }) => {
  const adops = await asUser(browser, "adops");
  const all = await ok<TimeSharing>(adops.get(`/api/advertising/report/timeSharingData?${periodQuery()}`));
  expect(all.currency).toBe("CAD");
  const monday = all.cells.filter((c) => c.weekday === 1);
  const busiest = monday.reduce((a, b) => (b.clicks > a.clicks ? b : a));
  expect(busiest.clicks).toBeGreaterThan(0);

  await useSession(page, "adops", `/advertising/timeSharingData?${periodQuery()}`);
  await expect(page.getByRole("heading", { name: "分时数据" })).toBeVisible();
  await pickOption(page, page.getByTestId("ad-time-metric").getByRole("combobox"), "点击");
  await expect(page.getByTestId("ad-time-heatmap").locator("canvas").first()).toBeVisible();
  const mondayRow = page.getByTestId("ad-time-table").getByRole("row").filter({ hasText: "周一" });
  await expect(mondayRow.getByRole("cell").nth(busiest.hour + 1)).toHaveText(String(busiest.clicks));
  await shot(page, { path: screenshotPath("advertising-time-sharing-zh.png"), fullPage: true });

  // one campaign's spend: the cells of that campaign alone
  const campaign = summary.campaigns.find((c) => cents(c.spend) > 0n)!;
  const one = await ok<TimeSharing>(
    adops.get(`/api/advertising/report/timeSharingData?${periodQuery()}&campaignId=${campaign.campaignId}`),
  );
  const cell = one.cells.filter((c) => c.weekday === 1).reduce((a, b) => (cents(b.spend) > cents(a.spend) ? b : a));
  await pickOption(page, page.getByTestId("ad-time-campaign").getByRole("combobox"), campaign.name, campaign.name);
  await pickOption(page, page.getByTestId("ad-time-metric").getByRole("combobox"), "花费");
  await expect(mondayRow.getByRole("cell").nth(cell.hour + 1)).toHaveText(shown(cell.spend));

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Time-sharing data" })).toBeVisible();
  await expect(
    page
      .getByTestId("ad-time-table")
      .getByRole("row")
      .filter({ hasText: "Mon" })
      .getByRole("cell")
      .nth(cell.hour + 1),
  ).toHaveText(shown(cell.spend));
  await shot(page, { path: screenshotPath("advertising-time-sharing-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("ad cost share: the account's spend allocated to its SKUs and product lines, exactly, and exported", async ({ page, browser }) => {
  const adops = await asUser(browser, "adops");
  const share = await ok<CostShare>(adops.get(`/api/advertising/report/ADCostShare?${periodQuery()}`));
  const account = share.accounts[0]!;
  expect(share.bySku.length).toBeGreaterThan(0);
  // the SKUs' shares add up to the account's spend to the last unit, and so do the product lines'
  expect(share.bySku.reduce((s, r) => s + cents(r.allocatedSpend), 0n)).toBe(cents(account.allocatedSpend));
  expect(share.byProductLine.reduce((s, r) => s + cents(r.allocatedSpend), 0n)).toBe(cents(account.allocatedSpend));
  expect(cents(account.allocatedSpend) + cents(account.unallocatedSpend)).toBe(cents(account.spend));

  await useSession(page, "adops", `/ad/ADCostShare?${periodQuery()}`);
  await expect(page.getByRole("heading", { name: "广告费用分摊" })).toBeVisible();
  await expect(page.getByTestId("ad-cost-accounts").getByRole("row").filter({ hasText: "SB-Amazon-CA" })).toContainText(
    `${shown(account.spend)}CAD`,
  );
  await expect(page.getByTestId("ad-cost-chart").locator("canvas").first()).toBeVisible();
  const sku = share.bySku[0]!;
  await expect(page.getByTestId("ad-cost-skus").getByRole("row").filter({ hasText: sku.sku })).toContainText(shown(sku.allocatedSpend));
  await shot(page, { path: screenshotPath("advertising-cost-share-zh.png"), fullPage: true });
  await page.getByRole("tab", { name: "按产品线" }).click();
  const line = share.byProductLine[0]!;
  await expect(page.getByTestId("ad-cost-lines").getByRole("row").nth(1)).toContainText(shown(line.allocatedSpend));
  await expectDownload(page, page.getByTestId("ad-cost-export"), /^ad-cost-share-.*\.xlsx$/);

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Ad cost share" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Allocated spend" }).first()).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-cost-share-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("the combination view splits each day by type, and a campaign of any type opens its days with a chart", async ({ page, browser }) => {
  const adops = await asUser(browser, "adops");
  const combo = await ok<Combination>(adops.get(`/api/advertising/report/combination?${periodQuery()}`));
  const last = combo.rows.find((r) => r.day === lastDay)!;
  expect(cents(last.total.spend)).toBe(cents(last.sp.spend) + cents(last.sb.spend) + cents(last.sd.spend));
  const all = await ok<Summary>(adops.get(`/api/advertising/report/advertisingSummary?${periodQuery()}`));
  const campaign = all.campaigns.find((c) => c.adType !== "SP" && cents(c.spend) > 0n) ?? all.campaigns.find((c) => cents(c.spend) > 0n)!;

  await useSession(page, "adops", `/advertising/combination?${periodQuery()}`);
  await expect(page.getByRole("heading", { name: "组合视图" })).toBeVisible();
  await expect(page.getByTestId("ad-combo-chart").locator("canvas").first()).toBeVisible();
  const dayRow = page.getByTestId("ad-combo-days").getByRole("row").filter({ hasText: lastDay });
  for (const k of ["sp", "sb", "sd", "total"] as const) await expect(dayRow).toContainText(shown(last[k].spend));
  await shot(page, { path: screenshotPath("advertising-combination-zh.png"), fullPage: true });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Combination view" })).toBeVisible();
  await expect(dayRow).toContainText(shown(last.total.spend));
  await shot(page, { path: screenshotPath("advertising-combination-en.png"), fullPage: true });
  await switchLanguage(page, "中文");

  await page.getByRole("tab", { name: "全部类型的广告活动" }).click();
  await page.getByTestId("ad-combo-campaigns").getByRole("link", { name: campaign.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/advertising/details/${campaign.campaignId}\\?`));
  await expect(page.getByTestId("ad-detail-totals")).toContainText(`${shown(campaign.spend)}CAD`);
  await expect(page.getByTestId("ad-detail-chart").locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("ad-detail-days").getByRole("row").filter({ hasText: lastDay })).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-campaign-days-zh.png"), fullPage: true });
  await switchLanguage(page, "English");
  await expect(page.getByTestId("ad-detail-totals")).toContainText("Spend");
  await shot(page, { path: screenshotPath("advertising-campaign-days-en.png"), fullPage: true });
  await page.goBack();
  await switchLanguage(page, "中文");
});

test("the campaign report lists every type with its 30 days, opens a campaign's report, and DSP orders are listed", async ({
  page,
  browser,
}) => {
  const adops = await asUser(browser, "adops");
  const list = await ok<{ records: number; rows: CampaignPerf[] }>(
    adops.get(`/api/advertising/report/campaign/list?search[EQ_adsProfileId]=${accountId}&sidx=spend&sord=desc&rows=20`),
  );
  const top = list.rows[0]!;
  expect(cents(top.spend)).toBeGreaterThan(0n);

  await useSession(page, "adops", "/ad/campaign");
  await expect(page.getByRole("heading", { name: "广告活动报表" })).toBeVisible();
  await pickOption(page, page.getByTestId("filter-bar").getByLabel("广告账户", { exact: true }), /SB-Amazon-CA/);
  await page
    .getByTestId("filter-bar")
    .getByRole("button", { name: /查\s*询/ })
    .click();
  // the account's campaigns only, the biggest spender first
  await expect(page.getByText(`共 ${list.records} 条`)).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText(top.name);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: top.name, exact: true }) });
  await expect(row).toContainText(`${shown(top.spend)}CAD`);
  await expect(row).toContainText(`${shown(top.dailyBudget)}CAD`);
  await shot(page, { path: screenshotPath("advertising-campaign-report-zh.png"), fullPage: true });
  await expectDownload(page, page.getByRole("button", { name: "导出 .xlsx" }), /^ad-campaigns.*\.xlsx$/);

  await row.getByRole("link", { name: top.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ad/dvertisingDetails\\?id=${top.id}`));
  await expect(page.getByTestId("ad-report-campaign")).toContainText(`${shown(top.spend)}CAD`);
  await expect(page.getByTestId("ad-detail-chart").locator("canvas").first()).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-campaign-report-detail-zh.png"), fullPage: true });

  const dsp = await ok<{ records: number; rows: DspOrder[] }>(adops.get(`/api/advertising/dsp/list?sidx=startDate&sord=desc`));
  expect(dsp.records).toBeGreaterThan(0);
  const order = dsp.rows[0]!;
  expect(cents(order.spend)).toBeGreaterThan(0n);
  await page.goto("/advertising/dsp");
  await expect(page.getByRole("heading", { name: "DSP 订单" })).toBeVisible();
  const orderRow = page.getByRole("row").filter({ hasText: order.orderNo });
  await expect(orderRow).toContainText(`${shown(order.spend)}${order.currency}`);
  await expect(orderRow).toContainText(String(order.impressions));
  await expect(orderRow).toContainText("投放中");
  await shot(page, { path: screenshotPath("advertising-dsp-zh.png"), fullPage: true });
  await expectDownload(page, page.getByRole("button", { name: "导出 .xlsx" }), /^ad-dsp-orders.*\.xlsx$/);

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "DSP orders" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: order.orderNo })).toContainText("Delivering");
  await shot(page, { path: screenshotPath("advertising-dsp-en.png"), fullPage: true });
  await page.goto("/ad/campaign");
  await expect(page.getByRole("heading", { name: "Campaign report" })).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-campaign-report-en.png"), fullPage: true });
  await page.goto(`/ad/dvertisingDetails?id=${top.id}`);
  await expect(page.getByTestId("ad-report-campaign")).toContainText("Daily budget");
  await shot(page, { path: screenshotPath("advertising-campaign-report-detail-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});
