import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, WarehouseOption, WarehouseRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { orgWarehouses, warehouses } from "../schema.js";

const W = "/api/v2/warehouse";
const codes = (rows: { code: string }[]) => rows.map((r) => r.code).sort();
const newWarehouse = (over: Record<string, unknown> = {}) => ({
  code: "USCHI1",
  name: "芝加哥仓 Chicago",
  warehouseType: 1,
  countryCode: "US",
  state: "IL",
  city: "Chicago",
  address1: "4400 W 45th St",
  postcode: "60632",
  timeZone: "America/Chicago",
  currency: "USD",
  capacityM3: "9000.5",
  ...over,
});

/** Spec §7.6 warehouse/* and §7.5 Warehouse/findAllByContextId: effects, type 4, validation, scope, activation, display. */
describe.each(engines)("warehouses on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const org: Record<string, number> = {};
  const wh: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, operator, sellerA, sellerB] = (await Promise.all(["admin", "operator", "seller_a", "seller_b"].map((u) => t.login(u)))) as [
      Client,
      Client,
      Client,
      Client,
    ];
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
    for (const w of await t.database.db.select().from(warehouses)) wh[w.code] = w.id;
  });
  afterAll(() => t?.close());

  it("the admin creates a warehouse for the operator and assigns it to seller A, who then sees it; seller B does not", async () => {
    const noOwner = await admin.post(`${W}/saveOne`, newWarehouse());
    expect(noOwner.statusCode).toBe(422);
    expect(noOwner.json().message).toBe("请选择运营该仓库的运营方组织");
    expect((await admin.post(`${W}/saveOne`, newWarehouse({ orgId: org.SLA }))).statusCode).toBe(422); // a seller runs no warehouse

    const res = await admin.post(`${W}/saveOne`, newWarehouse({ orgId: org.OPR, code: "uschi1" }));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as WarehouseRow;
    expect(created).toMatchObject({
      code: "USCHI1",
      orgCode: "OPR",
      warehouseType: 1,
      state: "IL",
      capacityM3: "9000.500",
      active: true,
      pageDisplay: true,
      assignedOrgCount: 0,
      version: 1,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "warehouse"), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ command: "createWarehouse", action: 100, orgId: org.OPR });

    // before the assignment seller A cannot see it
    expect((await sellerA.get(`${W}/findOne?id=${created.id}`)).statusCode).toBe(404);
    const assigned = await admin.post("/api/v2/organizationWarehouse/saveOne", { orgId: org.SLA, warehouseId: created.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ code: "USCHI1", name: "芝加哥仓 Chicago", isVirtual: false, orgCode: "SLA" });

    expect((await sellerA.get(`${W}/findOne?id=${created.id}`)).json()).toMatchObject({ code: "USCHI1", assignedOrgCount: 1 });
    expect(codes(((await sellerA.get(`${W}/findByPage?rows=50`)).json() as PageReply<WarehouseRow>).rows)).toEqual([
      "USCHI1",
      "USLAX1",
      "USNJ1",
      "USTX1",
    ]);
    expect(codes((await sellerA.get(`${W}/findAllWarehouses`)).json())).toContain("USCHI1");
    expect((await sellerB.get(`${W}/findOne?id=${created.id}`)).statusCode).toBe(404);
    // a seller learns nothing about the warehouse's other customers
    expect((await operator.get(`${W}/findOne?id=${wh.USLAX1}`)).json().assignedOrgCount).toBe(3);
    expect((await sellerA.get(`${W}/findOne?id=${wh.USLAX1}`)).json().assignedOrgCount).toBe(1);
    expect(codes((await sellerB.get(`${W}/findAllWarehouses`)).json())).toEqual(["USLAX1", "USNJ1"]);
    // sellers read, never write
    expect((await sellerA.post(`${W}/saveOne`, { ...newWarehouse({ code: "USCHI2" }) })).statusCode).toBe(403);
    // the operator, who runs it, edits it; a stale version is refused
    const upd = await operator.post(
      `${W}/saveOne`,
      newWarehouse({ id: created.id, version: 1, name: "芝加哥二号仓", capacityM3: "12000" }),
    );
    expect(upd.json()).toMatchObject({ name: "芝加哥二号仓", capacityM3: "12000.000", version: 2 });
    expect((await operator.post(`${W}/saveOne`, newWarehouse({ id: created.id, version: 1 }))).statusCode).toBe(409);
    const recode = await operator.post(`${W}/saveOne`, newWarehouse({ id: created.id, version: 2, code: "USCHI9" }));
    expect(recode.statusCode).toBe(400);
    expect(recode.json().details[0].path).toBe("body.code");
  });

  it("type 4 stays out of findAllWarehouses and the standard list; the management list shows it", async () => {
    const std = ((await operator.get(`${W}/findByPage?rows=100`)).json() as PageReply<WarehouseRow>).rows;
    expect(codes(std)).not.toContain("USRET1");
    expect(codes(std)).toContain("ONT8");
    expect(codes((await operator.get(`${W}/findAllWarehouses`)).json())).not.toContain("USRET1");
    expect(codes((await operator.get("/api/v1/Warehouse/findAllByContextId")).json())).not.toContain("USRET1");
    expect(codes((await operator.get("/api/v1/Warehouse/findAllByContextId?includeOther=true")).json())).toContain("USRET1");
    const manage = ((await operator.get(`${W}/manage/findByPage?rows=100&search[EQ_warehouseType]=4`)).json() as PageReply<WarehouseRow>)
      .rows;
    expect(codes(manage)).toEqual(["USRET1"]);
    expect((await operator.get(`${W}/findOne?id=${wh.USRET1}`)).json()).toMatchObject({ warehouseType: 4 });
    // Amazon-type only
    expect(codes((await operator.get(`${W}/findAllWarehouses?warehouseType=2`)).json())).toEqual(["ONT8"]);
    expect((await sellerA.get(`${W}/manage/findByPage`)).statusCode).toBe(403);
    // the export has the same rows
    const xlsx = await operator.get(`${W}/export?search[IN_warehouseType]=2,4`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("仓库");
    const cells: string[][] = [];
    sheet.eachRow((row, n) => n > 1 && cells.push([String(row.getCell(1).value), String(row.getCell(3).value)]));
    expect(cells).toEqual([["ONT8", "亚马逊仓"]]); // the standard export leaves type 4 out too
  });

  it("validates US states, ZIP codes, time zones, codes and measures with clear messages; duplicate codes are 409", async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await operator.post(`${W}/saveOne`, newWarehouse({ code: "USVAL1", ...over }));
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { details: { path: string; message: string }[] };
    };
    expect((await bad({ state: "XX" })).details).toEqual([{ path: "body.state", message: "须为有效的美国州代码,如 CA、NJ" }]);
    expect((await bad({ state: null })).details[0]!.path).toBe("body.state");
    expect((await bad({ postcode: "6063" })).details).toEqual([
      { path: "body.postcode", message: "美国邮编须为 5 位数字或 5+4 位,如 91761 或 91761-1234" },
    ]);
    expect((await bad({ countryCode: "CA", state: "IL", postcode: "M5V 2T6" })).details[0]!.message).toContain("加拿大省份");
    expect((await bad({ timeZone: "Mars/Olympus" })).details[0]!.path).toBe("body.timeZone");
    expect((await bad({ code: "US-CHI" })).details[0]!.message).toBe("须为 2–32 位大写字母或数字");
    expect((await bad({ capacityM3: "-5" })).details[0]!.path).toBe("body.capacityM3");
    expect((await bad({ warehouseType: 5 })).details[0]!.path).toBe("body.warehouseType");
    expect((await bad({ active: false })).details[0]!.path).toBe("body.active"); // status changes through setActive only
    // ZIP+4 and DC are fine
    const ok = await operator.post(
      `${W}/saveOne`,
      newWarehouse({ code: "USDC1", state: "dc", postcode: "20001-1234", city: "Washington", timeZone: "America/New_York" }),
    );
    expect(ok.json()).toMatchObject({ state: "DC", postcode: "20001-1234", orgCode: "OPR" });
    const dup = await operator.post(`${W}/saveOne`, newWarehouse({ code: "USLAX1" }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("仓库代码 USLAX1 已存在");
  });

  it("a warehouse still in use cannot be deactivated without ending its assignments; ending them hides it from the sellers", async () => {
    const nj = (await operator.get(`${W}/findOne?id=${wh.USNJ1}`)).json() as WarehouseRow;
    const refused = await operator.post(`${W}/setActive`, { id: nj.id, version: nj.version, active: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("仓库 USNJ1 仍被 2 个组织使用(SLA, SLB),停用会同时结束这些分配,请确认后再停用");
    expect((await t.database.db.select().from(warehouses).where(eq(warehouses.id, nj.id)))[0]!.active).toBe(true);

    const done = await operator.post(`${W}/setActive`, { id: nj.id, version: nj.version, active: false, endAssignments: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ active: false, assignedOrgCount: 0, version: nj.version + 1 });
    const rows = await t.database.db.select().from(orgWarehouses).where(eq(orgWarehouses.warehouseId, nj.id));
    expect(rows.every((r) => !r.active)).toBe(true);
    expect((await sellerB.get(`${W}/findOne?id=${nj.id}`)).statusCode).toBe(404);
    expect(codes((await sellerB.get(`${W}/findAllWarehouses`)).json())).toEqual(["USLAX1"]);
    expect(codes((await operator.get(`${W}/findAllWarehouses`)).json())).not.toContain("USNJ1"); // inactive: out of pickers
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.command, "deactivateWarehouse"), eq(auditLog.entityId, String(nj.id))));
    expect((audit!.after as { endedAssignmentIds: number[] }).endedAssignmentIds).toHaveLength(rows.length);

    // switching it back on does not restore the assignments; assigning an inactive warehouse is refused
    const again = await operator.post(`${W}/setActive`, { id: nj.id, version: nj.version + 1, active: true });
    expect(again.json()).toMatchObject({ active: true, assignedOrgCount: 0 });
    expect((await operator.post(`${W}/setActive`, { id: nj.id, version: nj.version + 2, active: true })).statusCode).toBe(409);
    expect((await sellerB.get(`${W}/findOne?id=${nj.id}`)).statusCode).toBe(404);
  });

  it("updatePageDisplay hides a warehouse from customers' pickers only", async () => {
    const tx1 = (await operator.get(`${W}/findOne?id=${wh.USTX1}`)).json() as WarehouseRow;
    const hidden = await operator.post(`${W}/updatePageDisplay`, { id: tx1.id, version: tx1.version, pageDisplay: false });
    expect(hidden.json()).toMatchObject({ pageDisplay: false, version: tx1.version + 1 });
    expect(codes((await sellerA.get(`${W}/findAllWarehouses`)).json())).not.toContain("USTX1");
    expect(codes((await sellerA.get(`${W}/findAllByOrgId`)).json())).not.toContain("USTX1");
    expect((await sellerA.get(`${W}/findOne?id=${tx1.id}`)).statusCode).toBe(200); // still theirs
    expect(codes((await operator.get(`${W}/findAllWarehouses`)).json())).toContain("USTX1"); // staff still pick it
    expect((await sellerA.post(`${W}/updatePageDisplay`, { id: tx1.id, version: tx1.version + 1, pageDisplay: true })).statusCode).toBe(
      403,
    );
    await operator.post(`${W}/updatePageDisplay`, { id: tx1.id, version: tx1.version + 1, pageDisplay: true });
  });

  it("findAllByOrgId and findOrgId answer within the caller's scope", async () => {
    const ofA = (await operator.get(`${W}/findAllByOrgId?orgId=${org.SLA}`)).json() as WarehouseOption[];
    expect(codes(ofA)).toEqual(["USCHI1", "USLAX1", "USTX1"]);
    expect(codes((await operator.get(`${W}/findAllByOrgId`)).json())).toContain("ONT8"); // the operator's own
    expect((await sellerA.get(`${W}/findAllByOrgId?orgId=${org.SLB}`)).statusCode).toBe(404);
    const ids = (await operator.get(`${W}/findOrgId?id=${wh.USLAX1}`)).json();
    expect(ids).toEqual({ warehouseId: wh.USLAX1, orgId: org.OPR, assignedOrgIds: [org.SLA, org.SLB, org.FWD].sort((a, b) => a! - b!) });
    expect((await sellerA.get(`${W}/findOrgId?id=${wh.USLAX1}`)).json().assignedOrgIds).toEqual([org.SLA]);
  });

  it("operator staff narrowed by an access group that lists warehouses see only those", async () => {
    const [op] = await t.database.db.select().from(users).where(eq(users.username, "operator"));
    const group = await operator.post("/api/v1/UcAccessgroup/saveData", {
      code: "WH-LAX",
      name: "LA team",
      orgIds: [org.SLA, org.SLB],
      warehouseIds: [wh.USLAX1],
      userIds: [op!.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    const fresh = await t.login("operator");
    expect(codes(((await fresh.get(`${W}/findByPage`)).json() as PageReply<WarehouseRow>).rows)).toEqual(["USLAX1"]);
    expect(codes((await fresh.get(`${W}/findAllWarehouses`)).json())).toEqual(["USLAX1"]);
    expect((await fresh.get(`${W}/findOne?id=${wh.USTX1}`)).statusCode).toBe(404);
    const tx1 = (await admin.get(`${W}/findOne?id=${wh.USTX1}`)).json() as WarehouseRow;
    expect((await fresh.post(`${W}/saveOne`, newWarehouse({ id: tx1.id, version: tx1.version, code: "USTX1" }))).statusCode).toBe(404);
    const assignments = (await fresh.get("/api/v2/organizationWarehouse/findByPage?rows=100")).json() as PageReply<{
      warehouseCode: string;
    }>;
    expect(new Set(assignments.rows.map((r) => r.warehouseCode))).toEqual(new Set(["USLAX1"]));
    expect((await admin.post("/api/v1/UcAccessgroup/del", { id: group.json().id })).statusCode).toBe(200);
    expect(((await fresh.get(`${W}/findByPage`)).json() as PageReply<WarehouseRow>).rows.length).toBeGreaterThan(1);
  });
});
