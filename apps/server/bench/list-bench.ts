/**
 * npm run bench: an authenticated paged list of 10,000 rows under load, the server in its own process
 * (bench/server.ts, started with tsx on a free port and a fresh DATA_DIR), the load generator
 * (autocannon) here. In the same run, the same two queries behind the same auth gate on a bare route
 * (bench/bare-route.ts): list req/s / bare req/s is what the platform's list machinery costs.
 * On the embedded database (PGlite) always; on PostgreSQL too when BENCH_DATABASE_URL, DATABASE_URL or
 * TEST_DATABASE_URL is set (`bash scripts/with-postgres.sh npm run bench`): a throwaway database is
 * created in that cluster and dropped afterwards. Then, with Chromium, a reload to the first row and a
 * page change of a 100-row list in the built web app (bench/browser.ts).
 *
 * Knobs: BENCH_SECONDS (per measured round, default 5), BENCH_ROUNDS (list/bare alternations, default 2),
 * BENCH_CONNECTIONS (default 50), BENCH_ONLY=pglite|postgres|browser, BENCH_BROWSER=0 (skip Chromium),
 * BENCH_CPU_PROF=<dir> (write the server's V8 CPU profiles there: open them in Chrome DevTools).
 * Timings live here, never in tests.
 */
import { isDeepStrictEqual } from "node:util";
import autocannon from "autocannon";
import { adminUrl } from "../test/template-db.js";
import { BARE_PATH } from "./bare-route.js";
import { browserTimings } from "./browser.js";
import { type BenchServer, logIn, ROWS, startServer } from "./harness.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY;
// a typical list screen: one type's entries, sorted, a page deep in the list
const QUERY = "rows=20&page=137&sidx=dictSort&sord=desc&search[EQ_dictType]=benchLoad";
const LIST_PATH = "/api/v2/system/dict/data/list";

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  bad: number;
  /** Server CPU time per answered request, µs. */
  cpuPerReq: number;
}

/**
 * One load run, then a single request more: autocannon drops the requests still in flight when it stops,
 * and the server finishes them first (PGlite and the pool queue in order), so the next run starts on an idle server.
 */
async function cannon(server: BenchServer, url: string, cookie: string, connections: number, seconds: number): Promise<Run> {
  const cpu0 = await server.cpu();
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  // the server's CPU over the run and its drain, per answered request (the drain's one included)
  return { result, cpuUs: (await server.cpu()) - cpu0, answered: result.requests.total + 1 };
}

interface Run {
  result: autocannon.Result;
  cpuUs: number;
  answered: number;
}

/** Alternates list and bare rounds so that the machine's other load hits both alike. */
async function compare(
  server: BenchServer,
  urls: { list: string; bare: string },
  cookie: string,
  connections: number,
  seconds: number,
  rounds: number,
) {
  const results: Record<"list" | "bare", Run[]> = { list: [], bare: [] };
  for (let r = 0; r < rounds; r++) {
    // list first in odd rounds, bare first in even ones
    const order: ("list" | "bare")[] = r % 2 === 0 ? ["list", "bare"] : ["bare", "list"];
    for (const k of order) results[k].push(await cannon(server, urls[k], cookie, connections, seconds));
  }
  const sum = (runs: Run[]): Load => {
    const rs = runs.map((r) => r.result);
    const requests = rs.reduce((n, x) => n + x.requests.total, 0);
    const time = rs.reduce((n, x) => n + x.duration, 0);
    return {
      reqPerSec: requests / time,
      // p50: the rounds' mean; p99: their worst
      p50: rs.reduce((n, x) => n + x.latency.p50, 0) / rs.length,
      p99: Math.max(...rs.map((x) => x.latency.p99)),
      bad: rs.reduce((n, x) => n + x.non2xx + x.errors, 0),
      cpuPerReq: runs.reduce((n, r) => n + r.cpuUs, 0) / runs.reduce((n, r) => n + r.answered, 0),
    };
  };
  // each list round against the bare round beside it: how far one round's ratio strays on a busy machine
  const perRound = results.list.map((l, i) => {
    const b = results.bare[i]!;
    const rps = (r: Run) => r.result.requests.total / r.result.duration;
    return { reqs: rps(l) / rps(b), cpu: b.cpuUs / b.answered / (l.cpuUs / l.answered) };
  });
  return { list: sum(results.list), bare: sum(results.bare), perRound };
}

/** Benchmarks one database; `then` runs against the same server before it stops (the browser part). */
async function run(label: string, databaseUrl?: string, then?: (base: string) => Promise<string>): Promise<void> {
  const t0 = performance.now();
  const server = await startServer({ databaseUrl, label: databaseUrl ? "postgres" : "pglite" });
  const started = (performance.now() - t0) / 1000;
  try {
    const cookie = await logIn(server.base);
    const urls = { list: `${server.base}${LIST_PATH}?${QUERY}`, bare: `${server.base}${BARE_PATH}?${QUERY}` };
    const [list, bare] = await Promise.all([fetch(urls.list, { headers: { cookie } }), fetch(urls.bare, { headers: { cookie } })]);
    const listBody = (await list.json()) as { records: number; rows: unknown[] };
    const bareBody = (await bare.json()) as unknown;
    if (list.status !== 200 || listBody.rows.length !== 20)
      throw new Error(`bench list answered ${list.status}: ${JSON.stringify(listBody).slice(0, 300)}`);
    if (!isDeepStrictEqual(listBody, bareBody))
      throw new Error(
        `the bare route does not answer what the list does:\n list ${JSON.stringify(listBody).slice(0, 400)}\n bare ${JSON.stringify(bareBody).slice(0, 400)}`,
      );
    // warm-up: JIT, the pool's connections, the planner
    await cannon(server, urls.list, cookie, CONNECTIONS, 2);
    await cannon(server, urls.bare, cookie, CONNECTIONS, 2);
    const one = await compare(server, urls, cookie, 1, 2, 1);
    const loaded = await compare(server, urls, cookie, CONNECTIONS, SECONDS, ROUNDS);
    const ratio = loaded.list.reqPerSec / loaded.bare.reqPerSec;
    const fmt = (l: Load) =>
      `${l.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(5)} ms  p99 ${String(l.p99).padStart(4)} ms  server CPU ${l.cpuPerReq.toFixed(0).padStart(5)} µs/req${l.bad ? `  ${l.bad} errors/non-2xx` : ""}`;
    out(
      [
        `${label}: ${listBody.records} matching rows of ${ROWS}, page 137 of 20 rows, filtered by type, sorted by dictSort desc (server started in ${started.toFixed(1)} s)`,
        `  ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each, alternated:`,
        `    list  ${fmt(loaded.list)}`,
        `    bare  ${fmt(loaded.bare)}`,
        loaded.list.reqPerSec && loaded.bare.reqPerSec
          ? `    list / bare: ${ratio.toFixed(2)}x req/s; bare / list server CPU per request: ${(loaded.bare.cpuPerReq / loaded.list.cpuPerReq).toFixed(2)}x`
          : `    list / bare: no figure (a run answered nothing within its ${SECONDS} s: the machine is too busy; raise BENCH_SECONDS)`,
        `    per round, list / bare req/s: ${loaded.perRound.map((r) => r.reqs.toFixed(2)).join(" ")}; bare / list CPU: ${loaded.perRound.map((r) => r.cpu.toFixed(2)).join(" ")}`,
        `  one connection, 2 s: list p50 ${one.list.p50.toFixed(1)} ms (${one.list.reqPerSec.toFixed(0)} req/s, ${one.list.cpuPerReq.toFixed(0)} µs CPU/req), bare p50 ${one.bare.p50.toFixed(1)} ms (${one.bare.reqPerSec.toFixed(0)} req/s, ${one.bare.cpuPerReq.toFixed(0)} µs CPU/req)`,
      ].join("\n"),
    );
    if (then) out(await then(server.base));
  } finally {
    await server.stop();
  }
}

async function onPostgres(url: string): Promise<void> {
  const name = `entrepot_bench_${process.pid}`;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    await run("PostgreSQL", adminUrl(url, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const out = (s: string) => console.log(`${s}\n`);

async function main(): Promise<void> {
  const started = performance.now();
  const browser = async (base: string) => (process.env.BENCH_BROWSER === "0" ? "Browser: skipped (BENCH_BROWSER=0)" : browserTimings(base));
  if (!ONLY || ONLY === "pglite") await run("Embedded (PGlite)", undefined, ONLY ? undefined : browser);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!ONLY || ONLY === "postgres") {
    if (pgUrl) await onPostgres(pgUrl);
    else out("PostgreSQL: skipped (set BENCH_DATABASE_URL, or run: bash scripts/with-postgres.sh npm run bench)");
  }
  if (ONLY === "browser") {
    const server = await startServer({ label: "browser" });
    try {
      out(await browser(server.base));
    } finally {
      await server.stop();
    }
  }
  console.log(`\nbench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
