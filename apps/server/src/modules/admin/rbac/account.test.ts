import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { sessions, users } from "../../../platform/identity/schema.js";

const A = "/api/v1/UcAccount";

/** My account: profile, own password change (current password needed), sessions and sign-out-everywhere. */
describe.each(engines)("my account on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await t.login("admin");
    await admin.post("/api/v1/User/saveData", { username: "me_user", fullName: "Me", orgId: 1, password: "First-Password-11" });
  });
  afterAll(() => t?.close());

  it("edits the own profile and language", async () => {
    const me = await t.login("me_user", "First-Password-11");
    const res = await me.put(`${A}/profile`, { fullName: "Me Myself", email: "me@example.com", phone: "555", locale: "en-US" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: "Me Myself", phone: "555", locale: "en-US" });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "me_user"));
    expect(row).toMatchObject({ fullName: "Me Myself", email: "me@example.com", locale: "en-US" });
    expect((await me.put(`${A}/profile`, { fullName: "x", locale: "en-US", status: "disabled" })).statusCode).toBe(400);
  });

  it("changes the own password only with the current one; other sessions end, this one stays", async () => {
    const here = await t.login("me_user", "First-Password-11");
    const elsewhere = await t.login("me_user", "First-Password-11");
    const wrong = await here.post(`${A}/changePassword`, { currentPassword: "nope", newPassword: "Second-Password-22" });
    expect(wrong.statusCode).toBe(422);
    expect((await here.post(`${A}/changePassword`, { currentPassword: "First-Password-11", newPassword: "qwerty123456" })).statusCode).toBe(
      422,
    );
    expect((await here.post(`${A}/changePassword`, { currentPassword: "First-Password-11", newPassword: "short" })).statusCode).toBe(400);
    const ok = await here.post(`${A}/changePassword`, { currentPassword: "First-Password-11", newPassword: "Second-Password-22" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await here.get("/api/auth/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/auth/me")).statusCode).toBe(401);
    expect((await t.anonymous.post("/api/auth/login", { username: "me_user", password: "First-Password-11" })).statusCode).toBe(401);
  });

  it("lists the own sessions, ends one, and signs out everywhere", async () => {
    const a = await t.login("me_user", "Second-Password-22");
    const b = await t.login("me_user", "Second-Password-22");
    const list = (await a.get(`${A}/sessions`)).json() as { id: string; current: boolean }[];
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const bId = ((await b.get(`${A}/sessions`)).json() as { id: string; current: boolean }[]).find((s) => s.current)!.id;
    expect(list.map((s) => s.id)).toContain(bId);
    expect((await a.post(`${A}/endSession`, { id: bId })).json()).toEqual({ ended: 1 });
    expect((await b.get("/api/auth/me")).statusCode).toBe(401);
    expect(((await a.get(`${A}/sessions`)).json() as unknown[]).length).toBe(list.length - 1);
    const ended = await a.post(`${A}/signOutEverywhere`);
    expect(ended.json().ended).toBeGreaterThan(0);
    expect((await a.get("/api/auth/me")).statusCode).toBe(401);
    const [u] = await t.database.db.select().from(users).where(eq(users.username, "me_user"));
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, u!.id), isNull(sessions.revokedAt))),
    ).toEqual([]);
  });
});

/** Favourites: each person's own pinned screens, in pin order. */
describe.each(engines)("favourites on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it("pins, lists in order, ignores a second pin, unpins; another user's list is separate", async () => {
    const a = await t.login("seller_a");
    await a.post("/api/v1/UcFavorite/saveData", { path: "usermanage" });
    await a.post("/api/v1/UcFavorite/saveData", { path: "dict/list" });
    const again = await a.post("/api/v1/UcFavorite/saveData", { path: "usermanage" });
    expect((again.json() as { path: string }[]).map((f) => f.path)).toEqual(["usermanage", "dict/list"]);
    const b = await t.login("seller_b");
    expect((await b.get("/api/v1/UcFavorite/findAll")).json()).toEqual([]);
    expect((await b.post("/api/v1/UcFavorite/del", { path: "usermanage" })).statusCode).toBe(404);
    const left = await a.post("/api/v1/UcFavorite/del", { path: "usermanage" });
    expect((left.json() as { path: string }[]).map((f) => f.path)).toEqual(["dict/list"]);
    expect((await a.post("/api/v1/UcFavorite/saveData", { path: "<script>" })).statusCode).toBe(400);
  });
});
