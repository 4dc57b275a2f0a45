import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActiveCarrier, CarrierServiceRow, PageReply, SystemCarrierRow, VolumeWeightRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { carrierServices, systemCarriers } from "./carriers.schema.js";
import { dimensionalWeight, divisorsInForce } from "../index.js";

const SC = "/api/v2/systemCarrier";
const CS = "/api/v2/carrierService";
const VW = "/api/v2/carrierVolumeWeight";

/** Spec §7.6 systemCarrier and carrierVolumeWeight, and our carrier-service calls: context-wide reference data. */
describe.each(engines)("carriers, services and volume-weight divisors on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let seller: Client;
  beforeAll(async () => {
    t = await createTestApp(engine, { SECRET_KEY: "carrier-tests-secret-key-0123456789" });
    operator = await t.login("operator");
    seller = await t.login("seller_a");
  });
  afterAll(() => t?.close());

  const audits = (entity: string, entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);

  it("operator staff create, update, deactivate and delete a carrier, each with its audit row", async () => {
    const created = await operator.post(`${SC}/saveOne`, {
      code: "LSO",
      name: "Lone Star Overnight",
      trackingUrl: "https://www.lso.com/track?n={trackingNo}",
      sort: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as SystemCarrierRow;
    expect(row).toMatchObject({ code: "LSO", active: true, serviceCount: 0, version: 1 });
    const [stored] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.id, row.id));
    expect(stored).toMatchObject({ name: "Lone Star Overnight", trackingUrl: "https://www.lso.com/track?n={trackingNo}" });

    const upd = await operator.post(`${SC}/saveOne`, { id: row.id, version: 1, code: "LSO", name: "LSO", trackingUrl: null });
    expect(upd.json()).toMatchObject({ name: "LSO", trackingUrl: null, version: 2 });
    expect((await operator.post(`${SC}/saveOne`, { id: row.id, version: 1, code: "LSO", name: "stale" })).statusCode).toBe(409);
    expect((await operator.post(`${SC}/saveOne`, { id: row.id, code: "LSO", name: "no version" })).statusCode).toBe(400);

    // everyone logged in reads the active carriers; a deactivated one leaves the dropdowns
    const codes = async (c: Client) => ((await c.get(`${SC}/findAllActive`)).json() as ActiveCarrier[]).map((x) => x.code);
    expect(await codes(seller)).toContain("LSO");
    expect((await operator.post(`${SC}/setActive`, { id: row.id, version: 2, active: false })).json()).toMatchObject({
      active: false,
      version: 3,
    });
    expect(await codes(seller)).not.toContain("LSO");
    expect(((await operator.get(`${SC}/findAll`)).json() as SystemCarrierRow[]).find((c) => c.code === "LSO")).toMatchObject({
      active: false,
    });

    expect((await operator.post(`${SC}/delete`, { id: row.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.id, row.id))).toHaveLength(0);
    expect((await operator.get(`${SC}/findOne?id=${row.id}`)).statusCode).toBe(404);
    expect((await audits("system_carrier", row.id)).map((a) => [a.command, a.action])).toEqual([
      ["createCarrier", 100],
      ["updateCarrier", 200],
      ["deactivateCarrier", 200],
      ["deleteCarrier", 300],
    ]);
  });

  it("refuses bad carriers, duplicates, carriers in use, and sellers", async () => {
    const dup = await operator.post(`${SC}/saveOne`, { code: "UPS", name: "Again" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("承运商代码 UPS 已存在");
    const badUrl = await operator.post(`${SC}/saveOne`, { code: "ZZ", name: "Z", trackingUrl: "http://z.example/track" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().details[0]).toMatchObject({
      path: expect.stringContaining("trackingUrl"),
      message: expect.stringContaining("{trackingNo}"),
    });
    expect((await operator.post(`${SC}/saveOne`, { code: "lower", name: "x" })).statusCode).toBe(400);
    expect((await operator.post(`${SC}/saveOne`, { code: "ZZ", name: "x", active: false })).statusCode).toBe(400);

    const [ups] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.code, "UPS"));
    // UPS has services, accounts... : deleting is refused with the counts, deactivating while channels ship with it too
    const del = await operator.post(`${SC}/delete`, { id: ups!.id });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/^承运商 UPS 仍有 4 个物流服务/);
    const off = await operator.post(`${SC}/setActive`, { id: ups!.id, version: ups!.version, active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toContain("UPS_GROUND");

    expect((await seller.post(`${SC}/saveOne`, { code: "SEL", name: "Mine" })).statusCode).toBe(403);
    expect((await seller.get(`${SC}/findByPage`)).statusCode).toBe(403);
    expect((await t.anonymous.get(`${SC}/findAllActive`)).statusCode).toBe(401);
  });

  it("lists carriers with filters and sort, and exports them to .xlsx", async () => {
    const page = (await operator.get(`${SC}/findByPage?sidx=code&sord=desc&search[EQ_active]=true`)).json() as PageReply<SystemCarrierRow>;
    expect(page.rows.map((r) => r.code)).toEqual(["USPS", "UPS", "ONTRAC", "FEDEX", "DHLECOM", "AMZL"]);
    expect(page.rows.find((r) => r.code === "UPS")!.serviceCount).toBe(4);
    expect((await operator.get(`${SC}/findByPage?search[EQ_bogus]=1`)).statusCode).toBe(400);

    const res = await operator.request({ method: "GET", url: `${SC}/export?search[LIKE_code]=U&sidx=code` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("承运商");
    expect(sheet.getRow(1).getCell(1).value).toBe("承运商代码");
    expect([2, 3].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(["UPS", "USPS"]);
    expect(sheet.getRow(2).getCell(5).value).toBe("启用");
  });

  it("manages carrier services: create, limits, validation, duplicates, fixed carrier, in-use rules", async () => {
    const [ups] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.code, "UPS"));
    const [fedex] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.code, "FEDEX"));
    const body = {
      carrierId: ups!.id,
      code: "UPS_3DS",
      name: "UPS 3 Day Select",
      level: "express",
      transitDaysMin: 3,
      transitDaysMax: 3,
      maxWeight: "150",
      maxLength: "108",
      maxLengthGirth: "165",
      supportsSignature: true,
      supportsInsurance: true,
    };
    const created = await operator.post(`${CS}/saveOne`, body);
    expect(created.statusCode, created.body).toBe(200);
    const svc = created.json() as CarrierServiceRow;
    expect(svc).toMatchObject({
      carrierCode: "UPS",
      code: "UPS_3DS",
      level: "express",
      unitSystem: "imperial",
      maxWeight: "150.000",
      supportsSignature: true,
      active: true,
      version: 1,
    });
    const [stored] = await t.database.db.select().from(carrierServices).where(eq(carrierServices.id, svc.id));
    expect(stored).toMatchObject({ transitDaysMin: 3, maxLengthGirth: "165.000" });
    // it shows among UPS's services for everyone
    const active = (await seller.get(`${SC}/findAllActive`)).json() as ActiveCarrier[];
    expect(active.find((c) => c.code === "UPS")!.services.map((s) => s.code)).toContain("UPS_3DS");

    const days = await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_X", transitDaysMin: 5, transitDaysMax: 2 });
    expect(days.statusCode).toBe(400);
    expect(days.json().details[0]).toMatchObject({ path: expect.stringContaining("transitDaysMax"), message: "最长时效不能小于最短时效" });
    expect((await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_X", maxWeight: "-1" })).statusCode).toBe(400);
    expect((await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_X", maxWeight: 150 })).statusCode).toBe(400);
    expect((await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_X", level: "teleport" })).statusCode).toBe(400);
    expect((await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_X", carrierId: 999999 })).statusCode).toBe(400);
    expect((await operator.post(`${CS}/saveOne`, { ...body, code: "UPS_GROUND" })).json()).toMatchObject({
      code: "DUPLICATE",
      message: "物流服务代码 UPS_GROUND 已存在",
    });
    expect((await operator.post(`${CS}/saveOne`, { ...body, id: svc.id, version: 1, carrierId: fedex!.id })).statusCode).toBe(422);
    const upd = await operator.post(`${CS}/saveOne`, { ...body, id: svc.id, version: 1, name: "UPS 3 Day Select®", maxWeight: null });
    expect(upd.json()).toMatchObject({ name: "UPS 3 Day Select®", maxWeight: null, version: 2 });
    expect((await operator.post(`${CS}/saveOne`, { ...body, id: svc.id, version: 1 })).statusCode).toBe(409);

    // a service active channels use cannot be deactivated nor deleted
    const [ground] = await t.database.db.select().from(carrierServices).where(eq(carrierServices.code, "UPS_GROUND"));
    const off = await operator.post(`${CS}/setActive`, { id: ground!.id, version: ground!.version, active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe("UPS_GROUND 仍被启用的发货渠道使用:UPS_GROUND,请先停用这些渠道");
    expect((await operator.post(`${CS}/delete`, { id: ground!.id })).statusCode).toBe(409);

    const list = (await operator.get(`${CS}/findByPage?search[EQ_carrierCode]=UPS&sidx=code`)).json() as PageReply<CarrierServiceRow>;
    expect(list.rows.map((r) => r.code)).toEqual(["UPS_2DAY", "UPS_3DS", "UPS_GROUND", "UPS_GROUND_SAVER", "UPS_NDA"]);
    expect((await operator.post(`${CS}/setActive`, { id: svc.id, version: 2, active: false })).json()).toMatchObject({ active: false });
    expect((await operator.post(`${CS}/delete`, { id: svc.id })).json()).toEqual({ ok: true });
    expect((await audits("carrier_service", svc.id)).map((a) => a.command)).toEqual([
      "createCarrierService",
      "updateCarrierService",
      "deactivateCarrierService",
      "deleteCarrierService",
    ]);
    expect((await seller.post(`${CS}/saveOne`, body)).statusCode).toBe(403);
  });

  it("serves the divisors in force on a day, all of them, and refuses overlapping periods", async () => {
    const inForce = (await seller.get(`${VW}/bossFindByContextId?carrierCode=ONTRAC`)).json() as VolumeWeightRow[];
    expect(inForce.map((r) => [r.unitSystem, r.divisor, r.inForce])).toEqual([["imperial", "139.000", true]]);
    const in2023 = (await seller.get(`${VW}/bossFindByContextId?carrierCode=ONTRAC&date=2023-06-01`)).json() as VolumeWeightRow[];
    expect(in2023.map((r) => r.divisor)).toEqual(["166.000"]);
    const all = (await seller.get(`${VW}/bossFindAllByContextId?carrierCode=ONTRAC`)).json() as VolumeWeightRow[];
    expect(all.map((r) => [r.effectiveFrom, r.effectiveTo, r.divisor])).toEqual([
      ["2022-01-01", "2023-12-31", "166.000"],
      ["2024-01-01", null, "139.000"],
    ]);
    expect((await seller.get(`${VW}/bossFindByContextId?date=not-a-date`)).statusCode).toBe(400);
    // the paged list and its export (derived from the resource definition): filter on the in-force flag, labels in the reader's language
    const listed = (
      await operator.get(`${VW}/findByPage?search[EQ_carrierCode]=ONTRAC&search[EQ_inForce]=false&sidx=effectiveFrom`)
    ).json() as PageReply<VolumeWeightRow>;
    expect(listed.rows.map((r) => [r.effectiveFrom, r.divisor])).toEqual([["2022-01-01", "166.000"]]);
    const file = await operator.request({ method: "GET", url: `${VW}/export?search[EQ_carrierCode]=ONTRAC&sidx=effectiveFrom` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("材积除数");
    expect([1, 2, 3].map((r) => [sheet.getRow(r).getCell(1).value, sheet.getRow(r).getCell(3).value])).toEqual([
      ["承运商", "材积除数"],
      ["ONTRAC", 166],
      ["ONTRAC", 139],
    ]);

    const [usps] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.code, "USPS"));
    const [current] = (await operator.get(`${VW}/bossFindByContextId?carrierCode=USPS`)).json() as VolumeWeightRow[];
    // a new rate from 2099 overlaps the open-ended current one: close that first
    const future = {
      carrierId: usps!.id,
      unitSystem: "imperial",
      divisor: "166",
      weightIncrement: "1",
      dimensionIncrement: "1",
      minVolume: "1728",
      effectiveFrom: "2099-01-01",
    };
    const overlap = await operator.post(`${VW}/saveOne`, { ...future, divisor: "139" });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe("USPS 的英制材积除数在 2099-01-01 起的期间与已有记录重叠");
    const closed = await operator.post(`${VW}/saveOne`, {
      ...future,
      id: current!.id,
      version: current!.version,
      divisor: current!.divisor,
      effectiveFrom: current!.effectiveFrom,
      effectiveTo: "2098-12-31",
    });
    expect(closed.json()).toMatchObject({ effectiveTo: "2098-12-31", version: 2 });
    const added = await operator.post(`${VW}/saveOne`, { ...future, divisor: "139" });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ divisor: "139.000", inForce: false, effectiveTo: null });
    expect(
      (await operator.post(`${VW}/saveOne`, { ...future, effectiveFrom: "2099-02-01", effectiveTo: "2099-01-31" })).json().details[0]
        .message,
    ).toBe("失效日期不能早于生效日期");
    expect(((await seller.get(`${VW}/bossFindByContextId?carrierCode=USPS&date=2099-06-01`)).json() as VolumeWeightRow[])[0]!.divisor).toBe(
      "139.000",
    );

    // the service other modules call, fed straight into the dimensional-weight rule
    const rules = await divisorsInForce(t.database.db, (await t.database.db.select().from(systemCarriers).limit(1))[0]!.contextId, {
      unitSystem: "imperial",
    });
    const byCarrier = Object.fromEntries(rules.map((r) => [r.carrierCode, r]));
    expect(Object.keys(byCarrier).sort()).toEqual(["AMZL", "DHLECOM", "FEDEX", "ONTRAC", "UPS", "USPS"]);
    const cube = { length: "12", width: "12", height: "12", unit: "inch" as const };
    expect(dimensionalWeight(cube, byCarrier.UPS!).weight).toBe("13");
    expect(dimensionalWeight(cube, byCarrier.USPS!)).toMatchObject({ weight: "0", applies: false });
    expect(dimensionalWeight({ ...cube, height: "13" }, byCarrier.USPS!).weight).toBe("12");

    expect((await seller.post(`${VW}/saveOne`, future)).statusCode).toBe(403);
    expect((await operator.post(`${VW}/delete`, { id: added.json().id })).json()).toEqual({ ok: true });
    expect((await audits("carrier_volume_weight", added.json().id)).map((a) => a.action)).toEqual([100, 300]);
  });

  it("two overlapping divisors saved at the same moment: exactly one wins (the carrier row is locked)", async () => {
    const [amzl] = await t.database.db.select().from(systemCarriers).where(eq(systemCarriers.code, "AMZL"));
    const body = { carrierId: amzl!.id, unitSystem: "metric", divisor: "6000", weightIncrement: "0.5", effectiveFrom: "2030-01-01" };
    const replies = await Promise.all([
      operator.post(`${VW}/saveOne`, body),
      operator.post(`${VW}/saveOne`, { ...body, divisor: "5000", effectiveFrom: "2030-06-01" }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = (await operator.get(`${VW}/bossFindAllByContextId?carrierCode=AMZL&unitSystem=metric`)).json() as VolumeWeightRow[];
    expect(rows).toHaveLength(1);
  });
});
