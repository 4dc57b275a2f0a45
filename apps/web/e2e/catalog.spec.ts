/**
 * The catalogue in a real browser: seller A creates a product, sees the size tier the server derived
 * from its measures, and prints its barcode label: the PDF download arrives.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { screenshotPath, useSession, open, shot } from "./helpers";

const sku = `E2E-${Date.now() % 1_000_000}`;

test("a seller creates a product, sees its size tier and prints its label", async ({ page }) => {
  await open(page, "/products/allproducts");
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%2Fallproducts/);
  await useSession(page, "seller_a");
  await expect(page.getByRole("heading", { name: "产品管理" })).toBeVisible();
  await expect(page.getByTestId("table-catalog.products").getByText("SA-KIT-01")).toBeVisible();

  await page.getByTestId("create").click();
  const form = page.getByTestId("product-form");
  await page.getByTestId("product-sku").fill(sku);
  await page.getByTestId("product-nameZh").fill("折叠收纳凳");
  await page.getByTestId("product-nameEn").fill("Folding Storage Ottoman");
  // 60 × 40 × 30 cm, 9.5 kg: too big for standard size, a small oversize parcel
  await page.getByTestId("product-length").fill("60");
  await page.getByTestId("product-width").fill("40");
  await page.getByTestId("product-height").fill("0");
  await page.getByTestId("product-weight").fill("9500");
  await page.getByTestId("product-value").fill("18.50");
  await page.getByTestId("product-save").click();
  // the error names the side it is about
  await expect(form.getByText("高:须为大于 0 的数字,最多 3 位小数,如 12.5")).toBeVisible();
  await page.getByTestId("product-height").fill("30");
  await page.getByTestId("product-save").click();

  // saved: the detail opens with the derived tier and the dimensional weights
  const detail = page.getByTestId("product-detail");
  await expect(detail.getByTestId("detail-size-tier")).toHaveText("小号大件");
  // one dimensional weight per carrier divisor in force: 60 × 40 × 30 cm / 5000 for UPS's metric rule
  await expect(detail.getByText("14.4 kg (UPS-CM ÷5000)")).toBeVisible();
  await expect(detail.getByText(sku).first()).toBeVisible();
  await shot(page, { path: screenshotPath("catalog-product.zh-CN.png") });

  // print its label: the label page has it, one 10.16 × 5.08 cm label, and the PDF downloads
  await detail.getByRole("button", { name: "打印标签" }).click();
  await expect(page).toHaveURL(/\/product\/index\?productIds=\d+$/);
  await expect(page.getByRole("cell", { name: sku })).toBeVisible();
  await page.getByTestId("label-format").getByText("10.16cm × 5.08cm (每页 1 个)").click();
  await page.getByTestId(`label-qty-${sku}`).fill("2");
  await expect(page.getByText("共 2 张标签,2 页")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByTestId("label-print").click();
  const download = await downloading;
  // the notice shows for 3 s: looked for before the file is read, which takes a while on a loaded machine
  await expect(page.getByText("PDF 已下载")).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.toString("latin1")).toMatch(/\/Count 2\b/);
});
