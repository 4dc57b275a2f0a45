import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, bothEngines, type TestApp } from "../../test/harness.js";

/**
 * The demo's month of history (the test database holds the demo data): documents at their own dates,
 * a ledger that checks, daily snapshots that never go negative, and ages spread over the buckets.
 */
describe.each(bothEngines)("the demo's month of history on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    operator = await t.login("operator");
  });
  afterAll(() => t?.close());

  it("the ledger checks: every balance and lot equals its movements", async () => {
    const verify = (await operator.get("/api/inventory/ledger/verify")).json();
    expect(verify.balances).toBeGreaterThan(50);
    expect(verify).toMatchObject({ mismatches: 0, examples: [] });
  });

  it("the movements and the shipped orders spread over the month, the opening stock 45 days back", async () => {
    const [m] = await q(`select count(distinct (created_at at time zone 'UTC')::date)::int as days,
      min(created_at) < now() - interval '44 days' as opening from stock_movements`);
    expect(m).toMatchObject({ opening: true });
    expect(Number(m!.days)).toBeGreaterThanOrEqual(28);
    const [o] = await q(`select count(distinct (shipped_at at time zone 'UTC')::date)::int as days, count(*)::int as n
      from b2c_orders where status = 'shipped'`);
    const dist = await q(
      `select (shipped_at at time zone 'UTC')::date::text as d, (created_at at time zone 'UTC')::date::text as c, count(*)::int as n from b2c_orders where status = 'shipped' group by 1, 2 order by 1`,
    );
    expect(Number(o!.days), JSON.stringify(dist)).toBeGreaterThanOrEqual(25);
    expect(Number(o!.n)).toBeGreaterThanOrEqual(60);
    // each order's steps in order: made, then shipped later
    const [bad] = await q(`select count(*)::int as n from b2c_orders where shipped_at is not null and shipped_at <= created_at`);
    expect(Number(bad!.n)).toBe(0);
  });

  it("every warehouse holding stock has 30 final daily snapshots, none negative, stock rising to today", async () => {
    const runs = await q(`select w.code, count(*)::int as days from stock_snapshot_runs r join warehouses w on w.id = r.warehouse_id
      where r.snapshot_date >= current_date - 31 group by w.code order by w.code`);
    const lax = runs.find((r) => r.code === "USLAX1");
    expect(Number(lax?.days)).toBeGreaterThanOrEqual(30);
    const [neg] = await q(`select count(*)::int as n from stock_snapshots
      where least(in_transit, pending_putaway, on_hand, reserved, frozen, age_0_30, age_31_60, age_61_90, age_91_180, age_181_365, age_over_365) < 0`);
    expect(Number(neg!.n)).toBe(0);
    // a day before the opening stock holds nothing; the snapshots of the month differ from day to day
    const perDay =
      await q(`select snapshot_date::text as day, sum(on_hand)::int as units from stock_snapshots s join warehouses w on w.id = s.warehouse_id
      where w.code = 'USLAX1' group by snapshot_date order by snapshot_date`);
    expect(perDay.length).toBeGreaterThanOrEqual(30);
    expect(new Set(perDay.map((d) => d.units)).size).toBeGreaterThan(10);
    // the lots' ages fill every bucket of today's snapshot
    const [ages] = await q(`select sum(age_0_30)::int as a0, sum(age_31_60)::int as a1, sum(age_61_90)::int as a2,
      sum(age_91_180)::int as a3, sum(age_181_365)::int as a4, sum(age_over_365)::int as a5
      from stock_snapshots where snapshot_date = (select max(snapshot_date) from stock_snapshots)`);
    for (const bucket of Object.values(ages!)) expect(Number(bucket)).toBeGreaterThan(0);
  });
  it("every demo B2C order comes from a store of its own seller; the returns from orders show store and marketplace", async () => {
    const [o] = await q(`select count(*)::int as n, count(o.store_account_id)::int as stored,
      count(*) filter (where s.org_id <> o.org_id)::int as foreign_store from b2c_orders o left join store_accounts s on s.id = o.store_account_id`);
    expect(Number(o!.n)).toBeGreaterThan(0);
    expect(o).toMatchObject({ stored: o!.n, foreign_store: 0 });
    const sellerA = await t.login("seller_a");
    const plans = (await sellerA.get("/api/returns/plan/list?rows=100&search[EQ_fromOrder]=true")).json().rows as Record<string, unknown>[];
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) expect(p).toMatchObject({ storeTitle: expect.stringMatching(/^SA-/), marketplace: expect.any(String) });
    const info = (await sellerA.get("/api/returns/information/list?rows=100")).json().rows as Record<string, unknown>[];
    expect(info.some((r) => r.orderNo && typeof r.storeTitle === "string" && r.storeTitle.startsWith("SA-"))).toBe(true);
  });
});
