import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";
import { sessions, users } from "../identity/schema.js";

describe.each(bothEngines)("auth and access on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it("logs in, answers me with org, roles and permissions, and logs out", async () => {
    const admin = await t.login("admin");
    const me = await admin.get("/api/auth/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { username: "admin" },
      org: { code: "PLAT", kind: "platform" },
      roles: [{ code: "platform_admin" }],
      locale: "zh-CN",
    });
    expect(me.json().permissions).toContain("admin:dictionary:manage");
    expect((await admin.post("/api/auth/logout")).statusCode).toBe(200);
    const after = await admin.get("/api/auth/me");
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHENTICATED");
  });

  it("sets an httpOnly SameSite cookie and stores only the token's hash", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "seller_a", password: "Entrepot-demo-2026" },
    });
    const cookie = res.cookies.find((c) => c.name === "entrepot_sid")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const stored = await t.database.db.select({ h: sessions.idHash }).from(sessions);
    expect(stored.map((s) => s.h)).not.toContain(cookie.value);
  });

  it("gives the same 401 for a wrong password and an unknown user", async () => {
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "finance", password: "nope" },
      headers: { "accept-language": "en-US" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "nobody", password: "nope" },
      headers: { "accept-language": "en-US" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().message).toBe("Wrong username or password");
  });

  it("answers 401 without a session and 403 without the permission", async () => {
    const anon = await t.anonymous.get("/api/v2/system/dict/type/list");
    expect(anon.statusCode).toBe(401);
    const seller = await t.login("seller_a");
    const res = await seller.get("/api/v2/system/dict/type/list");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("admin:dictionary:manage") });
    // a permission the seller does hold
    expect((await seller.get("/api/v2/system/dict/data/type/currencies")).statusCode).toBe(200);
  });

  it("refuses a cookie-authenticated change without the X-Requested-With header, and changes nothing", async () => {
    const admin = await t.login("admin");
    const res = await admin.request({
      method: "POST",
      url: "/api/v2/system/dict/type",
      payload: { dictType: "csrfProbe", dictNameZh: "探针", dictNameEn: "Probe" },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("CSRF_HEADER_MISSING");
    const check = await admin.get("/api/v2/system/dict/type?dictType=csrfProbe");
    expect(check.statusCode).toBe(404);
  });

  it("stops a disabled user's session at once", async () => {
    const finance = await t.login("finance");
    expect((await finance.get("/api/auth/me")).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "disabled" }).where(eq(users.username, "finance"));
    const res = await finance.get("/api/auth/me");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("SESSION_EXPIRED");
    await t.database.db.update(users).set({ status: "active" }).where(eq(users.username, "finance"));
    // the session stays ended: the user logs in again
    expect((await finance.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("ends a session left idle past the idle timeout", async () => {
    const service = await t.login("service");
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '3 hours' where revoked_at is null and user_id = (select id from users where username = 'service')`,
    );
    const res = await service.get("/api/auth/me");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("SESSION_EXPIRED");
  });

  it("locks an account after five failed logins", async () => {
    for (let i = 0; i < 5; i++)
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "adops", password: "wrong" } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "adops", password: "Entrepot-demo-2026" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("ACCOUNT_LOCKED");
    await t.database.db.update(users).set({ lockedUntil: null, failedLogins: 0 }).where(eq(users.username, "adops"));
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "adops", password: "Entrepot-demo-2026" } }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps the language per user and answers errors in it", async () => {
    const op = await t.login("operator");
    const set = await op.put("/api/auth/locale", { locale: "en-US" });
    expect(set.json().locale).toBe("en-US");
    const denied = await op.get("/api/v2/system/dict/type/list");
    expect(denied.json().message).toMatch(/^You do not have permission/);
    expect((await op.put("/api/auth/locale", { locale: "fr-FR" })).statusCode).toBe(400);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.anonymous.get("/api/v2/nothing/here");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("ROUTE_NOT_FOUND");
  });
});

describe("login rate limit", () => {
  it("refuses the 4th attempt on one account with 429", async () => {
    const t = await createTestApp("pglite", { LOGIN_MAX_PER_ACCOUNT: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "seller_b", password: "bad" } })).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429]);
      // the refusal says when to try again, from its Retry-After, in the caller's language
      const refused = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "seller_b", password: "bad" } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
      expect(refused.json().message).toBe("尝试次数过多,请 15 分钟后再试");
      const en = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "accept-language": "en-US" },
        payload: { username: "seller_b", password: "bad" },
      });
      expect(en.json()).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "Too many attempts; try again in 15 minutes" });
      // another account from the same address is still allowed
      expect(
        (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "seller_a", password: "Entrepot-demo-2026" } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});
