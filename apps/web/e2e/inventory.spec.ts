/**
 * The stock ledger in a real browser: seller A reads its inventory detail (totals, demo opening stock)
 * in both languages; the operator adjusts a balance with a reason, checks the ledger and finds the
 * adjustment in the movement ledger.
 */
import { expect, test } from "@playwright/test";
import { screenshotPath, switchLanguage, useSession } from "./helpers";

test("a seller reads its inventory detail in zh-CN and en-US", async ({ page }) => {
  await useSession(page, "seller_a", "/inventory/inventoryReport/inventoryDetail");
  await expect(page.getByRole("heading", { name: "库存明细" })).toBeVisible();
  const table = page.getByTestId("table-inventory.balances");
  await expect(table.getByText(/^SA-/).first()).toBeVisible();
  await expect(table.getByText("合计")).toBeVisible();
  // a seller sees no seller column: it is all its own
  await expect(table.getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath("inventory-detail.zh-CN.png") });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Inventory detail" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Available" })).toBeVisible();
  await page.mouse.click(700, 80);
  await page.screenshot({ path: screenshotPath("inventory-detail.en-US.png") });
  await page.goto("/inventory/batch/list");
  await expect(page.getByRole("heading", { name: "Stock batches" })).toBeVisible();
  await expect(page.getByTestId("table-inventory.batches").getByText(/^B0/).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath("inventory-batches.en-US.png") });
  await switchLanguage(page, "中文");
});

test("the operator adjusts a balance, checks the ledger and sees the movement", async ({ page }) => {
  await useSession(page, "operator", "/inventory/inventoryReport/inventoryDetail");
  const table = page.getByTestId("table-inventory.balances");
  // staff see the seller of each row
  await expect(table.getByText("SLA", { exact: true }).first()).toBeVisible();
  await page.locator("[data-testid^=adjust-]").first().click();
  await page.getByLabel("数量").fill("3");
  await page.getByLabel("原因").fill("盘点差异 cycle count");
  await page.screenshot({ path: screenshotPath("inventory-adjust.zh-CN.png") });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /保\s*存|确\s*定|提\s*交/ })
    .click();
  await expect(page.getByText(/已过账,单据号 ADJ\d+/)).toBeVisible();
  await page.getByRole("button", { name: "核对库存账" }).click();
  await expect(page.getByText(/全部一致/)).toBeVisible();

  await page.goto("/inventory/detail");
  const ledger = page.getByTestId("table-inventory.movements");
  await expect(ledger.getByText("调整入").first()).toBeVisible();
  await expect(ledger.getByText("盘点差异 cycle count").first()).toBeVisible();
  await page.screenshot({ path: screenshotPath("inventory-movements.zh-CN.png") });
  await page.goto("/inventory/inventoryReservation");
  await expect(
    page
      .getByTestId("table-inventory.reservations")
      .getByText(/^SO\d{8}-\d{5}$/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath("inventory-reservations.zh-CN.png") });
});
