import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionCodes, type PermissionNode } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { seedPermissionTree } from "./permission.service.js";
import { permissionNodes } from "./rbac.schema.js";

const P = "/api/v1/UcPermission";

/** UcPermission: the menu/permission tree seeded from the registry; save, move, del; the menu filtered per user. */
describe.each(engines)("permission tree on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  const all = async () => (await admin.get(`${P}/findAll?all=true`)).json() as PermissionNode[];
  const byKey = async (key: string) => (await all()).find((n) => n.key === key)!;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
  });
  afterAll(() => t?.close());

  it("holds every registry code under its module and resource menus", async () => {
    const nodes = await all();
    const codes = nodes.filter((n) => n.kind === "api").map((n) => n.key);
    expect(codes.sort()).toEqual([...permissionCodes].sort());
    const userRead = nodes.find((n) => n.key === "admin:user:read")!;
    const resource = nodes.find((n) => n.id === userRead.parentId)!;
    expect(resource).toMatchObject({ key: "menu:admin:user", name: "用户", kind: "menu" });
    // grouped like the side menu: the user centre's resources sit in its admin area
    expect(nodes.find((n) => n.id === resource.parentId)).toMatchObject({
      key: "area:admin-reports-tools",
      name: "系统管理 · 报表 · 工具",
      parentId: null,
    });
    const roots = nodes.filter((n) => n.parentId === null && n.key.startsWith("area:")).map((n) => n.key);
    expect(roots).toEqual([
      "area:inbound-outbound-stock",
      "area:orders",
      "area:returns",
      "area:logistics",
      "area:payables-finance",
      "area:purchasing",
      "area:products-sales",
      "area:advertising",
      "area:admin-reports-tools",
    ]);
    // no node shows a raw key as its name
    for (const n of nodes.filter((x) => x.kind === "menu")) expect(n.nameEn, n.key).not.toBe(n.key.split(":").at(-1));
    expect(userRead).toMatchObject({ builtIn: true, name: "查看用户" });
  });

  it("a tree seeded by module before is regrouped by area at the next start", async () => {
    const db = t.database.db;
    const dict = await byKey("menu:admin:dictionary");
    const [old] = await db
      .insert(permissionNodes)
      .values({
        contextId: (await db.select().from(permissionNodes).where(eq(permissionNodes.id, dict.id)))[0]!.contextId,
        parentId: null,
        kind: "menu",
        key: "menu:admin",
        nameZh: "用户中心",
        nameEn: "User centre",
        sort: 99,
      })
      .returning();
    await db.update(permissionNodes).set({ parentId: old!.id }).where(eq(permissionNodes.id, dict.id));
    await db.transaction((tx) => seedPermissionTree(tx, old!.contextId));
    expect((await byKey("menu:admin:dictionary")).parentId).toBe((await byKey("area:admin-reports-tools")).id);
    expect((await all()).some((n) => n.key === "menu:admin")).toBe(false);
  });

  it("findAll without all=true is the caller's menu: only what it holds, and empty groups are left out", async () => {
    const seller = await t.login("seller_b");
    const mine = (await seller.get(`${P}/findAll`)).json() as PermissionNode[];
    const codes = mine.filter((n) => n.kind === "api").map((n) => n.key);
    const me = (await seller.get("/api/auth/me")).json() as { permissions: string[] };
    expect(codes.sort()).toEqual(me.permissions.filter((p) => (permissionCodes as string[]).includes(p)).sort());
    expect(mine.some((n) => n.key === "menu:admin:dictionary")).toBe(true);
    expect(mine.some((n) => n.key === "menu:admin:orgrole")).toBe(false);
    expect((await seller.get(`${P}/findAll?all=true`)).statusCode).toBe(403);
    expect((await seller.post(`${P}/saveData`, { parentId: null, kind: "menu", key: "x", nameZh: "x", nameEn: "x" })).statusCode).toBe(403);
  });

  it("saveData adds a menu and a button; a second node with the same key is a 409; a stale version a 409", async () => {
    const created = await admin.post(`${P}/saveData`, {
      parentId: null,
      kind: "menu",
      key: "menu:favourites-group",
      nameZh: "常用",
      nameEn: "Frequent",
      sort: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = await byKey("menu:favourites-group");
    expect(group).toMatchObject({ parentId: null, sort: 0, builtIn: false });
    const btn = await admin.post(`${P}/saveData`, {
      parentId: group.id,
      kind: "button",
      key: "btn:export-users",
      permission: "admin:user:read",
      nameZh: "导出用户",
      nameEn: "Export users",
    });
    expect(btn.statusCode, btn.body).toBe(200);
    expect(
      (await admin.post(`${P}/saveData`, { parentId: null, kind: "menu", key: "menu:favourites-group", nameZh: "x", nameEn: "x" }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await admin.post(`${P}/saveData`, {
          parentId: null,
          kind: "button",
          key: "b2",
          permission: "no:such:code",
          nameZh: "x",
          nameEn: "x",
        })
      ).statusCode,
    ).toBe(400);
    const renamed = await admin.post(`${P}/saveData`, {
      id: group.id,
      version: group.version,
      parentId: null,
      kind: "menu",
      key: group.key,
      nameZh: "常用功能",
      nameEn: "Frequent",
    });
    expect(renamed.statusCode).toBe(200);
    expect((await byKey("menu:favourites-group")).nameZh).toBe("常用功能");
    expect(
      (
        await admin.post(`${P}/saveData`, {
          id: group.id,
          version: group.version,
          parentId: null,
          kind: "menu",
          key: group.key,
          nameZh: "x",
          nameEn: "x",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("move re-parents and re-orders; a node cannot move under itself", async () => {
    const group = await byKey("menu:favourites-group");
    const btn = await byKey("btn:export-users");
    const usersMenu = await byKey("menu:admin:user");
    const moved = await admin.post(`${P}/move`, { id: btn.id, version: btn.version, parentId: usersMenu.id, sort: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const siblings = (await all()).filter((n) => n.parentId === usersMenu.id);
    expect(siblings[0]!.key).toBe("btn:export-users");
    expect(siblings.length).toBeGreaterThan(1);
    const cycle = await admin.post(`${P}/move`, { id: group.id, version: group.version, parentId: group.id, sort: 0 });
    expect(cycle.statusCode).toBe(422);
    const adminMenu = await byKey("area:admin-reports-tools");
    const under = await admin.post(`${P}/move`, { id: adminMenu.id, version: adminMenu.version, parentId: usersMenu.id, sort: 0 });
    expect(under.statusCode).toBe(422);
  });

  it("del removes a leaf; refuses a node with children (409) and a registry node (422)", async () => {
    const group = await byKey("menu:favourites-group");
    const btn = await byKey("btn:export-users");
    expect((await admin.post(`${P}/del`, { id: (await byKey("menu:admin:user")).id })).statusCode).toBe(409);
    expect((await admin.post(`${P}/del`, { id: (await byKey("admin:user:read")).id })).statusCode).toBe(422);
    expect((await admin.post(`${P}/del`, { id: btn.id })).statusCode).toBe(200);
    expect((await admin.post(`${P}/del`, { id: group.id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(permissionNodes).where(eq(permissionNodes.key, "btn:export-users"))).toEqual([]);
  });
});
