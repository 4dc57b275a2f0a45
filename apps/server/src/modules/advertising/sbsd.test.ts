import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdCategoryTree, CampaignDetail } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories } from "../../../test/factories.js";
import { adTargets } from "./schema.js";

/** Sponsored Brands negatives, Sponsored Display audiences (remarketing, interests, lookalikes) and the category tree they pick from. */
describe.each(engines)("SB negatives, SD audiences and categories on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let a: { client: Client; profileId: number; products: number[] };
  let b: { client: Client; profileId: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const s = await f.sellerWithAdsAccount();
    a = { client: s.client, profileId: s.profileId, products: [(await f.product(s.client)).id, (await f.product(s.client)).id] };
    const other = await f.sellerWithAdsAccount();
    b = { client: other.client, profileId: other.profileId };
  });
  afterAll(() => t?.close());

  const create = (over: Record<string, unknown>) =>
    a.client.post("/api/advertising/campaign/create", {
      adsProfileId: a.profileId,
      name: `C ${Math.random().toString(36).slice(2, 8)}`,
      dailyBudget: "10",
      startDate: "2026-01-01",
      adGroup: { name: "G1", defaultBid: "1.00" },
      productIds: [a.products[0]],
      ...over,
    });
  const negativesOf = async (campaignId: number) =>
    (
      await t.database.db
        .select()
        .from(adTargets)
        .where(and(eq(adTargets.campaignId, campaignId), eq(adTargets.negative, true)))
    )
      .map((n) => [n.adGroupId === null ? "campaign" : "group", n.kind, n.matchType, n.expression])
      .sort();

  it("an SB campaign takes negative keywords at creation and later, and negative products in its groups", async () => {
    const creative = { brandName: "Acme", headline: "Cases that last", productIds: [a.products[0]], landingPageType: "productList" };
    const r = await create({
      adType: "SB",
      creative,
      targets: [{ kind: "keyword", matchType: "PHRASE", expression: "rugged case", bid: "1.20" }],
      negatives: [{ kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "cheap case" }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json() as CampaignDetail;
    expect(d.negatives.map((n) => [n.matchType, n.expression])).toEqual([["NEGATIVE_EXACT", "cheap case"]]);
    const groupId = d.groups[0]!.id;
    const added = await a.client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      adGroupId: groupId,
      negatives: [
        { kind: "keyword", matchType: "NEGATIVE_PHRASE", expression: "used" },
        { kind: "product", matchType: "ASIN_SAME", expression: "B000RIVAL1" },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().ids).toHaveLength(2);
    expect(await negativesOf(d.campaign.id)).toEqual([
      ["campaign", "keyword", "NEGATIVE_EXACT", "cheap case"],
      ["group", "keyword", "NEGATIVE_PHRASE", "used"],
      ["group", "product", "ASIN_SAME", "B000RIVAL1"],
    ]);
    // the same negative twice is a 409; another seller's campaign a 404, nothing added
    const again = await a.client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      adGroupId: groupId,
      negatives: [{ kind: "product", matchType: "ASIN_SAME", expression: "B000RIVAL1" }],
    });
    expect(again.statusCode).toBe(409);
    const foreign = await b.client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      negatives: [{ kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "x" }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await negativesOf(d.campaign.id)).toHaveLength(3);
  });

  it("an SD campaign refuses negative keywords but takes negative products in a group", async () => {
    const r = await create({
      adType: "SD",
      sdTactic: "contextual",
      targets: [{ kind: "product", matchType: "ASIN_SAME", expression: "B000TARGET" }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json() as CampaignDetail;
    const kw = await a.client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      adGroupId: d.groups[0]!.id,
      negatives: [{ kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "cheap" }],
    });
    expect(kw.statusCode).toBe(400);
    expect(kw.json().details[0].path).toBe("body.negatives.0.kind");
    const asin = await a.client.post("/api/advertising/target/negatives", {
      campaignId: d.campaign.id,
      adGroupId: d.groups[0]!.id,
      negatives: [{ kind: "product", matchType: "ASIN_SAME", expression: "B000RIVAL2" }],
    });
    expect(asin.statusCode, asin.body).toBe(200);
    expect(await negativesOf(d.campaign.id)).toEqual([["group", "product", "ASIN_SAME", "B000RIVAL2"]]);
  });

  it("SD audiences: remarketing and lookalikes over Amazon's windows, interests by a browse node; anything else a 400 on the row", async () => {
    const audiences = [
      { kind: "audience", matchType: "VIEWS", expression: "90", bid: "0.70" },
      { kind: "audience", matchType: "PURCHASES", expression: "365" },
      { kind: "audience", matchType: "INTERESTS", expression: "1055398|Home & Kitchen", bid: "0.85" },
      { kind: "audience", matchType: "LOOKALIKE", expression: "14" },
    ];
    const r = await create({ adType: "SD", sdTactic: "audiences", targets: audiences });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json() as CampaignDetail;
    const rows = await t.database.db.select().from(adTargets).where(eq(adTargets.campaignId, d.campaign.id));
    expect(rows.map((x) => [x.matchType, x.expression, x.bid]).sort()).toEqual([
      ["INTERESTS", "1055398|Home & Kitchen", "0.8500"],
      ["LOOKALIKE", "14", null],
      ["PURCHASES", "365", null],
      ["VIEWS", "90", "0.7000"],
    ]);
    for (const [bad, says] of [
      [{ kind: "audience", matchType: "LOOKALIKE", expression: "90" }, /7, 14, 30, 60 (天|days)/],
      [{ kind: "audience", matchType: "VIEWS", expression: "365" }, /7, 14, 30, 60, 90 (天|days)/],
      [{ kind: "audience", matchType: "VIEWS", expression: "30 days" }, /7, 14, 30, 60, 90 (天|days)/],
      [{ kind: "audience", matchType: "INTERESTS", expression: "Home & Kitchen" }, /1055398\|Home & Kitchen/],
    ] as const) {
      const res = await create({ adType: "SD", sdTactic: "audiences", targets: [audiences[0], bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: "body.targets.1.expression", message: expect.stringMatching(says) });
    }
    const cat = await create({
      adType: "SD",
      sdTactic: "contextual",
      targets: [{ kind: "category", matchType: "CATEGORY", expression: "Furniture" }],
    });
    expect(cat.statusCode).toBe(400);
    expect(cat.json().details[0].path).toBe("body.targets.0.expression");
  });

  it("the category tree of an account's marketplace: browse nodes with their parents; another seller's account is a 404", async () => {
    const res = await a.client.get(`/api/advertising/campaign/categories?adsProfileId=${a.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { nodes } = res.json() as AdCategoryTree;
    expect(nodes).toContainEqual({ id: "1055398", parentId: null, name: expect.any(String) });
    expect(nodes).toContainEqual({ id: "1063306", parentId: "1055398", name: expect.any(String) });
    const roots = nodes.filter((n) => n.parentId === null);
    expect(roots.length).toBeGreaterThanOrEqual(5);
    // every child's parent is in the list
    const ids = new Set(nodes.map((n) => n.id));
    expect(nodes.filter((n) => n.parentId !== null && !ids.has(n.parentId))).toEqual([]);
    expect((await b.client.get(`/api/advertising/campaign/categories?adsProfileId=${a.profileId}`)).statusCode).toBe(404);
    expect((await a.client.get("/api/advertising/campaign/categories?adsProfileId=0")).statusCode).toBe(400);
  });
});
