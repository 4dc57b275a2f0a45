import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { orgProfiles } from "./orgs.schema.js";

/** Spec §7.4 Organization: each call's effect, the data scope and the operator-only calls. */
describe.each(engines)("organisations on %s", (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) ids[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("operator staff create a seller served by their org, edit it, and each change leaves an audit row", async () => {
    const op = await t.login("operator");
    const created = await op.post("/api/v1/Organization/saveData", {
      code: "SLC",
      name: "Seller C 户外",
      kind: "seller",
      customerPrefix: "SC",
      contactName: "Carol",
      contactEmail: "carol@c.example",
    });
    expect(created.statusCode).toBe(200);
    const org = created.json();
    expect(org).toMatchObject({
      code: "SLC",
      kind: "seller",
      serviceType: 2,
      managingOrgId: ids.OPR,
      customerPrefix: "SC",
      status: "active",
      version: 1,
      userCount: 0,
    });

    const updated = await op.post("/api/v1/Organization/saveData", {
      id: org.id,
      version: 1,
      code: "SLC",
      kind: "seller",
      name: "Seller C Outdoor",
      customerPrefix: "SCO",
    });
    expect(updated.json()).toMatchObject({ name: "Seller C Outdoor", customerPrefix: "SCO", version: 2, contactName: null });
    // stale version
    const stale = await op.post("/api/v1/Organization/saveData", { id: org.id, version: 1, code: "SLC", kind: "seller", name: "Lost" });
    expect(stale.statusCode).toBe(409);
    // the kind is fixed, the code and prefix unique
    expect(
      (await op.post("/api/v1/Organization/saveData", { id: org.id, version: 2, code: "SLC", kind: "supplier", name: "X" })).statusCode,
    ).toBe(422);
    expect((await op.post("/api/v1/Organization/saveData", { code: "sla", kind: "seller", name: "Dup" })).json().code).toBe("DUPLICATE");
    expect(
      (await op.post("/api/v1/Organization/saveData", { code: "SLD", kind: "seller", name: "Dup", customerPrefix: "SA" })).statusCode,
    ).toBe(409);
    // operator staff cannot create operators; unknown fields and bad prefixes are 400
    expect((await op.post("/api/v1/Organization/saveData", { code: "OP2", kind: "operator", name: "Another" })).statusCode).toBe(403);
    expect(
      (await op.post("/api/v1/Organization/saveData", { code: "SLE", kind: "seller", name: "E", status: "disabled" })).statusCode,
    ).toBe(400);
    const bad = await op.post("/api/v1/Organization/saveData", { code: "SLE", kind: "seller", name: "E", customerPrefix: "ab1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toContain("customerPrefix");

    const listed = await op.post("/api/v1/Organization/findByPage", { page: 1, rows: 50, search: { LIKE_name: "Outdoor" } });
    expect(listed.json().rows.map((r: { code: string }) => r.code)).toEqual(["SLC"]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "organization"), eq(auditLog.entityId, String(org.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createOrg", 100],
      ["updateOrg", 200],
    ]);
  });

  it("the platform creates an operator, and a seller only with a serving operator", async () => {
    const admin = await t.login("admin");
    const op = await admin.post("/api/v1/Organization/saveData", { code: "OPE", name: "East coast operator", kind: "operator" });
    expect(op.json()).toMatchObject({ kind: "operator", managingOrgId: null, serviceType: 1 });
    expect((await admin.post("/api/v1/Organization/saveData", { code: "SLX", name: "X", kind: "seller" })).statusCode).toBe(422);
    const seller = await admin.post("/api/v1/Organization/saveData", {
      code: "SLX",
      name: "X",
      kind: "company",
      managingOrgId: op.json().id,
    });
    expect(seller.json()).toMatchObject({ managingOrgId: op.json().id, managingOrgName: "East coast operator", serviceType: 3 });
    // the company list (service type 3) of the platform holds it; the OPR staff do not see it (another operator's)
    const companies = (await admin.get("/api/v1/Organization/findAllByServiceType?serviceType=3")).json();
    expect(companies.map((o: { code: string }) => o.code)).toContain("SLX");
    const opStaff = await t.login("operator");
    expect((await opStaff.get("/api/v1/Organization/findAllByServiceType?serviceType=3")).json()).toEqual([]);
    expect((await opStaff.get(`/api/v1/Organization/loadData?id=${seller.json().id}`)).statusCode).toBe(404);
  });

  it("a seller sees only its own org and cannot reach operator-only calls", async () => {
    const seller = await t.login("seller_a");
    const list = (await seller.post("/api/v1/Organization/findByPage", { page: 1, rows: 50 })).json();
    expect(list.rows.map((r: { code: string }) => r.code)).toEqual(["SLA"]);
    expect((await seller.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(404);
    expect((await seller.post("/api/v1/Organization/saveData", { code: "SLZ", kind: "seller", name: "Z" })).statusCode).toBe(403);
    expect((await seller.post("/api/v1/Organization/setStatus", { id: ids.SLB, version: 1, status: "disabled" })).statusCode).toBe(403);
    expect((await seller.post("/api/v1/Organization/genPcpfx", { name: "Anything" })).statusCode).toBe(403);
    // its own settings it may edit; another org's are a 404
    expect(
      (await seller.post("/api/v1/Organization/updateOrganizationSettings", { id: ids.SLB, settingsVersion: 1, currency: "EUR" }))
        .statusCode,
    ).toBe(404);
    expect((await seller.get("/api/v1/Organization/findAllContextBind")).json().map((o: { code: string }) => o.code)).toEqual(["SLA"]);
  });

  it("settings are saved with their own version and shown in userContext", async () => {
    const seller = await t.login("seller_a");
    const before = (await seller.get(`/api/v1/Organization/loadData?id=${ids.SLA}`)).json();
    expect(before.settings).toMatchObject({ currency: "USD", settingsVersion: 1 });
    const res = await seller.post("/api/v1/Organization/updateOrganizationSettings", {
      id: ids.SLA,
      settingsVersion: 1,
      defaultWarehouse: "LAX-1",
      currency: "EUR",
      locale: "en-US",
      timeZone: "Europe/Berlin",
      billingContactName: "Alice",
      billingContactEmail: "billing@a.example",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({
      defaultWarehouse: "LAX-1",
      currency: "EUR",
      locale: "en-US",
      timeZone: "Europe/Berlin",
      billingContactName: "Alice",
      billingContactEmail: "billing@a.example",
      settingsVersion: 2,
    });
    expect(res.json().version).toBe(before.version); // the org itself did not change
    expect(
      (await seller.post("/api/v1/Organization/updateOrganizationSettings", { id: ids.SLA, settingsVersion: 1, currency: "GBP" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await seller.post("/api/v1/Organization/updateOrganizationSettings", { id: ids.SLA, settingsVersion: 2, currency: "eur" }))
        .statusCode,
    ).toBe(400);
    const ctx = (await seller.get("/api/v1/Organization/userContext")).json();
    expect(ctx).toMatchObject({
      org: { code: "SLA", managingOrgId: ids.OPR, customerPrefix: "SA" },
      settings: { currency: "EUR", defaultWarehouse: "LAX-1" },
    });
    expect(ctx.orgs.map((o: { code: string }) => o.code)).toEqual(["SLA"]);
  });

  it("customer prefixes: checked, proposed and assigned once", async () => {
    const op = await t.login("operator");
    expect((await op.get("/api/v1/Organization/checkPcpfxExists?prefix=SA")).json()).toEqual({ prefix: "SA", exists: true });
    expect((await op.get(`/api/v1/Organization/checkPcpfxExists?prefix=SA&excludeId=${ids.SLA}`)).json().exists).toBe(false);
    expect((await op.get("/api/v1/Organization/checkPcpfxExists?prefix=QQ")).json().exists).toBe(false);
    expect((await op.get("/api/v1/Organization/checkPcpfxExists?prefix=q")).statusCode).toBe(400);
    // "Seller Alpha" → SA is taken, so the next candidate
    const proposed = (await op.post("/api/v1/Organization/genPcpfx", { name: "Seller Alpha" })).json();
    expect(proposed.assigned).toBe(false);
    expect(proposed.prefix).toMatch(/^[A-Z]{2,4}$/);
    expect(proposed.prefix).not.toBe("SA");
    // an org without a prefix gets one assigned; a second time is a conflict
    const org = (await op.post("/api/v1/Organization/saveData", { code: "NOPFX", kind: "supplier", name: "Maple Parts" })).json();
    const assigned = (await op.post("/api/v1/Organization/genPcpfx", { orgId: org.id })).json();
    expect(assigned).toEqual({ prefix: "MP", assigned: true });
    const [profile] = await t.database.db.select().from(orgProfiles).where(eq(orgProfiles.orgId, org.id));
    expect(profile!.customerPrefix).toBe("MP");
    expect((await op.post("/api/v1/Organization/genPcpfx", { orgId: org.id })).statusCode).toBe(409);
  });

  it("options by name and the context binding follow the scope", async () => {
    const op = await t.login("operator");
    const found = (await op.get(`/api/v1/Organization/getContextOptionByName?name=${encodeURIComponent("seller b")}`)).json();
    expect(found.map((o: { code: string }) => o.code)).toEqual(["SLB"]);
    const all = (await op.get("/api/v1/Organization/findAllContextBind")).json().map((o: { code: string }) => o.code);
    expect(all).toEqual(expect.arrayContaining(["OPR", "SLA", "SLB", "FWD"]));
    expect(all).not.toContain("PLAT");
  });

  it("disabling an org stops its users' sessions at once and keeps its data; enabling lets them log in again", async () => {
    const seller = await t.login("seller_b");
    expect((await seller.get("/api/auth/me")).statusCode).toBe(200);
    const op = await t.login("operator");
    const org = (await op.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).json();
    const res = await op.post("/api/v1/Organization/setStatus", { id: ids.SLB, version: org.version, status: "disabled" });
    expect(res.json()).toMatchObject({ status: "disabled", version: org.version + 1 });
    expect((await seller.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "seller_b", password: "Entrepot-demo-2026" } }))
        .statusCode,
    ).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, "seller_b"));
    expect(user!.status).toBe("active"); // the user row and its data stay
    // nobody changes their own org's status
    expect((await op.post("/api/v1/Organization/setStatus", { id: ids.OPR, version: 1, status: "disabled" })).statusCode).toBe(422);
    await op.post("/api/v1/Organization/setStatus", { id: ids.SLB, version: org.version + 1, status: "active" });
    expect((await t.login("seller_b")).cookie).toBeTruthy();
  });

  it("exports the list as .xlsx with the same filters", async () => {
    const op = await t.login("operator");
    const res = await op.get("/api/v1/Organization/export?search[EQ_kind]=seller");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
  });
});
