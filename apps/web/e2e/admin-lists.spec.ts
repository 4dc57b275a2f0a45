/**
 * Admin lists on the one resource definition (attachment models and types) and the list layout at
 * 1440 px: a model is created, found and deleted through the derived screen; both screens in both
 * languages; the dictionary entries' last column is not hidden under the fixed actions column; the role
 * editor's org picker names the user's own org instead of its id.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { screenshotPath, useSession, open, shot } from "./helpers";

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

const code = `e2eModel${Date.now() % 1_000_000}`;
const setLocale = (page: Page, locale: "zh-CN" | "en-US") =>
  page.request.put("/api/auth/locale", { headers: { "X-Requested-With": "XMLHttpRequest" }, data: { locale } });

// the admin's session (and so its language) is shared with the other specs: always back to Chinese
test.afterEach(async ({ page }) => {
  await setLocale(page, "zh-CN");
});

/** The right edge of a column header is left of the (fixed) actions column's left edge. */
async function clearOfActions(page: Page, table: string, header: string) {
  const t = page.getByTestId(`table-${table}`);
  const cell = t.locator("thead th").filter({ hasText: header }).first();
  const actions = t
    .locator("thead th")
    .filter({ hasText: /^(Actions|操作)$/ })
    .first();
  const [a, b] = [await cell.boundingBox(), await actions.boundingBox()];
  expect(a && b && a.x + a.width <= b.x + 1, `${header} ends before the actions column`).toBe(true);
}

test("attachment models: create with the save schema's rules, filter, delete", async ({ page }) => {
  await useSession(page, "admin", "/attachment/model");
  await expect(page.getByRole("heading", { name: "附件业务模型" })).toBeVisible();
  const table = page.getByTestId("table-admin.attachmentModels");
  await expect(table.getByRole("row", { name: /announcement/ })).toBeVisible();

  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("编码").fill("1bad");
  await dialog.getByLabel("中文名称").fill("测试模型");
  await dialog.getByLabel("英文名称").fill("Test model");
  await page.getByTestId("form-save").click();
  await expect(dialog.getByText(/字母开头/)).toBeVisible(); // the save schema's rule, in the form
  await dialog.getByLabel("编码").fill(code);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();

  await page.getByTestId("filter-bar").getByLabel("名称").fill("Test model");
  await page
    .getByTestId("filter-bar")
    .getByRole("button", { name: /查\s*询/ })
    .click();
  const row = table.getByRole("row", { name: new RegExp(code) });
  await expect(row.getByText("测试模型")).toBeVisible();
  await shot(page, { path: screenshotPath("attach-model.zh-CN.png") });

  await row.getByRole("button", { name: "删除" }).click();
  await page.getByTestId("confirm-destroy").click();
  await expect(table.getByRole("row", { name: new RegExp(code) })).toHaveCount(0);
  await page
    .getByTestId("filter-bar")
    .getByRole("button", { name: /重\s*置/ })
    .click(); // the list keeps its filters when left
  await expect(table.getByRole("row", { name: /announcement/ })).toBeVisible();

  await open(page, "/attachment/type");
  await expect(page.getByTestId("table-admin.attachmentTypes").getByRole("row", { name: /invoice/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, { path: screenshotPath("attach-type.zh-CN.png") });
});

test("in English at 1440 px: the moved screens, the dictionary entries' last column, the role editor's org", async ({ page }) => {
  await useSession(page, "admin");
  await setLocale(page, "en-US");
  // the app reads the language on a page load: a real one here, not `open`
  await page.goto("/attachment/type");
  await expect(page.getByRole("heading", { name: "Attachment types" })).toBeVisible();
  await expect(page.getByTestId("create")).toHaveText(/New attachment type/);
  await shot(page, { path: screenshotPath("attach-type.en-US.png") });
  await open(page, "/attachment/model");
  await expect(page.getByTestId("table-admin.attachmentModels").getByRole("row", { name: /announcement/ })).toBeVisible();
  await shot(page, { path: screenshotPath("attach-model.en-US.png") });

  await open(page, "/dict/data?dictType=feeTypes");
  await expect(page.getByTestId("table-admin.dictData").getByRole("row", { name: /Delivery/ })).toBeVisible();
  await clearOfActions(page, "admin.dictData", "Updated");
  await shot(page, { path: screenshotPath("dict-data.en-US.png") });

  await open(page, "/rolemanageNew");
  await expect(page.getByTestId("role-org")).toBeVisible();
  await expect(page.getByTestId("role-org")).not.toHaveText(/^\s*1\s*$/);
  await shot(page, { path: screenshotPath("role-new.en-US.png") });
});

test("in Chinese: the role editor names the org, the dictionary entries show their last column", async ({ page }) => {
  await useSession(page, "admin");
  await open(page, "/rolemanageNew");
  await expect(page.getByTestId("role-org")).toBeVisible();
  await expect(page.getByTestId("role-org")).not.toHaveText(/^\s*1\s*$/);
  await shot(page, { path: screenshotPath("role-new.zh-CN.png") });
  await open(page, "/dict/data?dictType=feeTypes");
  await expect(page.getByTestId("table-admin.dictData").getByRole("row", { name: /配送费/ })).toBeVisible();
  await clearOfActions(page, "admin.dictData", "更新时间");
  await shot(page, { path: screenshotPath("dict-data.zh-CN.png") });
});
