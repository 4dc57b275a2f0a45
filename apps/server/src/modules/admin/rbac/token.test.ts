import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, UserRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { apiTokens } from "../../../platform/auth/api-token.schema.js";
import { organizations, rolePermissions, roles, users } from "../../../platform/identity/schema.js";

const T = "/api/v1/UcApiToken";
const PASSWORD = "Warehouse-Blue-42";

/** API tokens: the org and permissions of the token, nothing more; revoked means 401 at once. */
describe.each(engines)("API tokens on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  const org: Record<string, number> = {};
  const role: Record<string, number> = {};
  /** A request as a seller's own system would send it: the bearer token, no cookie, no CSRF header. */
  const bearer = (token: string, method: "GET" | "POST", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const mint = async (permissions: string[], by: Client = sellerA) => {
    const res = await by.post(`${T}/saveData`, { name: `erp ${permissions.length}`, permissions });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; token: string; prefix: string; permissions: string[] };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    sellerA = await t.login("seller_a");
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) org[o.code] = o.id;
    for (const r of await t.database.db.select({ id: roles.id, code: roles.code }).from(roles)) role[r.code] = r.id;
  });
  afterAll(() => t?.close());

  it("is shown once, stored only as a hash, and acts as its org within its data scope", async () => {
    const tok = await mint(["admin:user:read"]);
    expect(tok.token.startsWith(tok.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, tok.id));
    expect(row!.tokenHash).not.toContain(tok.token);
    expect(row!.orgId).toBe(org.SLA);
    const list = (await sellerA.get(`${T}/findByPage`)).json() as PageReply<Record<string, unknown>>;
    expect(list.rows[0]).toMatchObject({ id: tok.id, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(tok.token);

    const users1 = await bearer(tok.token, "GET", "/api/v1/User/findByPageV2?rows=1000");
    expect(users1.statusCode, users1.body).toBe(200);
    const rows = (users1.json() as PageReply<UserRow>).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.orgId === org.SLA)).toBe(true);
    const [b] = await t.database.db.select().from(users).where(eq(users.username, "seller_b"));
    expect((await bearer(tok.token, "GET", `/api/v1/User/loadData?id=${b!.id}`)).statusCode).toBe(404);
    // last use is recorded
    const after = (await sellerA.get(`${T}/findByPage`)).json() as PageReply<{ id: number; lastUsedAt: string | null }>;
    expect(after.rows.find((r) => r.id === tok.id)!.lastUsedAt).not.toBeNull();
  });

  it("holds only its permissions: anything else is a 403; a made-up token is a 401", async () => {
    const tok = await mint(["admin:user:read"]);
    expect(
      (await bearer(tok.token, "POST", "/api/v1/User/saveData", { username: "via_tok", fullName: "x", password: PASSWORD })).statusCode,
    ).toBe(403);
    expect((await bearer(tok.token, "POST", "/api/v1/UcRole/findByPage", {})).statusCode).toBe(403);
    expect((await bearer("ent_not-a-real-token", "GET", "/api/v1/User/findByPageV2")).statusCode).toBe(401);
    // a token is not a person: no password change or session list through it
    expect((await bearer(tok.token, "GET", "/api/v1/UcAccount/sessions")).statusCode).toBe(403);
  });

  it("cannot be minted wider than the creator, nor mint wider tokens or users than it holds", async () => {
    expect((await sellerA.post(`${T}/saveData`, { name: "wide", permissions: ["admin:dictionary:manage"] })).statusCode).toBe(403);
    // the token holds what the seller_staff role holds (whatever later modules grant it) and may manage users
    const staffPerms = (
      await t.database.db
        .select({ p: rolePermissions.permission })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, role.seller_staff!))
    ).map((r) => r.p);
    const tok = await mint([...new Set(["admin:token:manage", "admin:user:manage", "admin:user:read", ...staffPerms])]);
    expect(tok.permissions).not.toContain("admin:role:manage");
    const wider = await bearer(tok.token, "POST", `${T}/saveData`, { name: "wider", permissions: ["admin:role:manage"] });
    expect(wider.statusCode).toBe(403);
    const narrower = await bearer(tok.token, "POST", `${T}/saveData`, { name: "narrower", permissions: ["admin:user:read"] });
    expect(narrower.statusCode, narrower.body).toBe(200);
    // seller_admin carries permissions this token lacks: giving it to a new user is an escalation
    const admUser = await bearer(tok.token, "POST", "/api/v1/User/saveData", {
      username: "tok_admin",
      fullName: "x",
      roleIds: [role.seller_admin],
      password: PASSWORD,
    });
    expect(admUser.statusCode).toBe(403);
    const staffUser = await bearer(tok.token, "POST", "/api/v1/User/saveData", {
      username: "tok_staff",
      fullName: "x",
      roleIds: [role.seller_staff],
      password: PASSWORD,
    });
    expect(staffUser.statusCode, staffUser.body).toBe(200);
    expect(staffUser.json()).toMatchObject({ orgId: org.SLA, roles: ["seller_staff"] });
    // nor take over a stronger user of its org: resetting another seller admin's password or disabling them is a 403
    const admin = await t.login("admin");
    const a = (
      await admin.post("/api/v1/User/saveData", {
        username: "a_admin2",
        fullName: "x",
        orgId: org.SLA,
        roleIds: [role.seller_admin],
        password: PASSWORD,
      })
    ).json() as { id: number };
    expect((await bearer(tok.token, "POST", "/api/v1/User/resetPassword", { id: a!.id, password: "Taken-Over-Pass-1" })).statusCode).toBe(
      403,
    );
    expect((await bearer(tok.token, "POST", "/api/v1/User/setStatus", { id: a!.id, status: "disabled" })).statusCode).toBe(403);
    expect(
      (await bearer(tok.token, "POST", "/api/v1/User/resetPassword", { id: staffUser.json().id, password: "Staff-New-Pass-22" }))
        .statusCode,
    ).toBe(200);
  });

  it("a revoked token gets 401 at once; another org cannot revoke it", async () => {
    const tok = await mint(["admin:user:read"]);
    expect((await bearer(tok.token, "GET", "/api/v1/User/findByPageV2")).statusCode).toBe(200);
    const sellerB = await t.login("seller_b");
    expect((await sellerB.post(`${T}/revoke`, { id: tok.id })).statusCode).toBe(404);
    expect((await bearer(tok.token, "GET", "/api/v1/User/findByPageV2")).statusCode).toBe(200);
    const revoked = await sellerA.post(`${T}/revoke`, { id: tok.id });
    expect(revoked.json().revokedAt).not.toBeNull();
    const res = await bearer(tok.token, "GET", "/api/v1/User/findByPageV2");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("TOKEN_INVALID");
  });

  it("stops when its creator is disabled", async () => {
    const admin = await t.login("admin");
    await admin.post("/api/v1/User/saveData", {
      username: "a_tokadmin",
      fullName: "x",
      orgId: org.SLA,
      roleIds: [role.seller_admin],
      password: PASSWORD,
    });
    const creator = await t.login("a_tokadmin", PASSWORD);
    const tok = await mint(["admin:user:read"], creator);
    expect((await bearer(tok.token, "GET", "/api/v1/User/findByPageV2")).statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.username, "a_tokadmin"));
    await admin.post("/api/v1/User/setStatus", { id: u!.id, status: "disabled" });
    expect((await bearer(tok.token, "GET", "/api/v1/User/findByPageV2")).statusCode).toBe(401);
  });
});
