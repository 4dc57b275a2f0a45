import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { inboundPlanMachine } from "./index.js";

/**
 * Inbound plans through their calls: drafts, every transition allowed or refused with 409 and nothing
 * changed, receiving with a damaged unit and a short line (balances, differences, the ledger check),
 * isolation between sellers, Idempotency-Key on receive.
 */
describe.each(engines)("inbound plans on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
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
  });
  afterAll(() => t?.close());

  const draftBody = () => ({
    warehouseId: wh.id,
    transitType: 1,
    transportMode: "sea_lcl",
    eta: "2026-12-01",
    trackingNo: "TRK-1",
    lines: [
      { productId: p1.id, expectedQty: 10 },
      { productId: p2.id, expectedQty: 5 },
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
        items: [{ productId: p1.id, quantity: 10 }],
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
  const create = async (): Promise<Detail> => {
    const res = await a.client.post("/api/inbound/plan/save", draftBody());
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
    for (const tr of refused) {
      const res = await clientFor(tr).post(`/api/inbound/plan/${tr}`, bodyFor(tr, d));
      expect(res.statusCode, `${d.status} --${tr}--> ${res.body}`).toBe(409);
      expect(res.json().code).toBe("STATE_CONFLICT");
    }
    const after = await detail(a.client, d.id);
    expect({ status: after.status, version: after.version }).toEqual({ status: d.status, version: d.version });
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
});
