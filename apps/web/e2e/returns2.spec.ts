/**
 * Returns, second part, in a real browser: the operator records a parcel that came back without a plan
 * (seller A, one good and one damaged unit), posts it; seller A sees it marked among its plans and decides
 * to restock the damaged unit; the operator confirms and seller A sees the decision done and the stock.
 * Then every new screen in both languages: receipts, processing, sales returns, handling lines, information.
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

/** Seller A's units on hand of a SKU at USLAX1, normal (0) or unsellable (1). */
async function onHand(request: APIRequestContext, sku: string, type: 0 | 1) {
  const res = await request.get(`/api/inventory/balance/list?search[EQ_sku]=${sku}&search[EQ_inventoryType]=${type}`);
  const rows = ((await res.json()) as { rows: { onHand: number; warehouseCode: string }[] }).rows.filter(
    (r) => r.warehouseCode === "USLAX1",
  );
  return rows[0]?.onHand ?? 0;
}

test("an unplanned return: the operator receives and posts it, seller A restocks the damaged unit, the operator confirms", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSession(page, "seller_a");
  const stock = (await (
    await page.request.get("/api/inventory/balance/list?search[EQ_warehouseCode]=USLAX1&search[EQ_inventoryType]=0&rows=1")
  ).json()) as {
    rows: { sku: string }[];
  };
  const sku = stock.rows[0]!.sku;
  const before = { good: await onHand(page.request, sku, 0), bad: await onHand(page.request, sku, 1) };

  await useSession(page, "operator");
  await open(page, "/home/returnProcessing/returnReceipt");
  await expect(page.getByRole("heading", { name: "退货收货" })).toBeVisible();
  await page.getByTestId("receipt-new").click();
  await expect(page.getByRole("heading", { name: "无计划退货收货" })).toBeVisible();
  await page.getByTestId("receipt-tracking").fill("9400E2EUNPLANNED01");
  await page.getByTestId("receipt-find").click();
  await expect(page.getByText("没有找到该跟踪号的已发货订单")).toBeVisible();
  await pickOption(page, page.getByTestId("receipt-seller").getByRole("combobox"), /^SLA · /, "SLA");
  await pickOption(page, page.getByTestId("receipt-warehouse").getByRole("combobox"), /^USLAX1/);
  await pickOption(page, page.getByTestId("receipt-line-product-0").getByRole("combobox"), sku, sku);
  await page.getByTestId("receipt-line-good-0").fill("1");
  await page.getByTestId("receipt-line-damaged-0").fill("1");
  await shot(page, { path: screenshotPath("returns2-receipt-form.zh-CN.png"), fullPage: true });
  await page.getByTestId("receipt-save").click();

  const heading = page.getByRole("heading", { name: /^退货收货 RT\d+/ });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId("returns-unplanned-tag")).toBeVisible();
  const returnNo = /RT\d+/.exec(await heading.innerText())![0];
  await page.getByTestId("returns-action-post").click();
  await confirm(page);
  await expect(page.getByTestId("returns-action-post")).toHaveCount(0);
  await expect(page.getByTestId("returns-movements").locator("tbody tr")).toHaveCount(2);
  await expect(page.getByTestId("returns-history").getByText("过账入库")).toBeVisible();
  await shot(page, { path: screenshotPath("returns2-receipt-detail.zh-CN.png"), fullPage: true });

  // seller A: the return marked among its plans, its damaged unit waiting for a decision
  await useSession(page, "seller_a");
  expect(await onHand(page.request, sku, 0)).toBe(before.good + 1);
  expect(await onHand(page.request, sku, 1)).toBe(before.bad + 1);
  await open(page, "/home/returnProcessing/returnPlan");
  const plans = page.getByTestId("table-returns.plans.seller");
  await expect(plans.locator("tr").filter({ hasText: returnNo }).getByText("无计划")).toBeVisible();
  const processes = (await (await page.request.get(`/api/returns/process/list?search[EQ_returnNo]=${returnNo}`)).json()) as {
    rows: { processNo: string }[];
  };
  const processNo = processes.rows[0]!.processNo;
  await open(page, "/home/returnProcessing/returnProcessList");
  await expect(page.getByRole("heading", { name: "退货处理" })).toBeVisible();
  await page.getByTestId(`process-restock-${processNo}`).click();
  await page.getByTestId("process-remark").fill("only the box is damaged");
  await confirm(page);
  const row = page.getByTestId("table-returns.processes").locator("tr").filter({ hasText: processNo });
  await expect(row.getByText("待检验上架")).toBeVisible();

  await useSession(page, "operator");
  await open(page, "/home/returnProcessing/returnProcessList");
  await page.getByTestId(`process-confirmRestock-${processNo}`).click();
  await confirm(page);
  await expect(
    page.getByTestId("table-returns.processes").locator("tr").filter({ hasText: processNo }).getByText("已上架良品"),
  ).toBeVisible();

  await useSession(page, "seller_a");
  await open(page, "/home/returnProcessing/returnProcessList");
  await expect(
    page.getByTestId("table-returns.processes").locator("tr").filter({ hasText: processNo }).getByText("已上架良品"),
  ).toBeVisible();
  await shot(page, { path: screenshotPath("returns2-process.zh-CN.png") });
  expect(await onHand(page.request, sku, 0)).toBe(before.good + 2);
  expect(await onHand(page.request, sku, 1)).toBe(before.bad);
});

/** Each new screen in Chinese, then in English. */
const screens: { user: "seller_a" | "operator"; path: string; zh: string; en: string; name: string }[] = [
  { user: "operator", path: "/home/returnProcessing/returnReceipt", zh: "退货收货", en: "Return receipts", name: "receipts" },
  {
    user: "operator",
    path: "/home/returnProcessing/returnReceipt/add",
    zh: "无计划退货收货",
    en: "Unplanned return receipt",
    name: "receipt-form",
  },
  { user: "operator", path: "/home/returnProcessing/returnProcessList", zh: "退货处理", en: "Return processing", name: "process" },
  {
    user: "operator",
    path: "/salesreturns/planmanage",
    zh: "销售退货计划管理",
    en: "Sales return plans (warehouse)",
    name: "sales-manage",
  },
  { user: "operator", path: "/salesreturns/bill", zh: "退货处理费明细", en: "Return handling lines", name: "bill" },
  { user: "operator", path: "/home/operate/returnInformation", zh: "退货信息", en: "Return information", name: "information" },
  { user: "seller_a", path: "/salesreturns/plan", zh: "销售退货计划", en: "Sales return plans", name: "sales-plan" },
];

/** The signed-in user's new screens in one language (English switched on first and back after). */
async function shoot(page: Page, user: "seller_a" | "operator", lang: "zh-CN" | "en-US") {
  if (lang === "en-US") {
    await open(page, "/home/returnProcessing/returnProcessList");
    await switchLanguage(page, "English");
  }
  for (const s of screens.filter((x) => x.user === user)) {
    await open(page, s.path);
    await expect(page.getByRole("heading", { name: lang === "zh-CN" ? s.zh : s.en, exact: true })).toBeVisible();
    if (s.name !== "receipt-form") await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await page.mouse.click(700, 80);
    await shot(page, { path: screenshotPath(`returns2-${s.name}.${lang}.png`) });
  }
  // the unplanned receipts' view of the receipt list
  if (user === "operator") {
    await open(page, "/home/returnProcessing/returnReceipt");
    await page
      .getByTestId("receipt-views")
      .getByText(lang === "zh-CN" ? "无计划退货" : "Unplanned")
      .click();
    await expect(page.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await shot(page, { path: screenshotPath(`returns2-receipts-unplanned.${lang}.png`) });
  }
  if (lang === "en-US") await switchLanguage(page, "中文");
}

test("the new return screens in both languages", async ({ page }) => {
  test.setTimeout(300_000);
  await useSession(page, "operator");
  await shoot(page, "operator", "zh-CN");
  await shoot(page, "operator", "en-US");
  await useSession(page, "seller_a");
  await shoot(page, "seller_a", "zh-CN");
  await shoot(page, "seller_a", "en-US");
});
