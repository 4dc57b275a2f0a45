/**
 * The task centre (issue 4): an administrator exports a list in the background, is told so with a link
 * to the task centre, sees the task finish in tasks/async (its progress refreshes on its own), downloads
 * the result and reads the .xlsx back; the same task is in "My tasks", and the screens speak English too.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

test("admin exports a list in the background and downloads it from the task centre", async ({ page }) => {
  await open(page, "/dict/list");
  await expect(page).toHaveURL(/\/login\?next=%2Fdict%2Flist/);
  await useSession(page, "admin");
  await expect(page).toHaveURL(/\/dict\/list$/);
  // the language is kept per user: an earlier spec may have left the admin in English
  await expect(page.getByRole("heading", { name: /字典管理|Dictionaries/ })).toBeVisible();
  if ((await page.locator("html").getAttribute("lang")) === "en-US") await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "字典管理" })).toBeVisible();
  const types = page.getByTestId("table-admin.dictTypes");
  await expect(types.getByRole("link", { name: "feeTypes" })).toBeVisible();

  await page.getByTestId("export-async").click();
  const notice = page.getByTestId("export-started");
  await expect(notice).toContainText(/已开始后台导出\(任务 #\d+\)/);
  const taskId = /#(\d+)/.exec((await notice.textContent()) ?? "")![1]!;
  await notice.getByRole("link", { name: "打开任务中心" }).click();

  await expect(page).toHaveURL(/\/tasks\/async$/);
  await expect(page.getByRole("heading", { name: "异步任务" })).toBeVisible();
  const table = page.getByTestId("table-tasks.async");
  const row = table.getByRole("row", { name: new RegExp(`^${taskId}\\b`) });
  await expect(row).toContainText("导出:字典管理");
  // no reload: the list refreshes by itself until the task has finished
  await expect(row.getByTestId("task-status")).toHaveText("已完成", { timeout: 30_000 });
  await expect(row.getByTestId("task-progress")).toContainText("100%");
  await shot(page, { path: screenshotPath("tasks-async.zh-CN.png") });

  const [download] = await Promise.all([page.waitForEvent("download"), row.getByTestId("task-download").click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.some((r) => r.includes("feeTypes"))).toBe(true);

  // the same task is among "my tasks"
  await open(page, "/report/myTaskList");
  await expect(page.getByRole("heading", { name: "我的任务" })).toBeVisible();
  await expect(page.getByTestId("table-tasks.mine").getByRole("row", { name: new RegExp(`^${taskId}\\b`) })).toContainText("已完成");

  // and in English
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "My tasks" })).toBeVisible();
  await expect(page.getByTestId("table-tasks.mine").getByRole("row", { name: new RegExp(`^${taskId}\\b`) })).toContainText("Finished");
  await shot(page, { path: screenshotPath("tasks-mine.en-US.png") });
  await switchLanguage(page, "中文");
});
