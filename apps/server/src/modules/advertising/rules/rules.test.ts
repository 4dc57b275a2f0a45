import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../platform/clock.js";
import { auditLog, organizations, rolePermissions, roles } from "../../../platform/identity/schema.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, unique } from "../../../../test/factories.js";
import {
  adCampaigns,
  adChanges,
  adGroups,
  adProductAds,
  adProductSalesDaily,
  adRuleActions,
  adRuleRuns,
  adStockHolds,
  adTargetDaily,
  adTargets,
} from "../schema.js";
import { runDueRules } from "./runs.service.js";

/** A few days safely inside a 14-day window ending yesterday, whatever the marketplace's day is now. */
const utcToday = new Date().toISOString().slice(0, 10);
const pastDays = [2, 3, 4, 5].map((n) => addDays(utcToday, -n));

interface Seller {
  client: Client;
  orgId: number;
  profileId: number;
  campaignId: number;
  groupId: number;
  targetId: number;
  productAdId: number;
  productId: number;
}

describe.each(engines)("advertising rules on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let a: Seller;
  let b: Seller;
  let warehouseId: number;

  /** A seller with an ad account, one SP campaign (budget 50.00), a group (bid 0.75), a keyword (bid 1.00) and a product ad. */
  async function seller(): Promise<Seller> {
    const { org, client } = await f.sellerWithAdmin();
    const account = await f.storeAccount(client);
    const db = t.database.db;
    const [ctx] = await db.select({ context_id: organizations.contextId }).from(organizations).where(eq(organizations.id, org.id));
    const [profile] = await db
      .insert(storeAdsProfiles)
      .values({
        contextId: ctx!.context_id,
        orgId: org.id,
        storeAccountId: account.id,
        profileId: "1",
        region: "NA",
        dailyBudgetCap: "500",
        currency: "USD",
      })
      .returning();
    const product = await f.product(client);
    const [c] = await db
      .insert(adCampaigns)
      .values({
        orgId: org.id,
        adsProfileId: profile!.id,
        adType: "SP",
        name: unique("Camp "),
        dailyBudget: "50.00",
        startDate: "2026-01-01",
      })
      .returning();
    const [g] = await db.insert(adGroups).values({ orgId: org.id, campaignId: c!.id, name: "G1", defaultBid: "0.75" }).returning();
    const [k] = await db
      .insert(adTargets)
      .values({
        orgId: org.id,
        campaignId: c!.id,
        adGroupId: g!.id,
        kind: "keyword",
        matchType: "EXACT",
        expression: "usb cable",
        bid: "1.00",
      })
      .returning();
    const [pa] = await db
      .insert(adProductAds)
      .values({ orgId: org.id, campaignId: c!.id, adGroupId: g!.id, productId: product.id, sku: String(product.sku) })
      .returning();
    // the keyword wasted money: 4 days × 5 clicks, 2.50 spent a day, no orders
    await db.insert(adTargetDaily).values(
      pastDays.map((day) => ({
        targetId: k!.id,
        day,
        orgId: org.id,
        campaignId: c!.id,
        adGroupId: g!.id,
        impressions: 900,
        clicks: 5,
        spend: "2.50",
      })),
    );
    return {
      client,
      orgId: org.id,
      profileId: profile!.id,
      campaignId: c!.id,
      groupId: g!.id,
      targetId: k!.id,
      productAdId: pa!.id,
      productId: product.id,
    };
  }

  const wastedRule = (s: Seller, over: Record<string, unknown> = {}) => ({
    adsProfileId: s.profileId,
    name: unique("Cut waste "),
    level: "target",
    lookBackDays: 14,
    conditions: [
      { metric: "clicks", op: "gte", value: "10" },
      { metric: "orders", op: "eq", value: "0" },
    ],
    action: { kind: "bidDown", percent: "15" },
    limits: { minBid: "0.30" },
    cooldownHours: 24,
    ...over,
  });
  const bidOf = async (id: number) =>
    (await t.database.db.select({ bid: adTargets.bid }).from(adTargets).where(eq(adTargets.id, id)))[0]!.bid;
  const audits = async (command: string) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.command, command))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    // the seller role template may run rules (the demo's grants are the data area's)
    for (const code of ["advertising:rule:read", "advertising:rule:manage"])
      await t.database.db.execute(
        sql`insert into ${rolePermissions} (role_id, permission) select ${roles.id}, ${code} from ${roles} where ${roles.code} = 'seller_admin' on conflict do nothing`,
      );
    a = await seller();
    b = await seller();
    const op = await f.operator();
    warehouseId = (await f.warehouse(op.orgId)).id;
    await f.assignWarehouse(a.orgId, warehouseId);
  });
  afterAll(() => t?.close());

  it("refuses what cannot be: a bid action on campaigns, a budget-used figure on targets, limits out of order", async () => {
    const bad = await a.client.post("/api/advertising/rules/save", wastedRule(a, { level: "campaign" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: "body.action.kind" });
    expect(bad.json().message).toContain("广告活动");
    const figure = await a.client.post(
      "/api/advertising/rules/save",
      wastedRule(a, { conditions: [{ metric: "budgetUsed", op: "gte", value: "90" }] }),
    );
    expect(figure.json().details[0]).toMatchObject({ path: "body.conditions.0.metric" });
    const limits = await a.client.post("/api/advertising/rules/save", wastedRule(a, { limits: { minBid: "2", maxBid: "1" } }));
    expect(limits.json().details[0]).toMatchObject({ path: "body.limits.minBid" });
  });

  it("a dry run plans the cut with its figures and changes nothing", async () => {
    const body = wastedRule(a);
    const dry = await a.client.post("/api/advertising/rules/dryRun", { rule: body });
    expect(dry.statusCode).toBe(200);
    const reply = dry.json();
    const planned = reply.firstPage.rows.filter((x: { status: string }) => x.status === "planned");
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({
      level: "target",
      entityId: a.targetId,
      entityName: "usb cable [EXACT]",
      campaignName: expect.any(String),
      before: { bid: "1.00" },
      after: { bid: "0.85" },
      kind: "bidDown",
    });
    expect(planned[0].evaluation.metrics).toMatchObject({ clicks: 20, orders: 0, spend: "10" });
    expect(planned[0].evaluation.conditions[0]).toMatchObject({ metric: "clicks", actual: "20", holds: true });
    expect(await bidOf(a.targetId)).toBe("1.0000");
    const changes = await t.database.db.select().from(adChanges).where(eq(adChanges.entityId, a.targetId));
    expect(changes).toHaveLength(0);
    const [run] = await t.database.db.select().from(adRuleRuns).where(eq(adRuleRuns.id, reply.runId));
    expect(run).toMatchObject({ dryRun: true, planned: 1, applied: 0 });
  });

  let ruleId: number;
  let actionId: number;
  it("a real run changes the bid exactly, with history, audit and the logged action; a second run cools down", async () => {
    const saved = await a.client.post("/api/advertising/rules/save", wastedRule(a));
    expect(saved.statusCode).toBe(200);
    ruleId = saved.json().id;
    const on = await a.client.post("/api/advertising/rules/setEnabled", { id: ruleId, version: saved.json().version, enabled: true });
    expect(on.json()).toMatchObject({ enabled: true });
    expect(await audits("enableAdRule")).toBeGreaterThanOrEqual(1);
    const before = await audits("runAdRule");
    const run = await a.client.post("/api/advertising/rules/run", { id: ruleId });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ dryRun: false, applied: 1 });
    expect(await bidOf(a.targetId)).toBe("0.8500");
    const [change] = await t.database.db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.entityId, a.targetId), eq(adChanges.level, "target")));
    expect(change).toMatchObject({ source: "rule", ruleId, lever: "bid", before: { bid: "1.00" }, after: { bid: "0.85" } });
    const [action] = await t.database.db.select().from(adRuleActions).where(eq(adRuleActions.changeId, change!.id));
    expect(action).toMatchObject({ status: "applied", ruleId, entityId: a.targetId });
    actionId = action!.id;
    expect(await audits("runAdRule")).toBe(before + 1);

    const again = await a.client.post("/api/advertising/rules/run", { id: ruleId });
    expect(again.json()).toMatchObject({ applied: 0, skipped: 1 });
    expect(again.json().firstPage.rows[0]).toMatchObject({ status: "skipped", skipReason: "cooldown" });
    expect(await bidOf(a.targetId)).toBe("0.8500");

    const log = await a.client.get(`/api/advertising/rules/actions/list?search[EQ_ruleId]=${ruleId}&search[EQ_status]=applied`);
    expect(log.json().rows.map((r: { id: number }) => r.id)).toEqual([actionId]);
  });

  it("the form's pickers narrow to one ad account given in the query string", async () => {
    const res = await a.client.get(`/api/advertising/rules/pickers?adsProfileId=${a.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    const campaigns = res.json().campaigns as { id: number; adsProfileId: number }[];
    expect(campaigns.map((c) => c.id)).toContain(a.campaignId);
    expect(campaigns.every((c) => c.adsProfileId === a.profileId)).toBe(true);
  });

  it("seller B cannot see, run or undo seller A's rule or its actions", async () => {
    expect((await b.client.get(`/api/advertising/rules/detail?id=${ruleId}`)).statusCode).toBe(404);
    expect((await b.client.post("/api/advertising/rules/run", { id: ruleId })).statusCode).toBe(404);
    expect((await b.client.post("/api/advertising/rules/dryRun", { id: ruleId })).statusCode).toBe(404);
    expect((await b.client.post("/api/advertising/rules/actions/undo", { id: actionId })).statusCode).toBe(404);
    expect((await b.client.post("/api/advertising/rules/dryRun", { rule: wastedRule(a) })).statusCode).toBe(404);
    const list = await b.client.get("/api/advertising/rules/actions/list");
    expect(list.json().records).toBe(0);
    expect(await bidOf(a.targetId)).toBe("0.8500");
  });

  it("undo puts the bid back once; a second undo is refused; a lever moved since is refused naming its value", async () => {
    const undo = await a.client.post("/api/advertising/rules/actions/undo", { id: actionId });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: "undone" });
    expect(await bidOf(a.targetId)).toBe("1.0000");
    const [u] = await t.database.db
      .select()
      .from(adChanges)
      .where(and(eq(adChanges.entityId, a.targetId), eq(adChanges.source, "undo")));
    expect(u).toMatchObject({ before: { bid: "0.8500" }, after: { bid: "1.00" }, ruleActionId: actionId });
    expect(await audits("undoAdRuleAction")).toBe(1);
    const twice = await a.client.post("/api/advertising/rules/actions/undo", { id: actionId });
    expect(twice.statusCode).toBe(409);

    // another applied cut, then a person moves the bid: the undo names the bid it finds
    await t.database.db.delete(adChanges).where(eq(adChanges.entityId, a.targetId));
    const run = await a.client.post("/api/advertising/rules/run", { id: ruleId });
    const id = run.json().firstPage.rows.find((x: { status: string }) => x.status === "applied").id;
    await t.database.db.update(adTargets).set({ bid: "0.66" }).where(eq(adTargets.id, a.targetId));
    const moved = await a.client.post("/api/advertising/rules/actions/undo", { id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain("0.66");
    expect(await bidOf(a.targetId)).toBe("0.6600");
  });

  it("a stock rule pauses a product ad running out of stock and restores it when stock returns", async () => {
    const db = t.database.db;
    // 60 units sold in 30 days: 2 a day; 6 available = 3 days of cover
    await db
      .insert(adProductSalesDaily)
      .values({ adsProfileId: a.profileId, productId: a.productId, day: pastDays[0]!, orgId: a.orgId, units: 60 });
    await f.stock(a.orgId, warehouseId, a.productId, 6);
    const saved = await a.client.post("/api/advertising/rules/save", {
      adsProfileId: a.profileId,
      name: unique("Low stock "),
      level: "productAd",
      lookBackDays: 7,
      conditions: [{ metric: "daysOfCover", op: "lt", value: "7" }],
      action: { kind: "pause" },
      restoreAtCoverDays: "14",
      cooldownHours: 0,
    });
    expect(saved.statusCode).toBe(200);
    const stateOf = async () =>
      (await db.select({ s: adProductAds.state }).from(adProductAds).where(eq(adProductAds.id, a.productAdId)))[0]!.s;
    const low = await a.client.post("/api/advertising/rules/run", { id: saved.json().id });
    expect(low.json().firstPage.rows[0]).toMatchObject({ status: "applied", after: { state: "PAUSED" } });
    expect(low.json().firstPage.rows[0].evaluation.conditions[0]).toMatchObject({ metric: "daysOfCover", actual: "3", holds: true });
    expect(await stateOf()).toBe("PAUSED");
    const holds = await db.select().from(adStockHolds).where(eq(adStockHolds.entityId, a.productAdId));
    expect(holds).toMatchObject([{ lever: "state", before: { state: "ENABLED" }, releasedAt: null }]);

    await f.stock(a.orgId, warehouseId, a.productId, 54); // 60 available: 30 days
    const back = await a.client.post("/api/advertising/rules/run", { id: saved.json().id });
    expect(back.json().firstPage.rows.find((x: { status: string }) => x.status === "applied")).toMatchObject({
      kind: "restore",
      after: { state: "ENABLED" },
    });
    expect(await stateOf()).toBe("ENABLED");
    const [released] = await db.select().from(adStockHolds).where(eq(adStockHolds.entityId, a.productAdId));
    expect(released!.releasedAt).not.toBeNull();
  });

  it("the schedule runs an enabled rule that is due, once", async () => {
    const db = t.database.db;
    const saved = await b.client.post("/api/advertising/rules/save", {
      ...wastedRule(b),
      action: { kind: "bidSet", value: "0.55" },
      limits: {},
    });
    const id = saved.json().id;
    await b.client.post("/api/advertising/rules/setEnabled", { id, version: saved.json().version, enabled: true });
    const first = await runDueRules(t.database);
    expect(first.rules).toBeGreaterThanOrEqual(1);
    expect(await bidOf(b.targetId)).toBe("0.5500");
    const runs = await db
      .select()
      .from(adRuleRuns)
      .where(and(eq(adRuleRuns.ruleId, id), eq(adRuleRuns.trigger, "schedule")));
    expect(runs).toHaveLength(1);
    await runDueRules(t.database);
    expect(
      await db
        .select()
        .from(adRuleRuns)
        .where(and(eq(adRuleRuns.ruleId, id), eq(adRuleRuns.trigger, "schedule"))),
    ).toHaveLength(1);
  });

  it("a tactic bundles rules over chosen campaigns; another seller's campaign is refused", async () => {
    const rule = await b.client.post(
      "/api/advertising/rules/save",
      wastedRule(b, { action: { kind: "bidUp", percent: "10" }, cooldownHours: 0 }),
    );
    const bad = await b.client.post("/api/advertising/tactics/save", {
      name: unique("T "),
      ruleIds: [rule.json().id],
      campaignIds: [a.campaignId],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: "body.campaignIds" });
    const saved = await b.client.post("/api/advertising/tactics/save", {
      name: unique("T "),
      ruleIds: [rule.json().id],
      campaignIds: [b.campaignId],
    });
    expect(saved.json()).toMatchObject({ ruleCount: 1, campaignCount: 1, enabled: false });
    const dry = await b.client.post("/api/advertising/tactics/dryRun", { id: saved.json().id });
    expect(dry.json().firstPage.rows.find((x: { status: string }) => x.status === "planned")).toMatchObject({
      entityId: b.targetId,
      after: { bid: "0.61" },
    });
    const on = await b.client.post("/api/advertising/tactics/setEnabled", {
      id: saved.json().id,
      version: saved.json().version,
      enabled: true,
    });
    expect(on.json().enabled).toBe(true);
    expect((await a.client.get(`/api/advertising/tactics/detail?id=${saved.json().id}`)).statusCode).toBe(404);
  });
});
