/**
 * Outbound plans in a real browser: seller A fills in a plan in the form and submits it (its stock is
 * reserved); the operator picks, packs and ships it from the warehouse's list; seller A sees the plan
 * shipped and the stock lower; the bulletin board draws its charts. Screens in zh-CN and en-US.
 */
import { expect, type Page, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

type Balance = { sku: string; productId: number; warehouseCode: string; onHand: number; reserved: number; available: number };

/** Seller A's balance of one SKU at LAX (the API: the numbers are the point, not a click). */
async function balanceOf(page: Page, sku: string): Promise<Balance> {
  const res = await page.request.get(
    `/api/inventory/balance/list?search[EQ_sku]=${sku}&search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: Balance[] }).rows[0]!;
}

test("seller A submits an outbound plan, the operator ships it, the seller sees it shipped and the stock lower", async ({ browser }) => {
  const seller = await browser.newPage();
  await useSession(seller, "seller_a");
  // a SKU with plenty available at LAX
  const list = await seller.request.get(
    "/api/inventory/balance/list?search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1&search[GE_available]=50&rows=1&sidx=sku&sord=desc",
  );
  const stock = ((await list.json()) as { rows: Balance[] }).rows[0]!;
  expect(stock).toBeTruthy();

  await open(seller, "/outbound/outboundPlan");
  await expect(seller.getByRole("heading", { name: "出库计划" })).toBeVisible();
  await seller.getByTestId("plan-new").click();
  const form = seller.getByTestId("plan-form");
  await pickOption(seller, form.getByLabel("发货仓库"), /USLAX1/);
  await form.getByLabel("目的仓代码").fill("ONT8");
  await form.getByLabel("FBA 货件号").fill("FBA17E2ETEST");
  await pickOption(seller, seller.getByTestId("line-sku-0").getByRole("combobox"), new RegExp(stock.sku), stock.sku);
  await seller.getByTestId("line-qty-0").fill("7");
  await shot(seller, { path: screenshotPath("outbound-form.zh-CN.png") });
  await seller.getByTestId("plan-save").click();
  const saved = seller.getByText(/已保存 OB\d{8}-\d{4}/);
  await expect(saved).toBeVisible();
  const planNo = (await saved.textContent())!.match(/OB\d{8}-\d{4}/)![0];

  await seller.getByTestId(`submit-${planNo}`).click();
  await seller.getByTestId("confirm-submit").click();
  await expect(seller.getByText(`${planNo}:已提交`)).toBeVisible();
  expect(await balanceOf(seller, stock.sku)).toMatchObject({ onHand: stock.onHand, reserved: stock.reserved + 7 });

  // the warehouse: pick, pack, ship, each confirmed
  const operator = await browser.newPage();
  await useSession(operator, "operator");
  await open(operator, `/outbound/outboundPlanManger?search[LIKE_planNo]=${planNo}`);
  await expect(operator.getByRole("heading", { name: "出库计划管理" })).toBeVisible();
  for (const [action, state] of [
    ["pick", "拣货中"],
    ["pack", "已打包"],
    ["ship", "已发运"],
  ] as const) {
    await operator.getByTestId(`${action}-${planNo}`).click();
    await operator.getByTestId(`confirm-${action}`).click();
    await expect(operator.getByText(`${planNo}:${state}`)).toBeVisible();
  }
  await shot(operator, { path: screenshotPath("outbound-manage.zh-CN.png") });

  // the seller: the plan shipped, its history, the stock 7 lower
  await seller.reload();
  const table = seller.getByTestId("table-outbound.plans.seller");
  await expect(table.getByRole("row").filter({ hasText: planNo }).getByText("已发运")).toBeVisible();
  await seller.getByTestId(`plan-${planNo}`).click();
  const drawer = seller.getByTestId("plan-detail");
  await expect(drawer.getByText(stock.sku)).toBeVisible();
  await expect(drawer.getByText(/发运 · operator/)).toBeVisible();
  await shot(seller, { path: screenshotPath("outbound-detail.zh-CN.png") });
  expect(await balanceOf(seller, stock.sku)).toMatchObject({ onHand: stock.onHand - 7, reserved: stock.reserved });
  await open(seller, `/inventory/inventoryReport/inventoryDetail?search[LIKE_sku]=${stock.sku}`);
  await expect(
    seller
      .getByTestId("table-inventory.balances")
      .getByText(String(stock.onHand - 7))
      .first(),
  ).toBeVisible();

  // the bulletin board, then the screens in English
  await open(operator, "/outbound/outboundPlanBulletinBoard");
  await expect(operator.getByTestId("board-status").locator("canvas")).toBeVisible();
  await expect(operator.getByTestId("board-days").locator("canvas")).toBeVisible();
  await shot(operator, { path: screenshotPath("outbound-board.zh-CN.png") });
  await switchLanguage(operator, "English");
  await expect(operator.getByRole("heading", { name: "Outbound bulletin board" })).toBeVisible();
  await operator.mouse.click(700, 80);
  await shot(operator, { path: screenshotPath("outbound-board.en-US.png") });
  await open(operator, "/outbound/outboundPlanManger");
  await expect(operator.getByRole("heading", { name: "Outbound plans (warehouse)" })).toBeVisible();
  await shot(operator, { path: screenshotPath("outbound-manage.en-US.png") });
  await switchLanguage(operator, "中文");

  await switchLanguage(seller, "English");
  await open(seller, "/outbound/outboundPlan");
  await expect(seller.getByRole("heading", { name: "Outbound plans" })).toBeVisible();
  await seller.getByTestId(`plan-${planNo}`).click();
  await expect(seller.getByTestId("plan-detail").getByText("Shipped").first()).toBeVisible();
  await shot(seller, { path: screenshotPath("outbound-detail.en-US.png") });
  await seller.keyboard.press("Escape");
  await seller.getByTestId("plan-new").click();
  await shot(seller, { path: screenshotPath("outbound-form.en-US.png") });
  await seller.keyboard.press("Escape");
  await switchLanguage(seller, "中文");
});
