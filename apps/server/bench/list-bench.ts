/**
 * npm run bench: an authenticated paged list of 10,000+ rows under load (autocannon, 10 s, 50 connections,
 * loopback), on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL. Prints req/s,
 * p50, p99, and the ratio of the API's p50 to the same SQL run directly (the platform's overhead).
 * Timings live here, never in tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { dictDataListSpec } from "../src/modules/admin/index.js";
import type { Actor } from "../src/platform/access/actor.js";
import { loadConfig } from "../src/platform/config.js";
import { type Database, openDatabase, runMigrations } from "../src/platform/db/database.js";
import { listPage, parsePageRequest } from "../src/platform/http/paging.js";
import { bootstrap, DEMO_PASSWORD } from "../src/workflows/bootstrap.js";
import { adminUrl } from "../test/template-db.js";

const ROWS = 10_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// a typical list screen: one type's entries, sorted, a page deep in the list
const QUERY = "rows=20&page=137&sidx=dictSort&sord=desc&search[EQ_dictType]=benchLoad";

async function seedRows(database: Database): Promise<void> {
  await database.db.execute(sql`insert into dict_types (context_id, dict_type, name_zh, name_en) values (1, 'benchLoad', '压测', 'Load test')`);
  await database.db.execute(sql`
    insert into dict_data (context_id, type_id, dict_type, value, label_zh, label_en, sort)
    select 1, (select id from dict_types where dict_type = 'benchLoad'), 'benchLoad', 'v' || lpad(g::text, 6, '0'), '行 ' || g, 'row ' || g, g
      from generate_series(1, ${ROWS}) g`);
  await database.query("vacuum analyze");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The same list query the route runs, straight on the database, one at a time. */
async function directSqlP50(database: Database, actor: Actor): Promise<number> {
  const spec = dictDataListSpec(actor);
  const req = parsePageRequest(Object.fromEntries(new URLSearchParams(QUERY)));
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await listPage(database.db, spec, req);
    times.push(performance.now() - t0);
  }
  return percentile(times.sort((a, b) => a - b), 50);
}

async function run(label: string, database: Database): Promise<void> {
  await runMigrations(database);
  await bootstrap(database, { demo: true });
  await seedRows(database);
  const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", LOGIN_MAX_PER_ADDRESS: "1000" });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: DEMO_PASSWORD }) });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const url = `${base}/api/v2/system/dict/data/list?${QUERY}`;
  const check = await fetch(url, { headers: { cookie } });
  const body = (await check.json()) as { records: number; rows: unknown[] };
  if (check.status !== 200 || body.rows.length !== 20) throw new Error(`bench list answered ${check.status}`);

  const actor: Actor = { userId: 1, username: "admin", fullName: "", email: null, contextId: 1, orgId: 1, orgKind: "platform", orgCode: "PLAT", orgName: "", roles: [], permissions: new Set(), locale: "zh-CN" };
  const direct = await directSqlP50(database, actor);
  const single = await autocannon({ url, connections: 1, duration: 3, headers: { cookie } });
  const loaded = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
  await app.close();
  const bad = loaded.non2xx + loaded.errors;
  console.log(
    [
      `${label}: ${body.records} matching rows of ${ROWS}, page 137 of 20 rows, filtered by type, sorted by dictSort desc`,
      `  load (${CONNECTIONS} connections, ${DURATION_S} s): ${loaded.requests.average.toFixed(0)} req/s, p50 ${loaded.latency.p50} ms, p99 ${loaded.latency.p99} ms, ${bad} errors/non-2xx`,
      `  one connection: p50 ${single.latency.p50} ms   direct SQL p50 ${direct.toFixed(2)} ms`,
      `  API p50 / direct SQL p50: ${(loaded.latency.p50 / direct).toFixed(1)}x under load, ${(single.latency.p50 / direct).toFixed(1)}x on one connection`,
    ].join("\n"),
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "entrepot-bench-"));
  try {
    const embedded = await openDatabase({ dataDir: dir, statementTimeoutMs: 30_000 });
    await run("embedded (PGlite)", embedded);
    await embedded.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL, or run: bash scripts/with-postgres.sh npm run bench)");
    return;
  }
  const name = `entrepot_bench_${process.pid}`;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const database = await openDatabase({ url: adminUrl(pgUrl, name), statementTimeoutMs: 30_000, poolSize: 20 });
    await run("PostgreSQL", database);
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
