/**
 * What a user waits for, in Debian's Chromium (playwright-core, never a downloaded browser) against the
 * built web app served by the bench server: a 100-row product list (/products/allproducts?rows=100, 400
 * demo products), logged in as admin.
 * - first load: a fresh browser profile (empty cache) with the session cookie: time to the first table row,
 *   and the bytes on the wire until the network is idle (the bodies as sent, i.e. compressed or not);
 * - reload to the first row (warm cache), median of 5;
 * - page change: click page 2 on a freshly loaded list, until the first row's content changes, median of 5.
 * Times are the page's own clock (performance.now() from navigation start, or from the click).
 */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO_PASSWORD } from "../src/demo/seed.js";
import { webDist } from "./harness.js";

const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
const LIST = "/products/allproducts?rows=100";
const TIMES = 5;
const ROW = ".ant-table-tbody .ant-table-row";

/** What the functions run in the page use of it (the server's tsconfig has no DOM types). */
interface PageGlobals {
  document: {
    querySelector(sel: string): { innerText: string } | null;
    addEventListener(type: string, fn: () => void, opts: object): void;
  };
  benchClickAt: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Why the browser part cannot run here, or undefined. */
export function browserMissing(): string | undefined {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (apt-get install chromium, or set BENCH_CHROMIUM)`;
  if (!existsSync(join(webDist, "index.html"))) return `no built web app in ${webDist} (run npm run build)`;
  return undefined;
}

/** Resolves with the page's performance.now() when the first row of a new document is there. */
async function firstRowAt(page: Page): Promise<number> {
  const h = await page.waitForFunction(
    (sel) => (globalThis as unknown as PageGlobals).document.querySelector(sel) !== null && performance.now(),
    ROW,
    { polling: "raf", timeout: 90_000 },
  );
  return (await h.jsonValue()) as number;
}

async function logInOnPage(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator("#username").fill("admin");
  await page.locator("#password").fill(DEMO_PASSWORD);
  await page.locator("button[type=submit]").click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 60_000 });
}

async function firstLoad(browser: Browser, ctx: BrowserContext, base: string) {
  const cold = await browser.newContext({
    storageState: await ctx.storageState(),
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
  });
  cold.setDefaultTimeout(90_000);
  const page = await cold.newPage();
  const responses: { url: string; encoded: number; decoded: number; encoding: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    pending.push(
      (async () => {
        const sizes = await res
          .request()
          .sizes()
          .catch(() => undefined);
        const body = await res.body().catch(() => undefined);
        responses.push({
          url: res.url(),
          encoded: sizes?.responseBodySize ?? 0,
          decoded: body?.length ?? 0,
          encoding: res.headers()["content-encoding"] ?? "none",
        });
      })(),
    );
  });
  await page.goto(`${base}${LIST}`, { waitUntil: "commit" });
  const at = await firstRowAt(page);
  const rows = await page.locator(ROW).count();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await cold.close();
  const encoded = responses.reduce((n, r) => n + r.encoded, 0);
  const decoded = responses.reduce((n, r) => n + r.decoded, 0);
  const byEncoding = new Map<string, number>();
  for (const r of responses) byEncoding.set(r.encoding, (byEncoding.get(r.encoding) ?? 0) + 1);
  const biggest = [...responses].sort((a, b) => b.encoded - a.encoded).slice(0, 3);
  return { at, rows, encoded, decoded, count: responses.length, byEncoding, biggest };
}

/** Runs the browser measurements against a bench server; returns the lines to print. */
export async function browserTimings(base: string): Promise<string> {
  const missing = browserMissing();
  if (missing) return `Browser: skipped: ${missing}`;
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const ctx = await browser.newContext({ locale: "zh-CN", viewport: { width: 1440, height: 900 } });
    // generous on a busy machine: these are measurements, not assertions
    ctx.setDefaultTimeout(90_000);
    const page = await ctx.newPage();
    await logInOnPage(page, base);

    const first = await firstLoad(browser, ctx, base);

    await page.goto(`${base}${LIST}`, { waitUntil: "commit" });
    await firstRowAt(page);
    const reloads: number[] = [];
    for (let i = 0; i < TIMES; i++) {
      await page.reload({ waitUntil: "commit" });
      reloads.push(await firstRowAt(page));
    }

    const changes: number[] = [];
    for (let i = 0; i < TIMES; i++) {
      // a freshly loaded list each time, so that page 2 is never in the client's cache
      await page.goto(`${base}${LIST}`, { waitUntil: "commit" });
      await firstRowAt(page);
      const before = await page.locator(ROW).first().innerText();
      await page.evaluate(() => {
        const g = globalThis as unknown as PageGlobals;
        g.document.addEventListener("click", () => (g.benchClickAt = performance.now()), { capture: true, once: true });
      });
      await page.locator(".ant-pagination-item-2").click();
      if (process.env.BENCH_VERBOSE === "1") console.error("clicked page 2:", page.url(), before.slice(0, 60));
      const h = await page.waitForFunction(
        ([sel, old]) => {
          const g = globalThis as unknown as PageGlobals;
          const text = g.document.querySelector(sel)?.innerText;
          return text !== undefined && text !== "" && text !== old && performance.now() - g.benchClickAt;
        },
        [ROW, before] as const,
        { polling: "raf", timeout: 90_000 },
      );
      changes.push((await h.jsonValue()) as number);
    }
    const enc = [...first.byEncoding].map(([e, n]) => `${e} ${n}`).join(", ");
    return [
      `Browser (Chromium, ${LIST}, admin, ${first.rows} rows shown):`,
      `  first load, empty cache: first row at ${ms(first.at)}; ${first.count} responses, ${kb(first.encoded)} on the wire (${kb(first.decoded)} decoded; content-encoding: ${enc})`,
      `    largest: ${first.biggest.map((r) => `${new URL(r.url).pathname.split("/").pop()} ${kb(r.encoded)}`).join(", ")}`,
      `  reload to first row (warm cache): median ${ms(median(reloads))} of ${TIMES} (${reloads.map((x) => x.toFixed(0)).join(", ")})`,
      `  page change (click page 2 to new first row): median ${ms(median(changes))} of ${TIMES} (${changes.map((x) => x.toFixed(0)).join(", ")})`,
    ].join("\n");
  } catch (err) {
    // the API figures stand without these: say why, leave a screenshot
    const shot = join(tmpdir(), "entrepot-bench-browser.png");
    const pages = browser.contexts().flatMap((c) => c.pages());
    await pages
      .at(-1)
      ?.screenshot({ path: shot })
      .catch(() => undefined);
    return `Browser: failed (${err instanceof Error ? err.message.split("\n")[0] : String(err)}); last page at ${pages.at(-1)?.url()}, screenshot ${shot}`;
  } finally {
    await browser.close();
  }
}
