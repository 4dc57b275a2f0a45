/**
 * Stock documents in a real browser: the operator fills in an adjustment on inventoryAdjustment and submits
 * it; operator2 (another operator: the creator may not approve) approves it; the balance shows the change.
 * The list, the form and the detail in zh-CN and en-US.
 */
import { expect, type Page, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

type Balance = { sku: string; onHand: number };

async function balanceOf(page: Page, sku: string): Promise<Balance> {
  const res = await page.request.get(
    `/api/inventory/balance/list?search[EQ_sku]=${sku}&search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1&search[EQ_orgCode]=SLA`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: Balance[] }).rows[0]!;
}

test("an operator creates an adjustment, a second operator approves it, the balance shows the change", async ({ browser }) => {
  // two operators, four screens, both languages: past 90 s on a busy 2-core machine
  test.slow();
  const maker = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await useSession(maker, "operator");
  // an SLA SKU with stock at LAX
  const list = await maker.request.get(
    "/api/inventory/balance/list?search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1&search[EQ_orgCode]=SLA&search[GE_available]=20&rows=1&sidx=sku&sord=asc",
  );
  const stock = ((await list.json()) as { rows: Balance[] }).rows[0]!;
  expect(stock).toBeTruthy();

  await open(maker, "/inventoryAdjustment");
  await expect(maker.getByRole("heading", { name: "库存调整" })).toBeVisible();
  await maker.getByTestId("doc-new").click();
  const form = maker.getByTestId("doc-form");
  await pickOption(maker, form.getByTestId("doc-org").getByRole("combobox"), /^SLA/);
  await pickOption(maker, form.getByTestId("doc-warehouse").getByRole("combobox"), /USLAX1/);
  await pickOption(maker, form.getByTestId("line-sku-0").getByRole("combobox"), new RegExp(stock.sku), stock.sku);
  await form.getByTestId("line-qty-0").fill("-2");
  await form.getByTestId("doc-reason-text").fill("E2E 周期盘点");
  await shot(maker, { path: screenshotPath("stockdocs-form.zh-CN.png") });
  await maker.getByTestId("doc-save").click();
  const saved = maker.getByText(/已保存单据 AJ\d{8}-\d{4}/);
  await expect(saved).toBeVisible();
  const docNo = (await saved.textContent())!.match(/AJ\d{8}-\d{4}/)![0];

  await open(maker, `/inventoryAdjustment?search[LIKE_docNo]=${docNo}`);
  const table = maker.getByTestId("table-inventory.stockdocs.adjust");
  await expect(table.getByText("草稿")).toBeVisible();
  await maker.getByTestId(`submit-${docNo}`).click();
  await maker.getByTestId("confirm-submit").click();
  await expect(table.getByText("待审核")).toBeVisible();
  // its creator may not approve it
  await expect(maker.getByTestId(`approve-${docNo}`)).toBeVisible();
  await maker.getByTestId(`approve-${docNo}`).click();
  await maker.getByTestId("confirm-approve").click();
  await expect(maker.getByText(`单据 ${docNo} 须由创建人以外的操作员审核`)).toBeVisible();
  expect((await balanceOf(maker, stock.sku)).onHand).toBe(stock.onHand);

  const checker = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await useSession(checker, "operator2", `/inventoryAdjustment?search[LIKE_docNo]=${docNo}`);
  await checker.getByTestId(`doc-${docNo}`).click();
  const detail = checker.getByTestId("doc-detail");
  await expect(detail.getByTestId("doc-lines").getByText(stock.sku)).toBeVisible();
  await checker.getByTestId("detail-approve").click();
  await checker.getByTestId("confirm-approve").click();
  await expect(checker.getByText(`单据 ${docNo}:已审核`)).toBeVisible();
  await expect(detail.getByText("审核通过").first()).toBeVisible();
  await shot(checker, { path: screenshotPath("stockdocs-detail.zh-CN.png") });
  await checker.keyboard.press("Escape");

  expect((await balanceOf(checker, stock.sku)).onHand).toBe(stock.onHand - 2);
  await open(checker, `/inventory/inventoryReport/inventoryDetail?search[LIKE_sku]=${stock.sku}&search[LIKE_warehouseCode]=USLAX1`);
  await expect(checker.getByTestId("table-inventory.balances").getByText(stock.sku).first()).toBeVisible();

  // the list in both languages
  await open(maker, "/inventoryAdjustment");
  await expect(table.getByText(docNo)).toBeVisible();
  await shot(maker, { path: screenshotPath("stockdocs-list.zh-CN.png") });
  await switchLanguage(maker, "English");
  await expect(maker.getByRole("heading", { name: "Stock adjustments" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Approved by" })).toBeVisible();
  await maker.mouse.click(700, 80);
  await shot(maker, { path: screenshotPath("stockdocs-list.en-US.png") });
  await maker.getByTestId(`doc-${docNo}`).click();
  await expect(maker.getByTestId("doc-detail").getByText("History")).toBeVisible();
  await shot(maker, { path: screenshotPath("stockdocs-detail.en-US.png") });
  await maker.keyboard.press("Escape");
  await open(maker, "/warehouseMove");
  await expect(maker.getByRole("heading", { name: "Moves and freezes" })).toBeVisible();
  await maker.getByTestId("doc-new").click();
  await pickOption(maker, maker.getByTestId("doc-kind").getByRole("combobox"), "Warehouse transfer");
  await pickOption(maker, maker.getByTestId("doc-org").getByRole("combobox"), /^SLA/);
  await shot(maker, { path: screenshotPath("stockdocs-form.en-US.png") });
  // the form's own Cancel: an Escape right after a pick may only close the picker, and the open form's
  // mask would then hold the language switch's click until the test times out
  await maker.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(maker.getByRole("dialog")).toBeHidden();
  await switchLanguage(maker, "中文");
});
