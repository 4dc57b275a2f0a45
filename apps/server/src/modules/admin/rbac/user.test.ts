import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, UserRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, roles, sessions, users } from "../../../platform/identity/schema.js";

const U = "/api/v1/User";
const PASSWORD = "Warehouse-Blue-42";

/** User: list, save, status, password reset, unlock; isolation and the no-escalation rules. */
describe.each(engines)("users on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let sellerA: Client;
  const org: Record<string, number> = {};
  const role: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
    sellerA = await t.login("seller_a");
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) org[o.code] = o.id;
    for (const r of await t.database.db.select({ id: roles.id, code: roles.code }).from(roles)) role[r.code] = r.id;
  });
  afterAll(() => t?.close());

  it("saveData creates a user who can log in with the given roles; the username is unique per context", async () => {
    const res = await admin.post(`${U}/saveData`, {
      username: "packer1",
      fullName: "Pack Er",
      email: "packer1@example.com",
      phone: "+1 555 0100",
      orgId: org.OPR,
      locale: "en-US",
      roleIds: [role.warehouse_staff],
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json() as UserRow;
    expect(user).toMatchObject({
      username: "packer1",
      orgId: org.OPR,
      roles: ["warehouse_staff"],
      status: "active",
      locale: "en-US",
      version: 1,
    });
    // the list shows role names in the caller's language, not codes
    expect(user.roleNames).toHaveLength(1);
    expect(user.roleNames[0]).not.toBe("warehouse_staff");
    const me = await (await t.login("packer1", PASSWORD)).get("/api/auth/me");
    expect(me.json().permissions).toContain("admin:user:read");
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(user.id))));
    expect(audit).toMatchObject({ action: 100, command: "createUser" });
    expect(JSON.stringify(audit!.after)).not.toContain("argon2");
    const dup = await admin.post(`${U}/saveData`, { username: "PACKER1", fullName: "x", orgId: org.SLA, password: PASSWORD });
    expect(dup.statusCode).toBe(409);
  });

  it("refuses short and common passwords, and a missing password on create", async () => {
    const base = { username: "weakling", fullName: "Weak", orgId: org.OPR };
    expect((await admin.post(`${U}/saveData`, { ...base, password: "short" })).statusCode).toBe(400);
    const common = await admin.post(`${U}/saveData`, { ...base, password: "password1234" });
    expect(common.statusCode).toBe(422);
    expect(common.json().message).toBe("密码过于常见,请换一个更难猜的密码");
    expect((await admin.post(`${U}/saveData`, { ...base, password: "weakling-2026-xyz" })).statusCode).toBe(422);
    expect((await admin.post(`${U}/saveData`, base)).statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.username, "weakling"))).toEqual([]);
  });

  it("update edits the profile and roles with the version; findByPageV2, loadData and findAllByContextId read them", async () => {
    const created = (
      await admin.post(`${U}/saveData`, { username: "clerk1", fullName: "Clerk One", orgId: org.OPR, password: PASSWORD })
    ).json() as UserRow;
    const upd = await admin.post(`${U}/saveData`, {
      id: created.id,
      version: 1,
      fullName: "Clerk Uno",
      phone: "123",
      roleIds: [role.finance],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ fullName: "Clerk Uno", phone: "123", roles: ["finance"], version: 2 });
    expect((await admin.post(`${U}/saveData`, { id: created.id, version: 1, fullName: "late" })).statusCode).toBe(409);
    expect((await admin.post(`${U}/saveData`, { id: created.id, version: 2, fullName: "x", orgId: org.SLA })).statusCode).toBe(422);
    const page = (await admin.get(`${U}/findByPageV2?search[LIKE_fullName]=Clerk%20Uno`)).json() as PageReply<UserRow>;
    expect(page.rows.map((r) => r.username)).toEqual(["clerk1"]);
    expect((await admin.get(`${U}/loadData?id=${created.id}`)).json()).toMatchObject({ roleIds: [role.finance], locked: false });
    const options = (await admin.get(`${U}/findAllByContextId?orgId=${org.OPR}`)).json() as { username: string }[];
    expect(options.map((o) => o.username)).toContain("clerk1");
  });

  it("setStatus disabled ends the user's session at once; enabled lets them log in again", async () => {
    await admin.post(`${U}/saveData`, { username: "temp1", fullName: "Temp", orgId: org.OPR, roleIds: [role.finance], password: PASSWORD });
    const temp = await t.login("temp1", PASSWORD);
    expect((await temp.get("/api/auth/me")).statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.username, "temp1"));
    const off = await admin.post(`${U}/setStatus`, { id: u!.id, status: "disabled" });
    expect(off.json()).toMatchObject({ status: "disabled" });
    expect((await temp.get("/api/auth/me")).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, u!.id), isNull(sessions.revokedAt))),
    ).toEqual([]);
    expect((await t.anonymous.post("/api/auth/login", { username: "temp1", password: PASSWORD })).statusCode).toBe(401);
    await admin.post(`${U}/setStatus`, { id: u!.id, status: "active" });
    expect((await (await t.login("temp1", PASSWORD)).get("/api/auth/me")).statusCode).toBe(200);
    expect((await admin.post(`${U}/setStatus`, { id: u!.id, status: "gone" })).statusCode).toBe(400);
  });

  it("resetPassword ends the user's sessions; unlock lifts a lock", async () => {
    await admin.post(`${U}/saveData`, { username: "temp2", fullName: "Temp 2", orgId: org.OPR, password: PASSWORD });
    const [u] = await t.database.db.select().from(users).where(eq(users.username, "temp2"));
    const session = await t.login("temp2", PASSWORD);
    expect((await admin.post(`${U}/resetPassword`, { id: u!.id, password: "Another-Strong-Pass-9" })).statusCode).toBe(200);
    expect((await session.get("/api/auth/me")).statusCode).toBe(401);
    expect((await t.anonymous.post("/api/auth/login", { username: "temp2", password: PASSWORD })).statusCode).toBe(401);
    await t.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 600_000), failedLogins: 5 })
      .where(eq(users.id, u!.id));
    expect((await t.anonymous.post("/api/auth/login", { username: "temp2", password: "Another-Strong-Pass-9" })).json().code).toBe(
      "ACCOUNT_LOCKED",
    );
    expect((await admin.get(`${U}/loadData?id=${u!.id}`)).json().locked).toBe(true);
    expect((await admin.post(`${U}/unlock`, { id: u!.id })).json()).toMatchObject({ locked: false });
    expect((await t.anonymous.post("/api/auth/login", { username: "temp2", password: "Another-Strong-Pass-9" })).statusCode).toBe(200);
  });

  it("a seller admin creates users in its own org with the operator's templates, nothing wider", async () => {
    const ok = await sellerA.post(`${U}/saveData`, {
      username: "a_staff",
      fullName: "A Staff",
      roleIds: [role.seller_staff],
      password: PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ orgId: org.SLA, roles: ["seller_staff"] });
    // a staff role of the operator is out of reach (404), another org is out of reach (404)
    expect(
      (await sellerA.post(`${U}/saveData`, { username: "a_wh", fullName: "x", roleIds: [role.warehouse_staff], password: PASSWORD }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sellerA.post(`${U}/saveData`, { username: "b_user", fullName: "x", orgId: org.SLB, password: PASSWORD })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.username, "a_wh"))).toEqual([]);
  });

  it("isolation: another org's user is a 404 for reading and every command; lists show the own org only", async () => {
    const [b] = await t.database.db.select().from(users).where(eq(users.username, "seller_b"));
    expect((await sellerA.get(`${U}/loadData?id=${b!.id}`)).statusCode).toBe(404);
    expect((await sellerA.post(`${U}/setStatus`, { id: b!.id, status: "disabled" })).statusCode).toBe(404);
    expect((await sellerA.post(`${U}/saveData`, { id: b!.id, version: 1, fullName: "hijack" })).statusCode).toBe(404);
    expect((await sellerA.post(`${U}/resetPassword`, { id: b!.id, password: "Hijacked-Password-1" })).statusCode).toBe(404);
    const page = (await sellerA.get(`${U}/findByPageV2?rows=1000`)).json() as PageReply<UserRow>;
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.orgId === org.SLA)).toBe(true);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, b!.id));
    expect(still).toMatchObject({ status: "active", fullName: "Bob Li (Seller B)" });
    // operator-only: staff users and org-role templates are not a seller's business
    expect((await sellerA.get("/api/v1/UcOrgrole/findByPage")).statusCode).toBe(403);
  });

  it("a user cannot raise their own roles (403), nor grant a role carrying a permission they lack (403)", async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.username, "seller_a"));
    const self = await sellerA.post(`${U}/saveData`, {
      id: me!.id,
      version: me!.version,
      fullName: me!.fullName,
      roleIds: [role.seller_admin, role.seller_staff],
    });
    expect(self.statusCode).toBe(403);
    // a role of its own org holding a permission seller_a lacks, planted directly: assigning it is an escalation
    const [wide] = await t.database.db
      .insert(roles)
      .values({ contextId: 1, orgId: org.SLA!, code: "wide", nameZh: "宽", nameEn: "Wide" })
      .returning();
    await t.database.db.execute(
      `insert into role_permissions (role_id, permission) values (${wide!.id}, 'admin:dictionary:manage')` as never,
    );
    const grant = await sellerA.post(`${U}/saveData`, { username: "a_wide", fullName: "x", roleIds: [wide!.id], password: PASSWORD });
    expect(grant.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.username, "a_wide"))).toEqual([]);
    // profile edits of one's own user without touching roles are fine
    expect((await sellerA.post(`${U}/saveData`, { id: me!.id, version: me!.version, fullName: "Alice C." })).statusCode).toBe(200);
  });

  it("userContext tells who the caller is", async () => {
    const res = (await sellerA.get(`${U}/userContext`)).json();
    expect(res).toMatchObject({ user: { username: "seller_a" }, org: { code: "SLA", kind: "seller" }, roles: [{ code: "seller_admin" }] });
    expect(res.permissions).toContain("admin:user:manage");
  });
});
