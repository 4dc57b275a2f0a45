/**
 * The master data business area in a real browser: seller A connects a new store and adds a product
 * line, finds both in its lists; seller B sees neither.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pickOption, screenshotPath, useSession, open, shot } from "./helpers";

const stamp = Date.now() % 1_000_000;
const store = `SA-E2E-${stamp}`;
const line = `E2E${stamp}`;

/** Picks an option of the antd Select labelled `label` inside `scope` (the dropdown renders at the page's end). */
const pick = (page: Page, scope: Locator, label: string, option: string | RegExp) =>
  pickOption(page, scope.getByLabel(label, { exact: true }), option);

test("seller A creates a store account and a product line; seller B sees neither", async ({ page }) => {
  test.slow(); // two sellers, two screens each, and the run's first test: it pays for the first page loads
  await open(page, "/sales/shop");
  await expect(page).toHaveURL(/\/login\?next=%2Fsales%2Fshop/);
  await useSession(page, "seller_a");
  await expect(page.getByRole("heading", { name: "店铺账号" })).toBeVisible();
  await expect(page.getByTestId("table-masterdata.storeAccounts").getByText("SA-Amazon-US")).toBeVisible();

  await page.getByTestId("create").click();
  const form = page.getByTestId("resource-form");
  await form.getByLabel("店铺名称").fill(store);
  await pick(page, form, "销售平台", "Amazon");
  await pick(page, form, "国家", "DE · Amazon.de");
  await pick(page, form, "币种", "欧元");
  await pick(page, form, "退货仓库", "USNJ1");
  await shot(page, { path: screenshotPath("store-account-form.zh-CN.png") });
  await page.getByTestId("form-save").click();
  await expect(form).toBeHidden();

  const accounts = page.getByTestId("table-masterdata.storeAccounts");
  const row = accounts.getByRole("row", { name: new RegExp(store) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Amazon.de")).toBeVisible();
  await expect(row.getByText("USNJ1")).toBeVisible();
  await expect(row.getByText("正常")).toBeVisible();

  // a product line buying from one of seller A's suppliers
  await open(page, "/products/line");
  await expect(page.getByRole("heading", { name: "产品线" })).toBeVisible();
  await page.getByTestId("create").click();
  const lineForm = page.getByTestId("resource-form");
  await lineForm.getByLabel("编码").fill("bad code!");
  await lineForm.getByLabel("名称").fill(`端到端 ${stamp}`);
  await page.getByTestId("form-save").click();
  await expect(lineForm.getByText("须为 1–32 位字母、数字、_ 或 -,以字母或数字开头")).toBeVisible();
  await lineForm.getByLabel("编码").fill(line);
  await pick(page, lineForm, "供应商", "SZ-ELEC");
  await pick(page, lineForm, "付款方式", "预付");
  await page.getByTestId("form-save").click();
  await expect(lineForm).toBeHidden();
  await open(page, `/products/line?search%5BLIKE_code%5D=${line}`);
  const lineRow = page.getByTestId("table-masterdata.productLines").getByRole("row", { name: new RegExp(line) });
  await expect(lineRow).toBeVisible();
  await expect(lineRow.getByText("深圳华讯电子", { exact: false })).toBeVisible();
  await expect(lineRow.getByText("预付")).toBeVisible();
  await shot(page, { path: screenshotPath("product-lines.zh-CN.png") });

  // seller B: its own stores and lines only
  await page.context().clearCookies();
  await open(page, "/sales/shop");
  await expect(page).toHaveURL(/\/login\?next=%2Fsales%2Fshop/);
  await useSession(page, "seller_b");
  await expect(page.getByTestId("table-masterdata.storeAccounts").getByText("SB-Amazon-US")).toBeVisible();
  await expect(page.getByText(store)).toHaveCount(0);
  await expect(page.getByText("SA-Amazon-US")).toHaveCount(0);
  await open(page, `/sales/shop?search%5BLIKE_title%5D=${store}`);
  await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
  await open(page, `/products/line?search%5BLIKE_code%5D=${line}`);
  await expect(page.getByText("没有符合筛选条件的记录")).toBeVisible();
  // the list keeps its last query when opened again; clearing the filters shows the seller's own lines
  await open(page, "/products/line");
  await page.getByRole("button", { name: "清除筛选条件" }).click();
  await expect(page.getByTestId("table-masterdata.productLines").getByRole("cell", { name: "FURN", exact: true })).toBeVisible();
  await expect(page.getByText(line)).toHaveCount(0);
});

test("the admin keeps a platform's category tree: sub-categories under their parent, added from the parent's row", async ({ page }) => {
  await useSession(page, "admin", "/sales/category");
  await expect(page.getByRole("heading", { name: "渠道类目" })).toBeVisible();
  const table = page.getByTestId("table-masterdata.categories");
  // Amazon's tree, every branch open: a sub-category shows under its parent
  await expect(table.getByRole("row", { name: /家居厨房 Home & Kitchen/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /床上用品 Bedding/ })).toBeVisible();
  await expect(table.getByText("家居 Home", { exact: true })).toBeHidden(); // Walmart's

  const code = `E2E${stamp}`;
  await page.getByTestId("add-child-3375251").click();
  const dialog = page.getByRole("dialog", { name: "新建下级:运动户外 Sports & Outdoors" });
  await dialog.getByLabel("节点编码").fill(code);
  await dialog.getByLabel("名称").fill(`露营 Camping ${stamp}`);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  const child = table.getByRole("row", { name: new RegExp(code) });
  await expect(child.getByRole("cell", { name: "2", exact: true })).toBeVisible(); // level 2
  // nested: its row follows its parent's
  const names = await table.locator("tbody tr td:first-child").allInnerTexts();
  const parentAt = names.findIndex((n) => n.includes("运动户外"));
  expect(names.slice(parentAt + 1, parentAt + 3).join("|")).toContain(`露营 Camping ${stamp}`);
  await shot(page, { path: screenshotPath("channel-categories.zh-CN.png") });

  await child.getByRole("button", { name: "删除" }).click();
  await page.getByTestId("confirm-destroy").click();
  await expect(child).toHaveCount(0);
});
