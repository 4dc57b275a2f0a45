import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, RoleDetail, RoleRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { organizations, roles } from "../../../platform/identity/schema.js";

const O = "/api/v1/UcOrgrole";

/** UcOrgrole: templates an operator offers to kinds of org, which that kind's admins then hand out. */
describe.each(engines)("org roles on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  const org: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("saveData creates a template that a forwarder's users can then be given; findByPage, loadData, getCodeName list it", async () => {
    const res = await admin.post(`${O}/saveData`, {
      code: "fwd_clerk",
      nameZh: "货代文员",
      nameEn: "Forwarder clerk",
      orgId: org.OPR,
      templateKind: "forwarder",
      permissions: ["admin:context:read"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tpl = res.json() as RoleDetail;
    expect(tpl).toMatchObject({ templateKind: "forwarder", orgId: org.OPR, permissions: ["admin:context:read"] });
    const page = (await admin.get(`${O}/findByPage?rows=100`)).json() as PageReply<RoleRow>;
    expect(page.rows.map((r) => r.code).sort()).toEqual(["fwd_clerk", "seller_admin", "seller_staff"]);
    expect((await admin.get(`${O}/loadData?id=${tpl.id}`)).json()).toMatchObject({ code: "fwd_clerk" });
    expect(((await admin.get(`${O}/getCodeName`)).json() as { code: string }[]).map((r) => r.code)).toContain("fwd_clerk");
    const forFwd = (await admin.get(`${O}/findAllSelectableByContextId?kind=forwarder`)).json() as { code: string }[];
    expect(forFwd.map((r) => r.code)).toEqual(["fwd_clerk"]);
    const assignable = ((await admin.get(`/api/v1/UcRole/findAllByContextId?orgId=${org.FWD}`)).json() as { code: string }[]).map(
      (r) => r.code,
    );
    expect(assignable).toEqual(["fwd_clerk"]);
    const user = await admin.post("/api/v1/User/saveData", {
      username: "fwd_user",
      fullName: "F",
      orgId: org.FWD,
      roleIds: [tpl.id],
      password: "Forwarder-Pass-77",
    });
    expect(user.json()).toMatchObject({ roles: ["fwd_clerk"] });
  });

  it("update keeps it a template; a plain role is not an org role (404); del refuses while held (409)", async () => {
    const [tpl] = await t.database.db.select().from(roles).where(eq(roles.code, "fwd_clerk"));
    const upd = await admin.post(`${O}/saveData`, {
      id: tpl!.id,
      version: tpl!.version,
      code: "fwd_clerk",
      nameZh: "货代员",
      nameEn: "Forwarder staff",
      templateKind: "forwarder",
      permissions: [],
    });
    expect(upd.json()).toMatchObject({ nameEn: "Forwarder staff", permissions: [], version: tpl!.version + 1 });
    const [plain] = await t.database.db.select().from(roles).where(eq(roles.code, "finance"));
    expect((await admin.get(`${O}/loadData?id=${plain!.id}`)).statusCode).toBe(404);
    expect((await admin.post(`${O}/del`, { id: plain!.id })).statusCode).toBe(404);
    expect((await admin.post(`${O}/del`, { id: tpl!.id })).statusCode).toBe(409);
    const spare = (
      await admin.post(`${O}/saveData`, {
        code: "spare",
        nameZh: "备用",
        nameEn: "Spare",
        orgId: org.OPR,
        templateKind: "supplier",
        permissions: [],
      })
    ).json() as RoleDetail;
    expect((await admin.post(`${O}/del`, { id: spare.id })).statusCode).toBe(200);
    expect(await t.database.db.select().from(roles).where(eq(roles.id, spare.id))).toEqual([]);
  });

  it("only grants what the caller holds, and is operator-only: a seller admin gets 403", async () => {
    const perms = ((await admin.get(`${O}/findAllSelectablePermissions`)).json() as { code: string }[]).map((p) => p.code);
    expect(perms).toContain("admin:orgrole:manage");
    const sellerA = await t.login("seller_a");
    expect((await sellerA.get(`${O}/findByPage`)).statusCode).toBe(403);
    expect(
      (await sellerA.post(`${O}/saveData`, { code: "x", nameZh: "x", nameEn: "x", templateKind: "seller", permissions: [] })).statusCode,
    ).toBe(403);
    expect(
      (await admin.post(`${O}/saveData`, { code: "bad_kind", nameZh: "x", nameEn: "x", templateKind: "platform", permissions: [] }))
        .statusCode,
    ).toBe(400);
  });
});
