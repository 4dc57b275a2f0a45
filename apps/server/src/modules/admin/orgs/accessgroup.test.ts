import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { accessGroupUsers } from "./orgs.schema.js";

/** Spec §7.4 UcAccessgroup: groups narrow operator staff to their orgs; plus UcSystem and ucPort reads. */
describe.each(engines)("access groups on %s", (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const o of await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)) ids[o.code] = o.id;
    for (const u of await t.database.db.select({ id: users.id, username: users.username }).from(users)) ids[u.username] = u.id;
  });
  afterAll(() => t?.close());

  it("a staff member in a group sees only the group's orgs (404 outside); removing the group restores the full scope", async () => {
    const op = await t.login("operator");
    const service = await t.login("service");
    // before: no group, the full managed scope
    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(200);

    const saved = await op.post("/api/v1/UcAccessgroup/saveData", {
      code: "TEAM-A",
      name: "Seller A team",
      orgIds: [ids.SLA],
      warehouseIds: [1, 2],
      userIds: [ids.service],
    });
    expect(saved.statusCode).toBe(200);
    const group = saved.json();
    expect(group).toMatchObject({
      code: "TEAM-A",
      orgIds: [ids.SLA],
      warehouseIds: [1, 2],
      accountIds: [],
      userIds: [ids.service],
      orgNames: "Seller A 跨境电商",
      version: 1,
    });

    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.SLA}`)).statusCode).toBe(200);
    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(404);
    expect(
      (await service.get("/api/v1/Organization/findAllContextBind"))
        .json()
        .map((o: { code: string }) => o.code)
        .sort(),
    ).toEqual(["OPR", "SLA"]);
    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.OPR}`)).statusCode).toBe(200); // its own org stays
    const list = (await service.post("/api/v1/Organization/findByPage", { page: 1, rows: 50 })).json();
    expect(list.rows.map((r: { code: string }) => r.code).sort()).toEqual(["OPR", "SLA"]);
    // staff in no group keep everything
    expect((await op.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(200);

    // widen the group: SLB becomes visible at once
    const widened = await op.post("/api/v1/UcAccessgroup/saveData", {
      id: group.id,
      version: 1,
      code: "TEAM-A",
      name: "Sellers A+B",
      orgIds: [ids.SLA, ids.SLB],
      userIds: [ids.service],
    });
    expect(widened.json()).toMatchObject({ version: 2, orgIds: [ids.SLA, ids.SLB] });
    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.SLB}`)).statusCode).toBe(200);
    expect((await op.post("/api/v1/UcAccessgroup/saveData", { id: group.id, version: 1, code: "TEAM-A", name: "stale" })).statusCode).toBe(
      409,
    );

    expect((await op.post("/api/v1/UcAccessgroup/del", { id: group.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(accessGroupUsers).where(eq(accessGroupUsers.groupId, group.id))).toEqual([]);
    expect((await service.get(`/api/v1/Organization/loadData?id=${ids.FWD}`)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "access_group")).orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createAccessGroup", 100],
      ["updateAccessGroup", 200],
      ["deleteAccessGroup", 300],
    ]);
  });

  it("members are checked: orgs within the scope, users of the operator's own staff, codes unique", async () => {
    const op = await t.login("operator");
    const foreignOrg = await op.post("/api/v1/UcAccessgroup/saveData", { code: "BAD", name: "Bad", orgIds: [ids.PLAT] });
    expect(foreignOrg.statusCode).toBe(400);
    expect(foreignOrg.json().details[0].path).toBe("body.orgIds");
    expect((await op.post("/api/v1/UcAccessgroup/saveData", { code: "BAD", name: "Bad", userIds: [ids.seller_a] })).statusCode).toBe(400);
    expect((await op.post("/api/v1/UcAccessgroup/saveData", { code: "BAD", name: "Bad", extra: 1 })).statusCode).toBe(400);
    await op.post("/api/v1/UcAccessgroup/saveData", { code: "FIN", name: "Finance desk", orgIds: [ids.FWD], userIds: [ids.finance] });
    expect((await op.post("/api/v1/UcAccessgroup/saveData", { code: "fin", name: "Again" })).json().code).toBe("DUPLICATE");
  });

  it("reads: list, options, all, one, and the staff assignment list", async () => {
    const op = await t.login("operator");
    const g = (
      await op.post("/api/v1/UcAccessgroup/saveData", { code: "OPS", name: "Ops", orgIds: [ids.SLA], userIds: [ids.adops] })
    ).json();
    const page = (await op.get("/api/v1/UcAccessgroup/findByPage?page=1&rows=10&search[LIKE_name]=Ops")).json();
    expect(page.rows.map((r: { code: string }) => r.code)).toEqual(["OPS"]);
    expect((await op.get("/api/v1/UcAccessgroup/getCodeName")).json()).toEqual(
      expect.arrayContaining([{ id: g.id, code: "OPS", name: "Ops" }]),
    );
    expect((await op.get("/api/v1/UcAccessgroup/findAllByContextId")).json().map((r: { code: string }) => r.code)).toContain("OPS");
    expect((await op.get(`/api/v1/UcAccessgroup/loadData?id=${g.id}`)).json()).toMatchObject({ userNames: "Sun Lei (ads)" });
    const staff = (await op.get(`/api/v1/UcAccessgroup/findAccessGroupAssignUsersByPage?groupId=${g.id}&page=1&rows=50`)).json();
    const byName = Object.fromEntries(staff.rows.map((r: { username: string; assigned: boolean }) => [r.username, r.assigned]));
    expect(byName).toMatchObject({ adops: true, operator: false, finance: false });
    expect(byName.seller_a).toBeUndefined();
    const onlyAssigned = (
      await op.get(`/api/v1/UcAccessgroup/findAccessGroupAssignUsersByPage?groupId=${g.id}&search[EQ_assigned]=true`)
    ).json();
    expect(onlyAssigned.rows.map((r: { username: string }) => r.username)).toEqual(["adops"]);
  });

  it("a seller cannot reach access groups (403) and another operator's group is 404", async () => {
    const seller = await t.login("seller_a");
    expect((await seller.get("/api/v1/UcAccessgroup/findByPage")).statusCode).toBe(403);
    expect((await seller.post("/api/v1/UcAccessgroup/saveData", { code: "X", name: "X" })).statusCode).toBe(403);
    const op = await t.login("operator");
    expect((await op.get("/api/v1/UcAccessgroup/loadData?id=999999")).statusCode).toBe(404);
    expect((await op.get("/api/v1/UcAccessgroup/findAccessGroupAssignUsersByPage?groupId=999999")).statusCode).toBe(404);
  });

  it("systems and ports are served from the context's reference data", async () => {
    const seller = await t.login("seller_a");
    const systems = (await seller.get("/api/v1/UcSystem/findAllByContextId")).json();
    expect(systems.map((s: { code: string }) => s.code)).toEqual(["WMS", "OMS", "TMS", "BMS", "UC"]);
    expect(systems[0].name).toBe("仓储管理系统");
    const ports = (await seller.get("/api/v2/ucPort/list?kind=sea&keyword=long")).json();
    expect(ports).toEqual([expect.objectContaining({ code: "USLGB", name: "Long Beach", country: "US", state: "CA" })]);
    expect((await seller.get("/api/v2/ucPort/list")).json().length).toBe(8);
    expect((await seller.get("/api/v2/ucPort/list?kind=rail")).statusCode).toBe(400);
    const ads = await t.login("adops");
    expect((await ads.get("/api/v1/UcSystem/findAllByContextId")).statusCode).toBe(403);
  });
});
