import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { inTransaction } from "../../platform/db/database.js";
import { listen, registerListener, unregisterSubscriber } from "../../platform/documents/events.js";
import { AppError } from "../../platform/http/errors.js";
import { translate } from "../../platform/i18n/messages.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { stockInsufficient } from "./inventory.messages.js";
import {
  addInTransit,
  consumeReservation,
  issueStock,
  moveStock,
  putawayStock,
  receiveInTransit,
  releaseStock,
  reserveStock,
  stockBatches,
  stockPosted,
  type StockPosted,
} from "./index.js";

/**
 * The stock ledger through its calls and its service: operator commands, the refusal rule, FIFO,
 * reservations, in transit, moves, events, isolation between sellers, the ledger check; on PostgreSQL
 * the race of 50 shipments for 20 units and one Idempotency-Key sent 20 times at once.
 */
describe.each(engines)("stock ledger on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let opOrgId: number;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pb: Saved;
  const events: StockPosted[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    pa = await f.product(a.client, { length: "50", width: "40", height: "30", lengthUnit: "cm", weight: "1200", weightUnit: "g" });
    pb = await f.product(b.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    registerListener(listen(stockPosted, "test.inventory.capture", async (e) => void events.push(e)) as never);
  });
  afterAll(async () => {
    unregisterSubscriber("test.inventory.capture");
    await t?.close();
  });

  const keyA = () => ({ orgId: a.org.id, warehouseId: wh.id, productId: pa.id, inventoryType: 0 as const });
  const balanceOf = async (c: Client, productId: number, type = 0) => {
    const res = await c.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=${type}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { records: number; rows: Record<string, number | string>[]; summary: Record<string, string> };
  };
  const movementCount = async () => Number((await t.database.query(`select count(*) as n from stock_movements`)).rows[0]!.n);

  it("adjusts in (a new batch), freezes, refuses what available cannot give with 409 naming SKU, warehouse and shortfall, and changes nothing", async () => {
    const adj = await operator.post("/api/inventory/balance/adjust", { ...keyA(), quantity: 20, reason: "opening count" });
    expect(adj.statusCode, adj.body).toBe(200);
    expect(adj.json()).toMatchObject({ onHand: 20, available: 20 });
    const frz = await operator.post("/api/inventory/balance/freeze", { ...keyA(), quantity: 5, reason: "quality hold" });
    expect(frz.json()).toMatchObject({ onHand: 20, frozen: 5, available: 15 });

    const before = await movementCount();
    const refused = await operator.post("/api/inventory/balance/adjust", { ...keyA(), quantity: -16, reason: "count" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("STOCK_INSUFFICIENT");
    expect(refused.json().message).toBe(`库存不足:SKU ${pa.sku} 在仓库 ${wh.code} 的可用数量还差 1 件`);
    const err = stockInsufficient({ sku: String(pa.sku), warehouse: String(wh.code), refusal: { bucket: "available", shortfall: 1 } });
    expect(translate(err.messageKey, "en-US", err.params)).toBe(
      `Not enough stock: SKU ${pa.sku} at warehouse ${wh.code} is 1 short (available)`,
    );
    expect(await movementCount()).toBe(before);
    expect((await balanceOf(operator, pa.id)).rows[0]).toMatchObject({ onHand: 20, frozen: 5, available: 15 });

    const unf = await operator.post("/api/inventory/balance/unfreeze", { ...keyA(), quantity: 5, reason: "released" });
    expect(unf.json()).toMatchObject({ frozen: 0, available: 20 });
  });

  it("a seller sees its own stock only; another seller's product or a seller's command is refused", async () => {
    const mine = await balanceOf(a.client, pa.id);
    expect(mine.records).toBe(1);
    expect(mine.rows[0]).toMatchObject({ sku: pa.sku, warehouseCode: wh.code, onHand: 20 });
    expect(mine.summary.onHand).toMatch(/^20(\.00)?$/);
    // seller B: none of A's balances, movements, batches
    for (const list of ["balance", "movement", "batch", "reservation"]) {
      const res = await b.client.get(`/api/inventory/${list}/list?search[EQ_orgId]=${a.org.id}`);
      expect(res.statusCode, list).toBe(200);
      expect(res.json().records, list).toBe(0);
    }
    expect((await b.client.post("/api/inventory/balance/adjust", { ...keyA(), quantity: 1, reason: "x" })).statusCode).toBe(403);
    // A's org with B's product: 404, nothing posted
    const before = await movementCount();
    expect(
      (await operator.post("/api/inventory/balance/adjust", { ...keyA(), productId: pb.id, quantity: 1, reason: "x" })).statusCode,
    ).toBe(404);
    expect(await movementCount()).toBe(before);
  });

  it("reserves, consumes at shipping, releases at cancel; moves keep lot dates; in transit to putaway; events carry weight and volume", async () => {
    const db = t.database.db;
    const ctx = {};
    const doc = { orgId: a.org.id, reserveSource: 10, orderType: 1, documentNo: `SO-${engine}-1` };
    await inTransaction(db, (tx) =>
      reserveStock(tx, ctx, doc, [
        { ...keyA(), line: 1, quantity: 4 },
        { ...keyA(), line: 2, quantity: 3 },
      ]),
    );
    expect((await balanceOf(a.client, pa.id)).rows[0]).toMatchObject({ onHand: 20, reserved: 7, available: 13 });
    await expect(
      inTransaction(db, (tx) => reserveStock(tx, ctx, { ...doc, documentNo: `SO-${engine}-2` }, [{ ...keyA(), line: 1, quantity: 14 }])),
    ).rejects.toMatchObject({ code: "STOCK_INSUFFICIENT" });
    events.length = 0;
    await inTransaction(db, (tx) => consumeReservation(tx, ctx, doc, [{ line: 1, productId: pa.id, cartons: 1 }]));
    await inTransaction(db, (tx) => releaseStock(tx, ctx, doc, [{ line: 2, productId: pa.id }]));
    expect((await balanceOf(a.client, pa.id)).rows[0]).toMatchObject({ onHand: 16, reserved: 0, available: 16 });
    await expect(inTransaction(db, (tx) => releaseStock(tx, ctx, doc, [{ line: 2, productId: pa.id }]))).rejects.toBeInstanceOf(AppError);

    const shipped = events.find((e) => e.kind === "shipment")!;
    expect(shipped).toMatchObject({ orgId: a.org.id, orderType: 1, documentNo: doc.documentNo });
    const onHandLine = shipped.lines.find((l) => l.bucket === "onHand")!;
    // 4 units of a 50×40×30 cm, 1200 g box
    expect(onHandLine).toMatchObject({
      quantity: -4,
      operationType: 100,
      cartons: 1,
      weight: { value: "4800.000", unit: "g" },
      volume: { value: "0.240000", unit: "m3" },
      warehouseCode: wh.code,
      sku: pa.sku,
    });

    // a move to unsellable keeps the arrival date of the units it takes
    const [oldest] = await db
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.balanceId, Number((await balanceOf(operator, pa.id)).rows[0]!.id)))
      .orderBy(stockBatches.receivedAt, stockBatches.id)
      .limit(1);
    await inTransaction(db, (tx) =>
      moveStock(tx, ctx, { documentNo: `MV-${engine}` }, { from: keyA(), to: { ...keyA(), inventoryType: 1 }, quantity: 2 }),
    );
    const bad = await balanceOf(a.client, pa.id, 1);
    expect(bad.rows[0]).toMatchObject({ onHand: 2, inventoryType: 1 });
    const [moved] = await db
      .select()
      .from(stockBatches)
      .where(eq(stockBatches.balanceId, Number(bad.rows[0]!.id)));
    expect(moved!.receivedAt.getTime()).toBe(oldest!.receivedAt.getTime());
    expect(moved!.batchType).toBe(120);

    // in transit -> arrival (one damaged) -> putaway
    const transit = { orgId: a.org.id, transportSource: 20, orderType: 5, documentNo: `IB-${engine}-1` };
    await inTransaction(db, (tx) => addInTransit(tx, ctx, transit, [{ line: 1, productId: pa.id, warehouseId: wh.id, quantity: 10 }]));
    expect((await balanceOf(a.client, pa.id)).rows[0]).toMatchObject({ inTransit: 10 });
    await inTransaction(db, (tx) => receiveInTransit(tx, ctx, transit, [{ line: 1, productId: pa.id, good: 8, damaged: 1, close: true }]));
    expect((await balanceOf(a.client, pa.id)).rows[0]).toMatchObject({ inTransit: 0, pendingPutaway: 8, onHand: 14 });
    events.length = 0;
    await inTransaction(db, (tx) =>
      putawayStock(tx, ctx, { documentNo: transit.documentNo, orderType: 5, businessType: 2 }, [
        { ...keyA(), quantity: 8, line: 1 },
        { ...keyA(), inventoryType: 1, quantity: 1, line: 1 },
      ]),
    );
    expect((await balanceOf(a.client, pa.id)).rows[0]).toMatchObject({ pendingPutaway: 0, onHand: 22 });
    expect((await balanceOf(a.client, pa.id, 1)).rows[0]).toMatchObject({ onHand: 3 });
    expect(events.map((e) => e.kind)).toEqual(["putaway"]);

    const verify = await operator.get("/api/inventory/ledger/verify");
    expect(verify.statusCode).toBe(200);
    expect(verify.json().balances).toBeGreaterThan(1);
    expect(verify.json()).toMatchObject({ mismatches: 0, examples: [] });
    expect((await a.client.get("/api/inventory/ledger/verify")).statusCode).toBe(403);
  });

  it("lists movements with balance after and batches FIFO, and exports the inventory detail as .xlsx", async () => {
    const mv = await a.client.get(
      `/api/inventory/movement/list?search[EQ_productId]=${pa.id}&search[EQ_bucket]=onHand&sidx=id&sord=asc&rows=100`,
    );
    const rows = mv.json().rows as { quantity: number; balanceAfter: number; inventoryType: number }[];
    expect(rows.length).toBeGreaterThan(3);
    let run = 0;
    for (const r of rows.filter((x) => x.inventoryType === 0)) expect(r.balanceAfter).toBe((run += r.quantity));
    const batches = await a.client.get(`/api/inventory/batch/list?search[EQ_productId]=${pa.id}&search[GT_remainingQty]=0`);
    expect(batches.json().records).toBeGreaterThan(0);
    const xlsx = await a.client.get(`/api/inventory/balance/export?search[EQ_productId]=${pa.id}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it.runIf(engine === "postgres")(
    "50 concurrent shipments of 1 against 20 available: 20 ship, 30 get 409, on hand ends at 0, the ledger checks",
    async () => {
      const p = await f.product(a.client);
      const key = { orgId: a.org.id, warehouseId: wh.id, productId: p.id, inventoryType: 0 };
      expect((await operator.post("/api/inventory/balance/adjust", { ...key, quantity: 20, reason: "race" })).statusCode).toBe(200);
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          inTransaction(t.database.db, (tx) =>
            issueStock(tx, {}, { documentNo: `RACE-${i}`, orderType: 1, businessType: 3, operationType: 100 }, [
              { ...key, quantity: 1, line: 1 },
            ]),
          ),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refused).toHaveLength(30);
      for (const r of refused) expect(r.reason).toMatchObject({ status: 409, code: "STOCK_INSUFFICIENT" });
      expect((await balanceOf(operator, p.id)).rows[0]).toMatchObject({ onHand: 0, available: 0 });
      expect((await operator.get("/api/inventory/ledger/verify")).json()).toMatchObject({ mismatches: 0 });
    },
  );

  it("the same adjustment sent 20 times at once with one Idempotency-Key posts once", async () => {
    const p = await f.product(a.client);
    const key = { orgId: a.org.id, warehouseId: wh.id, productId: p.id, inventoryType: 0 };
    const body = { ...key, quantity: 7, reason: "idempotent" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        operator.request({
          method: "POST",
          url: "/api/inventory/balance/adjust",
          payload: body,
          headers: { "idempotency-key": `adj-${engine}-${p.id}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().documentNo)).size).toBe(1);
    expect((await balanceOf(operator, p.id)).rows[0]).toMatchObject({ onHand: 7 });
    const n = await t.database.query(`select count(*) as n from stock_movements where product_id = $1`, [p.id]);
    expect(Number(n.rows[0]!.n)).toBe(1);
  });
});
