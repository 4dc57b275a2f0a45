/**
 * The carriers area in a real browser: the admin creates a carrier service and a delivery channel on it
 * (label settings, warehouses), assigns the channel to seller A at a warehouse, and seller A then finds it
 * among its services; seller B does not.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pickOption, screenshotPath, useSession, open, shot } from "./helpers";

const stamp = Date.now() % 1_000_000;
const serviceCode = `UPS_E2E${stamp}`;
const channelCode = `CH_E2E${stamp}`;

test.describe.configure({ mode: "serial" });

// the four steps run in order on one page (one browser context): the app's scripts load once, not once a step
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

/**
 * Opens the antd Select labelled `label` inside `scope` and picks an option (the dropdown renders in the
 * page body). Long lists are virtual: `search` is typed first so that the option is rendered.
 */
const pick = (page: Page, scope: Locator, label: string, option: string | RegExp, search?: string) =>
  pickOption(page, scope.getByLabel(label, { exact: true }), option, search);

test("the admin creates a carrier service", async () => {
  await useSession(page, "admin", "/carrierservice/list");
  await expect(page.getByRole("heading", { name: "物流服务" })).toBeVisible();
  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await pick(page, dialog, "承运商", "UPS · UPS");
  await dialog.getByLabel("代码", { exact: true }).fill("ups e2e");
  await dialog.getByLabel("名称", { exact: true }).fill(`UPS 3 Day Select E2E ${stamp}`);
  await pick(page, dialog, "服务级别", "快递");
  await dialog.getByLabel("最长时效(天)").fill("3");
  await dialog.getByLabel("最大重量").fill("150");
  await dialog.getByLabel("支持签收").click();
  await page.getByTestId("form-save").click();
  await expect(dialog.getByText("须为 2–32 位大写字母、数字、_ 或 -,以字母或数字开头")).toBeVisible();
  await dialog.getByLabel("代码", { exact: true }).fill(serviceCode);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();

  await open(page, `/carrierservice/list?search%5BLIKE_code%5D=${serviceCode}`);
  const row = page.getByTestId("table-md.carrierServices").getByRole("row", { name: new RegExp(serviceCode) });
  await expect(row.getByText("快递")).toBeVisible();
  await expect(row.getByText("150 lb")).toBeVisible();
  await expect(row.getByRole("cell", { name: "是", exact: true })).toHaveCount(1);
});

test("the admin creates a delivery channel on it, with label settings and a warehouse", async () => {
  await useSession(page, "admin", "/deliverychannel/list");
  await expect(page.getByRole("heading", { name: "发货渠道(面单打印设置)" })).toBeVisible();
  await page.getByTestId("create").click();
  const drawer = page.locator(".ant-drawer");
  await drawer.getByLabel("渠道代码").fill(channelCode);
  await drawer.getByLabel("渠道名称").fill(`E2E 三日达 ${stamp}`);
  await pick(page, drawer, "物流服务", serviceCode, serviceCode);
  await pick(page, drawer, "物流账号", "UPS 主账号 (LAX)");
  await pick(page, drawer, "仓库", /^USLAX1/);
  await page.keyboard.press("Escape");
  await drawer.getByText("ZPL", { exact: true }).click();
  await pick(page, drawer, "签收要求", /^需签收$/);
  await shot(page, { path: screenshotPath("carriers-channel-form.zh-CN.png") });
  await page.getByTestId("form-save").click();
  await expect(drawer).toBeHidden();

  await open(page, `/deliverychannel/list?search%5BLIKE_code%5D=${channelCode}`);
  const row = page.getByTestId("table-md.channels").getByRole("row", { name: new RegExp(channelCode) });
  await expect(row.getByRole("cell", { name: serviceCode, exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "ZPL", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "需签收", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "USLAX1", exact: true })).toBeVisible();
  await expect(row.getByText("***B34")).toBeVisible();
});

test("the admin assigns the channel to seller A at USLAX1", async () => {
  await useSession(page, "admin", "/basicdata/orgServiceAssignment");
  await expect(page.getByRole("heading", { name: "组织物流服务分配" })).toBeVisible();
  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await pick(page, dialog, "组织", /^SLA/);
  await pick(page, dialog, "发货渠道", channelCode, channelCode);
  await pick(page, dialog, "仓库", /^USLAX1/);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();

  await open(page, `/basicdata/orgServiceAssignment?search%5BLIKE_channelCode%5D=${channelCode}`);
  const row = page.getByTestId("table-md.orgCarrierServices").getByRole("row", { name: new RegExp(channelCode) });
  await expect(row.getByText("SLA · Seller A")).toBeVisible();
  await expect(row.getByText("运营方账号")).toBeVisible();
  // the channel list counts the organisation
  await open(page, `/deliverychannel/list?search%5BLIKE_code%5D=${channelCode}`);
  const channel = page.getByTestId("table-md.channels").getByRole("row", { name: new RegExp(channelCode) });
  await channel.getByRole("button", { name: "分配情况" }).click();
  await expect(page.getByRole("dialog").getByText("SLA · Seller A")).toBeVisible();
});

test("seller A sees the channel among its services; seller B does not", async ({ browser }) => {
  await useSession(page, "seller_a", "/basicdata/orgServiceAssignment");
  await expect(page.getByRole("heading", { name: "我的物流服务" })).toBeVisible();
  const row = page.getByTestId("table-md.myCarrierServices").getByRole("row", { name: new RegExp(channelCode) });
  await expect(row.getByRole("cell", { name: serviceCode, exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "USLAX1", exact: true })).toBeVisible();
  // no assignment buttons for a seller
  await expect(page.getByTestId("create")).toHaveCount(0);
  await shot(page, { path: screenshotPath("carriers-seller-services.zh-CN.png") });

  const other = await browser.newPage();
  await useSession(other, "seller_b", "/basicdata/orgServiceAssignment");
  await expect(other.getByRole("heading", { name: "我的物流服务" })).toBeVisible();
  await expect(
    other
      .getByTestId("table-md.myCarrierServices")
      .getByRole("row", { name: /UPS_GROUND/ })
      .first(),
  ).toBeVisible();
  await expect(other.getByText(channelCode)).toHaveCount(0);
  await other.close();
});
