import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray } from "drizzle-orm";
import type { WorkBoardReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { stockBatches, stockMovements } from "../inventory/index.js";

type Row = { id: number; version: number; returnNo: string; status: string; unplanned: boolean };
type Process = { id: number; version: number; processNo: string; status: string; quantity: number };

/**
 * Unplanned return receipts and return processing through their calls: the warehouse's draft (edit,
 * delete, refused to sellers), its posting (operation 20: good → normal, damaged → unsellable, batches
 * of type 20, a process opened per damaged line), the decisions and the operator's confirmations (move
 * 110/120, other out 70) with the balances after each, refused transitions changing nothing, another
 * seller's ids answering 404, idempotent repeats; the information and billing lists over the postings.
 */
describe.each(engines)("unplanned returns and processing on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pa2: Saved;
  let opOrgId: number;

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
    pa = await f.product(a.client);
    pa2 = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
  });
  afterAll(() => t?.close());

  const receipt = (over: Record<string, unknown> = {}) => ({
    orgId: a.org.id,
    warehouseId: wh.id,
    carrier: "USPS",
    trackingNo: "9400UNPLANNED1",
    reason: "undeliverable",
    lines: [
      { productId: pa.id, good: 2, damaged: 1 },
      { productId: pa2.id, good: 1, damaged: 0 },
    ],
    ...over,
  });
  const saveReceipt = async (over: Record<string, unknown> = {}) => {
    const res = await operator.post("/api/returns/receipt/save", receipt(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const balance = async (productId: number, inventoryType: number) => {
    const rows = (
      await a.client.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=${inventoryType}`)
    ).json().rows as { onHand: number }[];
    return rows[0]?.onHand ?? 0;
  };
  const movementsOf = async (documentNo: string) =>
    t.database.db
      .select({
        op: stockMovements.operationType,
        type: stockMovements.inventoryType,
        qty: stockMovements.quantity,
        batch: stockMovements.batchId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.documentNo, documentNo))
      .orderBy(stockMovements.id);
  const movementCount = async () => (await t.database.db.select({ n: count() }).from(stockMovements))[0]!.n;
  const processesOf = async (returnNo: string, c: Client = a.client) =>
    (await c.get(`/api/returns/process/list?search[EQ_returnNo]=${returnNo}`)).json().rows as Process[];
  const postWithKey = (c: Client, url: string, payload: unknown, key: string) =>
    c.request({ method: "POST", url, payload: payload as never, headers: { "idempotency-key": key } });
  const posted = async () => {
    const draft = await saveReceipt();
    const res = await operator.post("/api/returns/plan/post", { id: draft.id, version: draft.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };

  it("the warehouse records a draft receipt, edits and deletes it; sellers cannot; bad lines and other sellers' SKUs are refused", async () => {
    const draft = await saveReceipt();
    expect(draft).toMatchObject({ status: "draft", unplanned: true, skuCount: 2, expectedQty: 4, receivedGood: 0, receivedDamaged: 0 });
    const edited = await operator.post("/api/returns/receipt/save", receipt({ id: draft.id, version: draft.version, reason: "damaged" }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ reason: "damaged", version: draft.version + 1 });
    // stale version, a line of nothing, a SKU of another seller, a warehouse the seller is not assigned to
    expect((await operator.post("/api/returns/receipt/save", receipt({ id: draft.id, version: draft.version }))).statusCode).toBe(409);
    expect(
      (await operator.post("/api/returns/receipt/save", receipt({ lines: [{ productId: pa.id, good: 0, damaged: 0 }] }))).statusCode,
    ).toBe(400);
    const pb = await f.product(b.client);
    expect(
      (await operator.post("/api/returns/receipt/save", receipt({ lines: [{ productId: pb.id, good: 1, damaged: 0 }] }))).statusCode,
    ).toBe(400);
    const other = await f.warehouse(opOrgId);
    expect((await operator.post("/api/returns/receipt/save", receipt({ warehouseId: other.id }))).statusCode).toBe(400);
    // the seller sees it among its plans, marked, but cannot make, edit, submit, cancel or delete it
    expect((await a.client.post("/api/returns/receipt/save", receipt())).statusCode).toBe(403);
    const mine = (await a.client.get(`/api/returns/plan/list?search[EQ_unplanned]=true`)).json().rows as Row[];
    expect(mine.map((r) => r.id)).toContain(draft.id);
    // not a sales return (no order): the sales views filter on fromOrder
    const fromOrders = (await a.client.get(`/api/returns/plan/list?search[EQ_fromOrder]=true`)).json();
    const free = (await a.client.get(`/api/returns/plan/list?search[EQ_fromOrder]=false`)).json().rows as Row[];
    expect(fromOrders.rows.map((r: Row) => r.id)).not.toContain(draft.id);
    expect(free.map((r) => r.id)).toContain(draft.id);
    const now = edited.json() as Row;
    for (const tr of ["submit", "cancel"])
      expect((await a.client.post(`/api/returns/plan/${tr}`, { id: now.id, version: now.version })).statusCode).toBe(422);
    expect((await a.client.post("/api/returns/plan/delete", { id: now.id })).statusCode).toBe(422);
    // another seller: 404
    expect((await b.client.get(`/api/returns/plan/detail?id=${now.id}`)).statusCode).toBe(404);
    expect((await operator.post("/api/returns/receipt/delete", { id: now.id })).statusCode).toBe(200);
    expect((await operator.get(`/api/returns/plan/detail?id=${now.id}`)).statusCode).toBe(404);
    expect((await operator.get(`/api/returns/receipt/byTracking?trackingNo=NOPE-${engine}`)).statusCode).toBe(404);
  });

  it("posting receives the counted units (operation 20, batches of type 20), opens a process per damaged line, once", async () => {
    const good = await balance(pa.id, 0);
    const bad = await balance(pa.id, 1);
    const good2 = await balance(pa2.id, 0);
    const draft = await saveReceipt();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await postWithKey(operator, "/api/returns/plan/post", { id: draft.id, version: draft.version }, `post-${engine}-${draft.id}`),
      );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[2]!.headers["idempotent-replayed"]).toBe("true");
    expect(answers[0]!.json()).toMatchObject({ status: "received", receivedGood: 3, receivedDamaged: 1, difference: 0 });
    expect([await balance(pa.id, 0), await balance(pa.id, 1), await balance(pa2.id, 0)]).toEqual([good + 2, bad + 1, good2 + 1]);
    const moves = await movementsOf(draft.returnNo);
    expect(moves.map((m) => [m.op, m.type, m.qty])).toEqual([
      [20, 0, 2],
      [20, 1, 1],
      [20, 0, 1],
    ]);
    const batches = await t.database.db
      .select({ type: stockBatches.batchType })
      .from(stockBatches)
      .where(
        inArray(
          stockBatches.id,
          moves.map((m) => m.batch!),
        ),
      );
    expect(batches.map((x) => x.type)).toEqual([20, 20, 20]);
    const procs = await processesOf(draft.returnNo);
    expect(procs.map((p) => [p.status, p.quantity])).toEqual([["pending", 1]]);
    // posted: no second post, no edit, no delete; complete closes it
    const n = await movementCount();
    const after = answers[0]!.json() as Row;
    expect((await operator.post("/api/returns/plan/post", { id: draft.id, version: after.version })).statusCode).toBe(409);
    expect((await operator.post("/api/returns/receipt/save", receipt({ id: draft.id, version: after.version }))).statusCode).toBe(409);
    expect((await operator.post("/api/returns/receipt/delete", { id: draft.id })).statusCode).toBe(409);
    expect(await movementCount()).toBe(n);
    const done = await operator.post("/api/returns/plan/complete", { id: draft.id, version: after.version });
    expect(done.json().status).toBe("completed");
    // the detail shows the lines, the movements and the history
    const d = (await a.client.get(`/api/returns/plan/detail?id=${draft.id}`)).json();
    expect(d.movements).toHaveLength(3);
    expect(d.history.map((h: { command: string }) => h.command)).toEqual(["createReturnReceipt", "postReturnPlan", "completeReturnPlan"]);
    // a seller's planned draft does not post
    const plan = await a.client.post("/api/returns/plan/save", {
      warehouseId: wh.id,
      reason: "defective",
      lines: [{ productId: pa.id, expectedQty: 1 }],
    });
    expect((await operator.post("/api/returns/plan/post", { id: plan.json().id, version: plan.json().version })).statusCode).toBe(422);
    // information and billing lines: one per movement, with weight and the event
    const info = (await a.client.get(`/api/returns/information/list?search[EQ_returnNo]=${draft.returnNo}`)).json();
    expect(info.records).toBe(3);
    expect(info.rows.map((r: { condition: number; quantity: number }) => [r.condition, r.quantity])).toEqual(
      expect.arrayContaining([
        [0, 2],
        [1, 1],
        [0, 1],
      ]),
    );
    const bill = (await operator.get(`/api/returns/bill/list?search[EQ_returnNo]=${draft.returnNo}&search[EQ_condition]=1`)).json();
    expect(bill.rows).toHaveLength(1);
    expect(bill.rows[0]).toMatchObject({ quantity: 1, event: "inventory.stockPosted (returnReceipt) · returns.returnPlan.post" });
    expect(Number(bill.rows[0].weight)).toBeGreaterThan(0);
    expect((await b.client.get(`/api/returns/information/list?search[EQ_returnNo]=${draft.returnNo}`)).json().records).toBe(0);
    const xlsx = await operator.get(`/api/returns/information/export?search[EQ_returnNo]=${draft.returnNo}`);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it("the warehouse's home tile counts the damaged returns awaiting their seller's decision and links to exactly those", async () => {
    const tileOf = async (c: Client) =>
      ((await c.get("/api/home/work")).json() as WorkBoardReply).tiles.find((x) => x.key === "returns.damagedUndecided");
    const before = (await tileOf(operator))!;
    expect(before).toMatchObject({ group: "returns", tone: "attention" });
    expect(before.path).toMatch(/^\/home\/returnProcessing\/returnProcessList\?search%5BEQ_status%5D=pending$/);
    const plan = await posted(); // one line with a damaged unit
    const [p] = await processesOf(plan.returnNo);
    const after = (await tileOf(operator))!;
    expect(after.count).toBe(before.count + 1);
    // the list the tile opens, with its own filters, shows as many rows
    const listed = await operator.get(`/api/returns/process/list?rows=1&${after.path.split("?")[1]}`);
    expect(listed.json().records).toBe(after.count);
    // the seller decides; the figure goes down again
    expect((await a.client.post("/api/returns/process/keep", { id: p!.id, version: p!.version })).statusCode).toBe(200);
    expect((await tileOf(operator))!.count).toBe(before.count);
    // the tile is the warehouse's: a seller does not get it
    expect(await tileOf(a.client)).toBeUndefined();
  });

  it("restock: the seller decides, the operator confirms: type 1 → 0 (110/120); refused steps change nothing", async () => {
    const plan = await posted();
    const [p] = await processesOf(plan.returnNo);
    const bad = await balance(pa.id, 1);
    const good = await balance(pa.id, 0);
    // the seller cannot confirm; another seller cannot see it; confirming before a decision is a 409
    expect((await a.client.post("/api/returns/process/confirmRestock", { id: p!.id, version: p!.version })).statusCode).toBe(403);
    expect((await b.client.post("/api/returns/process/restock", { id: p!.id, version: p!.version })).statusCode).toBe(404);
    const n = await movementCount();
    const early = await operator.post("/api/returns/process/confirmRestock", { id: p!.id, version: p!.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("STATE_CONFLICT");
    expect(await movementCount()).toBe(n);
    expect((await processesOf(plan.returnNo))[0]).toMatchObject({ status: "pending", version: p!.version });

    const decided = await a.client.post("/api/returns/process/restock", { id: p!.id, version: p!.version, remark: "box only" });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: "restocking", remark: "box only" });
    expect(await movementCount()).toBe(n);
    const key = `restock-${engine}-${p!.id}`;
    const body = { id: p!.id, version: decided.json().version };
    const first = await postWithKey(operator, "/api/returns/process/confirmRestock", body, key);
    const again = await postWithKey(operator, "/api/returns/process/confirmRestock", body, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: "restocked" });
    expect([await balance(pa.id, 1), await balance(pa.id, 0)]).toEqual([bad - 1, good + 1]);
    expect((await movementsOf(p!.processNo)).map((m) => [m.op, m.type, m.qty])).toEqual([
      [110, 1, -1],
      [120, 0, 1],
    ]);
    // done: no way back
    expect((await a.client.post("/api/returns/process/reopen", { id: p!.id, version: first.json().version })).statusCode).toBe(409);
  });

  it("destroy: other out 70 from unsellable; keep and reopen move nothing; the ledger check stays at 0", async () => {
    const plan = await posted();
    const [p] = await processesOf(plan.returnNo);
    const bad = await balance(pa.id, 1);
    const n = await movementCount();
    const kept = (await operator.post("/api/returns/process/keep", { id: p!.id, version: p!.version })).json();
    expect(kept.status).toBe("kept");
    const reopened = (await a.client.post("/api/returns/process/reopen", { id: p!.id, version: kept.version })).json();
    expect(reopened).toMatchObject({ status: "pending", decidedBy: null });
    const destroying = (await a.client.post("/api/returns/process/destroy", { id: p!.id, version: reopened.version })).json();
    expect(destroying.status).toBe("destroying");
    expect(await movementCount()).toBe(n);
    const destroyed = await operator.post("/api/returns/process/confirmDestroy", { id: p!.id, version: destroying.version });
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(destroyed.json().status).toBe("destroyed");
    expect(await balance(pa.id, 1)).toBe(bad - 1);
    expect((await movementsOf(p!.processNo)).map((m) => [m.op, m.type, m.qty])).toEqual([[70, 1, -1]]);
    const audit = await t.database.query(
      `select command from audit_log where entity = 'returnProcess' and entity_id = '${p!.id}' order by id`,
    );
    expect(audit.rows.map((r) => r.command)).toEqual([
      "keepReturnProcess",
      "reopenReturnProcess",
      "destroyReturnProcess",
      "confirmDestroyReturnProcess",
    ]);
    const verify = (await operator.get("/api/inventory/ledger/verify")).json();
    expect(verify.mismatches).toBe(0);
  });
});
