import { mkdirSync } from "node:fs";
import { request } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, sessionFile } from "./helpers";

/**
 * Logs every demo user in once, through the API, and keeps each session (its cookie) in a file the specs
 * start from (`useSession`): a spec spends its time on what it tests, not on the login form. Runs after
 * the web server is up. Specs that test logging in or out still use the form (`logIn`).
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
  mkdirSync(sessionFile("x").replace(/[^/]+$/, ""), { recursive: true });
  await Promise.all(
    DEMO_USERS.map(async (username) => {
      const ctx = await request.newContext({ baseURL, extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
      const res = await ctx.post("/api/auth/login", { data: { username, password: DEMO_PASSWORD } });
      if (!res.ok()) throw new Error(`e2e global setup: login ${username}: ${res.status()} ${await res.text()}`);
      await ctx.storageState({ path: sessionFile(username) });
      await ctx.dispose();
    }),
  );
}
