/**
 * The orgs area in a real browser: the platform admin creates a seller org served by the demo
 * operator and edits its settings; a public sign-up is accepted by operator staff and the new seller
 * admin logs in with the one-time initial password and sees its own org.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

const stamp = Date.now() % 1_000_000;

/** Picks an option of the antd Select labelled `label` (the dropdown renders outside the form). */
const pick = (page: Page, label: string, option: string | RegExp) => pickOption(page, page.getByLabel(label, { exact: true }), option);

test("the admin creates a seller org and edits its settings", async ({ page }) => {
  const code = `E2E${stamp}`;
  await open(page, "/orgmanage");
  await expect(page).toHaveURL(/\/login\?next=%2Forgmanage/);
  await useSession(page, "admin");
  await expect(page.getByRole("heading", { name: "组织管理" })).toBeVisible();
  await expect(page.getByTestId("table-admin.orgs").getByRole("link", { name: "SLA" })).toBeVisible();

  await page.getByTestId("create").click();
  await expect(page).toHaveURL(/\/orgmanage\/update\/add$/);
  const basic = page.getByTestId("page-form-org");
  await basic.getByLabel("组织代码").fill(code);
  await basic.getByLabel("组织名称").fill(`测试卖家 ${stamp}`);
  await pick(page, "服务方运营方", /Entrepot/);
  await basic.getByLabel("客户代码前缀").fill("e2");
  await page.getByTestId("page-form-org-save").click();
  await expect(basic.getByText("须为 2–4 位大写字母")).toBeVisible();
  await basic.getByLabel("客户代码前缀").fill("EEZ");
  await page.getByTestId("page-form-org-save").click();

  // saved: the page becomes the edit page, with the settings panel
  await expect(page).toHaveURL(/\/orgmanage\/update\/edit\?id=\d+$/);
  await expect(page.getByRole("heading", { name: `编辑组织:${code}` })).toBeVisible();
  const settings = page.getByTestId("page-form-settings");
  await settings.getByLabel("默认仓库").fill("LAX-1");
  await pick(page, "币种", "EUR");
  await settings.getByLabel("账单邮箱").fill("billing@e2e.example");
  await page.getByTestId("page-form-settings-save").click();
  await expect(page.getByText("已保存").first()).toBeVisible();
  await shot(page, { path: screenshotPath("org-edit.zh-CN.png") });

  // after a reload the settings are the saved ones
  await page.reload();
  await expect(page.getByTestId("page-form-settings").getByLabel("默认仓库")).toHaveValue("LAX-1");
  await expect(page.getByTestId("page-form-settings").getByText("EUR")).toBeVisible();

  // and the list shows the new org, served by the operator, with its prefix
  await open(page, `/orgmanage?search%5BLIKE_code%5D=${code}`);
  const row = page.getByTestId("table-admin.orgs").getByRole("row", { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText("EEZ")).toBeVisible();
  await expect(row.getByRole("cell", { name: "卖家", exact: true })).toBeVisible();
  await expect(row.getByText("Entrepot 美西仓储 (Operator)")).toBeVisible();

  // the same screen in English
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Organisations" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Seller", exact: true })).toBeVisible();
  await expect(row.getByText("Active")).toBeVisible();
  await shot(page, { path: screenshotPath("org-list.en-US.png") });
  // the language is kept per user: back to Chinese for the specs that follow
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "组织管理" })).toBeVisible();
});

test("a public sign-up is accepted and the new seller admin logs in", async ({ page, browser }) => {
  const company = `Sunrise Test ${stamp}`;
  const email = `owner${stamp}@sunrise.example`;
  await open(page, "/register");
  await expect(page.getByRole("heading", { name: "卖家入驻申请" })).toBeVisible();
  await page.getByLabel("公司名称").fill(company);
  await page.getByLabel("公司编号").fill(`91440300E2E${stamp}`);
  await page.getByLabel("联系人").fill("Zhou Test");
  await page.getByLabel("邮箱").fill("not-an-email");
  await page.getByTestId("signup-submit").click();
  await expect(page.getByText("邮箱格式不正确")).toBeVisible();
  await page.getByLabel("邮箱").fill(email);
  await page.getByTestId("signup-submit").click();
  await expect(page.getByTestId("signup-done")).toBeVisible();

  // operator staff review it
  await open(page, "/registrationmanage");
  await expect(page).toHaveURL(/\/login\?next=%2Fregistrationmanage/);
  await useSession(page, "operator");
  await expect(page.getByRole("heading", { name: "注册审核" })).toBeVisible();
  await page.getByRole("link", { name: company }).click();
  await expect(page).toHaveURL(/\/registrationmanage\/update\/view\?id=\d+$/);
  await expect(page.getByText("该公司编号尚未注册")).toBeVisible();
  await page.getByTestId("accept").click();
  await page.getByTestId("form-save").click();
  const password = (await page.getByTestId("initial-password").textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await expect(page.getByText("已通过")).toBeVisible();
  await expect(page.getByText(/审核人/)).toBeVisible();
  await expect(page.getByTestId("accept")).toBeHidden(); // decided once
  await shot(page, { path: screenshotPath("registration-accepted.zh-CN.png") });

  // the new admin logs in (a fresh browser, no operator session) and sees its own org only
  const context = await browser.newContext({ locale: "zh-CN" });
  const seller = await context.newPage();
  await open(seller, "/login");
  await seller.locator("#username").fill(email);
  await seller.locator("#password").fill(password);
  await seller.locator("button[type=submit]").click();
  await expect(seller).not.toHaveURL(/\/login/);
  await open(seller, "/orgmanage");
  const table = seller.getByTestId("table-admin.orgs");
  await expect(table.getByText(company)).toBeVisible();
  await expect(table.getByRole("link", { name: "SLA" })).toBeHidden();
  expect(password).not.toBe(DEMO_PASSWORD);
  await context.close();
});

test("an access group narrows a staff member's organisations", async ({ page, browser }) => {
  const code = `G${stamp}`;
  await open(page, "/accessgroup/index");
  await expect(page).toHaveURL(/\/login\?next=%2Faccessgroup%2Findex/);
  await useSession(page, "operator");
  await expect(page.getByRole("heading", { name: "访问组" })).toBeVisible();
  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("代码").fill(code);
  await dialog.getByLabel("名称").fill("Seller A 专组");
  await pickOption(page, dialog.getByLabel("组织", { exact: true }), "(SLA)");
  await dialog.getByText("新建访问组").click(); // closes the dropdown, not the dialog
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("table-admin.accessGroups").getByRole("row", { name: new RegExp(code) });
  await expect(row.getByText("Seller A 跨境电商")).toBeVisible();

  // put the customer-service colleague in the group
  await page.getByTestId(`members-${code}`).click();
  await page.getByTestId("member-service").click();
  await expect(page.getByTestId("member-service")).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await expect(row.getByText("Liu Yang (service)")).toBeVisible();

  await open(page, "/accessgroup/dataReport");
  await expect(page.getByTestId("access-group-report").getByRole("row", { name: new RegExp(`${code}.*Seller A 专组`) })).toBeVisible();

  // that colleague now sees the operator's own org and Seller A only
  const context = await browser.newContext({ locale: "zh-CN" });
  const staff = await context.newPage();
  await useSession(staff, "service", "/orgmanage");
  const table = staff.getByTestId("table-admin.orgs");
  await expect(table.getByRole("link", { name: "SLA" })).toBeVisible();
  await expect(table.getByRole("link", { name: "OPR" })).toBeVisible();
  await expect(table.getByRole("link", { name: "SLB" })).toBeHidden();
  await context.close();
});
