import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import {
  orderActions,
  orderStatuses,
  orderTransitionNames,
  orderTransitions,
  type OrderStatus,
  type OrderTransition,
} from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { pdfBarcodes } from "../../../test/pdf-barcodes.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { finished, waitForTask } from "../../../test/tasks-fixture.js";
import { multipart, readBook, workbook } from "../../../test/xlsx-fixture.js";
import { stockMovements } from "../inventory/index.js";
import { carrierServices } from "../masterdata/index.js";

/**
 * B2C orders through their calls: drafts and their refusals, every state × transition pair, the stock
 * they reserve, release and ship (the ledger check at 0 mismatches), the sandbox label and the warehouse's
 * PDFs read back by a barcode decoder, the .xlsx import with a bad row, isolation between sellers; one
 * ship sent 20 times with one Idempotency-Key.
 */
describe.each(engines)("B2C orders on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let dataDir: string;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pa2: Saved;
  let serviceId: number;
  let serviceCode: string;
  let seq = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-orders-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    pa = await f.product(a.client);
    pa2 = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const [svc] = await t.database.db.select().from(carrierServices).where(eq(carrierServices.active, true)).limit(1);
    serviceId = svc!.id;
    serviceCode = svc!.code;
    for (const [p, quantity] of [
      [pa, 200],
      [pa2, 10],
    ] as const) {
      const res = await operator.post("/api/inventory/balance/adjust", {
        orgId: a.org.id,
        warehouseId: wh.id,
        productId: p.id,
        inventoryType: 0,
        quantity,
        reason: "opening",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const recipient = {
    name: "Emily Carter",
    phone: "+1 213 555 0142",
    country: "US",
    state: "CA",
    city: "Los Angeles",
    postcode: "90012",
    address1: "200 N Spring St",
  };
  const draft = (over: Record<string, unknown> = {}) => ({
    warehouseId: wh.id,
    carrierServiceId: serviceId,
    referenceNo: `REF-${engine}-${++seq}`,
    recipient,
    lines: [{ sku: pa.sku, quantity: 1, declaredValue: "12.99", currency: "USD" }],
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await a.client.post("/api/orders/order/save", draft(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number; orderNo: string; status: OrderStatus; trackingNo: string | null };
  };
  const detail = async (c: Client, id: number) => (await c.get(`/api/orders/order/detail?id=${id}`)).json();
  const parcel = { weight: "1.5", weightUnit: "lbs", length: "12", width: "9", height: "4", lengthUnit: "inch" };
  const clientFor = (tr: OrderTransition) => (orderTransitions[tr].side === "seller" ? a.client : operator);
  const act = (tr: OrderTransition, o: { id: number; version: number }, c = clientFor(tr)) =>
    c.post(`/api/orders/order/${tr}`, { id: o.id, version: o.version, ...(tr === "pack" ? parcel : {}) });
  const buyLabel = (o: { id: number; version: number }, c = operator) =>
    c.post("/api/orders/order/buyLabel", { id: o.id, version: o.version });
  const path: Record<OrderStatus, (OrderTransition | "buyLabel")[]> = {
    draft: [],
    submitted: ["submit"],
    picked: ["submit", "pick"],
    packed: ["submit", "pick", "pack"],
    shipped: ["submit", "pick", "pack", "buyLabel", "ship"],
    cancelled: ["cancel"],
  };
  /** A new order of one unit of `pa`, driven to `state` through the calls (`labelled`: packed with its label bought). */
  const orderIn = async (state: OrderStatus, labelled = false) => {
    let o = await create();
    for (const tr of [...path[state], ...(labelled ? (["buyLabel"] as const) : [])]) {
      const res = tr === "buyLabel" ? await buyLabel(o) : await act(tr, o);
      expect(res.statusCode, `${tr}: ${res.body}`).toBe(200);
      o = res.json();
    }
    expect(o.status).toBe(state);
    return o;
  };
  const balance = async (productId: number) => {
    const row = (await operator.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=0`)).json()
      .rows[0] as { onHand: number; reserved: number; available: number };
    return { onHand: row.onHand, reserved: row.reserved, available: row.available };
  };
  const movements = async (documentNo?: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(stockMovements)
        .where(documentNo ? and(eq(stockMovements.documentNo, documentNo), eq(stockMovements.bucket, "onHand")) : undefined)
    )[0]!.n;

  it("creates a draft numbered SO + date + sequence, edits, lists and exports it; refuses a wrong line, address or reference", async () => {
    const one = await create();
    const two = await create({
      lines: [
        { sku: pa.sku, quantity: 3, declaredValue: "12.99", currency: "USD" },
        { sku: pa2.sku, quantity: 2, declaredValue: "0.5", currency: "USD" },
      ],
    });
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    expect(one.orderNo).toMatch(new RegExp(`^SO${today}-\\d{5}$`));
    expect(two).toMatchObject({ status: "draft", skuCount: 2, totalQty: 5, orgCode: a.org.code, carrierServiceCode: serviceCode });
    const d = await detail(a.client, two.id);
    expect(d.lines[1]).toMatchObject({ sku: pa2.sku, quantity: 2, declaredValue: "0.5000", currency: "USD" });
    expect(d.recipient).toMatchObject({ name: "Emily Carter", country: "US", state: "CA", company: null });

    const edited = await a.client.post(
      "/api/orders/order/save",
      draft({ id: one.id, version: one.version, referenceNo: `EDIT-${engine}` }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ referenceNo: `EDIT-${engine}`, version: one.version + 1 });
    expect((await a.client.post("/api/orders/order/save", draft({ id: one.id, version: one.version }))).statusCode).toBe(409);

    // a SKU that is not the seller's: 400 naming the line
    const pb = await f.product(b.client);
    const wrongSku = await a.client.post(
      "/api/orders/order/save",
      draft({
        lines: [
          { sku: pa.sku, quantity: 1, declaredValue: "1", currency: "USD" },
          { sku: pb.sku, quantity: 1, declaredValue: "1", currency: "USD" },
        ],
      }),
    );
    expect(wrongSku.statusCode).toBe(400);
    expect(wrongSku.json().details[0].path).toBe("body.lines.1.sku");
    expect(JSON.stringify(wrongSku.json())).toContain(String(pb.sku));
    // a US address without its state, or without a postcode
    const noState = await a.client.post("/api/orders/order/save", draft({ recipient: { ...recipient, state: "" } }));
    expect(noState.statusCode).toBe(400);
    expect(noState.json().details.map((x: { path: string }) => x.path)).toContain("body.recipient.state");
    const noPostcode = await a.client.post("/api/orders/order/save", draft({ recipient: { ...recipient, postcode: " " } }));
    expect(noPostcode.statusCode).toBe(400);
    expect(noPostcode.json().details.map((x: { path: string }) => x.path)).toContain("body.recipient.postcode");
    // the reference of a live order is taken; a cancelled one frees it
    const taken = await a.client.post("/api/orders/order/save", draft({ referenceNo: `EDIT-${engine}` }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details[0].path).toBe("body.referenceNo");
    const cancelled = await act("cancel", edited.json());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await a.client.post("/api/orders/order/save", draft({ referenceNo: `EDIT-${engine}` }))).statusCode).toBe(200);

    const list = await a.client.get(`/api/orders/order/list?search[EQ_status]=draft&search[LIKE_orderNo]=SO${today}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().records).toBeGreaterThanOrEqual(2);
    const xlsx = await a.client.get(`/api/orders/order/export?search[EQ_status]=draft`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");

    const submitted = (await act("submit", two)).json();
    expect(submitted.status).toBe("submitted");
    expect((await a.client.post("/api/orders/order/save", draft({ id: two.id, version: submitted.version }))).statusCode).toBe(409);
    expect((await a.client.post("/api/orders/order/delete", { id: two.id })).statusCode).toBe(409);
    const three = await create();
    expect((await a.client.post("/api/orders/order/delete", { id: three.id })).statusCode).toBe(200);
    expect((await a.client.get(`/api/orders/order/detail?id=${three.id}`)).statusCode).toBe(404);
    expect((await act("cancel", submitted)).statusCode).toBe(200);
  });

  it("every allowed transition works from every state; every other is refused with 409 and changes nothing", async () => {
    let allowed = 0;
    let refused = 0;
    for (const state of orderStatuses) {
      const o = await orderIn(state, state === "packed");
      const before = await detail(operator, o.id);
      const moved = await movements();
      const refusedHere = orderTransitionNames.filter((tr) => !(orderTransitions[tr].from as readonly string[]).includes(state));
      for (const tr of refusedHere) {
        const res = await act(tr, o);
        expect(res.statusCode, `${state} --${tr}-->`).toBe(409);
        expect(res.json().code).toBe("STATE_CONFLICT");
        refused++;
      }
      expect(await detail(operator, o.id)).toEqual(before);
      expect(await movements()).toBe(moved);
      for (const tr of [...orderActions(state, "seller"), ...orderActions(state, "warehouse")]) {
        const res = await act(tr, await orderIn(state, state === "packed"));
        expect(res.statusCode, `${state} --${tr}--> ${res.body}`).toBe(200);
        expect(res.json().status).toBe(orderTransitions[tr].to);
        allowed++;
      }
    }
    expect(allowed).toBe(8);
    expect(refused).toBe(orderStatuses.length * orderTransitionNames.length - 8);
    // shipping a packed order without its label: 422, nothing changed
    const unlabelled = await orderIn("packed");
    const res = await act("ship", unlabelled);
    expect(res.statusCode).toBe(422);
    expect((await detail(operator, unlabelled.id)).status).toBe("packed");
    // a label only for a packed order, and only once
    expect((await buyLabel(await orderIn("picked"))).statusCode).toBe(409);
    const labelled = (await buyLabel(unlabelled)).json();
    expect((await buyLabel(labelled)).statusCode).toBe(409);
    // the history of a shipped order: create, then one audit row per command with its action code
    const done = await orderIn("shipped");
    const history = (await detail(a.client, done.id)).history as { action: number; command: string }[];
    expect(history.map((h) => h.action)).toEqual([100, 210, 200, 200, 200, 220]);
    expect(history.map((h) => h.command)).toEqual([
      "createB2cOrder",
      "submitB2cOrder",
      "pickB2cOrder",
      "packB2cOrder",
      "buyLabelB2cOrder",
      "shipB2cOrder",
    ]);
  }, 180_000);

  it("submit reserves, cancel releases (order type 12), ship takes the units off on hand; a shortfall names SKU, warehouse and shortfall", async () => {
    const start = await balance(pa.id);
    const o = await create({ lines: [{ sku: pa.sku, quantity: 5, declaredValue: "1", currency: "USD" }] });
    const submitted = (await act("submit", o)).json();
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand, reserved: start.reserved + 5, available: start.available - 5 });
    expect((await act("cancel", submitted)).json().status).toBe("cancelled");
    expect(await balance(pa.id)).toMatchObject(start);
    const released = (
      await operator.get(`/api/inventory/movement/list?search[EQ_documentNo]=${o.orderNo}&search[EQ_bucket]=reserved`)
    ).json();
    expect(released.rows.map((r: { orderType: number }) => r.orderType).sort()).toEqual([1, 12]);

    const shipped = await orderIn("shipped");
    expect(shipped.trackingNo).toMatch(/^SBX/);
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand - 1, reserved: start.reserved, available: start.available - 1 });
    const mv = (
      await operator.get(`/api/inventory/movement/list?search[EQ_documentNo]=${shipped.orderNo}&search[EQ_bucket]=onHand`)
    ).json();
    expect(mv.records).toBe(1);
    expect(mv.rows[0]).toMatchObject({ operationType: 100, orderType: 1, businessType: 3, quantity: -1 });

    // pa2 has 10: asking 11 on line 2 is refused and nothing changes
    const short = await create({
      lines: [
        { sku: pa.sku, quantity: 1, declaredValue: "1", currency: "USD" },
        { sku: pa2.sku, quantity: 11, declaredValue: "1", currency: "USD" },
      ],
    });
    const moved = await movements();
    const res = await act("submit", short);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("STOCK_INSUFFICIENT");
    expect(res.json().message).toContain(String(pa2.sku));
    expect(res.json().message).toContain(String(wh.code));
    expect(res.json().message).toContain("1");
    expect(await movements()).toBe(moved);
    expect((await detail(a.client, short.id)).status).toBe("draft");
    expect((await operator.get("/api/inventory/ledger/verify")).json()).toMatchObject({ mismatches: 0 });
  });

  it("the sandbox label is a 4 x 6 in PDF whose barcode scans as the tracking number; picking list and packing slips scan too", async () => {
    const o = await orderIn("packed", true);
    expect(o.trackingNo).toMatch(/^SBX[A-Z0-9]+$/);
    const label = await a.client.post("/api/orders/order/label", { id: o.id });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers["content-type"]).toContain("application/pdf");
    const read = pdfBarcodes(label.rawPayload);
    expect(read.size).toBe("288 x 432");
    expect(read.decoded).toEqual([[o.trackingNo]]);
    const other = await orderIn("picked");
    const picking = await operator.post("/api/orders/order/pickingList", { ids: [o.id, other.id] });
    expect(picking.statusCode, picking.body).toBe(200);
    expect(pdfBarcodes(picking.rawPayload).decoded[0]).toEqual([String(pa.sku)]);
    const slips = await operator.post("/api/orders/order/packingSlips", { ids: [o.id, other.id] });
    expect(slips.statusCode).toBe(200);
    expect(pdfBarcodes(slips.rawPayload).decoded).toEqual([o.orderNo, other.orderNo].sort().map((n) => [n]));
    // no label yet: 404; another seller's order: 404; the warehouse documents are not the seller's to print
    expect((await a.client.post("/api/orders/order/label", { id: other.id })).statusCode).toBe(404);
    expect((await b.client.post("/api/orders/order/label", { id: o.id })).statusCode).toBe(404);
    expect((await a.client.post("/api/orders/order/pickingList", { ids: [o.id] })).statusCode).toBe(403);
  }, 60_000);

  it("imports orders from .xlsx: one order per reference no.; a bad row keeps its whole order out, with the reason per row", async () => {
    const tpl = await a.client.get("/api/orders/order/template");
    expect(tpl.statusCode).toBe(200);
    const headers = (Object.values(await readBook(tpl.rawPayload))[0]![0] as string[]).map((h) => h.replace(/ \*$/, ""));
    const row = (over: Record<string, string | null>) => {
      const base: Record<string, string | null> = {
        参考单号: null,
        仓库代码: String(wh.code),
        物流渠道代码: serviceCode,
        收件人: "Jane Doe",
        国家: "US",
        "州/省": "CA",
        城市: "Los Angeles",
        邮编: "90012",
        "地址 1": "200 N Spring St",
        SKU: String(pa.sku),
        数量: "1",
        申报单价: "9.99",
        币种: "USD",
        ...over,
      };
      return headers.map((h) => base[h] ?? null);
    };
    const ref = (n: number) => `IMP-${engine}-${n}`;
    const bytes = await workbook(headers, [
      row({ 参考单号: ref(1) }),
      row({ 参考单号: ref(1), SKU: String(pa2.sku), 数量: "2" }),
      row({ 参考单号: ref(2) }),
      row({ 参考单号: ref(2), SKU: "NOT-MINE" }),
      row({ 参考单号: ref(3), "州/省": null }),
    ]);
    const up = await a.client.request({ method: "POST", url: "/api/orders/order/import?mode=valid", ...multipart("orders.xlsx", bytes) });
    expect(up.statusCode, up.body).toBe(202);
    const task = await waitForTask(a.client, (up.json() as { taskId: number }).taskId, finished, 30_000);
    const book = await readBook((await a.client.get(`/api/v1/TaskCenter/download?id=${task.id}`)).rawPayload);
    const sheet = Object.values(book)[0]!;
    const reasons = new Map(sheet.slice(1).map((r) => [r[0] as number, String(r[r.length - 1])]));
    expect([...reasons.keys()].sort()).toEqual([4, 5, 6]);
    expect(reasons.get(5)).toContain("NOT-MINE");
    expect(reasons.get(4)).toContain(ref(2));
    expect(reasons.get(6)).toContain("州");
    const list = (await a.client.get(`/api/orders/order/list?search[LIKE_referenceNo]=IMP-${engine}-`)).json();
    expect(list.rows.map((r: { referenceNo: string; totalQty: number }) => [r.referenceNo, r.totalQty])).toEqual([[ref(1), 3]]);
  }, 60_000);

  it("seller B sees none of A's orders: 404 on detail, save, delete and its transitions; the warehouse's are not B's to call", async () => {
    const o = await create();
    const submitted = await orderIn("submitted");
    expect((await b.client.get(`/api/orders/order/detail?id=${o.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/orders/order/list?search[EQ_orderNo]=${o.orderNo}`)).json().records).toBe(0);
    const pb = await f.product(b.client);
    const bLines = [{ sku: pb.sku, quantity: 1, declaredValue: "1", currency: "USD" }];
    expect((await b.client.post("/api/orders/order/save", draft({ id: o.id, version: o.version, lines: bLines }))).statusCode).toBe(404);
    expect((await b.client.post("/api/orders/order/delete", { id: o.id })).statusCode).toBe(404);
    for (const [tr, x] of [
      ["submit", o],
      ["cancel", o],
      ["cancel", submitted],
    ] as const)
      expect((await act(tr, x, b.client)).statusCode, tr).toBe(404);
    for (const tr of ["pick", "pack", "ship"] as const) expect((await act(tr, submitted, b.client)).statusCode, tr).toBe(403);
    expect((await detail(a.client, o.id)).status).toBe("draft");
    expect((await detail(a.client, submitted.id)).status).toBe("submitted");
  });

  it("the same ship sent 20 times at once with one Idempotency-Key ships once", async () => {
    const o = await orderIn("packed", true);
    const start = await balance(pa.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        operator.request({
          method: "POST",
          url: "/api/orders/order/ship",
          payload: { id: o.id, version: o.version },
          headers: { "idempotency-key": `ship-${engine}-${o.id}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().version)).size).toBe(1);
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand - 1, reserved: start.reserved - 1 });
    expect(await movements(o.orderNo)).toBe(1);
  });
});
