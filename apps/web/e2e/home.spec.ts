/**
 * The work home page: the warehouse's figures open their lists filtered to exactly what they count, and
 * a seller sees its own figures, not the warehouse's queues.
 */
import { expect, test } from "@playwright/test";
import { screenshotPath, useSession } from "./helpers";

test("the operator's 'arrived, to receive' figure opens the inbound list filtered to that many plans; a seller has no warehouse queue", async ({
  page,
}) => {
  await useSession(page, "operator", "/");
  const tile = page.getByTestId("work-inbound.toReceive");
  await expect(tile).toBeVisible();
  const count = Number((await tile.locator(".ant-statistic-content-value").innerText()).replace(/\D/g, ""));
  expect(count).toBeGreaterThan(0); // the demo has plans waiting to be received
  await expect(page.getByTestId("work-group-orders")).toBeVisible();
  await page.screenshot({ path: screenshotPath("home-operator.zh-CN.png") });
  await tile.click();
  await expect(page).toHaveURL(/\/inbound\/inboundPlanManger\?search%5BEQ_status%5D=arrived/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();

  await useSession(page, "seller_a", "/");
  await expect(page.getByTestId("work-inbound.drafts")).toBeVisible();
  await expect(page.getByTestId("work-inbound.toReceive")).toHaveCount(0);
  await page.screenshot({ path: screenshotPath("home-seller.zh-CN.png") });
});
