import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressRow, ImporterRow, PageReply, PurchaseWarehouseRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import { orgAddresses, purchaseWarehouses } from "./places.schema.js";

const A = "/api/v2/address";
const usAddress = (over: Record<string, unknown> = {}) => ({
  kind: "return",
  label: "Dallas returns",
  contactName: "Returns desk",
  phone: "+1 214 555 0100",
  countryCode: "US",
  state: "TX",
  city: "Dallas",
  address1: "2100 Ross Ave",
  postcode: "75201",
  ...over,
});

/** Spec §7.6 address/*, importer/query, purchaseWarehouse/*: tenant-owned, validated, isolated. */
describe.each(engines)("address book, importers and purchase warehouses on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const org: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    [operator, sellerA, sellerB] = (await Promise.all(["operator", "seller_a", "seller_b"].map((u) => t.login(u)))) as [
      Client,
      Client,
      Client,
    ];
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("a seller keeps its own address book, one default per kind; another org's address is 404", async () => {
    const created = await sellerA.post(`${A}/saveAndUpdate`, usAddress({ isDefault: true }));
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as AddressRow;
    expect(row).toMatchObject({ orgCode: "SLA", kind: "return", state: "TX", isDefault: true, version: 1 });
    // the demo's LA return address is no longer the default
    const returns = (await sellerA.get(`${A}/query?kind=return`)).json() as AddressRow[];
    expect(returns.map((r) => [r.label, r.isDefault])).toEqual([
      ["Dallas returns", true],
      ["美西退货 LA returns", false],
    ]);
    const defaults = await t.database.db
      .select()
      .from(orgAddresses)
      .where(and(eq(orgAddresses.orgId, org.SLA!), eq(orgAddresses.kind, "return"), eq(orgAddresses.isDefault, true)));
    expect(defaults).toHaveLength(1);

    const list = (await sellerA.get(`${A}/findByPage?rows=100`)).json() as PageReply<AddressRow>;
    expect(list.rows.every((r) => r.orgId === org.SLA)).toBe(true);
    expect(((await sellerB.get(`${A}/findByPage?rows=100`)).json() as PageReply<AddressRow>).rows.map((r) => r.id)).not.toContain(row.id);
    expect((await sellerB.get(`${A}/detail?id=${row.id}`)).statusCode).toBe(404);
    expect((await sellerB.post(`${A}/saveAndUpdate`, usAddress({ id: row.id, version: 1 }))).statusCode).toBe(404);
    expect((await sellerB.post(`${A}/delete`, { id: row.id })).statusCode).toBe(404);
    expect((await sellerB.get(`${A}/query?orgId=${org.SLA}`)).statusCode).toBe(404);
    // the operator serving Seller A sees and can edit it
    expect((await operator.get(`${A}/detail?id=${row.id}`)).json()).toMatchObject({ orgCode: "SLA" });

    const upd = await sellerA.post(
      `${A}/saveAndUpdate`,
      usAddress({ id: row.id, version: 1, city: "Irving", postcode: "75038-1234", isDefault: true }),
    );
    expect(upd.json()).toMatchObject({ city: "Irving", postcode: "75038-1234", version: 2 });
    expect((await sellerA.post(`${A}/saveAndUpdate`, usAddress({ id: row.id, version: 1 }))).statusCode).toBe(409);
    expect((await sellerA.post(`${A}/saveAndUpdate`, usAddress({ id: row.id, version: 2, orgId: org.SLB }))).statusCode).toBe(400);
    expect((await sellerA.post(`${A}/delete`, { id: row.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "org_address"), eq(auditLog.entityId, String(row.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createAddress", 100],
      ["updateAddress", 200],
      ["deleteAddress", 300],
    ]);
  });

  it("validates US states and ZIP codes, Canadian postcodes, phones and defaults", async () => {
    const bad = async (over: Record<string, unknown>) => {
      const res = await sellerA.post(`${A}/saveAndUpdate`, usAddress(over));
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { details: { path: string; message: string }[] }).details;
    };
    expect(await bad({ state: "TEXAS" })).toEqual([{ path: "body.state", message: "须为有效的美国州代码,如 CA、NJ" }]);
    expect((await bad({ postcode: "7520" }))[0]!.path).toBe("body.postcode");
    expect((await bad({ countryCode: "CA", state: "ON", postcode: "12345" }))[0]!.message).toBe("加拿大邮编格式如 K1A 0B1");
    expect((await bad({ phone: "call me" }))[0]!.path).toBe("body.phone");
    expect((await bad({ kind: "office" }))[0]!.path).toBe("body.kind");
    expect((await bad({ isDefault: true, active: false }))[0]!.path).toBe("body.isDefault");
    // a Chinese address takes a free-text province
    const cn = await sellerA.post(
      `${A}/saveAndUpdate`,
      usAddress({ kind: "pickup", countryCode: "CN", state: "广东省", city: "东莞市", postcode: "523000" }),
    );
    expect(cn.json()).toMatchObject({ countryCode: "CN", state: "广东省" });
    // English messages for an English caller
    await sellerA.put("/api/auth/locale", { locale: "en-US" });
    const en = await sellerA.post(`${A}/saveAndUpdate`, usAddress({ state: "XX", postcode: "1" }));
    expect(en.json().details).toEqual([
      { path: "body.state", message: "must be a valid US state code, e.g. CA or NJ" },
      { path: "body.postcode", message: "a US ZIP code is 5 digits or ZIP+4, e.g. 91761 or 91761-1234" },
    ]);
    await sellerA.put("/api/auth/locale", { locale: "zh-CN" });
  });

  it("importers of record: org-owned, EIN checked for the US, unique tax ids, isolated", async () => {
    const I = "/api/v2/importer";
    const res = await sellerB.post(`${I}/saveAndUpdate`, {
      name: "Seller B West LLC",
      taxId: "27-1234567",
      countryCode: "US",
      state: "CA",
      city: "Ontario",
      postcode: "91761",
    });
    expect(res.statusCode, res.body).toBe(200);
    const imp = res.json() as ImporterRow;
    expect(imp).toMatchObject({ orgCode: "SLB", taxId: "27-1234567", active: true });
    const badEin = await sellerB.post(`${I}/saveAndUpdate`, { name: "x", taxId: "271234567", countryCode: "US" });
    expect(badEin.statusCode).toBe(400);
    expect(badEin.json().details[0]).toEqual({ path: "body.taxId", message: "美国进口商的税号须为 EIN 格式,如 12-3456789" });
    const dup = await sellerB.post(`${I}/saveAndUpdate`, { name: "Again", taxId: "27-1234567", countryCode: "US" });
    expect(dup.statusCode).toBe(409);
    // Seller A may use the same EIN in its own book (another tenant)
    expect((await sellerA.post(`${I}/saveAndUpdate`, { name: "Shared IOR", taxId: "27-1234567", countryCode: "US" })).statusCode).toBe(200);

    const listA = (await sellerA.get(`${I}/query?rows=1000`)).json() as PageReply<ImporterRow>;
    expect(listA.rows.every((r) => r.orgId === org.SLA)).toBe(true);
    expect(
      ((await sellerA.get(`${I}/query?search[EQ_active]=true`)).json() as PageReply<ImporterRow>).rows.map((r) => r.name).sort(),
    ).toEqual(["Seller A Trading LLC", "Shared IOR"]);
    expect((await sellerA.get(`${I}/detail?id=${imp.id}`)).statusCode).toBe(404);
    const deactivated = await sellerB.post(`${I}/saveAndUpdate`, {
      id: imp.id,
      version: 1,
      name: imp.name,
      taxId: imp.taxId,
      countryCode: "US",
      active: false,
    });
    expect(deactivated.json()).toMatchObject({ active: false, version: 2 });
    expect((await operator.get(`${I}/query?rows=1000`)).json().records).toBeGreaterThanOrEqual(5);
    expect((await operator.post(`${I}/saveAndUpdate`, { name: "x", taxId: "12-3456789", countryCode: "US" })).statusCode).toBe(403); // staff read only (demo)
    expect((await sellerB.post(`${I}/delete`, { id: imp.id })).json()).toEqual({ ok: true });
    const xlsx = await sellerA.get(`${I}/export`);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it("purchase warehouses: POST list, save, PUT, GET and DELETE by id, per org", async () => {
    const P = "/api/v2/purchaseWarehouse";
    const res = await sellerA.post(`${P}/save`, {
      code: "dg-02",
      name: "东莞仓",
      province: "广东省",
      city: "东莞市",
      address: "长安镇 88 号",
      postcode: "523850",
      phone: "+86 769 1234 5678",
    });
    expect(res.statusCode, res.body).toBe(200);
    const pw = res.json() as PurchaseWarehouseRow;
    expect(pw).toMatchObject({ code: "DG-02", countryCode: "CN", orgCode: "SLA", version: 1 });
    expect((await sellerA.post(`${P}/save`, { code: "SZ-CONS", name: "again", address: "x" })).statusCode).toBe(409);
    const badPost = await sellerA.post(`${P}/save`, { code: "DG-03", name: "x", address: "x", postcode: "5238" });
    expect(badPost.json().details[0]).toEqual({ path: "body.postcode", message: "中国邮编须为 6 位数字" });
    expect((await sellerB.post(`${P}/save`, { code: "DG-02", name: "Seller B's own", address: "宁波" })).statusCode).toBe(200); // codes are per org

    const mine = (
      await sellerA.post(`${P}/list`, { page: 1, rows: 50, "search[LIKE_name]": "仓" })
    ).json() as PageReply<PurchaseWarehouseRow>;
    expect(mine.rows.map((r) => r.code).sort()).toEqual(["DG-02", "SZ-CONS", "YW-01"]);
    expect(
      ((await sellerA.post(`${P}/list`, { search: { EQ_code: "DG-02" } })).json() as PageReply<PurchaseWarehouseRow>).rows,
    ).toHaveLength(1);
    expect((await sellerA.get(`${P}/${pw.id}`)).json()).toMatchObject({ id: pw.id, name: "东莞仓" });
    expect((await sellerB.get(`${P}/${pw.id}`)).statusCode).toBe(404);
    expect((await sellerB.request({ method: "DELETE", url: `${P}/${pw.id}` })).statusCode).toBe(404);

    const put = await sellerA.put(P, { id: pw.id, version: 1, code: "DG-02", name: "东莞长安仓", address: "长安镇 99 号", active: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: "东莞长安仓", active: false, version: 2 });
    expect((await sellerA.put(P, { id: pw.id, version: 1, code: "DG-02", name: "stale", address: "x" })).statusCode).toBe(409);
    expect((await sellerA.request({ method: "DELETE", url: `${P}/${pw.id}` })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(purchaseWarehouses).where(eq(purchaseWarehouses.id, pw.id))).toEqual([]);
    expect((await sellerA.get(`${P}/export`)).statusCode).toBe(200);
  });
});
