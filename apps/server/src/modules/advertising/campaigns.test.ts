import Decimal from "decimal.js";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignDetail } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories } from "../../../test/factories.js";
import { openSecrets } from "../../platform/crypto/secrets.js";
import { deliverOutbox } from "../../platform/documents/outbox.js";
import { outboxEvents } from "../../platform/documents/schema.js";
import { machineTable } from "../../platform/documents/machines.table.js";
import { auditLog } from "../../platform/identity/schema.js";
import { failPushes, resetSandboxFailures } from "./adapter/sandbox-adapter.js";
import { adStateMachines } from "./domain/campaign.machine.js";
import { adCampaignDaily, adCampaigns, adChanges, adTargets } from "./schema.js";

describe("the advertising state machine", () => {
  machineTable(adStateMachines.campaign, {
    enable: { from: ["PAUSED"], to: "ENABLED", action: 200 },
    pause: { from: ["ENABLED"], to: "PAUSED", action: 200 },
    archive: { from: ["ENABLED", "PAUSED"], to: "ARCHIVED", action: 400 },
  });
});

describe.each(engines)("advertising campaigns on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  interface Seller {
    client: Client;
    orgId: number;
    profileId: number;
    products: number[];
  }
  let a: Seller;
  let b: Seller;

  const deliver = () => deliverOutbox(t.database.db, t.app.log, { limit: 1000, secrets: openSecrets(t.config) });

  async function seller(currency = "USD"): Promise<Seller> {
    const s = await f.sellerWithAdsAccount(currency);
    const products = [(await f.product(s.client)).id, (await f.product(s.client)).id];
    return { client: s.client, orgId: s.org.id, profileId: s.profileId, products };
  }

  const spBody = (s: Seller, over: Record<string, unknown> = {}) => ({
    adsProfileId: s.profileId,
    adType: "SP",
    name: `Camp ${Math.random().toString(36).slice(2, 8)}`,
    targeting: "MANUAL",
    dailyBudget: "25.50",
    startDate: "2026-01-01",
    biddingStrategy: "down",
    placements: { topOfSearch: 50, productPages: 0, restOfSearch: 900 },
    adGroup: { name: "Group 1", defaultBid: "0.75" },
    productIds: s.products,
    targets: [
      { kind: "keyword", matchType: "EXACT", expression: "phone case", bid: "0.07" },
      { kind: "keyword", matchType: "BROAD", expression: "case" },
    ],
    negatives: [{ kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "free" }],
    ...over,
  });
  const create = async (s: Seller, over: Record<string, unknown> = {}) => {
    const r = await s.client.post("/api/advertising/campaign/create", spBody(s, over));
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as CampaignDetail;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    // the seller administrator's role template gets the ad staff's permissions (the demo data grants them in its own seed)
    for (const code of ["advertising:account:read", "advertising:campaign:read", "advertising:campaign:manage"])
      await t.database.db.execute(sql`insert into role_permissions (role_id, permission)
        select id, ${code} from roles where code = 'seller_admin' on conflict do nothing`);
    a = await seller();
    b = await seller();
  });
  afterAll(async () => {
    resetSandboxFailures();
    await t?.close();
  });

  it("creates an SP campaign in one command: audit row, a history row and an outbox row per entity, then pushed and synced", async () => {
    const d = await create(a);
    expect(d.campaign).toMatchObject({
      adType: "SP",
      state: "ENABLED",
      dailyBudget: "25.5000",
      topOfSearchPercent: 50,
      restOfSearchPercent: 900,
      pushStatus: "pending",
    });
    expect(d.groups).toHaveLength(1);
    expect(d.negatives.map((n) => n.expression)).toEqual(["free"]);
    const db = t.database.db;
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.command, "createCampaign"), eq(auditLog.entityId, String(d.campaign.id))));
    expect(audit).toHaveLength(1);
    const changes = await db.select().from(adChanges).where(eq(adChanges.campaignId, d.campaign.id));
    // campaign + group + 2 product ads + 2 keywords + 1 negative
    expect(changes.map((c) => `${c.level}:${c.lever}`).sort()).toEqual(
      [
        "adGroup:create",
        "campaign:create",
        "productAd:create",
        "productAd:create",
        "target:create",
        "target:create",
        "target:negative",
      ].sort(),
    );
    const outbox = await db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'changeId' in ${changes.map((c) => String(c.id))}`);
    expect(outbox).toHaveLength(changes.length);
    // a target's bid stays what was typed: 0.07, not rounded and not a float
    const [kw] = await db
      .select()
      .from(adTargets)
      .where(and(eq(adTargets.campaignId, d.campaign.id), eq(adTargets.expression, "phone case")));
    expect(new Decimal(kw!.bid!).eq("0.07")).toBe(true);
    expect(kw!.bid).toBe("0.0700");

    await deliver();
    const after = await db.select().from(adChanges).where(eq(adChanges.campaignId, d.campaign.id));
    expect(
      after.map((c) => c.pushStatus),
      JSON.stringify(after.map((c) => [c.level, c.lever, c.pushError])),
    ).toEqual(after.map(() => "synced"));
    const detail = (await a.client.get(`/api/advertising/campaign/detail?id=${d.campaign.id}`)).json() as CampaignDetail;
    expect(detail.campaign.pushStatus).toBe("synced");
    expect(detail.campaign.amazonId).toMatch(/^\d+$/);
    expect(detail.groups[0]!.pushStatus).toBe("synced");
  });

  it("a failed push shows on the change and the campaign with Amazon's message, is retried by the outbox, then synced", async () => {
    const d = await create(a);
    await deliver();
    failPushes({ times: 1, message: "Amazon Ads: 429 too many requests", level: "campaign" });
    const r = await a.client.request({
      method: "POST",
      url: "/api/advertising/campaign/update",
      payload: { id: d.campaign.id, version: d.campaign.version, dailyBudget: "40" },
      headers: { "idempotency-key": `budget-${d.campaign.id}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().campaign.dailyBudget).toBe("40.0000");
    await deliver();
    const db = t.database.db;
    const [change] = await db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.campaignId, d.campaign.id), eq(adChanges.lever, "budget")));
    expect(change).toMatchObject({ pushStatus: "failed", pushError: "Amazon Ads: 429 too many requests", pushAttempts: 1 });
    const failed = (await a.client.get(`/api/advertising/campaign/detail?id=${d.campaign.id}`)).json() as CampaignDetail;
    expect(failed.campaign).toMatchObject({ pushStatus: "failed", pushError: "Amazon Ads: 429 too many requests" });
    const history = (
      await a.client.get(`/api/advertising/change/list?search[EQ_campaignId]=${d.campaign.id}&search[EQ_lever]=budget`)
    ).json();
    expect(history.rows).toMatchObject([
      { pushStatus: "failed", pushError: "Amazon Ads: 429 too many requests", before: { budget: "25.5000" }, after: { budget: "40.0000" } },
    ]);
    // the outbox keeps it due again after its backoff; bring that moment forward
    const [row] = await db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'changeId' = ${String(change!.id)}`);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    await db
      .update(outboxEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxEvents.id, row!.id));
    await deliver();
    const [retried] = await db.select().from(adChanges).where(eq(adChanges.id, change!.id));
    expect(retried).toMatchObject({ pushStatus: "synced", pushError: null, pushAttempts: 2 });
    const [campaign] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, d.campaign.id));
    expect(campaign).toMatchObject({ pushStatus: "synced", pushError: null });
    // the same Idempotency-Key again: the stored answer, no second change
    const again = await a.client.request({
      method: "POST",
      url: "/api/advertising/campaign/update",
      payload: { id: d.campaign.id, version: d.campaign.version, dailyBudget: "40" },
      headers: { "idempotency-key": `budget-${d.campaign.id}` },
    });
    expect(again.statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(adChanges)
        .where(and(eq(adChanges.campaignId, d.campaign.id), eq(adChanges.lever, "budget"))),
    ).toHaveLength(1);
  });

  it("money is exact and within the marketplace's bounds: decimals refused, not rounded; floors per currency", async () => {
    const bad = await a.client.post("/api/advertising/campaign/create", spBody(a, { dailyBudget: "12.345" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("body.dailyBudget");
    expect((await a.client.post("/api/advertising/campaign/create", spBody(a, { dailyBudget: "0.99" }))).statusCode).toBe(400);
    const lowBid = await a.client.post(
      "/api/advertising/campaign/create",
      spBody(a, { targets: [{ kind: "keyword", matchType: "EXACT", expression: "x", bid: "0.01" }] }),
    );
    expect(lowBid.statusCode).toBe(400);
    expect(lowBid.json().details[0].path).toBe("body.targets.0.bid");
    const jp = await seller("JPY");
    expect((await jp.client.post("/api/advertising/campaign/create", spBody(jp, { dailyBudget: "99" }))).statusCode).toBe(400);
    expect(
      (
        await jp.client.post(
          "/api/advertising/campaign/create",
          spBody(jp, { dailyBudget: "100", adGroup: { name: "G", defaultBid: "2.5" } }),
        )
      ).statusCode,
    ).toBe(400);
    const ok = await create(jp, { dailyBudget: "100", adGroup: { name: "G", defaultBid: "2" }, targets: [], negatives: [] });
    expect(ok.campaign).toMatchObject({ currency: "JPY", dailyBudget: "100.0000" });
    // a bulk change by % rounds half-up to the currency's decimals and keeps within max
    const d = await create(a);
    const targets = (
      await a.client.get(`/api/advertising/target/list?search[EQ_campaignId]=${d.campaign.id}&search[EQ_negative]=false&sidx=expression`)
    ).json().rows;
    const bulk = await a.client.post("/api/advertising/target/bids", {
      ids: targets.map((x: { id: number }) => x.id),
      mode: "percent",
      percent: 15,
      maxBid: "0.80",
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    // "case" bids the group's 0.75 → 0.8625 → kept at max 0.80; "phone case" 0.07 → 0.0805 → 0.08
    expect(
      Object.fromEntries(
        bulk
          .json()
          .rows.map((r: { id: number; after: string }) => [targets.find((x: { id: number }) => x.id === r.id).expression, r.after]),
      ),
    ).toEqual({
      case: "0.8000",
      "phone case": "0.0800",
    });
  });

  it("refuses what is not the seller's or clashes: another org's product, a taken name (409), a stale version (409), archived is final", async () => {
    const foreign = await a.client.post("/api/advertising/campaign/create", spBody(a, { productIds: [b.products[0]] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe("body.productIds.0");
    const d = await create(a);
    const dup = await a.client.post("/api/advertising/campaign/create", spBody(a, { name: d.campaign.name.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain(d.campaign.name.toUpperCase());
    const paused = await a.client.post("/api/advertising/campaign/pause", { id: d.campaign.id, version: d.campaign.version });
    expect(paused.statusCode, paused.body).toBe(200);
    const stale = await a.client.post("/api/advertising/campaign/update", {
      id: d.campaign.id,
      version: d.campaign.version,
      name: "Renamed",
    });
    expect(stale.statusCode).toBe(409);
    const archived = await a.client.post("/api/advertising/campaign/archive", { id: d.campaign.id, version: paused.json().version });
    expect(archived.json().state).toBe("ARCHIVED");
    expect(
      (await a.client.post("/api/advertising/campaign/enable", { id: d.campaign.id, version: archived.json().version })).statusCode,
    ).toBe(409);
    const states = await t.database.db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.campaignId, d.campaign.id), eq(adChanges.lever, "state")));
    expect(states.map((s) => s.after)).toEqual([{ state: "PAUSED" }, { state: "ARCHIVED" }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(d.campaign.id)), inArray(auditLog.command, ["pauseCampaign", "archiveCampaign"])));
    expect(audits.map((x) => x.action).sort()).toEqual([200, 400]);
  });

  it("isolation: seller B neither sees nor changes seller A's accounts, campaigns, groups and targets (404, nothing changed)", async () => {
    const d = await create(a);
    const group = d.groups[0]!;
    const targets = (await a.client.get(`/api/advertising/target/list?search[EQ_adGroupId]=${group.id}`)).json().rows;
    expect(targets.length).toBeGreaterThan(0);
    expect((await b.client.get(`/api/advertising/campaign/detail?id=${d.campaign.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/advertising/group/detail?id=${group.id}`)).statusCode).toBe(404);
    const bAccounts = (await b.client.get("/api/advertising/account/list")).json();
    expect(bAccounts.rows.map((r: { id: number }) => r.id)).toEqual([b.profileId]);
    const bCampaigns = (await b.client.get(`/api/advertising/campaign/list?rows=1000`)).json();
    expect(bCampaigns.rows.some((r: { id: number }) => r.id === d.campaign.id)).toBe(false);
    const calls: [string, unknown][] = [
      ["/api/advertising/campaign/update", { id: d.campaign.id, version: d.campaign.version, dailyBudget: "99" }],
      ["/api/advertising/campaign/pause", { id: d.campaign.id, version: d.campaign.version }],
      ["/api/advertising/group/update", { id: group.id, version: group.version, defaultBid: "3" }],
      ["/api/advertising/group/pause", { id: group.id, version: group.version }],
      ["/api/advertising/target/bid", { id: targets[0].id, version: targets[0].version, bid: "5" }],
      ["/api/advertising/target/bids", { ids: [targets[0].id], mode: "set", bid: "5" }],
      [
        "/api/advertising/target/add",
        { adGroupId: group.id, targets: [{ kind: "keyword", matchType: "EXACT", expression: "intruder", bid: "1" }] },
      ],
      ["/api/advertising/ad/add", { adGroupId: group.id, productIds: b.products }],
      ["/api/advertising/campaign/create", spBody(b, { adsProfileId: a.profileId, productIds: b.products })],
    ];
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adChanges)
      .where(eq(adChanges.orgId, a.orgId));
    for (const [url, body] of calls) expect((await b.client.post(url, body)).statusCode, url).toBe(404);
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adChanges)
      .where(eq(adChanges.orgId, a.orgId));
    expect(after[0]!.n).toBe(before[0]!.n);
    const still = (await a.client.get(`/api/advertising/campaign/detail?id=${d.campaign.id}`)).json() as CampaignDetail;
    expect(still.campaign).toMatchObject({ dailyBudget: "25.5000", state: "ENABLED", version: d.campaign.version });
  });

  it("lists campaigns with exact 30-day totals from the daily rows and ad groups, targets with their own", async () => {
    const d = await create(a);
    const db = t.database.db;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const base = { campaignId: d.campaign.id, orgId: a.orgId, adsProfileId: a.profileId, dailyBudget: "25.5" };
    await db.insert(adCampaignDaily).values([
      { ...base, day: day(1), impressions: 1000, clicks: 30, spend: "10.10", orders: 3, units: 3, sales: "60.30" },
      { ...base, day: day(2), impressions: 500, clicks: 10, spend: "0.20", orders: 0, units: 0, sales: "0" },
      // outside the 30-day window: not counted
      { ...base, day: day(40), impressions: 9999, clicks: 999, spend: "999", orders: 9, units: 9, sales: "999" },
    ] as never);
    const list = (
      await a.client.get(`/api/advertising/campaign/list?search[EQ_adType]=SP&search[EQ_name]=${encodeURIComponent(d.campaign.name)}`)
    ).json();
    expect(list.rows).toHaveLength(1);
    // spend 10.30 / sales 60.30 = 17.08 %; CTR 40/1500 = 2.67 %; CPC 10.30/40 = 0.26 (0.2575 half-up); ROAS 5.85
    expect(list.rows[0]).toMatchObject({
      impressions: 1500,
      clicks: 40,
      spend: "10.3000",
      orders: 3,
      sales: "60.3000",
      ctr: "2.67",
      cpc: "0.26",
      acos: "17.08",
      roas: "5.85",
    });
    const xlsx = await a.client.get(`/api/advertising/campaign/export?search[EQ_adType]=SP`);
    expect(xlsx.statusCode).toBe(200);
    const groups = (await a.client.get(`/api/advertising/group/list?search[EQ_campaignId]=${d.campaign.id}`)).json();
    expect(groups.rows).toMatchObject([{ name: "Group 1", ads: 2, targets: 2, impressions: 0, acos: null }]);
    const ads = (await a.client.get(`/api/advertising/ad/list?search[EQ_adGroupId]=${d.groups[0]!.id}`)).json();
    expect(ads.records).toBe(2);
  });

  it("the list's period: the last 7 to 90 days or a date range, each request its own figures (the kept query binds them); bad periods 400", async () => {
    const d = await create(a);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const base = { campaignId: d.campaign.id, orgId: a.orgId, adsProfileId: a.profileId, dailyBudget: "25.5" };
    const row = (n: number, spend: string, clicks: number) => ({
      ...base,
      day: day(n),
      impressions: 100,
      clicks,
      spend,
      orders: 0,
      units: 0,
      sales: "0",
    });
    await t.database.db
      .insert(adCampaignDaily)
      .values([row(1, "1.01", 1), row(10, "10.10", 2), row(40, "40.40", 4), row(75, "75.75", 8)] as never);
    const spendOf = async (period: string) => {
      const res = await a.client.get(`/api/advertising/campaign/list?search[EQ_name]=${encodeURIComponent(d.campaign.name)}${period}`);
      expect(res.statusCode, res.body).toBe(200);
      return [res.json().rows[0].spend, res.json().rows[0].clicks];
    };
    // the same list shape again and again: the figures follow each request's period
    expect(await spendOf("&days=7")).toEqual(["1.0100", 1]);
    expect(await spendOf("&days=90")).toEqual(["127.2600", 15]);
    expect(await spendOf("&days=7")).toEqual(["1.0100", 1]);
    expect(await spendOf("&days=14")).toEqual(["11.1100", 3]);
    expect(await spendOf("")).toEqual(["11.1100", 3]);
    expect(await spendOf("&days=60")).toEqual(["51.5100", 7]);
    expect(await spendOf(`&from=${day(45)}&to=${day(35)}`)).toEqual(["40.4000", 4]);
    expect(await spendOf(`&from=${day(80)}&to=${day(5)}&days=7`)).toEqual(["126.2500", 14]);
    // the list sorts by the period's spend as a number: 127.26 before 9.00 (as text, "9.00" came first)
    const nine = await create(a);
    await t.database.db.insert(adCampaignDaily).values([{ ...row(3, "9.00", 1), campaignId: nine.campaign.id }] as never);
    const sorted = (await a.client.get(`/api/advertising/campaign/list?days=90&sidx=spend&sord=desc&rows=1000`)).json() as {
      rows: { id: number; spend: string }[];
    };
    const spends = sorted.rows.map((r) => Number(r.spend));
    expect(spends).toEqual([...spends].sort((x, y) => y - x));
    expect(sorted.rows.find((r) => r.id === d.campaign.id)?.spend).toBe("127.2600");
    const ids = sorted.rows.map((r) => r.id);
    expect(ids.indexOf(d.campaign.id)).toBeLessThan(ids.indexOf(nine.campaign.id));
    expect(sorted.rows.find((r) => r.id === nine.campaign.id)?.spend).toBe("9.0000");
    for (const bad of ["days=10", "days=x", `from=${day(3)}`, `from=${day(1)}&to=${day(3)}`, `from=2024-01-01&to=2025-06-01`]) {
      const res = await a.client.get(`/api/advertising/campaign/list?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    const xlsx = await a.client.get(`/api/advertising/campaign/export?days=7&search[EQ_name]=${encodeURIComponent(d.campaign.name)}`);
    expect(xlsx.statusCode).toBe(200);
  });
});
