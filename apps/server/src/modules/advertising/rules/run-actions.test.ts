import ExcelJS from "exceljs";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_FIRST_PAGE, type RuleActionRow, type RunReply, type RunSummary } from "@entrepot/contracts";
import { addDays } from "../../../platform/clock.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, unique } from "../../../../test/factories.js";
import { adCampaigns, adChanges, adGroups, adTargetDaily, adTargets } from "../schema.js";

/** A few days safely inside a 14-day window ending yesterday, whatever the marketplace's day is now. */
const utcToday = new Date().toISOString().slice(0, 10);
const pastDays = [2, 3, 4, 5].map((n) => addDays(utcToday, -n));
/** Keywords the rule cuts, and keywords already at its lowest bid (skipped: nothing to change). */
const CUT = 23;
const AT_FLOOR = 2;

interface Page {
  page: number;
  total: number;
  records: number;
  rows: RuleActionRow[];
}

describe.each(engines)("a rule run's action list on %s", (engine) => {
  let t: TestApp;
  let a: Client;
  let b: Client;
  let profileId: number;
  let campaignId: number;
  let targetIds: number[];

  /** Every keyword of the campaign wasted money: 4 days × 5 clicks, no orders. */
  async function campaignWithKeywords(orgId: number): Promise<void> {
    const db = t.database.db;
    const [c] = await db
      .insert(adCampaigns)
      .values({ orgId, adsProfileId: profileId, adType: "SP", name: unique("Runs "), dailyBudget: "50.00", startDate: "2026-01-01" })
      .returning();
    campaignId = c!.id;
    const [g] = await db.insert(adGroups).values({ orgId, campaignId, name: "G1", defaultBid: "0.75" }).returning();
    const keywords = await db
      .insert(adTargets)
      .values(
        Array.from({ length: CUT + AT_FLOOR }, (_, i) => ({
          orgId,
          campaignId,
          adGroupId: g!.id,
          kind: "keyword",
          matchType: "EXACT",
          expression: `shelf ${String(i).padStart(2, "0")}`,
          bid: i < CUT ? "1.00" : "0.30",
        })),
      )
      .returning({ id: adTargets.id });
    targetIds = keywords.map((k) => k.id);
    await db
      .insert(adTargetDaily)
      .values(
        targetIds.flatMap((targetId) =>
          pastDays.map((day) => ({ targetId, day, orgId, campaignId, adGroupId: g!.id, impressions: 900, clicks: 5, spend: "2.50" })),
        ),
      );
  }

  const rule = () => ({
    adsProfileId: profileId,
    name: unique("Cut waste "),
    level: "target",
    lookBackDays: 14,
    conditions: [
      { metric: "clicks", op: "gte", value: "10" },
      { metric: "orders", op: "eq", value: "0" },
    ],
    action: { kind: "bidDown", percent: "15" },
    limits: { minBid: "0.30" },
    cooldownHours: 0,
    scope: { campaignIds: [campaignId] },
  });
  const list = async (client: Client, runId: number, query = "") => {
    const res = await client.get(`/api/advertising/rules/runs/actions?runId=${runId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const bids = async () =>
    (await t.database.db.select({ bid: adTargets.bid }).from(adTargets).where(inArray(adTargets.id, targetIds)).orderBy(adTargets.id)).map(
      (r) => r.bid,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    const f = factories(t);
    await f.grantSellerAdmin(["advertising:rule:read", "advertising:rule:manage"]);
    const seller = await f.sellerWithAdsAccount();
    a = seller.client;
    profileId = seller.profileId;
    b = (await f.sellerWithAdsAccount()).client;
    await campaignWithKeywords(seller.org.id);
  });
  afterAll(() => t?.close());

  let dry: RunReply;
  it("a dry run answers its summary and first page only; the rest pages through its list, nothing applied", async () => {
    const res = await a.post("/api/advertising/rules/dryRun", { rule: rule() });
    expect(res.statusCode, res.body).toBe(200);
    dry = res.json() as RunReply;
    expect(dry).toMatchObject({ dryRun: true, trigger: "dryRun", entities: CUT + AT_FLOOR, planned: CUT, applied: 0, skipped: AT_FLOOR });
    expect(dry.byKind).toEqual([{ kind: "bidDown", planned: CUT, applied: 0, skipped: AT_FLOOR, undone: 0 }]);
    // the first page: planned before skipped
    expect(dry.firstPage).toMatchObject({ page: 1, records: CUT + AT_FLOOR, total: 2 });
    expect(dry.firstPage.rows).toHaveLength(RUN_FIRST_PAGE);
    expect(dry.firstPage.rows.map((r) => r.status)).toEqual(Array(RUN_FIRST_PAGE).fill("planned"));
    expect(dry.firstPage.rows[0]).toMatchObject({ dryRun: true, before: { bid: "1.00" }, after: { bid: "0.85" }, kind: "bidDown" });

    const second = await list(a, dry.runId, `&page=2&rows=${RUN_FIRST_PAGE}`);
    expect(second.rows.map((r) => r.status)).toEqual([...Array(CUT - RUN_FIRST_PAGE).fill("planned"), "skipped", "skipped"]);
    expect(second.rows.slice(-AT_FLOOR).map((r) => r.skipReason)).toEqual(["noChange", "noChange"]);
    // no row twice, every keyword once
    const ids = new Set([...dry.firstPage.rows, ...second.rows].map((r) => r.entityId));
    expect([...ids].sort()).toEqual([...targetIds].sort());

    // nothing changed: bids, history
    expect(await bids()).toEqual([...Array(CUT).fill("1.0000"), ...Array(AT_FLOOR).fill("0.3000")]);
    expect(await t.database.db.select().from(adChanges).where(inArray(adChanges.entityId, targetIds))).toHaveLength(0);
  });

  it("filters count what the summary counts, and the .xlsx holds every row of the filter", async () => {
    expect((await list(a, dry.runId, "&search[EQ_status]=planned")).records).toBe(dry.planned);
    expect((await list(a, dry.runId, "&search[EQ_status]=skipped")).records).toBe(dry.skipped);
    expect((await list(a, dry.runId, "&search[EQ_kind]=bidDown")).records).toBe(dry.byKind[0]!.planned + dry.byKind[0]!.skipped);
    expect((await list(a, dry.runId, "&search[EQ_status]=applied")).records).toBe(0);

    const file = await a.get(`/api/advertising/rules/runs/actions/export?runId=${dry.runId}&search[EQ_status]=planned`);
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + CUT);
    expect(sheet.getRow(2).getCell(8).value).toBe("0.85");
  });

  it("another seller's run id is a 404 on the list, its export and its summary", async () => {
    expect((await b.get(`/api/advertising/rules/runs/actions?runId=${dry.runId}`)).statusCode).toBe(404);
    expect((await b.get(`/api/advertising/rules/runs/actions/export?runId=${dry.runId}`)).statusCode).toBe(404);
    expect((await b.post(`/api/advertising/rules/runs/actions/export?runId=${dry.runId}&async=true`, {})).statusCode).toBe(404);
    expect((await b.get(`/api/advertising/rules/runs/detail?id=${dry.runId}`)).statusCode).toBe(404);
    expect((await b.get("/api/advertising/rules/runs/actions?runId=abc")).statusCode).toBe(400);
  });

  it("a real run lists its applied actions, and undoing one shows in its summary", async () => {
    const saved = await a.post("/api/advertising/rules/save", rule());
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await a.post("/api/advertising/rules/run", { id: saved.json().id });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json() as RunReply;
    expect(run).toMatchObject({ dryRun: false, trigger: "manual", planned: CUT, applied: CUT, skipped: AT_FLOOR });
    expect(run.firstPage.rows.every((r) => r.status === "applied" && !r.dryRun)).toBe(true);
    expect(run.firstPage.rows).toHaveLength(RUN_FIRST_PAGE);
    expect(await bids()).toEqual([...Array(CUT).fill("0.8500"), ...Array(AT_FLOOR).fill("0.3000")]);

    const applied = await list(a, run.runId, "&search[EQ_status]=applied&rows=100");
    expect(applied.records).toBe(run.applied);
    const undo = await a.post("/api/advertising/rules/actions/undo", { id: applied.rows[0]!.id });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await bids()).toContain("1.0000");

    const summary = (await a.get(`/api/advertising/rules/runs/detail?id=${run.runId}`)).json() as RunSummary;
    expect(summary).toMatchObject({ runId: run.runId, name: saved.json().name, applied: CUT, entities: CUT + AT_FLOOR });
    expect(summary.byKind).toEqual([{ kind: "bidDown", planned: CUT, applied: CUT, skipped: AT_FLOOR, undone: 1 }]);
    expect((await list(a, run.runId, "&search[EQ_status]=undone")).rows.map((r) => r.id)).toEqual([applied.rows[0]!.id]);

    // the action log of real runs holds this run's rows, and none of the dry run's
    const log = (await a.get("/api/advertising/rules/actions/list?rows=1000")).json() as Page;
    expect(log.rows.filter((r) => r.runId === run.runId)).toHaveLength(CUT + AT_FLOOR);
    expect(log.rows.filter((r) => r.runId === dry.runId)).toHaveLength(0);
  });
});
