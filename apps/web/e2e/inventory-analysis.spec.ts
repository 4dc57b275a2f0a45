/**
 * The §2.1 inventory reports in a real browser over the demo's month of history: seller A's 收发存 (its
 * closing equals the inventory detail's on hand, and opening + in − out = closing on the totals row), in
 * warehouse, the in-warehouse trend chart, on order, undelivered, the analysis and the billboard, in
 * zh-CN and en-US; the operator's view of the same reports with every seller's rows.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  getList,
  type ListAnswer,
  screenshotPath,
  showsItsAnswer as showsAnswer,
  switchLanguage,
  together as readTogether,
  useSession,
  open,
  shot,
  watchAnswers,
} from "./helpers";

type Page1 = ListAnswer;
const get = getList;
const sum = (p: Page1, k: string) => Number(p.summary?.[k] ?? NaN);
const together = (page: Page, ...urls: [string, string]) => readTogether(page, ...urls) as Promise<[Page1, Page1]>;
/** The screen's own answers of the running test (`watchAnswers`). */
let shown = new Map<string, unknown>();
const showsItsAnswer = <A>(target: ReturnType<Page["locator"]>, path: string, text: (answer: A) => string) =>
  showsAnswer(shown, target, path, text, SLOW.timeout);
// a screen's chunk (ECharts' for the charts) takes long to load and render on a busy 2-core machine
const SLOW = { timeout: 45_000 };
test.describe.configure({ timeout: 300_000 });
const summaryRow = (page: Page, tableId: string) => page.getByTestId(`table-${tableId}`).locator("tfoot.ant-table-summary");
test("seller A: 收发存 adds up to its stock; in warehouse, on order, undelivered and the analysis agree with the ledger", async ({
  page,
}) => {
  shown = watchAnswers(page, "/api/inventory/");
  await useSession(page, "seller_a", "/inventory/inventoryReport/transmitReceiveSave");
  await expect(page.getByRole("heading", { name: "收发存报表" })).toBeVisible(SLOW);
  // the screen starts on the last 30 days, in the URL, so the list, its export and a link agree
  await expect(page).toHaveURL(/search%5BBETWEEN_period%5D=|search\[BETWEEN_period\]=/);
  const period = new URL(page.url()).searchParams.get("search[BETWEEN_period]")!;
  const [ri, detail] = await together(
    page,
    `/api/inventory/analysis/receiveIssue/list?search[BETWEEN_period]=${period}`,
    "/api/inventory/balance/list",
  );
  expect(ri!.records).toBeGreaterThan(0);
  // the period ends today: its closing is what is on hand now
  expect(sum(ri, "closing")).toBe(sum(detail, "onHand"));
  expect(sum(ri, "opening") + sum(ri, "totalIn") - sum(ri, "totalOut")).toBe(sum(ri, "closing"));
  // the demo shipped, received and returned within the month
  expect(sum(ri, "salesOut")).toBeGreaterThan(0);
  expect(sum(ri, "inbound")).toBeGreaterThan(0);
  await showsItsAnswer(summaryRow(page, "inventory.receiveIssue"), "/api/inventory/analysis/receiveIssue/list", (a: Page1) =>
    String(sum(a, "closing")),
  );
  await expect(page.getByTestId("table-inventory.receiveIssue").getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await shot(page, { path: screenshotPath("inventory-receive-issue.zh-CN.png") });

  await open(page, "/inventory/inventoryReport/inWarehouse");
  await expect(page.getByRole("heading", { name: "在仓库存" })).toBeVisible(SLOW);
  const [inWh, detailNow] = await together(page, "/api/inventory/analysis/inWarehouse/list", "/api/inventory/balance/list");
  expect(sum(inWh, "onHand")).toBe(sum(detailNow, "onHand"));
  await showsItsAnswer(summaryRow(page, "inventory.inWarehouse"), "/api/inventory/analysis/inWarehouse/list", (a: Page1) =>
    String(sum(a, "onHand")),
  );

  await open(page, "/inventory/inventoryReport/inWarehouseAnalysis");
  await expect(page.getByRole("heading", { name: "在仓库存分析" })).toBeVisible(SLOW);
  await expect(page.getByTestId("in-warehouse-trend").locator("canvas")).toBeVisible(SLOW);
  await shot(page, { path: screenshotPath("inventory-in-warehouse-trend.zh-CN.png") });

  await open(page, "/inventory/inventoryReport/onOrder");
  const [onOrder, transit] = await together(
    page,
    "/api/inventory/analysis/onOrder/list",
    "/api/inventory/balance/list?search[EQ_inventoryType]=0",
  );
  // every unit in transit to a seller's balance is on an inbound plan here, or on a return / transfer
  expect(sum(onOrder, "units")).toBeLessThanOrEqual(sum(transit, "inTransit"));

  await open(page, "/inventory/inventoryReport/unDeliver");
  const [und, reserved] = await together(
    page,
    "/api/inventory/analysis/unDeliver/list",
    "/api/inventory/reservation/list?search[EQ_status]=reserved&search[IN_reserveSource]=10,50",
  );
  expect(sum(und, "units")).toBe(sum(reserved, "quantity"));

  await switchLanguage(page, "English");
  await open(page, "/inventory/inventoryReport/inventoryAnalysis");
  await expect(page.getByRole("heading", { name: "Inventory analysis" })).toBeVisible(SLOW);
  const table = page.getByTestId("table-inventory.analysis");
  await expect(table.getByRole("columnheader", { name: "Days of cover" })).toBeVisible();
  const analysis = await get(page, "/api/inventory/analysis/stock/list?rows=1&sidx=out30&sord=desc");
  const top = analysis.rows[0]!;
  expect(Number(top.avgDailyOut)).toBeCloseTo(Number(top.out30) / 30, 2);
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-analysis.en-US.png") });

  await open(page, "/inventory/inventoryReport/inventoryBillboard");
  await expect(page.getByRole("heading", { name: "Inventory billboard" })).toBeVisible(SLOW);
  const [boardNow, detailThen] = await together(page, "/api/inventory/analysis/billboard", "/api/inventory/balance/list");
  const board = boardNow as unknown as { totals: { onHand: number; out30: number } };
  expect(board.totals.onHand).toBe(sum(detailThen, "onHand"));
  expect(board.totals.out30).toBeGreaterThan(0);
  await showsItsAnswer(page.getByTestId("billboard-onHand"), "/api/inventory/analysis/billboard", (a: typeof board) =>
    a.totals.onHand.toLocaleString("en-US"),
  );
  for (const chart of ["billboard-warehouses", "billboard-trend", "billboard-ages", "billboard-top"])
    await expect(page.getByTestId(chart).locator("canvas")).toBeVisible(SLOW);
  await shot(page, { path: screenshotPath("inventory-billboard.en-US.png") });

  await open(page, "/inventory/inventoryReport/transmitReceiveSave");
  await expect(page.getByRole("heading", { name: "Receipts and issues" })).toBeVisible(SLOW);
  await expect(page.getByTestId("table-inventory.receiveIssue").getByRole("columnheader", { name: "Closing" })).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-receive-issue.en-US.png") });
  await switchLanguage(page, "中文");
});

test("the operator: every seller's rows, the waiting and arrival charts, the billboard in zh-CN", async ({ page }) => {
  await useSession(page, "operator", "/inventory/inventoryReport/transmitReceiveSave");
  const table = page.getByTestId("table-inventory.receiveIssue");
  await expect(table.getByRole("columnheader", { name: "卖家" })).toBeVisible();
  const period = new URL(page.url()).searchParams.get("search[BETWEEN_period]");
  expect(period).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
  const ri = await get(page, `/api/inventory/analysis/receiveIssue/list?rows=1000&search[BETWEEN_period]=${period}`);
  const sellers = new Set(ri.rows.map((r) => r.orgCode));
  expect(sellers.size).toBeGreaterThan(1);

  await open(page, "/inventory/inventoryReport/unDeliverAnalysis");
  await expect(page.getByRole("heading", { name: "未发货分析" })).toBeVisible(SLOW);
  const [waits, und] = await together(page, "/api/inventory/analysis/unDeliverWait/list", "/api/inventory/analysis/unDeliver/list");
  expect(sum(waits, "units")).toBe(sum(und, "units"));
  if (waits.records > 0) await expect(page.getByTestId("undelivered-wait").locator("canvas")).toBeVisible(SLOW);
  await shot(page, { path: screenshotPath("inventory-undelivered-wait.zh-CN.png") });

  await open(page, "/inventory/inventoryReport/onOrderAnalysis");
  const [weeks, onOrder] = await together(page, "/api/inventory/analysis/onOrderWeek/list", "/api/inventory/analysis/onOrder/list");
  expect(sum(weeks, "units")).toBe(sum(onOrder, "units"));
  await shot(page, { path: screenshotPath("inventory-on-order-weeks.zh-CN.png") });

  await open(page, "/inventory/inventoryReport/inventoryBillboard");
  await expect(page.getByRole("heading", { name: "库存看板" })).toBeVisible(SLOW);
  await expect(page.getByTestId("billboard-trend").locator("canvas")).toBeVisible(SLOW);
  await shot(page, { path: screenshotPath("inventory-billboard.zh-CN.png") });

  await open(page, "/inventory/inventoryReportManage/inventorySnapshoot");
  await expect(page.getByRole("heading", { name: "库存快照(管理)" })).toBeVisible(SLOW);
  await expect(page.getByTestId("table-inventory.snapshots").getByText("合计")).toBeVisible();
});
