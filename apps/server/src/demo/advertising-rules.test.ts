import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../test/harness.js";

/** The demo's automation (the test database holds the demo data): rules and a tactic per seller, switched on, with run history. */
describe.each(engines)("the demo's ad rules and tactics on %s", (engine) => {
  let t: TestApp;
  let adops: Client;
  const q = async (text: string) => (await t.database.query(text, [])).rows as Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    adops = await t.login("adops");
  });
  afterAll(() => t?.close());

  it("robotization lists each seller's four rules, switched on, each run once by the schedule", async () => {
    const list = (await adops.get("/api/advertising/rules/list?rows=100")).json() as {
      records: number;
      rows: { name: string; orgCode: string; enabled: boolean; lastRunAt: string | null }[];
    };
    expect(list.records).toBe(8);
    expect(new Set(list.rows.map((r) => r.orgCode))).toEqual(new Set(["SLA", "SLB"]));
    expect(list.rows.filter((r) => r.enabled && r.lastRunAt !== null)).toHaveLength(8);
    expect(list.rows.map((r) => r.name)).toContain("高 ACoS 降低竞价 High ACoS: lower bids");
    const runs = await q(`select count(*)::int as n from ad_rule_runs where rule_id is not null and not dry_run and trigger = 'schedule'`);
    expect(Number(runs[0]!.n)).toBe(8);
  });

  it("the runs changed real bids, budgets or states (logged with their change, undoable) and skipped what they should not touch", async () => {
    const [applied] = await q(`select count(*)::int as n, count(change_id)::int as changed from ad_rule_actions where status = 'applied'`);
    expect(Number(applied!.n)).toBeGreaterThan(0);
    expect(Number(applied!.changed)).toBe(Number(applied!.n));
    const log = (await adops.get("/api/advertising/rules/actions/list?rows=5")).json() as { records: number };
    expect(log.records).toBeGreaterThan(0);
  });

  it("tactics lists one tactic per seller, bundling two rules over SP campaigns, run once for real and once dry", async () => {
    const list = (await adops.get("/api/advertising/tactics/list?rows=100")).json() as {
      records: number;
      rows: { ruleIds: number[]; campaignIds: number[]; enabled: boolean }[];
    };
    expect(list.records).toBe(2);
    for (const tactic of list.rows) {
      expect(tactic).toMatchObject({ enabled: true, ruleIds: [expect.any(Number), expect.any(Number)] });
      expect(tactic.campaignIds.length).toBeGreaterThan(0);
    }
    const runs = await q(
      `select dry_run, count(*)::int as n from ad_rule_runs where tactic_id is not null group by dry_run order by dry_run`,
    );
    expect(runs.map((r) => [r.dry_run, Number(r.n)])).toEqual([
      [false, 2],
      [true, 2],
    ]);
  });
});
