/**
 * Browser tests against the real server and the built web app (`npm run build` first), in Debian's
 * Chromium: no browser is ever downloaded. The server starts on a free port with a throwaway data
 * folder, so every run begins from the demo data. Set E2E_BASE_URL to test a server that is already up.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { E2E_WORKERS, SHARED_STATE_PROJECT } from "./helpers";

const here = dirname(fileURLToPath(import.meta.url));
/** Run by node in the server's folder (where `pg` resolves): creates the database named by argv[2] on the server of argv[1]. */
const CREATE_DATABASE = `const { Client } = require("pg");
const c = new Client({ connectionString: process.argv[1] });
c.connect().then(() => c.query('create database "' + process.argv[2] + '"')).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });`;
const serverDir = join(here, "..", "..", "server");

// Playwright evaluates this file again in every worker: pick the port and data folder once and hand
// them down through the environment, which workers inherit.
if (!process.env.E2E_BASE_URL) {
  if (!existsSync(join(here, "..", "dist", "index.html")))
    throw new Error("apps/web/dist is missing: run `npm run build` before the browser tests");
  process.env.E2E_PORT ??= execFileSync(process.execPath, [
    "-e",
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "entrepot-e2e-"));
  // With a PostgreSQL for tests (CI's throwaway cluster), the server under test runs on a fresh database
  // of its own there: the demo seed and every request run about 3x faster than on the embedded engine
  // (measured: 41 s against 129 s to the first health answer on a loaded 2-core machine), and the
  // browser tests then also prove the product on the engine a real installation uses. E2E_EMBEDDED=1
  // keeps the embedded engine; without TEST_DATABASE_URL it is the embedded engine anyway.
  if (process.env.TEST_DATABASE_URL && !process.env.E2E_EMBEDDED && !process.env.E2E_DATABASE_URL) {
    const name = `entrepot_e2e_${process.pid}`;
    execFileSync(process.execPath, ["-e", CREATE_DATABASE, process.env.TEST_DATABASE_URL, name], { cwd: serverDir, stdio: "inherit" });
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.E2E_DATABASE_URL = url.toString();
  }
}
/**
 * Debian's chromium-headless-shell when installed (what Playwright itself runs headless: no browser UI
 * process, no /etc/chromium.d flags; `.ci/run` installs it), else the full browser in headless mode.
 */
const chromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";
/**
 * Specs that change what every spec sees (the app's name through a locale override, an announcement, the
 * warehouses assigned to seller A, the demo service colleague's access group) or count what every spec
 * makes (the home page's figures): one at a time, after the others, as the demo users themselves. Every other spec runs side by side with others, each worker
 * as its own copies of the demo users (helpers.ts `workerUser`), so a language switched or a task started
 * in one worker is not seen in another.
 */
const SHARED_STATE = /\/(home|orgs|places|content)\.spec\.ts$/;

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: ".",
  outputDir: join(here, "..", "test-results"),
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // one server, one database; E2E_WORKERS (helpers.ts, 2 by default) browsers side by side
  workers: E2E_WORKERS,
  fullyParallel: false,
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    // Tracing records every action's DOM snapshot and a screencast: it doubled the suite's CPU time
    // (measured: 7 specs took 24.4 CPU-s traced against 11.9 s untraced, 2026-11-29). A failure still leaves
    // its page's ARIA snapshot (error-context.md) and a screenshot; E2E_TRACE=retain-on-failure to trace.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    // antd without its animations (AppProviders honours prefers-reduced-motion): a dialog, drawer or
    // dropdown is there at once instead of after 0.2-0.3 s of frames rendered in software
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-extensions",
        // software rendering: no smooth scrolling frames, greyscale text instead of sub-pixel
        "--disable-smooth-scrolling",
        "--disable-lcd-text",
        "--force-device-scale-factor=1",
        // no optimising JIT (TurboFan): a test's page lives seconds, not long enough to repay the background
        // compiles. The renderer's CPU over 10 tests: 40.3 s against 46.3 s with it (main thread and worker
        // pool, 2026-11-29); Chromium is the suite's largest CPU user (562 of ~1,310 CPU-s in a whole run)
        "--js-flags=--no-opt",
      ],
    },
  },
  projects: [
    // specs that make their own records and change nothing another spec looks at: side by side
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: SHARED_STATE },
    // specs that change what every spec sees: one at a time, after the others
    { name: SHARED_STATE_PROJECT, use: { browserName: "chromium" }, testMatch: SHARED_STATE, workers: 1, dependencies: ["chromium"] },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node --import tsx src/main.ts",
        cwd: serverDir,
        url: `${baseURL}/api/health`,
        // every spec logs in as admin several times against this one server: lift the login limits
        env: {
          PORT: process.env.E2E_PORT!,
          HOST: "127.0.0.1",
          DATA_DIR: process.env.E2E_DATA_DIR!,
          LOG_LEVEL: "warn",
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
          LOGIN_MAX_PER_ACCOUNT: "1000",
          LOGIN_MAX_PER_ADDRESS: "1000",
        },
        // a fresh embedded database and the demo data take a while on the first start
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
      },
});
