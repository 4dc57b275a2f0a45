/**
 * Channel receipts (winitReceipt) in a real browser: the operator books goods that came through Winit for
 * seller A, counts one unit damaged and posts the receipt; the balances show the good units sellable and the
 * damaged one unsellable; seller A reads the receipt. The list, the form and the detail in zh-CN and en-US.
 */
import { expect, type Page, test } from "@playwright/test";
import { filterBy, open, pickOption, screenshotPath, shot, switchLanguage, useSession } from "./helpers";

async function onHand(page: Page, sku: string, type: 0 | 1): Promise<number> {
  const res = await page.request.get(
    `/api/inventory/balance/list?search[EQ_sku]=${sku}&search[EQ_inventoryType]=${type}&search[EQ_warehouseCode]=USLAX1&search[EQ_orgCode]=SLA`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { rows: { onHand: number }[] }).rows[0]?.onHand ?? 0;
}

test("the operator books a Winit delivery, posts it with a damaged unit, and seller A reads it", async ({ browser }) => {
  // two users, both languages: past 90 s on a busy 2-core machine
  test.slow();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await useSession(page, "operator");
  const list = await page.request.get(
    "/api/inventory/balance/list?search[EQ_inventoryType]=0&search[EQ_warehouseCode]=USLAX1&search[EQ_orgCode]=SLA&rows=1&sidx=sku&sord=asc",
  );
  const sku = ((await list.json()) as { rows: { sku: string }[] }).rows[0]!.sku;
  const [good0, damaged0] = [await onHand(page, sku, 0), await onHand(page, sku, 1)];
  const ref = `WI-E2E-${Date.now()}`;

  await open(page, "/winitReceipt");
  // the screen's first load (its chunk, the list) can outlast the default on a busy 2-core machine
  await expect(page.getByRole("heading", { name: "万邑通入库" })).toBeVisible({ timeout: 60_000 });
  // the demo's delivery waiting at the dock
  await expect(page.getByTestId("table-inbound.winitReceipts").getByText("GC-US-88120")).toBeVisible();
  await page.getByTestId("receipt-new").click();
  const form = page.getByTestId("receipt-form");
  await pickOption(page, form.getByTestId("receipt-org").getByRole("combobox"), /^SLA/);
  await pickOption(page, form.getByTestId("receipt-warehouse").getByRole("combobox"), /USLAX1/);
  await form.getByTestId("receipt-channel-ref").fill(ref);
  await form.getByTestId("receipt-tracking").fill("MSKU0000001");
  await pickOption(page, form.getByTestId("line-sku-0").getByRole("combobox"), new RegExp(sku), sku);
  await form.getByTestId("line-expectedQty-0").fill("6");
  await form.getByTestId("line-goodQty-0").fill("4");
  await form.getByTestId("line-damagedQty-0").fill("1");
  await shot(page, { path: screenshotPath("winit-form.zh-CN.png") });
  await page.getByTestId("receipt-save").click();
  const saved = page.getByText(/已保存入库单 WR\d{8}-\d{4}/);
  await expect(saved).toBeVisible();
  const receiptNo = (await saved.textContent())!.match(/WR\d{8}-\d{4}/)![0];

  // booking the same channel order again is refused with the first receipt's number
  await page.getByTestId("receipt-new").click();
  await pickOption(page, form.getByTestId("receipt-org").getByRole("combobox"), /^SLA/);
  await pickOption(page, form.getByTestId("receipt-warehouse").getByRole("combobox"), /USLAX1/);
  await form.getByTestId("receipt-channel-ref").fill(ref);
  await pickOption(page, form.getByTestId("line-sku-0").getByRole("combobox"), new RegExp(sku), sku);
  await form.getByTestId("line-expectedQty-0").fill("6");
  await page.getByTestId("receipt-save").click();
  await expect(page.getByText(`渠道入库单号 ${ref} 已登记为 ${receiptNo},不能重复登记`)).toBeVisible();
  await page.keyboard.press("Escape");

  // the list filtered to this delivery, in place (a reload re-fetches the screen's chunk: slow on a busy machine)
  await filterBy(page, "渠道入库单号", ref);
  const table = page.getByTestId("table-inbound.winitReceipts");
  // the filtered list: the demo's draft is gone, this delivery's row waits to be received
  await expect(table.getByText("GC-US-88120")).toHaveCount(0);
  const row = table.locator("tr", { has: page.getByTestId(`receipt-${ref}`) });
  await expect(row.getByText("待收货")).toBeVisible();
  await page.getByTestId(`receive-${ref}`).click();
  await page.getByTestId("confirm-receive").click();
  await expect(page.getByText(`入库单 ${receiptNo}:已收货入账`)).toBeVisible();
  await expect(row.getByText("已收货入账")).toBeVisible();
  expect(await onHand(page, sku, 0)).toBe(good0 + 4);
  expect(await onHand(page, sku, 1)).toBe(damaged0 + 1);

  await page.getByTestId(`receipt-${ref}`).click();
  const detail = page.getByTestId("receipt-detail");
  await expect(detail.getByTestId("receipt-lines").getByText(sku)).toBeVisible();
  await expect(detail.getByText("确认收货").first()).toBeVisible();
  await shot(page, { path: screenshotPath("winit-detail.zh-CN.png") });
  await page.keyboard.press("Escape");
  await shot(page, { path: screenshotPath("winit-list.zh-CN.png") });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Channel receipts" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Channel order no." })).toBeVisible();
  await expect(row.locator(".ant-tag").getByText("Received", { exact: true })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("winit-list.en-US.png") });
  await page.getByTestId(`receipt-${ref}`).click();
  await expect(page.getByTestId("receipt-detail").getByText("History")).toBeVisible();
  await shot(page, { path: screenshotPath("winit-detail.en-US.png") });
  await page.keyboard.press("Escape");
  await page.getByTestId("receipt-new").click();
  await expect(page.getByTestId("receipt-form").getByText("Channel order no.")).toBeVisible();
  await shot(page, { path: screenshotPath("winit-form.en-US.png") });
  await page.keyboard.press("Escape");
  await switchLanguage(page, "中文");

  // seller A reads its receipt and books nothing
  const seller = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await useSession(seller, "seller_a", `/winitReceipt?search[LIKE_channelRef]=${ref}`);
  await expect(seller.getByTestId("table-inbound.winitReceipts").getByText(receiptNo)).toBeVisible({ timeout: 60_000 });
  await expect(seller.getByTestId("receipt-new")).toHaveCount(0);
});
