import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CustomerManageRow,
  CustomerOption,
  CustomerRow,
  OrgPickRow,
  PageReply,
  SalespersonOption,
  SalespersonRow,
} from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { customers } from "./business.schema.js";

const CUS = "/api/v1/Customer";
const SAL = "/api/v1/Salesperson";

describe.each(engines)("customers and salespeople on %s", (engine) => {
  let t: TestApp;
  let service: Client;
  let finance: Client;
  let operator: Client;
  let seller: Client;
  const org: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    [service, finance, operator, seller] = await Promise.all([
      t.login("service"),
      t.login("finance"),
      t.login("operator"),
      t.login("seller_a"),
    ]);
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("shows the operator's customers with what their linked org uses; sellers see none", async () => {
    const page = (await operator.get(`${CUS}/manage/findByPage`)).json() as PageReply<CustomerManageRow>;
    expect(page.rows.map((r) => r.code)).toEqual(["C-MAPLE", "C-SLA", "C-SLB"]);
    expect(page.rows.find((r) => r.code === "C-SLA")).toMatchObject({
      linkedOrgCode: "SLA",
      warehouseCodes: "USLAX1, USNJ1, USTX1",
      warehouseCount: 3,
      storeAccountCount: 3,
      creditLimit: "50000.0000",
      accountStatus: "0",
    });
    expect(page.rows.find((r) => r.code === "C-SLB")).toMatchObject({
      accountStatus: "1",
      statusReason: "March storage bill overdue",
      warehouseCount: 2,
    });
    // credit limits in USD and CAD are never added up
    expect(page.summary).toBeUndefined();
    expect(
      ((await operator.get(`${CUS}/findByPage?search[EQ_accountStatus]=1`)).json() as PageReply<CustomerRow>).rows.map((r) => r.code),
    ).toEqual(["C-SLB"]);
    expect((await seller.get(`${CUS}/findByPage`)).statusCode).toBe(403);
    expect((await seller.get(`${CUS}/findAll`)).json()).toEqual([]);
    expect((await seller.get(`${SAL}/findAll`)).json()).toEqual([]);
    expect(((await operator.get(`${CUS}/findAll`)).json() as CustomerOption[]).map((c) => c.customerName)).toHaveLength(3);
  });

  it("keeps salespeople: unique names and users, optional user of the same org, deletes refused while serving", async () => {
    const [svcUser] = await t.database.db.select().from(users).where(eq(users.username, "service"));
    const [sellerUser] = await t.database.db.select().from(users).where(eq(users.username, "seller_a"));
    const created = await service.post(`${SAL}/saveOne`, {
      fullName: "王芳 Wang Fang",
      phone: "+1 909 555 0301",
      email: "wang.fang@entrepot.example",
    });
    expect(created.statusCode, created.body).toBe(200);
    const sp = created.json() as SalespersonRow;
    expect(sp).toMatchObject({ orgId: org.OPR, active: true, customerCount: 0, userId: null });
    expect((await service.post(`${SAL}/saveOne`, { fullName: "王芳 wang fang" })).statusCode).toBe(409);
    expect((await service.post(`${SAL}/saveOne`, { fullName: "Other", userId: svcUser!.id })).statusCode).toBe(409);
    expect((await service.post(`${SAL}/saveOne`, { fullName: "Other", userId: sellerUser!.id })).statusCode).toBe(422);
    expect((await service.post(`${SAL}/saveOne`, { fullName: "", email: "nope" })).statusCode).toBe(400);
    expect((await operator.post(`${SAL}/saveOne`, { fullName: "No right" })).statusCode).toBe(403);
    expect((await seller.post(`${SAL}/saveOne`, { fullName: "No right" })).statusCode).toBe(403);
    const opts = (await service.get(`${SAL}/findAll`)).json() as SalespersonOption[];
    expect(opts.map((o) => o.fullName)).toContain("王芳 Wang Fang");
    expect(opts.some((o) => o.fullName.includes("Chen Jing"))).toBe(false);
    expect(
      ((await service.get(`${SAL}/findAll?includeInactive=true`)).json() as SalespersonOption[]).some((o) =>
        o.fullName.includes("Chen Jing"),
      ),
    ).toBe(true);

    const list = (await service.get(`${SAL}/findByPage`)).json() as PageReply<SalespersonRow>;
    const zhou = list.rows.find((r) => r.fullName.includes("Zhou Tao"))!;
    expect(zhou.customerCount).toBe(2);
    const refused = await service.post(`${SAL}/del`, { id: zhou.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("客户 2");
    expect((await service.post(`${SAL}/del`, { id: sp.id })).json()).toEqual({ ok: true });
  });

  it("creates and edits customers with exact money, checks linked orgs and salespeople, refuses stale versions", async () => {
    const list = (await service.get(`${SAL}/findAll`)).json() as SalespersonOption[];
    const liu = list.find((s) => s.fullName.includes("Liu Yang"))!;
    const base = {
      code: "C-NEW",
      customerName: "New Customer Ltd",
      billingCurrency: "USD",
      creditLimit: "12500.5",
      paymentTermsDays: 45,
      salespersonId: liu.id,
      contractStart: "2026-01-01",
      contractEnd: "2026-12-31",
    };
    const created = await service.post(`${CUS}/saveOne`, base);
    expect(created.statusCode, created.body).toBe(200);
    const c = created.json() as CustomerManageRow;
    expect(c).toMatchObject({
      orgId: org.OPR,
      creditLimit: "12500.5000",
      salespersonName: liu.fullName,
      accountStatus: "0",
      contractEnd: "2026-12-31",
      warehouseCodes: null,
      storeAccountCount: 0,
    });
    expect((await service.post(`${CUS}/saveOne`, { ...base, customerName: "dup" })).statusCode).toBe(409);
    const taken = await service.post(`${CUS}/saveOne`, { ...base, code: "C-SLA2", linkedOrgId: org.SLA });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("组织 SLA 已是客户 C-SLA");
    expect((await service.post(`${CUS}/saveOne`, { ...base, code: "C-FWD", linkedOrgId: org.FWD })).statusCode).toBe(422);
    const dates = await service.post(`${CUS}/saveOne`, { ...base, code: "C-D", contractStart: "2026-05-01", contractEnd: "2026-04-01" });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details[0]).toMatchObject({ path: "body.contractEnd", message: "合同结束日期不能早于开始日期" });
    expect((await service.post(`${CUS}/saveOne`, { ...base, code: "C-M", creditLimit: 100 })).statusCode).toBe(400);
    expect((await service.post(`${CUS}/saveOne`, { ...base, code: "C-M", creditLimit: "-5" })).statusCode).toBe(400);
    expect((await service.post(`${CUS}/saveOne`, { ...base, code: "C-S", accountStatus: "3" })).statusCode).toBe(400);
    const chen = ((await service.get(`${SAL}/findAll?includeInactive=true`)).json() as SalespersonOption[]).find((s) => !s.active)!;
    expect((await service.post(`${CUS}/saveOne`, { ...base, code: "C-I", salespersonId: chen.id })).statusCode).toBe(422);

    const upd = await service.post(`${CUS}/saveOne`, { ...base, id: c.id, version: 1, creditLimit: "0.0001", contactName: "Ann" });
    expect(upd.json()).toMatchObject({ creditLimit: "0.0001", contactName: "Ann", version: 2 });
    expect((await service.post(`${CUS}/saveOne`, { ...base, id: c.id, version: 1 })).statusCode).toBe(409);
    expect((await operator.post(`${CUS}/saveOne`, { ...base, code: "C-OP" })).statusCode).toBe(403);
    expect((await service.post(`${CUS}/del`, { id: c.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, String(c.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createCustomer", 100],
      ["updateCustomer", 200],
      ["deleteCustomer", 300],
    ]);
  });

  it("freezes and unfreezes an account by command with a reason", async () => {
    const [sla] = await t.database.db.select().from(customers).where(eq(customers.code, "C-SLA"));
    expect((await finance.post(`${CUS}/setStatus`, { id: sla!.id, version: sla!.version, accountStatus: "3" })).statusCode).toBe(400);
    expect(
      (await service.post(`${CUS}/setStatus`, { id: sla!.id, version: sla!.version, accountStatus: "3", reason: "Unpaid" })).statusCode,
    ).toBe(403);
    const frozen = await finance.post(`${CUS}/setStatus`, {
      id: sla!.id,
      version: sla!.version,
      accountStatus: "3",
      reason: "Two bills unpaid",
    });
    expect(frozen.json()).toMatchObject({ accountStatus: "3", statusReason: "Two bills unpaid", version: sla!.version + 1 });
    expect(
      (await finance.post(`${CUS}/setStatus`, { id: sla!.id, version: sla!.version + 1, accountStatus: "3", reason: "again" })).statusCode,
    ).toBe(409);
    expect(
      (await finance.post(`${CUS}/setStatus`, { id: sla!.id, version: sla!.version, accountStatus: "0", reason: "stale" })).statusCode,
    ).toBe(409);
    const back = await finance.post(`${CUS}/setStatus`, {
      id: sla!.id,
      version: sla!.version + 1,
      accountStatus: "0",
      reason: "Paid in full",
    });
    expect(back.json()).toMatchObject({ accountStatus: "0", statusReason: "Paid in full" });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, String(sla!.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["freezeCustomerAccount", "restoreCustomerAccount"]);
  });

  it("serves the paged organisation picker through the data scope", async () => {
    const mine = (await seller.post("/api/v1/Organization/selectByPage", { page: 1, rows: 50 })).json() as PageReply<OrgPickRow>;
    expect(mine.rows.map((r) => r.code)).toEqual(["SLA"]);
    const op = (
      await operator.post("/api/v1/Organization/selectByPage", { rows: 50, "search[EQ_kind]": "seller" })
    ).json() as PageReply<OrgPickRow>;
    expect(op.rows.map((r) => r.code)).toEqual(["SLA", "SLB"]);
    expect(((await operator.post("/api/v1/Organization/selectByPage", {})).json() as PageReply<OrgPickRow>).records).toBe(4);
  });
});
