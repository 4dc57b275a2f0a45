import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";

/**
 * Purchase-order import of inbound plans: the §7.1 calls (importable?, a PO's lines, plan lines never more
 * than the unplanned units), a draft drawing on PO lines (checked on save), the planned quantity raised by
 * submit and lowered by cancel, a second plan refused at submit once the units are taken, isolation.
 */
describe.each(engines)("purchase-order import on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let p1: Saved;
  let p2: Saved;
  let p3: Saved;
  let poNo: string;
  let lines: { poLineId: number; productId: number; orderedQty: number; plannedQty: number; unplannedQty: number }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    wh = await f.warehouse(Number(r!.org_id));
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    [p1, p2, p3] = [await f.product(a.client), await f.product(a.client), await f.product(a.client)];
    // purchasing does not exist yet: the PO is written as it will write it
    poNo = `PO-${engine}-1`;
    const po = await t.database.query(
      `insert into purchase_orders (org_id, po_no, supplier_name, ordered_on) values (${a.org.id}, '${poNo}', 'Ningbo Oceanic', '2026-11-01') returning id`,
    );
    const poId = Number(po.rows[0]!.id);
    await t.database.query(
      `insert into purchase_order_lines (po_id, org_id, line_no, product_id, ordered_qty) values
       (${poId}, ${a.org.id}, 1, ${p1.id}, 100), (${poId}, ${a.org.id}, 2, ${p2.id}, 40)`,
    );
    lines = await items();
  });
  afterAll(() => t?.close());

  const items = async (c: Client = a.client) => {
    const res = await c.get(`/api/v2/Inbound/getPoItemsByPoNos?poNos=${poNo}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json()[0]?.lines ?? []) as typeof lines;
  };
  const plan = (poLines: { poLineId: number; quantity: number }[], qty = [60, 40]) =>
    a.client.post("/api/inbound/plan/save", {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "air",
      lines: [
        { productId: p1.id, expectedQty: qty[0] },
        { productId: p2.id, expectedQty: qty[1] },
      ],
      poLines,
    });

  it("answers whether there is anything to import, the PO's lines, and plan lines capped at the unplanned units", async () => {
    expect((await a.client.get("/api/v2/Inbound/isImportProductsFromPo")).json()).toEqual({
      importable: true,
      poCount: 1,
      unplannedQty: 140,
    });
    expect((await b.client.get("/api/v2/Inbound/isImportProductsFromPo")).json()).toMatchObject({ importable: false, poCount: 0 });
    expect(lines.map((l) => [l.productId, l.orderedQty, l.plannedQty, l.unplannedQty])).toEqual([
      [p1.id, 100, 0, 100],
      [p2.id, 40, 0, 40],
    ]);
    const res = await a.client.post("/api/v2/Inbound/getProductItemsByPoItems", {
      items: [{ poLineId: lines[0]!.poLineId, quantity: 500 }, { poLineId: lines[1]!.poLineId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { productId: number; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [p1.id, 100],
      [p2.id, 40],
    ]);
    // another seller: none of A's POs or lines
    expect(await items(b.client)).toEqual([]);
    const foreign = await b.client.post("/api/v2/Inbound/getProductItemsByPoItems", { items: [{ poLineId: lines[0]!.poLineId }] });
    expect(foreign.json()).toEqual([]);
    expect((await a.client.get("/api/v2/Inbound/getPoItemsByPoNos")).statusCode).toBe(400);
  });

  it("a draft's PO units are checked on save; submit plans them, cancel unplans them; a second plan is refused once they are taken", async () => {
    const [l1, l2] = [lines[0]!.poLineId, lines[1]!.poLineId];
    // more than unplanned, more than the plan line expects, a SKU the plan lacks, B's view of A's line
    expect((await plan([{ poLineId: l1, quantity: 101 }], [200, 40])).statusCode).toBe(400);
    expect((await plan([{ poLineId: l1, quantity: 61 }])).statusCode).toBe(400);
    const other = await a.client.post("/api/inbound/plan/save", {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "air",
      lines: [{ productId: p3.id, expectedQty: 5 }],
      poLines: [{ poLineId: l1, quantity: 5 }],
    });
    expect(other.statusCode).toBe(400);
    const pb = await f.product(b.client);
    const byB = await b.client.post("/api/inbound/plan/save", {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "air",
      lines: [{ productId: pb.id, expectedQty: 5 }],
      poLines: [{ poLineId: l1, quantity: 5 }],
    });
    expect(byB.statusCode).toBe(400);

    const first = await plan([
      { poLineId: l1, quantity: 60 },
      { poLineId: l2, quantity: 40 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // a second draft may still take the same units: the check that counts is the submit's
    const second = await plan([{ poLineId: l2, quantity: 10 }], [10, 10]);
    expect(second.statusCode, second.body).toBe(200);
    const d1 = (await a.client.get(`/api/inbound/plan/detail?id=${first.json().id}`)).json();
    expect(d1.poLines.map((p: { poNo: string; quantity: number }) => [p.poNo, p.quantity])).toEqual([
      [poNo, 60],
      [poNo, 40],
    ]);
    const sub = await a.client.post("/api/inbound/plan/submit", { id: d1.id, version: d1.version });
    expect(sub.statusCode, sub.body).toBe(200);
    expect((await items()).map((l) => [l.plannedQty, l.unplannedQty])).toEqual([
      [60, 40],
      [40, 0],
    ]);
    const factory = await a.client.get(`/api/v2/LogisticsHead/getFactoryInfoByInbound?inboundPlanOrderNo=${d1.planNo}`);
    expect(factory.json()).toEqual([{ supplierName: "Ningbo Oceanic", poNos: [poNo], skus: [p1.sku, p2.sku], quantity: 100 }]);
    expect((await b.client.get(`/api/v2/LogisticsHead/getFactoryInfoByInbound?inboundPlanOrderNo=${d1.planNo}`)).statusCode).toBe(404);

    // the second plan's 10 units of line 2 are gone: 422, the plan stays a draft, nothing in transit
    const d2 = (await a.client.get(`/api/inbound/plan/detail?id=${second.json().id}`)).json();
    const refused = await a.client.post("/api/inbound/plan/submit", { id: d2.id, version: d2.version });
    expect(refused.statusCode, refused.body).toBe(422);
    expect((await a.client.get(`/api/inbound/plan/detail?id=${d2.id}`)).json()).toMatchObject({ status: "draft", version: d2.version });
    expect((await items()).map((l) => l.plannedQty)).toEqual([60, 40]);

    const now = (await a.client.get(`/api/inbound/plan/detail?id=${d1.id}`)).json();
    expect((await a.client.post("/api/inbound/plan/cancel", { id: now.id, version: now.version })).statusCode).toBe(200);
    expect((await items()).map((l) => l.plannedQty)).toEqual([0, 0]);
    // now the second plan's units are free again
    expect((await a.client.post("/api/inbound/plan/submit", { id: d2.id, version: d2.version })).statusCode).toBe(200);
    expect((await items()).map((l) => l.plannedQty)).toEqual([0, 10]);

    const list = await a.client.get(`/api/v2/po/findByPage?search[EQ_poNo]=${poNo}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows).toMatchObject([{ poNo, orderedQty: 140, plannedQty: 10, unplannedQty: 130 }]);
    expect((await b.client.get(`/api/v2/po/findByPage?search[EQ_poNo]=${poNo}`)).json().rows).toEqual([]);
  });
});
