import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeliveryChannelOption, DeliveryChannelRow, OrgCarrierServiceRow, PageReply, WarehouseCarrierRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import {
  carrierAccounts,
  carrierServices,
  deliveryChannels,
  deliveryChannelWarehouses,
  orgCarrierServices,
  systemCarriers,
  warehouseCarriers,
} from "./carriers.schema.js";
import { warehouses } from "../schema.js";

const DC = "/api/v2/SystemDeliveryCarrier";
const OS = "/api/v2/orgCarrierService";
const WC = "/api/v2/WarehouseCarrier";

/** Spec §7.6 SystemDeliveryCarrier, warehouse/findChannel, orgCarrierService and WarehouseCarrier: effects, rules, scope. */
describe.each(engines)("delivery channels, organisation services and warehouse carriers on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const wh: Record<string, number> = {};
  const org: Record<string, number> = {};
  const svc: Record<string, number> = {};
  const acct: Record<string, number> = {};
  const carrier: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine, { SECRET_KEY: "carrier-tests-secret-key-0123456789" });
    admin = await t.login("admin");
    operator = await t.login("operator");
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    const db = t.database.db;
    for (const r of await db.select().from(warehouses)) wh[r.code] = r.id;
    for (const r of await db.select().from(organizations)) org[r.code] = r.id;
    for (const r of await db.select().from(carrierServices)) svc[r.code] = r.id;
    for (const r of await db.select().from(carrierAccounts)) acct[r.name] = r.id;
    for (const r of await db.select().from(systemCarriers)) carrier[r.code] = r.id;
  });
  afterAll(() => t?.close());

  const optionCodes = async (c: Client, url: string) => ((await c.get(url)).json() as DeliveryChannelOption[]).map((o) => o.code);

  it("the admin creates a channel, assigns it to seller A at a warehouse, and seller A sees it there only", async () => {
    const body = {
      code: "UPS_SAVER",
      name: "UPS Ground Saver 经济",
      serviceId: svc.UPS_GROUND_SAVER,
      carrierAccountId: acct["UPS 主账号 (LAX)"],
      labelFormat: "ZPL",
      labelSize: "4x6",
      printReturnLabel: true,
      signature: "none",
      warehouseIds: [wh.USLAX1, wh.USNJ1],
    };
    const created = await admin.post(`${DC}/saveOne`, body);
    expect(created.statusCode, created.body).toBe(200);
    const ch = created.json() as DeliveryChannelRow;
    expect(ch).toMatchObject({
      orgId: org.OPR,
      carrierCode: "UPS",
      carrierServiceCode: "UPS_GROUND_SAVER",
      serviceLevel: "economy",
      carrierAccountMasked: "***B34",
      labelFormat: "ZPL",
      printReturnLabel: true,
      warehouseIds: [wh.USLAX1!, wh.USNJ1!].sort((a, b) => a - b),
      warehouseCodes: "USLAX1, USNJ1",
      orgCount: 0,
      active: true,
    });
    const links = await t.database.db.select().from(deliveryChannelWarehouses).where(eq(deliveryChannelWarehouses.channelId, ch.id));
    expect(links.map((l) => l.warehouseId).sort()).toEqual([wh.USLAX1, wh.USNJ1].sort());
    expect(
      ((await operator.get(`${DC}/findWarehouseId?id=${ch.id}`)).json() as { warehouseCode: string }[]).map((w) => w.warehouseCode),
    ).toEqual(["USLAX1", "USNJ1"]);

    // not yet assigned: the operator offers it, seller A does not see it
    expect(await optionCodes(operator, `${DC}/selectSystemDeliveryCarriers?warehouseId=${wh.USLAX1}`)).toContain("UPS_SAVER");
    expect(await optionCodes(sellerA, `${DC}/selectSystemDeliveryCarriers`)).not.toContain("UPS_SAVER");
    expect((await sellerA.get(`${DC}/findOne?id=${ch.id}`)).statusCode).toBe(404);

    // where seller A can be given it: the channel's warehouses assigned to SLA
    const where = (await operator.get(`${OS}/findWarehouseId?orgId=${org.SLA}&channelId=${ch.id}`)).json() as {
      warehouseCode: string;
      assigned: boolean;
    }[];
    expect(where).toEqual([
      expect.objectContaining({ warehouseCode: "USLAX1", assigned: false }),
      expect.objectContaining({ warehouseCode: "USNJ1", assigned: false }),
    ]);
    const assigned = await admin.post(`${OS}/saveOne`, { orgId: org.SLA, channelId: ch.id, warehouseId: wh.USLAX1 });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const os = assigned.json() as OrgCarrierServiceRow;
    expect(os).toMatchObject({
      orgCode: "SLA",
      channelCode: "UPS_SAVER",
      carrierServiceCode: "UPS_GROUND_SAVER",
      warehouseCode: "USLAX1",
      accountSource: "operator",
      carrierAccountId: null,
      active: true,
    });

    // seller A: among its services, in the dropdowns, at LAX but not at NJ; the operator's account hidden
    expect(
      ((await sellerA.get(`${OS}/findCarrierService`)).json() as OrgCarrierServiceRow[]).map((r) => `${r.channelCode}@${r.warehouseCode}`),
    ).toContain("UPS_SAVER@USLAX1");
    expect(await optionCodes(sellerA, `${DC}/selectSystemDeliveryCarriers`)).toContain("UPS_SAVER");
    expect(await optionCodes(sellerA, `/api/v2/warehouse/findChannel?warehouseId=${wh.USLAX1}`)).toContain("UPS_SAVER");
    expect(await optionCodes(sellerA, `/api/v2/warehouse/findChannel?warehouseId=${wh.USNJ1}`)).not.toContain("UPS_SAVER");
    const seen = (await sellerA.get(`${DC}/findOne?id=${ch.id}`)).json() as DeliveryChannelRow;
    expect(seen).toMatchObject({
      code: "UPS_SAVER",
      carrierAccountId: null,
      carrierAccountName: null,
      carrierAccountMasked: null,
      warehouseIds: [wh.USLAX1],
      orgCount: 1,
    });
    // seller B sees none of it
    expect(await optionCodes(sellerB, `${DC}/selectSystemDeliveryCarriers`)).not.toContain("UPS_SAVER");
    expect((await sellerB.get(`${DC}/findOne?id=${ch.id}`)).statusCode).toBe(404);
    expect((await sellerB.get(`${OS}/findOne?id=${os.id}`)).statusCode).toBe(404);
    expect((await sellerB.get(`${OS}/findCarrierService?orgId=${org.SLA}`)).statusCode).toBe(404);
    expect((await sellerB.get(`${DC}/findOrgId?id=${ch.id}`)).statusCode).toBe(404);

    const orgs = (await operator.get(`${DC}/findOrgId?id=${ch.id}`)).json();
    expect(orgs).toEqual([{ orgId: org.SLA, orgCode: "SLA", orgName: expect.any(String), warehouseCodes: "USLAX1" }]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "org_carrier_service"), eq(auditLog.entityId, String(os.id))));
    expect(audit.map((a) => [a.command, a.action, a.orgId])).toEqual([["assignCarrierService", 100, org.SLA]]);
    const chAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "delivery_channel"), eq(auditLog.entityId, String(ch.id))));
    expect(chAudit.map((a) => a.command)).toEqual(["createDeliveryChannel"]);
    expect((chAudit[0]!.after as { warehouseIds: number[] }).warehouseIds).toHaveLength(2);
  });

  it("checks a channel's service, account and warehouses, its code, version, and what is assigned", async () => {
    const base = {
      code: "CHK",
      name: "Check",
      serviceId: svc.FEDEX_2DAY,
      carrierAccountId: acct["FedEx 主账号"],
      warehouseIds: [wh.USLAX1],
    };
    const wrongCarrier = await operator.post(`${DC}/saveOne`, { ...base, carrierAccountId: acct["UPS 主账号 (LAX)"] });
    expect(wrongCarrier.statusCode).toBe(422);
    expect(wrongCarrier.json().message).toBe("物流账号 ***B34 不是 FEDEX 的账号");
    // a seller's own account is not one the operator's channels buy labels with
    expect((await operator.post(`${DC}/saveOne`, { ...base, carrierAccountId: acct["Seller A FedEx 自有账号"] })).statusCode).toBe(400);
    expect((await operator.post(`${DC}/saveOne`, { ...base, warehouseIds: [] })).statusCode).toBe(400);
    expect((await operator.post(`${DC}/saveOne`, { ...base, warehouseIds: [999999] })).json().details[0].path).toBe("body.warehouseIds");
    expect((await operator.post(`${DC}/saveOne`, { ...base, labelFormat: "GIF" })).statusCode).toBe(400);
    // label options the service does not offer
    const noSig = await operator.post(`${DC}/saveOne`, { ...base, serviceId: svc.FEDEX_GROUND_ECONOMY, signature: "adult" });
    expect(noSig.statusCode).toBe(422);
    expect(noSig.json().message).toBe("物流服务 FEDEX_GROUND_ECONOMY 不支持签收");
    expect((await operator.post(`${DC}/saveOne`, { ...base, code: "UPS_GROUND" })).json()).toMatchObject({
      code: "DUPLICATE",
      message: "发货渠道代码 UPS_GROUND 已存在",
    });

    const ok = (await operator.post(`${DC}/saveOne`, base)).json() as DeliveryChannelRow;
    expect(ok).toMatchObject({ code: "CHK", carrierCode: "FEDEX", warehouseCodes: "USLAX1" });
    expect((await operator.post(`${DC}/saveOne`, { ...base, id: ok.id, version: 7 })).statusCode).toBe(409);

    // the seeded UPS_GROUND is assigned at all three warehouses: dropping one is refused
    const [ground] = await t.database.db.select().from(deliveryChannels).where(eq(deliveryChannels.code, "UPS_GROUND"));
    const drop = await operator.post(`${DC}/saveOne`, {
      code: "UPS_GROUND",
      name: ground!.name,
      serviceId: ground!.serviceId,
      carrierAccountId: ground!.carrierAccountId,
      warehouseIds: [wh.USLAX1, wh.USNJ1],
      id: ground!.id,
      version: ground!.version,
    });
    expect(drop.statusCode).toBe(422);
    expect(drop.json().message).toBe("仓库 USTX1 上仍有组织使用该渠道(SLA),请先取消分配");
    expect((await operator.post(`${DC}/delete`, { id: ground!.id })).json().message).toMatch(/^发货渠道 UPS_GROUND 仍分配给 2 个组织/);

    // deactivation takes it out of the dropdowns; an unassigned channel can be deleted
    expect((await operator.post(`${DC}/setActive`, { id: ok.id, version: ok.version, active: false })).json()).toMatchObject({
      active: false,
    });
    expect(await optionCodes(operator, `${DC}/selectSystemDeliveryCarriers`)).not.toContain("CHK");
    expect((await operator.post(`${DC}/delete`, { id: ok.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(deliveryChannels).where(eq(deliveryChannels.id, ok.id))).toHaveLength(0);

    // sellers read channels but never change them
    expect((await sellerA.post(`${DC}/saveOne`, base)).statusCode).toBe(403);
    expect((await sellerA.post(`${DC}/setActive`, { id: ground!.id, version: 1, active: false })).statusCode).toBe(403);
  });

  it("the dropdown calls list what the caller may use, and findChannel answers 404 outside the warehouse scope", async () => {
    const carriersOf = async (c: Client) =>
      ((await c.get(`${DC}/selectCarrierCodes`)).json() as { carrierCode: string }[]).map((r) => r.carrierCode);
    expect(await carriersOf(operator)).toEqual(["AMZL", "FEDEX", "ONTRAC", "UPS", "USPS"]);
    // seller B: UPS_GROUND and USPS_GA (its AMZL_GROUND assignment is suspended)
    expect(await carriersOf(sellerB)).toEqual(["UPS", "USPS"]);
    expect((await sellerB.get(`${DC}/selectCarrierServiceCodes?carrierCode=USPS`)).json()).toEqual([
      { carrierCode: "USPS", carrierServiceCode: "USPS_GA" },
    ]);
    expect((await sellerB.get(`${DC}/selectCarrierServiceNames?carrierCode=UPS`)).json()).toEqual([
      { carrierServiceCode: "UPS_GROUND", carrierServiceName: "UPS Ground" },
    ]);
    expect(await optionCodes(operator, `/api/v2/warehouse/findChannel?warehouseId=${wh.USTX1}`)).toEqual(["UPS_GROUND", "USPS_GA"]);
    // seller B is not assigned USTX1: 404, like an unknown warehouse
    expect((await sellerB.get(`/api/v2/warehouse/findChannel?warehouseId=${wh.USTX1}`)).statusCode).toBe(404);
    expect((await sellerB.get(`/api/v2/warehouse/findChannel?warehouseId=999999`)).statusCode).toBe(404);
    expect((await sellerB.get(`/api/v2/warehouse/findChannel`)).statusCode).toBe(400);
    // the seller's channel list holds its channels only, without the operator's accounts
    const page = (await sellerB.get(`${DC}/findByPage?sidx=code`)).json() as PageReply<DeliveryChannelRow>;
    expect(page.rows.map((r) => r.code)).toEqual(["UPS_GROUND", "USPS_GA"]);
    expect(page.rows.every((r) => r.carrierAccountId === null && r.carrierAccountMasked === null)).toBe(true);
    expect(page.rows.find((r) => r.code === "UPS_GROUND")!.warehouseCodes).toBe("USLAX1, USNJ1");
  });

  it("an assignment must fit the channel, the seller's warehouses and its own account; duplicates and strangers are refused", async () => {
    const [ground] = await t.database.db.select().from(deliveryChannels).where(eq(deliveryChannels.code, "UPS_GROUND"));
    const [fedexHome] = await t.database.db.select().from(deliveryChannels).where(eq(deliveryChannels.code, "FEDEX_HOME"));
    const [ontrac] = await t.database.db.select().from(deliveryChannels).where(eq(deliveryChannels.code, "ONTRAC_GROUND"));
    const save = (b: Record<string, unknown>) => operator.post(`${OS}/saveOne`, b);
    expect((await save({ orgId: org.SLA, channelId: ontrac!.id, warehouseId: wh.USNJ1 })).json().message).toBe(
      "发货渠道 ONTRAC_GROUND 不在仓库 USNJ1 提供",
    );
    expect((await save({ orgId: org.SLB, channelId: ground!.id, warehouseId: wh.USTX1 })).json().message).toBe("组织 SLB 未分配仓库 USTX1");
    expect((await save({ orgId: org.SLA, channelId: ground!.id, warehouseId: wh.USNJ1 })).statusCode).toBe(409);
    expect((await save({ orgId: org.OPR, channelId: ground!.id, warehouseId: wh.USNJ1 })).statusCode).toBe(422);
    expect(
      (await save({ orgId: org.SLA, channelId: ontrac!.id, warehouseId: wh.USLAX1, accountSource: "own" })).json().details[0],
    ).toMatchObject({ path: expect.stringContaining("carrierAccountId"), message: "使用客户自有账号时须选择账号" });
    // own account: of the same seller, of the channel's carrier
    expect(
      (
        await save({
          orgId: org.SLB,
          channelId: fedexHome!.id,
          warehouseId: wh.USLAX1,
          accountSource: "own",
          carrierAccountId: acct["Seller A FedEx 自有账号"],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await save({
          orgId: org.SLA,
          channelId: fedexHome!.id,
          warehouseId: wh.USNJ1,
          accountSource: "own",
          carrierAccountId: acct["Seller A UPS 自有账号"],
        })
      ).json().message,
    ).toBe("物流账号 ***30W 不是 FEDEX 的账号");
    const own = await save({
      orgId: org.SLA,
      channelId: fedexHome!.id,
      warehouseId: wh.USNJ1,
      accountSource: "own",
      carrierAccountId: acct["Seller A FedEx 自有账号"],
    });
    expect(own.json()).toMatchObject({ accountSource: "own", carrierAccountMasked: "*****3441", warehouseCode: "USNJ1" });

    // a blacklisted own account cannot be used
    const [fedexSB] = await t.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.name, "Seller B FedEx 自有账号"));
    await operator.post("/api/v2/blackAccount/saveOne", {
      carrierId: carrier.FEDEX,
      accountNumber: fedexSB!.accountNumber,
      reason: "chargebacks",
    });
    const black = await save({
      orgId: org.SLB,
      channelId: fedexHome!.id,
      warehouseId: wh.USNJ1,
      accountSource: "own",
      carrierAccountId: fedexSB!.id,
    });
    expect(black.statusCode).toBe(422);
    expect(black.json().message).toBe("FEDEX 账号 *****2345 在黑名单中,不能使用(原因:chargebacks)");

    // suspend, change, remove; the seller may not touch any of it
    const row = own.json() as OrgCarrierServiceRow;
    expect((await sellerA.post(`${OS}/setActive`, { id: row.id, version: 1, active: false })).statusCode).toBe(403);
    expect((await sellerA.post(`${OS}/saveOne`, { orgId: org.SLA, channelId: ground!.id, warehouseId: wh.USLAX1 })).statusCode).toBe(403);
    const off = (await operator.post(`${OS}/setActive`, { id: row.id, version: 1, active: false })).json() as OrgCarrierServiceRow;
    expect(off).toMatchObject({ active: false, version: 2 });
    expect(
      ((await sellerA.get(`${OS}/findCarrierService?warehouseId=${wh.USNJ1}`)).json() as OrgCarrierServiceRow[]).map((r) => r.channelCode),
    ).toEqual(["UPS_GROUND", "USPS_GA"]);
    const back = await save({
      id: row.id,
      version: 2,
      orgId: org.SLA,
      channelId: fedexHome!.id,
      warehouseId: wh.USNJ1,
      accountSource: "operator",
    });
    expect(back.json()).toMatchObject({ accountSource: "operator", carrierAccountId: null, version: 3 });
    expect((await save({ id: row.id, version: 3, orgId: org.SLB, channelId: fedexHome!.id, warehouseId: wh.USNJ1 })).statusCode).toBe(422);
    expect((await operator.post(`${OS}/delete`, { id: row.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(orgCarrierServices).where(eq(orgCarrierServices.id, row.id))).toHaveLength(0);

    // lists: a seller sees its own rows only; another org's row is a 404
    const mine = (await sellerA.get(`${OS}/findByPage?rows=100`)).json() as PageReply<OrgCarrierServiceRow>;
    expect(new Set(mine.rows.map((r) => r.orgCode))).toEqual(new Set(["SLA"]));
    const [sbRow] = await t.database.db.select().from(orgCarrierServices).where(eq(orgCarrierServices.orgId, org.SLB!));
    expect((await sellerA.get(`${OS}/findOne?id=${sbRow!.id}`)).statusCode).toBe(404);
    const opList = (
      await operator.get(`${OS}/findByPage?search[EQ_orgCode]=SLB&sidx=channelCode`)
    ).json() as PageReply<OrgCarrierServiceRow>;
    expect(opList.rows.map((r) => `${r.channelCode}@${r.warehouseCode}:${r.active}`)).toEqual([
      "AMZL_GROUND@USNJ1:false",
      "UPS_GROUND@USLAX1:true",
      "UPS_GROUND@USNJ1:true",
      "USPS_GA@USNJ1:true",
    ]);
  });

  it("warehouse carriers: pickups and cut-offs per warehouse, with validation, duplicates, versions and scope", async () => {
    const listed = await operator.post(`${WC}/findByPage`, {
      page: 1,
      rows: 50,
      sidx: "carrierCode",
      search: { EQ_warehouseCode: "USLAX1" },
    });
    const rows = (listed.json() as PageReply<WarehouseCarrierRow>).rows;
    expect(rows.map((r) => r.carrierCode)).toEqual(["AMZL", "FEDEX", "ONTRAC", "UPS", "USPS"]);
    expect(rows.find((r) => r.carrierCode === "UPS")).toMatchObject({
      pickupDays: [1, 2, 3, 4, 5],
      pickupTime: "17:30",
      cutoffTime: "15:30",
      serviceCodes: "UPS_2DAY, UPS_GROUND, UPS_NDA",
    });

    const body = {
      warehouseId: wh.USTX1,
      carrierId: carrier.FEDEX,
      serviceIds: [svc.FEDEX_GROUND, svc.FEDEX_HOME],
      pickupDays: [5, 1, 3],
      pickupTime: "16:30",
      cutoffTime: "14:45",
    };
    const created = await operator.post(`${WC}/save`, body);
    expect(created.statusCode, created.body).toBe(200);
    const wc = created.json() as WarehouseCarrierRow;
    expect(wc).toMatchObject({
      warehouseCode: "USTX1",
      carrierCode: "FEDEX",
      pickupDays: [1, 3, 5],
      serviceCodes: "FEDEX_GROUND, FEDEX_HOME",
      active: true,
      version: 1,
    });
    const [stored] = await t.database.db.select().from(warehouseCarriers).where(eq(warehouseCarriers.id, wc.id));
    expect(stored).toMatchObject({ orgId: org.OPR, cutoffTime: "14:45" });
    expect((await operator.post(`${WC}/save`, body)).json().message).toBe("仓库 USTX1 已配置承运商 FEDEX");
    const late = await operator.post(`${WC}/save`, { ...body, carrierId: carrier.ONTRAC, serviceIds: [], cutoffTime: "17:00" });
    expect(late.statusCode).toBe(400);
    expect(late.json().details[0]).toMatchObject({ path: expect.stringContaining("cutoffTime"), message: "截单时间须不晚于揽收时间" });
    expect((await operator.post(`${WC}/save`, { ...body, carrierId: carrier.ONTRAC, cutoffTime: "25:00" })).statusCode).toBe(400);
    expect((await operator.post(`${WC}/save`, { ...body, carrierId: carrier.ONTRAC, pickupDays: [0] })).statusCode).toBe(400);
    // services must be the carrier's own
    expect((await operator.post(`${WC}/save`, { ...body, carrierId: carrier.ONTRAC })).json().details[0].path).toBe("body.serviceIds");

    const edited = await operator.post(`${WC}/edit`, {
      id: wc.id,
      version: 1,
      serviceIds: [],
      pickupDays: [1, 2, 3, 4, 5],
      pickupTime: null,
      cutoffTime: "15:00",
    });
    expect(edited.json()).toMatchObject({ serviceIds: [], serviceCodes: "", pickupTime: null, cutoffTime: "15:00", version: 2 });
    expect((await operator.post(`${WC}/edit`, { id: wc.id, version: 1, pickupDays: [1], cutoffTime: "15:00" })).statusCode).toBe(409);
    expect((await operator.get(`${WC}/detail?id=${wc.id}`)).json()).toMatchObject({ id: wc.id, version: 2 });
    expect((await operator.post(`${WC}/setActive`, { id: wc.id, version: 2, active: false })).json()).toMatchObject({ active: false });
    expect((await operator.post(`${WC}/delete`, { id: wc.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "warehouse_carrier"), eq(auditLog.entityId, String(wc.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual([
      "createWarehouseCarrier",
      "editWarehouseCarrier",
      "deactivateWarehouseCarrier",
      "deleteWarehouseCarrier",
    ]);

    // sellers have no business here; the web's GET list is the same list
    expect((await sellerA.post(`${WC}/findByPage`, {})).statusCode).toBe(403);
    expect((await sellerA.post(`${WC}/save`, body)).statusCode).toBe(403);
    expect(((await operator.get(`${WC}/list?rows=100`)).json() as PageReply<WarehouseCarrierRow>).records).toBe(10);
    expect((await admin.get(`${WC}/detail?id=999999`)).statusCode).toBe(404);
  });

  /** The export's sheet name, header row, first data row and row count (the reader's language: zh-CN here). */
  const exported = async (c: Client, url: string) => {
    const res = await c.request({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    return { name: sheet.name, head: cells(1), first: cells(2), rows: sheet.rowCount - 1 };
  };

  it("exports delivery channels with the list's columns, labels and values", async () => {
    const zh = await exported(operator, `${DC}/export?search[EQ_code]=UPS_GROUND`);
    expect(zh.name).toBe("发货渠道");
    expect(zh.rows).toBe(1);
    expect(zh.head).toEqual([
      "渠道代码",
      "渠道名称",
      "承运商",
      "物流服务",
      "物流账号",
      "账号",
      "面单格式",
      "面单尺寸",
      "签收要求",
      "打印退货面单",
      "保险",
      "仓库",
      "已分配组织",
      "状态",
      "备注",
      "更新时间",
    ]);
    expect(zh.first.slice(0, 4)).toEqual(["UPS_GROUND", expect.any(String), "UPS", "UPS_GROUND"]);
    expect(zh.first[13]).toBe("启用");
    expect(zh.first[7]).toBe("4×6 英寸");
    // a seller's export holds its own channels, without the operator's account
    const seller = await exported(sellerB, `${DC}/export`);
    expect(seller.rows).toBe(2);
    expect(seller.first[4] ?? null).toBeNull();
  });

  it("exports organisation services with the list's columns and the payer in words", async () => {
    const ops = await exported(operator, `${OS}/export?search[EQ_orgCode]=SLB&search[EQ_accountSource]=operator&sidx=channelCode`);
    expect(ops.name).toBe("组织物流服务");
    expect(ops.rows).toBeGreaterThan(0);
    expect(ops.head).toEqual([
      "组织",
      "组织名称",
      "发货渠道",
      "渠道名称",
      "物流服务",
      "仓库",
      "付费账号",
      "客户账号",
      "状态",
      "备注",
      "更新时间",
    ]);
    expect(ops.first.slice(0, 2)).toEqual(["SLB", expect.any(String)]);
    expect(ops.first[6]).toBe("运营方账号");
    // a seller exports its own assignments only
    const mine = await exported(sellerA, `${OS}/export`);
    expect(mine.rows).toBeGreaterThan(0);
    expect(mine.first[0]).toBe("SLA");
  });
});
