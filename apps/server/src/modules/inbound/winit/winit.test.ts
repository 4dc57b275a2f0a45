import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { WinitReceiptDetail, WinitReceiptRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { stockBalances, stockBatches, stockMovements } from "../../inventory/index.js";

/**
 * Channel receipts through their calls: booked and posted as other inbound (60: good sellable, damaged
 * unsellable, lots of type 60, the ledger check at 0 mismatches), the same channel order refused twice,
 * every transition refused outside the machine (409, nothing changed), nothing received refused (422),
 * another seller's receipt 404, one post sent 10 times with one Idempotency-Key posting once.
 */
describe.each(engines)("channel receipts on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let op: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let p1: Saved;
  let p2: Saved;

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const operator = await f.operator();
    op = operator.client;
    wh = await f.warehouse(operator.orgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    p1 = await f.product(a.client);
    p2 = await f.product(a.client);
  });
  afterAll(() => t?.close());

  const book = async (channelRef: string, lines: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
    op.post("/api/inbound/winitReceipt/save", { orgId: a.org.id, warehouseId: wh.id, channel: "winit", channelRef, lines, ...over });
  const booked = async (channelRef: string, lines: Record<string, unknown>[]) => {
    const res = await book(channelRef, lines);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WinitReceiptDetail;
  };
  const balance = async (productId: number, inventoryType: number) => {
    const b = stockBalances;
    const [row] = await t.database.db
      .select({ onHand: b.onHand })
      .from(b)
      .where(and(eq(b.orgId, a.org.id), eq(b.warehouseId, wh.id), eq(b.productId, productId), eq(b.inventoryType, inventoryType)));
    return row?.onHand ?? 0;
  };
  const movements = async (documentNo: string) => {
    const m = stockMovements;
    const rows = await t.database.db
      .select({
        productId: m.productId,
        inventoryType: m.inventoryType,
        operationType: m.operationType,
        orderType: m.orderType,
        quantity: m.quantity,
        batchType: stockBatches.batchType,
      })
      .from(m)
      .leftJoin(stockBatches, eq(stockBatches.id, m.batchId))
      .where(eq(m.documentNo, documentNo))
      .orderBy(asc(m.productId), asc(m.inventoryType));
    return rows.map((r) => [r.productId, r.inventoryType, r.operationType, r.orderType, r.quantity, r.batchType]);
  };

  it("books a channel delivery and posts it as other inbound: good sellable, damaged unsellable", async () => {
    const r = await booked("WI-1001", [
      { productId: p1.id, expectedQty: 24, goodQty: 22, damagedQty: 1 },
      { productId: p2.id, expectedQty: 10, goodQty: 12 },
    ]);
    expect(r).toMatchObject({
      status: "draft",
      channel: "winit",
      channelRef: "WI-1001",
      expectedQty: 34,
      receivedQty: 35,
      damagedQty: 1,
      differenceQty: 1,
    });
    expect(r.receiptNo).toMatch(/^WR\d{8}-\d{4}$/);
    // nothing moves before posting
    expect(await balance(p1.id, 0)).toBe(0);
    const res = await op.post("/api/inbound/winitReceipt/receive", { id: r.id, version: r.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "received", receivedByName: expect.any(String) });
    expect(await balance(p1.id, 0)).toBe(22);
    expect(await balance(p1.id, 1)).toBe(1);
    expect(await balance(p2.id, 0)).toBe(12);
    expect(await movements(r.receiptNo)).toEqual(
      [
        [p1.id, 0, 60, 7, 22, 60],
        [p1.id, 1, 60, 7, 1, 60],
        [p2.id, 0, 60, 7, 12, 60],
      ].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!),
    );
    const verify = await op.get("/api/inventory/ledger/verify");
    expect(verify.json()).toMatchObject({ mismatches: 0 });
    // the seller sees its receipt, with its history (created, received) and the list totals
    const mine = await a.client.get(`/api/inbound/winitReceipt/detail?id=${r.id}`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as WinitReceiptDetail).history.map((h) => h.action)).toEqual([100, 800]);
    const list = await a.client.get(`/api/inbound/winitReceipt/list?search[EQ_channelRef]=WI-1001`);
    expect(list.json()).toMatchObject({ records: 1, rows: [{ receiptNo: r.receiptNo, receivedQty: 35 }] });
    // posted means final: no edit
    const edit = await book("WI-1001", [{ productId: p1.id, expectedQty: 1 }], { id: r.id, version: r.version + 1 });
    expect(edit.statusCode).toBe(409);
  });

  it("refuses the same channel order twice while it is live, and bad lines with 400", async () => {
    const first = await booked("WI-2002", [{ productId: p1.id, expectedQty: 5 }]);
    const twin = await book("WI-2002", [{ productId: p2.id, expectedQty: 5 }]);
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toContain(first.receiptNo);
    // another channel may use the same number
    expect((await book("WI-2002", [{ productId: p2.id, expectedQty: 5 }], { channel: "goodcang" })).statusCode).toBe(200);
    for (const lines of [
      [{ productId: p1.id, expectedQty: 0 }],
      [
        { productId: p1.id, expectedQty: 1 },
        { productId: p1.id, expectedQty: 2 },
      ],
      [{ productId: p1.id, expectedQty: -1 }],
      [],
    ])
      expect((await book("WI-2003", lines)).statusCode, JSON.stringify(lines)).toBe(400);
    // another seller's SKU, a bad reference
    const pb = await f.product(b.client);
    expect((await book("WI-2004", [{ productId: pb.id, expectedQty: 1 }])).statusCode).toBe(400);
    expect((await book("has space", [{ productId: p1.id, expectedQty: 1 }])).statusCode).toBe(400);
    // cancelled, the number is free again
    const c = await op.post("/api/inbound/winitReceipt/cancel", { id: first.id, version: first.version });
    expect(c.statusCode, c.body).toBe(200);
    expect((await book("WI-2002", [{ productId: p1.id, expectedQty: 5 }])).statusCode).toBe(200);
  });

  it("allows each transition from draft only, refuses posting nothing (422), and changes nothing when refused", async () => {
    const empty = await booked("WI-3001", [{ productId: p1.id, expectedQty: 8 }]);
    const nothing = await op.post("/api/inbound/winitReceipt/receive", { id: empty.id, version: empty.version });
    expect(nothing.statusCode).toBe(422);
    expect((await op.get(`/api/inbound/winitReceipt/detail?id=${empty.id}`)).json()).toMatchObject({
      status: "draft",
      version: empty.version,
    });

    const posted = await booked("WI-3002", [{ productId: p1.id, expectedQty: 2, goodQty: 2 }]);
    const postedNow = (
      await op.post("/api/inbound/winitReceipt/receive", { id: posted.id, version: posted.version })
    ).json() as WinitReceiptRow;
    const cancelled = (
      await op.post("/api/inbound/winitReceipt/cancel", { id: empty.id, version: empty.version })
    ).json() as WinitReceiptRow;
    expect(cancelled.status).toBe("cancelled");
    const onHand = await balance(p1.id, 0);
    for (const row of [postedNow, cancelled])
      for (const transition of ["receive", "cancel"]) {
        const res = await op.post(`/api/inbound/winitReceipt/${transition}`, { id: row.id, version: row.version });
        expect(res.statusCode, `${row.status} → ${transition}`).toBe(409);
        expect(res.json().code).toBe("STATE_CONFLICT");
        const now = (await op.get(`/api/inbound/winitReceipt/detail?id=${row.id}`)).json() as WinitReceiptRow;
        expect([now.status, now.version]).toEqual([row.status, row.version]);
      }
    expect(await balance(p1.id, 0)).toBe(onHand);
    // a stale version
    const draft = await booked("WI-3003", [{ productId: p2.id, expectedQty: 1, goodQty: 1 }]);
    expect((await op.post("/api/inbound/winitReceipt/receive", { id: draft.id, version: draft.version + 1 })).statusCode).toBe(409);
  });

  it("posts once for one Idempotency-Key sent 10 times", async () => {
    const r = await booked("WI-4001", [{ productId: p2.id, expectedQty: 3, goodQty: 3 }]);
    const before = await balance(p2.id, 0);
    const key = `winit-${engine}-${r.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        op.request({
          method: "POST",
          url: "/api/inbound/winitReceipt/receive",
          payload: { id: r.id, version: r.version },
          headers: { "idempotency-key": key },
        }),
      ),
    );
    expect(answers.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(p2.id, 0)).toBe(before + 3);
    expect(await movements(r.receiptNo)).toHaveLength(1);
  });

  it("keeps a seller's receipts to itself (404, an empty list) and lets a seller only read", async () => {
    const r = await booked("WI-5001", [{ productId: p1.id, expectedQty: 4 }]);
    expect((await b.client.get(`/api/inbound/winitReceipt/detail?id=${r.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/inbound/winitReceipt/list?search[EQ_channelRef]=WI-5001`)).json()).toMatchObject({ records: 0 });
    // a seller reads its receipts but never books, posts or cancels them
    expect((await a.client.post("/api/inbound/winitReceipt/cancel", { id: r.id, version: r.version })).statusCode).toBe(403);
    expect((await b.client.post("/api/inbound/winitReceipt/cancel", { id: r.id, version: r.version })).statusCode).toBe(403);
    expect((await a.client.get(`/api/inbound/winitReceipt/detail?id=${r.id}`)).statusCode).toBe(200);
    const exported = await a.client.get(`/api/inbound/winitReceipt/export?search[EQ_channelRef]=WI-5001`);
    expect(exported.statusCode).toBe(200);
  });
});
