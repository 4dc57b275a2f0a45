import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";

export const DEMO_PASSWORD = "Entrepot-demo-2026";
export const DEMO_USERS = ["admin", "operator", "operator2", "seller_a", "seller_b", "finance", "service", "adops"] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/**
 * Browser-test workers running specs side by side (playwright.config.ts). Two by default: alone, one
 * worker left a core idle while its spec waited (for the server, for a list to settle); with two the
 * browser tests took 515 s in CI against 631 s, though Vitest beside them then had less CPU.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The demo user a spec acts as: in the first worker the demo user itself, in worker N its copy `<name>.wN`
 * (same org, roles and name; global-setup.ts makes it). What a spec changes on its user (the language,
 * kept per user by the server) then never shows in a spec that another worker runs at the same time.
 */
export function workerUser(username: string, slot = currentSlot()): string {
  return slot === 0 || !(DEMO_USERS as readonly string[]).includes(username) ? username : `${username}.w${slot}`;
}
function currentSlot(): number {
  try {
    const info = test.info();
    // the specs that run alone act as the demo users themselves, whichever worker slot they get
    return info.project.name === SHARED_STATE_PROJECT ? 0 : info.parallelIndex;
  } catch {
    return 0; // outside a test (global setup)
  }
}
/** The project of the specs that run alone (playwright.config.ts). */
export const SHARED_STATE_PROJECT = "chromium-shared-state";

/** Where global-setup.ts keeps a demo user's session (its storage state) for this worker (`slot`). */
export const sessionFile = (username: string, slot?: number) =>
  new URL(`../test-results/.sessions/${workerUser(username, slot)}.json`, import.meta.url).pathname;

/**
 * Opens the app as a demo user with the session global-setup.ts made: no login form, no password
 * hashing per spec. The session is shared by every spec of the run, so a spec that logs out (or ends
 * sessions) uses `logIn` instead. `to`: the page to open (one page load, not the home page first).
 */
export async function useSession(page: Page, username: DemoUser, to?: string): Promise<void> {
  const state = JSON.parse(readFileSync(sessionFile(username), "utf8")) as {
    cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
  };
  // already in the app with this session (a spec opening its next screen): no page load
  const current = await page.context().cookies();
  const same = state.cookies.every((c) => current.some((k) => k.name === c.name && k.value === c.value));
  if (same && to && page.url().startsWith("http") && new URL(page.url()).pathname !== "/login") return open(page, to);
  await page.context().addCookies(state.cookies);
  await startInChinese(page, username);
  // like the login form: back to the page that sent us to log in (?next=), else the home page
  const here = page.url().startsWith("http") ? new URL(page.url()) : undefined;
  const next = here?.pathname === "/login" ? here.searchParams.get("next") : null;
  await page.goto(to ?? (next && next.startsWith("/") ? next : "/"));
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Every test starts with its users in Chinese, whatever a test before it (which may have failed half-way
 * through, in English) left on the server: the first time a test opens the app as a user, that user's
 * language is set to zh-CN. Later calls in the same test keep what the test itself switched to.
 */
const startedInChinese = new Set<string>();
async function startInChinese(page: Page, username: string): Promise<void> {
  const key = `${test.info().testId} ${username}`;
  if (startedInChinese.has(key)) return;
  startedInChinese.add(key);
  const res = await page.context().request.put("/api/auth/locale", {
    headers: { "x-requested-with": "XMLHttpRequest" },
    data: { locale: "zh-CN" },
  });
  if (!res.ok()) throw new Error(`${username}'s language: ${res.status()} ${await res.text()}`);
}

/**
 * Opens `path` as a menu click would, inside the app already running in this page (the app's test hook,
 * src/app/testHook.ts): a page load compiles the whole bundle again, 1.5-3 s a screen in CI's
 * software-rendered Chromium. The screen starts from the server's data as after a page load. A real page
 * load still happens only when the app is not running here yet, or from the login page. The path already
 * shown opens the same way: leaving it first unmounts its screen, so it mounts again from the new URL
 * (its list state included), as after a page load.
 */
export async function open(page: Page, path: string): Promise<void> {
  const here = page.url().startsWith("http") ? new URL(page.url()) : undefined;
  const inApp =
    here !== undefined &&
    !["/login", "/register"].includes(here.pathname) &&
    (await page.evaluate(() => window.__entrepotTest !== undefined));
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate(() => window.__entrepotTest!.leave());
  // the previous screen has gone (and its queries with it) once the empty one shows
  await expect(page.getByTestId("not-found")).toBeVisible();
  await page.evaluate((to) => window.__entrepotTest!.open(to), path);
  // (the screen may itself be a not-found one: a path this user may not open)
  const wanted = new URL(path, here);
  await page.waitForURL((url) => url.pathname === wanted.pathname);
}

/** Logs in on the login page the app sent us to (or opens it), and waits to leave it. */
export async function logIn(page: Page, username: string): Promise<void> {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.locator("#username").fill(workerUser(username));
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.locator("button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Switches the language from the user menu (kept per user by the server). */
export async function switchLanguage(page: Page, to: "中文" | "English"): Promise<void> {
  await page.getByTestId("user-menu").click();
  // within the dropdown: the side menu also has a "多语言文本" (locale messages) item
  await page
    .locator(".ant-dropdown")
    .getByRole("menuitem", { name: /语言|Language/ })
    .hover();
  await page.getByRole("menuitem", { name: to }).click();
}

export const screenshotPath = (name: string) => new URL(`./screenshots/${name}`, import.meta.url).pathname;

/**
 * A screenshot for people to look at, written only with E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 npm run
 * test:e2e`, or one spec). No test reads them, and in software rendering each costs about 0.9 s (measured
 * on this 2-core machine, viewport or full page alike): the suite's ~200 would add 3 minutes to every CI run.
 */
export async function shot(target: Page | Locator, options: Parameters<Page["screenshot"]>[0] & {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await target.screenshot(options);
}

/**
 * Picks an option of an antd Select: opens it from its combobox `trigger` (e.g. `getByLabel("仓库")`),
 * types `search` if given, and clicks the option in THAT select's dropdown (found through the combobox's
 * `aria-controls`), never in another select's dropdown that is still fading out.
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp, search?: string): Promise<void> {
  await trigger.click();
  if (search) await page.keyboard.type(search);
  await expect(trigger).toHaveAttribute("aria-controls", /.+/);
  const listId = (await trigger.getAttribute("aria-controls"))!;
  const dropdown = page.locator(".ant-select-dropdown").filter({ has: page.locator(`[id="${listId}"]`) });
  // a click while the dropdown still slides in can miss the select's handler: wait until it has settled
  await expect(dropdown).not.toHaveClass(/-(enter|appear|leave)\b/);
  await dropdown.locator(".ant-select-item-option").filter({ hasText: option }).first().click();
}

/** Runs the filter bar's query with `value` typed into the filter labelled `label`. */
export async function filterBy(page: Page, label: string, value: string) {
  const bar = page.getByTestId("filter-bar");
  await bar.getByLabel(label, { exact: true }).fill(value);
  await bar.getByRole("button", { name: /查\s*询|Search/ }).click();
}

/**
 * A new product of seller A, without any stock: what a spec then posts to it is the product's whole
 * ledger, whatever other specs, running side by side, post to seller A's other products meanwhile.
 */
export async function productWithoutStock(request: APIRequestContext): Promise<string> {
  const sku = `SA-E2E-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const res = await request.post("/api/v1/Product/saveOne", {
    headers: { "x-requested-with": "XMLHttpRequest" },
    data: {
      sku,
      nameZh: "浏览器测试产品",
      nameEn: "Browser test product",
      length: "30",
      width: "20",
      height: "10",
      lengthUnit: "cm",
      weight: "500",
      weightUnit: "g",
      declaredValue: "12.50",
      currency: "USD",
      originCountry: "China",
    },
  });
  if (!res.ok()) throw new Error(`a product for seller A: ${res.status()} ${await res.text()}`);
  return sku;
}

/** A list's answer: its records, rows and totals row. */
export type ListAnswer = { records: number; rows: Record<string, unknown>[]; summary?: Record<string, string> };

/** A GET of a list through the page's session; anything but 200 fails the test. */
export async function getList(page: Page, url: string): Promise<ListAnswer> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as ListAnswer;
}

/**
 * Reads lists at one moment: again until two rounds in a row answer the same. Specs running beside this one
 * post stock to the same sellers; what is compared must be read between two of their postings, not across one.
 */
export async function together<U extends string[]>(page: Page, ...urls: U): Promise<{ [K in keyof U]: ListAnswer }> {
  let last = "";
  for (let round = 0; round < 20; round++) {
    const answers = await Promise.all(urls.map((u) => getList(page, u)));
    const now = JSON.stringify(answers);
    if (now === last) return answers as { [K in keyof U]: ListAnswer };
    last = now;
  }
  throw new Error(`${urls.join(", ")} never answered the same twice in a row`);
}

/**
 * The last answer the screen itself got from each API path (GET, 200), from now on. Specs beside this one
 * post to the same sellers, so what a screen shows is compared with the answer it rendered, not with a read
 * of a moment later.
 */
export function watchAnswers(page: Page, prefix = "/api/"): Map<string, unknown> {
  const shown = new Map<string, unknown>();
  page.on("response", async (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith(prefix) || res.request().method() !== "GET" || res.status() !== 200) return;
    const body = await res.json().catch(() => undefined);
    if (body !== undefined) shown.set(path, body);
  });
  return shown;
}

/** `target` shows `text(answer)` of the screen's own last answer from `path` (`watchAnswers`). */
export const showsItsAnswer = <A>(
  shown: Map<string, unknown>,
  target: Locator,
  path: string,
  text: (answer: A) => string,
  timeout = 45_000,
) =>
  expect(async () => {
    const answer = shown.get(path);
    expect(answer, `no answer from ${path} yet`).toBeDefined();
    expect(await target.textContent()).toContain(text(answer as A));
  }).toPass({ timeout });
