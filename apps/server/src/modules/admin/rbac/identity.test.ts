import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { organizations, users } from "../../../platform/identity/schema.js";

/** The data scope on tenant-owned rows (users and orgs carry org_id): another org's record is a 404. */
describe.each(engines)("data scope on %s", (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const u of await t.database.db.select({ id: users.id, username: users.username }).from(users)) ids[u.username] = u.id;
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) ids[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("a seller's user sees its own org's user and gets 404 for another org's", async () => {
    const sellerA = await t.login("seller_a");
    const own = await sellerA.get(`/api/v1/User/loadData?id=${ids.seller_a}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ username: "seller_a", orgId: ids.SLA, roles: ["seller_admin"] });
    const other = await sellerA.get(`/api/v1/User/loadData?id=${ids.seller_b}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("NOT_FOUND");
    // the same answer as an id that does not exist: nothing tells the other org's record exists
    const missing = await sellerA.get(`/api/v1/User/loadData?id=999999`);
    expect({ ...other.json(), requestId: 0 }).toEqual({ ...missing.json(), requestId: 0 });
    expect((await sellerA.get(`/api/v1/User/loadData?id=${ids.operator}`)).statusCode).toBe(404);
    expect((await sellerA.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(404);
    expect((await sellerA.get(`/api/v1/Organization/loadData?id=${ids.SLA}`)).json()).toMatchObject({ code: "SLA", kind: "seller" });
  });

  it("operator staff see the orgs their org serves, not the platform's", async () => {
    const op = await t.login("operator");
    expect((await op.get(`/api/v1/User/loadData?id=${ids.seller_a}`)).statusCode).toBe(200);
    expect((await op.get(`/api/v1/User/loadData?id=${ids.seller_b}`)).statusCode).toBe(200);
    expect((await op.get(`/api/v1/Organization/loadData?id=${ids.FWD}`)).json()).toMatchObject({
      kind: "forwarder",
      managingOrgId: ids.OPR,
    });
    expect((await op.get(`/api/v1/User/loadData?id=${ids.admin}`)).statusCode).toBe(404);
  });

  it("an org that stops being served drops out of the operator's scope", async () => {
    const op = await t.login("operator");
    await t.database.db.update(organizations).set({ managingOrgId: null }).where(eq(organizations.id, ids.SLB!));
    expect((await op.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(404);
    await t.database.db.update(organizations).set({ managingOrgId: ids.OPR! }).where(eq(organizations.id, ids.SLB!));
  });

  it("the platform admin sees every org of its context", async () => {
    const admin = await t.login("admin");
    for (const code of ["OPR", "SLA", "SLB", "FWD"])
      expect((await admin.get(`/api/v1/Organization/loadData?id=${ids[code]}`)).statusCode).toBe(200);
  });

  it("a disabled org's users cannot log in", async () => {
    await t.database.db.update(organizations).set({ status: "disabled" }).where(eq(organizations.id, ids.SLB!));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "seller_b", password: "Entrepot-demo-2026" },
    });
    expect(res.statusCode).toBe(401);
    await t.database.db.update(organizations).set({ status: "active" }).where(eq(organizations.id, ids.SLB!));
  });
});
