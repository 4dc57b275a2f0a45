import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/platform/config.js";
import { type Database, openDatabase } from "../src/platform/db/database.js";
import type { AppModule } from "../src/platform/module.js";
import { clearDictionaryCache } from "../src/modules/admin/index.js";
import { DEMO_PASSWORD } from "../src/demo/seed.js";
import { resetToSeed } from "./reset-db.js";
import { adminUrl } from "./template-db.js";
import { openApps } from "./worker-state.js";

export type Engine = "pglite" | "postgres";

/**
 * Both engines: the embedded one always, and PostgreSQL when TEST_DATABASE_URL is set. The tests that prove
 * the two engines behave alike run on these: the database layer and the platform kit (src/platform), the
 * demo history, and the generated tests over every resource and command (test/conformance, test/documents,
 * test/reset-db), which between them run every list, detail, save, delete and transition's SQL through
 * each engine's driver. The demo seed runs on both as well (the templates, test/template-db.ts).
 */
export const bothEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * The engine a module's behaviour tests run on: PostgreSQL when there is one (what an installation runs),
 * else the embedded one (`npm test` on a machine without PostgreSQL). Running every behaviour test on both
 * engines doubled the suite's time for SQL the parity tests above already run on both;
 * TEST_ENGINES=both brings that back (say, after a change to the database layer or the driver).
 */
export const engines: Engine[] =
  process.env.TEST_ENGINES === "both" ? bothEngines : process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];

/** A database of its own, fresh from the template (tests of the database layer itself); apps use `createTestApp`. */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === "pglite") {
    const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
    return openDatabase({ statementTimeoutMs: 30_000, loadDataDir: dump });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `entrepot_t_${randomBytes(6).toString("hex")}`;
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  await c.end();
  return openDatabase({ url: adminUrl(url, name), statementTimeoutMs: 30_000, poolSize: 5 });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs a demo user in and returns a client that sends its cookie and the CSRF header. */
  login(username: string, password?: string): Promise<Client>;
  /** A client with no session. */
  anonymous: Client;
  close(): Promise<void>;
}

export interface Client {
  cookie?: string;
  request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

function client(app: FastifyInstance, cookie?: string, lang = "zh-CN"): Client {
  const request = (opts: InjectOptions & { csrf?: boolean }) => {
    const { csrf = true, ...rest } = opts;
    const headers: Record<string, string> = { "accept-language": lang, ...(rest.headers as Record<string, string> | undefined) };
    if (cookie) headers.cookie = cookie;
    if (csrf) headers["x-requested-with"] = "XMLHttpRequest";
    return app.inject({ ...rest, headers });
  };
  return {
    cookie,
    request,
    get: (url) => request({ method: "GET", url }),
    post: (url, payload) => request({ method: "POST", url, payload: payload as InjectOptions["payload"] }),
    put: (url, payload) => request({ method: "PUT", url, payload: payload as InjectOptions["payload"] }),
    del: (url) => request({ method: "DELETE", url }),
  };
}

/**
 * The test worker's database per engine, opened on first use and kept for all the files the worker runs
 * (vitest `isolate: false`): opening one costs seconds, putting it back to the template ~0.1 s.
 */
interface SharedDatabase {
  database: Database;
  /** Written to since its last reset (an app was built on it). */
  dirty: boolean;
}
const shared = new Map<Engine, Promise<SharedDatabase>>();

function sharedDatabase(engine: Engine): Promise<SharedDatabase> {
  let s = shared.get(engine);
  if (!s) {
    s = openTestDatabase(engine).then((database) => ({ database, dirty: false }));
    // a failed open is not cached: the next file tries again
    s.catch(() => shared.delete(engine));
    shared.set(engine, s);
  }
  return s;
}

/**
 * An app on the worker's database for `engine`, which is put back to the template's state first when no
 * other app is open on it: a file starts from the template as if it had a database of its own, and two
 * apps of one file (another config, extra modules) share its data like two nodes. The app itself is
 * built per call (~0.3 s once the modules are loaded): its config, extra modules, rate-limit counters and
 * job runner belong to the file that asked for it. `close()` closes the app, not the database; an app a
 * file leaves open is closed when the file ends (worker-state.ts), before the next file's reset.
 * `extraModules`: test-only modules registered after the app's own (a test import kind...).
 */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  opts: { extraModules?: AppModule[] } = {},
): Promise<TestApp> {
  const s = await sharedDatabase(engine);
  const database = s.database;
  const othersOpen = [...openApps].some((a) => a.database === database);
  if (s.dirty && !othersOpen) {
    await resetToSeed(database);
    // module-level caches outlive an app: nothing a previous file read may answer this one
    clearDictionaryCache();
  }
  s.dirty = true;
  const config = loadConfig({
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    LOGIN_MAX_PER_ADDRESS: "10000",
    LOGIN_MAX_PER_ACCOUNT: "10000",
    // no job wakes in the middle of a test (periodic.test.ts switches them on)
    PERIODIC_JOBS: "false",
    ...env,
  });
  const app = await buildApp({ config, database, extraModules: opts.extraModules });
  await app.ready();
  const handle = { database, close: () => app.close() };
  openApps.add(handle);
  return {
    app,
    database,
    config,
    anonymous: client(app),
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password },
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      const sid = res.cookies.find((c) => c.name === "entrepot_sid");
      return client(app, `entrepot_sid=${sid!.value}`);
    },
    async close() {
      openApps.delete(handle);
      await app.close();
    },
  };
}
