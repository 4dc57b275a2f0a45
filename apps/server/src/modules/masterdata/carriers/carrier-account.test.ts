import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingAccountRow, BlacklistRow, CarrierAccountRow, PageReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { openSecrets } from "../../../platform/crypto/secrets.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import { carrierAccountBlacklist, carrierAccounts, systemCarriers } from "./carriers.schema.js";
import { warehouses } from "../schema.js";

const SECRET_KEY = "carrier-tests-secret-key-0123456789";
const CA = "/api/v2/carrierAccount";
const SA = "/api/v2/shippingAccount";
const BL = "/api/v2/blackAccount";
const BA = "/api/v2/billingAccount";

/** Carrier accounts: write-only sealed credentials, masked numbers, tenant isolation, the blacklist rule, billing accounts. */
describe.each(engines)("carrier accounts on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const carrier: Record<string, number> = {};
  const org: Record<string, number> = {};
  const wh: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine, { SECRET_KEY });
    admin = await t.login("admin");
    operator = await t.login("operator");
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    for (const r of await t.database.db.select().from(systemCarriers)) carrier[r.code] = r.id;
    for (const r of await t.database.db.select().from(organizations)) org[r.code] = r.id;
    for (const r of await t.database.db.select().from(warehouses)) wh[r.code] = r.id;
  });
  afterAll(() => t?.close());

  const secrets = { apiKey: "AK-live-7f3e9c1d2b", apiSecret: "SECRET-a81f-77", password: "Pa55w0rd!carrier", meterNumber: "MTR-118822" };
  const secretValues = Object.values(secrets);
  const auditText = async (entityId: number) =>
    JSON.stringify(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "carrier_account"), eq(auditLog.entityId, String(entityId))))
        // in the order they were written: a heap scan's order is not the insert order on every engine
        .orderBy(auditLog.id),
    );

  it("stores credentials sealed, never returns them or the full number, and merges later changes", async () => {
    const res = await operator.post(`${CA}/saveOne`, {
      carrierId: carrier.DHLECOM,
      name: "DHL 美东账号",
      accountNumber: "5310-0200-77",
      postcode: "08837",
      credentials: { apiKey: secrets.apiKey, password: secrets.password, meterNumber: secrets.meterNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const v of [...secretValues, "5310020077", "5310-0200-77"]) expect(res.body).not.toContain(v);
    const row = res.json() as CarrierAccountRow;
    expect(row).toMatchObject({
      kind: "operator",
      orgCode: "OPR",
      carrierCode: "DHLECOM",
      accountMasked: "******0077",
      credentialsSet: ["apiKey", "password", "meterNumber"],
      blacklisted: false,
      active: true,
    });

    const [stored] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, row.id));
    expect(stored!.accountNumber).toBe("5310020077");
    expect(stored!.credentials).toMatch(/^v1\./);
    for (const v of secretValues) expect(stored!.credentials).not.toContain(v);
    const box = openSecrets({ DATA_DIR: "/nonexistent", SECRET_KEY });
    expect(JSON.parse(box.open(stored!.credentials!))).toEqual({
      apiKey: secrets.apiKey,
      password: secrets.password,
      meterNumber: secrets.meterNumber,
    });

    // a value replaces, null removes, a missing field keeps; the number stays unless a new one is given
    const upd = await operator.post(`${CA}/saveOne`, {
      id: row.id,
      version: 1,
      name: "DHL 美东账号 (NJ)",
      credentials: { apiSecret: secrets.apiSecret, password: null },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ credentialsSet: ["apiKey", "apiSecret", "meterNumber"], accountMasked: "******0077", version: 2 });
    const [after] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, row.id));
    expect(JSON.parse(box.open(after!.credentials!))).toEqual({
      apiKey: secrets.apiKey,
      apiSecret: secrets.apiSecret,
      meterNumber: secrets.meterNumber,
    });
    // clearing all of them leaves nothing sealed
    const cleared = await operator.post(`${CA}/saveOne`, {
      id: row.id,
      version: 2,
      name: "DHL 美东账号 (NJ)",
      credentials: { apiKey: null, apiSecret: null, meterNumber: null },
    });
    expect(cleared.json().credentialsSet).toEqual([]);
    expect((await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, row.id)))[0]!.credentials).toBeNull();

    // no reply, list, export or audit row carries a secret or the full number
    for (const url of [`${CA}/findOne?id=${row.id}`, `${CA}/findByPage?rows=100`, `${CA}/options?carrierId=${carrier.DHLECOM}`]) {
      const body = (await operator.get(url)).body;
      for (const v of [...secretValues, "5310020077"]) expect(body, url).not.toContain(v);
    }
    const xlsx = await operator.request({ method: "GET", url: `${CA}/export?search[EQ_carrierCode]=DHLECOM` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(cells).toContain("******0077");
    expect(cells).not.toContain("5310020077");
    // credentials are only named; an account with none (cleared above) says so in the reader's language
    expect(cells).toContain("未配置");
    const audit = await auditText(row.id);
    expect(audit).toContain("createCarrierAccount");
    for (const v of [...secretValues, "5310020077", "v1."]) expect(audit).not.toContain(v);
  });

  it("validates accounts: number format, required fields, unknown fields, duplicates, versions, fixed carrier", async () => {
    const bad = await operator.post(`${CA}/saveOne`, { carrierId: carrier.UPS, name: "x", accountNumber: "12#" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({
      path: expect.stringContaining("accountNumber"),
      message: "须为 4–34 位字母或数字(空格和 - 会被忽略)",
    });
    expect((await operator.post(`${CA}/saveOne`, { carrierId: carrier.UPS, name: "x" })).json().details[0].path).toBe("body.accountNumber");
    expect(
      (await operator.post(`${CA}/saveOne`, { carrierId: carrier.UPS, name: "x", accountNumber: "ABCD12", credentials: { token: "t" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await operator.post(`${CA}/saveOne`, { carrierId: carrier.UPS, name: "x", accountNumber: "ABCD12", active: false })).statusCode,
    ).toBe(400);
    const dup = await operator.post(`${CA}/saveOne`, { carrierId: carrier.UPS, name: "again", accountNumber: "a12-b34" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("该组织已有 UPS 账号 ***B34");
    const [ups] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.name, "UPS 主账号 (LAX)"));
    expect((await operator.post(`${CA}/saveOne`, { id: ups!.id, version: 99, name: "x" })).statusCode).toBe(409);
    expect(
      (await operator.post(`${CA}/saveOne`, { id: ups!.id, version: ups!.version, name: "x", carrierId: carrier.FEDEX })).statusCode,
    ).toBe(422);
    // an operator account must belong to an operator; it cannot be deleted while channels buy labels with it
    expect(
      (await operator.post(`${CA}/saveOne`, { orgId: org.SLA, carrierId: carrier.UPS, name: "x", accountNumber: "ZZZZ99" })).statusCode,
    ).toBe(422);
    const del = await operator.post(`${CA}/delete`, { id: ups!.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe("物流账号 ***B34 仍被 2 个发货渠道、0 个组织物流服务、2 个仓库计费账号使用,不能删除;不再使用请停用");
  });

  it("sellers keep their own accounts to themselves: another seller's id is a 404, operator accounts are off limits", async () => {
    const created = await sellerA.post(`${SA}/saveOne`, {
      carrierId: carrier.UPS,
      name: "Seller A UPS 备用",
      accountNumber: "R55T66",
      credentials: { apiKey: secrets.apiKey },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.body).not.toContain(secrets.apiKey);
    const mine = created.json() as CarrierAccountRow;
    expect(mine).toMatchObject({ kind: "seller", orgId: org.SLA, accountMasked: "***T66", credentialsSet: ["apiKey"] });

    // seller B: not in its list, 404 on every call, cannot create one for seller A
    const listB = (await sellerB.get(`${SA}/findByPage?rows=100`)).json() as PageReply<CarrierAccountRow>;
    expect(listB.rows.map((r) => r.orgCode)).toEqual(["SLB"]);
    expect((await sellerB.get(`${SA}/findOne?id=${mine.id}`)).statusCode).toBe(404);
    expect((await sellerB.post(`${SA}/saveOne`, { id: mine.id, version: 1, name: "taken" })).statusCode).toBe(404);
    expect((await sellerB.post(`${SA}/setActive`, { id: mine.id, version: 1, active: false })).statusCode).toBe(404);
    expect((await sellerB.post(`${SA}/delete`, { id: mine.id })).statusCode).toBe(404);
    expect(
      (await sellerB.post(`${SA}/saveOne`, { orgId: org.SLA, carrierId: carrier.UPS, name: "x", accountNumber: "Q11W22" })).statusCode,
    ).toBe(400);
    expect((await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, mine.id)))[0]).toMatchObject({
      name: "Seller A UPS 备用",
      active: true,
      version: 1,
    });
    // seller A sees only its own, and none of the operator's accounts
    const listA = (await sellerA.get(`${SA}/findByPage?rows=100&sidx=name`)).json() as PageReply<CarrierAccountRow>;
    expect(listA.rows.map((r) => r.name)).toEqual(["Seller A FedEx 自有账号", "Seller A UPS 备用", "Seller A UPS 自有账号"]);
    expect((await sellerA.get(`${CA}/findByPage`)).statusCode).toBe(403);
    expect((await sellerA.get(`${CA}/options`)).statusCode).toBe(403);
    expect(((await sellerA.get(`${CA}/options?kind=seller`)).json() as { orgId: number }[]).every((o) => o.orgId === org.SLA)).toBe(true);
    // operator staff read every seller's account of the orgs they serve (the demo role does not change them);
    // the platform may keep one for a seller, named by orgId, and only for a seller org
    const opView = (await operator.get(`${SA}/findByPage?rows=100`)).json() as PageReply<CarrierAccountRow>;
    expect(new Set(opView.rows.map((r) => r.orgCode))).toEqual(new Set(["SLA", "SLB"]));
    expect(
      (await operator.post(`${SA}/saveOne`, { orgId: org.SLA, carrierId: carrier.UPS, name: "x", accountNumber: "Q11W22" })).statusCode,
    ).toBe(403);
    expect((await admin.post(`${SA}/saveOne`, { carrierId: carrier.UPS, name: "x", accountNumber: "Q11W22" })).json().message).toBe(
      "客户物流账号只能属于客户组织",
    );
    const forB = await admin.post(`${SA}/saveOne`, { orgId: org.SLB, carrierId: carrier.UPS, name: "SLB UPS", accountNumber: "Q11W22" });
    expect(forB.json()).toMatchObject({ orgCode: "SLB", kind: "seller" });
    expect((await sellerB.get(`${SA}/findOne?id=${forB.json().id}`)).statusCode).toBe(200);
    expect((await sellerA.get(`${SA}/findOne?id=${forB.json().id}`)).statusCode).toBe(404);

    expect((await sellerA.post(`${SA}/setActive`, { id: mine.id, version: 1, active: false })).json()).toMatchObject({
      active: false,
      version: 2,
    });
    expect((await sellerA.post(`${SA}/delete`, { id: mine.id })).json()).toEqual({ ok: true });
    expect((await auditText(mine.id)).match(/"command":"(\w+)"/g)).toEqual([
      '"command":"createShippingAccount"',
      '"command":"deactivateCarrierAccount"',
      '"command":"deleteShippingAccount"',
    ]);
  });

  it("a blacklisted number cannot be saved as a seller's account, nor re-activated", async () => {
    const added = await operator.post(`${BL}/saveOne`, {
      carrierId: carrier.FEDEX,
      accountNumber: "987 654 321",
      reason: "伪造的第三方付款账号",
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json() as BlacklistRow;
    expect(entry).toMatchObject({
      carrierCode: "FEDEX",
      accountMasked: "*****4321",
      reason: "伪造的第三方付款账号",
      addedBy: "Wang Wei (warehouse)",
      matchedAccounts: 0,
    });
    expect(added.body).not.toContain("987654321");
    expect(
      (await t.database.db.select().from(carrierAccountBlacklist).where(eq(carrierAccountBlacklist.id, entry.id)))[0]!.accountNumber,
    ).toBe("987654321");
    expect(
      (await operator.post(`${BL}/saveOne`, { carrierId: carrier.FEDEX, accountNumber: "987654321", reason: "again" })).statusCode,
    ).toBe(409);

    const refused = await sellerA.post(`${SA}/saveOne`, { carrierId: carrier.FEDEX, name: "新 FedEx", accountNumber: "987-654-321" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "BUSINESS_RULE",
      message: "FEDEX 账号 *****4321 在黑名单中,不能使用(原因:伪造的第三方付款账号)",
    });
    expect(await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.accountNumber, "987654321"))).toHaveLength(0);
    // the same number at another carrier is another account
    expect((await sellerA.post(`${SA}/saveOne`, { carrierId: carrier.UPS, name: "UPS 987", accountNumber: "987654321" })).statusCode).toBe(
      200,
    );

    // blacklisting an existing seller account flags it, and it cannot be activated again
    const [sb] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.name, "Seller B FedEx 自有账号"));
    await operator.post(`${BL}/saveOne`, { carrierId: carrier.FEDEX, accountNumber: sb!.accountNumber, reason: "拒付" });
    const flagged = (await sellerB.get(`${SA}/findOne?id=${sb!.id}`)).json() as CarrierAccountRow;
    expect(flagged.blacklisted).toBe(true);
    const off = (await sellerB.post(`${SA}/setActive`, { id: sb!.id, version: sb!.version, active: false })).json() as CarrierAccountRow;
    expect((await sellerB.post(`${SA}/setActive`, { id: sb!.id, version: off.version, active: true })).statusCode).toBe(422);
    const list = (await operator.get(`${BL}/findByPage?search[EQ_carrierCode]=FEDEX&sidx=reason`)).json() as PageReply<BlacklistRow>;
    expect(list.rows.map((r) => [r.reason, r.matchedAccounts])).toEqual([
      ["伪造的第三方付款账号", 0],
      ["承运商账单长期拖欠(2025 年第三季度)", 0],
      ["拒付", 1],
    ]);

    // the reason can change, the number cannot; sellers neither see nor change the list
    expect((await operator.post(`${BL}/saveOne`, { id: entry.id, version: 1, reason: "伪造账号" })).json()).toMatchObject({
      reason: "伪造账号",
      version: 2,
    });
    expect((await operator.post(`${BL}/saveOne`, { id: entry.id, version: 2, reason: "x", accountNumber: "111111111" })).statusCode).toBe(
      422,
    );
    expect((await sellerA.get(`${BL}/findByPage`)).statusCode).toBe(403);
    expect((await sellerA.post(`${BL}/saveOne`, { carrierId: carrier.UPS, accountNumber: "A12B34", reason: "x" })).statusCode).toBe(403);
    // off the list, the number can be saved again
    expect((await operator.post(`${BL}/delete`, { id: entry.id })).json()).toEqual({ ok: true });
    expect(
      (await sellerA.post(`${SA}/saveOne`, { carrierId: carrier.FEDEX, name: "新 FedEx", accountNumber: "987654321" })).statusCode,
    ).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "carrier_account_blacklist"), eq(auditLog.entityId, String(entry.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["blacklistCarrierAccount", "updateBlacklistEntry", "unblacklistCarrierAccount"]);
    expect(JSON.stringify(audit)).not.toContain("987654321");
  });

  it("warehouse billing accounts map a warehouse's carrier bills to one of the operator's accounts per purpose", async () => {
    const [fedex] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.name, "FedEx 主账号"));
    const created = await operator.post(`${BA}/saveOne`, {
      warehouseId: wh.USTX1,
      carrierAccountId: fedex!.id,
      purpose: "outbound",
      costCenter: "TX-OUT",
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as BillingAccountRow;
    expect(row).toMatchObject({
      warehouseCode: "USTX1",
      carrierCode: "FEDEX",
      accountMasked: "*****7020",
      purpose: "outbound",
      costCenter: "TX-OUT",
    });
    expect(created.body).not.toContain("510087020");
    const dup = await operator.post(`${BA}/saveOne`, { warehouseId: wh.USTX1, carrierAccountId: fedex!.id, purpose: "outbound" });
    expect(dup.json().message).toBe("仓库 USTX1 的 FEDEX 出库计费账号已存在");
    const [sellerAcct] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.name, "Seller A FedEx 自有账号"));
    expect(
      (await operator.post(`${BA}/saveOne`, { warehouseId: wh.USTX1, carrierAccountId: sellerAcct!.id, purpose: "return" })).statusCode,
    ).toBe(400);
    expect((await operator.post(`${BA}/saveOne`, { warehouseId: wh.USTX1, carrierAccountId: fedex!.id, purpose: "gift" })).statusCode).toBe(
      400,
    );
    const upd = await operator.post(`${BA}/saveOne`, {
      id: row.id,
      version: 1,
      warehouseId: wh.USTX1,
      carrierAccountId: fedex!.id,
      purpose: "return",
    });
    expect(upd.json()).toMatchObject({ purpose: "return", costCenter: null, version: 2 });
    const list = (
      await operator.get(`${BA}/findByPage?search[EQ_warehouseCode]=USTX1&sidx=carrierCode`)
    ).json() as PageReply<BillingAccountRow>;
    expect(list.rows.map((r) => `${r.carrierCode}:${r.purpose}`)).toEqual(["FEDEX:return", "UPS:outbound"]);
    expect((await sellerA.get(`${BA}/findByPage`)).statusCode).toBe(403);
    expect((await operator.post(`${BA}/delete`, { id: row.id })).json()).toEqual({ ok: true });
    expect((await admin.post(`${BA}/delete`, { id: row.id })).statusCode).toBe(404);
  });
});
