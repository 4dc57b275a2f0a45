/**
 * The places area in a real browser: the platform admin creates a warehouse for the demo operator
 * (the form checks the ZIP code), assigns it to Seller A, and Seller A then sees it in its warehouse
 * list and its org warehouses, while Seller B does not.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

const stamp = Date.now() % 1_000_000;

/** Opens the antd Select labelled `label` in `scope` (a dialog), types to filter, and picks the option holding `option`. */
const pick = (page: Page, scope: Locator, label: string, option: string | RegExp, typed?: string) =>
  pickOption(page, scope.getByRole("combobox", { name: label }), option, typed);

test("the admin creates a warehouse and assigns it to seller A, who then sees it", async ({ page, browser }) => {
  test.slow(); // three users, five screens
  const code = `CHI${stamp}`;
  const name = `芝加哥测试仓 ${stamp}`;
  await open(page, "/system/managewarehouse/list");
  await expect(page).toHaveURL(/\/login\?next=%2Fsystem%2Fmanagewarehouse%2Flist/);
  await useSession(page, "admin");
  await expect(page.getByRole("heading", { name: "仓库管理" })).toBeVisible();
  await expect(page.getByTestId("table-places.warehouses.manage").getByRole("cell", { name: "USLAX1", exact: true })).toBeVisible();

  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("仓库代码").fill(code);
  await dialog.getByLabel("仓库名称").fill(name);
  await pick(page, dialog, "运营方", /Entrepot/);
  await pick(page, dialog, "州/省", "IL · 伊利诺伊州", "伊利诺伊");
  await dialog.getByLabel("城市").fill("Chicago");
  await dialog.getByLabel("邮编").fill("6063");
  await dialog.getByLabel("地址", { exact: true }).fill("4400 W 45th St");
  await pick(page, dialog, "时区", "America/Chicago", "America/Chicago");
  await page.getByTestId("form-save").click();
  await expect(dialog.getByText("美国邮编须为 5 位数字或 5+4 位")).toBeVisible();
  await dialog.getByLabel("邮编").fill("60632");
  await shot(page, { path: screenshotPath("warehouse-form.zh-CN.png") });
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("table-places.warehouses.manage").getByRole("row", { name: new RegExp(code) });
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText("自营仓")).toBeVisible();

  // assign it to Seller A
  await open(page, "/managewarehouse/list");
  await expect(page.getByRole("heading", { name: "组织仓库" })).toBeVisible();
  await page.getByTestId("create").click();
  await pick(page, page.getByRole("dialog"), "客户组织", "(SLA)");
  await pick(page, page.getByRole("dialog"), "实体仓", code, code);
  await page.getByTestId("form-save").click();
  await expect(page.getByRole("dialog")).toBeHidden();
  const assigned = page.getByTestId("table-places.orgWarehouses").getByRole("row", { name: new RegExp(`Seller A.*${code}`) });
  await expect(assigned).toBeVisible();
  await shot(page, { path: screenshotPath("org-warehouses.zh-CN.png") });

  // Seller A sees the new warehouse; Seller B does not
  const sellerContext = await browser.newContext({ locale: "zh-CN" });
  const seller = await sellerContext.newPage();
  await useSession(seller, "seller_a", "/system/managewarehouse/list");
  await expect(seller.getByRole("heading", { name: "仓库管理" })).toBeVisible();
  const mine = seller.getByTestId("table-places.warehouses");
  await expect(mine.getByRole("row", { name: new RegExp(code) }).getByText(name)).toBeVisible();
  await expect(mine.getByRole("cell", { name: "ONT8", exact: true })).toBeHidden(); // not assigned to Seller A
  await expect(seller.getByTestId("create")).toBeHidden(); // customers read only
  await open(seller, "/managewarehouse/list");
  await expect(seller.getByTestId("table-places.orgWarehouses").getByRole("cell", { name: code, exact: true }).first()).toBeVisible();
  await switchLanguage(seller, "English");
  await expect(seller.getByRole("heading", { name: "Org warehouses" })).toBeVisible();
  await shot(seller, { path: screenshotPath("org-warehouses.seller.en-US.png") });
  await switchLanguage(seller, "中文");
  await sellerContext.close();

  const otherContext = await browser.newContext({ locale: "zh-CN" });
  const other = await otherContext.newPage();
  await useSession(other, "seller_b", "/system/managewarehouse/list");
  await expect(other.getByTestId("table-places.warehouses").getByRole("cell", { name: "USLAX1", exact: true })).toBeVisible();
  await expect(other.getByText(code)).toBeHidden();
  await otherContext.close();
});

test("the operator sets a customer's batch rule on its own form page, changes it and deletes it", async ({ page }) => {
  test.slow(); // two screens, each loaded twice, and both languages
  await useSession(page, "operator");
  await open(page, "/system/managewarehouse/list?tab=rules");
  const table = page.getByTestId("table-places.batchRules");
  await page.getByTestId("create-rule").click();
  await expect(page).toHaveURL(/\/system\/managewarehouse\/batchway\/add$/);
  await expect(page.getByRole("heading", { name: "新建批次规则" })).toBeVisible();
  await pick(page, page.locator(".ant-layout-content"), "仓库", /^USTX1/, "USTX1");
  await pick(page, page.locator(".ant-layout-content"), "客户", /^SLA · Seller A/);
  await expect(page.getByLabel("最短剩余效期(天)")).toBeHidden(); // FEFO only
  await pick(page, page.locator(".ant-layout-content"), "批次规则", "先到期先出(按效期)");
  await page.getByLabel("最短剩余效期(天)").fill("30");
  await shot(page, { path: screenshotPath("batch-rule-form.zh-CN.png") });
  await page.getByTestId("page-form-places.batchRules-save").click();
  await expect(page).toHaveURL(/\/system\/managewarehouse\/list\?tab=rules$/);
  const row = table.getByRole("row", { name: /USTX1/ }).filter({ hasText: "Seller A" });
  await expect(row.getByText("先到期先出(按效期)")).toBeVisible();
  await expect(row.getByRole("cell", { name: "30", exact: true })).toBeVisible();
  // the demo's warehouse default: no customer reads as "all customers"
  await expect(table.getByRole("row", { name: /USLAX1/ }).filter({ hasText: "全部客户(默认)" })).toBeVisible();

  // editing keeps the warehouse and the customer; another rule has no shelf life
  await row.getByRole("button", { name: "编辑" }).click();
  await expect(page.getByRole("heading", { name: "编辑批次规则:USTX1" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "仓库" })).toBeDisabled();
  await pick(page, page.locator(".ant-layout-content"), "批次规则", "按批号");
  await expect(page.getByLabel("最短剩余效期(天)")).toBeHidden();
  await page.getByTestId("page-form-places.batchRules-save").click();
  await expect(row.getByText("按批号")).toBeVisible();
  await switchLanguage(page, "English");
  await expect(row.getByText("By lot number")).toBeVisible();
  await shot(page, { path: screenshotPath("batch-rules.en-US.png") });
  await switchLanguage(page, "中文");

  await row.getByRole("button", { name: "删除" }).click();
  await page.getByTestId("confirm-destroy").click();
  await expect(row).toHaveCount(0);
});

test("a seller keeps its address book and importers (two tabs), in both languages", async ({ page }) => {
  test.slow(); // two tabs, two forms and both languages
  await useSession(page, "seller_a", "/logisticians/logisticsAddress");
  await expect(page.getByRole("heading", { name: "地址管理" })).toBeVisible();
  const addresses = page.getByTestId("table-places.addresses");
  await expect(addresses.getByRole("row", { name: /美西退货 LA returns/ }).getByText("退货地址")).toBeVisible();
  await expect(addresses.getByRole("columnheader", { name: "组织" })).toHaveCount(0); // a seller's own book: no owner column

  const label = `Dallas ${stamp}`;
  await page.getByTestId("create-address").click();
  const dialog = page.getByRole("dialog");
  await pick(page, dialog, "地址类型", "退货地址");
  await dialog.getByLabel("地址名称").fill(label);
  await dialog.getByLabel("联系人").fill("Returns desk");
  await pick(page, dialog, "州/省", "TX · 得克萨斯州", "得克萨斯");
  await dialog.getByLabel("城市").fill("Dallas");
  await dialog.getByLabel("邮编").fill("7520");
  await dialog.getByLabel("地址", { exact: true }).fill("2100 Ross Ave");
  await page.getByTestId("form-save").click();
  await expect(dialog.getByText("美国邮编须为 5 位数字或 5+4 位")).toBeVisible();
  await dialog.getByLabel("邮编").fill("75201");
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  const row = addresses.getByRole("row", { name: new RegExp(label) });
  await expect(row.getByText("退货地址")).toBeVisible();
  await shot(page, { path: screenshotPath("address-book.zh-CN.png") });

  await page.getByRole("tab", { name: "进口商" }).click();
  await expect(page).toHaveURL(/tab=importers/);
  await page.getByTestId("create-importer").click();
  await dialog.getByLabel("进口商名称").fill(`Importer ${stamp}`);
  await dialog.getByLabel("税号").fill("12345");
  await pick(page, dialog, "州/省", "NJ · 新泽西州", "新泽西");
  await page.getByTestId("form-save").click();
  await expect(dialog.getByText(/EIN/).last()).toBeVisible();
  await dialog.getByLabel("税号").fill(`12-${String(stamp).padStart(7, "0")}`);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("table-places.importers").getByRole("row", { name: new RegExp(`Importer ${stamp}`) })).toBeVisible();

  await switchLanguage(page, "English");
  await expect(page.getByRole("tab", { name: "Importers" })).toBeVisible();
  await expect(page.getByTestId("table-places.importers").getByRole("columnheader", { name: "Tax id" })).toBeVisible();
  await shot(page, { path: screenshotPath("importers.en-US.png") });
  await page.getByRole("tab", { name: "Address book" }).click();
  await expect(addresses.getByRole("row", { name: new RegExp(label) }).getByText("Return", { exact: true })).toBeVisible();
  await shot(page, { path: screenshotPath("address-book.en-US.png") });
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByTestId("confirm-destroy").click();
  await expect(row).toHaveCount(0);
  await switchLanguage(page, "中文");
});
