/**
 * npm run bench (second part): the stock ledger at a warehouse operator's size (issue 9).
 * - 50,000 balances (one seller, every demo warehouse, as many products as that takes) with one lot each,
 *   and 1,000,000 movements behind them (20 per balance, consistent: the ledger check finds 0 mismatches);
 * - stock postings per second through the ledger's posting service (a receipt of 1 or a FIFO issue of 1 on
 *   a random balance, each in its own transaction, with its event): 1 client, then 20 at once, for BENCH_SECONDS;
 * - the inventory detail report (GET /api/inventory/balance/list) as the seller and as an operator: p50 and
 *   p99 of a filtered page (warehouse + SKU text), sequential requests through the app (fastify inject);
 * - the 收发存 report (GET /api/inventory/analysis/receiveIssue/list, last 30 days) the same way: one
 *   warehouse's pages (a filtered page) and all warehouses' pages;
 * - the daily snapshot of every warehouse (50,000 balances with age buckets and cubic metres), and the ledger check.
 * On the embedded database always; on PostgreSQL too when BENCH_DATABASE_URL / DATABASE_URL / TEST_DATABASE_URL
 * is set. Knobs: BENCH_BALANCES (50000), BENCH_MOVEMENTS_PER_BALANCE (20), BENCH_SECONDS (5),
 * BENCH_REPORT_REQUESTS (200), BENCH_ONLY=pglite|postgres. Timings live here, never in tests.
 */
import { readFileSync, rmSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { DEMO_PASSWORD } from "../src/demo/seed.js";
import { sql } from "drizzle-orm";
import { dayColumnList, dayFigures, figureList, issueStock, receiveStock, takeSnapshot } from "../src/modules/inventory/index.js";
import { type Database, databaseOptions, inTransaction, openDatabase } from "../src/platform/db/database.js";
import { benchPoolSize, onKeptPostgres, onThrowawayPostgres, openDemoDatabase } from "./in-process.js";

const BALANCES = Number(process.env.BENCH_BALANCES ?? 50_000);
const PER_BALANCE = Number(process.env.BENCH_MOVEMENTS_PER_BALANCE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REPORT_REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);
const ONLY = process.env.BENCH_ONLY;
/** A PostgreSQL database to keep between runs: seeded on the first, reused (not re-seeded, not dropped) after. */
const KEEP = process.env.BENCH_KEEP_DATABASE;
/** Only the postings and the ledger check (profiling a posting: pg_stat_statements, perf). */
const POSTINGS_ONLY = process.env.BENCH_POSTINGS_ONLY === "1";

const out = (s: string) => console.log(s);
const secs = (t0: number) => (performance.now() - t0) / 1000;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Fixture {
  orgId: number;
  warehouses: { id: number; code: string }[];
  balances: { warehouseId: number; productId: number }[];
}

/** The bench's stock, written by SQL in bulk (the posting service would take hours for 1,000,000 rows). */
async function seedStock(database: Database): Promise<Fixture> {
  const q = async <T>(text: string, params: unknown[] = []) => (await database.query(text, params)).rows as T[];
  const [seller] = await q<{ org_id: number }>("select org_id from users where username = 'seller_a'");
  const orgId = Number(seller!.org_id);
  const whs = (await q<{ id: number; code: string }>("select id, code from warehouses order by id")).map((w) => ({
    ...w,
    id: Number(w.id),
  }));
  const [seeded] = await q<{ n: number }>("select count(*)::int as n from products where sku like 'BENCH-%'");
  if (!Number(seeded!.n)) await seedRows(database, orgId, whs);
  const balances = (
    await q<{ warehouse_id: number; product_id: number }>(
      "select warehouse_id, product_id from stock_balances where org_id = $1 and product_id in (select id from products where sku like 'BENCH-%')",
      [orgId],
    )
  ).map((b) => ({ warehouseId: Number(b.warehouse_id), productId: Number(b.product_id) }));
  return { orgId, warehouses: whs, balances };
}

async function seedRows(database: Database, orgId: number, whs: Fixture["warehouses"]): Promise<void> {
  const q = async <T>(text: string, params: unknown[] = []) => (await database.query(text, params)).rows as T[];
  const perWarehouse = Math.ceil(BALANCES / whs.length);
  const [model] = await q<{ id: number }>("select id from products where org_id = $1 order by id limit 1", [orgId]);
  // products BENCH-000001..: copies of the seller's first product (measures and all), one per balance row of a warehouse
  await database.query(
    `insert into products (context_id, org_id, sku, name_zh, name_en, product_type, sales_unit, length, width, height, length_unit,
       weight, weight_unit, declared_value, currency, origin_country, size_tier, size_tier_rule_set, dim_weights)
     select context_id, org_id, 'BENCH-' || lpad(g::text, 6, '0'), name_zh || ' ' || g, name_en || ' ' || g, product_type, sales_unit,
       length, width, height, length_unit, weight, weight_unit, declared_value, currency, origin_country, size_tier, size_tier_rule_set, dim_weights
     from products, generate_series(1, $2::int) g where id = $1`,
    [model!.id, perWarehouse],
  );
  await database.query(
    `insert into stock_balances (org_id, warehouse_id, product_id, inventory_type, on_hand)
     select $1, w.id, p.id, 0, $2::int * 5 from warehouses w cross join products p
     where p.org_id = $1 and p.sku like 'BENCH-%' and w.id = any($3::int[])`,
    [orgId, PER_BALANCE, whs.map((w) => w.id)],
  );
  // one lot per balance, received 0..499 days ago (every age bucket), holding all of its on hand
  await database.query(
    `insert into stock_batches (org_id, warehouse_id, product_id, inventory_type, balance_id, batch_type, received_at, received_qty, remaining_qty, document_no)
     select org_id, warehouse_id, product_id, 0, id, 1, now() - ((id % 500) || ' days')::interval - interval '1 hour', on_hand, on_hand, 'BENCH-' || id
     from stock_balances where org_id = $1 and on_hand > 0 and product_id in (select id from products where sku like 'BENCH-%')`,
    [orgId],
  );
  // the movements that lead there: PER_BALANCE receipts of 5 into the lot, spread over the lot's first days
  await database.query(
    `insert into stock_movements (org_id, warehouse_id, product_id, inventory_type, balance_id, operation_type, bucket, quantity, balance_after,
       batch_id, order_type, business_type, document_no, document_line, created_at)
     select b.org_id, b.warehouse_id, b.product_id, 0, b.balance_id, 10, 'onHand', 5, 5 * g, b.id, 2, 1, b.document_no, g,
       b.received_at + (g || ' minutes')::interval
     from stock_batches b, generate_series(1, $2::int) g where b.org_id = $1 and b.document_no like 'BENCH-%'`,
    [orgId, PER_BALANCE],
  );
  // and their days in the movement summary, as the posting service writes them (收发存 reads these)
  await database.db.execute(sql`
    insert into stock_movement_days (balance_id, day, org_id, warehouse_id, ${dayColumnList})
    select m.balance_id, (m.created_at at time zone 'UTC')::date, m.org_id, m.warehouse_id,
      ${figureList(dayFigures(sql`m.quantity`, sql`m.operation_type`))}
    from stock_movements m where m.org_id = ${orgId} and m.document_no like 'BENCH-%' and m.bucket = 'onHand'
    group by m.balance_id, (m.created_at at time zone 'UTC')::date, m.org_id, m.warehouse_id`);
  await database.query("vacuum analyze");
}

/**
 * Round trips to PostgreSQL, counted at the driver (every query a client sends: BEGIN and COMMIT
 * included), so a posting's count is what the ledger asks of the server, whatever builds the SQL.
 */
let roundTrips = 0;
function countRoundTrips(database: Database): void {
  if (database.kind === "postgres") {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      roundTrips++;
      return query.apply(this, args);
    };
    return;
  }
  roundTrips = Number.NaN; // the embedded engine runs in this process: no round trips to count
}

/**
 * CPU time (ms) of the PostgreSQL backends serving this database, from /proc (the cluster runs on this
 * machine under with-postgres.sh; elsewhere, or on the embedded database, undefined). Backends are
 * keyed by pid: one started since the last reading counts from 0.
 */
async function backendCpu(database: Database): Promise<Map<number, number> | undefined> {
  if (database.kind !== "postgres") return undefined;
  const { rows } = await database.query("select pid from pg_stat_activity where datname = current_database()");
  const ticks = new Map<number, number>();
  try {
    for (const { pid } of rows) {
      // fields 14 and 15 (utime, stime) after the command name in parentheses; clock ticks of 10 ms
      const stat = readFileSync(`/proc/${Number(pid)}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks.set(Number(pid), (Number(f[11]) + Number(f[12])) * 10);
    }
  } catch {
    return undefined; // not on this machine
  }
  return ticks;
}
const cpuSince = (before: Map<number, number> | undefined, after: Map<number, number> | undefined): number | undefined =>
  before && after ? [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0) : undefined;

interface PostingFigures {
  perSecond: number;
  refused: number;
  /** The process's CPU time (the app runs in it) per posting: steadier than postings/s on a shared machine. */
  cpuMs: number;
  /** Database round trips per posting (BEGIN and COMMIT included). */
  statements: number;
  /** CPU time of the PostgreSQL backends per posting (PostgreSQL on this machine only). */
  serverCpuMs?: number;
}

/** The postings' running number, over all phases: each posting its balance and document number. */
let postingSeq = 0;

/**
 * Postings per second with `clients` concurrent transactions for `seconds` (SECONDS): receipts of 1 and FIFO
 * issues of 1, alternated. Measured after a second of the same load unmeasured, as a running server's pool
 * is warm: its connections open and each has prepared (and PostgreSQL planned) the posting's statements.
 */
async function postings(database: Database, f: Fixture, clients: number, seconds = SECONDS, warmUp = true): Promise<PostingFigures> {
  if (warmUp) await postings(database, f, clients, 1, false);
  let done = 0;
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const n = postingSeq++;
      const b = f.balances[(n * 7919) % f.balances.length]!;
      const key = { orgId: f.orgId, warehouseId: b.warehouseId, productId: b.productId, inventoryType: 0, quantity: 1, line: 1 };
      const doc = { documentNo: `BENCH-P${n}`, orderType: 7, businessType: 1 };
      try {
        await inTransaction(database.db, (tx) =>
          n % 2 === 0
            ? receiveStock(tx, {}, { ...doc, operationType: 60 }, [key])
            : issueStock(tx, {}, { ...doc, operationType: 70 }, [key]),
        );
        done++;
      } catch {
        refused++;
      }
    }
  };
  const t0 = performance.now();
  const server0 = await backendCpu(database);
  const cpu0 = process.cpuUsage();
  const trips0 = roundTrips;
  await Promise.all(Array.from({ length: clients }, client));
  const cpu = process.cpuUsage(cpu0);
  const trips = roundTrips - trips0;
  const serverMs = cpuSince(server0, await backendCpu(database));
  const posted = Math.max(1, done + refused);
  return {
    perSecond: done / secs(t0),
    refused,
    cpuMs: (cpu.user + cpu.system) / 1000 / posted,
    statements: trips / posted,
    serverCpuMs: serverMs === undefined ? undefined : serverMs / posted,
  };
}

async function logIn(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password: DEMO_PASSWORD } });
  const cookie = String(res.headers["set-cookie"] ?? "").split(";")[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(`login as ${username} answered ${res.statusCode}: ${res.body}`);
  return cookie;
}

/** One GET through the app, timed; a refusal or an empty page fails the bench (it would measure nothing). */
async function timedPage(app: FastifyInstance, cookie: string, url: string): Promise<{ ms: number; records: number }> {
  const t0 = performance.now();
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const body = res.json() as { records: number; rows: unknown[] };
  if (!body.rows.length) throw new Error(`${url} answered no rows: the bench measures nothing`);
  return { ms, records: body.records };
}

/** p50 / p99 of a filtered page of the inventory detail report, REPORT_REQUESTS sequential requests (after 20 to warm up). */
async function reportPage(app: FastifyInstance, cookie: string, f: Fixture, who: string): Promise<string> {
  const times: number[] = [];
  let records = 0;
  // the warehouses this user sees (an operator's access groups may allow fewer than all)
  const seen: Fixture["warehouses"] = [];
  for (const w of f.warehouses) {
    const res = await app.inject({
      method: "GET",
      url: `/api/inventory/balance/list?rows=1&search[EQ_warehouseId]=${w.id}`,
      headers: { cookie },
    });
    if (res.statusCode === 200 && (res.json() as { records: number }).records > 0) seen.push(w);
  }
  if (!seen.length) throw new Error(`${who} sees no warehouse's stock: the bench measures nothing`);
  // pages spread over the first 500 of each warehouse's matching rows (a person pages near the start, but not only page 1)
  const pagesOf = new Map<number, number>();
  for (let i = -20; i < REPORT_REQUESTS; i++) {
    const w = seen[Math.abs(i) % seen.length]!;
    const page = 1 + ((Math.abs(i) * 37) % Math.min(pagesOf.get(w.id) ?? 1, 500));
    const url = `/api/inventory/balance/list?rows=20&page=${page}&sidx=sku&sord=asc&search[EQ_warehouseId]=${w.id}&search[LIKE_sku]=BENCH-0`;
    const got = await timedPage(app, cookie, url);
    pagesOf.set(w.id, Math.ceil(got.records / 20));
    if (i >= 0) {
      times.push(got.ms);
      records += got.records;
    }
  }
  times.sort((a, b) => a - b);
  return `    report page as ${who.padEnd(8)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p99 ${pct(times, 99).toFixed(1).padStart(6)} ms  (${REPORT_REQUESTS} pages of 20, ~${Math.round(records / REPORT_REQUESTS)} matching rows each, ${seen.length} warehouses)`;
}

/**
 * p50 / p99 of the 收发存 report (receipts, issues, stock) over the last 30 days, pages 1-5 sorted by SKU:
 * over all the user's warehouses, or filtered to one warehouse at a time (`perWarehouse`).
 */
async function receiveIssuePage(app: FastifyInstance, cookie: string, f: Fixture, who: string, perWarehouse: boolean): Promise<string> {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  let records = 0;
  const requests = Math.max(20, Math.round(REPORT_REQUESTS / 4));
  for (let i = -5; i < requests; i++) {
    const w = f.warehouses[Math.abs(i) % f.warehouses.length]!;
    const filter = perWarehouse ? `&search[EQ_warehouseId]=${w.id}` : "";
    const url = `/api/inventory/analysis/receiveIssue/list?rows=20&page=${1 + (Math.abs(i) % 5)}&sidx=sku&sord=asc&search[BETWEEN_period]=${day(29)},${day(0)}${filter}`;
    const got = await timedPage(app, cookie, url);
    if (i >= 0) {
      times.push(got.ms);
      records += got.records;
    }
  }
  times.sort((a, b) => a - b);
  const scope = perWarehouse ? "one warehouse" : "all warehouses";
  return `    收发存 30 days, ${scope.padEnd(14)} as ${who.padEnd(8)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p99 ${pct(times, 99).toFixed(1).padStart(6)} ms  (${requests} pages of 20, ~${Math.round(records / requests)} rows each)`;
}

/** The reports' figures: the inventory detail page and 收发存 as the seller and an operator, the daily snapshot. */
async function reports(app: FastifyInstance, database: Database, f: Fixture): Promise<void> {
  out(await reportPage(app, await logIn(app, "seller_a"), f, "seller_a"));
  out(await reportPage(app, await logIn(app, "operator"), f, "operator"));
  for (const perWarehouse of [true, false]) {
    out(await receiveIssuePage(app, await logIn(app, "seller_a"), f, "seller_a", perWarehouse));
    out(await receiveIssuePage(app, await logIn(app, "operator"), f, "operator", perWarehouse));
  }
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const s0 = performance.now();
  let snapped = 0;
  for (const w of f.warehouses) snapped += await inTransaction(database.db, (tx) => takeSnapshot(tx, w.id, day));
  out(`    snapshot of ${day}: ${snapped} balances in ${secs(s0).toFixed(1)} s`);
}

async function run(label: string, url?: string): Promise<void> {
  const t0 = performance.now();
  const { database, config, dataDir } = await openDemoDatabase("entrepot-stock-bench-", url);
  let app: FastifyInstance | undefined;
  try {
    const t1 = performance.now();
    const f = await seedStock(database);
    const movements = Number((await database.query("select count(*)::int as n from stock_movements")).rows[0]?.n);
    out(
      `${label}: ${f.balances.length} balances in ${f.warehouses.length} warehouses, ${movements} movements (seeded in ${secs(t1).toFixed(0)} s; start-up ${((t1 - t0) / 1000).toFixed(0)} s)`,
    );
    // the app first: its modules declare the event listeners and outbox handlers a posting runs in the product
    app = await buildApp({ config, database });
    await app.ready();
    countRoundTrips(database);
    const figures = (p: PostingFigures) =>
      `${p.perSecond.toFixed(0).padStart(6)} /s; per posting ${p.cpuMs.toFixed(2)} ms CPU in the app` +
      (p.serverCpuMs === undefined ? "" : `, ${p.serverCpuMs.toFixed(2)} ms in PostgreSQL`) +
      (Number.isNaN(p.statements) ? "" : `, ${p.statements.toFixed(1)} round trips`) +
      (p.refused ? `; ${p.refused} refused` : "");
    // each line as its phase ends (a profiler started on the first line sees only the second phase)
    const pool = database.kind === "postgres" ? `, pool ${benchPoolSize()}` : "";
    out(`    postings      1 client  ${figures(await postings(database, f, 1))}`);
    out(`    postings     20 clients ${figures(await postings(database, f, 20))}  (${SECONDS} s each${pool})`);
    if (database.kind === "postgres" && benchPoolSize() !== 20) {
      // the same load on a pool of one connection per client: what PostgreSQL's contention on 2 cores costs
      const wide = await openDatabase({ ...databaseOptions(config), poolSize: 20 });
      try {
        out(`    postings     20 clients ${figures(await postings(wide, f, 20))}  (pool 20)`);
      } finally {
        await wide.close();
      }
    }
    const f1 = performance.now();
    if (!POSTINGS_ONLY) await reports(app, database, f);
    const v0 = performance.now();
    const verify = await app.inject({ method: "GET", url: "/api/inventory/ledger/verify", headers: { cookie: await logIn(app, "admin") } });
    const checked = verify.json() as { balances: number; mismatches: number };
    out(
      `    ledger check: ${checked.balances} balances, ${checked.mismatches} mismatches in ${secs(v0).toFixed(1)} s (reports ${secs(f1).toFixed(0)} s in all)\n`,
    );
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<void> {
  if (KEEP) return onKeptPostgres(url, KEEP, (u) => run("Stock ledger, PostgreSQL", u));
  await onThrowawayPostgres(url, `entrepot_stock_bench_${process.pid}`, (u) => run("Stock ledger, PostgreSQL", u));
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!ONLY || ONLY === "pglite") await run("Stock ledger, embedded (PGlite)");
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!ONLY || ONLY === "postgres") {
    if (pgUrl) await onPostgres(pgUrl);
    else out("Stock ledger, PostgreSQL: skipped (set BENCH_DATABASE_URL, or run: bash scripts/with-postgres.sh npm run bench)");
  }
  console.log(`stock bench done in ${secs(started).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
