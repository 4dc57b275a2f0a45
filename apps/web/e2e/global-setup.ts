import { mkdirSync } from "node:fs";
import { type APIRequestContext, request } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_USERS, E2E_WORKERS, sessionFile, workerUser } from "./helpers";

interface UserRow {
  username: string;
  fullName: string;
  orgId: number;
  locale: string;
  roleIds: number[];
}

/**
 * Logs every demo user in once, through the API, and keeps each session (its cookie) in a file the specs
 * start from (`useSession`): a spec spends its time on what it tests, not on the login form. Runs after
 * the web server is up. Specs that test logging in or out still use the form (`logIn`).
 * Each worker after the first acts as copies of the demo users (`workerUser`), made here through the
 * user API as an administrator would: same org, roles and name.
 */
export default async function globalSetup(): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
  const newContext = () => request.newContext({ baseURL, extraHTTPHeaders: { "x-requested-with": "XMLHttpRequest" } });
  mkdirSync(sessionFile("x").replace(/[^/]+$/, ""), { recursive: true });
  const logIn = async (ctx: APIRequestContext, username: string) => {
    const res = await ctx.post("/api/auth/login", { data: { username, password: DEMO_PASSWORD } });
    if (!res.ok()) throw new Error(`e2e global setup: login ${username}: ${res.status()} ${await res.text()}`);
  };
  if (E2E_WORKERS > 1) {
    const admin = await newContext();
    await logIn(admin, "admin");
    const list = async (like: string) => {
      const res = await admin.get(`/api/v1/User/findByPageV2?rows=200&search[LIKE_username]=${encodeURIComponent(like)}`);
      if (!res.ok()) throw new Error(`e2e global setup: user list: ${res.status()} ${await res.text()}`);
      return ((await res.json()) as { rows: UserRow[] }).rows;
    };
    for (const username of DEMO_USERS) {
      const rows = await list(username);
      const demo = rows.find((r) => r.username === username);
      if (!demo) throw new Error(`e2e global setup: no demo user ${username}`);
      for (let slot = 1; slot < E2E_WORKERS; slot++) {
        const copy = workerUser(username, slot);
        if (rows.some((r) => r.username === copy)) continue; // a server that is already up (E2E_BASE_URL) may have them
        const res = await admin.post("/api/v1/User/saveData", {
          data: {
            username: copy,
            fullName: demo.fullName,
            orgId: demo.orgId,
            locale: demo.locale,
            roleIds: demo.roleIds,
            password: DEMO_PASSWORD,
          },
        });
        if (!res.ok()) throw new Error(`e2e global setup: create ${copy}: ${res.status()} ${await res.text()}`);
      }
    }
    await admin.dispose();
  }
  const sessions = DEMO_USERS.flatMap((username) => Array.from({ length: E2E_WORKERS }, (_, slot) => ({ username, slot })));
  await Promise.all(
    sessions.map(async ({ username, slot }) => {
      const ctx = await newContext();
      await logIn(ctx, workerUser(username, slot));
      await ctx.storageState({ path: sessionFile(username, slot) });
      await ctx.dispose();
    }),
  );
}
