/**
 * Returns in a real browser (issue 9, the returns part): seller A makes a return plan from a shipped demo
 * order (its lines filled in from the order) and submits it; the operator finds it among the return
 * receipts and receives one good and one damaged unit; seller A sees normal and unsellable stock rise.
 * Then the screens in English: the detail, the seller's list, the warehouse's list and the analysis.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

const confirm = (page: Page) =>
  page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();

async function act(page: Page, action: string) {
  await page.getByTestId(`returns-action-${action}`).click();
  await confirm(page);
  await expect(page.getByTestId(`returns-action-${action}`)).toHaveCount(0);
}

/** A shipped order of seller A with at least two units that may still come back (demo/returns.seed.ts leaves some). */
async function returnableOrder(request: APIRequestContext) {
  const orders = (await (await request.get("/api/orders/order/list?search[EQ_status]=shipped&rows=50")).json()) as {
    rows: { id: number; orderNo: string }[];
  };
  for (const o of orders.rows) {
    const r = (await (await request.get(`/api/returns/order/returnable?id=${o.id}`)).json()) as {
      lines: { productId: number; sku: string; returnable: number }[];
    };
    const lines = r.lines.filter((l) => l.returnable > 0);
    if (lines.reduce((n, l) => n + l.returnable, 0) >= 2) return { ...o, lines };
  }
  throw new Error("seller A has no shipped order with two returnable units");
}

/** Seller A's units on hand of a product, normal (0) or unsellable (1). */
async function onHand(request: APIRequestContext, productId: number, type: 0 | 1) {
  const res = await request.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=${type}`);
  const rows = ((await res.json()) as { rows: { onHand: number; warehouseCode: string }[] }).rows.filter(
    (r) => r.warehouseCode === "USLAX1",
  );
  return rows[0]?.onHand ?? 0;
}

test("seller A returns a shipped order, the warehouse receives one good and one damaged unit, seller A sees the stock", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSession(page, "seller_a");
  const order = await returnableOrder(page.request);
  // the good unit: the first line; the damaged one: the second line, or the first again when it has two
  const goodLine = order.lines[0]!;
  const badLine = order.lines[1] ?? goodLine;
  const before = { good: await onHand(page.request, goodLine.productId, 0), bad: await onHand(page.request, badLine.productId, 1) };

  await open(page, "/home/returnProcessing/returnPlan");
  await expect(page.getByRole("heading", { name: "退货计划" })).toBeVisible();
  const list = page.getByTestId("table-returns.plans.seller");
  await expect(list.getByText(/^RT\d{14}$/).first()).toBeVisible();
  await expect(list.getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await shot(page, { path: screenshotPath("returns-list.zh-CN.png") });

  // the form: pick the order, its lines come in
  await page.getByTestId("returns-new").click();
  await expect(page.getByRole("heading", { name: "新建退货计划" })).toBeVisible();
  await pickOption(page, page.getByTestId("returns-order").getByRole("combobox"), order.orderNo, order.orderNo);
  await expect(page.getByTestId("returns-line-qty-0")).toHaveValue(String(goodLine.returnable));
  await expect(page.getByText(`最多可退 ${goodLine.returnable} 件`).first()).toBeVisible();
  await pickOption(page, page.getByTestId("returns-reason").getByRole("combobox"), "质量问题");
  await page.getByTestId("returns-tracking").fill("1ZE2ERETURN0001");
  await shot(page, { path: screenshotPath("returns-form.zh-CN.png"), fullPage: true });
  await page.getByTestId("returns-save").click();

  await expect(page.getByRole("heading", { name: /^退货计划 RT\d+/ })).toBeVisible();
  const returnNo = (await page.getByRole("heading", { name: /^退货计划 RT\d+/ }).innerText()).replace("退货计划 ", "");
  await expect(page.getByText(order.orderNo).first()).toBeVisible();
  await act(page, "submit");
  await expect(page.getByText("已提交").first()).toBeVisible();
  await shot(page, { path: screenshotPath("returns-detail-submitted.zh-CN.png"), fullPage: true });

  // the warehouse: the return among the receipts, received as one good and one damaged unit
  await useSession(page, "operator");
  await open(page, "/home/returnProcessing/returnReceipt");
  await expect(page.getByRole("heading", { name: "退货收货" })).toBeVisible();
  const receipts = page.getByTestId("table-returns.plans.receipt");
  await expect(receipts.getByText(returnNo)).toBeVisible();
  await shot(page, { path: screenshotPath("returns-receipts.zh-CN.png") });
  await receipts.getByText(returnNo).click();
  await expect(page.getByTestId("returns-receive")).toBeVisible();
  const lineNos = order.lines.map((_, i) => i + 1);
  for (const n of lineNos) {
    await page.getByTestId(`returns-receive-good-${n}`).fill("0");
    await page.getByTestId(`returns-receive-damaged-${n}`).fill("0");
  }
  await page.getByTestId("returns-receive-good-1").fill("1");
  await page.getByTestId(`returns-receive-damaged-${badLine === goodLine ? 1 : 2}`).fill("1");
  await page.getByTestId("returns-receive-notes").fill("outer box crushed");
  await shot(page, { path: screenshotPath("returns-receive.zh-CN.png"), fullPage: true });
  await page.getByTestId("returns-receive-finish").click();
  await expect(page.getByTestId("returns-receive")).toHaveCount(0);
  await expect(page.getByText("已收货").first()).toBeVisible();
  await act(page, "complete");
  await expect(page.getByText("已完成").first()).toBeVisible();
  await expect(page.getByTestId("returns-history").getByText("完成收货")).toBeVisible();
  await shot(page, { path: screenshotPath("returns-detail.zh-CN.png"), fullPage: true });

  // seller A: one more unit of normal stock, one more of unsellable stock
  await useSession(page, "seller_a");
  expect(await onHand(page.request, goodLine.productId, 0)).toBe(before.good + 1);
  expect(await onHand(page.request, badLine.productId, 1)).toBe(before.bad + 1);
  await open(page, "/inventory/inventoryReport/inventoryDetail");
  const bar = page.getByTestId("filter-bar");
  await bar.getByLabel("SKU", { exact: true }).fill(badLine.sku);
  await bar.getByRole("button", { name: /查\s*询|Search/ }).click();
  const stock = page.getByTestId("table-inventory.balances").locator("tbody tr").filter({ hasText: badLine.sku });
  await expect(stock.filter({ hasText: "不良品" }).first()).toBeVisible();
  await shot(page, { path: screenshotPath("returns-stock.zh-CN.png") });
});

test("the return screens in English: detail, the seller's list and form, the warehouse's list, the analysis", async ({ page }) => {
  test.setTimeout(240_000);
  await useSession(page, "seller_a");
  const res = await page.request.get("/api/returns/plan/list?search[EQ_status]=completed&rows=1");
  const completed = ((await res.json()) as { rows: { id: number }[] }).rows[0]!.id;
  await open(page, `/home/returnProcessing/returnPlanDetail/detail?id=${completed}`);
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: /^Return plan RT\d+/ })).toBeVisible();
  await expect(page.getByTestId("returns-history").getByText("Finished receiving")).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("returns-detail.en-US.png"), fullPage: true });
  await open(page, "/home/returnProcessing/returnPlan");
  await expect(page.getByRole("heading", { name: "Return plans" })).toBeVisible();
  await shot(page, { path: screenshotPath("returns-list.en-US.png") });
  await page.getByTestId("returns-new").click();
  await expect(page.getByRole("heading", { name: "New return plan" })).toBeVisible();
  await shot(page, { path: screenshotPath("returns-form.en-US.png"), fullPage: true });
  await open(page, "/home/operate/returnAnalysis");
  await expect(page.getByRole("heading", { name: "Return analysis" })).toBeVisible();
  await expect(
    page
      .getByTestId("returns-analysis-table")
      .getByText(/\d+\.\d%/)
      .first(),
  ).toBeVisible();
  await shot(page, { path: screenshotPath("returns-analysis.en-US.png"), fullPage: true });
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "退货分析" })).toBeVisible();
  await shot(page, { path: screenshotPath("returns-analysis.zh-CN.png"), fullPage: true });

  await useSession(page, "operator");
  await open(page, "/home/returnProcessing/returnPlanManage");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Return plans (warehouse)" })).toBeVisible();
  await expect(page.getByTestId("table-returns.plans.manage").getByRole("columnheader", { name: "Seller" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("returns-manage.en-US.png") });
  await open(page, "/home/returnProcessing/returnReceipt");
  await expect(page.getByRole("heading", { name: "Return receipts" })).toBeVisible();
  await shot(page, { path: screenshotPath("returns-receipts.en-US.png") });
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "退货收货" })).toBeVisible();
});
