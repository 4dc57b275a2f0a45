/**
 * SKU maps in a real browser (product/skumap, on skuMapResource): seller A maps a listing SKU of its store
 * to one of its products as a 2-pack in its own form, finds it by the filter, sees it in English, and
 * deletes it after confirming.
 */
import { expect, test } from "@playwright/test";
import { filterBy, pickOption, screenshotPath, shot, switchLanguage, useSession } from "./helpers";

test("seller A maps a listing SKU to a product, finds it, reads it in English and deletes it", async ({ page }) => {
  const listing = `E2E-LST-${Date.now() % 1_000_000}`;
  await useSession(page, "seller_a", "/product/skumap");
  const product = ((await (await page.request.get("/api/v1/Product/options?q=SA-&limit=1")).json()) as { sku: string }[])[0]!;
  await expect(page.getByRole("heading", { name: "SKU 映射" })).toBeVisible();

  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await pickOption(page, dialog.getByLabel("店铺账号"), /.+/);
  await dialog.getByLabel("Listing SKU").fill(listing);
  await pickOption(page, dialog.getByLabel("产品"), product.sku, product.sku);
  await dialog.getByLabel("数量").fill("2");
  await dialog.getByRole("button", { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  await filterBy(page, "Listing SKU", listing);
  const row = page.locator("tbody tr", { hasText: listing });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(product.sku);
  await expect(row).toContainText("海外仓发货");
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  await shot(page, { path: screenshotPath("skumap.zh-CN.png") });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "SKU maps" })).toBeVisible();
  await expect(row).toContainText("Our warehouse");
  await shot(page, { path: screenshotPath("skumap.en-US.png") });

  await row.getByRole("button", { name: "Delete" }).click();
  await page
    .locator(".ant-modal-confirm, .ant-popconfirm")
    .getByRole("button", { name: /Delete|OK/ })
    .click();
  await expect(page.locator("tbody tr", { hasText: listing })).toHaveCount(0);
  await switchLanguage(page, "中文");
});
