import Decimal from "decimal.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisingPermissions } from "@entrepot/contracts";
import { engines, createTestApp, type Client, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories } from "../../../../test/factories.js";
import { finished, waitForTask } from "../../../../test/tasks-fixture.js";
import { readBook } from "../../../../test/xlsx-fixture.js";
import { addDays } from "../../../platform/clock.js";
import { inTransaction } from "../../../platform/db/database.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaignDaily, adCampaigns, adGroups, adProductAds, adReportDays, adTargetDaily, adTargets } from "../schema.js";
import { fetchAccountDay, loadAccount, loadSnapshot, marketplaceDay } from "./report-source.js";
import { simulateAccountDay } from "./sandbox-report.js";

const DAY = "2026-03-10";

// each test simulates and writes days through the real tables: slow on a loaded machine, not a timing assert
describe.each(engines)("advertising reports on %s", { timeout: 180_000 }, (engine) => {
  let t: TestApp;
  let f: Factories;
  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    // the seller role template gets the advertising permissions (the start-up data grants none yet)
    for (const code of Object.keys(advertisingPermissions))
      await t.database.query(
        `insert into role_permissions (role_id, permission) select id, $1 from roles where code = 'seller_admin' on conflict do nothing`,
        [code],
      );
  });
  afterAll(() => t?.close());

  /** A seller's ad account with one SP campaign (one group, two product ads, three keywords and an auto target). */
  async function adAccount(budget = "50.00", bid = "1.20") {
    const seller = await f.sellerWithAdmin();
    const store = await f.storeAccount(seller.client);
    const p1 = await f.product(seller.client, { declaredValue: "6.50" });
    const p2 = await f.product(seller.client, { declaredValue: "11.00" });
    const db = t.database.db;
    const ctx = await t.database.query(`select context_id from organizations where id = $1`, [seller.org.id]);
    const [profile] = await db
      .insert(storeAdsProfiles)
      .values({
        contextId: Number(ctx.rows[0]!.context_id),
        orgId: seller.org.id,
        storeAccountId: store.id,
        profileId: `P${seller.org.id}`,
        region: "NA",
        dailyBudgetCap: "500",
        currency: "USD",
      })
      .returning();
    const [c] = await db
      .insert(adCampaigns)
      .values({
        orgId: seller.org.id,
        adsProfileId: profile!.id,
        adType: "SP",
        name: "Kitchen exact",
        dailyBudget: budget,
        startDate: "2026-01-01",
      })
      .returning();
    const [g] = await db.insert(adGroups).values({ orgId: seller.org.id, campaignId: c!.id, name: "G1", defaultBid: bid }).returning();
    await db
      .insert(adProductAds)
      .values([p1, p2].map((p) => ({ orgId: seller.org.id, campaignId: c!.id, adGroupId: g!.id, productId: p.id, sku: String(p.sku) })));
    const targets = await db
      .insert(adTargets)
      .values([
        {
          orgId: seller.org.id,
          campaignId: c!.id,
          adGroupId: g!.id,
          kind: "keyword",
          matchType: "EXACT",
          expression: "silicone spatula",
          bid,
        },
        {
          orgId: seller.org.id,
          campaignId: c!.id,
          adGroupId: g!.id,
          kind: "keyword",
          matchType: "BROAD",
          expression: "kitchen tools",
          bid,
        },
        {
          orgId: seller.org.id,
          campaignId: c!.id,
          adGroupId: g!.id,
          kind: "keyword",
          matchType: "PHRASE",
          expression: "cooking spatula",
          bid,
        },
        { orgId: seller.org.id, campaignId: c!.id, adGroupId: g!.id, kind: "auto", matchType: "CLOSE_MATCH", expression: "", bid },
      ])
      .returning();
    return { seller, profile: profile!, campaign: c!, group: g!, targets, products: [p1, p2] };
  }

  const fetchDays = (profileId: number, from: string, n: number) =>
    inTransaction(t.database.db, async (tx) => {
      for (let i = 0; i < n; i++) await fetchAccountDay(tx, profileId, addDays(from, i));
    });

  const rowsOf = async (campaignId: number) =>
    t.database.db
      .select()
      .from(adTargetDaily)
      .where(eq(adTargetDaily.campaignId, campaignId))
      .orderBy(adTargetDaily.targetId, adTargetDaily.day);

  it("the same seed gives the same rows, and replaying a day replaces it", async () => {
    const a = await adAccount();
    await fetchDays(a.profile.id, DAY, 1);
    const first = await rowsOf(a.campaign.id);
    expect(first.length).toBeGreaterThan(0);
    await fetchDays(a.profile.id, DAY, 1);
    expect(await rowsOf(a.campaign.id)).toEqual(first);
    const days = await t.database.db.select().from(adReportDays).where(eq(adReportDays.adsProfileId, a.profile.id));
    expect(days.map((d) => d.day)).toEqual([DAY]);
    // pure: the same snapshot and day simulate to the same report
    const snap = await loadSnapshot(t.database.db, (await loadAccount(t.database.db, a.profile.id))!);
    expect(simulateAccountDay(snap, DAY)).toEqual(simulateAccountDay(snap, DAY));
  });

  it("a campaign's day is the exact sum of its targets' days, and its budget caps the spend", async () => {
    const a = await adAccount("5.00", "2.50");
    await fetchDays(a.profile.id, DAY, 4);
    const check = await t.database.query(
      `select c.day::text, c.spend::text as spend, c.budget_out_at_hour, coalesce(sum(t.spend), 0)::text as targets
         from ad_campaign_daily c left join ad_target_daily t on t.campaign_id = c.campaign_id and t.day = c.day
        where c.campaign_id = $1 group by c.day, c.spend, c.budget_out_at_hour order by c.day`,
      [a.campaign.id],
    );
    expect(check.rows).toHaveLength(4);
    for (const r of check.rows) {
      expect(new Decimal(String(r.spend)).eq(String(r.targets))).toBe(true);
      expect(new Decimal(String(r.spend)).lte("5.00")).toBe(true);
    }
    // a 5.00 budget against these bids runs out before the day ends on some day
    expect(check.rows.some((r) => r.budget_out_at_hour !== null)).toBe(true);
  });

  it("a higher bid wins more impressions, end to end", async () => {
    const low = await adAccount("1000", "0.30");
    await fetchDays(low.profile.id, DAY, 3);
    const high = await adAccount("1000", "3.00");
    // the same market: the second account's seed and texts equal the first's
    await t.database.db
      .update(storeAdsProfiles)
      .set({ profileId: `P${low.seller.org.id}` })
      .where(eq(storeAdsProfiles.id, high.profile.id));
    await fetchDays(high.profile.id, DAY, 3);
    const imps = async (campaignId: number) =>
      Number(
        (
          await t.database.db
            .select({ n: sql<string>`sum(${adCampaignDaily.impressions})` })
            .from(adCampaignDaily)
            .where(eq(adCampaignDaily.campaignId, campaignId))
        )[0]!.n,
      );
    expect(await imps(high.campaign.id)).toBeGreaterThan(await imps(low.campaign.id));
  });

  it("reports answer the account's figures, ad cost share sums to the spend exactly", async () => {
    const a = await adAccount("40.00", "1.10");
    await fetchDays(a.profile.id, DAY, 7);
    const to = addDays(DAY, 6);
    const q = `from=${DAY}&to=${to}`;
    const c: Client = a.seller.client;
    const [spendRow] = await t.database.db
      .select({ s: sql<string>`sum(${adCampaignDaily.spend})::text` })
      .from(adCampaignDaily)
      .where(eq(adCampaignDaily.campaignId, a.campaign.id));
    const spend = new Decimal(spendRow!.s);
    expect(spend.gt(0)).toBe(true);

    const dash = (await c.get(`/api/advertising/report/dashboard?${q}`)).json();
    expect(new Decimal(dash.totals.spend).eq(spend)).toBe(true);
    expect(dash.trend).toHaveLength(7);
    expect(new Decimal(dash.totals.totalSales).gte(dash.totals.sales)).toBe(true);
    const acos = new Decimal(dash.totals.spend).div(dash.totals.sales).mul(100).toFixed(4);
    expect(dash.totals.acos).toBe(acos);

    const share = (await c.get(`/api/advertising/report/ADCostShare?${q}`)).json();
    expect(share.bySku).toHaveLength(2);
    const allocated = share.bySku.reduce((s: Decimal, r: { allocatedSpend: string }) => s.plus(r.allocatedSpend), new Decimal(0));
    expect(allocated.eq(spend)).toBe(true);

    const summary = (await c.get(`/api/advertising/report/advertisingSummary?${q}`)).json();
    expect(summary.campaigns.map((r: { campaignId: number }) => r.campaignId)).toEqual([a.campaign.id]);
    const sheet = await c.get(`/api/advertising/report/advertisingSummary/export?${q}`);
    expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    const [rows] = Object.values(await readBook(sheet.rawPayload));
    // the header, then the one campaign with its exact spend (a number cell formatted as money)
    expect(rows).toHaveLength(2);
    expect(rows![1]).toContain("Kitchen exact");
    expect(new Decimal(String(rows![1]![rows![0]!.indexOf("花费")])).eq(spend)).toBe(true);
    const detail = (await c.get(`/api/advertising/report/campaign/daily?campaignId=${a.campaign.id}&${q}`)).json();
    expect(detail.days).toHaveLength(7);
    expect(new Decimal(detail.totals.spend).eq(spend)).toBe(true);

    const perSku = (await c.get(`/api/advertising/report/adSummary?${q}`)).json();
    expect(perSku.rows.map((r: { productId: number }) => r.productId).sort()).toEqual(a.products.map((p) => p.id).sort());
    const skuSheet = await c.get(`/api/advertising/report/adSummary/export?${q}`);
    const [skuRows] = Object.values(await readBook(skuSheet.rawPayload));
    expect(
      skuRows!
        .slice(1)
        .map((r) => r[skuRows![0]!.indexOf("SKU")])
        .sort(),
    ).toEqual(a.products.map((p) => String(p.sku)).sort());
    const hours = (await c.get(`/api/advertising/report/timeSharingData?${q}`)).json();
    expect(hours.cells).toHaveLength(168);
    expect(hours.cells.reduce((s: Decimal, r: { spend: string }) => s.plus(r.spend), new Decimal(0)).eq(spend)).toBe(true);
    const combo = (await c.get(`/api/advertising/report/combination?${q}`)).json();
    expect(combo.rows).toHaveLength(7);
    expect(combo.rows.every((r: { sb: { spend: string } }) => new Decimal(r.sb.spend).isZero())).toBe(true);

    const budget = (await c.get(`/api/advertising/report/budgetMonitoring/list?search[EQ_campaignId]=${a.campaign.id}&rows=50`)).json();
    expect(budget.records).toBe(7);
    expect(new Decimal(budget.summary.spend).eq(spend.toFixed(2))).toBe(true);
    const exp = await c.get(`/api/advertising/report/budgetMonitoring/export?search[EQ_campaignId]=${a.campaign.id}`);
    expect(exp.statusCode).toBe(200);
    expect(exp.headers["content-type"]).toContain("spreadsheet");
    const list = (await c.get(`/api/advertising/report/campaign/list`)).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([a.campaign.id]);
  });

  it("budget overview, time sharing of one campaign and the cost share per account agree with the rows", async () => {
    const a = await adAccount("5.00", "2.50");
    await fetchDays(a.profile.id, DAY, 5);
    const to = addDays(DAY, 4);
    const q = `from=${DAY}&to=${to}`;
    const c: Client = a.seller.client;
    const days = await t.database.query(
      `select spend::text as spend, daily_budget::text as budget, budget_out_at_hour as h from ad_campaign_daily where campaign_id = $1`,
      [a.campaign.id],
    );
    expect(days.rows).toHaveLength(5);
    const spend = days.rows.reduce((s, r) => s.plus(String(r.spend)), new Decimal(0));
    const capped = days.rows.filter((r) => r.h !== null);
    expect(capped.length).toBeGreaterThan(0);
    const hours = capped.reduce((s, r) => s + 23 - Number(r.h), 0);

    const budget = (await c.get(`/api/advertising/report/budgetMonitoring?${q}`)).json();
    expect(budget.currency).toBe("USD");
    expect(budget.totals).toMatchObject({
      campaigns: 1,
      cappedCampaigns: 1,
      campaignDays: 5,
      cappedDays: capped.length,
      hoursOutOfBudget: hours,
    });
    expect(budget.totals.spend).toBe(spend.toFixed(4));
    expect(budget.totals.dailyBudget).toBe("25.0000");
    expect(budget.totals.utilisation).toBe(spend.div(25).mul(100).toFixed(4, Decimal.ROUND_HALF_UP));
    expect(budget.trend).toHaveLength(5);
    expect(budget.topCapped).toEqual([
      expect.objectContaining({ campaignId: a.campaign.id, days: 5, cappedDays: capped.length, hoursOutOfBudget: hours }),
    ]);
    // the list's summed hours are the overview's
    const list = (await c.get(`/api/advertising/report/budgetMonitoring/list?search[BETWEEN_day]=${DAY},${to}&rows=50`)).json();
    expect(list.rows.reduce((s: number, r: { hoursOutOfBudget: number }) => s + r.hoursOutOfBudget, 0)).toBe(hours);

    const one = (await c.get(`/api/advertising/report/timeSharingData?${q}&campaignId=${a.campaign.id}`)).json();
    expect(one.currency).toBe("USD");
    expect(one.cells.reduce((s: Decimal, r: { spend: string }) => s.plus(r.spend), new Decimal(0)).eq(spend)).toBe(true);
    expect((await c.get(`/api/advertising/report/timeSharingData?${q}&campaignId=0`)).statusCode).toBe(400);

    const share = (await c.get(`/api/advertising/report/ADCostShare?${q}`)).json();
    expect(share.accounts).toEqual([
      expect.objectContaining({ adsProfileId: a.profile.id, currency: "USD", spend: spend.toFixed(4), unallocatedSpend: "0.0000" }),
    ]);
    expect(share.spend).toBe(spend.toFixed(4));
    expect(share.bySku.every((r: { currency: string }) => r.currency === "USD")).toBe(true);
    const lines = share.byProductLine.reduce((s: Decimal, r: { allocatedSpend: string }) => s.plus(r.allocatedSpend), new Decimal(0));
    expect(lines.eq(spend)).toBe(true);
    const sheet = await c.get(`/api/advertising/report/ADCostShare/export?${q}`);
    const [rows] = Object.values(await readBook(sheet.rawPayload));
    expect(rows).toHaveLength(1 + share.bySku.length);
    const col = rows![0]!.indexOf("分摊广告费");
    expect(
      rows!
        .slice(1)
        .reduce((s, r) => s.plus(String(r[col])), new Decimal(0))
        .eq(spend),
    ).toBe(true);

    // another seller: nothing of these, and seller A's campaign in its time sharing adds nothing
    const b = await f.sellerWithAdmin();
    const theirs = (await b.client.get(`/api/advertising/report/budgetMonitoring?${q}`)).json();
    expect(theirs.totals).toMatchObject({ campaigns: 0, campaignDays: 0, hoursOutOfBudget: 0 });
    expect(theirs.topCapped).toEqual([]);
    const peek = (await b.client.get(`/api/advertising/report/timeSharingData?${q}&campaignId=${a.campaign.id}`)).json();
    expect(peek.currency).toBeNull();
    expect(peek.cells.every((r: { impressions: number; spend: string }) => r.impressions === 0 && r.spend === "0.0000")).toBe(true);
    expect((await b.client.get(`/api/advertising/report/ADCostShare?${q}`)).json()).toMatchObject({ accounts: [], bySku: [], spend: null });
    expect((await b.client.get(`/api/advertising/report/budgetMonitoring/list`)).json().records).toBe(0);
    expect((await b.client.get(`/api/advertising/dsp/list`)).json().records).toBe(0);
  });

  it("another seller cannot read the reports nor sync the account (404)", async () => {
    const a = await adAccount();
    await fetchDays(a.profile.id, DAY, 2);
    const b = await f.sellerWithAdmin();
    const q = `from=${DAY}&to=${addDays(DAY, 1)}`;
    expect((await b.client.get(`/api/advertising/report/campaign/daily?campaignId=${a.campaign.id}&${q}`)).statusCode).toBe(404);
    expect((await b.client.post(`/api/advertising/account/sync`, { adsProfileId: a.profile.id })).statusCode).toBe(404);
    const dash = (await b.client.get(`/api/advertising/report/dashboard?${q}`)).json();
    expect(dash.totals.impressions).toBe(0);
    expect(dash.byAccount).toEqual([]);
    expect((await b.client.get(`/api/advertising/report/campaign/list`)).json().records).toBe(0);
  });

  it("the sync fetches the account's missing days up to the marketplace's yesterday", async () => {
    const a = await adAccount();
    // the marketplace's yesterday when the sync starts and when it has ended: a run may cross its midnight
    const yesterday = () => addDays(marketplaceDay("US", new Date()), -1);
    const before = yesterday();
    const res = await a.seller.client.post(`/api/advertising/account/sync`, { adsProfileId: a.profile.id });
    expect(res.statusCode).toBe(202);
    const task = await waitForTask(a.seller.client, res.json().taskId, finished, 60_000);
    expect(task.status).toBe("succeeded");
    const days = await t.database.db.select().from(adReportDays).where(eq(adReportDays.adsProfileId, a.profile.id));
    const last = days
      .map((d) => d.day)
      .sort()
      .at(-1);
    expect([before, yesterday()]).toContain(last);
  });

  it("the sync also fetches today so far: a campaign started today shows its hours up to now; today is fetched again later", async () => {
    const a = await adAccount("500.00", "3.00");
    const today = marketplaceDay("US", new Date());
    await t.database.db.update(adCampaigns).set({ startDate: today }).where(eq(adCampaigns.id, a.campaign.id));
    const res = await a.seller.client.post(`/api/advertising/account/sync`, { adsProfileId: a.profile.id });
    const task = await waitForTask(a.seller.client, res.json().taskId, finished, 60_000);
    expect(task.status).toBe("succeeded");
    const { today: day, throughHour } = (task.result ?? {}) as { today: string; throughHour: number };
    expect(day).toBe(today);
    // exactly what the sandbox gives for the hours so far
    const snap = await loadSnapshot(t.database.db, (await loadAccount(t.database.db, a.profile.id))!);
    const expected = simulateAccountDay(snap, today, throughHour).campaignDaily.find((c) => c.campaignId === a.campaign.id)!;
    expect(expected.impressions).toBeGreaterThan(0);
    const q = `campaignId=${a.campaign.id}&from=${today}&to=${today}`;
    const daily = (await a.seller.client.get(`/api/advertising/report/campaign/daily?${q}`)).json();
    expect(daily.days).toHaveLength(1);
    expect(daily.totals.impressions).toBe(expected.impressions);
    expect(new Decimal(daily.totals.spend).eq(expected.spend)).toBe(true);
    // not marked fetched: once over, the day is fetched whole
    const marked = await t.database.db.select().from(adReportDays).where(eq(adReportDays.adsProfileId, a.profile.id));
    expect(marked.map((d) => d.day)).not.toContain(today);
    // another seller's sync of this account: 404, nothing fetched for it
    const b = await f.sellerWithAdmin();
    expect((await b.client.post(`/api/advertising/account/sync`, { adsProfileId: a.profile.id })).statusCode).toBe(404);
    expect((await b.client.get(`/api/advertising/report/campaign/daily?${q}`)).statusCode).toBe(404);
  });
});
