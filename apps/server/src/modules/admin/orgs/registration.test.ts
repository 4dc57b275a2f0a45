import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { registrations } from "./orgs.schema.js";

const signUp = (n: string, companyId = `91440300-${n}`) => ({
  companyName: `Company ${n}`,
  companyId,
  contactName: `Contact ${n}`,
  email: `owner-${n}@shop.example`,
  phone: "+1 555 0100",
});

/** Spec §7.4 UcRegistration: public sign-up, one decision per registration, the org and admin it creates. */
describe.each(engines)("registrations on %s", (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) ids[o.code] = o.id;
  });
  afterAll(() => t?.close());

  const submit = async (body: unknown) =>
    t.anonymous.request({ method: "POST", url: "/api/v1/UcRegistration/submit", payload: body as object, csrf: false });

  it("a public sign-up creates a pending registration; accept creates the seller org and an admin who can log in", async () => {
    const res = await submit({ ...signUp("alpha"), companyName: "Alpha Goods" });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const op = await t.login("operator");
    const pending = (await op.get(`/api/v1/UcRegistration/loadData?id=${id}`)).json();
    expect(pending).toMatchObject({ companyName: "Alpha Goods", status: "pending", orgId: null, decidedByName: null, version: 1 });
    expect((await op.get(`/api/v1/UcRegistration/checkIdVectorExistsById?id=${id}`)).json().exists).toBe(false);

    const accepted = await op.post("/api/v1/UcRegistration/accept", { id, version: 1 });
    expect(accepted.statusCode).toBe(200);
    const reply = accepted.json();
    expect(reply).toMatchObject({
      adminUsername: "owner-alpha@shop.example",
      org: { kind: "seller", name: "Alpha Goods", customerPrefix: "AG" },
    });
    expect(reply.registration).toMatchObject({
      status: "accepted",
      bypassed: false,
      orgId: reply.org.id,
      decidedByName: "Wang Wei (warehouse)",
      adminUsername: "owner-alpha@shop.example",
    });
    expect(reply.initialPassword.length).toBeGreaterThanOrEqual(12);

    // the org is served by the accepter's operator org; its admin holds seller_admin and sees it
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, reply.org.id));
    expect(org).toMatchObject({ kind: "seller", managingOrgId: ids.OPR, status: "active" });
    const admin = await t.login("owner-alpha@shop.example", reply.initialPassword);
    const me = (await admin.get("/api/auth/me")).json();
    expect(me).toMatchObject({ org: { id: reply.org.id, kind: "seller" }, roles: [{ code: "seller_admin" }] });
    expect((await admin.get(`/api/v1/Organization/loadData?id=${reply.org.id}`)).json()).toMatchObject({
      contactEmail: "owner-alpha@shop.example",
    });
    expect((await admin.get(`/api/v1/Organization/loadData?id=${ids.SLA}`)).statusCode).toBe(404);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "registration")).orderBy(auditLog.id);
    expect(audit.filter((a) => a.entityId === String(id)).map((a) => [a.command, a.action])).toEqual([
      ["submitRegistration", 100],
      ["acceptRegistration", 500],
    ]);
  });

  it("a registration is decided once: a second decision of any kind is 409", async () => {
    const id = (await submit(signUp("beta"))).json().id;
    const op = await t.login("operator");
    const denied = await op.post("/api/v1/UcRegistration/denied", { id, version: 1, reason: "Documents unreadable" });
    expect(denied.json()).toMatchObject({ status: "denied", deniedReason: "Documents unreadable", orgId: null });
    for (const call of ["accept", "bypass"]) {
      const again = await op.post(`/api/v1/UcRegistration/${call}`, { id, version: 2 });
      expect(again.statusCode).toBe(409);
      // the message names the state it is in and what was refused, in the caller's language
      expect(again.json()).toMatchObject({
        code: "STATE_CONFLICT",
        message: `注册申请当前状态为「已拒绝」,不能${call === "accept" ? "通过" : "免审通过"}`,
      });
    }
    expect((await op.post("/api/v1/UcRegistration/denied", { id, version: 2, reason: "again" })).statusCode).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.username, "owner-beta@shop.example"))).toEqual([]);
  });

  it.runIf(engine === "postgres")("two operators deciding at once: one wins, the other gets 409, one org is created", async () => {
    const id = (await submit(signUp("race"))).json().id;
    const [a, b] = [await t.login("operator"), await t.login("admin")];
    const replies = await Promise.all([
      a.post("/api/v1/UcRegistration/accept", { id, version: 1 }),
      b.post("/api/v1/UcRegistration/denied", { id, version: 1, reason: "race" }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, id));
    const orgs = await t.database.db.select().from(organizations).where(eq(organizations.name, "Company race"));
    expect(orgs.length).toBe(row!.status === "accepted" ? 1 : 0);
  });

  it("accept refuses a company id already registered; bypass accepts it without that check", async () => {
    const op = await t.login("operator");
    const first = (await submit(signUp("gamma", "SAME-ID-001"))).json().id;
    await op.post("/api/v1/UcRegistration/accept", { id: first, version: 1 });
    const second = (await submit({ ...signUp("gamma2", "same-id-001"), companyName: "Gamma Two" })).json().id;
    expect((await op.get(`/api/v1/UcRegistration/checkIdVectorExistsById?id=${second}`)).json()).toMatchObject({ exists: true });
    const refused = await op.post("/api/v1/UcRegistration/accept", { id: second, version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("DUPLICATE");
    const bypassed = await op.post("/api/v1/UcRegistration/bypass", {
      id: second,
      version: 1,
      customerPrefix: "GTW",
      adminUsername: "gamma2admin",
    });
    expect(bypassed.statusCode).toBe(200);
    expect(bypassed.json()).toMatchObject({
      adminUsername: "gamma2admin",
      org: { customerPrefix: "GTW" },
      registration: { bypassed: true, status: "accepted" },
    });
  });

  it("delete removes pending or denied registrations only; sellers get 404 / 403", async () => {
    const op = await t.login("operator");
    const id = (await submit(signUp("delta"))).json().id;
    expect((await op.post("/api/v1/UcRegistration/del", { id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(registrations).where(eq(registrations.id, id))).toEqual([]);
    const [accepted] = await t.database.db.select().from(registrations).where(eq(registrations.status, "accepted")).limit(1);
    expect((await op.post("/api/v1/UcRegistration/del", { id: accepted!.id })).statusCode).toBe(422);

    const seller = await t.login("seller_a");
    expect((await seller.get(`/api/v1/UcRegistration/findByPage?page=1&rows=10`)).statusCode).toBe(403);
    expect((await seller.post("/api/v1/UcRegistration/accept", { id: accepted!.id, version: 1 })).statusCode).toBe(403);
    const list = (await op.get(`/api/v1/UcRegistration/findByPage?page=1&rows=50&search[EQ_status]=accepted`)).json();
    expect(list.rows.length).toBeGreaterThanOrEqual(2);
    expect(list.rows.every((r: { status: string }) => r.status === "accepted")).toBe(true);
  });

  it("the sign-up form validates its input and is rate-limited per address", async () => {
    const bad = await submit({ ...signUp("eps"), email: "not-an-email" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toContain("email");
    expect((await submit({ ...signUp("eps"), isAdmin: true })).statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) last = (await submit(signUp(`flood${i}`))).statusCode;
    expect(last).toBe(429);
  });
});
