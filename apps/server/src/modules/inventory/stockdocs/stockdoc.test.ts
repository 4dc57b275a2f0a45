import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { stockDocActions, stockDocStatuses, stockDocTransitionNames, type StockDocKind, type StockDocStatus } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { stockBalances, stockMovements } from "../schema.js";

/**
 * Stock documents through their calls: each kind approved and posted (the ledger check at 0 mismatches
 * after each), every state × transition pair refused outside the machine (409, nothing changed), the
 * creator refused approving an adjustment or misc outbound (403), a shortfall 409 STOCK_INSUFFICIENT,
 * another seller's view 404, one approve sent 10 times with one Idempotency-Key posting once.
 */
describe.each(engines)("stock documents on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let op1: Client;
  let op2: Client;
  let wh: Saved;
  let wh2: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    wh2 = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    for (const w of [wh, wh2]) await f.assignWarehouse(a.org.id, w.id);
    pa = await f.product(a.client);
    op1 = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    op2 = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const res = await op1.post("/api/inventory/balance/adjust", {
      orgId: a.org.id,
      warehouseId: wh.id,
      productId: pa.id,
      inventoryType: 0,
      quantity: 500,
      reason: "opening",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t?.close());

  type Doc = { id: number; version: number; docNo: string; status: StockDocStatus };
  const create = async (kind: StockDocKind, lines: Record<string, unknown>[], over: Record<string, unknown> = {}, c = op1) => {
    const res = await c.post("/api/inventory/stockdoc/save", {
      kind,
      orgId: a.org.id,
      warehouseId: wh.id,
      reasonCode: "count",
      reasonText: "cycle count",
      lines,
      ...(kind === "transfer" ? { targetWarehouseId: wh2.id } : {}),
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Doc;
  };
  const act = (c: Client, transition: string, d: { id: number; version: number }) =>
    c.post(`/api/inventory/stockdoc/${transition}`, { id: d.id, version: d.version });
  const step = async (c: Client, transition: string, d: Doc) => {
    const res = await act(c, transition, d);
    expect(res.statusCode, `${transition}: ${res.body}`).toBe(200);
    return res.json() as Doc;
  };
  const bal = async (warehouseId: number, inventoryType = 0) => {
    const [row] = await t.database.db
      .select()
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.orgId, a.org.id),
          eq(stockBalances.warehouseId, warehouseId),
          eq(stockBalances.productId, pa.id),
          eq(stockBalances.inventoryType, inventoryType),
        ),
      );
    return { onHand: row?.onHand ?? 0, frozen: row?.frozen ?? 0, inTransit: row?.inTransit ?? 0 };
  };
  const movements = async (documentNo: string) =>
    (await t.database.db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.documentNo, documentNo)))[0]!.n;
  const verified = async () => {
    const v = (await op1.get("/api/inventory/ledger/verify")).json();
    expect(v.balances).toBeGreaterThan(0);
    expect(v).toMatchObject({ mismatches: 0 });
  };
  const approved = async (d: Doc) => step(op2, "approve", await step(op1, "submit", d));

  it("posts each kind on approval, the ledger check at 0 mismatches after each", async () => {
    let before = await bal(wh.id);
    await approved(await create("misc_in", [{ productId: pa.id, quantity: 7 }]));
    expect((await bal(wh.id)).onHand).toBe(before.onHand + 7);
    await verified();

    before = await bal(wh.id);
    await approved(await create("misc_out", [{ productId: pa.id, quantity: 3 }]));
    expect((await bal(wh.id)).onHand).toBe(before.onHand - 3);
    await verified();

    before = await bal(wh.id);
    await approved(await create("adjust", [{ productId: pa.id, quantity: -5 }]));
    expect((await bal(wh.id)).onHand).toBe(before.onHand - 5);
    await verified();

    before = await bal(wh.id);
    const unsellable = await bal(wh.id, 1);
    await approved(await create("move", [{ productId: pa.id, inventoryType: 0, toInventoryType: 1, quantity: 4 }]));
    expect((await bal(wh.id)).onHand).toBe(before.onHand - 4);
    expect((await bal(wh.id, 1)).onHand).toBe(unsellable.onHand + 4);
    await verified();

    before = await bal(wh.id);
    await approved(await create("freeze", [{ productId: pa.id, quantity: 6 }]));
    expect((await bal(wh.id)).frozen).toBe(before.frozen + 6);
    await approved(await create("unfreeze", [{ productId: pa.id, quantity: 2 }]));
    expect((await bal(wh.id)).frozen).toBe(before.frozen + 4);
    await verified();

    before = await bal(wh.id);
    const target = await bal(wh2.id);
    let tr = await approved(await create("transfer", [{ productId: pa.id, quantity: 10 }]));
    expect((await bal(wh.id)).onHand).toBe(before.onHand);
    tr = await step(op2, "ship", tr);
    expect(tr.status).toBe("in_transit");
    expect((await bal(wh.id)).onHand).toBe(before.onHand - 10);
    expect((await bal(wh2.id)).inTransit).toBe(target.inTransit + 10);
    await verified();
    tr = await step(op2, "receive", tr);
    expect(tr.status).toBe("received");
    expect(await bal(wh2.id)).toMatchObject({ onHand: target.onHand + 10, inTransit: target.inTransit });
    await verified();
  });

  it("refuses the creator approving an adjustment or misc outbound (403); another operator approves", async () => {
    for (const kind of ["adjust", "misc_out"] as const) {
      const d = await step(op1, "submit", await create(kind, [{ productId: pa.id, quantity: 1 }]));
      const res = await act(op1, "approve", d);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toContain(d.docNo);
      expect(await movements(d.docNo)).toBe(0);
      expect((await step(op2, "approve", d)).status).toBe("approved");
    }
    // a misc inbound may be approved by its creator
    const d = await step(op1, "submit", await create("misc_in", [{ productId: pa.id, quantity: 1 }]));
    expect((await step(op1, "approve", d)).status).toBe("approved");
  });

  it("refuses every transition outside the machine with 409, nothing changed", async () => {
    const path: Record<StockDocStatus, string[]> = {
      draft: [],
      submitted: ["submit"],
      approved: ["submit", "approve"],
      in_transit: ["submit", "approve", "ship"],
      received: ["submit", "approve", "ship", "receive"],
      rejected: ["submit", "reject"],
      cancelled: ["cancel"],
    };
    let refused = 0;
    let allowed = 0;
    for (const status of stockDocStatuses) {
      for (const transition of stockDocTransitionNames) {
        let d = await create("transfer", [{ productId: pa.id, quantity: 1 }]);
        for (const s of path[status]) d = await step(op2, s, d);
        const moved = await movements(d.docNo);
        const res = await act(op2, transition, d);
        if (stockDocActions("transfer", status).includes(transition)) {
          expect(res.statusCode, `${status} --${transition}--> ${res.body}`).toBe(200);
          allowed++;
        } else {
          expect(res.statusCode, `${status} --${transition}-->`).toBe(409);
          const after = (await op2.get(`/api/inventory/stockdoc/detail?id=${d.id}`)).json();
          expect(after).toMatchObject({ status, version: d.version });
          expect(await movements(d.docNo)).toBe(moved);
          refused++;
        }
      }
    }
    expect(allowed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    // ship and receive belong to transfers: an approved adjustment refuses them
    const adj = await approved(await create("adjust", [{ productId: pa.id, quantity: 1 }]));
    expect((await act(op2, "ship", adj)).statusCode).toBe(409);
    await verified();
    // 42 documents walked through their states: slow on a shared machine
  }, 180_000);

  it("a shortfall answers 409 STOCK_INSUFFICIENT naming SKU, warehouse and shortfall; nothing changes", async () => {
    const before = await bal(wh.id);
    const d = await step(op1, "submit", await create("misc_out", [{ productId: pa.id, quantity: before.onHand + 50 }]));
    const res = await act(op2, "approve", d);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("STOCK_INSUFFICIENT");
    expect(res.json().message).toContain(pa.sku as string);
    expect(await bal(wh.id)).toEqual(before);
    expect((await op2.get(`/api/inventory/stockdoc/detail?id=${d.id}`)).json().status).toBe("submitted");
  });

  it("refuses bad lines with 400 and hides another org's documents (404); the seller reads its own", async () => {
    expect(
      (
        await op1.post("/api/inventory/stockdoc/save", {
          kind: "misc_in",
          orgId: a.org.id,
          warehouseId: wh.id,
          reasonCode: "count",
          lines: [{ productId: pa.id, quantity: -1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await op1.post("/api/inventory/stockdoc/save", {
          kind: "transfer",
          orgId: a.org.id,
          warehouseId: wh.id,
          reasonCode: "count",
          lines: [{ productId: pa.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    const d = await create("adjust", [{ productId: pa.id, quantity: 2 }]);
    expect((await a.client.get(`/api/inventory/stockdoc/detail?id=${d.id}`)).json().docNo).toBe(d.docNo);
    expect((await b.client.get(`/api/inventory/stockdoc/detail?id=${d.id}`)).statusCode).toBe(404);
    // the seller reads, it does not write
    expect((await act(a.client, "submit", d)).statusCode).toBe(403);
  });

  it("one approve sent 10 times with one Idempotency-Key posts once", async () => {
    const d = await step(op1, "submit", await create("adjust", [{ productId: pa.id, quantity: 9 }]));
    const before = await bal(wh.id);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(
        await op2.request({
          method: "POST",
          url: "/api/inventory/stockdoc/approve",
          payload: { id: d.id, version: d.version },
          headers: { "idempotency-key": `approve-${engine}-${d.id}` },
        }),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await bal(wh.id)).onHand).toBe(before.onHand + 9);
    expect(await movements(d.docNo)).toBe(1);
  });

  it("lists documents filtered by kind, status and SKU with totals, exports them, shows lines and history, offers the owner's SKUs", async () => {
    const d = await approved(await create("adjust", [{ productId: pa.id, quantity: 3 }]));
    const list = await op1.get(
      `/api/inventory/stockdoc/list?search[EQ_kind]=adjust&search[EQ_status]=approved&search[LIKE_skus]=${encodeURIComponent(pa.sku as string)}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().rows as { docNo: string; kind: string; status: string; skus: string; approvedByName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.kind === "adjust" && r.status === "approved" && r.skus.includes(pa.sku as string))).toBe(true);
    expect(rows.find((r) => r.docNo === d.docNo)).toBeTruthy();
    expect(Number(list.json().summary.totalQty)).toBeGreaterThanOrEqual(3);
    expect((await op1.get(`/api/inventory/stockdoc/list?search[EQ_kind]=misc_in&search[EQ_docNo]=${d.docNo}`)).json().rows).toEqual([]);
    // another seller's list does not hold a's documents
    expect((await b.client.get(`/api/inventory/stockdoc/list?search[EQ_docNo]=${d.docNo}`)).json().rows).toEqual([]);
    const xlsx = await op1.get(`/api/inventory/stockdoc/export?search[EQ_kind]=adjust`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheet");
    const detail = (await op1.get(`/api/inventory/stockdoc/detail?id=${d.id}`)).json();
    expect(detail.lines).toEqual([expect.objectContaining({ line: 1, sku: pa.sku, quantity: 3 })]);
    expect(detail.history.map((h: { command: string }) => h.command)).toEqual(["createStockDoc", "submitStockDoc", "approveStockDoc"]);
    const options = (await op1.get(`/api/inventory/stockdoc/formOptions?orgId=${a.org.id}`)).json();
    expect(options.products.map((p: { id: number }) => p.id)).toEqual([pa.id]);
    expect(options.warehouses.map((w: { id: number }) => w.id).sort()).toEqual([wh.id, wh2.id].sort());
    expect(options.orgs.map((o: { id: number }) => o.id)).toContain(a.org.id);
  });
});
