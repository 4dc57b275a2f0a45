/**
 * B2C orders in a real browser: seller A fills in an order and submits it (its stock is reserved); the
 * operator picks it, packs it (parcel weight and size), buys the label and ships it from the warehouse's
 * list, and prints a picking list; seller A sees the order shipped with its tracking number and the
 * stock lower. Screens in zh-CN and en-US.
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

// each step is one request and a re-render; on a loaded 2-core machine they take longer than the default 15 s
const expect = baseExpect.configure({ timeout: 45_000 });

type Balance = { sku: string; onHand: number; reserved: number; available: number };

async function balanceOf(page: Page, sku: string): Promise<Balance> {
  const res = await page.request.get(
    `/api/inventory/balance/list?search[EQ_sku]=${sku}&search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: Balance[] }).rows[0]!;
}

test("seller A submits a B2C order, the operator picks, packs, labels and ships it, the seller sees it shipped and the stock lower", async ({
  browser,
}) => {
  test.slow();
  const seller = await browser.newPage();
  await useSession(seller, "seller_a");
  const list = await seller.request.get(
    "/api/inventory/balance/list?search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1&search[GE_available]=20&rows=1&sidx=sku&sord=asc",
  );
  const stock = ((await list.json()) as { rows: Balance[] }).rows[0]!;
  expect(stock).toBeTruthy();

  await open(seller, "/orders/b2cOrders");
  await expect(seller.getByRole("heading", { name: "一件代发订单" })).toBeVisible();
  await seller.getByTestId("order-new").click();
  const form = seller.getByTestId("order-form");
  await pickOption(seller, form.getByLabel("发货仓库"), /USLAX1/);
  await pickOption(seller, form.getByLabel("物流渠道"), /UPS/);
  const reference = `E2E-${Date.now()}`;
  await form.getByLabel("参考单号").fill(reference);
  await seller.getByTestId("recipient-name").fill("Emily Carter");
  await seller.getByTestId("recipient-state").fill("CA");
  await seller.getByTestId("recipient-city").fill("Los Angeles");
  await seller.getByTestId("recipient-postcode").fill("90012");
  await seller.getByTestId("recipient-address1").fill("200 N Spring St");
  await pickOption(seller, seller.getByTestId("line-sku-0").getByRole("combobox"), new RegExp(stock.sku), stock.sku);
  await seller.getByTestId("line-qty-0").fill("2");
  await seller.getByTestId("line-value-0").fill("19.99");
  await shot(seller, { path: screenshotPath("orders-form.zh-CN.png") });
  await seller.getByTestId("order-save").click();
  const saved = seller.getByText(/已保存 SO\d{8}-\d{5}/);
  await expect(saved).toBeVisible();
  const orderNo = (await saved.textContent())!.match(/SO\d{8}-\d{5}/)![0];

  await seller.getByTestId(`submit-${orderNo}`).click();
  await seller.getByTestId("confirm-submit").click();
  await expect(seller.getByText(`${orderNo}:待拣货`)).toBeVisible();
  expect(await balanceOf(seller, stock.sku)).toMatchObject({ onHand: stock.onHand, reserved: stock.reserved + 2 });

  // the warehouse: pick, pack with the parcel, buy the label, ship
  const operator = await browser.newPage();
  await useSession(operator, "operator");
  await open(operator, `/orders/b2cOrdersManage?search[LIKE_orderNo]=${orderNo}`);
  await expect(operator.getByRole("heading", { name: "一件代发订单作业" })).toBeVisible();
  await operator.getByTestId(`pick-${orderNo}`).click();
  await operator.getByTestId("confirm-pick").click();
  await expect(operator.getByText(`${orderNo}:已拣货`)).toBeVisible();
  await operator.getByTestId(`pack-${orderNo}`).click();
  await operator.getByTestId("pack-weight").fill("2.5");
  await operator.getByTestId("pack-length").fill("12");
  await operator.getByTestId("pack-width").fill("9");
  await operator.getByTestId("pack-height").fill("4");
  await operator.getByTestId("pack-save").click();
  await expect(operator.getByText(`${orderNo}:已打包`)).toBeVisible();
  await operator.getByTestId(`buyLabel-${orderNo}`).click();
  await expect(operator.getByText(new RegExp(`${orderNo} 面单已购买,跟踪号 SBX`))).toBeVisible();
  // the label and a picking list download as PDFs
  const label = operator.waitForEvent("download");
  await operator.getByTestId(`label-${orderNo}`).click();
  expect((await label).suggestedFilename()).toMatch(/^label-SBX.*\.pdf$/);
  await operator.getByTestId("table-orders.b2c.warehouse").getByRole("row").filter({ hasText: orderNo }).getByRole("checkbox").check();
  const picking = operator.waitForEvent("download");
  await operator.getByTestId("picking-list").click();
  expect((await picking).suggestedFilename()).toMatch(/^picking-list-.*\.pdf$/);
  await shot(operator, { path: screenshotPath("orders-manage.zh-CN.png") });
  const shipped = operator.waitForResponse((r) => r.url().endsWith("/api/orders/order/ship"), { timeout: 60_000 });
  await operator.getByTestId(`ship-${orderNo}`).click();
  await operator.getByTestId("confirm-ship").click();
  const answer = await shipped;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(operator.getByText(`${orderNo}:已发货`)).toBeVisible();

  // the seller: shipped with its tracking number, its history, the stock 2 lower
  await seller.reload();
  const row = seller.getByTestId("table-orders.b2c.seller").getByRole("row").filter({ hasText: orderNo });
  await expect(row.getByText("已发货")).toBeVisible();
  await expect(row.getByText(/SBX[A-Z0-9]+/)).toBeVisible();
  await seller.getByTestId(`order-${orderNo}`).click();
  const drawer = seller.getByTestId("order-detail");
  await expect(drawer.getByText(stock.sku)).toBeVisible();
  await expect(drawer.getByText(/发货 · operator/)).toBeVisible();
  await shot(seller, { path: screenshotPath("orders-detail.zh-CN.png") });
  expect(await balanceOf(seller, stock.sku)).toMatchObject({ onHand: stock.onHand - 2, reserved: stock.reserved });

  // the screens in English
  await switchLanguage(operator, "English");
  await open(operator, "/orders/b2cOrdersManage");
  await expect(operator.getByRole("heading", { name: "B2C orders (warehouse)" })).toBeVisible();
  await shot(operator, { path: screenshotPath("orders-manage.en-US.png") });
  await switchLanguage(operator, "中文");
  // the detail drawer covers the user menu: back to the list first
  await open(seller, "/orders/b2cOrders");
  await switchLanguage(seller, "English");
  await open(seller, "/orders/b2cOrders");
  await expect(seller.getByRole("heading", { name: "B2C orders" })).toBeVisible();
  await seller.getByTestId(`order-${orderNo}`).click();
  await expect(seller.getByTestId("order-detail").getByText("Shipped").first()).toBeVisible();
  await shot(seller, { path: screenshotPath("orders-detail.en-US.png") });
  await seller.keyboard.press("Escape");
  await seller.getByTestId("order-new").click();
  await shot(seller, { path: screenshotPath("orders-form.en-US.png") });
  await seller.keyboard.press("Escape");
  await switchLanguage(seller, "中文");
});
