import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrgWarehouseOption, OrgWarehouseRow, PageReply, WarehouseGroupByOrg } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import { orgWarehouses, warehouses } from "../schema.js";

const OW = "/api/v2/organizationWarehouse";

/** Spec §7.6 organizationWarehouse/*, §7.1 findByPage, §7.5 OrganizationWarehouse/findAllByContextId and ItemCost/findWarehouseGroupByOrg. */
describe.each(engines)("org warehouses on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const org: Record<string, number> = {};
  const wh: Record<string, number> = {};
  let contextId = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [operator, sellerA, sellerB] = (await Promise.all(["operator", "seller_a", "seller_b"].map((u) => t.login(u)))) as [
      Client,
      Client,
      Client,
    ];
    for (const o of await t.database.db.select().from(organizations)) {
      org[o.code] = o.id;
      contextId = o.contextId;
    }
    for (const w of await t.database.db.select().from(warehouses)) wh[w.code] = w.id;
  });
  afterAll(() => t?.close());

  it("a seller sees only its own assignments, plain and virtual; another org's is 404", async () => {
    const mine = (await sellerA.get(`${OW}/findByPage?rows=100`)).json() as PageReply<OrgWarehouseRow>;
    expect(mine.rows.every((r) => r.orgId === org.SLA)).toBe(true);
    expect(mine.rows.map((r) => r.code).sort()).toEqual(["SA-LAX-PROMO", "USLAX1", "USNJ1", "USTX1"]);
    expect(
      ((await sellerA.get(`${OW}/findByPage?search[EQ_isVirtual]=true`)).json() as PageReply<OrgWarehouseRow>).rows.map((r) => r.code),
    ).toEqual(["SA-LAX-PROMO"]);
    const plain = (await sellerA.get(`${OW}/findOrgWarehousesByOrgId`)).json() as OrgWarehouseOption[];
    expect(plain.map((r) => r.code).sort()).toEqual(["USLAX1", "USNJ1", "USTX1"]);
    const virtual = (await sellerA.get(`${OW}/findVirtualOrgWarehousesByOrgId`)).json() as OrgWarehouseOption[];
    expect(virtual).toEqual([expect.objectContaining({ code: "SA-LAX-PROMO", warehouseCode: "USLAX1", isVirtual: true })]);
    expect(((await sellerA.get(`${OW}/findAllByOrgId`)).json() as OrgWarehouseOption[]).length).toBe(4);
    expect((await sellerA.get(`${OW}/findAllByOrgId?orgId=${org.SLB}`)).statusCode).toBe(404);
    const bRow = (await t.database.db.select().from(orgWarehouses).where(eq(orgWarehouses.orgId, org.SLB!)))[0]!;
    expect((await sellerA.get(`${OW}/detail?id=${bRow.id}`)).statusCode).toBe(404);
    expect((await sellerB.get(`${OW}/detail?id=${bRow.id}`)).json()).toMatchObject({ orgCode: "SLB" });
    // the operator sees every customer's; the context-wide list groups them by org
    const all = (await operator.get("/api/v1/OrganizationWarehouse/findAllByContextId")).json() as OrgWarehouseOption[];
    expect(new Set(all.map((r) => r.orgId))).toEqual(new Set([org.SLA, org.SLB, org.FWD]));
    expect(
      ((await sellerB.get("/api/v1/OrganizationWarehouse/findAllByContextId")).json() as OrgWarehouseOption[]).every(
        (r) => r.orgId === org.SLB,
      ),
    ).toBe(true);
    // sellers cannot assign
    expect((await sellerA.post(`${OW}/saveOne`, { orgId: org.SLA, warehouseId: wh.ONT8 })).statusCode).toBe(403);
  });

  it("assigns warehouses to customers of the warehouse's operator, with virtual slices; duplicates are 409", async () => {
    const res = await operator.post(`${OW}/saveOne`, { orgId: org.SLB, warehouseId: wh.USTX1 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as OrgWarehouseRow;
    expect(row).toMatchObject({
      orgCode: "SLB",
      code: "USTX1",
      name: "美南休斯顿仓 TX Houston",
      isVirtual: false,
      active: true,
      version: 1,
    });
    expect(((await sellerB.get("/api/v2/warehouse/findAllWarehouses")).json() as { code: string }[]).map((w) => w.code)).toContain("USTX1");

    const again = await operator.post(`${OW}/saveOne`, { orgId: org.SLB, warehouseId: wh.USTX1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("组织 SLB 已分配仓库 USTX1");
    const virt = await operator.post(`${OW}/saveOne`, {
      orgId: org.SLB,
      warehouseId: wh.USTX1,
      isVirtual: true,
      code: "sb-tx-bulk",
      name: "SB 大件区",
    });
    expect(virt.json()).toMatchObject({ code: "SB-TX-BULK", isVirtual: true, warehouseCode: "USTX1" });
    const sameCode = await operator.post(`${OW}/saveOne`, {
      orgId: org.SLB,
      warehouseId: wh.USLAX1,
      isVirtual: true,
      code: "SB-TX-BULK",
      name: "x",
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toBe("组织 SLB 已有代码为 SB-TX-BULK 的仓库");
    const noName = await operator.post(`${OW}/saveOne`, { orgId: org.SLB, warehouseId: wh.USLAX1, isVirtual: true, code: "SB-LAX-2" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details[0].path).toBe("body.name");
    // only sellers and forwarders; the operator's own org is refused
    const own = await operator.post(`${OW}/saveOne`, { orgId: org.OPR, warehouseId: wh.USTX1 });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe("仓库只能分配给卖家或货代组织");
    expect((await operator.post(`${OW}/saveOne`, { orgId: 999999, warehouseId: wh.USTX1 })).statusCode).toBe(404);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.command, "assignWarehouse"));
    expect(audit.map((a) => a.orgId)).toEqual([org.SLB, org.SLB]);

    // rename (org and warehouse are fixed), stale version, end and restart, delete
    const renamed = await operator.post(`${OW}/saveOne`, {
      id: row.id,
      version: 1,
      orgId: org.SLB,
      warehouseId: wh.USTX1,
      name: "SB 休斯顿",
    });
    expect(renamed.json()).toMatchObject({ name: "SB 休斯顿", code: "USTX1", version: 2 });
    expect(
      (await operator.post(`${OW}/saveOne`, { id: row.id, version: 1, orgId: org.SLB, warehouseId: wh.USTX1, name: "stale" })).statusCode,
    ).toBe(409);
    const moved = await operator.post(`${OW}/saveOne`, { id: row.id, version: 2, orgId: org.SLB, warehouseId: wh.USNJ1 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details[0].path).toBe("body.warehouseId");
    const ended = await operator.post(`${OW}/setActive`, { id: row.id, version: 2, active: false });
    expect(ended.json()).toMatchObject({ active: false, version: 3 });
    expect(((await sellerB.get(`${OW}/findOrgWarehousesByOrgId`)).json() as OrgWarehouseOption[]).map((w) => w.code)).not.toContain(
      "USTX1",
    );
    const virtualId = virt.json().id as number;
    expect((await sellerB.get(`/api/v2/warehouse/findOne?id=${wh.USTX1}`)).statusCode).toBe(200); // the virtual slice still gives access
    expect((await operator.post(`${OW}/delete`, { id: virtualId })).json()).toEqual({ ok: true });
    expect((await sellerB.get(`/api/v2/warehouse/findOne?id=${wh.USTX1}`)).statusCode).toBe(404);
    expect(((await sellerB.get("/api/v2/warehouse/findAllWarehouses")).json() as { code: string }[]).map((w) => w.code)).not.toContain(
      "USTX1",
    );
    expect((await operator.post(`${OW}/delete`, { id: virtualId })).statusCode).toBe(404);
  });

  it("refuses orgs the warehouse's operator does not serve", async () => {
    const [other] = await t.database.db
      .insert(organizations)
      .values({ contextId, code: "OPR2", name: "Other operator", kind: "operator" })
      .returning();
    const [stranger] = await t.database.db
      .insert(organizations)
      .values({ contextId, code: "SLX", name: "Seller of OPR2", kind: "seller", managingOrgId: other!.id })
      .returning();
    const admin = await t.login("admin");
    const res = await admin.post(`${OW}/saveOne`, { orgId: stranger!.id, warehouseId: wh.USLAX1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("组织 SLX 不是仓库 USLAX1 的运营方所服务的客户");
    // and the operator cannot even see that seller
    expect((await operator.post(`${OW}/saveOne`, { orgId: stranger!.id, warehouseId: wh.USLAX1 })).statusCode).toBe(404);
  });

  it("ItemCost/findWarehouseGroupByOrg groups the usable warehouses by org, within scope", async () => {
    const groups = (await operator.get("/api/v1/ItemCost/findWarehouseGroupByOrg")).json() as WarehouseGroupByOrg[];
    const a = groups.find((g) => g.orgCode === "SLA")!;
    expect(a.warehouses.map((w) => w.orgWarehouseCode).sort()).toEqual(["SA-LAX-PROMO", "USLAX1", "USNJ1", "USTX1"]);
    expect(groups.map((g) => g.orgCode)).toContain("FWD");
    const own = (await sellerA.get("/api/v1/ItemCost/findWarehouseGroupByOrg")).json() as WarehouseGroupByOrg[];
    expect(own.map((g) => g.orgCode)).toEqual(["SLA"]);
    expect((await sellerA.get(`/api/v1/ItemCost/findWarehouseGroupByOrg?orgId=${org.SLB}`)).json()).toEqual([]);
  });
});
