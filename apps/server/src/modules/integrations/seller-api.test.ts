import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";

/**
 * The seller API as a seller's own system calls it (issue 9): an API token, no session, no CSRF header.
 * Inbound plans created as drafts and submitted with an Idempotency-Key (a repeat replays the answer),
 * stock read by SKU and warehouse, the movement ledger paged.
 */
describe.each(engines)("the seller API with an API token on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let a: { org: Saved; client: Client };
  let wh: Saved;
  let p: Saved;
  let token: string;
  const api = (method: "GET" | "POST", url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    p = await f.product(a.client);
    const operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const adj = await operator.post("/api/inventory/balance/adjust", {
      orgId: a.org.id,
      warehouseId: wh.id,
      productId: p.id,
      inventoryType: 0,
      quantity: 12,
      reason: "opening",
    });
    expect(adj.statusCode, adj.body).toBe(200);
    const minted = await a.client.post("/api/v1/UcApiToken/saveData", {
      name: "seller ERP",
      permissions: ["inbound:plan:read", "inbound:plan:manage", "inventory:stock:read"],
    });
    expect(minted.statusCode, minted.body).toBe(200);
    token = (minted.json() as { token: string }).token;
  });
  afterAll(() => t?.close());

  it("creates an inbound draft once per Idempotency-Key and submits it", async () => {
    const body = {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "sea_lcl",
      eta: "2026-12-01",
      lines: [{ productId: p.id, expectedQty: 10 }],
      cartons: [],
    };
    const first = await api("POST", "/api/inbound/plan/save", body, "erp-asn-1001");
    expect(first.statusCode, first.body).toBe(200);
    const plan = first.json() as { id: number; version: number; status: string; planNo: string };
    expect(plan.status).toBe("draft");
    const again = await api("POST", "/api/inbound/plan/save", body, "erp-asn-1001");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((again.json() as { id: number }).id).toBe(plan.id);
    const drafts = (await api("GET", "/api/inbound/plan/list")).json() as { rows: { id: number }[] };
    expect(drafts.rows.map((x) => x.id)).toEqual([plan.id]);
    // the same key with another body is refused
    expect((await api("POST", "/api/inbound/plan/save", { ...body, eta: "2026-12-02" }, "erp-asn-1001")).statusCode).toBe(422);
    const submitted = await api("POST", "/api/inbound/plan/submit", { id: plan.id, version: plan.version }, "erp-asn-1001-submit");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ id: plan.id, status: "submitted" });
    const replay = await api("POST", "/api/inbound/plan/submit", { id: plan.id, version: plan.version }, "erp-asn-1001-submit");
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });

  it("reads stock by SKU and warehouse and pages the movement ledger", async () => {
    const res = await api("GET", `/api/inventory/balance/list?search[EQ_sku]=${String(p.sku)}&search[EQ_warehouseId]=${wh.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const balances = res.json() as { rows: { sku: string; warehouseId: number; onHand: number; inventoryType: number }[] };
    expect(balances.rows).toHaveLength(1);
    expect(balances.rows[0]).toMatchObject({ sku: p.sku, warehouseId: wh.id, onHand: 12, inventoryType: 0 });
    const ledger = await api("GET", `/api/inventory/movement/list?search[EQ_productId]=${p.id}&sidx=id&sord=asc&page=1&rows=1`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const page = ledger.json() as { page: number; records: number; rows: { sku: string }[] };
    expect(page.records).toBeGreaterThanOrEqual(1);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.sku).toBe(p.sku);
  });

  it("answers 401 without the token and 403 for what the token does not hold", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/inventory/balance/list" })).statusCode).toBe(401);
    expect((await api("GET", "/api/integrations/webhook/list")).statusCode).toBe(403);
  });

  it("documents the seller API and the webhooks (signed body, verification in Node) on the OpenAPI page", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      info: { description: string };
      tags: { name: string; description: string }[];
      paths: Record<string, unknown>;
    };
    expect(doc.info.description).toContain("Idempotency-Key");
    expect(doc.info.description).toContain("/api/inventory/movement/list");
    const hooks = doc.tags.find((x) => x.name === "integrations")!.description;
    for (const s of ["X-Entrepot-Signature", "X-Entrepot-Timestamp", "createHmac", "timingSafeEqual", '"event":"stock.changed"'])
      expect(hooks).toContain(s);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/integrations/webhook/test", "/api/integrations/webhook/deliveries"]),
    );
  });
});
