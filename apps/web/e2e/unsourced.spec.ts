/**
 * Unsourced inbound in a real browser (issue 9): the operator records a parcel that came without a plan
 * (one of seller A's SKUs on the label, 3 good and 1 damaged); seller A claims it by its tracking number;
 * the operator confirms the claim with the line matched to that SKU; seller A finds the stock (sellable and
 * unsellable). Then the screens in English on the demo's parcels (a claim waiting to be confirmed).
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import { filterBy, pickOption, productWithoutStock, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

// three sessions on a shared 2-core machine: a screen may take longer than the default 15 s to settle
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

test("the operator records a parcel, seller A claims it by tracking number, the operator confirms, seller A sees the stock", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSession(page, "seller_a");
  const sku = await productWithoutStock(page.request);
  const tracking = `1ZE2E${Date.now()}`;

  // the warehouse records the parcel
  await useSession(page, "operator", "/unsourced/manage/order");
  await expect(page.getByRole("heading", { name: "无来源入库管理" })).toBeVisible();
  const manage = page.getByTestId("table-inbound.unsourcedManage");
  await expect(manage.getByText(/^UR\d{14}$/).first()).toBeVisible();
  await page.getByTestId("unsourced-new").click();
  await pickOption(page, page.getByTestId("unsourced-warehouse").getByRole("combobox"), /USLAX1/);
  await page.getByTestId("unsourced-carrier").fill("UPS");
  await page.getByTestId("unsourced-tracking").fill(tracking);
  await page.getByTestId("unsourced-code-0").fill(sku);
  await page.getByTestId("unsourced-good-0").fill("3");
  await page.getByTestId("unsourced-damaged-0").fill("1");
  await shot(page, { path: screenshotPath("unsourced-record.zh-CN.png") });
  await page.getByTestId("form-save").click();
  await expect(page.getByTestId("form-modal")).toHaveCount(0);
  await filterBy(page, "跟踪号", tracking);
  const recorded = manage.locator("tbody tr.ant-table-row").filter({ hasText: tracking });
  await expect(manage.locator("tbody tr.ant-table-row")).toHaveCount(1);
  await expect(recorded.getByText("待认领")).toBeVisible();
  await shot(page, { path: screenshotPath("unsourced-manage.zh-CN.png") });

  // seller A claims it by its tracking number
  await useSession(page, "seller_a", "/unsourced/order");
  await expect(page.getByRole("heading", { name: "无来源入库" })).toBeVisible();
  const mine = page.getByTestId("table-inbound.unsourced");
  // a seller sees no claimant column: unclaimed parcels name no seller, the others are its own
  await expect(mine.getByRole("columnheader", { name: "认领卖家" })).toHaveCount(0);
  await page.getByTestId("unsourced-claim-tracking").fill(tracking);
  await page.getByTestId("unsourced-claim").click();
  await expect(page.getByText("已申请认领 1 个包裹")).toBeVisible();
  await filterBy(page, "跟踪号", tracking);
  await expect(mine.locator("tbody tr.ant-table-row")).toHaveCount(1);
  await expect(mine.locator("tbody tr.ant-table-row").filter({ hasText: tracking }).getByText("认领待确认")).toBeVisible();
  await shot(page, { path: screenshotPath("unsourced-seller.zh-CN.png") });

  // the warehouse confirms: the line is matched to the SKU on the label
  await useSession(page, "operator", "/unsourced/manage/order");
  await filterBy(page, "跟踪号", tracking);
  await page.getByTestId(`unsourced-open-${tracking}`).click();
  const drawer = page.getByTestId("unsourced-detail");
  await expect(drawer.getByText("申请认领").first()).toBeVisible();
  await drawer.getByTestId("unsourced-action-confirmClaim").click();
  await expect(page.getByTestId("unsourced-match")).toBeVisible();
  await expect(page.getByTestId("unsourced-match-1")).toContainText(sku);
  await shot(page, { path: screenshotPath("unsourced-confirm.zh-CN.png"), fullPage: true });
  await page.getByTestId("unsourced-confirmClaim-save").click();
  await expect(drawer.getByText("确认认领并入库")).toBeVisible();
  await expect(drawer.getByTestId("unsourced-action-confirmClaim")).toHaveCount(0);
  await shot(page, { path: screenshotPath("unsourced-claimed.zh-CN.png"), fullPage: true });

  // seller A: 3 sellable and 1 unsellable on hand
  await useSession(page, "seller_a", "/inventory/inventoryReport/inventoryDetail");
  await filterBy(page, "SKU", sku);
  const stock = page.getByTestId("table-inventory.balances").locator("tbody tr").filter({ hasText: sku });
  await expect(stock).toHaveCount(2);
  await expect(stock.filter({ hasText: "不良品" })).toHaveCount(1);
  await shot(page, { path: screenshotPath("unsourced-stock.zh-CN.png") });
});

test("the unsourced screens in English: the warehouse's list and a claim to confirm; the seller's claim box", async ({ page }) => {
  test.setTimeout(240_000);
  await useSession(page, "operator", "/unsourced/manage/order");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Unsourced inbound" })).toBeVisible();
  const manage = page.getByTestId("table-inbound.unsourcedManage");
  await expect(manage.getByRole("columnheader", { name: "Claimed by" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("unsourced-manage.en-US.png") });
  // the demo's claim waiting for the warehouse (demo/unsourced.seed.ts)
  await filterBy(page, "Tracking no.", "1ZUNS700126");
  await page.getByTestId("unsourced-open-1ZUNS700126").click();
  await page.getByTestId("unsourced-action-confirmClaim").click();
  await expect(page.getByText(/Confirm the claim: match each line/)).toBeVisible();
  await shot(page, { path: screenshotPath("unsourced-confirm.en-US.png"), fullPage: true });
  // the drawer covers the header's user menu
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("unsourced-detail")).toBeHidden();
  await switchLanguage(page, "中文");

  await useSession(page, "seller_a", "/unsourced/order");
  await switchLanguage(page, "English");
  await expect(page.getByRole("button", { name: "Claim by tracking number" })).toBeVisible();
  await shot(page, { path: screenshotPath("unsourced-seller.en-US.png") });
  await switchLanguage(page, "中文");
  await expect(page.getByRole("button", { name: "按跟踪号认领" })).toBeVisible();
});

test("the other inbound screens: bills with their cartons, the PO import and list, the receipt desk and log", async ({ page }) => {
  test.setTimeout(300_000);
  // seller A: its inbound bills; a draft's cartons and labels
  await useSession(page, "seller_a", "/billclient/plan");
  await expect(page.getByRole("heading", { name: "入库单" })).toBeVisible();
  const bills = page.getByTestId("table-inbound.bills");
  const draft = bills.locator("tbody tr.ant-table-row").filter({ hasText: "草稿" }).first();
  await expect(draft).toBeVisible();
  await shot(page, { path: screenshotPath("bills.zh-CN.png") });
  await draft.getByRole("button", { name: "装箱 / 箱唛" }).click();
  await expect(page.getByRole("heading", { name: /^装箱 IB\d+/ })).toBeVisible();
  await expect(page.getByTestId("boxing-lines").locator("tbody tr")).not.toHaveCount(0);
  await shot(page, { path: screenshotPath("boxing.zh-CN.png"), fullPage: true });

  // the purchase orders and the plan form's import from one of them
  await open(page, "/order");
  await expect(page.getByRole("heading", { name: "采购单" })).toBeVisible();
  const pos = page.getByTestId("table-inbound.purchaseOrders");
  await expect(pos.locator("tbody tr.ant-table-row")).toHaveCount(3);
  await pos
    .getByText(/^PO\d{10}$/)
    .first()
    .click();
  await expect(page.getByTestId("po-lines").locator("tbody tr")).not.toHaveCount(0);
  await shot(page, { path: screenshotPath("po-list.zh-CN.png"), fullPage: true });
  await open(page, "/inbound/inboundPlan/new");
  await page.getByTestId("inbound-po-import").click();
  await pickOption(page, page.getByTestId("po-import-pos").getByRole("combobox"), /Yiwu/);
  await expect(page.locator(".ant-modal").locator("tbody tr.ant-table-row")).toHaveCount(4);
  await shot(page, { path: screenshotPath("po-import.zh-CN.png") });
  await page.getByTestId("po-import-ok").click();
  await expect(page.getByTestId("inbound-po-links").locator(".ant-tag")).toHaveCount(4);
  await shot(page, { path: screenshotPath("po-imported.zh-CN.png"), fullPage: true });

  // the warehouse's receipt desk: an unknown code is an unsourced parcel to record; the receipt log
  await useSession(page, "operator", "/newReceipt/add");
  await expect(page.getByRole("heading", { name: "收货登记" })).toBeVisible();
  await page.getByTestId("desk-code").fill("1ZUNS700113");
  await page.getByTestId("desk-look").click();
  await expect(page.getByText("已登记的无来源包裹")).toBeVisible();
  await page.getByTestId("desk-code").fill("NO-SUCH-PARCEL-1");
  await page.getByTestId("desk-look").click();
  await expect(page.getByTestId("desk-record")).toBeVisible();
  await shot(page, { path: screenshotPath("desk.zh-CN.png") });
  await open(page, "/newReceipt/query");
  await expect(page.getByRole("heading", { name: "收货查询" })).toBeVisible();
  await expect(page.getByTestId("table-inbound.receiptLog").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Receipts" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("receipt-log.en-US.png") });
  await open(page, "/newReceipt/add");
  await page.getByTestId("desk-code").fill("NO-SUCH-PARCEL-1");
  await page.getByTestId("desk-look").click();
  await expect(page.getByRole("button", { name: "Record as an unsourced parcel" })).toBeVisible();
  await shot(page, { path: screenshotPath("desk.en-US.png") });
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "收货登记" })).toBeVisible();
});
