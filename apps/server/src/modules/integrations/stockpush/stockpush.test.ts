import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockPushHistoryRow, StockPushRunReply, StockPushSettingRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { deliverOutbox } from "../../../platform/documents/outbox.js";
import { openSecrets } from "../../../platform/crypto/secrets.js";
import { sandboxAdapter, setChannelAdapter } from "./stockpush.adapter.js";

/**
 * Stock push end to end: a seller's rule, the listing quantities computed from the counted warehouses'
 * available stock, pushes through the sandbox channel recorded as pushed / unchanged / failed, and isolation.
 */
describe.each(engines)("stock push on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let operator: Client;
  let wh1: Saved;
  let wh2: Saved;
  let account: Saved;
  let p1: Saved;
  let setting: StockPushSettingRow;

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const op = await f.operator();
    operator = op.client;
    wh1 = await f.warehouse(op.orgId);
    wh2 = await f.warehouse(op.orgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    for (const w of [wh1, wh2]) await f.assignWarehouse(a.org.id, w.id);
    account = await f.storeAccount(a.client);
    p1 = await f.product(a.client);
    const p2 = await f.product(a.client);
    await f.stock(a.org.id, wh1.id, p1.id, 20);
    await f.stock(a.org.id, wh2.id, p1.id, 10);
    await f.stock(a.org.id, wh1.id, p2.id, 7);
    const map = async (body: Record<string, unknown>) => {
      const res = await a.client.post("/api/v1/SkuMap/saveOne", { storeAccountId: account.id, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Saved;
    };
    await map({ listingSku: "L-SINGLE", productId: p1.id });
    await map({ listingSku: "L-6PK", productId: p1.id, quantity: 6 });
    // not ours to push: the marketplace fulfils it, or it is switched off
    await map({ listingSku: "L-FBA", productId: p2.id, fulfilmentChannel: "marketplace" });
    await map({ listingSku: "L-OFF", productId: p2.id, active: false });
  });
  afterAll(() => {
    setChannelAdapter(sandboxAdapter);
    return t?.close();
  });

  const run = async (client: Client, body: Record<string, unknown>) => {
    const res = await client.post("/api/integrations/stockPush/run", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StockPushRunReply;
  };
  const history = async (client: Client, query = "") => {
    const res = await client.get(`/api/integrations/stockPush/history/list?rows=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: StockPushHistoryRow[]; records: number; summary?: Record<string, string> };
  };
  const sandboxQty = async (listingSku: string) => {
    const r = await t.database.query(`select quantity from stock_push_sandbox_listings where store_account_id = $1 and listing_sku = $2`, [
      account.id,
      listingSku,
    ]);
    return r.rows[0] ? Number(r.rows[0].quantity) : undefined;
  };

  it("saves a rule with its counted warehouses, and refuses bad values with 400", async () => {
    const res = await a.client.post("/api/integrations/stockPush/settings/save", {
      storeAccountId: account.id,
      enabled: true,
      warehouseIds: [wh1.id],
      ratio: "50",
      safetyStock: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    setting = res.json() as StockPushSettingRow;
    expect(setting).toMatchObject({ ratio: "50.00", safetyStock: 2, cap: null, warehouseIds: [wh1.id], orgId: a.org.id });
    for (const bad of [
      { ratio: "100.01" },
      { ratio: "12.345" },
      { ratio: "-1" },
      { ratio: 50 },
      { safetyStock: -1 },
      { cap: 1.5 },
      { warehouseIds: [0] },
      { warehouseIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const r = await a.client.post("/api/integrations/stockPush/settings/save", {
        id: setting.id,
        version: setting.version,
        storeAccountId: account.id,
        ...bad,
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // a warehouse the seller is not assigned to
    const other = await f.warehouse((await f.operator()).orgId);
    const r = await a.client.post("/api/integrations/stockPush/settings/save", {
      id: setting.id,
      version: setting.version,
      storeAccountId: account.id,
      warehouseIds: [other.id],
    });
    expect(r.statusCode).toBe(400);
    // a second rule for the same store account
    expect((await a.client.post("/api/integrations/stockPush/settings/save", { storeAccountId: account.id })).statusCode).toBe(409);
  });

  it("pushes each warehouse listing's quantity, then records unchanged ones, then the changes", async () => {
    // (20 at wh1 − 2 safety) × 50% = 9; the 6-pack: floor(9 / 6) = 1; wh2's 10 do not count
    expect(await run(a.client, { storeAccountId: account.id })).toEqual({ accounts: 1, listings: 2, pushed: 2, unchanged: 0, failed: 0 });
    expect(await sandboxQty("L-SINGLE")).toBe(9);
    expect(await sandboxQty("L-6PK")).toBe(1);
    expect(await sandboxQty("L-FBA")).toBeUndefined();
    const first = await history(a.client);
    expect(first.rows.map((r) => [r.listingSku, r.available, r.previousQty, r.newQty, r.status, r.trigger]).sort()).toEqual([
      ["L-6PK", 20, null, 1, "pushed", "manual"],
      ["L-SINGLE", 20, null, 9, "pushed", "manual"],
    ]);

    expect(await run(a.client, {})).toMatchObject({ pushed: 0, unchanged: 2 });

    // all warehouses count now, with a cap: (30 − 2) × 50% = 14, capped at 12; the 6-pack floor(14/6) = 2
    const saved = await a.client.post("/api/integrations/stockPush/settings/save", {
      id: setting.id,
      version: setting.version,
      storeAccountId: account.id,
      warehouseIds: [],
      ratio: "50",
      safetyStock: 2,
      cap: 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    setting = saved.json() as StockPushSettingRow;
    expect(await run(a.client, { storeAccountId: account.id })).toMatchObject({ pushed: 2, unchanged: 0 });
    expect(await sandboxQty("L-SINGLE")).toBe(12);
    expect(await sandboxQty("L-6PK")).toBe(2);
    const latest = (await history(a.client, "&search[EQ_status]=pushed")).rows.filter((r) => r.previousQty !== null);
    expect(latest.map((r) => [r.listingSku, r.available, r.previousQty, r.newQty]).sort()).toEqual([
      ["L-6PK", 30, 1, 2],
      ["L-SINGLE", 30, 9, 12],
    ]);
    expect((await history(a.client, "&search[EQ_status]=unchanged")).records).toBe(2);
  });

  it("records a channel's refusal as failed with its message and pushes it again next time", async () => {
    // 10 more: (40 − 2) × 50% = 19, still capped at 12 (unchanged); the 6-pack floor(19/6) = 3 (changed)
    await f.stock(a.org.id, wh2.id, p1.id, 10);
    setChannelAdapter({
      name: "broken",
      push: async () => {
        throw new Error("listing is suppressed by the marketplace");
      },
    });
    try {
      expect(await run(a.client, { storeAccountId: account.id })).toMatchObject({ failed: 1, unchanged: 1, pushed: 0 });
    } finally {
      setChannelAdapter(sandboxAdapter);
    }
    const failed = (await history(a.client, "&search[EQ_status]=failed")).rows;
    expect(failed.map((r) => [r.listingSku, r.previousQty, r.newQty, r.error])).toEqual([
      ["L-6PK", 2, 3, "listing is suppressed by the marketplace"],
    ]);
    expect(await sandboxQty("L-6PK")).toBe(2);
    expect(await run(a.client, { storeAccountId: account.id })).toMatchObject({ pushed: 1, unchanged: 1, failed: 0 });
    expect(await sandboxQty("L-6PK")).toBe(3);
  });

  it("keeps each seller's rules and history to itself; operator staff see them", async () => {
    expect((await b.client.get(`/api/integrations/stockPush/settings/detail?id=${setting.id}`)).statusCode).toBe(404);
    expect((await b.client.post("/api/integrations/stockPush/run", { storeAccountId: account.id })).statusCode).toBe(404);
    expect((await b.client.post("/api/integrations/stockPush/settings/delete", { id: setting.id })).statusCode).toBe(404);
    expect((await b.client.post("/api/integrations/stockPush/settings/save", { storeAccountId: account.id })).statusCode).toBe(400);
    expect((await history(b.client)).records).toBe(0);
    expect(await run(b.client, {})).toEqual({ accounts: 0, listings: 0, pushed: 0, unchanged: 0, failed: 0 });
    const seen = await history(operator, `&search[EQ_storeAccountId]=${account.id}`);
    expect(seen.records).toBeGreaterThanOrEqual(8);
    expect(seen.rows.every((r) => r.orgId === a.org.id)).toBe(true);
  });

  it("pushes a stock change once per listing after a burst of postings, and retries a channel's refusal", async () => {
    const deliver = () => deliverOutbox(t.database.db, t.app.log, { limit: 1000, secrets: openSecrets(t.config) });
    const pending = async () =>
      (
        await t.database.query(
          `select id, attempts, last_error from outbox_events where handler = 'integrations.stockPushOnChange' and org_id = $1 and status = 'pending' order by id`,
          [a.org.id],
        )
      ).rows as { id: number; attempts: number; last_error: string | null }[];
    const queued = async () =>
      (await t.database.query(`select product_id from stock_push_queue where store_account_id = $1`, [account.id])).rows.map((r) =>
        Number(r.product_id),
      );
    const seen = new Set<number>();
    // the stock-change pushes recorded since the last call
    const newStockPushes = async () => {
      const rows = (await history(a.client, "&search[EQ_trigger]=stock")).rows.filter((r) => !seen.has(r.id));
      for (const r of rows) seen.add(r.id);
      return rows;
    };
    // what earlier postings queued goes first; then the rule counts every unit of every warehouse
    await deliver();
    expect(await pending()).toEqual([]);
    const saved = await a.client.post("/api/integrations/stockPush/settings/save", {
      id: setting.id,
      version: setting.version,
      storeAccountId: account.id,
      warehouseIds: [],
      ratio: "100",
      safetyStock: 0,
      cap: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    setting = saved.json() as StockPushSettingRow;
    await newStockPushes();

    // a burst of three postings: one outbox row, one queued product
    for (let i = 0; i < 3; i++) await f.stock(a.org.id, wh1.id, p1.id, 1);
    expect((await pending()).length).toBe(1);
    expect(await queued()).toEqual([p1.id]);
    await deliver();
    // 40 + 3 = 43 available; the 6-pack floor(43 / 6) = 7
    expect(await sandboxQty("L-SINGLE")).toBe(43);
    expect(await sandboxQty("L-6PK")).toBe(7);
    const pushed = await newStockPushes();
    expect(pushed.map((r) => [r.listingSku, r.available, r.newQty, r.status]).sort()).toEqual([
      ["L-6PK", 43, 7, "pushed"],
      ["L-SINGLE", 43, 43, "pushed"],
    ]);
    expect(await pending()).toEqual([]);
    expect(await queued()).toEqual([]);

    // the channel refuses: the delivery is retried later with the product back in the queue
    await f.stock(a.org.id, wh2.id, p1.id, 2);
    setChannelAdapter({
      name: "down",
      push: async () => {
        throw new Error("channel unavailable");
      },
    });
    try {
      expect(await deliver()).toMatchObject({ retrying: 1, delivered: 0 });
    } finally {
      setChannelAdapter(sandboxAdapter);
    }
    const [retry] = await pending();
    expect(retry).toMatchObject({ attempts: 1 });
    expect(retry!.last_error).toContain("refused");
    expect(await queued()).toEqual([p1.id]);
    expect(await sandboxQty("L-SINGLE")).toBe(43);
    // a posting while the retry waits joins it rather than adding a row
    await f.stock(a.org.id, wh2.id, p1.id, 1);
    expect((await pending()).length).toBe(1);
    await t.database.query(`update outbox_events set next_attempt_at = now() where id = $1`, [retry!.id]);
    expect(await deliver()).toMatchObject({ delivered: 1, retrying: 0 });
    expect(await sandboxQty("L-SINGLE")).toBe(46);
    expect(await sandboxQty("L-6PK")).toBe(7);
    const after = await newStockPushes();
    expect(after.map((r) => [r.listingSku, r.newQty, r.status]).sort()).toEqual([
      ["L-6PK", 7, "unchanged"],
      ["L-6PK", 7, "unchanged"],
      ["L-SINGLE", 45, "failed"],
      ["L-SINGLE", 46, "pushed"],
    ]);
    expect(await queued()).toEqual([]);

    // stock of a listing the channel fulfils itself queues nothing
    const fbaOnly = await f.product(a.client);
    await a.client.post("/api/v1/SkuMap/saveOne", {
      storeAccountId: account.id,
      listingSku: "L-FBA2",
      productId: fbaOnly.id,
      fulfilmentChannel: "marketplace",
    });
    await f.stock(a.org.id, wh1.id, fbaOnly.id, 5);
    expect(await pending()).toEqual([]);
  });
});
