/**
 * Stock push in a real browser: seller A sets a rule for its Shopify store account (50 %, cap 3), pushes it
 * now, and reads the history with the quantities the rule gives; the screen in zh-CN and en-US.
 */
import { expect, test } from "@playwright/test";
import type { StockPushHistoryRow } from "@entrepot/contracts";
import { pickOption, screenshotPath, shot, switchLanguage, useSession } from "./helpers";

test("seller A sets a push rule, pushes now and sees the history with the right quantities", async ({ page }) => {
  await useSession(page, "seller_a", "/home/inventoryPush/settings");
  await expect(page.getByRole("heading", { name: "库存推送" })).toBeVisible();
  await page.getByTestId("create-push-setting").click();
  const dialog = page.getByRole("dialog");
  await pickOption(page, dialog.getByLabel("店铺账号"), /SA-Shopify/);
  await dialog.getByLabel("推送比例 %").fill("50");
  await dialog.getByLabel("推送上限").fill("3");
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("table-integrations.stockPushSettings").getByRole("row", { name: /SA-Shopify/ })).toBeVisible();

  await pickOption(page, page.getByTestId("push-account").getByRole("combobox"), /SA-Shopify/);
  await page.getByTestId("push-now").click();
  await expect(page.getByTestId("push-result")).toContainText("已处理 1 个店铺账号");

  await page.getByRole("tab", { name: "推送记录" }).click();
  const accountId = (
    (await (await page.request.get("/api/integrations/stockPush/options")).json()) as { storeAccounts: { id: number; title: string }[] }
  ).storeAccounts.find((a) => a.title === "SA-Shopify")!.id;
  const res = await page.request.get(`/api/integrations/stockPush/history/list?rows=200&search[EQ_storeAccountId]=${accountId}`);
  const rows = ((await res.json()) as { rows: StockPushHistoryRow[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  // floor(available × 50 % ÷ units per listing (1 or 2 in the demo)), at most 3
  for (const r of rows) {
    expect(r.status).toBe("pushed");
    if (r.available >= 12) expect(r.newQty).toBe(3);
    if (r.available === 0) expect(r.newQty).toBe(0);
    expect(r.newQty).toBeLessThanOrEqual(3);
  }
  const sample = rows.find((r) => r.newQty === 3) ?? rows[0]!;
  const row = page.getByRole("row", { name: new RegExp(sample.listingSku) }).first();
  await expect(row).toContainText("已推送");
  await expect(row).toContainText("SA-Shopify");
  await shot(page, { path: screenshotPath("stock-push.zh-CN.png") });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Stock push" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Push history" })).toBeVisible();
  await expect(row).toContainText("Pushed");
  await shot(page, { path: screenshotPath("stock-push.en-US.png") });
  await page.getByRole("tab", { name: "Push settings" }).click();
  await expect(page.getByTestId("table-integrations.stockPushSettings").getByRole("row", { name: /SA-Shopify/ })).toBeVisible();
  await shot(page, { path: screenshotPath("stock-push-settings.en-US.png") });
  await switchLanguage(page, "中文");
});
