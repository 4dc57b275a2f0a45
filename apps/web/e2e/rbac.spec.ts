/**
 * Users and roles end to end (issue 3): the admin creates a role with a few permissions and a user of
 * seller A holding it; that user logs in and sees exactly the permitted menu; the admin disables the
 * user, whose very next request sends them back to the login page.
 */
import { expect, test, type Page } from "@playwright/test";
import { screenshotPath, useSession, open, shot } from "./helpers";

const n = Date.now() % 1_000_000;
const roleCode = `e2e_viewer_${n}`;
const username = `e2e_user_${n}`;
const password = "Quiet-Harbour-2026";

/** Ticks a permission in the role editor's tree by its (localised) name. */
async function tick(page: Page, name: string) {
  const node = page
    .getByTestId("permission-tree")
    .locator(".ant-tree-treenode")
    .filter({ has: page.getByText(name, { exact: true }) });
  await node.locator(".ant-tree-checkbox").click();
}

/** Picks an option of an antd select by its visible text. */
async function choose(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator(".ant-select-dropdown:visible").getByText(text).first().click();
}

test("admin creates a role and a seller user; the user sees exactly the permitted menu; disabling logs them out", async ({
  page,
  browser,
}) => {
  await useSession(page, "admin");

  // a role of seller A's org with two permissions
  await open(page, "/rolemanageNew");
  await expect(page.getByRole("heading", { name: "新建角色及权限" })).toBeVisible();
  await choose(page, "role-org", "Seller A");
  await page.getByTestId("role-code").fill(roleCode);
  await page.getByTestId("role-nameZh").fill("只读用户");
  await page.getByTestId("role-nameEn").fill("Read-only user");
  await tick(page, "查看用户");
  await tick(page, "使用后台:本人账户、菜单、收藏和公共基础数据");
  await page.getByTestId("save").click();
  await expect(page).toHaveURL(/\/rolemanage$/);
  const roleRow = page.getByTestId("table-admin.roles").getByRole("row", { name: new RegExp(roleCode) });
  await expect(roleRow).toBeVisible();
  await expect(roleRow.getByText("只读用户")).toBeVisible();

  // a user of seller A holding it
  await open(page, "/usermanage/update/add");
  await page.getByTestId("user-username").fill(username);
  await page.getByTestId("user-password").fill(password);
  await page.getByTestId("user-fullName").fill("E2E 只读");
  await choose(page, "user-org", "Seller A");
  await choose(page, "user-roles", roleCode);
  await page.getByTestId("save").click();
  await expect(page).toHaveURL(/\/usermanage$/);

  // the user logs in (another browser) and sees the user list and their account, nothing else of admin
  const userContext = await browser.newContext({ locale: "zh-CN" });
  const userPage = await userContext.newPage();
  await open(userPage, "/login");
  await userPage.locator("#username").fill(username);
  await userPage.locator("#password").fill(password);
  await userPage.locator("button[type=submit]").click();
  await expect(userPage).not.toHaveURL(/\/login/);
  const menu = userPage.getByTestId("side-menu");
  // two areas only, in menu order: logistics (my account, which everyone has) and administration (the user list)
  const areaTitles = menu.locator(".ant-menu-submenu-title");
  await expect(areaTitles).toHaveText(["物流", "系统管理 · 报表 · 工具"]);
  await areaTitles.filter({ hasText: "系统管理" }).click();
  await expect(menu.getByRole("menuitem").filter({ hasText: "用户管理" })).toBeVisible();
  for (const hidden of ["角色管理", "组织角色", "字典管理"]) await expect(menu.getByText(hidden)).toHaveCount(0);
  await areaTitles.filter({ hasText: "物流" }).click();
  await expect(menu.getByRole("menuitem").filter({ hasText: "我的账户" })).toBeVisible();
  await menu.getByText("用户管理").click();
  await expect(userPage.getByRole("heading", { name: "用户管理" })).toBeVisible();
  // a read-only user: the list shows seller A's users only, and no create button
  await expect(userPage.getByTestId("table-admin.users").getByText(username)).toBeVisible();
  await expect(userPage.getByTestId("table-admin.users").getByText("seller_b")).toHaveCount(0);
  await expect(userPage.getByTestId("create")).toHaveCount(0);

  // the admin disables the user
  await open(page, `/usermanage?search%5BLIKE_username%5D=${username}`);
  await page.getByTestId(`disable-${username}`).click();
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();
  const userRow = page.getByTestId("table-admin.users").getByRole("row", { name: new RegExp(username) });
  await expect(userRow.locator(".ant-tag").getByText("停用")).toBeVisible();
  await expect(userRow.getByRole("button", { name: "启用" })).toBeVisible();

  // the user's next request answers 401: back to the login page
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await userContext.close();
});

test("the other rbac screens open with their data: org roles, menus, favourites, my account with sessions and tokens", async ({ page }) => {
  await useSession(page, "admin", "/orgrolemanage");
  await expect(page.getByRole("heading", { name: "组织角色" })).toBeVisible();
  await expect(page.getByTestId("table-admin.orgRoles").getByText("seller_staff")).toBeVisible();

  await open(page, "/menumanage");
  await expect(page.getByRole("heading", { name: "菜单管理" })).toBeVisible();
  // the same groups as the side menu, under the same names
  await expect(page.getByRole("tree").getByText("系统管理 · 报表 · 工具")).toBeVisible();
  await expect(page.getByRole("tree").getByText("注册申请")).toBeVisible();

  // pin the user list: it shows at the top of the menu
  await open(page, "/favorite/list");
  await expect(page.getByText("还没有收藏的页面。")).toBeVisible();
  // the picker lists every permitted screen (a virtual list): search for it, as a person would
  await page.getByTestId("pin-screen").click();
  await page.keyboard.type("用户管理");
  await page.locator(".ant-select-dropdown:visible").getByText("系统管理 · 报表 · 工具 / 用户管理").click();
  const favouritesGroup = page
    .getByTestId("side-menu")
    .getByRole("menuitem", { name: /我的收藏/ })
    .first();
  await expect(favouritesGroup).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "用户管理" })).toBeVisible();

  await open(page, "/account");
  await expect(page.getByRole("heading", { name: "我的账户" })).toBeVisible();
  await expect(page.getByText("当前会话")).toBeVisible();
  await expect(page.getByText("API 令牌", { exact: true })).toBeVisible();
  await shot(page, { path: screenshotPath("account.zh-CN.png"), fullPage: true });
});
