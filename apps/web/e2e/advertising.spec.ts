/**
 * Advertising campaigns in a real browser (issue 10): the operator's ad staff (`adops`) see the sellers' ad
 * accounts, find a campaign in the Sponsored Products list, pause it and archive it (archive asks first);
 * then the English screen once. Assumes the demo's ad accounts (SA-Amazon-US of seller A) and its grants
 * (role `ad_ops` holds every advertising permission). The campaign is made through the API: the creation
 * wizard is not built yet.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type APIRequestContext, type APIResponse, type Browser, expect as baseExpect, test } from "@playwright/test";
import { filterBy, screenshotPath, sessionFile, switchLanguage, useSession, shot } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const campaignName = `E2E SP ${Date.now()}`;

async function asUser(browser: Browser, username: string): Promise<APIRequestContext> {
  const ctx = await browser.newContext({ storageState: sessionFile(username), extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
  return ctx.request;
}
async function ok<T>(res: Promise<APIResponse>): Promise<T> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
  return (await r.json()) as T;
}

test.beforeAll(async ({ browser }) => {
  mkdirSync(dirname(screenshotPath("x.png")), { recursive: true });
  const seller = await asUser(browser, "seller_a");
  const products = await ok<{ id: number }[]>(seller.get("/api/v1/Product/options?q=SA-&limit=2"));
  const adops = await asUser(browser, "adops");
  const accounts = await ok<{ rows: { id: number; storeTitle: string }[] }>(adops.get("/api/advertising/account/list?rows=50"));
  const account = accounts.rows.find((a) => a.storeTitle === "SA-Amazon-US")!;
  await ok(
    adops.post("/api/advertising/campaign/create", {
      data: {
        adsProfileId: account.id,
        adType: "SP",
        name: campaignName,
        dailyBudget: "25.00",
        startDate: new Date().toISOString().slice(0, 10),
        adGroup: { name: "Group 1", defaultBid: "0.75" },
        productIds: [products[0]!.id],
        targets: [{ kind: "keyword", matchType: "EXACT", expression: "storage box", bid: "1.10" }],
      },
    }),
  );
});

test("ad staff see the accounts and pause, then archive a Sponsored Products campaign", async ({ page }) => {
  await useSession(page, "adops", "/advertising/account");
  await expect(page.getByRole("row").filter({ hasText: "SA-Amazon-US" })).toBeVisible();
  await shot(page, { path: screenshotPath("advertising-accounts-zh.png") });

  await useSession(page, "adops", "/advertising/sp");
  await filterBy(page, "活动名称", campaignName);
  const row = page.getByRole("row").filter({ hasText: campaignName });
  await expect(row).toContainText("已启用");
  await expect(row).toContainText("25.00USD");
  await row.getByTestId("ad-pause").click();
  await expect(row).toContainText("已暂停");
  await row.getByTestId("ad-archive").click();
  await page.getByTestId("confirm-archive").click();
  await expect(row).toContainText("已归档");
  await expect(row.getByTestId("ad-enable")).toHaveCount(0);
  await shot(page, { path: screenshotPath("advertising-sp-zh.png") });

  await switchLanguage(page, "English");
  await expect(page.getByRole("columnheader", { name: "Campaign" })).toBeVisible();
  await expect(row).toContainText("Archived");
  await shot(page, { path: screenshotPath("advertising-sp-en.png") });
  await switchLanguage(page, "中文");
});
