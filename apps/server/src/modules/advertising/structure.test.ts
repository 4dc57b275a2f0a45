import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignDetail } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories } from "../../../test/factories.js";
import { auditLog } from "../../platform/identity/schema.js";
import { marketplaceDay } from "./reports/report-source.js";
import { adChanges, adReportDays, adSbCreatives, adTargets } from "./schema.js";

/** SB and SD campaigns, groups, product ads, targets and negatives, portfolios and the ad account list. */
describe.each(engines)("advertising structure on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let client: Client;
  let orgId: number;
  let profileId: number;
  let products: number[];
  let other: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    for (const code of ["advertising:account:read", "advertising:campaign:read", "advertising:campaign:manage"])
      await t.database.db.execute(sql`insert into role_permissions (role_id, permission)
        select id, ${code} from roles where code = 'seller_admin' on conflict do nothing`);
    const s = await f.sellerWithAdmin();
    client = s.client;
    orgId = s.org.id;
    const account = await f.storeAccount(client);
    const ads = await client.post("/api/v1/StoreAds/saveOne", {
      storeAccountId: account.id,
      profileId: "777001",
      region: "NA",
      dailyBudgetCap: "500",
      currency: "USD",
      authorisedUntil: "2020-01-01",
    });
    profileId = ads.json().id;
    products = [(await f.product(client)).id, (await f.product(client)).id, (await f.product(client)).id];
    const b = await f.sellerWithAdmin();
    other = (await f.product(b.client)).id;
  });
  afterAll(() => t?.close());

  const base = (over: Record<string, unknown>) => ({
    adsProfileId: profileId,
    name: `C ${Math.random().toString(36).slice(2, 8)}`,
    dailyBudget: "10",
    startDate: "2026-01-01",
    adGroup: { name: "G1", defaultBid: "1.00" },
    productIds: [products[0]],
    ...over,
  });

  it("the form pickers offer the account, its seller's own products (filtered by q) and nothing of another seller", async () => {
    const all = await client.get(`/api/advertising/campaign/pickers?adsProfileId=${profileId}`);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json() as { profiles: { id: number; currency: string }[]; products: { id: number; sku: string }[] };
    // the account's own calendar day, what a new campaign starts on (a US account: Los Angeles' day)
    expect(body.profiles).toContainEqual(
      expect.objectContaining({ id: profileId, currency: "USD", today: marketplaceDay("US", new Date()) }),
    );
    expect(body.products.map((p) => p.id)).toEqual(expect.arrayContaining(products));
    expect(body.products.map((p) => p.id)).not.toContain(other);
    const sku = body.products.find((p) => p.id === products[1])!.sku;
    const narrowed = await client.get(`/api/advertising/campaign/pickers?adsProfileId=${profileId}&q=${encodeURIComponent(sku)}`);
    expect((narrowed.json() as typeof body).products.map((p) => p.id)).toEqual([products[1]]);
    expect((await client.get("/api/advertising/campaign/pickers?adsProfileId=x")).statusCode).toBe(400);
  });

  it("an SB campaign carries its creative; without one, or with placements, it is refused", async () => {
    const creative = { brandName: "Acme", headline: "Cases that last", productIds: products.slice(0, 2), landingPageType: "productList" };
    expect((await client.post("/api/advertising/campaign/create", base({ adType: "SB" }))).statusCode).toBe(400);
    const placed = await client.post(
      "/api/advertising/campaign/create",
      base({ adType: "SB", creative, placements: { topOfSearch: 10, productPages: 0, restOfSearch: 0 } }),
    );
    expect(placed.statusCode).toBe(400);
    const foreign = await client.post(
      "/api/advertising/campaign/create",
      base({ adType: "SB", creative: { ...creative, productIds: [other] } }),
    );
    expect(foreign.json().details[0].path).toBe("body.creative.productIds.0");
    const r = await client.post(
      "/api/advertising/campaign/create",
      base({ adType: "SB", creative, targets: [{ kind: "keyword", matchType: "PHRASE", expression: "rugged case", bid: "1.20" }] }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json() as CampaignDetail;
    expect(d.creative).toMatchObject({
      brandName: "Acme",
      headline: "Cases that last",
      productIds: products.slice(0, 2),
      landingPageType: "productList",
    });
    const changed = await client.post("/api/advertising/campaign/creative", {
      ...creative,
      headline: "Even tougher",
      campaignId: d.campaign.id,
      version: d.creative!.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.database.db.select().from(adSbCreatives).where(eq(adSbCreatives.campaignId, d.campaign.id));
    expect(row!.headline).toBe("Even tougher");
    const settings = await t.database.db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.campaignId, d.campaign.id), eq(adChanges.lever, "settings")));
    expect(settings).toHaveLength(1);
  });

  it("an SD campaign takes its tactic's targets: audiences for audiences, not keywords", async () => {
    const kw = await client.post(
      "/api/advertising/campaign/create",
      base({ adType: "SD", sdTactic: "audiences", targets: [{ kind: "keyword", matchType: "EXACT", expression: "x" }] }),
    );
    expect(kw.statusCode).toBe(400);
    expect(kw.json().details[0].path).toBe("body.targets.0.kind");
    const r = await client.post(
      "/api/advertising/campaign/create",
      base({
        adType: "SD",
        sdTactic: "audiences",
        targets: [{ kind: "audience", matchType: "VIEWS", expression: "30", bid: "0.90" }],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().campaign).toMatchObject({ adType: "SD", sdTactic: "audiences", sdCostType: "cpc", targeting: "MANUAL" });
  });

  it("an SP auto campaign bids on auto-targeting groups; groups, ads, targets and negatives are added and changed by command", async () => {
    const r = await client.post(
      "/api/advertising/campaign/create",
      base({
        adType: "SP",
        targeting: "AUTO",
        targets: [
          { kind: "auto", matchType: "CLOSE_MATCH", bid: "0.55" },
          { kind: "auto", matchType: "COMPLEMENTS" },
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json() as CampaignDetail;
    const g = await client.post("/api/advertising/group/create", {
      campaignId: d.campaign.id,
      name: "G2",
      defaultBid: "0.40",
      productIds: [products[1]],
      targets: [{ kind: "auto", matchType: "LOOSE_MATCH" }],
    });
    expect(g.statusCode, g.body).toBe(200);
    expect(g.json()).toMatchObject({ name: "G2", defaultBid: "0.4000", ads: 1, targets: 1 });
    expect(
      (await client.post("/api/advertising/group/create", { campaignId: d.campaign.id, name: "g2", defaultBid: "0.40" })).statusCode,
    ).toBe(409);
    const renamed = await client.post("/api/advertising/group/update", {
      id: g.json().id,
      version: g.json().version,
      name: "G2 renamed",
      defaultBid: "0.45",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "G2 renamed", defaultBid: "0.4500" });
    const levers = await t.database.db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.level, "adGroup"), eq(adChanges.entityId, g.json().id)));
    expect(levers.map((c) => c.lever).sort()).toEqual(["bid", "create", "settings"]);
    expect((await client.post("/api/advertising/ad/add", { adGroupId: g.json().id, productIds: [other] })).statusCode).toBe(400);
    expect((await client.post("/api/advertising/ad/add", { adGroupId: g.json().id, productIds: [products[2]] })).statusCode).toBe(200);
    const neg = await client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      adGroupId: g.json().id,
      negatives: [{ kind: "product", matchType: "ASIN_SAME", expression: "B000TEST01" }],
    });
    expect(neg.statusCode, neg.body).toBe(200);
    const campaignNeg = await client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      negatives: [{ kind: "product", matchType: "ASIN_SAME", expression: "B000TEST01" }],
    });
    expect(campaignNeg.statusCode).toBe(400);
    const [target] = await t.database.db
      .select()
      .from(adTargets)
      .where(and(eq(adTargets.adGroupId, g.json().id), eq(adTargets.negative, false)));
    const bid = await client.post("/api/advertising/target/bid", { id: target!.id, version: target!.version, bid: "0.33" });
    expect(bid.json()).toEqual({ id: target!.id, bid: "0.3300" });
    const paused = await client.post("/api/advertising/target/pause", { id: target!.id, version: target!.version + 1 });
    expect(paused.statusCode, paused.body).toBe(200);
    const detail = (await client.get(`/api/advertising/group/detail?id=${g.json().id}`)).json();
    expect(detail.ads).toHaveLength(2);
    expect(detail.targets.map((x: { matchType: string; state: string; negative: boolean }) => [x.matchType, x.state, x.negative])).toEqual([
      ["LOOSE_MATCH", "PAUSED", false],
      ["ASIN_SAME", "ENABLED", true],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.command, "pauseTarget"), eq(auditLog.entityId, String(target!.id))));
    expect(audit).toHaveLength(1);
  });

  it("portfolios: names unique per account, campaigns grouped under them; the account list shows authorisation, counts and the last report day", async () => {
    const p = await client.post("/api/advertising/portfolio/save", { adsProfileId: profileId, name: "Brand A", budgetCap: "300" });
    expect(p.statusCode, p.body).toBe(200);
    expect((await client.post("/api/advertising/portfolio/save", { adsProfileId: profileId, name: "brand a" })).statusCode).toBe(409);
    const c = await client.post("/api/advertising/campaign/create", base({ adType: "SP", portfolioId: p.json().id }));
    expect(c.json().campaign.portfolioName).toBe("Brand A");
    await t.database.db.insert(adReportDays).values({ adsProfileId: profileId, day: "2026-03-01", orgId });
    const accounts = (await client.get("/api/advertising/account/list")).json();
    expect(accounts.rows).toHaveLength(1);
    expect(accounts.rows[0]).toMatchObject({ id: profileId, authorisation: "expired", currency: "USD", lastReportDay: "2026-03-01" });
    expect(accounts.rows[0].spCampaigns).toBeGreaterThanOrEqual(2);
    expect(accounts.rows[0].sbCampaigns).toBe(1);
    expect(accounts.rows[0].sdCampaigns).toBe(1);
  });
});
