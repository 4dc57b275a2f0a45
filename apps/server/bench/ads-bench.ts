/**
 * npm run bench (third part): advertising at a large seller's size (issue 10).
 * - 100,000 targets (keywords; SD campaigns' product targets) in 2,000 campaigns of one seller's ad account
 *   (two ad groups of 25 each, one product ad per group), and 90 days of daily metrics per target
 *   (9,000,000 `ad_target_daily` rows) with the day rollups the report sync writes beside them
 *   (`ad_campaign_daily`, `ad_product_ad_daily`, `ad_product_sales_daily`), consistent: a campaign's day is
 *   the sum of its targets' days, a product ad's the sum of its group's;
 * - the campaign list with 30-day totals (GET /api/advertising/campaign/list) as the seller and as the
 *   operator's ad staff (adops): p50 and p99 of a filtered page (store + type + name text, sorted by 30-day
 *   spend), and of the unfiltered first page, sequential requests through the app (fastify inject);
 * - one rule over every target of the account (14-day look-back: clicks >= 10 and ACoS > 35 %, bid down
 *   10 %): its dry run, then its real run, through the rule routes as adops: wall time, targets evaluated,
 *   actions planned / applied / skipped, the reply's size (a summary and the first page of actions), and
 *   the time of later pages of the run's action list.
 * On the embedded database (BENCH_ADS_PGLITE_TARGETS, 10,000 by default: PGlite is one WASM process) and on
 * PostgreSQL when BENCH_DATABASE_URL / DATABASE_URL / TEST_DATABASE_URL is set. Knobs: BENCH_ADS_TARGETS
 * (100000), BENCH_ADS_DAYS (90), BENCH_ADS_PGLITE_TARGETS (10000), BENCH_REPORT_REQUESTS (200),
 * BENCH_ONLY=pglite|postgres, BENCH_ADS_EXPLAIN=1 (EXPLAIN ANALYZE of the filtered page's two statements).
 */
import { rmSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { DEMO_PASSWORD } from "../src/demo/seed.js";
import type { Database } from "../src/platform/db/database.js";
import { onThrowawayPostgres, openDemoDatabase } from "./in-process.js";

const TARGETS = Number(process.env.BENCH_ADS_TARGETS ?? 100_000);
const PGLITE_TARGETS = Number(process.env.BENCH_ADS_PGLITE_TARGETS ?? 10_000);
const DAYS = Number(process.env.BENCH_ADS_DAYS ?? 90);
const REPORT_REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);
const ONLY = process.env.BENCH_ONLY;
/** Targets per ad group and groups per campaign: 2,000 campaigns hold 100,000 targets. */
const PER_GROUP = 25;
const GROUPS_PER_CAMPAIGN = 2;

const out = (s: string) => console.log(s);
const secs = (t0: number) => (performance.now() - t0) / 1000;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Fixture {
  orgId: number;
  adsProfileId: number;
  storeTitle: string;
  targets: number;
  campaigns: number;
  dailyRows: number;
}

/** The marketplace's (US: Pacific) calendar day now, as the demo and the report sync count days. */
const marketDay = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );

/**
 * The bench's advertising, written by set-based SQL into the tables the report sync and the campaign
 * commands write (the sandbox would take hours to simulate 9,000,000 target-days). Every entity is synced
 * (it has Amazon's id), every target has a row every day (impressions are never 0 here, so the sync would
 * write them all), figures are a deterministic function of the target and the day.
 */
async function seedAds(database: Database, targets: number): Promise<Fixture> {
  const q = async <T>(text: string, params: unknown[] = []) => (await database.query(text, params)).rows as T[];
  const [account] = await q<{ id: number; org_id: number; title: string }>(
    `select p.id, p.org_id, a.title from store_ads_profiles p join store_accounts a on a.id = p.store_account_id
      join users u on u.org_id = p.org_id where u.username = 'seller_a' order by p.id limit 1`,
  );
  const orgId = Number(account!.org_id);
  const adsProfileId = Number(account!.id);
  const campaigns = Math.ceil(targets / (PER_GROUP * GROUPS_PER_CAMPAIGN));
  const today = marketDay();
  // campaigns: 80 % SP, 10 % SB, 10 % SD; one in 50 paused; budgets 40..120
  await database.query(
    `insert into ad_campaigns (org_id, ads_profile_id, ad_type, name, targeting, state, daily_budget, start_date, bidding_strategy,
       top_of_search_percent, product_pages_percent, sd_tactic, sd_cost_type, amazon_id, push_status, pushed_at)
     select $1, $2, t.ad_type, 'BENCH ' || t.ad_type || ' ' || (array['storage', 'kitchen', 'lamp', 'cable', 'tray'])[1 + (g / 10) % 5] || ' ' || lpad(g::text, 6, '0'),
       'MANUAL', case when g % 50 = 0 then 'PAUSED' else 'ENABLED' end, 40 + (g % 9) * 10, $4::date - ($5::int + 10),
       (array['down', 'upDown', 'fixed'])[1 + g % 3], case when t.ad_type = 'SP' then (g % 4) * 25 else 0 end, 0,
       case when t.ad_type = 'SD' then 'contextual' end, case when t.ad_type = 'SD' then 'cpc' end, '8' || lpad(g::text, 11, '0'), 'synced', now()
     from generate_series(1, $3::int) g,
       lateral (select case g % 10 when 0 then 'SB' when 1 then 'SD' else 'SP' end as ad_type) t`,
    [orgId, adsProfileId, campaigns, today, DAYS],
  );
  await database.query(
    `insert into ad_groups (org_id, campaign_id, name, default_bid, amazon_id, push_status, pushed_at)
     select c.org_id, c.id, 'Group ' || n, 0.60 + (c.id % 5) * 0.15, '7' || lpad((c.id * 10 + n)::text, 11, '0'), 'synced', now()
     from ad_campaigns c, generate_series(1, $2::int) n where c.ads_profile_id = $1 and c.name like 'BENCH %'`,
    [adsProfileId, GROUPS_PER_CAMPAIGN],
  );
  // one product ad per group: the seller's listings of the account in turn
  await database.query(
    `with l as (select row_number() over (order by m.id) as k, m.product_id, m.listing_sku, m.asin from sku_maps m
                 join store_ads_profiles p on p.store_account_id = m.store_account_id where p.id = $1 and m.asin is not null),
          g as (select row_number() over (order by g.id) as k, g.id, g.campaign_id, g.org_id from ad_groups g
                 join ad_campaigns c on c.id = g.campaign_id where c.ads_profile_id = $1 and c.name like 'BENCH %')
     insert into ad_product_ads (org_id, campaign_id, ad_group_id, product_id, sku, asin, amazon_id, push_status, pushed_at)
     select g.org_id, g.campaign_id, g.id, l.product_id, l.listing_sku, l.asin, '6' || lpad(g.id::text, 11, '0'), 'synced', now()
     from g join l on l.k = 1 + (g.k - 1) % (select count(*) from l)`,
    [adsProfileId],
  );
  // the targets: 25 per group, numbered 1..targets; SP and SB keywords in the three match types, SD product targets;
  // one in ten bids the group's default (bid null), one in a hundred paused
  await database.query(
    `with g as (select row_number() over (order by g.id) as k, g.id, g.campaign_id, g.org_id, c.ad_type from ad_groups g
                 join ad_campaigns c on c.id = g.campaign_id where c.ads_profile_id = $1 and c.name like 'BENCH %')
     insert into ad_targets (org_id, campaign_id, ad_group_id, kind, match_type, expression, bid, state, amazon_id, push_status, pushed_at)
     select g.org_id, g.campaign_id, g.id,
       case when g.ad_type = 'SD' then 'product' else 'keyword' end,
       case when g.ad_type = 'SD' then 'ASIN_SAME' else (array['EXACT', 'PHRASE', 'BROAD'])[1 + n % 3] end,
       case when g.ad_type = 'SD' then 'B0' || lpad(n::text, 8, '0')
            else (array['storage box', 'kitchen organizer', 'led desk lamp', 'usb c cable', 'bamboo tray'])[1 + n % 5] || ' ' || n end,
       case when n % 10 = 0 then null else 0.30 + (n % 20) * 0.05 end,
       case when n % 100 = 0 then 'PAUSED' else 'ENABLED' end, '5' || lpad(n::text, 11, '0'), 'synced', now()
     from generate_series(1, $2::int) n join g on g.k = (n - 1) / ${PER_GROUP} + 1`,
    [adsProfileId, targets],
  );
  // each target's days: impressions 20..199, clicks ~0-3 a day, spend = clicks x 80 % of the bid; three targets
  // in ten convert poorly (one order in 13 days), the others on one click in 3..6, at 19.99..48.99 an order.
  // Written as the sync writes them, a day after another (each day's rows of every target together: what the
  // reads find on disk), ten days a statement (each well inside the statement timeout).
  for (let newest = 1; newest <= DAYS; newest += 10) {
    const oldest = Math.min(DAYS, newest + 9);
    await database.query(
      `insert into ad_target_daily (target_id, day, org_id, campaign_id, ad_group_id, impressions, clicks, spend, orders, units, sales)
       select t.id, $2::date - d, t.org_id, t.campaign_id, t.ad_group_id, m.impressions, m.clicks, round(m.clicks * 0.8 * t.bid, 2),
         o.orders, o.orders + case when o.orders > 0 and d % 5 = 0 then 1 else 0 end, o.orders * (19.99 + t.id % 30)
       from generate_series($3::int, $4::int, -1) d,
         lateral (select t.id, t.org_id, t.campaign_id, t.ad_group_id, coalesce(t.bid, g.default_bid) as bid
                    from ad_targets t join ad_groups g on g.id = t.ad_group_id join ad_campaigns c on c.id = t.campaign_id
                   where c.ads_profile_id = $1 and c.name like 'BENCH %' and d > 0 order by t.id) t,
         lateral (select 20 + (t.id * 7 + d * 13) % 180 as impressions, ((20 + (t.id * 7 + d * 13) % 180) * (1 + t.id % 7)) / 250 as clicks) m,
         lateral (select case when t.id % 10 < 3 then case when m.clicks > 0 and (t.id + d) % 13 = 0 then 1 else 0 end
                              else m.clicks / (3 + t.id % 4) end as orders) o`,
      [adsProfileId, today, oldest, newest],
    );
  }
  // the rollups the sync writes with them: product ad days (one ad per group: the group's day), campaign days
  // (with the budget and, when spend reached it, the hour it ran out), the business report's product days
  await database.query(
    `insert into ad_product_ad_daily (product_ad_id, day, org_id, campaign_id, ad_group_id, product_id, impressions, clicks, spend, orders, units, sales)
     select a.id, d.day, a.org_id, a.campaign_id, a.ad_group_id, a.product_id, d.impressions, d.clicks, d.spend, d.orders, d.units, d.sales
     from (select ad_group_id, day, sum(impressions)::int as impressions, sum(clicks)::int as clicks, sum(spend) as spend,
             sum(orders)::int as orders, sum(units)::int as units, sum(sales) as sales
           from ad_target_daily where campaign_id in (select id from ad_campaigns where ads_profile_id = $1 and name like 'BENCH %')
           group by ad_group_id, day) d join ad_product_ads a on a.ad_group_id = d.ad_group_id
     order by d.day, a.id`,
    [adsProfileId],
  );
  await database.query(
    `insert into ad_campaign_daily (campaign_id, day, org_id, ads_profile_id, impressions, clicks, spend, orders, units, sales, daily_budget, budget_out_at_hour)
     select c.id, d.day, c.org_id, c.ads_profile_id, d.impressions, d.clicks, d.spend, d.orders, d.units, d.sales, c.daily_budget,
       case when d.spend >= c.daily_budget then 20 end
     from (select campaign_id, day, sum(impressions)::int as impressions, sum(clicks)::int as clicks, sum(spend) as spend,
             sum(orders)::int as orders, sum(units)::int as units, sum(sales) as sales
           from ad_product_ad_daily where campaign_id in (select id from ad_campaigns where ads_profile_id = $1 and name like 'BENCH %')
           group by campaign_id, day) d join ad_campaigns c on c.id = d.campaign_id
     order by d.day, c.id`,
    [adsProfileId],
  );
  // the demo's own campaigns advertise these products too: their ad sales are added to the product's day
  await database.query(
    `insert into ad_product_sales_daily (ads_profile_id, product_id, day, org_id, orders, units, sales)
     select $1, product_id, day, min(org_id), sum(orders)::int, sum(units)::int, sum(sales)
     from ad_product_ad_daily where campaign_id in (select id from ad_campaigns where ads_profile_id = $1 and name like 'BENCH %')
     group by product_id, day
     on conflict (ads_profile_id, product_id, day) do update set orders = ad_product_sales_daily.orders + excluded.orders,
       units = ad_product_sales_daily.units + excluded.units, sales = ad_product_sales_daily.sales + excluded.sales`,
    [adsProfileId],
  );
  // the days are fetched: the hourly report job leaves them alone
  await database.query(
    `insert into ad_report_days (ads_profile_id, day, org_id) select $1, $3::date - d, $2 from generate_series(1, $4::int) d
     on conflict do nothing`,
    [adsProfileId, orgId, today, DAYS],
  );
  await database.query("vacuum analyze");
  const [n] = await q<{ n: number }>(
    "select count(*)::int as n from ad_target_daily where campaign_id in (select id from ad_campaigns where name like 'BENCH %')",
  );
  const [t] = await q<{ n: number }>(
    "select count(*)::int as n from ad_targets where campaign_id in (select id from ad_campaigns where name like 'BENCH %')",
  );
  return { orgId, adsProfileId, storeTitle: account!.title, targets: Number(t!.n), campaigns, dailyRows: Number(n!.n) };
}

async function logIn(app: FastifyInstance, username: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password: DEMO_PASSWORD } });
  const cookie = String(res.headers["set-cookie"] ?? "").split(";")[0];
  if (res.statusCode !== 200 || !cookie) throw new Error(`login as ${username} answered ${res.statusCode}: ${res.body}`);
  return cookie;
}

/** One GET through the app, timed; a refusal or an empty page fails the bench (it would measure nothing). */
async function timedPage(app: FastifyInstance, cookie: string, url: string): Promise<{ ms: number; records: number; first: unknown }> {
  const t0 = performance.now();
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const body = res.json() as { records: number; rows: unknown[] };
  if (!body.rows.length) throw new Error(`${url} answered no rows: the bench measures nothing`);
  return { ms, records: body.records, first: body.rows[0] };
}

const LIST = "/api/advertising/campaign/list";
/** The filtered page: the seller's store, one ad type, a word of the campaign names, by 30-day spend (most first). */
const filteredUrl = (f: Fixture, i: number, page: number) => {
  const type = ["SP", "SB", "SD"][i % 3]!;
  const word = ["storage", "kitchen", "lamp", "cable", "tray"][i % 5]!;
  return `${LIST}?rows=20&page=${page}&sidx=spend&sord=desc&search[LIKE_storeTitle]=${encodeURIComponent(f.storeTitle)}&search[EQ_adType]=${type}&search[LIKE_name]=${word}`;
};

/**
 * p50 / p99 of `urlOf(i, page)` over REPORT_REQUESTS sequential requests (after 10 to warm up); pages spread
 * over the first three of each request shape (a person pages near the start, not only page 1).
 */
async function timed(
  app: FastifyInstance,
  cookie: string,
  urlOf: (i: number, page: number) => string,
): Promise<{ p50: number; p99: number; records: number }> {
  const times: number[] = [];
  const pagesOf = new Map<string, number>();
  let records = 0;
  for (let i = -10; i < REPORT_REQUESTS; i++) {
    const shape = urlOf(i + 10, 1);
    const page = 1 + (Math.abs(i) % Math.min(pagesOf.get(shape) ?? 1, 3));
    const got = await timedPage(app, cookie, urlOf(i + 10, page));
    pagesOf.set(shape, Math.ceil(got.records / 20));
    if (i >= 0) {
      times.push(got.ms);
      records += got.records;
    }
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), records: Math.round(records / REPORT_REQUESTS) };
}

async function campaignList(app: FastifyInstance, f: Fixture, who: string): Promise<void> {
  const cookie = await logIn(app, who);
  const filtered = await timed(app, cookie, (i, page) => filteredUrl(f, i, page));
  const first = await timed(app, cookie, () => `${LIST}?rows=20&page=1`);
  const ms = (v: number) => v.toFixed(1).padStart(6);
  out(
    `    campaign list as ${who.padEnd(8)} filtered p50 ${ms(filtered.p50)} ms  p99 ${ms(filtered.p99)} ms  (~${filtered.records} matching);  first page p50 ${ms(first.p50)} ms  p99 ${ms(first.p99)} ms  (${first.records} campaigns)`,
  );
}

/**
 * BENCH_ADS_EXPLAIN=1 (PostgreSQL): EXPLAIN (ANALYZE, BUFFERS) of the statements the list route runs for the
 * filtered page and the first page as `who`, caught on their way to the driver (the route's own SQL and values).
 */
async function explainList(database: Database, app: FastifyInstance, f: Fixture, who: string): Promise<void> {
  if (database.kind !== "postgres") return;
  const pg = (await import("pg")).default;
  const seen: { text: string; values: unknown[] }[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { text?: string; values?: unknown[] } | undefined;
    if (typeof config === "object" && config?.text?.includes("ad_campaign_daily"))
      seen.push({ text: config.text, values: config.values ?? (args[1] as unknown[] | undefined) ?? [] });
    return original.apply(this, args);
  };
  try {
    const cookie = await logIn(app, who);
    await timedPage(app, cookie, filteredUrl(f, 0, 1));
    await timedPage(app, cookie, `${LIST}?rows=20&page=1`);
  } finally {
    proto.query = original;
  }
  for (const s of seen) {
    const plan = await database.query(`explain (analyze, buffers) ${s.text}`, s.values);
    out(`    EXPLAIN as ${who}: ${s.text.slice(0, 120).replace(/\s+/g, " ")}...`);
    out((plan.rows as { "QUERY PLAN": string }[]).map((r) => `      ${r["QUERY PLAN"]}`).join("\n"));
  }
}

interface RunReplyBody {
  runId: number;
  entities: number;
  planned: number;
  applied: number;
  skipped: number;
  firstPage: { records: number; total: number; rows: unknown[] };
}

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`);

/** One rule over every target of the account: saved as adops, then its dry run and its real run through the routes. */
async function ruleRun(app: FastifyInstance, f: Fixture): Promise<void> {
  const cookie = await logIn(app, "adops");
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const saved = await app.inject({
    method: "POST",
    url: "/api/advertising/rules/save",
    headers,
    payload: {
      adsProfileId: f.adsProfileId,
      name: "BENCH high ACoS bids down",
      level: "target",
      lookBackDays: 14,
      conditions: [
        { metric: "clicks", op: "gte", value: "10" },
        { metric: "acos", op: "gt", value: "35" },
      ],
      action: { kind: "bidDown", percent: "10" },
      limits: { minBid: "0.20", maxChangePercent: "25" },
      cooldownHours: 24,
      scope: {},
    },
  });
  if (saved.statusCode !== 200) throw new Error(`rule save answered ${saved.statusCode}: ${saved.body.slice(0, 300)}`);
  const ruleId = (saved.json() as { id: number }).id;
  for (const [label, url, extra] of [
    ["dry run", "/api/advertising/rules/dryRun", {}],
    ["real run", "/api/advertising/rules/run", { "idempotency-key": `bench-${Date.now()}` }],
  ] as const) {
    const t0 = performance.now();
    const res = await app.inject({ method: "POST", url, headers: { ...headers, ...extra }, payload: { id: ruleId } });
    const took = secs(t0);
    if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const r = res.json() as RunReplyBody;
    if (!r.planned) throw new Error(`${label} planned nothing: the bench measures nothing`);
    out(
      `    rule ${label.padEnd(8)} ${took.toFixed(1).padStart(6)} s  ${r.entities} targets evaluated, ${r.planned} bids planned, ${r.applied} applied, ${r.skipped} skipped  (reply ${size(res.rawPayload.length)}: summary + first ${r.firstPage.rows.length} of ${r.firstPage.records} actions)`,
    );
    await runPages(app, headers, r);
  }
}

/** The rest of a run's actions, as the dry-run screen pages through them: the second, a middle and the last page of 20. */
async function runPages(app: FastifyInstance, headers: Record<string, string>, r: RunReplyBody): Promise<void> {
  const pages = [...new Set([2, Math.ceil(r.firstPage.total / 2), r.firstPage.total])].filter((p) => p > 1);
  const took: string[] = [];
  for (const p of pages) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url: `/api/advertising/rules/runs/actions?runId=${r.runId}&page=${p}&rows=20`, headers });
    if (res.statusCode !== 200) throw new Error(`run actions page ${p} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    took.push(`page ${p} ${(performance.now() - t0).toFixed(0)} ms (${size(res.rawPayload.length)})`);
  }
  if (took.length) out(`      its actions paged: ${took.join(", ")}`);
}

async function run(label: string, targets: number, url?: string): Promise<void> {
  const t0 = performance.now();
  const { database, config, dataDir } = await openDemoDatabase("entrepot-ads-bench-", url);
  let app: FastifyInstance | undefined;
  try {
    const t1 = performance.now();
    const f = await seedAds(database, targets);
    out(
      `${label}: ${f.targets} targets in ${f.campaigns} campaigns, ${f.dailyRows} target-days over ${DAYS} days (seeded in ${secs(t1).toFixed(0)} s; start-up ${((t1 - t0) / 1000).toFixed(0)} s)`,
    );
    app = await buildApp({ config, database });
    await app.ready();
    const l0 = performance.now();
    await campaignList(app, f, "seller_a");
    await campaignList(app, f, "adops");
    if (process.env.BENCH_ADS_EXPLAIN === "1") await explainList(database, app, f, "seller_a");
    const r0 = performance.now();
    await ruleRun(app, f);
    out(`    (lists ${(r0 - l0) / 1000 < 0 ? 0 : ((r0 - l0) / 1000).toFixed(0)} s, rules ${secs(r0).toFixed(0)} s)\n`);
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<void> {
  await onThrowawayPostgres(url, `entrepot_ads_bench_${process.pid}`, (u) => run("Advertising, PostgreSQL", TARGETS, u));
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!ONLY || ONLY === "pglite") await run("Advertising, embedded (PGlite)", PGLITE_TARGETS);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!ONLY || ONLY === "postgres") {
    if (pgUrl) await onPostgres(pgUrl);
    else out("Advertising, PostgreSQL: skipped (set BENCH_DATABASE_URL, or run: bash scripts/with-postgres.sh npm run bench)");
  }
  console.log(`ads bench done in ${secs(started).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
