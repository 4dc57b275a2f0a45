import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CurrencyRateRow,
  ForwarderPortRow,
  PageReply,
  ProcessedTransactionRow,
  RegionRow,
  SystemPortRow,
  WarehouseOption,
} from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { hashPassword } from "../../../platform/auth/passwords.js";
import { auditLog, organizations, rolePermissions, roles, userRoles, users } from "../../../platform/identity/schema.js";
import { ucPorts } from "../../admin/index.js";
import { convertAmount } from "./geo.service.js";
import { processedTransactions } from "./places.schema.js";
import { warehouses } from "../schema.js";
import { recordProcessedTransaction } from "./transaction.service.js";

/** Ports (systemPort/*, forwarderPort/*), regions, currencies and rates, processed transactions, purchase target warehouses. */
describe.each(engines)("ports, regions, rates and transactions on %s", (engine) => {
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

  it("system ports are the user centre's ports: saved and deleted through its port service, guarded when in use", async () => {
    const created = await admin.post("/api/v2/systemPort/saveAndUpdate", {
      code: "cnytn",
      name: "Yantian (Shenzhen)",
      country: "CN",
      kind: "sea",
    });
    expect(created.statusCode, created.body).toBe(200);
    const port = created.json() as SystemPortRow;
    expect(port).toMatchObject({ code: "CNYTN", title: "CNYTN Yantian (Shenzhen)", forwarderCount: 0, version: 1 });
    // the same row is what ucPort/list serves
    expect(((await sellerA.get("/api/v2/ucPort/list?country=CN")).json() as { code: string }[]).map((p) => p.code)).toEqual(["CNYTN"]);
    expect(
      (await admin.post("/api/v2/systemPort/saveAndUpdate", { code: "CNYTN", name: "dup", country: "CN", kind: "sea" })).statusCode,
    ).toBe(409);
    const wrongCountry = await admin.post("/api/v2/systemPort/saveAndUpdate", {
      code: "CNSHA",
      name: "Shanghai",
      country: "US",
      kind: "sea",
    });
    expect(wrongCountry.json().details[0].message).toBe("港口代码的前两位须与国家一致");
    expect(
      (await admin.post("/api/v2/systemPort/saveAndUpdate", { code: "USXXX", name: "x", country: "US", state: "ZZ", kind: "sea" }))
        .statusCode,
    ).toBe(400);
    const upd = await admin.post("/api/v2/systemPort/saveAndUpdate", {
      id: port.id,
      version: 1,
      code: "CNYTN",
      name: "盐田 Yantian",
      country: "CN",
      kind: "sea",
    });
    expect(upd.json()).toMatchObject({ name: "盐田 Yantian", version: 2 });
    expect(
      (
        await admin.post("/api/v2/systemPort/saveAndUpdate", {
          id: port.id,
          version: 1,
          code: "CNYTN",
          name: "stale",
          country: "CN",
          kind: "sea",
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await operator.post("/api/v2/systemPort/saveAndUpdate", { code: "CNNGB", name: "Ningbo", country: "CN", kind: "sea" })).statusCode,
    ).toBe(403);
    expect(
      ((await sellerA.get("/api/v2/systemPort/query?search[EQ_kind]=air")).json() as PageReply<SystemPortRow>).rows.map((p) => p.code),
    ).toEqual(["USORD"]);

    // a forwarder port on it blocks the delete
    const fp = await operator.post("/api/v2/forwarderPort/saveAndUpdate", {
      orgId: org.FWD,
      portId: port.id,
      forwarderCode: "YTN",
      cutoffDays: 4,
    });
    expect(fp.statusCode, fp.body).toBe(200);
    const blocked = await admin.post("/api/v2/systemPort/delete", { id: port.id });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("港口 CNYTN 仍被 1 个货代港口使用,不能删除");
    expect((await operator.post("/api/v2/forwarderPort/delete", { id: (fp.json() as ForwarderPortRow).id })).json()).toEqual({ ok: true });
    expect((await admin.post("/api/v2/systemPort/delete", { id: port.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(ucPorts).where(eq(ucPorts.id, port.id))).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "uc_port")).orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["createPort", "updatePort", "deletePort"]);
  });

  it("forwarder ports belong to forwarder orgs, one per port, and are scoped", async () => {
    const list = (await operator.get("/api/v2/forwarderPort/query")).json() as PageReply<ForwarderPortRow>;
    expect(list.rows.map((r) => r.portCode)).toEqual(["USLAX", "USLGB", "USNYC"]);
    const [lax] = await t.database.db.select().from(ucPorts).where(eq(ucPorts.code, "USLAX"));
    const dup = await operator.post("/api/v2/forwarderPort/saveAndUpdate", { orgId: org.FWD, portId: lax!.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("该货代已配置港口 USLAX");
    const seller = await operator.post("/api/v2/forwarderPort/saveAndUpdate", { orgId: org.SLA, portId: lax!.id });
    expect(seller.statusCode).toBe(422);
    expect(seller.json().message).toBe("货代港口只能属于货代组织");
    expect((await operator.post("/api/v2/forwarderPort/saveAndUpdate", { orgId: org.FWD, portId: 999999 })).statusCode).toBe(404);
    const row = list.rows[0]!;
    const upd = await operator.post("/api/v2/forwarderPort/saveAndUpdate", {
      id: row.id,
      version: row.version,
      portId: row.portId,
      forwarderCode: "LAX-1",
      cutoffDays: 6,
    });
    expect(upd.json()).toMatchObject({ forwarderCode: "LAX-1", cutoffDays: 6, version: row.version + 1 });
    expect(
      (await operator.post("/api/v2/forwarderPort/saveAndUpdate", { id: row.id, version: row.version, portId: row.portId })).statusCode,
    ).toBe(409);
    // sellers hold no forwarder-port permission
    expect((await sellerA.get("/api/v2/forwarderPort/query")).statusCode).toBe(403);

    // a forwarder's own user manages its own ports only; another forwarder's is a 404
    const [fwd] = await t.database.db.select().from(organizations).where(eq(organizations.code, "FWD"));
    const [fwd2] = await t.database.db
      .insert(organizations)
      .values({ contextId: fwd!.contextId, code: "FWD2", name: "Other forwarder", kind: "forwarder", managingOrgId: fwd!.managingOrgId })
      .returning();
    const other = (
      await operator.post("/api/v2/forwarderPort/saveAndUpdate", { orgId: fwd2!.id, portId: lax!.id, forwarderCode: "O-LAX" })
    ).json() as ForwarderPortRow;
    const [role] = await t.database.db
      .insert(roles)
      .values({ contextId: fwd!.contextId, orgId: fwd!.id, code: "fwd_ops", nameZh: "货代操作", nameEn: "Forwarder ops" })
      .returning();
    await t.database.db.insert(rolePermissions).values(
      ["masterdata:port:read", "masterdata:forwarderPort:read", "masterdata:forwarderPort:manage"].map((permission) => ({
        roleId: role!.id,
        permission,
      })),
    );
    const [user] = await t.database.db
      .insert(users)
      .values({
        contextId: fwd!.contextId,
        orgId: fwd!.id,
        username: "fwd_ops",
        fullName: "Forwarder ops",
        passwordHash: await hashPassword("Fwd-ops-password-1"),
      })
      .returning();
    await t.database.db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    const forwarder = await t.login("fwd_ops", "Fwd-ops-password-1");
    const own = (await forwarder.get("/api/v2/forwarderPort/query")).json() as PageReply<ForwarderPortRow>;
    expect(new Set(own.rows.map((r) => r.orgCode))).toEqual(new Set(["FWD"]));
    expect((await forwarder.get(`/api/v2/forwarderPort/detail?id=${other.id}`)).statusCode).toBe(404);
    expect((await forwarder.post("/api/v2/forwarderPort/delete", { id: other.id })).statusCode).toBe(404);
    const [lgb] = await t.database.db.select().from(ucPorts).where(eq(ucPorts.code, "USORD"));
    const mine = await forwarder.post("/api/v2/forwarderPort/saveAndUpdate", { portId: lgb!.id, forwarderCode: "ORD", cutoffDays: 2 });
    expect(mine.json()).toMatchObject({ orgCode: "FWD", portCode: "USORD", portKind: "air" });
    expect((await forwarder.post("/api/v2/forwarderPort/saveAndUpdate", { orgId: fwd2!.id, portId: lgb!.id })).statusCode).toBe(404);
  });

  it("getCommonRegion filters the region tree by country, parent and depth", async () => {
    const states = (await sellerA.get("/api/v1/commonRegion/getCommonRegion?country=US&depth=2")).json() as RegionRow[];
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.regionCode === "CA")).toMatchObject({
      code: "US-CA",
      name: "加利福尼亚州",
      nameEn: "California",
      depth: 2,
    });
    expect(states.map((s) => s.regionCode)).toContain("DC");
    const provinces = (await sellerA.get("/api/v1/commonRegion/getCommonRegion?country=CA&depth=2")).json() as RegionRow[];
    expect(provinces.map((p) => p.regionCode)).toEqual(["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK", "NT", "NU", "YT"]);
    const countries = (await sellerA.get("/api/v1/commonRegion/getCommonRegion?depth=1")).json() as RegionRow[];
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(["US", "CA", "CN"]));
    const ca = states.find((s) => s.regionCode === "CA")!;
    const cities = (await sellerA.get(`/api/v1/commonRegion/getCommonRegion?parentId=${ca.id}`)).json() as RegionRow[];
    expect(cities.map((c) => c.nameEn)).toContain("Ontario");
    expect(cities.every((c) => c.depth === 3 && c.parentId === ca.id)).toBe(true);
    expect(
      ((await sellerA.get("/api/v1/commonRegion/getCommonRegion?country=CN&keyword=广东")).json() as RegionRow[]).map((r) => r.code),
    ).toEqual(["CN-GD"]);
    expect((await sellerA.get("/api/v1/commonRegion/getCommonRegion?depth=4")).statusCode).toBe(400);
    expect((await t.anonymous.get("/api/v1/commonRegion/getCommonRegion")).statusCode).toBe(401);
  });

  it("currencies come with their latest rate on or before a date; rates are saved by finance and used exactly", async () => {
    const on = async (date?: string) =>
      Object.fromEntries(
        (
          (await sellerA.get(`/api/v1/financeCurrency/getAllCurrencyAndRate${date ? `?date=${date}` : ""}`)).json() as CurrencyRateRow[]
        ).map((r) => [r.currency, r]),
      );
    const mid = await on("2026-07-15");
    expect(Object.keys(mid).sort()).toEqual(["AUD", "CAD", "CNY", "EUR", "GBP", "JPY", "USD"]);
    expect(mid.USD).toMatchObject({ rate: "1", baseCurrency: "USD", name: "美元" });
    expect(mid.CNY).toMatchObject({ rate: "0.1379000000", effectiveDate: "2026-06-01" });
    expect((await on("2025-12-31")).CNY).toMatchObject({ rate: null, effectiveDate: null, rateId: null });
    expect((await on("2026-10-01")).EUR!.rate).toBe("1.1120000000");

    const finance = await t.login("finance");
    const saved = await finance.post("/api/v1/financeCurrency/saveRate", {
      currency: "CNY",
      effectiveDate: "2026-07-01",
      rate: "0.13912345678",
      source: "BOC",
    });
    expect(saved.statusCode).toBe(400); // 11 decimals
    const ok = await finance.post("/api/v1/financeCurrency/saveRate", {
      currency: "CNY",
      effectiveDate: "2026-07-01",
      rate: "0.1391234567",
      source: "BOC",
    });
    expect(ok.json()).toMatchObject({ rate: "0.1391234567", baseCurrency: "USD", createdByName: "Zhao Min (finance)", version: 1 });
    expect((await on("2026-07-15")).CNY).toMatchObject({ rate: "0.1391234567", effectiveDate: "2026-07-01", rateId: ok.json().id });
    expect(
      (await finance.post("/api/v1/financeCurrency/saveRate", { currency: "CNY", effectiveDate: "2026-07-01", rate: "0.14" })).statusCode,
    ).toBe(409);
    const base = await finance.post("/api/v1/financeCurrency/saveRate", { currency: "USD", effectiveDate: "2026-07-01", rate: "1" });
    expect(base.statusCode).toBe(422);
    expect(
      (await finance.post("/api/v1/financeCurrency/saveRate", { currency: "EUR", effectiveDate: "2026-02-30", rate: "1.1" })).statusCode,
    ).toBe(400);
    expect(
      (await finance.post("/api/v1/financeCurrency/saveRate", { currency: "EUR", effectiveDate: "2026-02-01", rate: "0" })).statusCode,
    ).toBe(400);
    expect(
      (await sellerA.post("/api/v1/financeCurrency/saveRate", { currency: "EUR", effectiveDate: "2026-02-01", rate: "1.1" })).statusCode,
    ).toBe(403);

    // conversions go through the base currency, exactly, and say which rates they used
    const conv = await convertAmount(
      t.database.db,
      (await t.database.db.select().from(users).where(eq(users.username, "finance")))[0]!.contextId,
      "1000",
      "CNY",
      "EUR",
      "2026-07-15",
    );
    expect(conv).toMatchObject({ amount: "128.2244", fromRateId: ok.json().id });
    expect((await finance.post("/api/v1/financeCurrency/deleteRate", { id: ok.json().id })).json()).toEqual({ ok: true });
    expect((await on("2026-07-15")).CNY!.rate).toBe("0.1379000000");
  });

  it("processed transactions: recorded once by later modules, listed with filters, sums and scope", async () => {
    const mine = (
      await sellerA.post("/api/v2/processedTransaction/findByPage", { rows: 100 })
    ).json() as PageReply<ProcessedTransactionRow>;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.orgId === org.SLA)).toBe(true);
    const theirs = (
      await sellerB.post("/api/v2/processedTransaction/findByPage", { rows: 100 })
    ).json() as PageReply<ProcessedTransactionRow>;
    expect(theirs.rows.every((r) => r.orgId === org.SLB)).toBe(true);
    // each total at its column's own scale (weights 3 decimals, volumes 6), at least 2
    expect(theirs.summary).toEqual({ quantity: "187.00", weightKg: "2379.400", volumeM3: "17.830000" });

    const first = await recordProcessedTransaction(t.database.db, {
      orgId: org.SLB!,
      warehouseId: wh.USLAX1!,
      businessType: 3,
      orderType: 1,
      referenceNo: "SO-SB-TEST-1",
      skuCount: 2,
      quantity: 3,
      weightKg: "2.5",
      processedAt: new Date("2026-10-30T10:00:00Z"),
    });
    const again = await recordProcessedTransaction(t.database.db, {
      orgId: org.SLB!,
      warehouseId: wh.USLAX1!,
      businessType: 3,
      orderType: 1,
      referenceNo: "SO-SB-TEST-1",
      skuCount: 2,
      quantity: 3,
      processedAt: new Date(),
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    await expect(
      recordProcessedTransaction(t.database.db, {
        orgId: org.SLB!,
        warehouseId: wh.USTX1!,
        businessType: 3,
        orderType: 1,
        referenceNo: "X",
        skuCount: 1,
        quantity: 1,
        processedAt: new Date(),
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      recordProcessedTransaction(t.database.db, {
        orgId: org.SLB!,
        warehouseId: wh.USLAX1!,
        businessType: 8,
        orderType: 1,
        referenceNo: "Y",
        skuCount: 1,
        quantity: 1,
        processedAt: new Date(),
      }),
    ).rejects.toMatchObject({ status: 400 });

    const filtered = (
      await sellerB.post("/api/v2/processedTransaction/findByPage", { search: { EQ_warehouseCode: "USLAX1", EQ_feeStatus: "1" } })
    ).json() as PageReply<ProcessedTransactionRow>;
    expect(filtered.rows.map((r) => r.referenceNo).sort()).toEqual(["SO-SB-260233", "SO-SB-TEST-1"]);
    const byDate = (
      await operator.post(
        "/api/v2/processedTransaction/findByPage?search[BETWEEN_processedAt]=2026-10-01,2026-10-06&sidx=processedAt&sord=asc",
        {},
      )
    ).json() as PageReply<ProcessedTransactionRow>;
    expect(byDate.rows.map((r) => r.referenceNo)).toEqual(["SO-SA-260101", "SO-SA-260102", "IB-SB-2610-01", "IB-SA-2610-01"]);
    const [row] = await t.database.db.select().from(processedTransactions).where(eq(processedTransactions.id, first.id));
    expect(row).toMatchObject({ feeStatus: 1, weightKg: "2.500", volumeM3: "0.000000" });
    expect((await operator.get("/api/v2/processedTransaction/export?search[EQ_orgCode]=SLB")).statusCode).toBe(200);
  });

  it("purchase/targetWarehouse/list: the destinations of an org's purchases, Amazon-type included", async () => {
    const forA = (await sellerA.post("/api/v2/purchase/targetWarehouse/list", {})).json() as WarehouseOption[];
    expect(forA.map((w) => w.code).sort()).toEqual(["USLAX1", "USNJ1", "USTX1"]);
    const op = (await operator.post("/api/v2/purchase/targetWarehouse/list", { orgId: org.SLB })).json() as WarehouseOption[];
    expect(op.map((w) => w.code).sort()).toEqual(["USLAX1", "USNJ1"]);
    // give Seller A the Amazon FC: it becomes a destination
    await operator.post("/api/v2/organizationWarehouse/saveOne", { orgId: org.SLA, warehouseId: wh.ONT8 });
    const amazon = (await sellerA.post("/api/v2/purchase/targetWarehouse/list", { warehouseType: 2 })).json() as WarehouseOption[];
    expect(amazon.map((w) => w.code)).toEqual(["ONT8"]);
    expect((await sellerA.post("/api/v2/purchase/targetWarehouse/list", { orgId: org.SLB })).statusCode).toBe(404);
  });
});
