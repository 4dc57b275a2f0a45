import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Entrepot-demo-2026";

/** Logs in on the login page the app sent us to (or opens it), and waits to leave it. */
export async function logIn(page: Page, username: string): Promise<void> {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.locator("#username").fill(username);
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Switches the language from the user menu (kept per user by the server). */
export async function switchLanguage(page: Page, to: "中文" | "English"): Promise<void> {
  await page.getByTestId("user-menu").click();
  // within the dropdown: the side menu also has a "多语言文本" (locale messages) item
  await page.locator(".ant-dropdown").getByRole("menuitem", { name: /语言|Language/ }).hover();
  await page.getByRole("menuitem", { name: to }).click();
}

export const screenshotPath = (name: string) => new URL(`./screenshots/${name}`, import.meta.url).pathname;
