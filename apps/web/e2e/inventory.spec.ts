/**
 * The stock ledger in a real browser: seller A reads its inventory detail (totals, demo opening stock)
 * in both languages; the operator's "adjust" on a balance makes an adjustment document awaiting another
 * operator's approval (its own approval is refused with a clear message), the ledger checks, the movement
 * ledger and the reservations read. The approval itself: stockdocs.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

test("a seller reads its inventory detail in zh-CN and en-US", async ({ page }) => {
  await useSession(page, "seller_a", "/inventory/inventoryReport/inventoryDetail");
  await expect(page.getByRole("heading", { name: "库存明细" })).toBeVisible();
  const table = page.getByTestId("table-inventory.balances");
  await expect(table.getByText(/^SA-/).first()).toBeVisible();
  await expect(table.getByText("合计")).toBeVisible();
  // a seller sees no seller column: it is all its own
  await expect(table.getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await shot(page, { path: screenshotPath("inventory-detail.zh-CN.png") });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Inventory detail" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Available" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-detail.en-US.png") });
  await open(page, "/inventory/batch/list");
  await expect(page.getByRole("heading", { name: "Stock batches" })).toBeVisible();
  await expect(page.getByTestId("table-inventory.batches").getByText(/^B0/).first()).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-batches.en-US.png") });
  await switchLanguage(page, "中文");
});

test("the operator's adjust makes an adjustment document for another operator to approve; the ledger checks", async ({ page }) => {
  await useSession(page, "operator", "/inventory/inventoryReport/inventoryDetail");
  const table = page.getByTestId("table-inventory.balances");
  // staff see the seller of each row
  await expect(table.getByText("SLA", { exact: true }).first()).toBeVisible();
  await page.locator("[data-testid^=adjust-]").first().click();
  const form = page.getByTestId("doc-form");
  // prefilled from the balance: owner, warehouse, SKU
  await expect(form.getByTestId("line-sku-0")).not.toBeEmpty();
  await form.getByTestId("line-qty-0").fill("3");
  await form.getByTestId("doc-reason-text").fill("盘点差异 cycle count");
  await shot(page, { path: screenshotPath("inventory-adjust.zh-CN.png") });
  await page.getByTestId("doc-save").click();
  const saved = page.getByText(/已保存单据 AJ\d{8}-\d{4}/);
  await expect(saved).toBeVisible();
  const docNo = (await saved.textContent())!.match(/AJ\d{8}-\d{4}/)![0];
  await page.getByRole("button", { name: "核对库存账" }).click();
  await expect(page.getByText(/全部一致/)).toBeVisible();

  // the document waits on the adjustments screen; its creator may not approve it
  await open(page, `/inventoryAdjustment?search[LIKE_docNo]=${docNo}`);
  const docs = page.getByTestId("table-inventory.stockdocs.adjust");
  await expect(docs.getByText(docNo)).toBeVisible();
  await expect(docs.getByText("待审核")).toBeVisible();
  await page.getByTestId(`approve-${docNo}`).click();
  await page.getByTestId("confirm-approve").click();
  await expect(page.getByText(`单据 ${docNo} 须由创建人以外的操作员审核`)).toBeVisible();

  // the demo's approved adjustments posted 103 adjust-in rows
  await open(page, "/inventory/detail?search[EQ_operationType]=103");
  const ledger = page.getByTestId("table-inventory.movements");
  await expect(ledger.getByText("调整入").first()).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-movements.zh-CN.png") });
  await open(page, "/inventory/inventoryReservation");
  await expect(
    page
      .getByTestId("table-inventory.reservations")
      .getByText(/^SO\d{8}-\d{5}$/)
      .first(),
  ).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-reservations.zh-CN.png") });
});
