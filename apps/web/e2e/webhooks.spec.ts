/**
 * Webhooks in a real browser: seller A subscribes a local receiver to two events, sees the signing secret
 * once, sends a test delivery that the receiver gets signed with that secret, and reads it in the
 * delivery log; seller B does not see A's subscription. The screen in zh-CN and en-US.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { pickOption, screenshotPath, switchLanguage, useSession, shot } from "./helpers";

let server: Server;
let base = "";
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("seller A subscribes, keeps the secret shown once, sends a signed test and reads the log; seller B sees none of it", async ({
  page,
  browser,
}) => {
  const url = `${base}/hook-${Date.now() % 1_000_000}`;
  await useSession(page, "seller_a", "/integrations/webhooks");
  await expect(page.getByRole("heading", { name: "Webhook 订阅" })).toBeVisible();
  await page.getByTestId("create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("接收地址").fill(url);
  await pickOption(page, dialog.getByLabel("订阅事件"), "订单已发货(含跟踪号)");
  await page.getByTestId("form-save").click();

  const secret = (await page.getByTestId("webhook-secret").innerText()).trim();
  expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
  await shot(page, { path: screenshotPath("webhook-secret.zh-CN.png") });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /关\s*闭/ })
    .last()
    .click();

  const row = page.getByRole("row", { name: new RegExp(url.split("/").pop()!) });
  await expect(row.getByText("订单已发货(含跟踪号)")).toBeVisible();
  await row.locator("[data-testid^=test-]").click();
  await expect(page.getByText(/测试推送成功:HTTP 200/)).toBeVisible();
  // the receiver got it, signed with the secret the screen showed once
  const got = received.at(-1)!;
  const signed = `${String(got.headers["x-entrepot-timestamp"])}.${got.body}`;
  expect(got.headers["x-entrepot-signature"]).toBe(`sha256=${createHmac("sha256", secret).update(signed).digest("hex")}`);

  await row.locator("[data-testid^=log-]").click();
  const log = page.getByTestId("table-integrations.deliveries");
  await expect(log.getByText("测试推送(webhook.test)")).toBeVisible();
  await expect(log.getByText("thanks")).toBeVisible();
  await shot(page, { path: screenshotPath("webhook-log.zh-CN.png") });
  await page.keyboard.press("Escape");

  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Webhook subscriptions" })).toBeVisible();
  await expect(row.getByText("Order shipped (with tracking)")).toBeVisible();
  await shot(page, { path: screenshotPath("webhooks.en-US.png") });
  await switchLanguage(page, "中文");

  // seller B: its own (empty) list, and A's subscription is not there
  const b = await browser.newPage();
  await useSession(b, "seller_b", "/integrations/webhooks");
  await expect(b.getByRole("heading", { name: "Webhook 订阅" })).toBeVisible();
  await expect(b.getByRole("row", { name: new RegExp(url.split("/").pop()!) })).toHaveCount(0);
  await b.close();
});
