/**
 * Sponsored Products in a real browser (issue 10): the operator's ad staff (`adops`) create an SP campaign
 * for seller A's US account through the wizard (settings, ad group, a product ad, keywords from the bulk
 * box, a negative keyword), fetch the account's report (the sandbox's day so far, through the sync call)
 * and see the campaign's figures on its detail; change a keyword's bid in place on the group's detail, add
 * a second group, change the budget on the edit screen; then the screens in English. Switches the adops
 * user's language, so it runs among the shared-state specs.
 */
import { mkdirSync } from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { open, pickOption, shot, switchLanguage, useSession } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/advertising-sp";
const shotAs = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}`, fullPage: true });
const headers = { "x-requested-with": "XMLHttpRequest" };
const stamp = Date.now();
const campaignName = `E2E wizard ${stamp}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// a failure half-way must not leave adops in English for the specs after this one
test.afterEach(async ({ page }) => {
  await page.request.put("/api/auth/locale", { data: { locale: "zh-CN" }, headers });
});

/** Fetches the account's report days now (the sync task), and answers the campaign's figures for the day so far. */
async function syncToday(page: Page, campaignId: number): Promise<{ impressions: number; spend: string }> {
  const detail = await (await page.request.get(`/api/advertising/campaign/detail?id=${campaignId}`)).json();
  const res = await page.request.post("/api/advertising/account/sync", { data: { adsProfileId: detail.campaign.adsProfileId }, headers });
  expect(res.status()).toBe(202);
  const { taskId } = (await res.json()) as { taskId: number };
  let task: { status: string; result: { today: string } | null } = { status: "queued", result: null };
  await expect
    .poll(
      async () => {
        task = await (await page.request.get(`/api/v1/TaskCenter/loadData?id=${taskId}`)).json();
        return task.status;
      },
      { timeout: 90_000 },
    )
    .toBe("succeeded");
  const day = task.result!.today;
  const daily = await (
    await page.request.get(`/api/advertising/report/campaign/daily?campaignId=${campaignId}&from=${day}&to=${day}`)
  ).json();
  return daily.totals;
}

test("adops creates an SP campaign in the wizard, sees its day so far, edits a bid, adds a group, in both languages", async ({ page }) => {
  test.setTimeout(300_000);
  await useSession(page, "adops", "/advertising/sp");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await shotAs(page, "sp-list.zh-CN.png");
  await page.getByTestId("sp-create").click();
  await expect(page.getByRole("heading", { name: "创建商品推广活动" })).toBeVisible();

  // step 1: settings; a missing name is refused with the contract's message before the next step opens
  await pickOption(page, page.getByTestId("sp-account").getByRole("combobox"), /SA-Amazon-US/);
  await page.getByTestId("sp-next").click();
  await expect(page.getByText("请填写活动名称")).toBeVisible();
  await page.getByTestId("sp-name").fill(campaignName);
  await page.getByTestId("sp-budget").fill("30");
  await page.getByTestId("sp-topOfSearch").fill("50");
  await shotAs(page, "wizard-settings.zh-CN.png");
  await page.getByTestId("sp-next").click();

  // step 2: the ad group; a bid under the marketplace's floor is refused
  await page.getByTestId("sp-group-name").fill("Storage boxes");
  await page.getByTestId("sp-default-bid").fill("0.01");
  await page.getByTestId("sp-next").click();
  await expect(page.getByText("不能低于 0.02 USD")).toBeVisible();
  await page.getByTestId("sp-default-bid").fill("0.80");
  await page.getByTestId("sp-next").click();

  // step 3: a product of seller A's catalogue
  await pickOption(page, page.getByTestId("sp-products").getByRole("combobox"), /SA-/, "SA-");
  await page.keyboard.press("Escape");
  await expect(page.getByText("已选 1 个商品")).toBeVisible();
  await shotAs(page, "wizard-products.zh-CN.png");
  await page.getByTestId("sp-next").click();

  // step 4: two keywords from the bulk box, exact and phrase each, at 2.50; one negative keyword
  await page.getByTestId("sp-bulk-keywords").fill("storage box\nstackable bins");
  await page.getByTestId("sp-bulk-bid").fill("2.50");
  await page.getByTestId("sp-bulk-add").click();
  await expect(page.getByTestId("keywords-row-3")).toBeVisible();
  await expect(page.getByTestId("keywords-row-4")).toHaveCount(0);
  await page.getByTestId("negatives-add").click();
  await page.getByTestId("negatives-expression-0").fill("cheap");
  await shotAs(page, "wizard-targeting.zh-CN.png");
  await page.getByTestId("sp-submit").click();

  // the campaign's detail: settings, its group, its history (each change pushed)
  await expect(page).toHaveURL(/\/advertising\/sp\/activityDetails\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { name: campaignName })).toBeVisible();
  await expect(page.getByTestId("sp-settings")).toContainText("30.00");
  await expect(page.getByTestId("sp-settings")).toContainText("50 %");
  const groupRow = page.getByTestId("sp-groups").getByRole("row", { name: /Storage boxes/ });
  await expect(groupRow).toContainText("0.80");

  // a day of the sandbox: the account's report so far today, fetched by the sync; the detail shows it
  const today = await syncToday(page, campaignId);
  expect(today.impressions).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId("sp-total-impressions")).toHaveText(String(today.impressions));
  await expect(page.getByTestId("sp-trend-chart")).toBeVisible();
  await page.getByRole("tab", { name: "否定关键词" }).click();
  await expect(page.getByTestId("sp-negatives")).toContainText("cheap");
  await page.getByRole("tab", { name: "变更记录" }).click();
  await expect(page.getByRole("row", { name: /广告活动/ }).first()).toBeVisible();
  await page.getByRole("tab", { name: "广告组" }).click();
  await shotAs(page, "campaign-detail.zh-CN.png");

  // the group: a keyword's bid changed in place
  await groupRow.getByRole("link", { name: "Storage boxes" }).click();
  await expect(page).toHaveURL(/\/advertising\/sp\/advertisingGroupDetails\/\d+$/);
  const groupPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("sp-group-ads").locator("tbody tr")).toHaveCount(1);
  await page.getByTestId("sp-negative-text").fill("bin liners");
  await page.getByTestId("sp-negative-add").click();
  await expect(page.getByTestId("sp-negatives")).toContainText("bin liners");
  const keyword = page.getByRole("row", { name: /storage box/ }).filter({ hasText: "精准匹配" });
  await expect(keyword).toContainText("2.50");
  await keyword.getByRole("button", { name: "改竞价" }).click();
  await keyword.locator('[data-testid$="-input"]').fill("1.90");
  await keyword.locator('[data-testid$="-save"]').click();
  await expect(page.getByText("竞价已更新")).toBeVisible();
  await expect(keyword).toContainText("1.90");
  // more keywords for the group, from its own bulk box (exact and phrase, at the default bid)
  await page.getByTestId("sp-bulk-keywords").fill("drawer box");
  await page.getByTestId("sp-bulk-add").click();
  await page.getByTestId("sp-targets-add").click();
  await expect(page.getByText("已添加 2 条投放")).toBeVisible();
  await expect(page.getByRole("row", { name: /drawer box/ })).toHaveCount(2);
  await expect(page.getByRole("row", { name: /drawer box/ }).first()).toContainText("0.80");
  await shotAs(page, "group-detail.zh-CN.png");

  // a second group of the campaign
  await open(page, `/advertising/createGroup/sp/add?campaignId=${campaignId}`);
  await expect(page.getByRole("heading", { name: `添加广告组：${campaignName}` })).toBeVisible();
  await page.getByTestId("sp-group-name").fill("Bins");
  await page.getByTestId("sp-default-bid").fill("0.60");
  await page.getByTestId("keywords-add").click();
  await page.getByTestId("keywords-expression-0").fill("plastic bins");
  await shotAs(page, "add-group.zh-CN.png");
  await page.getByTestId("sp-group-submit").click();
  await expect(page).toHaveURL(/\/advertising\/sp\/advertisingGroupDetails\/\d+$/);
  await expect(page.getByRole("heading", { name: "Bins" })).toBeVisible();
  await expect(page.getByRole("row", { name: /plastic bins/ })).toContainText("0.60");

  // the settings: the budget changed on the edit screen
  await open(page, `/advertising/createActivity/edit?id=${campaignId}`);
  await expect(page.getByTestId("sp-name")).toHaveValue(campaignName);
  await page.getByTestId("sp-budget").fill("35.5");
  await shotAs(page, "edit.zh-CN.png");
  await page.getByTestId("sp-submit").click();
  await expect(page).toHaveURL(new RegExp(`/advertising/sp/activityDetails/${campaignId}$`));
  await expect(page.getByTestId("sp-settings")).toContainText("35.50");

  // English
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Performance trend" })).toBeVisible();
  await expect(page.getByTestId("sp-total-impressions")).toHaveText(String(today.impressions));
  await expect(page.getByRole("tab", { name: "Ad groups" })).toBeVisible();
  await shotAs(page, "campaign-detail.en-US.png");
  await open(page, groupPath);
  await expect(page.getByText("Negative targets")).toBeVisible();
  await expect(page.getByRole("row", { name: /storage box/ }).filter({ hasText: "Exact" })).toContainText("1.90");
  await shotAs(page, "group-detail.en-US.png");
  await open(page, `/advertising/createGroup/sp/add?campaignId=${campaignId}`);
  await expect(page.getByRole("heading", { name: `Add an ad group: ${campaignName}` })).toBeVisible();
  await shotAs(page, "add-group.en-US.png");
  await open(page, `/advertising/createActivity/edit?id=${campaignId}`);
  await expect(page.getByRole("heading", { name: `Edit campaign: ${campaignName}` })).toBeVisible();
  await shotAs(page, "edit.en-US.png");
  await open(page, "/advertising/createActivity/add");
  await expect(page.getByText("Bidding strategy")).toBeVisible();
  await shotAs(page, "wizard-settings.en-US.png");
  await open(page, "/advertising/sp");
  await expect(page.getByRole("link", { name: campaignName })).toBeVisible();
  await shotAs(page, "sp-list.en-US.png");
  await switchLanguage(page, "中文");
  await expect(page.getByTestId("sp-create")).toContainText("创建广告活动");
});
