/**
 * The inventory reports in a real browser, on the demo's opening stock: seller A's age report (its totals equal its
 * inventory detail's on hand, the buckets add up to it, the chart draws), its reserved stock (equal to the balances'
 * reserved; a quantity opens the reservations behind it), the operator's copies of the transport report (equal to the
 * balances' in transit, with the owner column) and of the age snapshot. zh-CN and en-US screenshots.
 */
import { expect, type Page, test } from "@playwright/test";
import { filterBy, open, screenshotPath, showsItsAnswer, switchLanguage, together, useSession, shot, watchAnswers } from "./helpers";

type Page_ = { records: number; summary: Record<string, string>; rows: Record<string, unknown>[] };
const summaryOf = async (page: Page, url: string): Promise<Page_> => {
  const res = await page.request.get(url);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Page_;
};
/** Lists read at one moment (specs beside this one post stock to the same sellers: `together`). */
const summariesOf = <U extends string[]>(page: Page, ...urls: U) => together(page, ...urls) as Promise<{ [K in keyof U]: Page_ }>;
const whole = (s: string | undefined) => String(Number(s));
const totalsRow = (table: ReturnType<Page["getByTestId"]>) => table.locator("tfoot.ant-table-summary");

test("seller A's age report: totals equal the ledger's on hand, buckets add up, chart in both languages", async ({ page }) => {
  test.setTimeout(150_000);
  const shown = watchAnswers(page, "/api/inventory/");
  await useSession(page, "seller_a", "/inventory/age");
  await expect(page.getByRole("heading", { name: "库龄报表" })).toBeVisible();
  const [balances, age] = await summariesOf(page, "/api/inventory/balance/list?rows=1", "/api/inventory/age/list?rows=1");
  expect(age.records).toBeGreaterThan(0);
  expect(age.summary.onHand).toBe(balances.summary.onHand);
  const buckets = ["age0to30", "age31to60", "age61to90", "age91to180", "age181to365", "ageOver365"];
  expect(buckets.reduce((n, k) => n + Number(age.summary[k]), 0)).toBe(Number(age.summary.onHand));
  const table = page.getByTestId("table-inventory.reports.age");
  // the totals row shows the screen's own answer, whose buckets add up as the read above did
  await showsItsAnswer(shown, totalsRow(table), "/api/inventory/age/list", (a: Page_) => whole(a.summary.onHand));
  await showsItsAnswer(shown, totalsRow(table), "/api/inventory/age/list", (a: Page_) => whole(a.summary.ageOver365));
  await expect(page.getByTestId("chart-age-canvas").locator("canvas")).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "卖家" })).toHaveCount(0);
  await shot(page, { path: screenshotPath("inventory-age.zh-CN.png"), fullPage: true });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Inventory age" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Over 365 days" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-age.en-US.png"), fullPage: true });
  await switchLanguage(page, "中文");
});

test("seller A's reserved stock equals the balances' reserved; a quantity opens its reservations", async ({ page }) => {
  const shown = watchAnswers(page, "/api/inventory/");
  await useSession(page, "seller_a", "/inventory/reserve");
  await expect(page.getByRole("heading", { name: "预占报表" })).toBeVisible();
  const [balances, reserve] = await summariesOf(page, "/api/inventory/balance/list?rows=1", "/api/inventory/reserve/list?rows=1&sidx=sku");
  expect(reserve.records).toBeGreaterThan(0);
  expect(reserve.summary.quantity).toBe(balances.summary.reserved);
  const table = page.getByTestId("table-inventory.reports.reserve");
  await showsItsAnswer(shown, totalsRow(table), "/api/inventory/reserve/list", (a: Page_) => whole(a.summary.quantity));
  await expect(page.getByTestId("chart-reserve-canvas").locator("canvas")).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-reserve.zh-CN.png"), fullPage: true });
  const first = reserve.rows[0]!;
  await page.getByTestId(`reserve-link-${String(first.id)}`).click();
  await expect(page).toHaveURL(/inventoryReservation/);
  const reservations = page.getByTestId("table-inventory.reservations");
  await expect(reservations.locator("tfoot.ant-table-summary")).toContainText(String(first.quantity));
  await expect(reservations.getByText(String(first.sku)).first()).toBeVisible();
});

test("the operator's transport copy equals the balances' in transit", async ({ page }) => {
  const shown = watchAnswers(page, "/api/inventory/");
  await useSession(page, "operator", "/inventorySer/transport");
  await expect(page.getByRole("heading", { name: "在途报表(管理)" })).toBeVisible();
  const [balances, transport] = await summariesOf(page, "/api/inventory/balance/list?rows=1", "/api/inventory/transport/list?rows=1");
  expect(transport.summary.outstanding).toBe(balances.summary.inTransit);
  const table = page.getByTestId("table-inventory.reports.transport");
  if (transport.records > 0) {
    await showsItsAnswer(shown, totalsRow(table), "/api/inventory/transport/list", (a: Page_) => whole(a.summary.outstanding));
    await expect(table.getByRole("columnheader", { name: "卖家" })).toBeVisible();
  } else await expect(table.getByText("没有在途库存")).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-transport-admin.zh-CN.png") });
});

test("the operator's age snapshot of the latest day, in both languages", async ({ page }) => {
  // software rendering on a shared 2-core machine: two languages and their screenshots take a while
  test.setTimeout(150_000);
  await useSession(page, "operator", "/inventorySer/ageSnapshot");
  await expect(page.getByRole("heading", { name: "库龄快照(管理)" })).toBeVisible();
  const latest = await summaryOf(page, "/api/inventory/snapshot/list?rows=1&sidx=snapshotDate&sord=desc");
  const day = String(latest.rows[0]!.snapshotDate);
  const ofDay = await summaryOf(page, `/api/inventory/snapshot/list?rows=1&search[EQ_snapshotDate]=${day}`);
  const snapTable = page.getByTestId("table-inventory.reports.ageSnapshot");
  await expect(snapTable.locator("tfoot.ant-table-summary")).toContainText(whole(ofDay.summary.onHand));
  await expect(page.getByTestId("chart-ageSnapshot")).toContainText(day);
  await expect(page.getByTestId("chart-ageSnapshot-canvas").locator("canvas")).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-age-snapshot-admin.zh-CN.png") });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Age snapshot (admin)" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-age-snapshot-admin.en-US.png") });
  await switchLanguage(page, "中文");
});

test("seller A's copies: the inventory detail summed per SKU and the snapshot trend, in both languages", async ({ page }) => {
  test.setTimeout(180_000);
  const shown = watchAnswers(page, "/api/inventory/");
  await useSession(page, "seller_a", "/inventory/inventoryReport/inventoryDetailCopy");
  await expect(page.getByRole("heading", { name: "库存明细(按 SKU 汇总)" })).toBeVisible();
  // summed over the warehouses: sellable buckets from the normal balances, the unsellable units apart
  const [normal, damaged, central] = await summariesOf(
    page,
    "/api/inventory/balance/list?rows=1&search[EQ_inventoryType]=0",
    "/api/inventory/balance/list?rows=1&search[EQ_inventoryType]=1",
    "/api/inventory/centralWarehouse/list?rows=1",
  );
  expect(central.records).toBeGreaterThan(0);
  expect(central.summary.onHand).toBe(normal.summary.onHand);
  expect(central.summary.available).toBe(normal.summary.available);
  expect(whole(central.summary.unsellable)).toBe(whole(damaged.summary.onHand ?? "0"));
  const table = page.getByTestId("table-inventory.reports.central");
  await showsItsAnswer(shown, totalsRow(table), "/api/inventory/centralWarehouse/list", (a: Page_) => whole(a.summary.onHand));
  await expect(table.getByRole("columnheader", { name: "仓库数" })).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-detail-copy.zh-CN.png") });

  await open(page, "/inventory/inventoryReport/inventorySnapshootCopy");
  await expect(page.getByRole("heading", { name: "库存快照趋势" })).toBeVisible();
  await expect(page.getByTestId("chart-snapshotTrend")).toContainText("每日在库件数");
  await expect(page.getByTestId("chart-snapshotTrend-canvas").locator("canvas")).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-snapshot-copy.zh-CN.png") });

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Stock snapshot trend" })).toBeVisible();
  await expect(page.getByTestId("chart-snapshotTrend")).toContainText("On-hand units per day");
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-snapshot-copy.en-US.png") });
  await open(page, "/inventory/inventoryReport/inventoryDetailCopy");
  await expect(page.getByRole("heading", { name: "Inventory detail by SKU" })).toBeVisible();
  await expect(page.getByTestId("table-inventory.reports.central").getByRole("columnheader", { name: "Unsellable" })).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-detail-copy.en-US.png") });
  await switchLanguage(page, "中文");
});

test("the operator's comparison, channel stock, code map and receipt differences draw their charts, in both languages", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const screens = [
    {
      path: "/inventorySer/comparisonReport",
      texts: "comparison",
      list: "/api/inventory/comparisonReport/list?rows=1",
      zh: "各仓库期初与期末在库",
    },
    { path: "/inventorySer/channelStock", texts: "channel", list: "/api/inventory/channelStock/list?rows=1", zh: "各店铺可售件数" },
    { path: "/inventorySer/codeMap", texts: "codeMap", list: "/api/inventory/codeMap/list?rows=1", zh: "各仓库在库、可用与在途" },
    {
      path: "/inventorySer/warehouseDifference",
      texts: "difference",
      list: "/api/inventory/warehouseDifference/list?rows=1",
      zh: "各仓库收货差异(件)",
    },
  ];
  await useSession(page, "operator", screens[0]!.path);
  for (const [i, s] of screens.entries()) {
    if (i > 0) await open(page, s.path);
    await expect(page.getByTestId(`chart-${s.texts}`)).toContainText(s.zh);
    // the comparison opens on yesterday against today: the chart draws whenever its list has rows
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const url = s.texts === "comparison" ? `${s.list}&from=${day(1)}&to=${day(0)}` : s.list;
    const rows = await summaryOf(page, url);
    if (rows.records > 0) await expect(page.getByTestId(`chart-${s.texts}-canvas`).locator("canvas")).toBeVisible();
    await shot(page, { path: screenshotPath(`inventory-chart-${s.texts}.zh-CN.png`) });
  }
  await switchLanguage(page, "English");
  await expect(page.getByTestId("chart-difference")).toContainText("Receipt differences by warehouse");
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-chart-difference.en-US.png") });
  await open(page, "/inventorySer/comparisonReport");
  await expect(page.getByTestId("chart-comparison")).toContainText("Start and end on hand per warehouse");
  await shot(page, { path: screenshotPath("inventory-chart-comparison.en-US.png") });
  await open(page, "/inventorySer/codeMap");
  await expect(page.getByTestId("chart-codeMap")).toContainText("On hand, available and in transit per warehouse");
  await shot(page, { path: screenshotPath("inventory-chart-codeMap.en-US.png") });
  await open(page, "/inventorySer/channelStock");
  await expect(page.getByTestId("chart-channel")).toContainText("Sellable listing units per store");
  await shot(page, { path: screenshotPath("inventory-chart-channel.en-US.png") });
  await switchLanguage(page, "中文");
});

test("the WFS arrival plan filters by warehouse (its fields come from its definition), in both languages", async ({ page }) => {
  test.setTimeout(150_000);
  await useSession(page, "operator", "/inventory/inventoryReport/wfs");
  await expect(page.getByRole("heading", { name: "WFS 到货计划" })).toBeVisible({ timeout: 60_000 });
  const all = await summaryOf(page, "/api/outbound/wfs/list?rows=1");
  // the screen's warehouse filter: a field of the definition, so the server takes it
  const byWarehouse = await page.request.get("/api/outbound/wfs/list?rows=1&search[LIKE_warehouseCode]=US");
  expect(byWarehouse.status()).toBe(200);
  expect(((await byWarehouse.json()) as Page_).records).toBeLessThanOrEqual(all.records);
  await filterBy(page, "仓库", "US");
  await expect(page).toHaveURL(/warehouseCode/);
  await expect(page.getByTestId("table-inventory.reports.wfs")).toBeVisible();
  await shot(page, { path: screenshotPath("inventory-wfs.zh-CN.png") });
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "WFS arrival plan" })).toBeVisible();
  await page.mouse.click(700, 80);
  await shot(page, { path: screenshotPath("inventory-wfs.en-US.png") });
  await switchLanguage(page, "中文");
});
