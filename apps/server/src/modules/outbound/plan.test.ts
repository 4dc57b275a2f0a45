import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { outboundActions, outboundStatuses, outboundTransitionNames, outboundTransitions, type OutboundStatus } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { stockMovements } from "../inventory/index.js";

/**
 * Outbound plans through their calls: drafts, every state × transition pair, the stock they reserve,
 * release and ship (the ledger check at 0 mismatches), isolation between sellers; on PostgreSQL one ship
 * sent 20 times with one Idempotency-Key, and two plans racing for the last units.
 */
describe.each(engines)("outbound plans on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pa2: Saved;

  beforeAll(async () => {
    t = await createTestApp(engine);
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
  afterAll(() => t?.close());

  const draft = (over: Record<string, unknown> = {}) => ({
    warehouseId: wh.id,
    destinationType: "FBA",
    destinationCode: "ONT8",
    destinationAddress: "24300 Nandina Ave, Moreno Valley, CA",
    fbaShipmentId: "FBA17ABCDEF",
    shipBy: "2026-12-01",
    transportMode: "LTL",
    lines: [{ productId: pa.id, quantity: 1 }],
    packages: [
      { kind: "carton", count: 1, length: "40", width: "30", height: "20", lengthUnit: "cm", weight: "5", weightUnit: "lbs", unitsEach: 1 },
    ],
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await a.client.post("/api/outbound/plan/save", draft(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number; planNo: string; status: OutboundStatus };
  };
  const detail = async (c: Client, id: number) => (await c.get(`/api/outbound/plan/detail?id=${id}`)).json();
  const clientFor = (transition: keyof typeof outboundTransitions) =>
    outboundTransitions[transition].side === "seller" ? a.client : operator;
  const act = (transition: keyof typeof outboundTransitions, plan: { id: number; version: number }, c = clientFor(transition)) =>
    c.post(`/api/outbound/plan/${transition}`, { id: plan.id, version: plan.version });
  const path: Record<OutboundStatus, (keyof typeof outboundTransitions)[]> = {
    draft: [],
    submitted: ["submit"],
    picking: ["submit", "pick"],
    packed: ["submit", "pick", "pack"],
    shipped: ["submit", "pick", "pack", "ship"],
    completed: ["submit", "pick", "pack", "ship", "complete"],
    cancelled: ["cancel"],
  };
  /** A new plan of one unit of `pa`, driven to `state` through the calls. */
  const planIn = async (state: OutboundStatus) => {
    let plan = await create();
    for (const tr of path[state]) {
      const res = await act(tr, plan);
      expect(res.statusCode, `${tr}: ${res.body}`).toBe(200);
      plan = res.json();
    }
    expect(plan.status).toBe(state);
    return plan;
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

  it("creates a draft numbered OB + date + sequence, edits it, lists it with totals, exports it; only a draft is edited or deleted", async () => {
    const one = await create();
    const two = await create({
      lines: [
        { productId: pa.id, quantity: 3 },
        { productId: pa2.id, quantity: 2 },
      ],
    });
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    expect(one.planNo).toMatch(new RegExp(`^OB${today}-\\d{4}$`));
    expect(Number(two.planNo.slice(-4))).toBe(Number(one.planNo.slice(-4)) + 1);
    expect(two).toMatchObject({ status: "draft", skuCount: 2, totalQty: 5, cartons: 1, pallets: 0, orgCode: a.org.code });

    const edited = await a.client.post("/api/outbound/plan/save", draft({ id: one.id, version: one.version, destinationCode: "LGB8" }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ destinationCode: "LGB8", version: one.version + 1 });
    const stale = await a.client.post("/api/outbound/plan/save", draft({ id: one.id, version: one.version }));
    expect(stale.statusCode).toBe(409);

    // refused bodies: a duplicate SKU, another seller's product, an unassigned warehouse
    const dup = await a.client.post(
      "/api/outbound/plan/save",
      draft({
        lines: [
          { productId: pa.id, quantity: 1 },
          { productId: pa.id, quantity: 2 },
        ],
      }),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details[0].path).toBe("body.lines.1.productId");
    const pb = await f.product(b.client);
    expect((await a.client.post("/api/outbound/plan/save", draft({ lines: [{ productId: pb.id, quantity: 1 }] }))).statusCode).toBe(400);
    const other = await f.warehouse(
      Number((await t.database.query(`select managing_org_id from organizations where id = $1`, [a.org.id])).rows[0]!.managing_org_id),
    );
    expect((await a.client.post("/api/outbound/plan/save", draft({ warehouseId: other.id }))).statusCode).toBe(400);

    const list = await a.client.get(`/api/outbound/plan/list?search[EQ_status]=draft&search[LIKE_planNo]=OB${today}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().records).toBeGreaterThanOrEqual(2);
    const xlsx = await a.client.get(`/api/outbound/plan/export?search[EQ_status]=draft`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");

    const submitted = (await act("submit", two)).json();
    expect(submitted.status).toBe("submitted");
    expect((await a.client.post("/api/outbound/plan/save", draft({ id: two.id, version: submitted.version }))).statusCode).toBe(409);
    expect((await a.client.post("/api/outbound/plan/delete", { id: two.id })).statusCode).toBe(409);
    expect((await a.client.post("/api/outbound/plan/delete", { id: one.id })).statusCode).toBe(200);
    expect((await a.client.get(`/api/outbound/plan/detail?id=${one.id}`)).statusCode).toBe(404);
    // back to where it was: release the two's reservation
    expect((await act("cancel", submitted)).statusCode).toBe(200);
  });

  it("every allowed transition works from every state; every other is refused with 409 and changes nothing", async () => {
    let allowed = 0;
    let refused = 0;
    for (const state of outboundStatuses) {
      const plan = await planIn(state);
      const before = await detail(operator, plan.id);
      const moved = await movements();
      const refusedHere = outboundTransitionNames.filter((tr) => !(outboundTransitions[tr].from as readonly string[]).includes(state));
      for (const tr of refusedHere) {
        const res = await act(tr, plan);
        expect(res.statusCode, `${state} --${tr}-->`).toBe(409);
        expect(res.json().code).toBe("STATE_CONFLICT");
        refused++;
      }
      // the refusals changed neither the plan nor the stock
      expect(await detail(operator, plan.id)).toEqual(before);
      expect(await movements()).toBe(moved);
      for (const tr of [...outboundActions(state, "seller"), ...outboundActions(state, "warehouse")]) {
        const res = await act(tr, await planIn(state));
        expect(res.statusCode, `${state} --${tr}--> ${res.body}`).toBe(200);
        expect(res.json().status).toBe(outboundTransitions[tr].to);
        allowed++;
      }
    }
    expect(allowed).toBe(9);
    expect(refused).toBe(outboundStatuses.length * outboundTransitionNames.length - 9);
    // the history of a completed plan: create, then one audit row per transition with its action code
    const done = await planIn("completed");
    const history = (await detail(a.client, done.id)).history as { action: number; command: string }[];
    expect(history.map((h) => h.action)).toEqual([100, 210, 200, 200, 220, 800]);
    expect(history.map((h) => h.command)).toContain("shipOutboundPlan");
  }, 120_000);

  it("submit reserves, cancel releases, ship takes the units off on hand; refusal names SKU, warehouse and shortfall; the ledger checks", async () => {
    const start = await balance(pa.id);
    const plan = await create({ lines: [{ productId: pa.id, quantity: 5 }] });
    const submitted = (await act("submit", plan)).json();
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand, reserved: start.reserved + 5, available: start.available - 5 });
    const cancelled = await act("cancel", submitted);
    expect(cancelled.json().status).toBe("cancelled");
    expect(await balance(pa.id)).toMatchObject(start);

    const ship = await planIn("shipped");
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand - 1, reserved: start.reserved, available: start.available - 1 });
    const shipped = await detail(a.client, ship.id);
    expect(shipped.lines[0]).toMatchObject({ quantity: 1, pickedQty: 1, shippedQty: 1 });
    const mv = (await operator.get(`/api/inventory/movement/list?search[EQ_documentNo]=${ship.planNo}&search[EQ_bucket]=onHand`)).json();
    expect(mv.records).toBe(1);
    expect(mv.rows[0]).toMatchObject({ operationType: 40, orderType: 2, businessType: 6, quantity: -1 });

    // pa2 has 10: asking 11 is refused and nothing changes
    const short = await create({
      lines: [
        { productId: pa.id, quantity: 1 },
        { productId: pa2.id, quantity: 11 },
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

    const verify = (await operator.get("/api/inventory/ledger/verify")).json();
    expect(verify.balances).toBeGreaterThan(0);
    expect(verify).toMatchObject({ mismatches: 0 });
  });

  it("seller B sees none of A's plans: 404 on detail, save, delete and its transitions; the warehouse's are not B's to call", async () => {
    const plan = await create();
    const submitted = await planIn("submitted");
    expect((await b.client.get(`/api/outbound/plan/detail?id=${plan.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/outbound/plan/list?search[EQ_planNo]=${plan.planNo}`)).json().records).toBe(0);
    expect((await b.client.post("/api/outbound/plan/save", draft({ id: plan.id, version: plan.version, lines: [] }))).statusCode).toBe(400);
    const pb = await f.product(b.client);
    expect(
      (
        await b.client.post(
          "/api/outbound/plan/save",
          draft({ id: plan.id, version: plan.version, lines: [{ productId: pb.id, quantity: 1 }] }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await b.client.post("/api/outbound/plan/delete", { id: plan.id })).statusCode).toBe(404);
    for (const [tr, p] of [
      ["submit", plan],
      ["cancel", plan],
      ["cancel", submitted],
    ] as const)
      expect((await act(tr, p, b.client)).statusCode, tr).toBe(404);
    for (const tr of ["pick", "pack", "ship", "complete"] as const) expect((await act(tr, submitted, b.client)).statusCode, tr).toBe(403);
    expect((await detail(a.client, plan.id)).status).toBe("draft");
    expect((await detail(a.client, submitted.id)).status).toBe("submitted");
    // the board counts A's plans for A only
    const boardB = (await b.client.get(`/api/outbound/board?warehouseId=${wh.id}`)).json();
    expect(boardB.byStatus).toEqual([]);
    const boardA = (await a.client.get(`/api/outbound/board?warehouseId=${wh.id}`)).json();
    expect(boardA.byStatus.find((r: { status: string }) => r.status === "submitted").plans).toBeGreaterThan(0);
    expect(boardA.byDay.length).toBeGreaterThan(0);
  });

  it("the WFS arrival plan lists the lines of submitted plans bound for WFS, shipped against to ship, the seller's own only", async () => {
    const wfs = { destinationType: "WFS", destinationCode: `WFS${engine.slice(0, 2).toUpperCase()}1`, referenceId: "WFS-INB-77" };
    const rows = async (c: Client) =>
      (await c.get(`/api/outbound/wfs/list?rows=100&search[EQ_destinationCode]=${wfs.destinationCode}`)).json() as {
        rows: { planNo: string; status: string; sku: string; quantity: number; shippedQty: number; toShip: number; referenceId: string }[];
        summary: Record<string, string>;
      };
    const draftOnly = await create({ ...wfs, lines: [{ productId: pa.id, quantity: 2 }] });
    let sent = await create({ ...wfs, lines: [{ productId: pa.id, quantity: 3 }] });
    for (const tr of ["submit", "pick", "pack", "ship"] as const) sent = (await act(tr, sent)).json();
    let due = await create({ ...wfs, lines: [{ productId: pa.id, quantity: 1 }] });
    due = (await act("submit", due)).json();
    const cancelled = (await act("cancel", (await act("submit", await create({ ...wfs }))).json())).json();
    expect(cancelled.status).toBe("cancelled");
    const mine = await rows(a.client);
    expect(mine.rows.map((r) => [r.planNo, r.status, r.quantity, r.shippedQty, r.toShip]).sort()).toEqual(
      [
        [sent.planNo, "shipped", 3, 3, 0],
        [due.planNo, "submitted", 1, 0, 1],
      ].sort(),
    );
    expect(mine.rows.every((r) => r.sku === pa.sku && r.referenceId === "WFS-INB-77")).toBe(true);
    expect(mine.rows.map((r) => r.planNo)).not.toContain(draftOnly.planNo);
    // summary rows are decimal strings rounded to 2 (spec §9), like every list's
    expect(mine.summary).toMatchObject({ quantity: "4.00", shippedQty: "3.00", toShip: "1.00" });
    // another seller sees none of them; the operator sees them; the export and the chart answer
    expect((await rows(b.client)).rows).toEqual([]);
    expect((await rows(operator)).rows).toHaveLength(2);
    const xlsx = await a.client.get(`/api/outbound/wfs/export?search[EQ_destinationCode]=${wfs.destinationCode}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const chart = (
      await a.client.get(`/api/outbound/wfs/chart?by=destinationCode&search[EQ_destinationCode]=${wfs.destinationCode}`)
    ).json();
    expect(chart.groups).toEqual([expect.objectContaining({ values: expect.objectContaining({ shippedQty: 3, toShip: 1 }) })]);
  });

  it("the same ship sent 20 times at once with one Idempotency-Key ships once", async () => {
    const plan = await planIn("packed");
    const start = await balance(pa.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        operator.request({
          method: "POST",
          url: "/api/outbound/plan/ship",
          payload: { id: plan.id, version: plan.version },
          headers: { "idempotency-key": `ship-${engine}-${plan.id}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().version)).size).toBe(1);
    expect(await balance(pa.id)).toMatchObject({ onHand: start.onHand - 1, reserved: start.reserved - 1 });
    expect(await movements(plan.planNo)).toBe(1);
  });

  it.runIf(engine === "postgres")("two plans racing for the last units: one submits, the other gets 409 STOCK_INSUFFICIENT", async () => {
    const p = await f.product(a.client);
    await operator.post("/api/inventory/balance/adjust", {
      orgId: a.org.id,
      warehouseId: wh.id,
      productId: p.id,
      inventoryType: 0,
      quantity: 3,
      reason: "race",
    });
    const one = await create({ lines: [{ productId: p.id, quantity: 2 }] });
    const two = await create({ lines: [{ productId: p.id, quantity: 2 }] });
    const [r1, r2] = await Promise.all([act("submit", one), act("submit", two)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect([r1, r2].find((r) => r.statusCode === 409)!.json().code).toBe("STOCK_INSUFFICIENT");
    expect(await balance(p.id)).toMatchObject({ onHand: 3, reserved: 2, available: 1 });
    expect((await operator.get("/api/inventory/ledger/verify")).json()).toMatchObject({ mismatches: 0 });
  });
});
