/**
 * Advertising automation in a real browser (issue 10, "Automation"): the ad staff (`adops`) write a rule,
 * see its dry run (before → after and the figures behind each change), save it, switch it on, run it,
 * find its actions in the log and undo one; in Chinese, then the same in English. It reads the ad account
 * and campaigns of the demo (a keyword with clicks in the last two weeks) and makes its rules itself.
 */
import { mkdirSync } from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { open, pickOption, switchLanguage, useSession, shot } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/advertising-rules";
const shotAs = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}`, fullPage: true });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

interface Pickers {
  profiles: { id: number; name: string }[];
  campaigns: { id: number; adsProfileId: number }[];
}

/** An ad account of the demo with campaigns: the rules below look at its keywords. */
async function account(page: Page): Promise<{ id: number; name: string }> {
  const p = (await (await page.request.get("/api/advertising/rules/pickers")).json()) as Pickers;
  const found = p.profiles.find((x) => p.campaigns.some((c) => c.adsProfileId === x.id));
  if (!found) throw new Error("the demo has no ad account with campaigns");
  return found;
}

/** Writes a rule in the form: every keyword clicked at least once in 14 days gets its bid set to `bid`. */
async function writeRule(page: Page, accountName: string, name: string, bid: string) {
  await pickOption(page, page.getByTestId("rule-account").getByRole("combobox"), accountName);
  await page.getByTestId("rule-name").fill(name);
  await pickOption(page, page.getByTestId("rule-action").getByRole("combobox"), /^竞价设为$|^Set bid to$/);
  await page.locator("#value").fill(bid);
  await page.getByTestId("condition-value-0").fill("1");
  // one condition is enough: clicks ≥ 1
  await page.locator(".anticon-minus-circle").last().click();
  await page.locator("#cooldownHours").fill("0");
}

async function runFlow(page: Page, lang: "zh" | "en") {
  const zh = lang === "zh";
  const acct = await account(page);
  const name = `${zh ? "降价" : "Bid set"} ${Date.now()}`;
  const bid = zh ? "0.37" : "0.41";

  await open(page, "/advertising/robotization");
  await expect(page.getByRole("heading", { name: zh ? "自动化规则" : "Automation rules" })).toBeVisible();
  await page.getByTestId("create-rule").click();
  await expect(page.getByRole("heading", { name: zh ? "新建规则" : "New rule" })).toBeVisible();
  await writeRule(page, acct.name, name, bid);

  // the dry run: what would change (→ the new bid) and the figures that made it, before anything is saved
  await page.getByTestId("rule-dry-run").click();
  await expect(page.getByTestId("dry-run-summary")).toContainText(zh ? "将调整" : "to change");
  // the reply's first page: planned changes first; the counts by action kind above them
  const planned = page.getByTestId("run-actions").locator("tbody tr.ant-table-row");
  await expect(planned.first()).toContainText(`→ ${bid}`);
  await expect(planned.first()).toContainText(zh ? "点击量" : "Clicks");
  await expect(planned.first()).toContainText(zh ? "试运行计划" : "Planned (dry run)");
  await expect(page.getByTestId("run-by-kind")).toContainText(zh ? "竞价设为:将调整" : "Set bid to:");
  // the next page comes from the server (the demo's keywords with clicks fill more than one page of 20)
  await page.getByTestId("run-actions").locator(".ant-pagination-item-2").click();
  await expect(page.getByTestId("run-actions").locator(".ant-pagination-item-active")).toHaveText("2");
  await expect(planned.first()).toContainText(`→ ${bid}`);
  await page.getByTestId("run-actions").locator(".ant-pagination-item-1").click();
  await shotAs(page, `dry-run.${zh ? "zh-CN" : "en-US"}.png`);

  await page.getByTestId("rule-save").click();
  await expect(page).toHaveURL(/\/advertising\/robotization$/);
  const row = page.locator("tr", { hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: zh ? "开启" : "Switch on" }).click();
  await expect(row.getByText(zh ? "已开启" : "On", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: zh ? "立即执行" : "Run now" }).click();
  await expect(page.getByText(zh ? /已执行:调整 [1-9]\d* 项/ : /Run done: [1-9]\d* changed/)).toBeVisible();
  await shotAs(page, `rules.${zh ? "zh-CN" : "en-US"}.png`);

  // the log: the rule's applied actions; undo one (with its confirmation) and it shows undone
  await page.getByRole("tab", { name: zh ? "执行记录" : "Action log" }).click();
  await expect(page).toHaveURL(/tab=log/);
  await pickOption(page, page.getByTestId("log-rule").getByRole("combobox"), name);
  await page.getByRole("button", { name: zh ? /查\s*询/ : "Search" }).click();
  const applied = page.getByTestId("action-log").locator("tbody tr", { hasText: zh ? "已执行" : "Applied" });
  await expect(applied.first()).toContainText(`→ ${bid}`);
  await shotAs(page, `action-log.${zh ? "zh-CN" : "en-US"}.png`);
  await applied
    .first()
    .getByRole("button", { name: zh ? "撤销" : "Undo" })
    .click();
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: zh ? /确\s*定|OK/ : "OK" })
    .click();
  await expect(page.getByText(zh ? "已撤销" : "Undone").first()).toBeVisible();
  const undone = page
    .getByTestId("action-log")
    .locator("tbody tr", { hasText: zh ? "已撤销" : "Undone" })
    .first();
  await expect(undone).toBeVisible();

  // the run alone: its summary by action kind and its actions, paged from the server, the undone one among them
  await undone.getByRole("link", { name: /^#\d+$/ }).click();
  await expect(page).toHaveURL(/tab=log&runId=\d+/);
  await expect(page.getByTestId("dry-run-summary")).toContainText(zh ? "手动执行" : "Run by hand");
  await expect(page.getByTestId("run-by-kind")).toContainText(zh ? "已撤销 1" : "1 undone");
  await pickOption(page, page.getByTestId("run-status").getByRole("combobox"), zh ? "已撤销" : "Undone");
  await expect(page.getByTestId("run-actions").locator("tbody tr.ant-table-row")).toHaveCount(1);
  await expect(page.getByTestId("run-actions").locator("tbody tr.ant-table-row").first()).toContainText(`→ ${bid}`);
  await shotAs(page, `run.${zh ? "zh-CN" : "en-US"}.png`);
  await page.getByRole("link", { name: zh ? "返回执行记录" : "Back to the action log" }).click();
  await expect(page.getByTestId("action-log")).toBeVisible();
}

test("adops writes a rule, dry-runs it, switches it on, runs it and undoes one of its actions, in both languages", async ({ page }) => {
  test.setTimeout(240_000);
  await useSession(page, "adops", "/advertising/robotization");
  await runFlow(page, "zh");
  await switchLanguage(page, "English");
  await runFlow(page, "en");
  await open(page, "/advertising/tactics");
  await expect(page.getByRole("heading", { name: "Tactics" })).toBeVisible();
  await shotAs(page, "tactics.en-US.png");
  await switchLanguage(page, "中文");
  await open(page, "/advertising/tactics");
  await expect(page.getByRole("heading", { name: "策略" })).toBeVisible();
  await shotAs(page, "tactics.zh-CN.png");
});

test("the demo's automation: each seller's rules switched on with their last run, the action log, and a tactic, in both languages", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useSession(page, "adops", "/advertising/robotization");
  const seeded = page.getByRole("row", { name: /高 ACoS 降低竞价 High ACoS: lower bids/ });
  await expect(seeded.first()).toBeVisible();
  // the rules ran once by the schedule: the list shows when, and the log their actions
  const rules = (await (await page.request.get("/api/advertising/rules/list?rows=100")).json()) as {
    rows: { name: string; lastRunAt: string | null; enabled: boolean }[];
  };
  const demo = rules.rows.filter((r) => r.name.startsWith("高 ACoS 降低竞价"));
  expect(demo.length).toBe(2);
  expect(demo.every((r) => r.enabled && r.lastRunAt !== null)).toBe(true);
  await shotAs(page, "demo-rules.zh-CN.png");
  const log = (await (await page.request.get("/api/advertising/rules/actions/list?rows=5")).json()) as { records: number };
  expect(log.records).toBeGreaterThan(0);
  await open(page, "/advertising/tactics");
  await expect(page.getByRole("row", { name: /SP 成本控制 SP cost control/ }).first()).toBeVisible();
  await shotAs(page, "demo-tactics.zh-CN.png");
  await switchLanguage(page, "English");
  try {
    await open(page, "/advertising/robotization");
    await expect(seeded.first()).toBeVisible();
    await shotAs(page, "demo-rules.en-US.png");
    await open(page, "/advertising/tactics");
    await expect(page.getByRole("row", { name: /SP cost control/ }).first()).toBeVisible();
    await shotAs(page, "demo-tactics.en-US.png");
  } finally {
    await switchLanguage(page, "中文");
  }
});
