/**
 * Stock control in a real browser (issue 9, "Early warning and capacity"): seller A sets a low-cover rule
 * on a SKU it sells, runs the check and sees the warning (with the threshold it set); the operator sees the
 * storage capacity forecast's chart and table, and its home page's capacity figure; both languages.
 */
import { mkdirSync } from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { pickOption, switchLanguage, useSession, open, shot } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/stockcontrol";
const shotAs = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}`, fullPage: true });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A SKU seller A sold (sales-out, operation 100) and still has available, among the rule form's products: its days of cover are a number. */
async function soldSku(page: Page) {
  const res = await page.request.get("/api/inventory/movement/list?search[EQ_operationType]=100&rows=50");
  const rows = ((await res.json()) as { rows: { sku: string; productId: number }[] }).rows;
  const offered = new Set(
    ((await (await page.request.get("/api/v1/Product/options?limit=50")).json()) as { id: number }[]).map((p) => p.id),
  );
  for (const r of rows.filter((x) => offered.has(x.productId))) {
    const bal = await page.request.get(`/api/inventory/balance/list?search[EQ_productId]=${r.productId}&search[EQ_inventoryType]=0`);
    if (((await bal.json()) as { rows: { available: number }[] }).rows.some((b) => b.available > 0)) return r.sku;
  }
  throw new Error("seller A has no sold SKU with stock left");
}

test("seller A sets a low-cover rule, checks it and sees the warning; the operator sees the capacity forecast", async ({ page }) => {
  test.setTimeout(240_000);
  await useSession(page, "seller_a");
  const sku = await soldSku(page);
  // a threshold no cover reaches: the warning must come up for this SKU
  const threshold = 99_999;

  await open(page, "/WMS/earlyWarningSetting");
  await expect(page.getByRole("heading", { name: "库存预警设置" })).toBeVisible();
  await page.getByTestId("create-warning-rule").click();
  const form = page.getByTestId("resource-form");
  await pickOption(page, form.getByLabel("SKU", { exact: true }), new RegExp(`^${sku} `), sku);
  await form.getByLabel("可售天数低于").fill(String(threshold));
  await shotAs(page, "rule-form.zh-CN.png");
  await page.getByTestId("form-save").click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(String(threshold)).first()).toBeVisible();

  await page.getByTestId("warnings-check").first().click();
  await expect(page.getByText(/检查完成:新增 \d+/)).toBeVisible();
  await page.getByRole("tab", { name: "预警列表" }).click();
  await expect(page).toHaveURL(/\/WMS\/earlyWarningSetting\/warnings/);
  const row = page.locator("tr", { hasText: sku }).filter({ hasText: `${threshold} 天` });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByText("可售天数不足")).toBeVisible();
  await shotAs(page, "warnings.zh-CN.png");

  // the home page: the warning among the seller's figures, and its stock by warehouse as a chart
  await open(page, "/");
  await expect(page.getByTestId("work-stockcontrol.lowCover")).toBeVisible();
  await expect(page.getByTestId("work-chart-stockcontrol.stockByWarehouse").locator("canvas")).toBeVisible();
  await shotAs(page, "home-seller.zh-CN.png");

  await switchLanguage(page, "English");
  await open(page, "/WMS/earlyWarningSetting/warnings");
  await expect(page.getByRole("heading", { name: "Stock warning settings" })).toBeVisible();
  await expect(
    page
      .locator("tr", { hasText: sku })
      .filter({ hasText: `${threshold} days` })
      .first(),
  ).toBeVisible();
  await shotAs(page, "warnings.en-US.png");
  await open(page, "/");
  await expect(page.getByTestId("work-chart-stockcontrol.stockByWarehouse").getByText("Stock by warehouse")).toBeVisible();
  await shotAs(page, "home-seller.en-US.png");
  await switchLanguage(page, "中文");

  await useSession(page, "operator");
  await open(page, "/stockControl/storageCapacityForecast");
  await expect(page.getByRole("heading", { name: "库容预测" })).toBeVisible();
  await expect(page.getByTestId("forecast-chart").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("forecast-table").locator("tbody tr")).toHaveCount(8);
  await expect(page.getByText("第 8 周").first()).toBeVisible();
  await shotAs(page, "forecast.zh-CN.png");
  await open(page, "/WMS/workConfig");
  await expect(page.getByRole("heading", { name: "作业配置" })).toBeVisible();
  await shotAs(page, "workconfig.zh-CN.png");
  await open(page, "/");
  await expect(page.getByTestId("work-stockcontrol.capacityUsed")).toContainText("%");
  await shotAs(page, "home-operator.zh-CN.png");

  await switchLanguage(page, "English");
  await open(page, "/stockControl/storageCapacityForecast");
  await expect(page.getByRole("heading", { name: "Storage capacity forecast" })).toBeVisible();
  await expect(page.getByTestId("forecast-chart").locator("canvas")).toBeVisible();
  await expect(page.getByText("Week 8").first()).toBeVisible();
  await shotAs(page, "forecast.en-US.png");
  await open(page, "/WMS/workConfig");
  await expect(page.getByRole("heading", { name: "Work settings" })).toBeVisible();
  await shotAs(page, "workconfig.en-US.png");
  await switchLanguage(page, "中文");
});
