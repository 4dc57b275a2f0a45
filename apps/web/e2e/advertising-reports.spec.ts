/**
 * Advertising reports in a real browser (issue 10): the ad staff (`adops`) open the dashboard, narrow it
 * to one ad account and read its totals and trend chart, in Chinese and English. The data is made the way
 * the marketplace would send it: an SP campaign started three weeks ago on seller B's Canadian account
 * (which the hourly job does not sync: autoSync off), then the account's report sync fetches its days from
 * the sandbox. The advertising permissions of role `ad_ops` are granted here until the demo grants them.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type APIRequestContext, type APIResponse, type Browser, expect as baseExpect, test } from "@playwright/test";
import { pickOption, screenshotPath, sessionFile, switchLanguage, useSession } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Dashboard {
  totals: { spend: string; sales: string; totalSales: string };
  trend: { day: string; spend: string; sales: string }[];
  byAccount: { adsProfileId: number; currency: string; spend: string }[];
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

const campaignName = `E2E report SP ${Date.now()}`;
let accountId = 0;
let skus: string[] = [];
let dashboard: Dashboard;
const period = { from: day(-30), to: day(-1) };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(dirname(screenshotPath("x.png")), { recursive: true });
  const admin = await asUser(browser, "admin");
  const roles = await ok<{ rows: { id: number; code: string }[] }>(
    admin.post("/api/v1/UcRole/findByPage", { data: { "search[EQ_code]": "ad_ops" } }),
  );
  const role = roles.rows.find((r) => r.code === "ad_ops")!;
  const detail = await ok<{ id: number; version: number; code: string; nameZh: string; nameEn: string; permissions: string[] }>(
    admin.get(`/api/v1/UcRole/loadData?id=${role.id}`),
  );
  const wanted = [
    "advertising:account:read",
    "advertising:account:manage",
    "advertising:campaign:read",
    "advertising:campaign:manage",
    "advertising:report:read",
  ];
  const permissions = [...new Set([...detail.permissions, ...wanted])];
  await ok(
    admin.post("/api/v1/UcRole/saveDataPermission", {
      data: { id: detail.id, version: detail.version, code: detail.code, nameZh: detail.nameZh, nameEn: detail.nameEn, permissions },
    }),
  );

  const seller = await asUser(browser, "seller_b");
  const products = await ok<{ id: number; sku: string }[]>(seller.get("/api/v1/Product/options?q=SB-&limit=2"));
  skus = products.map((p) => p.sku);
  const adops = await asUser(browser, "adops");
  const accounts = await ok<{ rows: { id: number; storeTitle: string }[] }>(adops.get("/api/advertising/account/list?rows=50"));
  accountId = accounts.rows.find((a) => a.storeTitle === "SB-Amazon-CA")!.id;
  await ok(
    adops.post("/api/advertising/campaign/create", {
      data: {
        adsProfileId: accountId,
        adType: "SP",
        name: campaignName,
        dailyBudget: "40.00",
        startDate: day(-21),
        adGroup: { name: "Group 1", defaultBid: "0.90" },
        productIds: products.map((p) => p.id),
        targets: [{ kind: "keyword", matchType: "BROAD", expression: "sofa cover", bid: "1.20" }],
      },
    }),
  );
  await ok(adops.post("/api/advertising/account/sync", { data: { adsProfileId: accountId } }));
  // the sync runs as a background task: the dashboard has the account's figures once its days are in
  await expect
    .poll(
      async () => {
        dashboard = await ok<Dashboard>(
          adops.get(`/api/advertising/report/dashboard?from=${period.from}&to=${period.to}&adsProfileId=${accountId}`),
        );
        return dashboard.byAccount.length === 1 && cents(dashboard.totals.spend) > 0n;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
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
  await expect(page.getByTestId("ad-dashboard-types").getByRole("row").filter({ hasText: "SP" })).toContainText(
    shown(dashboard.totals.spend),
  );
  await page.screenshot({ path: screenshotPath("advertising-dashboard-zh.png"), fullPage: true });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Advertising dashboard" })).toBeVisible();
  await expect(page.getByTestId("ad-total-spend")).toContainText("Spend");
  await expect(page.getByTestId("ad-total-spend")).toContainText(`${shown(dashboard.totals.spend)}CAD`);
  await page.screenshot({ path: screenshotPath("advertising-dashboard-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("the advertising summary filtered to one account and SP, exported, and a campaign's days", async ({ page }) => {
  await useSession(page, "adops", "/ad/advertisingSummary");
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  await pickOption(page, page.getByTestId("ad-report-type").getByRole("combobox"), "SP");
  const accounts = page.getByTestId("ad-summary-accounts");
  await expect(accounts.getByRole("row").filter({ hasText: "SB-Amazon-CA" })).toContainText(`${shown(dashboard.totals.spend)}CAD`);
  const row = page.getByTestId("ad-summary-campaigns").getByRole("row").filter({ hasText: campaignName });
  await expect(row).toBeVisible();
  await page.screenshot({ path: screenshotPath("advertising-summary-zh.png"), fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByTestId("ad-summary-export").click();
  expect((await download).suggestedFilename()).toMatch(/^ad-summary-.*\.xlsx$/);

  await row.getByRole("link", { name: campaignName }).click();
  // the campaign's days: from its start three weeks ago to the end of the period
  await expect(
    page
      .getByTestId("ad-detail-days")
      .getByRole("row")
      .filter({ hasText: day(-2) }),
  ).toBeVisible();
  await expect(page.getByTestId("ad-detail-totals")).toContainText(`${shown(dashboard.totals.spend)}CAD`);
  await page.screenshot({ path: screenshotPath("advertising-summary-detail-zh.png"), fullPage: true });
});

test("the ad summary by SKU shows the advertised SKUs with their total sales, in English", async ({ page }) => {
  await useSession(page, "adops", "/ad/adSummary");
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), /SB-Amazon-CA/);
  expect(skus).toHaveLength(2);
  for (const sku of skus) await expect(page.getByTestId("ad-sku-rows").getByRole("row").filter({ hasText: sku })).toContainText("CAD");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Ad summary by SKU" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Total sales" })).toBeVisible();
  await page.screenshot({ path: screenshotPath("advertising-sku-summary-en.png"), fullPage: true });
  await switchLanguage(page, "中文");
});
