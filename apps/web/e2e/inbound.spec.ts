/**
 * Inbound plans in a real browser (issue 9, the inbound half): seller A creates a plan on the form (a line
 * and a carton) and submits it; the operator finds it on the warehouse list, marks it arrived, receives it
 * with one damaged unit, puts it away and completes it; seller A finds the stock on the inventory detail
 * (sellable and unsellable) and the receipt in the movement ledger. Then the screens in English, on the
 * demo's plans (a completed one, an arrived one for the receive panel): their clicks are tested above.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { filterBy, pickOption, productWithoutStock, screenshotPath, switchLanguage, useSession, open, shot } from "./helpers";

// a long flow through three sessions on a shared 2-core machine: a screen may take longer than the default 15 s to settle
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeAll(() => mkdirSync(dirname(screenshotPath("x.png")), { recursive: true }));

/** Clicks OK on the confirmation dialog of a plan action. */
const confirm = (page: Page) =>
  page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: /确\s*定|OK/ })
    .click();

/** A plan action from the detail page's header, confirmed. */
async function act(page: Page, action: string) {
  await page.getByTestId(`inbound-action-${action}`).click();
  await confirm(page);
  // the action is done when its button leaves (putaway stays offered while goods wait for it)
  await expect(page.getByTestId(`inbound-action-${action}`)).toHaveCount(0);
}

test("seller A plans, the warehouse receives one unit damaged and puts it away, seller A sees the stock and the receipt", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSession(page, "seller_a");
  const sku = await productWithoutStock(page.request);

  // the seller's list: its demo plans, and the empty state of a search that finds nothing
  await open(page, "/inbound/inboundPlan");
  await expect(page.getByRole("heading", { name: "入库计划" })).toBeVisible();
  const list = page.getByTestId("table-inbound.plans");
  await expect(list.getByText(/^IB\d{14}$/).first()).toBeVisible();
  await expect(list.getByText("合计")).toBeVisible();
  // a seller sees no seller column: the plans are all its own
  await expect(list.getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await shot(page, { path: screenshotPath("inbound-list.zh-CN.png") });
  await filterBy(page, "入库单号", "IB-NONE");
  await expect(list.getByText("没有符合筛选条件的记录")).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-list-empty.zh-CN.png") });
  await page
    .getByTestId("filter-bar")
    .getByRole("button", { name: /重\s*置/ })
    .click();
  await expect(list.getByText(/^IB\d{14}$/).first()).toBeVisible();

  // the form: warehouse, one line of 5 units, one carton holding them
  await page.getByTestId("inbound-new").click();
  await expect(page.getByRole("heading", { name: "新建入库计划" })).toBeVisible();
  await pickOption(page, page.getByLabel("目的仓"), /USLAX1/);
  await pickOption(page, page.getByTestId("inbound-line-product-0").getByRole("combobox"), sku, sku);
  await page.getByTestId("inbound-line-qty-0").fill("5");
  await page.getByTestId("inbound-add-carton").click();
  const carton = { length: "40", width: "30", height: "20", weight: "6500" };
  for (const [k, v] of Object.entries(carton)) await page.getByTestId(`inbound-carton-${k}-0`).fill(v);
  await page.getByTestId("inbound-carton-add-item-0").click();
  await pickOption(page, page.getByTestId("inbound-carton-item-0-0").getByRole("combobox"), sku);
  await page.getByTestId("inbound-carton-qty-0-0").fill("5");
  await shot(page, { path: screenshotPath("inbound-form.zh-CN.png"), fullPage: true });
  await page.getByTestId("inbound-save").click();

  // the draft's detail, then submitted
  await expect(page.getByRole("heading", { name: /^入库计划 IB\d+/ })).toBeVisible();
  const planNo = (await page.getByRole("heading", { name: /^入库计划 IB\d+/ }).innerText()).replace("入库计划 ", "");
  const detailUrl = page.url();
  const lines = page.getByTestId("inbound-lines");
  await expect(lines.getByText(sku)).toBeVisible();
  await expect(page.getByTestId("inbound-cartons").getByText(`${sku} × 5`)).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-detail-draft.zh-CN.png"), fullPage: true });
  await act(page, "submit");
  await expect(page.getByText("已提交").first()).toBeVisible();
  await expect(page.getByTestId("inbound-action-cancel")).toBeVisible();

  // the warehouse: the plan on its list, arrived, received 4 good + 1 damaged, put away, completed
  await useSession(page, "operator");
  await open(page, "/inbound/inboundPlanManger");
  await expect(page.getByRole("heading", { name: "入库计划管理" })).toBeVisible();
  await filterBy(page, "入库单号", planNo);
  const manage = page.getByTestId("table-inbound.plansManage");
  // the warehouse sees the seller of each plan
  await expect(manage.locator("tbody tr.ant-table-row")).toHaveCount(1);
  await expect(manage.locator("tbody tr.ant-table-row").getByRole("cell", { name: "SLA", exact: true })).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-manage.zh-CN.png") });
  await manage.getByText(planNo).click();
  await expect(page).toHaveURL(detailUrl);
  await act(page, "arrive");
  const receive = page.getByTestId("inbound-receive");
  await expect(receive).toBeVisible();
  await expect(page.getByTestId("inbound-receive-good-1")).toHaveValue("5");
  await page.getByTestId("inbound-receive-good-1").fill("4");
  await page.getByTestId("inbound-receive-damaged-1").fill("1");
  await shot(page, { path: screenshotPath("inbound-receive.zh-CN.png"), fullPage: true });
  await page.getByTestId("inbound-receive-finish").click();
  await expect(receive).toHaveCount(0);
  await expect(page.getByText("已收货").first()).toBeVisible();
  await act(page, "putaway");
  await act(page, "complete");
  await expect(page.getByText("已完成").first()).toBeVisible();
  const line = lines.locator("tbody tr").filter({ hasText: sku });
  // expected, good, damaged, put away, difference
  await expect(line.locator("td").nth(3)).toHaveText("5");
  await expect(line.locator("td").nth(4)).toHaveText("4");
  await expect(line.locator("td").nth(5)).toHaveText("1");
  await expect(line.locator("td").nth(6)).toHaveText("5");
  await expect(line.locator("td").nth(7)).toHaveText("0");
  await expect(page.getByTestId("inbound-history").getByText("完成收货")).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-detail.zh-CN.png"), fullPage: true });

  // seller A: the stock (4 sellable, 1 unsellable, both on hand) and the receipt in the movement ledger
  await useSession(page, "seller_a");
  await open(page, "/inventory/inventoryReport/inventoryDetail");
  await filterBy(page, "SKU", sku);
  const stock = page.getByTestId("table-inventory.balances").locator("tbody tr").filter({ hasText: sku });
  await expect(stock).toHaveCount(2);
  await expect(stock.filter({ hasText: "不良品" })).toHaveCount(1);
  await expect(stock.filter({ hasText: "良品" }).filter({ hasNotText: "不良品" })).toHaveCount(1);
  await shot(page, { path: screenshotPath("inbound-stock.zh-CN.png") });
  await open(page, "/inventory/detail");
  await filterBy(page, "单据号", planNo);
  const movements = page.getByTestId("table-inventory.movements").locator("tbody tr").filter({ hasText: planNo });
  await expect(movements.filter({ hasText: "采购入库" }).first()).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-movements.zh-CN.png") });
});

test("the inbound screens in English: the seller's list, form and a completed plan; the warehouse's list and receive panel", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // demo plans: seller A has one in each state (demo/inbound.seed.ts)
  const planIn = async (status: string) => {
    const res = await page.request.get(`/api/inbound/plan/list?search[EQ_status]=${status}&search[EQ_orgCode]=SLA&rows=1`);
    const rows = ((await res.json()) as { rows: { id: number }[] }).rows;
    expect(rows, status).toHaveLength(1);
    return rows[0]!.id;
  };
  await useSession(page, "seller_a");
  const completed = await planIn("completed");
  await open(page, `/inbound/inboundPlan/detail?id=${completed}`);
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: /^Inbound plan IB\d+/ })).toBeVisible();
  await expect(page.getByText("Lines and differences")).toBeVisible();
  await expect(page.getByTestId("inbound-history").getByText("Receiving finished")).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inbound-detail.en-US.png"), fullPage: true });
  await open(page, "/inbound/inboundPlan");
  await expect(page.getByRole("heading", { name: "Inbound plans" })).toBeVisible();
  const list = page.getByTestId("table-inbound.plans");
  await expect(list.getByText("Total")).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-list.en-US.png") });
  await filterBy(page, "Plan no.", "IB-NONE");
  await expect(list.getByText("Nothing matches your filters")).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-list-empty.en-US.png") });
  await page.getByTestId("inbound-new").click();
  await expect(page.getByRole("heading", { name: "New inbound plan" })).toBeVisible();
  await expect(page.getByTestId("inbound-no-cartons")).toBeVisible();
  await page.getByTestId("inbound-add-carton").click();
  await shot(page, { path: screenshotPath("inbound-form.en-US.png"), fullPage: true });
  await switchLanguage(page, "中文");
  await expect(page.getByRole("heading", { name: "新建入库计划" })).toBeVisible();

  await useSession(page, "operator");
  const arrived = await planIn("arrived");
  await open(page, "/inbound/inboundPlanManger");
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Inbound plans (warehouse)" })).toBeVisible();
  await expect(page.getByTestId("table-inbound.plansManage").getByRole("columnheader", { name: "Seller" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inbound-manage.en-US.png") });
  await open(page, `/inbound/inboundPlan/detail?id=${arrived}`);
  await expect(page.getByTestId("inbound-receive")).toBeVisible();
  await expect(page.getByText("Record and finish receiving")).toBeVisible();
  await shot(page, { path: screenshotPath("inbound-receive.en-US.png"), fullPage: true });
  await switchLanguage(page, "中文");
  await expect(page.getByText("登记并完成收货")).toBeVisible();
});
