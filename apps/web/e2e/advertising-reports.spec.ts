/**
 * Advertising reports in a real browser (issue 10): the ad staff (`adops`) open the dashboard, narrow it
 * to one ad account and read its totals and trend chart, in Chinese and English; the summary, a campaign's
 * days and the by-SKU summary. The data is the demo's 90 days, made the way the marketplace sends them
 * (the sandbox's reports through the ingestion); each screen must show what the report API computes.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type APIRequestContext, type APIResponse, type Browser, expect as baseExpect, test } from "@playwright/test";
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
  campaigns: { campaignId: number; name: string; state: string; spend: string }[];
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
  await expect(page.getByTestId("ad-dashboard-trend").locator("canvas")).toBeVisible();
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
  await expect(page.getByTestId("ad-detail-days").getByRole("row").filter({ hasText: period.to })).toBeVisible();
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
