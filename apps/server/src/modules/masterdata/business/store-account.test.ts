import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelCategoryRow, PageReply, StoreAccountOption, StoreAccountRow, StoreAdsRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations, users } from "../../../platform/identity/schema.js";
import { accessGroupOrgs, accessGroups, accessGroupUsers } from "../../admin/index.js";
import { storeAccounts, warehouses } from "../schema.js";

const ACC = "/api/v1/Account";
const ADS = "/api/v1/StoreAds";

describe.each(engines)("store accounts and store ads on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let finance: Client;
  const org: Record<string, number> = {};
  const wh: Record<string, number> = {};
  const accountOf = async (title: string) => (await t.database.db.select().from(storeAccounts).where(eq(storeAccounts.title, title)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [sellerA, sellerB, finance] = await Promise.all([t.login("seller_a"), t.login("seller_b"), t.login("finance")]);
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
    for (const w of await t.database.db.select().from(warehouses)) wh[w.code] = w.id;
  });
  afterAll(() => t?.close());

  it("creates an account whose site and marketplace follow the platform's country site, with audit rows", async () => {
    const cats = (await sellerA.get("/api/v1/ChannelCategory/findAllByType?type=amazon")).json() as ChannelCategoryRow[];
    const kitchen = cats.find((c) => c.code === "284507")!;
    const res = await sellerA.post(`${ACC}/saveOne`, {
      title: "SA-Amazon-DE",
      type: "amazon",
      countryCode: "DE",
      currency: "EUR",
      channelCategoryId: kitchen.id,
      returnWarehouseId: wh.USNJ1,
      bossShippingMethodCodes: ["DHL", "DHL"],
      isOpenSFP: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as StoreAccountRow;
    expect(row).toMatchObject({
      orgCode: "SLA",
      type: "amazon",
      channelName: "Amazon",
      siteName: "Amazon.de",
      marketplaceId: "A1PA6795UKMFR9",
      currency: "EUR",
      channelCategoryName: kitchen.name,
      returnWarehouseCode: "USNJ1",
      bossShippingMethodCodes: ["DHL"],
      isOpenSFP: true,
      status: "normal",
      active: true,
      version: 1,
    });
    const list = (await sellerA.get(`${ACC}/findByPage?search[EQ_countryCode]=DE`)).json() as PageReply<StoreAccountRow>;
    expect(list.rows.map((r) => r.title)).toEqual(["SA-Amazon-DE"]);
    expect(((await sellerA.get(`${ACC}/findAllByContextId?type=amazon`)).json() as StoreAccountOption[]).map((r) => r.title)).toEqual([
      "SA-Amazon-DE",
      "SA-Amazon-US",
    ]);
    expect((await sellerA.get(`/api/v1/account/return/warehouse/getReturnWarehouse?accountId=${row.id}`)).json()).toMatchObject({
      accountId: row.id,
      warehouse: { code: "USNJ1" },
    });

    // update, stale version, duplicate title (case-insensitive)
    const upd = await sellerA.post(`${ACC}/saveOne`, {
      id: row.id,
      version: 1,
      title: "SA-Amazon-DE",
      type: "amazon",
      countryCode: "FR",
      currency: "EUR",
      returnWarehouseId: wh.USLAX1,
    });
    expect(upd.json()).toMatchObject({
      siteName: "Amazon.fr",
      marketplaceId: "A13V1IB3VIYZZH",
      channelCategoryId: null,
      returnWarehouseCode: "USLAX1",
      version: 2,
    });
    expect(
      (await sellerA.post(`${ACC}/saveOne`, { id: row.id, version: 1, title: "x", type: "amazon", countryCode: "FR", currency: "EUR" }))
        .statusCode,
    ).toBe(409);
    const dup = await sellerA.post(`${ACC}/saveOne`, { title: "sa-amazon-us", type: "amazon", countryCode: "US", currency: "USD" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("DUPLICATE");

    // status is a command with a reason, not a field of the save
    const st = await sellerA.post(`${ACC}/setStatus`, {
      id: row.id,
      version: 2,
      status: "authorisation_expired",
      reason: "SP-API token expired",
    });
    expect(st.json()).toMatchObject({ status: "authorisation_expired", version: 3 });
    expect((await sellerA.post(`${ACC}/setStatus`, { id: row.id, version: 3, status: "authorisation_expired" })).statusCode).toBe(409);
    expect(
      (
        await sellerA.post(`${ACC}/saveOne`, {
          id: row.id,
          version: 3,
          title: "SA-Amazon-DE",
          type: "amazon",
          countryCode: "FR",
          currency: "EUR",
          status: "normal",
        })
      ).statusCode,
    ).toBe(400);
    const inManage = (await sellerA.get(`${ACC}/findAllByContextIdInManage`)).json() as StoreAccountOption[];
    expect(inManage.some((r) => r.id === row.id)).toBe(false);
    expect(((await sellerA.get(`${ACC}/findByOnlyContextId`)).json() as StoreAccountOption[]).some((r) => r.id === row.id)).toBe(true);

    expect((await sellerA.post(`${ACC}/del`, { id: row.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "store_account"), eq(auditLog.entityId, String(row.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createStoreAccount", 100],
      ["updateStoreAccount", 200],
      ["setStoreAccountStatus", 200],
      ["deleteStoreAccount", 300],
    ]);
    expect((audit[2]!.after as { reason: string }).reason).toBe("SP-API token expired");
  });

  it("refuses sites the platform lacks, categories of another channel, warehouses the seller may not use, bad codes", async () => {
    const base = { title: "SA-New", type: "amazon", countryCode: "US", currency: "USD" };
    const noSite = await sellerA.post(`${ACC}/saveOne`, { ...base, type: "walmart", countryCode: "DE" });
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().message).toBe("walmart 没有 DE 站点");
    expect((await sellerA.post(`${ACC}/saveOne`, { ...base, type: "nosuch" })).statusCode).toBe(422);
    const walmartCats = (await sellerA.get("/api/v1/ChannelCategory/findAllByType?type=walmart")).json() as ChannelCategoryRow[];
    expect((await sellerA.post(`${ACC}/saveOne`, { ...base, channelCategoryId: walmartCats[0]!.id })).statusCode).toBe(422);
    // USTX1 is not assigned to seller B; ONT8 to nobody
    expect((await sellerB.post(`${ACC}/saveOne`, { ...base, returnWarehouseId: wh.USTX1 })).statusCode).toBe(422);
    expect((await sellerA.post(`${ACC}/saveOne`, { ...base, returnWarehouseId: wh.ONT8 })).statusCode).toBe(422);
    const bad = await sellerA.post(`${ACC}/saveOne`, { ...base, currency: "MXN", countryCode: "usa", accountType: 5 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().details as { path: string }[]).map((d) => d.path).sort()).toEqual([
      "body.accountType",
      "body.countryCode",
      "body.currency",
    ]);
    expect((await finance.post(`${ACC}/saveOne`, base)).statusCode).toBe(403);
    expect((await finance.post(`${ACC}/setStatus`, { id: 1, version: 1, status: "suspended" })).statusCode).toBe(403);
    expect(await t.database.db.select().from(storeAccounts).where(eq(storeAccounts.title, "SA-New"))).toHaveLength(0);
  });

  it("keeps sellers apart: another org's account is a 404 everywhere, getReturnWarehouse included", async () => {
    const sb = await accountOf("SB-Amazon-US");
    expect(((await sellerB.get(`${ACC}/returnWarehouseOptions`)).json() as { code: string }[]).map((w) => w.code)).toEqual([
      "USLAX1",
      "USNJ1",
    ]);
    expect((await sellerA.get(`${ACC}/returnWarehouseOptions?orgId=${org.SLB}`)).statusCode).toBe(404);
    const b = (await sellerB.get(`${ACC}/findByPage`)).json() as PageReply<StoreAccountRow>;
    expect(b.rows.map((r) => r.title).sort()).toEqual(["SB-Amazon-CA", "SB-Amazon-US", "SB-Wayfair-US"]);
    expect((await sellerB.get(`/api/v1/account/return/warehouse/getReturnWarehouse?accountId=${sb.id}`)).json()).toMatchObject({
      warehouse: { code: "USNJ1" },
    });
    expect((await sellerA.get(`/api/v1/account/return/warehouse/getReturnWarehouse?accountId=${sb.id}`)).statusCode).toBe(404);
    expect((await sellerA.get(`${ACC}/findOne?id=${sb.id}`)).statusCode).toBe(404);
    expect((await sellerA.post(`${ACC}/setStatus`, { id: sb.id, version: sb.version, status: "suspended" })).statusCode).toBe(404);
    expect((await sellerA.get(`${ACC}/findAllByOrgId?orgId=${org.SLB}`)).statusCode).toBe(404);
    expect((await sellerA.get(`${ACC}/findAllByOrgIdInAndIdIn?ids=${sb.id}`)).json()).toEqual([]);
    expect(((await sellerB.get(`${ACC}/findAllByOrgId?orgId=${org.SLB}`)).json() as StoreAccountOption[]).length).toBe(3);
    expect((await t.database.db.select().from(storeAccounts).where(eq(storeAccounts.id, sb.id)))[0]!.status).toBe("normal");
  });

  it("narrows operator staff to the store accounts of their access groups", async () => {
    const operator = await t.login("operator");
    expect(((await operator.get(`${ACC}/findByPage?rows=100`)).json() as PageReply<StoreAccountRow>).records).toBeGreaterThanOrEqual(6);
    const [op] = await t.database.db.select().from(users).where(eq(users.username, "operator"));
    const sbUs = await accountOf("SB-Amazon-US");
    const saUs = await accountOf("SA-Amazon-US");
    const [group] = await t.database.db
      .insert(accessGroups)
      .values({ contextId: op!.contextId, orgId: op!.orgId, code: "east-accounts", name: "East accounts", accountIds: [sbUs.id] })
      .returning();
    // the group serves both sellers but lists one store account
    await t.database.db.insert(accessGroupOrgs).values([
      { groupId: group!.id, orgId: org.SLA! },
      { groupId: group!.id, orgId: org.SLB! },
    ]);
    await t.database.db.insert(accessGroupUsers).values({ groupId: group!.id, userId: op!.id });
    const list = (await operator.get(`${ACC}/findByPage?rows=100`)).json() as PageReply<StoreAccountRow>;
    expect(list.rows.map((r) => r.title)).toEqual(["SB-Amazon-US"]);
    expect(((await operator.get(`${ACC}/findAllByContextId`)).json() as StoreAccountOption[]).map((r) => r.title)).toEqual([
      "SB-Amazon-US",
    ]);
    expect((await operator.get(`/api/v1/account/return/warehouse/getReturnWarehouse?accountId=${saUs.id}`)).statusCode).toBe(404);
    expect((await operator.get(`/api/v1/account/return/warehouse/getReturnWarehouse?accountId=${sbUs.id}`)).statusCode).toBe(200);
    // the ads profiles too: only the group's account's (the demo's advertising seed gives SB-Amazon-US one)
    expect(((await operator.get(`${ADS}/findByPage`)).json() as PageReply<StoreAdsRow>).rows.map((r) => r.storeAccountTitle)).toEqual([
      "SB-Amazon-US",
    ]);
    await t.database.db.delete(accessGroupUsers).where(eq(accessGroupUsers.groupId, group!.id));
  });

  it("keeps one ads profile per store: region from the country, money exact, isolation, in-use account deletes refused", async () => {
    const acc = (
      await sellerA.post(`${ACC}/saveOne`, { title: "SA-Amazon-JP", type: "amazon", countryCode: "JP", currency: "JPY" })
    ).json() as StoreAccountRow;
    const wrongRegion = await sellerA.post(`${ADS}/saveOne`, {
      storeAccountId: acc.id,
      profileId: "123456",
      region: "NA",
      dailyBudgetCap: "1000",
      currency: "JPY",
    });
    expect(wrongRegion.statusCode).toBe(422);
    expect(wrongRegion.json().message).toBe("JP 站点的广告区域应为 FE");
    const res = await sellerA.post(`${ADS}/saveOne`, {
      storeAccountId: acc.id,
      profileId: "123456",
      region: "FE",
      dailyBudgetCap: "15000.125",
      currency: "JPY",
      authorisedUntil: "2027-01-31",
    });
    expect(res.statusCode, res.body).toBe(200);
    const ads = res.json() as StoreAdsRow;
    expect(ads).toMatchObject({
      storeAccountTitle: "SA-Amazon-JP",
      dailyBudgetCap: "15000.1250",
      authorisedUntil: "2027-01-31",
      autoSync: true,
      orgCode: "SLA",
    });
    expect(
      (await sellerA.post(`${ADS}/saveOne`, { storeAccountId: acc.id, profileId: "9", region: "FE", dailyBudgetCap: "1", currency: "JPY" }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await sellerA.post(`${ADS}/saveOne`, {
          storeAccountId: acc.id,
          profileId: "abc",
          region: "FE",
          dailyBudgetCap: "-1",
          currency: "JPY",
        })
      ).statusCode,
    ).toBe(400);
    const page = (await sellerA.get(`${ADS}/findByPage`)).json() as PageReply<StoreAdsRow>;
    expect(page.rows.map((r) => r.storeAccountTitle)).toEqual(["SA-Amazon-JP", "SA-Amazon-US"]);
    // caps in JPY and USD are never added up
    expect(page.summary).toBeUndefined();
    const b = (await sellerB.get(`${ADS}/findByPage`)).json() as PageReply<StoreAdsRow>;
    expect(b.rows.map((r) => r.storeAccountTitle)).toEqual(["SB-Amazon-CA", "SB-Amazon-US"]);
    expect((await sellerB.post(`${ADS}/del`, { id: ads.id })).statusCode).toBe(404);
    expect(
      (await sellerB.post(`${ADS}/saveOne`, { storeAccountId: acc.id, profileId: "1", region: "FE", dailyBudgetCap: "1", currency: "JPY" }))
        .statusCode,
    ).toBe(404);

    const used = await sellerA.post(`${ACC}/del`, { id: acc.id });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain("广告设置 1");
    const upd = await sellerA.post(`${ADS}/saveOne`, {
      id: ads.id,
      version: 1,
      storeAccountId: acc.id,
      profileId: "123456",
      region: "FE",
      dailyBudgetCap: "0",
      currency: "JPY",
      autoSync: false,
    });
    expect(upd.json()).toMatchObject({ dailyBudgetCap: "0.0000", autoSync: false, version: 2 });
    expect((await sellerA.post(`${ADS}/del`, { id: ads.id })).json()).toEqual({ ok: true });
    expect((await sellerA.post(`${ACC}/del`, { id: acc.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "store_ads_profile")).orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["createStoreAds", "updateStoreAds", "deleteStoreAds"]);
  });

  it("lists and exports store accounts from the definition: filters, platform sort, labels in the reader's language", async () => {
    const page = (
      await sellerA.get(`${ACC}/findByPage?search[EQ_type]=amazon&search[EQ_status]=normal&sidx=type&rows=100`)
    ).json() as PageReply<StoreAccountRow>;
    expect(page.records).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.type === "amazon" && r.status === "normal" && r.orgId === org.SLA)).toBe(true);
    expect((await sellerA.get(`${ACC}/findByPage?search[EQ_accountType]=1`)).statusCode).toBe(200);
    expect((await sellerA.get(`${ACC}/findByPage?search[EQ_bogus]=1`)).statusCode).toBe(400);

    const res = await sellerA.request({ method: "GET", url: `${ACC}/export?search[EQ_title]=SA-Amazon-US` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(sheet.name).toBe("店铺账号");
    expect(sheet.rowCount).toBe(2);
    expect(cells(1)).toEqual([
      "所属卖家",
      "店铺名称",
      "销售平台",
      "国家",
      "站点",
      "Marketplace ID",
      "币种",
      "渠道类目",
      "退货仓库",
      "状态",
      "启用",
      "更新时间",
    ]);
    const first = cells(2);
    expect(first.slice(0, 4)).toEqual(["SLA", "SA-Amazon-US", expect.any(String), "US"]);
    expect(first[9]).toBe("正常");
    expect(first[10]).toBe("启用");
  });
});
