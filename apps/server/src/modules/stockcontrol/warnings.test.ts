import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WarningCheckReply, WarningRow, WarningRuleRow, WorkBoardReply } from "@entrepot/contracts";
import { inTransaction, type Tx } from "../../platform/db/database.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Saved } from "../../../test/factories.js";
import { issueStock, receiveStock } from "../inventory/index.js";
import { checkAllWarnings } from "./index.js";

/**
 * Stock warnings through their calls, after known postings on the ledger: days of cover (available ÷
 * sales-out of the last 30 days ÷ 30), age of the oldest unit, unsellable units; raised, updated, cleared,
 * never twice; a seller's rules and warnings are its own (another seller: 404, nothing listed).
 */
describe.each(engines)("stock warnings on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let q: Saved;
  let q2: Saved;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    q = await f.product(a.client);
    q2 = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
  });
  afterAll(() => t?.close());

  /** Posts straight on the ledger (what receipts and shipments do), so the figures are known exactly. */
  const post = (fn: (tx: Tx) => Promise<unknown>) => inTransaction(t.database.db, fn);
  const line = (productId: number, quantity: number, inventoryType = 0) => ({
    orgId: a.org.id,
    warehouseId: wh.id,
    productId,
    inventoryType,
    quantity,
  });
  const receive = (productId: number, quantity: number, opts: { daysAgo?: number; inventoryType?: number } = {}) =>
    post((tx) =>
      receiveStock(
        tx,
        {},
        { documentNo: `T-IN-${engine}-${++seq}`, operationType: 10, receivedAt: new Date(Date.now() - (opts.daysAgo ?? 0) * 86_400_000) },
        [line(productId, quantity, opts.inventoryType)],
      ),
    );
  const sell = (productId: number, quantity: number) =>
    post((tx) => issueStock(tx, {}, { documentNo: `T-OUT-${engine}-${++seq}`, operationType: 100 }, [line(productId, quantity)]));

  const saveRule = async (c: Client, body: Record<string, unknown>) => {
    const res = await c.post("/api/stockcontrol/warning-rule/save", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WarningRuleRow;
  };
  const check = async (c: Client = a.client, body: Record<string, unknown> = {}) => {
    const res = await c.post("/api/stockcontrol/warning/check", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WarningCheckReply;
  };
  const warnings = async (c: Client, query = "") => {
    const res = await c.get(`/api/stockcontrol/warning/list?rows=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { records: number; rows: WarningRow[] };
  };
  const open = async (c: Client = a.client) => (await warnings(c, "&search[EQ_status]=open")).rows;

  it("raises a low-cover warning with the exact days of cover, updates it, never twice, and clears it", async () => {
    const rule = await saveRule(a.client, { productId: q.id, warehouseId: wh.id, coverDaysBelow: 10 });
    expect(rule).toMatchObject({ orgId: a.org.id, sku: q.sku, warehouseCode: wh.code, coverDaysBelow: 10, active: true, openWarnings: 0 });
    await receive(q.id, 100);
    await sell(q.id, 60);
    // 40 available, 60 sold in 30 days = 2 a day: 20 days of cover, not below 10
    expect(await check()).toMatchObject({ rules: 1, raised: 0, updated: 0, cleared: 0, open: 0 });
    expect(await open()).toEqual([]);

    await sell(q.id, 30);
    // 10 available, 90 sold = 3 a day: 3.33 days
    expect(await check()).toMatchObject({ raised: 1, updated: 0, cleared: 0, open: 1 });
    const [w] = await open();
    expect(w).toMatchObject({ kind: "lowCover", figure: "3.33", threshold: 10, sku: q.sku, warehouseCode: wh.code, status: "open" });

    // checked again (and by the operator for every seller in scope): nothing new, no twin
    expect(await check()).toMatchObject({ raised: 0, updated: 0, cleared: 0, open: 1 });
    await check(operator);
    await checkAllWarnings(t.database);
    expect(await open()).toHaveLength(1);

    await receive(q.id, 5);
    // 15 available: 5.00 days, the same warning updated
    expect(await check()).toMatchObject({ raised: 0, updated: 1, cleared: 0 });
    expect((await open()).map((x) => [x.id, x.figure])).toEqual([[w!.id, "5.00"]]);

    await receive(q.id, 100);
    // 115 available: 38.33 days, cleared
    expect(await check()).toMatchObject({ raised: 0, updated: 0, cleared: 1, open: 0 });
    expect(await open()).toEqual([]);
    const all = (await warnings(a.client)).rows;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: w!.id, status: "cleared", figure: "5.00" });
    expect(all[0]!.clearedAt).not.toBeNull();
  });

  it("raises ageing (oldest unit's age) and unsellable (units above) warnings for every SKU under an all-SKU rule", async () => {
    await receive(q2.id, 7, { daysAgo: 45 });
    await receive(q2.id, 4, { inventoryType: 1 });
    const rule = await saveRule(a.client, { ageDaysOver: 30, unsellableAbove: 3, remark: "all SKUs" });
    expect(rule).toMatchObject({ productId: null, sku: null, warehouseId: null });
    const res = await check();
    expect(res).toMatchObject({ rules: 2, raised: 2, cleared: 0 });
    const mine = (await open()).filter((x) => x.ruleId === rule.id);
    expect(
      mine
        .map((x) => ({ sku: x.sku, kind: x.kind, figure: x.figure, threshold: x.threshold }))
        .sort((x, y) => x.kind.localeCompare(y.kind)),
    ).toEqual([
      { sku: q2.sku, kind: "ageing", figure: "45.00", threshold: 30 },
      { sku: q2.sku, kind: "unsellable", figure: "4.00", threshold: 3 },
    ]);
    // filtered as the home page's tiles link to it, and the tiles count the same
    const board = (await (await a.client.get("/api/home/work")).json()) as WorkBoardReply;
    const ageing = board.tiles.find((x) => x.key === "stockcontrol.ageing")!;
    expect(ageing.count).toBe(1);
    expect(ageing.path).toBe("/WMS/earlyWarningSetting/warnings?search%5BEQ_status%5D=open&search%5BEQ_kind%5D=ageing");
    expect((await warnings(a.client, `&${ageing.path.split("?")[1]}`)).records).toBe(ageing.count);
    expect(board.tiles.find((x) => x.key === "stockcontrol.lowCover")!.count).toBe(0);
    // deactivating the rule clears what it raised
    const updated = await saveRule(a.client, { id: rule.id, version: rule.version, ageDaysOver: 30, unsellableAbove: 3, active: false });
    expect(updated.version).toBe(rule.version + 1);
    expect(await check()).toMatchObject({ cleared: 2 });
    expect((await open()).filter((x) => x.ruleId === rule.id)).toEqual([]);
  });

  it("keeps each seller's rules and warnings its own; the operator sets them for a seller in scope", async () => {
    const rule = await saveRule(a.client, { productId: q.id, unsellableAbove: 100 });
    for (const res of [
      await b.client.get(`/api/stockcontrol/warning-rule/detail?id=${rule.id}`),
      await b.client.post("/api/stockcontrol/warning-rule/save", { id: rule.id, version: rule.version, unsellableAbove: 1 }),
      await b.client.post("/api/stockcontrol/warning-rule/delete", { id: rule.id }),
      await b.client.post("/api/stockcontrol/warning/check", { orgId: a.org.id }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await b.client.get("/api/stockcontrol/warning-rule/list")).json().records).toBe(0);
    expect((await warnings(b.client)).records).toBe(0);
    expect((await warnings(a.client)).records).toBeGreaterThan(0);
    // a product of another seller is not B's to watch
    const foreign = await b.client.post("/api/stockcontrol/warning-rule/save", { productId: q.id, coverDaysBelow: 5 });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(JSON.stringify(foreign.json())).toContain("productId");

    // the operator: sees A's rules, makes one for A (the seller must be named), checks A only
    expect((await operator.get(`/api/stockcontrol/warning-rule/detail?id=${rule.id}`)).statusCode).toBe(200);
    const unnamed = await operator.post("/api/stockcontrol/warning-rule/save", { coverDaysBelow: 5 });
    expect(unnamed.statusCode, unnamed.body).toBe(400);
    const forA = await saveRule(operator, { orgId: a.org.id, warehouseId: wh.id, coverDaysBelow: 2 });
    expect(forA.orgId).toBe(a.org.id);
    expect((await check(operator, { orgId: a.org.id })).rules).toBeGreaterThan(0);
    expect((await a.client.post("/api/stockcontrol/warning-rule/delete", { id: forA.id })).statusCode).toBe(200);
  });

  it("refuses bad rules with 400 and a stale version with 409", async () => {
    for (const body of [
      {},
      { coverDaysBelow: 0 },
      { coverDaysBelow: 1.5 },
      { ageDaysOver: -1 },
      { unsellableAbove: "x" },
      { coverDaysBelow: 5, productId: 0 },
      { coverDaysBelow: 5, surprise: true },
    ]) {
      const res = await a.client.post("/api/stockcontrol/warning-rule/save", body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(400);
    }
    const rule = await saveRule(a.client, { coverDaysBelow: 3 });
    await saveRule(a.client, { id: rule.id, version: rule.version, coverDaysBelow: 4 });
    const stale = await a.client.post("/api/stockcontrol/warning-rule/save", { id: rule.id, version: rule.version, coverDaysBelow: 5 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await a.client.post("/api/stockcontrol/warning/check", { orgId: "x" })).statusCode).toBe(400);
  });
});
