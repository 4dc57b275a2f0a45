import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { readBook } from "../../../test/xlsx-fixture.js";
import { inboundPlanMachine } from "./index.js";

/**
 * Inbound plans through their calls: drafts, every transition allowed or refused with 409 and nothing
 * changed, receiving with a damaged unit and a short line, in parts and over the expected quantity
 * (balances, differences, the ledger check), isolation between sellers and from operator staff outside
 * the warehouse, Idempotency-Key on receive and putaway, the .xlsx export and the §7.1 look-ups.
 */
describe.each(engines)("inbound plans on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let outsider: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let p1: Saved;
  let p2: Saved;

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
    p1 = await f.product(a.client);
    p2 = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    // staff of the same operator whose access group holds another warehouse only
    const elsewhere = await f.warehouse(opOrgId);
    const narrow = await f.user(opOrgId, ["warehouse_staff"]);
    const group = await (
      await t.login("operator")
    ).post("/api/v1/UcAccessgroup/saveData", {
      code: `WH-${engine}`,
      name: "Another warehouse",
      warehouseIds: [elsewhere.id],
      userIds: [narrow.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    outsider = await f.login(narrow);
  });
  afterAll(() => t?.close());

  const draftBody = (first: Saved = p1, second: Saved = p2) => ({
    warehouseId: wh.id,
    transitType: 1,
    transportMode: "sea_lcl",
    eta: "2026-12-01",
    trackingNo: "TRK-1",
    lines: [
      { productId: first.id, expectedQty: 10 },
      { productId: second.id, expectedQty: 5 },
    ],
    cartons: [
      {
        cartonNo: "C1",
        length: "50",
        width: "40",
        height: "30",
        lengthUnit: "cm",
        weight: "12000",
        weightUnit: "g",
        items: [{ productId: first.id, quantity: 10 }],
      },
    ],
  });
  type Detail = {
    id: number;
    version: number;
    status: string;
    planNo: string;
    differenceQty: number;
    lines: {
      id: number;
      productId: number;
      receivedGood: number;
      receivedDamaged: number;
      differenceQty: number;
      onShelfStatus: number | null;
    }[];
    history: { command: string }[];
    actions: string[];
  };
  const create = async (first?: Saved, second?: Saved): Promise<Detail> => {
    const res = await a.client.post("/api/inbound/plan/save", draftBody(first, second));
    expect(res.statusCode, res.body).toBe(200);
    return detail(a.client, res.json().id);
  };
  const detail = async (c: Client, id: number): Promise<Detail> => {
    const res = await c.get(`/api/inbound/plan/detail?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const balance = async (productId: number, type: number) => {
    const res = await a.client.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=${type}`);
    return (res.json().rows[0] ?? {}) as Record<string, number>;
  };
  const movementsOf = async (documentNo: string) => {
    const res = await operator.get(`/api/inventory/movement/list?rows=100&search[EQ_documentNo]=${documentNo}`);
    expect(res.statusCode).toBe(200);
    return res.json().rows as { operationType: number | null; bucket: string; batchNo: string | null }[];
  };
  const clientFor = (transition: string) => (["submit", "cancel"].includes(transition) ? a.client : operator);
  const receiveBody = (d: Detail) => ({
    id: d.id,
    version: d.version,
    // line 1: 9 good + 1 damaged of 10; line 2: 3 of 5 (short)
    lines: [
      { lineId: d.lines[0]!.id, good: 9, damaged: 1 },
      { lineId: d.lines[1]!.id, good: 3, damaged: 0 },
    ],
  });
  const bodyFor = (transition: string, d: Detail) => (transition === "receive" ? receiveBody(d) : { id: d.id, version: d.version });

  /** Every transition the state does not allow answers 409 STATE_CONFLICT and leaves the plan as it was. */
  async function refusesOthers(d: Detail) {
    const refused = inboundPlanMachine.transitionNames.filter((tr) => !inboundPlanMachine.can(d.status as never, tr));
    expect(refused.length).toBeGreaterThan(0);
    const moved = (await movementsOf(d.planNo)).length;
    for (const tr of refused) {
      const res = await clientFor(tr).post(`/api/inbound/plan/${tr}`, bodyFor(tr, d));
      expect(res.statusCode, `${d.status} --${tr}--> ${res.body}`).toBe(409);
      expect(res.json().code).toBe("STATE_CONFLICT");
    }
    const after = await detail(a.client, d.id);
    expect({ status: after.status, version: after.version }).toEqual({ status: d.status, version: d.version });
    expect(after.history).toHaveLength(d.history.length);
    expect((await movementsOf(d.planNo)).length).toBe(moved);
  }
  async function step(d: Detail, transition: string): Promise<Detail> {
    const res = await clientFor(transition).post(`/api/inbound/plan/${transition}`, bodyFor(transition, d));
    expect(res.statusCode, `${transition}: ${res.body}`).toBe(200);
    return res.json();
  }

  it("goes draft → submitted → arrived → receiving → received → completed; refuses every other move with 409; posts the stock", async () => {
    let d = await create();
    expect(d.planNo).toMatch(/^IB\d{8}\d{6}$/);
    expect(d.status).toBe("draft");
    await refusesOthers(d);
    d = await step(d, "submit");
    expect(d.lines.map((l) => l.onShelfStatus)).toEqual([0, 0]);
    expect(await balance(p1.id, 0)).toMatchObject({ inTransit: 10, onHand: 0 });
    await refusesOthers(d);
    d = await step(d, "arrive");
    expect(d.status).toBe("arrived");
    await refusesOthers(d);
    d = await step(d, "receive");
    expect(d.status).toBe("receiving");
    expect(d.lines[0]).toMatchObject({ receivedGood: 9, receivedDamaged: 1, differenceQty: 0, onShelfStatus: 1 });
    expect(d.lines[1]).toMatchObject({ receivedGood: 3, differenceQty: -2 });
    expect(d.differenceQty).toBe(-2);
    expect(await balance(p1.id, 0)).toMatchObject({ inTransit: 0, pendingPutaway: 9 });
    expect(await balance(p1.id, 1)).toMatchObject({ pendingPutaway: 1 });
    expect(await balance(p2.id, 0)).toMatchObject({ inTransit: 2, pendingPutaway: 3 });
    await refusesOthers(d);
    d = await step(d, "finishReceiving");
    expect(d.status).toBe("received");
    expect(await balance(p2.id, 0)).toMatchObject({ inTransit: 0 });
    // complete before putaway: the guard refuses with 422
    const early = await operator.post("/api/inbound/plan/complete", { id: d.id, version: d.version });
    expect(early.statusCode).toBe(422);
    d = await step(d, "putaway");
    expect(d.lines.map((l) => l.onShelfStatus)).toEqual([null, null]);
    expect(await balance(p1.id, 0)).toMatchObject({ onHand: 9, available: 9, pendingPutaway: 0, inTransit: 0 });
    expect(await balance(p1.id, 1)).toMatchObject({ onHand: 1, pendingPutaway: 0 });
    expect(await balance(p2.id, 0)).toMatchObject({ onHand: 3 });
    const again = await operator.post("/api/inbound/plan/putaway", { id: d.id, version: d.version });
    expect(again.statusCode).toBe(422);
    d = await step(d, "complete");
    expect(d.status).toBe("completed");
    await refusesOthers(d);
    expect(d.history.map((h) => h.command)).toEqual([
      "createInboundPlan",
      "submitInboundPlan",
      "arriveInboundPlan",
      "receiveInboundPlan",
      "finishReceivingInboundPlan",
      "putawayInboundPlan",
      "completeInboundPlan",
    ]);
    // putaway posted purchase-inbound movements (operation 10) with batches
    const putaway = (await movementsOf(d.planNo)).filter((m) => m.operationType === 10 && m.batchNo);
    expect(putaway).toHaveLength(3);
    const verify = await operator.get("/api/inventory/ledger/verify");
    expect(verify.statusCode).toBe(200);
    expect(verify.json().balances).toBeGreaterThan(0);
    expect(verify.json().mismatches).toBe(0);
    // the list reports the difference
    const list = await a.client.get(`/api/inbound/plan/list?search[EQ_planNo]=${d.planNo}`);
    expect(list.json().rows[0]).toMatchObject({
      status: "completed",
      expectedQty: 15,
      receivedGood: 12,
      receivedDamaged: 1,
      differenceQty: -2,
    });
  });

  it("cancels a submitted plan (in transit back to nothing) and a draft; edits and deletes drafts only", async () => {
    let d = await create();
    d = await step(d, "submit");
    expect(await balance(p2.id, 0)).toMatchObject({ inTransit: 5 });
    const edit = await a.client.post("/api/inbound/plan/save", { ...draftBody(), id: d.id, version: d.version });
    expect(edit.statusCode).toBe(409);
    expect((await a.client.post("/api/inbound/plan/delete", { id: d.id })).statusCode).toBe(409);
    d = await step(d, "cancel");
    expect(d.status).toBe("cancelled");
    expect(await balance(p2.id, 0)).toMatchObject({ inTransit: 0 });
    await refusesOthers(d);

    // a draft cancels too, without a stock movement
    let unsent = await create();
    unsent = await step(unsent, "cancel");
    expect(unsent).toMatchObject({ status: "cancelled", actions: [] });
    expect(await movementsOf(unsent.planNo)).toEqual([]);
    await refusesOthers(unsent);

    const draft = await create();
    const saved = await a.client.post("/api/inbound/plan/save", {
      ...draftBody(),
      id: draft.id,
      version: draft.version,
      lines: [{ productId: p2.id, expectedQty: 7 }],
      cartons: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ lineCount: 1, expectedQty: 7, version: draft.version + 1 });
    expect((await a.client.post("/api/inbound/plan/delete", { id: draft.id })).statusCode).toBe(200);
    expect((await a.client.get(`/api/inbound/plan/detail?id=${draft.id}`)).statusCode).toBe(404);
  });

  it("seller B: A's plan is a 404 everywhere, its list holds none of A's; B's products are refused in A's plan", async () => {
    const d = await create();
    expect((await b.client.get(`/api/inbound/plan/detail?id=${d.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/v2/Inbound/detailByNo?inboundPlanOrderNo=${d.planNo}`)).statusCode).toBe(404);
    expect((await b.client.post("/api/inbound/plan/save", { ...draftBody(), id: d.id, version: d.version })).statusCode).toBe(404);
    expect((await b.client.post("/api/inbound/plan/delete", { id: d.id })).statusCode).toBe(404);
    for (const tr of ["submit", "cancel"])
      expect((await b.client.post(`/api/inbound/plan/${tr}`, { id: d.id, version: d.version })).statusCode).toBe(404);
    // the warehouse's transitions need the operator's permission: a seller is refused before any plan is read
    for (const tr of ["arrive", "finishReceiving", "putaway", "complete"])
      expect((await b.client.post(`/api/inbound/plan/${tr}`, { id: d.id, version: d.version })).statusCode).toBe(403);
    const list = await b.client.get(`/api/inbound/plan/list`);
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.filter((r: { orgId: number }) => r.orgId === a.org.id)).toEqual([]);
    const nos = await b.client.get(`/api/v2/Inbound/getLineByInboundPlanOrderNosAndProductItemCount?inboundPlanOrderNos=${d.planNo}`);
    expect(nos.json()).toEqual([]);
    const mine = await a.client.get(`/api/v2/Inbound/getLineByInboundPlanOrderNosAndProductItemCount?inboundPlanOrderNos=${d.planNo}`);
    expect(mine.json()).toMatchObject([{ planNo: d.planNo, lineCount: 2, productItemCount: 15 }]);
    const pb = await f.product(b.client);
    const foreign = await a.client.post("/api/inbound/plan/save", {
      ...draftBody(),
      lines: [{ productId: pb.id, expectedQty: 1 }],
      cartons: [],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await b.client.get(`/api/inbound/plan/detail?id=${d.id}`)).statusCode).toBe(404);
    const after = await detail(a.client, d.id);
    expect({ status: after.status, version: after.version }).toEqual({ status: "draft", version: d.version });
  });

  it("receive with one Idempotency-Key twice receives once; carton labels print as a PDF", async () => {
    let d = await create();
    d = await step(d, "submit");
    d = await step(d, "arrive");
    const send = () =>
      operator.request({
        method: "POST",
        url: "/api/inbound/plan/receive",
        payload: receiveBody(d),
        headers: { "idempotency-key": `rcv-${engine}-${d.id}` },
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    const now = await detail(a.client, d.id);
    expect(now.lines[0]).toMatchObject({ receivedGood: 9, receivedDamaged: 1 });
    expect((await movementsOf(d.planNo)).filter((m) => m.bucket === "pendingPutaway")).toHaveLength(3);
    const pdf = await a.client.post("/api/inbound/plan/cartonLabels", { id: d.id, format: 2 });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
  });

  it("receives in parts: a second receipt while receiving, more than expected on one line, fewer on the other", async () => {
    const [q1, q2] = [await f.product(a.client), await f.product(a.client)];
    let d = await create(q1, q2);
    d = await step(d, "submit");
    d = await step(d, "arrive");
    const receive = async (lines: { lineId: number; good: number; damaged: number }[]) => {
      const res = await operator.post("/api/inbound/plan/receive", { id: d.id, version: d.version, lines });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Detail;
    };
    const [l1, l2] = [d.lines[0]!.id, d.lines[1]!.id];
    d = await receive([{ lineId: l1, good: 6, damaged: 0 }]);
    expect(d.status).toBe("receiving");
    expect(await balance(q1.id, 0)).toMatchObject({ inTransit: 4, pendingPutaway: 6 });
    // receive again while receiving: line 1 gets 6 more (2 over its 10), line 2 gets 2 of 5
    d = await receive([
      { lineId: l1, good: 5, damaged: 1 },
      { lineId: l2, good: 2, damaged: 0 },
    ]);
    expect(d.lines.map((l) => [l.receivedGood, l.receivedDamaged, l.differenceQty])).toEqual([
      [11, 1, 2],
      [2, 0, -3],
    ]);
    expect(await balance(q1.id, 0)).toMatchObject({ inTransit: 0, pendingPutaway: 11 });
    expect(await balance(q1.id, 1)).toMatchObject({ pendingPutaway: 1 });
    expect(await balance(q2.id, 0)).toMatchObject({ inTransit: 3, pendingPutaway: 2 });
    // one more on the line already closed: straight to pending putaway, nothing left in transit to take it from
    d = await receive([{ lineId: l1, good: 1, damaged: 0 }]);
    expect(d.lines[0]).toMatchObject({ receivedGood: 12, differenceQty: 3 });
    expect(d.differenceQty).toBe(0);
    // a line of another plan, or nothing at all, is refused with nothing received
    const other = await create();
    const foreign = await operator.post("/api/inbound/plan/receive", {
      id: d.id,
      version: d.version,
      lines: [{ lineId: other.lines[0]!.id, good: 1, damaged: 0 }],
    });
    expect(foreign.statusCode).toBe(400);
    const empty = await operator.post("/api/inbound/plan/receive", {
      id: d.id,
      version: d.version,
      lines: [{ lineId: l1, good: 0, damaged: 0 }],
    });
    expect(empty.statusCode).toBe(422);
    d = await step(d, "finishReceiving");
    expect(await balance(q2.id, 0)).toMatchObject({ inTransit: 0, pendingPutaway: 2 });
    d = await step(d, "putaway");
    expect(await balance(q1.id, 0)).toMatchObject({ onHand: 12, pendingPutaway: 0, inTransit: 0 });
    expect(await balance(q1.id, 1)).toMatchObject({ onHand: 1, pendingPutaway: 0 });
    expect(await balance(q2.id, 0)).toMatchObject({ onHand: 2, pendingPutaway: 0, inTransit: 0 });
    d = await step(d, "complete");
    expect(d.history.filter((h) => h.command === "receiveInboundPlan")).toHaveLength(3);
    const verify = await operator.get("/api/inventory/ledger/verify");
    expect(verify.json().mismatches).toBe(0);
  });

  it("operator staff outside the plan's warehouse: 404 on the plan, every warehouse transition and the look-ups", async () => {
    let d = await create();
    d = await step(d, "submit");
    expect((await outsider.get(`/api/inbound/plan/detail?id=${d.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/v2/Inbound/detailByNo?inboundPlanOrderNo=${d.planNo}`)).statusCode).toBe(404);
    for (const tr of ["arrive", "receive", "finishReceiving", "putaway", "complete"]) {
      const res = await outsider.post(`/api/inbound/plan/${tr}`, bodyFor(tr, d));
      expect(res.statusCode, `${tr}: ${res.body}`).toBe(404);
    }
    const list = await outsider.get(`/api/inbound/plan/list?search[EQ_planNo]=${d.planNo}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().rows).toEqual([]);
    expect((await outsider.get(`/api/v2/Inbound/inboundPlanOrderNoList?keyword=${d.planNo}`)).json()).toEqual([]);
    const after = await detail(operator, d.id);
    expect({ status: after.status, version: after.version, history: after.history.length }).toEqual({
      status: "submitted",
      version: d.version,
      history: d.history.length,
    });
    // the plan's own warehouse staff see it and act on it
    expect((await step(d, "arrive")).status).toBe("arrived");
  });

  it("putaway with one Idempotency-Key twice puts away once; the key with another body is refused", async () => {
    const [q1, q2] = [await f.product(a.client), await f.product(a.client)];
    let d = await create(q1, q2);
    for (const tr of ["submit", "arrive", "receive", "finishReceiving"]) d = await step(d, tr);
    const key = `put-${engine}-${d.id}`;
    const send = (body: object) =>
      operator.request({ method: "POST", url: "/api/inbound/plan/putaway", payload: body, headers: { "idempotency-key": key } });
    const first = await send({ id: d.id, version: d.version });
    const second = await send({ id: d.id, version: d.version });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await balance(q1.id, 0)).toMatchObject({ onHand: 9, pendingPutaway: 0 });
    expect(await balance(q1.id, 1)).toMatchObject({ onHand: 1 });
    expect((await movementsOf(d.planNo)).filter((m) => m.operationType === 10 && m.batchNo)).toHaveLength(3);
    const reused = await send({ id: d.id, version: d.version + 1 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("exports the filtered list as .xlsx; serves the §7.1 look-ups by plan number", async () => {
    const d = await create();
    const res = await a.client.get(`/api/inbound/plan/export?search[EQ_planNo]=${d.planNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const [sheet] = Object.values(await readBook(res.rawPayload));
    expect(sheet).toHaveLength(2);
    expect(sheet![1]).toContain(d.planNo);
    expect(sheet![1]).toContain(15);

    const byNo = await a.client.get(`/api/v2/Inbound/detailByNo?inboundPlanOrderNo=${d.planNo}`);
    expect(byNo.statusCode).toBe(200);
    expect(byNo.json()).toMatchObject({ id: d.id, planNo: d.planNo, status: "draft", lineCount: 2 });
    expect(byNo.json().lines).toHaveLength(2);
    expect((await a.client.get(`/api/v2/Inbound/detailByNo?inboundPlanOrderNo=IB-NONE`)).statusCode).toBe(404);

    const mine = await a.client.get(`/api/v2/Inbound/inboundPlanOrderNoList?keyword=${d.planNo}&status=draft`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([{ id: d.id, planNo: d.planNo, status: "draft" }]);
    expect((await a.client.get(`/api/v2/Inbound/inboundPlanOrderNoList?keyword=${d.planNo}&status=submitted`)).json()).toEqual([]);
    // the seller's picker holds its own plans only; the warehouse's holds every seller's in its scope
    const bPlan = await b.client.post("/api/inbound/plan/save", {
      ...draftBody(await f.product(b.client), await f.product(b.client)),
      cartons: [],
    });
    expect(bPlan.statusCode, bPlan.body).toBe(200);
    const aNos = (await a.client.get(`/api/v2/Inbound/inboundPlanOrderNoList?limit=200`)).json() as { planNo: string }[];
    expect(aNos.length).toBeGreaterThan(0);
    expect(aNos.map((r) => r.planNo)).not.toContain(bPlan.json().planNo);
    const opNos = (await operator.get(`/api/v2/Inbound/inboundPlanOrderNoList?limit=200`)).json() as { planNo: string }[];
    expect(opNos.map((r) => r.planNo)).toEqual(expect.arrayContaining([d.planNo, bPlan.json().planNo]));
  });
});
