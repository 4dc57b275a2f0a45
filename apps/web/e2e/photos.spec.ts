/**
 * Photos on an unsourced parcel in a real browser: the operator adds one (and a file that only claims to be
 * a picture is refused with the server's reason), opens it larger, seller A sees the thumbnail without the
 * warehouse's buttons, and the operator removes it after a confirmation; in Chinese, then in English.
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { filterBy, screenshotPath, shot, switchLanguage, useSession } from "./helpers";

const expect = baseExpect.configure({ timeout: 30_000 });
const H = { "x-requested-with": "XMLHttpRequest" };
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** A parcel of its own at USLAX1, recorded by the operator through the API. */
async function parcel(page: Page): Promise<string> {
  const whs = (await (await page.request.get("/api/returns/plan/warehouses")).json()) as { id: number; code: string }[];
  const lax = whs.find((w) => w.code === "USLAX1")!;
  const trackingNo = `1ZPHOTO${Date.now()}`;
  const res = await page.request.post("/api/inbound/unsourced/save", {
    headers: H,
    data: { warehouseId: lax.id, carrier: "UPS", trackingNo, lines: [{ code: "PHOTO-LABEL", good: 1, damaged: 1 }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return trackingNo;
}

async function openParcel(page: Page, tracking: string, label: string) {
  await filterBy(page, label, tracking);
  await page.getByTestId(`unsourced-open-${tracking}`).click();
  await expect(page.getByTestId("unsourced-detail")).toBeVisible();
}

test("the operator adds a photo to a parcel, seller A sees it, the operator removes it (zh-CN, en-US)", async ({ page }) => {
  test.setTimeout(300_000);
  await useSession(page, "operator", "/unsourced/manage/order");
  const tracking = await parcel(page);
  await openParcel(page, tracking, "跟踪号");
  const photos = page.getByTestId("document-photos");
  await expect(photos.getByText("还没有照片")).toBeVisible();
  await photos.locator("input[type=file]").setInputFiles({ name: "外箱.png", mimeType: "image/png", buffer: PNG });
  await expect(photos.getByTestId("document-photo")).toHaveCount(1);
  await expect(page.getByText("1 / 12 张")).toBeVisible();
  // named and declared a PNG, but text: the server reads the content and refuses it
  await photos.locator("input[type=file]").setInputFiles({ name: "假图.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByText(/文件内容不是允许的格式/)).toBeVisible();
  await expect(photos.getByTestId("document-photo")).toHaveCount(1);
  await expect(page.getByTestId("unsourced-history").getByText("添加照片")).toHaveCount(1);
  await photos.getByTestId("document-photo").locator("img").click();
  await expect(page.locator(".ant-image-preview-img")).toBeVisible();
  await shot(page, { path: screenshotPath("unsourced-photo-preview.zh-CN.png") });
  await page.keyboard.press("Escape");

  // seller A sees the unclaimed parcel's photo, without the warehouse's buttons
  await useSession(page, "seller_a", "/unsourced/order");
  await openParcel(page, tracking, "跟踪号");
  await expect(page.getByTestId("document-photo")).toHaveCount(1);
  await expect(page.getByTestId("document-photos-add")).toHaveCount(0);
  await expect(page.getByTestId("document-photo-remove")).toHaveCount(0);

  // the operator, in English, removes it after the confirmation
  await useSession(page, "operator", "/unsourced/manage/order");
  await switchLanguage(page, "English");
  await openParcel(page, tracking, "Tracking no.");
  await expect(page.getByTestId("document-photos").getByText("Photos")).toBeVisible();
  await page.getByTestId("document-photo-remove").click();
  await expect(page.locator(".ant-modal-confirm-title").getByText("Remove photo 外箱.png?")).toBeVisible();
  await page.getByTestId("confirm-destroy").click();
  await expect(page.getByTestId("document-photo")).toHaveCount(0);
  await expect(page.getByTestId("document-photos").getByText("No photos yet")).toBeVisible();
  await expect(page.getByTestId("unsourced-history").getByText("Photo removed")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("unsourced-detail")).toHaveCount(0);
  await switchLanguage(page, "中文");
});
