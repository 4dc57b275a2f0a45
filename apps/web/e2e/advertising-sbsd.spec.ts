/**
 * Sponsored Display and Sponsored Brands in a real browser (issue 10), on the SP screens generalised by ad
 * type: adops creates an SD remarketing campaign for seller A's US account through the wizard (settings
 * with the tactic, ad group, a product, two audiences with their look-back days) and opens its campaign and
 * group details; creates an SB campaign with its creative (brand, headline, a product, the landing page)
 * and a keyword, after uploading its logo (a logo too small refused with its reason), edits the creative
 * after creation and adds SB negative keywords and a negative product; adds an interest audience (picked
 * from the marketplace's category tree) and a lookalike to the SD campaign; picks the campaign list's
 * period; opens a seeded SB campaign's detail with its creative; then the screens in English.
 * Switches the adops user's language, so it runs among the shared-state specs.
 */
import { mkdirSync } from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { open, pickOption, shot, switchLanguage, useSession } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.SCREENSHOT_DIR ?? "/tmp/advertising-sbsd";
const shotAs = (page: Page, name: string) => shot(page, { path: `${SHOTS}/${name}`, fullPage: true });
const headers = { "x-requested-with": "XMLHttpRequest" };
const stamp = Date.now();
const sdName = `E2E SD ${stamp}`;
const sbName = `E2E SB ${stamp}`;
/** A real PNG of the given size, drawn by the browser (the upload checks decode it). */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w!;
      canvas.height = h!;
      const g = canvas.getContext("2d")!;
      g.fillStyle = "#2f6f4f";
      g.fillRect(0, 0, w!, h!);
      return canvas.toDataURL("image/png").split(",")[1]!;
    },
    [width, height],
  );
  return Buffer.from(data, "base64");
}
const idOf = (page: Page) => Number(new URL(page.url()).pathname.split("/").pop());

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
// a failure half-way must not leave adops in English for the specs after this one
test.afterEach(async ({ page }) => {
  await page.request.put("/api/auth/locale", { data: { locale: "zh-CN" }, headers });
});

/** Step 1 to 3 of the wizard: account, name, budget; the group; one product of seller A. */
async function settingsGroupProduct(page: Page, name: string, prefix: "sd" | "sb") {
  await pickOption(page, page.getByTestId("sp-account").getByRole("combobox"), /SA-Amazon-US/);
  await page.getByTestId("sp-name").fill(name);
  await page.getByTestId("sp-budget").fill("20");
  await shotAs(page, `${prefix}-wizard-settings.zh-CN.png`);
  await page.getByTestId("sp-next").click();
  await page.getByTestId("sp-group-name").fill(`${prefix.toUpperCase()} group`);
  await page.getByTestId("sp-default-bid").fill("0.70");
  await page.getByTestId("sp-next").click();
  await pickOption(page, page.getByTestId("sp-products").getByRole("combobox"), /SA-/, "SA-");
  await page.keyboard.press("Escape");
  await expect(page.getByText("已选 1 个商品")).toBeVisible();
  await page.getByTestId("sp-next").click();
}

test("adops creates SD and SB campaigns through the wizard and opens their details, and a seeded SB campaign's, in both languages", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useSession(page, "adops", "/advertising/sd");
  await expect(page.getByRole("link", { name: /SD Audiences/ }).first()).toBeVisible();
  await shotAs(page, "sd-list.zh-CN.png");
  // the list's period: the last 7 days show each campaign's 7-day spend, as the API sums it
  const firstSd = page.getByRole("link", { name: /SD Audiences/ }).first();
  const firstName = (await firstSd.textContent())!;
  const week = await (
    await page.request.get(`/api/advertising/campaign/list?search[EQ_adType]=SD&search[EQ_name]=${encodeURIComponent(firstName)}&days=7`)
  ).json();
  const month = await (
    await page.request.get(`/api/advertising/campaign/list?search[EQ_adType]=SD&search[EQ_name]=${encodeURIComponent(firstName)}&days=30`)
  ).json();
  expect(Number(week.rows[0].spend)).toBeLessThan(Number(month.rows[0].spend));
  await page.getByTestId("campaign-period-days").getByText("近 7 天").click();
  await expect(page).toHaveURL(/days=7/);
  const money = (v: string) => Number(v).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByRole("row", { name: new RegExp(firstName) })).toContainText(money(week.rows[0].spend));
  await shotAs(page, "sd-list-7-days.zh-CN.png");
  await page.getByTestId("campaign-period-days").getByText("近 30 天").click();
  await expect(page.getByRole("row", { name: new RegExp(firstName) })).toContainText(money(month.rows[0].spend));
  await page.getByTestId("sd-create").click();
  await expect(page.getByRole("heading", { name: "创建展示型推广活动" })).toBeVisible();
  // SD has a tactic and a cost type, and no SP placements
  await expect(page.getByTestId("sd-tactic")).toBeVisible();
  await expect(page.getByTestId("sp-topOfSearch")).toHaveCount(0);
  await settingsGroupProduct(page, sdName, "sd");

  // audiences: views in the last 30 days (the default row), purchases in the last 90 at 0.95
  await expect(page.getByTestId("audiences-row-0")).toBeVisible();
  await page.getByTestId("audiences-add").click();
  await pickOption(page, page.getByTestId("audiences-days-1").getByRole("combobox"), "90 天");
  await page.getByTestId("audiences-row-1").getByPlaceholder("默认竞价").fill("0.95");
  // an interest audience picked from the marketplace's category tree, and a lookalike over 14 days
  await page.getByTestId("audiences-add").click();
  await pickOption(page, page.getByTestId("audiences-match-2").getByRole("combobox"), "兴趣受众");
  await pickOption(page, page.getByTestId("audiences-category-2").getByRole("combobox"), "家居厨房 › 家具");
  await page.getByTestId("audiences-add").click();
  await pickOption(page, page.getByTestId("audiences-match-3").getByRole("combobox"), "相似受众");
  await pickOption(page, page.getByTestId("audiences-days-3").getByRole("combobox"), "14 天");
  await shotAs(page, "sd-wizard-audiences.zh-CN.png");
  await page.getByTestId("sp-submit").click();

  await expect(page).toHaveURL(/\/advertising\/sd\/sdActivityDetails\/\d+$/);
  const sdId = idOf(page);
  await expect(page.getByRole("heading", { name: sdName })).toBeVisible();
  await expect(page.getByTestId("sp-settings")).toContainText("受众投放");
  await expect(page.getByTestId("sp-settings")).toContainText("20.00");
  await shotAs(page, "sd-campaign-detail.zh-CN.png");
  await page.getByTestId("sp-groups").getByRole("link", { name: "SD group" }).click();
  await expect(page).toHaveURL(/\/advertising\/sd\/sdAdvertisingGroupDetails\/\d+$/);
  const sdGroupPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("sp-group-ads").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("row", { name: /浏览再营销/ })).toContainText("30");
  await expect(page.getByRole("row", { name: /购买再营销/ })).toContainText("0.95");
  await expect(page.getByRole("row", { name: /兴趣受众/ })).toContainText("家具");
  await expect(page.getByRole("row", { name: /相似受众/ })).toContainText("14 天");
  // SD negatives are products only (no keywords): the same panel as SP/SB groups, without the kind choice
  await expect(page.getByRole("heading", { name: "否定商品" })).toBeVisible();
  await expect(page.getByTestId("sp-negative-kind")).toHaveCount(0);
  await page.getByTestId("sp-negative-text").fill("b0sdrival01\nB0SDRIVAL02");
  await page.getByTestId("sp-negative-add").click();
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /B0SDRIVAL01/ })).toContainText("否定商品（ASIN）");
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /B0SDRIVAL02/ })).toBeVisible();
  await shotAs(page, "sd-group-detail.zh-CN.png");

  // SB creative assets: a logo too small is refused before it is sent, one of 400 × 400 px is kept
  await open(page, "/advertising/sb");
  await page.getByTestId("sb-materials").click();
  await expect(page.getByRole("heading", { name: "SB 广告素材" })).toBeVisible();
  await pickOption(page, page.getByTestId("material-account").getByRole("combobox"), /SA-Amazon-US/);
  const fileInput = page.locator("input[type=file]");
  await fileInput.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: await pngOf(page, 200, 200) });
  await expect(page.getByText("图片至少需要 400 × 400 像素（当前 200 × 200）")).toBeVisible();
  const logoName = `logo-${stamp}.png`;
  await fileInput.setInputFiles({ name: logoName, mimeType: "image/png", buffer: await pngOf(page, 400, 400) });
  await expect(page.getByText(`已上传 ${logoName}`)).toBeVisible();
  await expect(page.getByTestId("material-list").getByRole("row", { name: new RegExp(logoName) })).toContainText("400 × 400");
  await shotAs(page, "sb-material.zh-CN.png");

  // SB: the creative step between the products and the keywords
  await open(page, "/advertising/sb");
  await page.getByTestId("sb-create").click();
  await expect(page.getByRole("heading", { name: "创建品牌推广活动" })).toBeVisible();
  await settingsGroupProduct(page, sbName, "sb");
  await page.getByTestId("sp-next").click();
  await expect(page.getByText("请填写品牌名称")).toBeVisible();
  await page.getByTestId("sb-brand").fill("NestHome");
  await page.getByTestId("sb-headline").fill("Tidy shelves in minutes");
  await pickOption(page, page.getByTestId("sb-creative-products").getByRole("combobox"), /SA-/);
  await page.keyboard.press("Escape");
  await pickOption(page, page.getByTestId("sb-logo").getByRole("combobox"), logoName);
  await shotAs(page, "sb-wizard-creative.zh-CN.png");
  await page.getByTestId("sp-next").click();
  await page.getByTestId("keywords-add").click();
  await page.getByTestId("keywords-expression-0").fill("shelf organiser");
  await page.getByTestId("sp-submit").click();
  await expect(page).toHaveURL(/\/advertising\/sb\/activityDetails\/\d+$/);
  const sbId = idOf(page);
  await expect(page.getByTestId("sp-settings")).toContainText("Tidy shelves in minutes");
  await expect(page.getByTestId("sp-settings").getByRole("img", { name: "品牌 Logo" })).toBeVisible();
  // the creative edited after creation: a new headline, sent to Amazon's review again
  await page.getByTestId("sb-creative-edit").click();
  await expect(page.getByTestId("sb-headline")).toHaveValue("Tidy shelves in minutes");
  await page.getByTestId("sb-headline").fill("Tidier shelves, faster");
  await shotAs(page, "sb-creative-edit.zh-CN.png");
  await page.getByRole("button", { name: "保存素材" }).click();
  await expect(page.getByText("素材已保存并推送")).toBeVisible();
  await expect(page.getByTestId("sp-settings")).toContainText("Tidier shelves, faster");
  // campaign negative keywords, as SP has them
  await page.getByRole("tab", { name: "否定关键词" }).click();
  await page.getByTestId("sp-negative-text").fill("free shelf\nshelf repair");
  await page.getByTestId("sp-negative-add").click();
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /free shelf/ })).toContainText("否定精准");
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /shelf repair/ })).toBeVisible();
  await shotAs(page, "sb-campaign-negatives.zh-CN.png");
  await page.getByRole("tab", { name: "广告组" }).click();
  await page.getByTestId("sp-groups").getByRole("link", { name: "SB group" }).click();
  await expect(page).toHaveURL(/\/advertising\/sb\/sbAdvertisingGroupDetails\/\d+$/);
  const sbGroupPath = new URL(page.url()).pathname;
  await expect(page.getByRole("row", { name: /shelf organiser/ })).toContainText("0.70");
  // a negative product of the group: an ASIN the ads never show on
  await pickOption(page, page.getByTestId("sp-negative-kind").getByRole("combobox"), "否定商品（ASIN）");
  await page.getByTestId("sp-negative-text").fill("b0rival0001");
  await page.getByTestId("sp-negative-add").click();
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /B0RIVAL0001/ })).toContainText("否定商品（ASIN）");
  await shotAs(page, "sb-group-negatives.zh-CN.png");

  // a seeded SB campaign: its creative on its detail
  await open(page, "/advertising/sb");
  await page
    .getByRole("link", { name: /SB Brand/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/advertising\/sb\/activityDetails\/\d+$/);
  const seededSb = new URL(page.url()).pathname;
  await expect(page.getByTestId("sp-settings")).toContainText(/NestHome|Oakline/);
  await expect(page.getByTestId("sp-settings")).toContainText("品牌旗舰店");
  await expect(page.getByTestId("sp-groups").getByRole("link", { name: "Group 1" })).toBeVisible();
  await shotAs(page, "sb-campaign-detail.zh-CN.png");
  await page.getByTestId("sp-groups").getByRole("link", { name: "Group 1" }).click();
  await expect(page).toHaveURL(/\/advertising\/sb\/sbAdvertisingGroupDetails\/\d+$/);
  await expect(page.getByTestId("sp-group-ads").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await shotAs(page, "sb-group-detail.zh-CN.png");

  // the add-group and edit screens of each type
  await open(page, `/advertising/createGroup/sd/add?campaignId=${sdId}`);
  await expect(page.getByRole("heading", { name: `添加广告组：${sdName}` })).toBeVisible();
  await expect(page.getByTestId("audiences-row-0")).toBeVisible();
  await shotAs(page, "sd-add-group.zh-CN.png");
  await open(page, `/advertising/createGroup/sb/add?campaignId=${sbId}`);
  await expect(page.getByTestId("keywords-add")).toBeVisible();
  await shotAs(page, "sb-add-group.zh-CN.png");
  await open(page, `/advertising/createActivity/sd/edit?id=${sdId}`);
  await expect(page.getByTestId("sp-name")).toHaveValue(sdName);
  await shotAs(page, "sd-edit.zh-CN.png");
  await open(page, `/advertising/sbCreateActivity/edit?id=${sbId}`);
  await expect(page.getByTestId("sp-name")).toHaveValue(sbName);
  await page.getByTestId("sp-budget").fill("22.5");
  await shotAs(page, "sb-edit.zh-CN.png");
  await page.getByTestId("sp-submit").click();
  await expect(page).toHaveURL(new RegExp(`/advertising/sb/activityDetails/${sbId}$`));
  await expect(page.getByTestId("sp-settings")).toContainText("22.50");

  // English
  await switchLanguage(page, "English");
  await expect(page.getByTestId("sp-settings").getByText("Brand name")).toBeVisible();
  await shotAs(page, "sb-campaign-detail-new.en-US.png");
  await open(page, seededSb);
  await expect(page.getByTestId("sp-settings")).toContainText("Brand store");
  await shotAs(page, "sb-campaign-detail.en-US.png");
  await open(page, sbGroupPath);
  await expect(page.getByRole("row", { name: /shelf organiser/ })).toContainText("Exact");
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /B0RIVAL0001/ })).toContainText("Negative product (ASIN)");
  await shotAs(page, "sb-group-detail.en-US.png");
  await open(page, `/advertising/sb/activityDetails/${sbId}`);
  await page.getByTestId("sb-creative-edit").click();
  await expect(page.getByRole("dialog", { name: "Edit creative" })).toBeVisible();
  await shotAs(page, "sb-creative-edit.en-US.png");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("tab", { name: "Negative keywords" }).click();
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /free shelf/ })).toContainText("Negative exact");
  await shotAs(page, "sb-campaign-negatives.en-US.png");
  await open(page, `/advertising/createGroup/sb/add?campaignId=${sbId}`);
  await expect(page.getByRole("heading", { name: `Add an ad group: ${sbName}` })).toBeVisible();
  await shotAs(page, "sb-add-group.en-US.png");
  await open(page, `/advertising/sbCreateActivity/edit?id=${sbId}`);
  await expect(page.getByRole("heading", { name: `Edit campaign: ${sbName}` })).toBeVisible();
  await shotAs(page, "sb-edit.en-US.png");
  await open(page, `/advertising/sd/sdActivityDetails/${sdId}`);
  await expect(page.getByTestId("sp-settings")).toContainText("Audiences");
  await shotAs(page, "sd-campaign-detail.en-US.png");
  await open(page, sdGroupPath);
  await expect(page.getByRole("row", { name: /Views remarketing/ })).toContainText("30 days");
  await expect(page.getByRole("row", { name: /Interests/ })).toContainText("Furniture");
  await expect(page.getByRole("row", { name: /Lookalike/ })).toContainText("14 days");
  await expect(page.getByTestId("sp-negatives").getByRole("row", { name: /B0SDRIVAL01/ })).toContainText("Negative product (ASIN)");
  await shotAs(page, "sd-group-detail.en-US.png");
  await open(page, `/advertising/createGroup/sd/add?campaignId=${sdId}`);
  await expect(page.getByRole("heading", { name: `Add an ad group: ${sdName}` })).toBeVisible();
  await shotAs(page, "sd-add-group.en-US.png");
  await open(page, `/advertising/createActivity/sd/edit?id=${sdId}`);
  await expect(page.getByText("Cost type")).toBeVisible();
  await shotAs(page, "sd-edit.en-US.png");
  await open(page, "/advertising/createActivity/sd/add");
  await expect(page.getByRole("heading", { name: "New Sponsored Display campaign" })).toBeVisible();
  await shotAs(page, "sd-wizard-settings.en-US.png");
  await open(page, "/advertising/sbCreateActivity/add");
  await expect(page.getByRole("heading", { name: "New Sponsored Brands campaign" })).toBeVisible();
  await shotAs(page, "sb-wizard-settings.en-US.png");
  await open(page, "/advertising/sb/createMaterial");
  await pickOption(page, page.getByTestId("material-account").getByRole("combobox"), /SA-Amazon-US/);
  await expect(page.getByTestId("material-list").getByRole("row", { name: new RegExp(logoName) })).toContainText("Brand logo");
  await shotAs(page, "sb-material.en-US.png");
  await open(page, "/advertising/sd?days=14");
  await expect(page.getByRole("link", { name: sdName })).toBeVisible();
  await expect(page.getByTestId("campaign-period-days")).toContainText("Last 14 days");
  await shotAs(page, "sd-list.en-US.png");
  await switchLanguage(page, "中文");
  await expect(page.getByTestId("sd-create")).toContainText("创建广告活动");
});
