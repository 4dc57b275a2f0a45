/**
 * Promotions in a real browser (issue 10): seller A creates a coupon for a listed SKU and submits it; the
 * sandbox Amazon approves it (through the outbox, a few seconds later) and the list shows it approved, in
 * Chinese and English; the expenses page shows the promotions' totals and chart of the demo's days.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type APIResponse, expect as baseExpect, test } from "@playwright/test";
import { filterBy, pickOption, screenshotPath, sessionFile, shot, switchLanguage, useSession } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Pickers {
  profiles: { id: number; name: string; currency: string }[];
  products: { id: number; sku: string; asin: string | null }[];
}
async function ok<T>(res: Promise<APIResponse>): Promise<T> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

let account: Pickers["profiles"][number];
let sku = "";
const name = `E2E coupon ${Date.now().toString(36)}`;

test.beforeAll(async ({ browser }) => {
  mkdirSync(dirname(screenshotPath("x.png")), { recursive: true });
  const ctx = await browser.newContext({
    storageState: sessionFile("seller_a"),
    extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" },
  });
  const all = await ok<Pickers>(ctx.request.get("/api/advertising/promotion/pickers"));
  // an account with a product listed there (an ASIN): the sandbox Amazon approves only listed SKUs
  for (const p of all.profiles) {
    const of = await ok<Pickers>(ctx.request.get(`/api/advertising/promotion/pickers?adsProfileId=${p.id}`));
    const listed = of.products.find((x) => x.asin);
    if (listed) {
      account = p;
      sku = listed.sku;
      break;
    }
  }
  expect(sku).not.toBe("");
  await ctx.close();
});

test("a seller creates a coupon, submits it, sees it approved, and reads the expenses, in both languages", async ({ page }) => {
  // a form, Amazon's review through the outbox (delivered every few seconds), two languages: more than one screen's time
  test.setTimeout(240_000);
  await useSession(page, "seller_a", "/advertising/promotionalActivitiesNew");
  await expect(page.getByRole("heading", { name: "新建促销活动" })).toBeVisible();
  await pickOption(page, page.getByTestId("promotion-account").getByRole("combobox"), account.name);
  await page.getByTestId("promotion-name").fill(name);
  await pickOption(page, page.getByTestId("promotion-products").getByRole("combobox"), sku, sku);
  await page.keyboard.press("Escape");
  // the range picker takes typed dates: the start, Enter, the end, Enter
  const start = page.getByPlaceholder("开始日期");
  await start.click();
  await start.fill(day(1));
  await start.press("Enter");
  const end = page.getByPlaceholder("结束日期");
  await end.fill(day(20));
  await end.press("Enter");
  await expect(start).toHaveValue(day(1));
  await expect(end).toHaveValue(day(20));
  await page.getByTestId("promotion-discount").fill("15");
  await page.getByTestId("promotion-budget").fill("150.50");
  await expect(page.getByTestId("promotion-rules")).toContainText(`100 ${account.currency}`);
  await shot(page, { path: screenshotPath("advertising-promotion-form-zh.png"), fullPage: true });
  await page.getByTestId("promotion-save-submit").click();

  // the list: submitted at once, approved once the outbox has delivered the submission (every few seconds)
  await expect(page).toHaveURL(/\/advertising\/promotionalActivities$/);
  await filterBy(page, "促销名称", name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(/审核中|已通过/);
  await expect(async () => {
    await page
      .getByTestId("filter-bar")
      .getByRole("button", { name: /查\s*询/ })
      .click();
    await expect(row).toContainText("已通过", { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(row).toContainText("150.50");
  await expect(row).toContainText(sku);
  await shot(page, { path: screenshotPath("advertising-promotions-zh.png"), fullPage: true });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Promotions" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Approved");
  await shot(page, { path: screenshotPath("advertising-promotions-en.png"), fullPage: true });

  // the form per kind: a lightning deal asks for its hours and units, and states Amazon's rules for it
  await useSession(page, "seller_a", "/advertising/promotionalActivitiesNew");
  await expect(page.getByRole("heading", { name: "New promotion" })).toBeVisible();
  await page.getByTestId("promotion-kind").getByText("Lightning deal").click();
  await expect(page.getByTestId("promotion-rules")).toContainText("Lightning deal: at least 20% off; 4–12 hours");
  await expect(page.getByLabel("Duration (hours)")).toBeVisible();
  await expect(page.getByTestId("promotion-quantity")).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-promotion-form-en.png"), fullPage: true });

  // the expenses: the demo's running coupon has days in the last 30 days
  await useSession(page, "seller_a", "/advertising/promotionExpenses");
  await expect(page.getByRole("heading", { name: "Promotion expenses" })).toBeVisible();
  await pickOption(page, page.getByTestId("ad-report-account").getByRole("combobox"), account.name.split(" · ")[0]!);
  await expect(page.getByTestId("promotion-expenses-totals")).toContainText(account.currency);
  await expect(page.getByTestId("promotion-expenses-chart").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("promotion-expenses-days").getByRole("row").nth(1)).toContainText(account.currency);
  await shot(page, { path: screenshotPath("advertising-promotion-expenses-en.png"), fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByTestId("promotion-expenses-export").click();
  expect((await download).suggestedFilename()).toMatch(/^ad-promotion-expenses.*\.xlsx$/);

  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "促销费用" })).toBeVisible();
  await expect(page.getByTestId("promotion-expenses-totals")).toContainText("折扣成本");
  await shot(page, { path: screenshotPath("advertising-promotion-expenses-zh.png"), fullPage: true });
});
