/**
 * The product import in a real browser: seller A opens the import from the product list, downloads the
 * template, uploads a small .xlsx made here (two good rows, one bad), saves the valid rows, watches the
 * background task finish in the dialog, reads the result file (the bad row with its reason) and finds
 * the imported products in the list, refreshed without a reload.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { screenshotPath, useSession, open, shot } from "./helpers";

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

const stamp = Date.now() % 1_000_000;
const good1 = `IMP-E2E-${stamp}-1`;
const good2 = `IMP-E2E-${stamp}-2`;

async function productFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("产品");
  sheet.addRow(["SKU", "中文名称", "英文名称", "长", "宽", "高", "长度单位", "重量", "重量单位", "申报价值", "币种", "原产国", "产品类型"]);
  sheet.addRow([good1, "导入的收纳盒", "Imported storage box", "30", "20", "10", "cm", "800", "g", "6.5", "USD", "China", "成品"]);
  sheet.addRow([good2, "导入的挂钩", "Imported hook", "6", "4", "1", "inch", "0.2", "lbs", "1.2", "USD", "越南", "配件"]);
  sheet.addRow([`IMP-E2E-${stamp}-3`, "坏行", "Bad row", "0", "20", "10", "cm", "800", "g", "6.5", "USD", "China", "成品"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test("a seller imports products from an .xlsx file and finds them in the list", async ({ page }) => {
  await open(page, "/products/allproducts");
  await expect(page).toHaveURL(/\/login\?next=%2Fproducts%2Fallproducts/);
  await useSession(page, "seller_a");
  await expect(page.getByRole("heading", { name: "产品管理" })).toBeVisible();
  const table = page.getByTestId("table-catalog.products");
  await expect(table.getByText("SA-KIT-01")).toBeVisible();
  await expect(table.getByText(good1)).toHaveCount(0);

  await page.getByTestId("import-products").click();
  const dialog = page.getByRole("dialog", { name: "导入产品" });
  await expect(dialog.getByText("按 SKU 导入:已存在的 SKU 会被更新")).toBeVisible();
  // a seller imports into its own org: no seller to choose
  await expect(dialog.getByTestId("import-seller")).toHaveCount(0);

  // the template downloads, in Chinese, with its example row
  const [template] = await Promise.all([page.waitForEvent("download"), dialog.getByTestId("import-template").click()]);
  const tbook = new ExcelJS.Workbook();
  await tbook.xlsx.readFile((await template.path())!);
  expect(tbook.worksheets.map((w) => w.name)).toEqual(["产品导入", "填写说明"]);
  expect(String(tbook.worksheets[0]!.getRow(1).getCell(1).value)).toBe("SKU *");

  await dialog.locator("input[type=file]").setInputFiles({
    name: "products.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await productFile(),
  });
  await expect(dialog.getByText("products.xlsx")).toBeVisible();
  await dialog.getByText("只导入正确的行").click();
  await shot(page, { path: screenshotPath("imports-dialog.zh-CN.png") });
  await dialog.getByTestId("import-start").click();

  // the task runs in the background; the dialog follows it to the end
  const task = dialog.getByTestId("import-task");
  await expect(task.getByTestId("task-status")).toHaveText("已完成", { timeout: 30_000 });
  await expect(task.getByText("已导入 2 行,跳过 1 行错误数据(见结果文件)")).toBeVisible();
  await shot(page, { path: screenshotPath("imports-done.zh-CN.png") });

  // the result file names the bad row and why
  const [result] = await Promise.all([page.waitForEvent("download"), task.getByTestId("import-result").click()]);
  const rbook = new ExcelJS.Workbook();
  await rbook.xlsx.readFile((await result.path())!);
  const errors = rbook.worksheets[0]!;
  expect(errors.getRow(2).getCell(1).value).toBe(4);
  expect(String(errors.getRow(2).getCell(errors.columnCount).value)).toBe("长: 须为大于 0 的数字,最多 3 位小数,如 12.5");

  // the list behind the dialog was refreshed: the imported products are there, with their size tiers
  await dialog.getByRole("button", { name: "关 闭" }).click();
  await expect(dialog).toBeHidden();
  const row1 = table.getByRole("row").filter({ hasText: good1 });
  await expect(row1).toContainText("导入的收纳盒");
  await expect(row1).toContainText("大号标准尺寸");
  await expect(table.getByRole("row").filter({ hasText: good2 })).toContainText("导入的挂钩");
  await expect(table.getByText(`IMP-E2E-${stamp}-3`)).toHaveCount(0);
  await shot(page, { path: screenshotPath("imports-list.zh-CN.png") });
});
