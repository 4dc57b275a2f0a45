/**
 * The catalogue's and the account's screens that run on their resource definitions with actions of their own:
 * channel listings (ticked rows deactivated and activated again), goods, product management (the selection
 * bar), the operator's EAS pushes tab (a push's detail) and the API tokens (created, shown once, revoked), in
 * both languages.
 */
import { expect, type Page, test } from "@playwright/test";
import { filterBy, open, shot, switchLanguage, useSession } from "./helpers";

const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/resource-screens";
const headers = { "x-requested-with": "XMLHttpRequest" };
const shotAs = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}`, fullPage: true });

// a failure half-way must not leave the demo user in English for the specs after this one
test.afterEach(async ({ page }) => {
  await page.request.put("/api/auth/locale", { data: { locale: "zh-CN" }, headers });
});

test("seller A deactivates and reactivates a listing, reads goods and ticks products to manage, in both languages", async ({ page }) => {
  // five screens, two languages: more than one screen's time
  test.setTimeout(240_000);
  await useSession(page, "seller_a", "/products/channel");
  await expect(page.getByRole("heading", { name: "渠道商品" })).toBeVisible();
  const listings = page.getByTestId("table-catalog.channelListings");
  const row = listings.getByRole("row").filter({ hasText: "SA-Amazon-US" }).first();
  await expect(row).toBeVisible();
  const listingSku = (await row.locator("td").nth(5).innerText()).trim();
  const mine = listings.getByRole("row").filter({ hasText: listingSku });
  await expect(mine).toContainText("启用");
  await mine.getByRole("checkbox").check();
  await expect(page.getByTestId("selection-bar")).toContainText("已选 1 项");
  await page
    .getByTestId("selection-bar")
    .getByRole("button", { name: /^停\s*用$/ })
    .click();
  await expect(page.getByText("已处理 1 项")).toBeVisible();
  await expect(mine).toContainText("已停用");
  // the selection was cleared: tick it again to put it back
  await expect(page.getByTestId("selection-bar")).toContainText("已选 0 项");
  await mine.getByRole("checkbox").check();
  await page
    .getByTestId("selection-bar")
    .getByRole("button", { name: /^启\s*用$/ })
    .click();
  await expect(mine).not.toContainText("已停用");
  await shotAs(page, "channel.zh-CN.png");

  await open(page, "/sales/goods");
  await expect(page.getByRole("heading", { name: "商品" })).toBeVisible();
  await filterBy(page, "SKU", "SA-KIT-01");
  const kit = page.getByTestId("table-catalog.goods").getByRole("row").filter({ hasText: "SA-KIT-01" });
  await expect(kit).toContainText(/SA-\S+ ×\d \+ SA-\S+ ×1/);
  await shotAs(page, "goods.zh-CN.png");

  await open(page, "/sales/ProductManage");
  await expect(page.getByRole("heading", { name: "产品状态管理" })).toBeVisible();
  const products = page.getByTestId("table-catalog.productManage");
  await filterBy(page, "SKU", "SA-KIT-01");
  await products.getByRole("row").filter({ hasText: "SA-KIT-01" }).getByRole("checkbox").check();
  await expect(page.getByTestId("selection-bar")).toContainText("已选 1 项");
  await expect(page.getByTestId("bulk-activate")).toBeEnabled();
  await shotAs(page, "manage.zh-CN.png");

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Product management" })).toBeVisible();
  await expect(page.getByTestId("selection-bar")).toContainText("1 selected");
  await shotAs(page, "manage.en-US.png");
  await open(page, "/sales/goods");
  await expect(page.getByRole("heading", { name: "Goods" })).toBeVisible();
  await expect(page.getByTestId("table-catalog.goods").getByRole("columnheader", { name: "Kit composition" })).toBeVisible();
  await shotAs(page, "goods.en-US.png");
  await open(page, "/products/channel");
  await expect(page.getByRole("heading", { name: "Channel listings" })).toBeVisible();
  await expect(listings.getByRole("row").filter({ hasText: listingSku })).toContainText("Active");
  await shotAs(page, "channel.en-US.png");
  await open(page, "/products/allproducts");
  await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(page.getByTestId("table-catalog.products").getByRole("row").filter({ hasText: "SA-KIT-01" })).toContainText("Kit");
  await shotAs(page, "products.en-US.png");
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "产品管理" })).toBeVisible();
  await shotAs(page, "products.zh-CN.png");
});

test("the operator reads a push to EAS; the admin creates an API token, sees it once and revokes it", async ({ page }) => {
  test.setTimeout(240_000);
  await useSession(page, "operator", "/system/managewarehouse/list");
  const warehouses = (await (await page.request.get("/api/v2/warehouse/findAllWarehouses")).json()) as { id: number; code: string }[];
  const pushed = await page.request.post("/api/v2/warehouse/eas/pushWarehouse", { data: { id: warehouses[0]!.id }, headers });
  expect(pushed.status()).toBe(200);
  const push = (await pushed.json()) as { id: number; entityCode: string };
  await page.getByRole("tab", { name: "EAS 推送记录" }).click();
  const row = page
    .getByTestId("table-places.easPushes")
    .getByRole("row")
    .filter({ hasText: String(push.id) })
    .first();
  await expect(row).toContainText(push.entityCode);
  await expect(row).toContainText("已推送");
  await row.getByRole("button", { name: /^查\s*看$/ }).click();
  const drawer = page.locator(".ant-drawer");
  await expect(drawer.getByText("发送内容")).toBeVisible();
  await expect(drawer.getByText(`"number": "${push.entityCode}"`)).toBeVisible();
  await shotAs(page, "pushes.zh-CN.png");
  await drawer.getByRole("button", { name: /关闭|Close/ }).click();
  await switchLanguage(page, "English");
  await expect(page.getByRole("tab", { name: /EAS/ })).toBeVisible();
  await expect(row).toContainText("Sent");
  await shotAs(page, "pushes.en-US.png");
  await switchLanguage(page, "中文");

  const name = `E2E token ${Date.now() % 1_000_000}`;
  await useSession(page, "seller_a", "/account");
  await expect(page.getByText("API 令牌", { exact: true })).toBeVisible();
  await page.getByTestId("create").click();
  const form = page.getByRole("dialog", { name: "新建令牌" });
  await form.getByLabel("令牌名称").fill(name);
  await form.getByLabel("权限").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
  // a multiple select stays open after a pick: close it as a person would, clicking beside it
  await form.getByText("令牌名称").click();
  await form.getByRole("button", { name: /^保\s*存$/ }).click();
  await expect(page.getByTestId("new-token")).toContainText(/\S{20,}/);
  await shotAs(page, "token-shown.zh-CN.png");
  await page
    .getByRole("dialog", { name: "API 令牌" })
    .getByRole("button", { name: /关闭|Close/ })
    .click();
  const token = page.getByTestId("table-admin.apiTokens").getByRole("row").filter({ hasText: name });
  await token.getByRole("button", { name: /^吊\s*销$/ }).click();
  await page.getByTestId("confirm-destroy").click();
  await expect(token.getByRole("button", { name: /^吊\s*销$/ })).toHaveCount(0);
  await shotAs(page, "tokens.zh-CN.png");
  await switchLanguage(page, "English");
  await expect(page.getByText("API tokens", { exact: true })).toBeVisible();
  await expect(page.getByTestId("table-admin.apiTokens").getByRole("columnheader", { name: "Revoked" })).toBeVisible();
  await shotAs(page, "tokens.en-US.png");
  await switchLanguage(page, "中文");
});
