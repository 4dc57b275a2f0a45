/**
 * The work home page: the warehouse's figures open their lists filtered to exactly what they count, and
 * a seller sees its own figures, not the warehouse's queues.
 */
import { expect, test } from "@playwright/test";
import { screenshotPath, switchLanguage, useSession, shot } from "./helpers";

test("the operator's 'arrived, to receive' figure opens the inbound list filtered to that many plans; a seller has no warehouse queue", async ({
  page,
}) => {
  await useSession(page, "operator", "/");
  const tile = page.getByTestId("work-inbound.toReceive");
  await expect(tile).toBeVisible();
  const count = Number((await tile.locator(".ant-statistic-content-value").innerText()).replace(/\D/g, ""));
  expect(count).toBeGreaterThan(0); // the demo has plans waiting to be received
  await expect(page.getByTestId("work-group-orders")).toBeVisible();
  await shot(page, { path: screenshotPath("home-operator.zh-CN.png") });
  await tile.click();
  await expect(page).toHaveURL(/\/inbound\/inboundPlanManger\?search%5BEQ_status%5D=arrived/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();

  await useSession(page, "seller_a", "/");
  await expect(page.getByTestId("work-inbound.drafts")).toBeVisible();
  await expect(page.getByTestId("work-inbound.toReceive")).toHaveCount(0);
  await shot(page, { path: screenshotPath("home-seller.zh-CN.png") });
});

test("the operator's 'damaged returns awaiting a decision' figure opens the return processing list filtered to those lines", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useSession(page, "operator", "/");
  const tile = page.getByTestId("work-returns.damagedUndecided");
  await expect(tile).toContainText("不良退货待决定", { timeout: 60_000 });
  const count = Number((await tile.locator(".ant-statistic-content-value").innerText()).replace(/\D/g, ""));
  const listed = (await (await page.request.get("/api/returns/process/list?rows=20&search[EQ_status]=pending")).json()) as {
    records: number;
    rows: { processNo: string }[];
  };
  expect(listed.records).toBe(count);
  await tile.scrollIntoViewIfNeeded();
  await shot(page, { path: screenshotPath("home-operator-returns.zh-CN.png") });
  await tile.click();
  await expect(page).toHaveURL(/\/home\/returnProcessing\/returnProcessList\?search%5BEQ_status%5D=pending/);
  // the list shows the lines the figure counts
  const table = page.getByTestId("table-returns.processes");
  for (const r of listed.rows) await expect(table.locator("tr").filter({ hasText: r.processNo })).toBeVisible({ timeout: 60_000 });
  await shot(page, { path: screenshotPath("home-operator-returns-list.zh-CN.png") });
  // in English (this page's own language switch, put back for the other specs)
  await useSession(page, "operator", "/");
  await switchLanguage(page, "English");
  await expect(page.getByTestId("work-returns.damagedUndecided")).toContainText("Damaged returns awaiting a decision", { timeout: 60_000 });
  await page.getByTestId("work-returns.damagedUndecided").scrollIntoViewIfNeeded();
  await shot(page, { path: screenshotPath("home-operator-returns.en-US.png") });
  await switchLanguage(page, "中文");
});
