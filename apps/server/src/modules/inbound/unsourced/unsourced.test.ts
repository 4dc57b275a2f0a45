import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { unsourcedActions, unsourcedTransitionNames, unsourcedTransitions } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { readBook } from "../../../../test/xlsx-fixture.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { unclaimedDisposalJob } from "./unsourced.disposal.js";
import { unsourcedReceipts } from "./unsourced.schema.js";

/**
 * Unsourced inbound through its calls: the warehouse records a parcel, a seller claims it by tracking
 * number, the warehouse confirms (the units post to the seller: operation 11, damaged → unsellable, a batch
 * each, the ledger check at 0 mismatches), rejects, assigns or disposes; every transition refused from the
 * other states with 409 and nothing changed; isolation (another seller's claim is a 404, an unclaimed parcel
 * names no seller), bad input 4xx, Idempotency-Key, the .xlsx export.
 */
describe.each(engines)("unsourced inbound on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let outsider: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let p1: Saved;
  let p2: Saved;
  let pb: Saved;
  let seq = 0;

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
    pb = await f.product(b.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const elsewhere = await f.warehouse(opOrgId);
    const narrow = await f.user(opOrgId, ["warehouse_staff"]);
    const group = await (
      await t.login("operator")
    ).post("/api/v1/UcAccessgroup/saveData", {
      code: `UWH-${engine}`,
      name: "Elsewhere",
      warehouseIds: [elsewhere.id],
      userIds: [narrow.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    outsider = await f.login(narrow);
  });
  afterAll(() => t?.close());

  type Row = { id: number; version: number; status: string; receiptNo: string; trackingNo: string; claimOrgId: number | null };
  type Detail = Row & {
    claimOrgCode: string | null;
    lines: { id: number; lineNo: number; code: string; productId: number | null; sku: string | null }[];
    history: { command: string }[];
  };

  /** A parcel: line 1 reads p1's SKU (4 good, 1 damaged), line 2 p2's SKU in lower case (3 good), line 3 an unknown label (2 good). */
  const receive = async (trackingNo = `1Z-${engine}-${++seq}`): Promise<Detail> => {
    const res = await operator.post("/api/inbound/unsourced/save", {
      warehouseId: wh.id,
      carrier: "UPS",
      trackingNo,
      lines: [
        { code: p1.sku as string, good: 4, damaged: 1 },
        { code: (p2.sku as string).toLowerCase(), good: 3, damaged: 0 },
        { code: "NO-LABEL-BLUE-CASE", good: 2, damaged: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "received", claimOrgId: null, goodQty: 9, damagedQty: 1, lineCount: 3 });
    return detail(operator, res.json().id);
  };
  const detail = async (c: Client, id: number): Promise<Detail> => {
    const res = await c.get(`/api/inbound/unsourced/detail?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const balance = async (c: Client, productId: number, type: number) => {
    const res = await c.get(`/api/inventory/balance/list?search[EQ_productId]=${productId}&search[EQ_inventoryType]=${type}`);
    expect(res.statusCode).toBe(200);
    return (res.json().rows[0] ?? { onHand: 0 }) as Record<string, number>;
  };
  const movementsOf = async (documentNo: string) => {
    const res = await operator.get(`/api/inventory/movement/list?rows=100&search[EQ_documentNo]=${documentNo}`);
    expect(res.statusCode).toBe(200);
    return res.json().rows as {
      operationType: number;
      orderType: number;
      businessType: number;
      inventoryType: number;
      quantity: number;
      batchNo: string | null;
      orgCode: string;
    }[];
  };
  const claim = (c: Client, trackingNo: string, lines: { lineId: number; productId: number }[] = []) =>
    c.post("/api/inbound/unsourced/claim", { trackingNo, lines });
  const matchAll = (d: Detail, extra: number = p2.id) => d.lines.map((l) => ({ lineId: l.id, productId: l.productId ?? extra }));
  const bodyFor = (tr: string, d: Detail) =>
    tr === "confirmClaim"
      ? { id: d.id, version: d.version, lines: matchAll(d) }
      : tr === "assign"
        ? { id: d.id, version: d.version, orgId: a.org.id, lines: matchAll(d) }
        : { id: d.id, version: d.version, reason: "test" };

  /** Every warehouse transition the state does not allow answers 409 STATE_CONFLICT and changes nothing. */
  async function refusesOthers(d: Detail) {
    const refused = unsourcedTransitionNames.filter(
      (tr) => unsourcedTransitions[tr].side === "warehouse" && !unsourcedActions(d.status as never, "warehouse").includes(tr),
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const tr of refused) {
      const res = await operator.post(`/api/inbound/unsourced/${tr}`, bodyFor(tr, d));
      expect(res.statusCode, `${d.status} --${tr}--> ${res.body}`).toBe(409);
      expect(res.json().code).toBe("STATE_CONFLICT");
    }
    const after = await detail(operator, d.id);
    expect({ status: after.status, version: after.version, history: after.history.length }).toEqual({
      status: d.status,
      version: d.version,
      history: d.history.length,
    });
    expect(await movementsOf(d.receiptNo)).toEqual(d.status === "claimed" ? expect.any(Array) : []);
  }

  it("received → claim requested by tracking number → claimed: posts operation 11 to the claimant, damaged unsellable; refuses the rest", async () => {
    let d = await receive();
    expect(d.receiptNo).toMatch(/^UR\d{8}\d{6}$/);
    await refusesOthers(d);
    // disposal waits UNSOURCED_DISPOSE_DAYS: 422, nothing changed
    const early = await operator.post("/api/inbound/unsourced/dispose", { id: d.id, version: d.version, reason: "nobody" });
    expect(early.statusCode, early.body).toBe(422);

    // seller A claims with the tracking number in another case; its SKUs are matched by code, the unknown label is not
    const claimed = await claim(a.client, d.trackingNo.toLowerCase());
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject([{ id: d.id, status: "claimRequested", claimOrgId: a.org.id }]);
    d = await detail(a.client, d.id);
    expect(d.lines.map((l) => l.productId)).toEqual([p1.id, p2.id, null]);
    await refusesOthers(d);
    // nothing posted before the warehouse confirms
    expect(await movementsOf(d.receiptNo)).toEqual([]);

    // the confirmation must match every line, to the claimant's SKUs only
    const missing = await operator.post("/api/inbound/unsourced/confirmClaim", {
      id: d.id,
      version: d.version,
      lines: matchAll(d).slice(0, 2),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("NO-LABEL-BLUE-CASE");
    const foreign = await operator.post("/api/inbound/unsourced/confirmClaim", { id: d.id, version: d.version, lines: matchAll(d, pb.id) });
    expect(foreign.statusCode).toBe(400);
    const ok = await operator.post("/api/inbound/unsourced/confirmClaim", { id: d.id, version: d.version, lines: matchAll(d) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: "claimed", claimOrgId: a.org.id, claimOrgCode: a.org.code });
    d = await detail(a.client, d.id);
    await refusesOthers(d);

    expect(await balance(a.client, p1.id, 0)).toMatchObject({ onHand: 4, available: 4 });
    expect(await balance(a.client, p1.id, 1)).toMatchObject({ onHand: 1 });
    expect(await balance(a.client, p2.id, 0)).toMatchObject({ onHand: 5 });
    const moves = await movementsOf(d.receiptNo);
    expect(moves).toHaveLength(4);
    for (const m of moves) expect(m).toMatchObject({ operationType: 11, orderType: 19, businessType: 11, orgCode: a.org.code });
    expect(moves.every((m) => m.batchNo)).toBe(true);
    expect(moves.filter((m) => m.inventoryType === 1).map((m) => m.quantity)).toEqual([1]);
    const verify = await operator.get("/api/inventory/ledger/verify");
    expect(verify.json()).toMatchObject({ mismatches: 0 });
    expect(verify.json().balances).toBeGreaterThan(0);
    expect(d.history.map((h) => h.command)).toEqual([
      "createUnsourcedReceipt",
      "requestClaimUnsourcedReceipt",
      "confirmClaimUnsourcedReceipt",
    ]);
    // a claimed receipt is no longer corrected
    const edit = await operator.post("/api/inbound/unsourced/save", {
      id: d.id,
      version: d.version,
      warehouseId: wh.id,
      trackingNo: d.trackingNo,
      lines: [{ code: "X", good: 1, damaged: 0 }],
    });
    expect(edit.statusCode).toBe(409);
  });

  it("isolation: an unclaimed parcel names no seller; another seller's claim is a 404; staff of another warehouse see nothing", async () => {
    const d = await receive();
    const other = await receive();
    const seen = await detail(b.client, d.id);
    expect(seen).toMatchObject({ status: "received", claimOrgId: null, claimOrgCode: null });
    expect(seen.lines.every((l) => l.productId === null && l.sku === null)).toBe(true);
    expect((await outsider.get(`/api/inbound/unsourced/detail?id=${d.id}`)).statusCode).toBe(404);

    expect((await claim(a.client, d.trackingNo)).statusCode).toBe(200);
    expect((await b.client.get(`/api/inbound/unsourced/detail?id=${d.id}`)).statusCode).toBe(404);
    expect((await claim(b.client, d.trackingNo)).statusCode).toBe(404);
    const listB = await b.client.get(`/api/inbound/unsourced/list?rows=200`);
    expect(listB.statusCode).toBe(200);
    const rowsB = listB.json().rows as Row[];
    expect(rowsB.some((r) => r.id === other.id)).toBe(true);
    expect(rowsB.some((r) => r.id === d.id)).toBe(false);
    expect(rowsB.every((r) => r.claimOrgId === null || r.claimOrgId === b.org.id)).toBe(true);
    // the warehouse's commands need the operator's permission
    expect((await a.client.post("/api/inbound/unsourced/confirmClaim", bodyFor("confirmClaim", d))).statusCode).toBe(403);
    expect(
      (
        await a.client.post("/api/inbound/unsourced/save", {
          warehouseId: wh.id,
          trackingNo: "1Z-SELLER",
          lines: [{ code: "A", good: 1, damaged: 0 }],
        })
      ).statusCode,
    ).toBe(403);

    // rejected: unclaimed again, the reason kept; seller B sees neither A's claim nor its rejection in the history
    const now = await detail(operator, d.id);
    const rej = await operator.post("/api/inbound/unsourced/rejectClaim", { id: now.id, version: now.version, reason: "wrong seller" });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json()).toMatchObject({ status: "received", claimOrgId: null, reason: "wrong seller" });
    const forB = await detail(b.client, d.id);
    expect(forB.history.map((h) => h.command)).toEqual(["createUnsourcedReceipt"]);
    expect(forB.lines.every((l) => l.productId === null)).toBe(true);
    const forA = await detail(a.client, d.id);
    expect(forA.history.map((h) => h.command)).toEqual([
      "createUnsourcedReceipt",
      "requestClaimUnsourcedReceipt",
      "rejectClaimUnsourcedReceipt",
    ]);
  });

  it("the claimant withdraws its claim before the warehouse confirms it (once per key); another seller, the warehouse and other states are refused", async () => {
    let d = await receive();
    const withdraw = (c: Client, r: { id: number; version: number }, key?: string) =>
      c.request({
        method: "POST",
        url: "/api/inbound/unsourced/withdraw",
        payload: { id: r.id, version: r.version },
        headers: key ? { "idempotency-key": key } : {},
      });
    // nothing to withdraw while unclaimed: 409, nothing changed
    const early = await withdraw(a.client, d);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe("STATE_CONFLICT");
    expect((await claim(a.client, d.trackingNo)).statusCode).toBe(200);
    d = await detail(a.client, d.id);
    expect(d.lines.map((l) => l.productId)).toEqual([p1.id, p2.id, null]);
    // another seller does not see A's claim (404); the warehouse has no claim permission (403); nothing changed
    expect((await withdraw(b.client, d)).statusCode).toBe(404);
    expect((await withdraw(operator, d)).statusCode).toBe(403);
    expect((await detail(a.client, d.id)).version).toBe(d.version);

    const key = `uw-${engine}-${d.id}`;
    const [first, again] = [await withdraw(a.client, d, key), await withdraw(a.client, d, key)];
    expect([first.statusCode, again.statusCode], first.body).toEqual([200, 200]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(first.json()).toMatchObject({ id: d.id, status: "received", claimOrgId: null });
    const after = await detail(operator, d.id);
    expect(after.lines.every((l) => l.productId === null)).toBe(true);
    expect(after.history.map((h) => h.command)).toEqual([
      "createUnsourcedReceipt",
      "requestClaimUnsourcedReceipt",
      "withdrawUnsourcedReceipt",
    ]);
    // a stale version is a 409; the parcel is open to anyone again, and once confirmed it cannot be withdrawn
    expect((await withdraw(a.client, d)).statusCode).toBe(409);
    expect((await claim(b.client, d.trackingNo)).statusCode).toBe(200);
    const claimedByB = await detail(operator, d.id);
    const ok = await operator.post("/api/inbound/unsourced/confirmClaim", {
      id: d.id,
      version: claimedByB.version,
      lines: claimedByB.lines.map((l) => ({ lineId: l.id, productId: pb.id })),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const late = await withdraw(b.client, ok.json());
    expect(late.statusCode).toBe(409);
    expect(await movementsOf(d.receiptNo)).toHaveLength(4);
  });

  it("the warehouse assigns an unclaimed parcel to seller B; disposes of one nobody claimed for 30 days", async () => {
    const d = await receive();
    const bad = await operator.post("/api/inbound/unsourced/assign", { id: d.id, version: d.version, orgId: b.org.id, lines: matchAll(d) });
    expect(bad.statusCode).toBe(400); // A's SKUs for seller B
    const before = await balance(b.client, pb.id, 0);
    const res = await operator.post("/api/inbound/unsourced/assign", {
      id: d.id,
      version: d.version,
      orgId: b.org.id,
      lines: d.lines.map((l) => ({ lineId: l.id, productId: pb.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "claimed", claimOrgId: b.org.id });
    expect((await balance(b.client, pb.id, 0)).onHand! - (before.onHand ?? 0)).toBe(9);
    expect((await a.client.get(`/api/inbound/unsourced/detail?id=${d.id}`)).statusCode).toBe(404);

    const old = await receive();
    await t.database.query(`update unsourced_receipts set received_at = now() - interval '31 days' where id = ${old.id}`);
    const gone = await operator.post("/api/inbound/unsourced/dispose", { id: old.id, version: old.version, reason: "unclaimed 30 days" });
    expect(gone.statusCode, gone.body).toBe(200);
    const disposed = await detail(operator, old.id);
    expect(disposed).toMatchObject({ status: "disposed", reason: "unclaimed 30 days" });
    await refusesOthers(disposed);
    expect((await claim(a.client, old.trackingNo)).statusCode).toBe(404);
    expect((await operator.get("/api/inventory/ledger/verify")).json()).toMatchObject({ mismatches: 0 });
  });

  it("the hourly job disposes of parcels nobody claimed for 30 days, as the system (audit row without a user); younger and claimed ones stay", async () => {
    const [old, young, asked] = [await receive(), await receive(), await receive()];
    for (const id of [old.id, asked.id])
      await t.database.db
        .update(unsourcedReceipts)
        .set({ receivedAt: sql`now() - interval '31 days'` })
        .where(eq(unsourcedReceipts.id, id));
    // a seller asked for this one in time: the warehouse decides it, not the clock
    expect((await claim(a.client, asked.trackingNo)).statusCode).toBe(200);
    const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof unclaimedDisposalJob.run>[1];
    await unclaimedDisposalJob.run(t.database, log);
    const gone = await detail(operator, old.id);
    expect(gone).toMatchObject({
      status: "disposed",
      reason: "满 30 天无人认领,系统自动处置 / Unclaimed for 30 days: disposed of by the system",
    });
    expect(gone.history.map((h) => h.command)).toContain("disposeUnsourcedReceipt");
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "unsourcedReceipt"), eq(auditLog.entityId, String(old.id)), eq(auditLog.action, 400)));
    expect(audit).toMatchObject({ actorUserId: null, command: "disposeUnsourcedReceipt" });
    expect((await detail(operator, young.id)).status).toBe("received");
    expect((await detail(operator, asked.id)).status).toBe("claimRequested");
    // a second run finds nothing more to do
    await unclaimedDisposalJob.run(t.database, log);
    expect((await detail(operator, old.id)).version).toBe(gone.version);
    expect((await claim(a.client, old.trackingNo)).statusCode).toBe(404);
  });

  it("confirm with one Idempotency-Key twice posts once; bad input is a 400; the list exports as .xlsx", async () => {
    let d = await receive();
    expect((await claim(a.client, d.trackingNo, [{ lineId: d.lines[2]!.id, productId: p1.id }])).statusCode).toBe(200);
    d = await detail(operator, d.id);
    expect(d.lines.map((l) => l.productId)).toEqual([p1.id, p2.id, p1.id]);
    const send = () =>
      operator.request({
        method: "POST",
        url: "/api/inbound/unsourced/confirmClaim",
        payload: { id: d.id, version: d.version, lines: matchAll(d) },
        headers: { "idempotency-key": `uc-${engine}-${d.id}` },
      });
    const [first, second] = [await send(), await send()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await movementsOf(d.receiptNo)).toHaveLength(4);

    const base = { warehouseId: wh.id, trackingNo: "1Z-BAD" };
    for (const body of [
      { ...base, lines: [] },
      { ...base, lines: [{ code: "A", good: 0, damaged: 0 }] },
      {
        ...base,
        lines: [
          { code: "A", good: 1, damaged: 0 },
          { code: "a", good: 1, damaged: 0 },
        ],
      },
      { ...base, warehouseId: 999999, lines: [{ code: "A", good: 1, damaged: 0 }] },
      { ...base, trackingNo: "", lines: [{ code: "A", good: 1, damaged: 0 }] },
    ]) {
      const res = await operator.post("/api/inbound/unsourced/save", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await claim(a.client, "")).statusCode).toBe(400);

    const res = await operator.get(`/api/inbound/unsourced/export?search[EQ_receiptNo]=${d.receiptNo}`);
    expect(res.statusCode).toBe(200);
    const [sheet] = Object.values(await readBook(res.rawPayload));
    expect(sheet).toHaveLength(2);
    expect(sheet![1]).toContain(d.receiptNo);
    expect(sheet![1]).toContain(a.org.code);
  });

  it("the receipt desk finds a plan by its number, a carton label or tracking number, and a parcel by its tracking number", async () => {
    const saved = await a.client.post("/api/inbound/plan/save", {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "express",
      trackingNo: `PLAN-TRK-${engine}`,
      lines: [{ productId: p1.id, expectedQty: 2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, version, planNo } = saved.json();
    const look = async (code: string) => {
      const res = await operator.get(`/api/inbound/receipt/lookup?code=${encodeURIComponent(code)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { plans: { planNo: string }[]; unsourced: { receiptNo: string }[] };
    };
    // a draft is not on its way yet: the desk does not offer it
    expect((await look(planNo)).plans).toEqual([]);
    expect((await a.client.post("/api/inbound/plan/submit", { id, version })).statusCode).toBe(200);
    for (const code of [planNo, `${planNo}-C7`, `plan-trk-${engine}`])
      expect((await look(code)).plans.map((p) => p.planNo)).toEqual([planNo]);
    const d = await receive();
    expect(await look(d.trackingNo)).toMatchObject({ plans: [], unsourced: [{ receiptNo: d.receiptNo }] });
    expect(await look("NOTHING-HERE")).toEqual({ plans: [], unsourced: [] });
    expect((await outsider.get(`/api/inbound/receipt/lookup?code=${planNo}`)).json()).toEqual({ plans: [], unsourced: [] });
    expect((await a.client.get(`/api/inbound/receipt/lookup?code=${planNo}`)).statusCode).toBe(403);
    expect((await operator.get(`/api/inbound/receipt/lookup?code=ab`)).statusCode).toBe(400);
  });
});
