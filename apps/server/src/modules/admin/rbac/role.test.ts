import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, PermissionTreeNode, RoleDetail, RoleRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, rolePermissions, roles, userRoles, users } from "../../../platform/identity/schema.js";

const R = "/api/v1/UcRole";

/** UcRole: every call's effect, and the no-escalation rules (grant only what you hold, never your own role). */
describe.each(engines)("roles on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let sellerA: Client;
  const org: Record<string, number> = {};
  const permsOf = async (roleId: number) =>
    (await t.database.db.select({ p: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId)))
      .map((r) => r.p)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
    sellerA = await t.login("seller_a");
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("saveDataPermission creates a role with its permissions in one call, and audits it", async () => {
    const res = await admin.post(`${R}/saveDataPermission`, {
      code: "packer",
      nameZh: "打包员",
      nameEn: "Packer",
      orgId: org.OPR,
      permissions: ["admin:context:read", "admin:user:read"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const role = res.json() as RoleDetail;
    expect(role).toMatchObject({
      code: "packer",
      name: "打包员",
      orgId: org.OPR,
      permissions: ["admin:context:read", "admin:user:read"],
      version: 1,
    });
    expect(await permsOf(role.id)).toEqual(["admin:context:read", "admin:user:read"]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "role"), eq(auditLog.entityId, String(role.id))));
    expect(audit).toMatchObject({ action: 100, command: "createRole", orgId: org.OPR });

    // update: permissions replaced, version bumped; a stale version is a 409
    const upd = await admin.post(`${R}/saveDataPermission`, {
      id: role.id,
      version: 1,
      code: "packer",
      nameZh: "打包组",
      nameEn: "Packers",
      permissions: ["admin:org:read"],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ nameEn: "Packers", version: 2, permissions: ["admin:org:read"] });
    expect(await permsOf(role.id)).toEqual(["admin:org:read"]);
    const stale = await admin.post(`${R}/saveDataPermission`, {
      id: role.id,
      version: 1,
      code: "packer",
      nameZh: "x",
      nameEn: "x",
      permissions: [],
    });
    expect(stale.statusCode).toBe(409);
  });

  it("saveData edits names only; saveDataNew copies another role's permissions; loadData shows them", async () => {
    const created = (
      await admin.post(`${R}/saveData`, { code: "picker", nameZh: "拣货员", nameEn: "Picker", orgId: org.OPR })
    ).json() as RoleDetail;
    expect(created.permissions).toEqual([]);
    await admin.post(`${R}/saveDataPermission`, {
      id: created.id,
      version: 1,
      code: "picker",
      nameZh: "拣货员",
      nameEn: "Picker",
      permissions: ["admin:dictionary:read"],
    });
    const renamed = await admin.post(`${R}/saveData`, { id: created.id, version: 2, code: "picker", nameZh: "拣货", nameEn: "Pickers" });
    expect(renamed.json()).toMatchObject({ nameZh: "拣货", version: 3, permissions: ["admin:dictionary:read"] });
    const copy = await admin.post(`${R}/saveDataNew`, {
      code: "picker_2",
      nameZh: "拣货二组",
      nameEn: "Pickers 2",
      orgId: org.OPR,
      copyFromRoleId: created.id,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(await permsOf((copy.json() as RoleDetail).id)).toEqual(["admin:dictionary:read"]);
    const loaded = await admin.get(`${R}/loadData?id=${created.id}`);
    expect(loaded.json()).toMatchObject({ code: "picker", permissions: ["admin:dictionary:read"], userCount: 0 });
    // the same code twice in one org is a 409; unknown fields a 400
    expect((await admin.post(`${R}/saveData`, { code: "picker", nameZh: "a", nameEn: "a", orgId: org.OPR })).statusCode).toBe(409);
    expect((await admin.post(`${R}/saveData`, { code: "zz", nameZh: "a", nameEn: "a", status: "x" })).statusCode).toBe(400);
  });

  it("findByPage lists roles with user counts; getCodeName and findAllByContextId serve dropdowns", async () => {
    const page = (await admin.post(`${R}/findByPage`, { rows: 100, "search[EQ_code]": "seller_admin" })).json() as PageReply<RoleRow>;
    expect(page.records).toBe(1);
    expect(page.rows[0]).toMatchObject({ code: "seller_admin", userCount: 2, templateKind: "seller" });
    const names = (await admin.get(`${R}/getCodeName`)).json() as { code: string }[];
    expect(names.map((n) => n.code)).toContain("platform_admin");
    // for a user of seller A: its own roles plus the templates the operator offers to sellers, not the staff roles
    const assignable = ((await admin.get(`${R}/findAllByContextId?orgId=${org.SLA}`)).json() as { code: string }[]).map((r) => r.code);
    expect(assignable).toEqual(["seller_admin", "seller_staff"]);
    const mine = ((await sellerA.get(`${R}/findAllByContextId`)).json() as { code: string }[]).map((r) => r.code);
    expect(mine).toEqual(["seller_admin", "seller_staff"]);
  });

  it("del removes a role, but answers 409 while users hold it", async () => {
    const role = (
      await admin.post(`${R}/saveDataPermission`, { code: "temp_role", nameZh: "临时", nameEn: "Temp", orgId: org.OPR, permissions: [] })
    ).json() as RoleDetail;
    const [fin] = await t.database.db.select().from(users).where(eq(users.username, "finance"));
    await t.database.db.insert(userRoles).values({ userId: fin!.id, roleId: role.id });
    const held = await admin.post(`${R}/del`, { id: role.id });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe("IN_USE");
    await t.database.db.delete(userRoles).where(eq(userRoles.roleId, role.id));
    expect((await admin.post(`${R}/del`, { id: role.id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    // the catalogue's GET is not a way to delete
    expect((await admin.get(`${R}/del?id=${role.id}`)).statusCode).toBe(404);
  });

  it("offers only the permissions the caller holds, and refuses (403) a grant beyond them", async () => {
    const selectable = ((await sellerA.get(`${R}/findAllSelectablePermissions`)).json() as { code: string }[]).map((p) => p.code);
    expect(selectable).toContain("admin:user:manage");
    expect(selectable).not.toContain("admin:dictionary:manage");
    const tree = (await sellerA.get(`${R}/getDataMenuPermission`)).json() as PermissionTreeNode[];
    const leaves = tree
      .flatMap((m) => m.children ?? [])
      .flatMap((r) => r.children ?? [])
      .map((l) => l.key);
    expect(leaves.sort()).toEqual([...selectable].sort());
    const created = await sellerA.post(`${R}/saveDataPermission`, {
      code: "clerk",
      nameZh: "文员",
      nameEn: "Clerk",
      permissions: ["admin:user:read"],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ orgId: org.SLA });
    const escalate = await sellerA.post(`${R}/saveDataPermission`, {
      code: "boss",
      nameZh: "老板",
      nameEn: "Boss",
      permissions: ["admin:dictionary:manage"],
    });
    expect(escalate.statusCode).toBe(403);
    expect(await t.database.db.select().from(roles).where(eq(roles.code, "boss"))).toEqual([]);
    const checked = (
      await sellerA.get(`${R}/getDataMenuPermission?id=${(created.json() as RoleDetail).id}`)
    ).json() as PermissionTreeNode[];
    const checkedLeaves = checked
      .flatMap((m) => m.children ?? [])
      .flatMap((r) => r.children ?? [])
      .filter((l) => l.checked)
      .map((l) => l.key);
    expect(checkedLeaves).toEqual(["admin:user:read"]);
  });

  it("nobody edits a role they hold, not even the platform admin", async () => {
    const [adminRole] = await t.database.db.select().from(roles).where(eq(roles.code, "platform_admin"));
    const res = await admin.post(`${R}/saveData`, {
      id: adminRole!.id,
      version: adminRole!.version,
      code: "platform_admin",
      nameZh: "x",
      nameEn: "x",
    });
    expect(res.statusCode).toBe(403);
    const [sellerRole] = await t.database.db.select().from(roles).where(eq(roles.code, "seller_admin"));
    // seller_a cannot even see the operator's template as an editable record
    expect(
      (
        await sellerA.post(`${R}/saveDataPermission`, {
          id: sellerRole!.id,
          version: 1,
          code: "seller_admin",
          nameZh: "x",
          nameEn: "x",
          permissions: [],
        })
      ).statusCode,
    ).toBe(404);
  });

  it("isolation: another org's role is a 404, and seller admins cannot reach operator-only calls", async () => {
    const bRole = (
      await admin.post(`${R}/saveDataPermission`, { code: "b_only", nameZh: "B", nameEn: "B", orgId: org.SLB, permissions: [] })
    ).json() as RoleDetail;
    expect((await sellerA.get(`${R}/loadData?id=${bRole.id}`)).statusCode).toBe(404);
    expect((await sellerA.post(`${R}/del`, { id: bRole.id })).statusCode).toBe(404);
    expect((await sellerA.post(`${R}/saveData`, { code: "x_in_b", nameZh: "x", nameEn: "x", orgId: org.SLB })).statusCode).toBe(404);
    const list = (await sellerA.post(`${R}/findByPage`, { rows: 1000 })).json() as PageReply<RoleRow>;
    expect(list.rows.length).toBeGreaterThan(0);
    // its own roles, and the templates offered to sellers (read-only): never another seller's role
    for (const r of list.rows) expect(r.orgId === org.SLA || (r.offered && r.templateKind === "seller"), r.code).toBe(true);
    expect(list.rows.some((r) => r.code === "b_only")).toBe(false);
    const finance = await t.login("finance");
    expect((await finance.post(`${R}/findByPage`, {})).statusCode).toBe(403);
  });

  it("a seller's role screen shows the roles its user form offers, read-only where they are the operator's templates", async () => {
    const offered = ((await sellerA.get(`${R}/findAllByContextId`)).json() as { code: string }[]).map((r) => r.code);
    const list = (await sellerA.post(`${R}/findByPage`, { rows: 1000 })).json() as PageReply<RoleRow>;
    const listed = list.rows.map((r) => r.code);
    for (const code of offered) expect(listed, code).toContain(code);
    const template = list.rows.find((r) => r.code === "seller_admin")!;
    expect(template).toMatchObject({ offered: true, templateKind: "seller" });
    // users counted among the seller's own users only (the template is shared by every seller)
    const mine = await t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(userRoles.roleId, template.id), eq(users.orgId, org.SLA!)));
    expect(template.userCount).toBe(mine.length);
    // readable (its permissions), not editable or deletable by the seller
    expect((await sellerA.get(`${R}/loadData?id=${template.id}`)).statusCode).toBe(200);
    expect(
      (await sellerA.post(`${R}/saveData`, { id: template.id, version: template.version, code: "seller_admin", nameZh: "x", nameEn: "x" }))
        .statusCode,
    ).toBe(404);
    expect((await sellerA.post(`${R}/del`, { id: template.id })).statusCode).toBe(404);
    const own = (await admin.post(`${R}/findByPage`, { rows: 100, "search[EQ_code]": "seller_admin" })).json() as PageReply<RoleRow>;
    expect(own.rows[0]).toMatchObject({ offered: false, userCount: 2 });
  });
});
