/**
 * The content area in a real browser: the admin publishes an announcement to sellers; each seller sees
 * it under the header bell and marks it read, the operator (not a seller) does not see it. And an admin
 * override of a built-in text (locale message) changes what everyone sees after a reload.
 */
import { expect, test, type Page } from "@playwright/test";
import { pickOption, useSession, open } from "./helpers";

const title = `E2E 仓库放假通知 ${Date.now() % 1_000_000}`;

test.describe.configure({ mode: "serial" });

const pickInDialog = (page: Page, label: string, option: string) => pickOption(page, page.getByRole("dialog").getByLabel(label), option);

async function openBell(page: Page) {
  await page.getByTestId("announcement-bell").click();
  return page.locator(".ant-drawer");
}

test("admin writes an announcement for sellers and publishes it", async ({ page }) => {
  await useSession(page, "admin", "/announcemanage");
  await expect(page.getByRole("heading", { name: "公告管理" })).toBeVisible();
  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("标题").fill(title);
  await dialog.getByLabel("内容(HTML)").fill("<p>春节期间仓库<b>暂停收货</b><script>alert(1)</script></p>");
  await pickInDialog(page, "发送对象", "按组织类型");
  await dialog.getByLabel("对象值").fill("seller");
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("table-admin.announcements").getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("未发布")).toBeVisible();
  await row.getByRole("button", { name: "发布" }).click();
  await expect(row.getByText("已发布")).toBeVisible();
  await expect(row.getByRole("button", { name: "撤回" })).toBeVisible();
});

test("seller A sees it under the bell and marks it read", async ({ page }) => {
  await useSession(page, "seller_a");
  const drawer = await openBell(page);
  const item = drawer.locator("article", { hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText("暂停收货")).toBeVisible(); // the HTML is rendered, the script was removed on save
  await item.getByRole("button", { name: "标为已读" }).click();
  await expect(item.getByText("已读")).toBeVisible();
  await expect(item.getByRole("button", { name: "标为已读" })).toHaveCount(0);
  // still read after a reload
  await page.reload();
  const again = (await openBell(page)).locator("article", { hasText: title });
  await expect(again.getByText("已读")).toBeVisible();
});

test("seller B, also a seller, sees it unread", async ({ page }) => {
  await useSession(page, "seller_b");
  const item = (await openBell(page)).locator("article", { hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole("button", { name: "标为已读" })).toBeVisible();
});

test("the operator, not a seller, does not see it", async ({ page }) => {
  await useSession(page, "operator");
  const drawer = await openBell(page);
  await expect(drawer.locator(".ant-drawer-title")).toHaveText("公告");
  await expect(drawer.getByText(title)).toHaveCount(0);
});

test("a locale override changes a visible text", async ({ page }) => {
  await useSession(page, "admin");
  await expect(page.getByText("Entrepot 海外仓", { exact: true })).toBeVisible();
  await open(page, "/localemanage");
  await expect(page.getByRole("heading", { name: "多语言文本" })).toBeVisible();
  // every built-in text is listed: found by its words, without knowing its key
  await page.getByPlaceholder(/按键、中文或英文搜索/).fill("Entrepot 海外仓");
  const builtIn = page.getByTestId("built-in-texts").getByRole("row", { name: /shell:appName/ });
  await expect(builtIn).toBeVisible();
  await builtIn.getByRole("button", { name: "改中文" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("键")).toHaveValue("shell:appName");
  await dialog.getByLabel("文本").fill("E2E 海外仓后台");
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  await expect(builtIn.getByText("E2E 海外仓后台")).toBeVisible();
  await page.getByRole("tab", { name: "已修改的文字" }).click();
  const row = page.getByTestId("table-admin.localeMessages").getByRole("row", { name: /shell:appName/ });
  await expect(row).toBeVisible();

  await page.reload();
  await expect(page.getByText("E2E 海外仓后台", { exact: true })).toBeVisible();

  // deleting the override (after confirming) brings the built-in text back
  await page.getByRole("tab", { name: "已修改的文字" }).click();
  await page
    .getByTestId("table-admin.localeMessages")
    .getByRole("row", { name: /shell:appName/ })
    .getByRole("button", { name: "删除" })
    .click();
  await page.getByTestId("confirm-destroy").click();
  await expect(page.getByTestId("table-admin.localeMessages").getByRole("row", { name: /shell:appName/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Entrepot 海外仓", { exact: true })).toBeVisible();
});

test("a seller uploads an invoice that passes the rule, and a disguised file is refused", async ({ page }) => {
  await useSession(page, "seller_a", "/attachment/file");
  await expect(page.getByRole("heading", { name: "附件" })).toBeVisible();
  const upload = async (name: string, buffer: Buffer) => {
    await page.getByTestId("upload").click();
    const dialog = page.getByRole("dialog");
    await pickInDialog(page, "业务模型", "入库单");
    await pickInDialog(page, "附件类型", "发票");
    await dialog.getByLabel("业务单号").fill("IN-E2E-1");
    await dialog.locator("input[type=file]").setInputFiles({ name, mimeType: "application/pdf", buffer });
    await page.getByTestId("upload-submit").click();
    return dialog;
  };
  // a text file named .pdf: its content says what it is, and the rule allows pdf, png, jpg only
  const refused = await upload("fake.pdf", Buffer.from("not really a pdf"));
  await expect(page.getByText("文件内容为 txt 格式,只允许 pdf, png, jpg")).toBeVisible();
  await refused.getByRole("button", { name: /取\s*消/ }).click();

  await upload("发票-E2E.pdf", Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n"));
  const row = page.getByTestId("table-admin.attach-files").getByRole("row", { name: /发票-E2E\.pdf/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("IN-E2E-1")).toBeVisible();
  await expect(page.getByTestId("table-admin.attach-files").getByRole("row", { name: /fake\.pdf/ })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: "下载" }).click()]);
  expect(download.suggestedFilename()).toBe("发票-E2E.pdf");
});

test("a seller admin builds departments and a post, and places a person", async ({ page }) => {
  await useSession(page, "seller_a", "/system/post");
  await page.getByTestId("create").click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel("岗位编码").fill("OPS");
  await dialog.getByLabel("岗位名称").fill("运营专员");
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("table-admin.posts").getByRole("row", { name: /OPS/ })).toBeVisible();

  await open(page, "/system/dept");
  await expect(page.getByRole("heading", { name: "部门" })).toBeVisible();
  await page.getByTestId("create").click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("部门名称").fill("E2E 运营部");
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole("row", { name: /E2E 运营部/ })
    .getByRole("button", { name: "新建下级" })
    .click();
  await page.getByRole("dialog").getByLabel("部门名称").fill("E2E 广告组");
  await page.getByTestId("form-save").click();
  await expect(page.getByRole("row", { name: /E2E 广告组/ })).toBeVisible();

  await open(page, "/departmentmanage");
  await page.locator(".ant-tree").getByText("E2E 广告组").click();
  await expect(page.getByText("该部门还没有人员")).toBeVisible();
  await page.getByTestId("assign").click();
  await pickInDialog(page, "用户", "seller_a");
  await pickInDialog(page, "岗位", "运营专员");
  await page.getByTestId("form-save").click();
  const person = page.getByRole("row", { name: /seller_a/ });
  await expect(person.getByText("运营专员")).toBeVisible();
  await expect(person.getByText("E2E 广告组")).toBeVisible();
});
