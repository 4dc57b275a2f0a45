import ExcelJS from "exceljs";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchRuleRow, EasPushRow, PageReply, WarehouseConfigRow, WarehouseRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import { deliverPendingPushes, MAX_ATTEMPTS, useErpAdapter } from "./easpush.service.js";
import { erpPushes } from "./places.schema.js";
import { warehouses } from "../schema.js";

/** eas/pushWarehouse and its delivery, warehouse settings (basicdata/warehouseConfig) and batch rules (batchway). */
describe.each(engines)("warehouse pushes, settings and batch rules on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let sellerA: Client;
  let sellerB: Client;
  const org: Record<string, number> = {};
  const wh: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(engine);
    [operator, sellerA, sellerB] = (await Promise.all(["operator", "seller_a", "seller_b"].map((u) => t.login(u)))) as [
      Client,
      Client,
      Client,
    ];
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
    for (const w of await t.database.db.select().from(warehouses)) wh[w.code] = w.id;
  });
  afterAll(() => t?.close());

  it("pushes a warehouse to EAS: records the JSON sent and the sandbox's answer", async () => {
    const res = await operator.post("/api/v2/warehouse/eas/pushWarehouse", { id: wh.USLAX1 });
    expect(res.statusCode, res.body).toBe(200);
    const push = res.json() as EasPushRow;
    expect(push).toMatchObject({
      entity: "warehouse",
      entityCode: "USLAX1",
      target: "EAS",
      status: "sent",
      attempts: 1,
      lastError: null,
      requestedByName: "Wang Wei (warehouse)",
    });
    expect(push.payload).toMatchObject({
      number: "USLAX1",
      address: { country: "US", state: "CA", postcode: "91761" },
      currency: "USD",
      operatorOrg: { code: "OPR" },
    });
    expect(push.response).toMatchObject({ code: "EAS-200", easNumber: "EAS-WH-USLAX1" });
    expect(push.sentAt).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.command, "pushWarehouseToErp"), eq(auditLog.entityId, String(push.id))));
    expect(audit!.action).toBe(100);
    const list = (await operator.get("/api/v2/warehouse/eas/findPushByPage?search[EQ_entityCode]=USLAX1")).json() as PageReply<EasPushRow>;
    expect(list.rows.map((r) => [r.id, r.status])).toEqual([[push.id, "sent"]]);
    // sellers neither push nor see pushes
    expect((await sellerA.post("/api/v2/warehouse/eas/pushWarehouse", { id: wh.USLAX1 })).statusCode).toBe(403);
    expect((await sellerA.get("/api/v2/warehouse/eas/findPushByPage")).statusCode).toBe(403);
    expect((await operator.post("/api/v2/warehouse/eas/pushWarehouse", { id: 999999 })).statusCode).toBe(404);
  });

  it("a refusal fails at once and is retried on request; a network failure waits and retries up to the limit", async () => {
    // EAS takes names of at most 80 characters: a permanent refusal
    const tx1 = (await operator.get(`/api/v2/warehouse/findOne?id=${wh.USTX1}`)).json() as WarehouseRow;
    const longName = "美南休斯顿仓 Houston fulfilment centre, building B, dock doors 1 to 40, temperature-controlled";
    const save = await operator.post("/api/v2/warehouse/saveOne", { ...pick(tx1), id: tx1.id, version: tx1.version, name: longName });
    expect(save.statusCode, save.body).toBe(200);
    const failed = (await operator.post("/api/v2/warehouse/eas/pushWarehouse", { id: wh.USTX1 })).json() as EasPushRow;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "EAS-400 name longer than 80 characters",
      nextAttemptAt: null,
    });
    expect((await operator.post("/api/v2/warehouse/eas/retryPush", { id: failed.id })).json()).toMatchObject({
      status: "failed",
      attempts: 1,
    }); // still too long
    // fixing the data and pushing again sends a new push; retrying the sent one is refused
    await operator.post("/api/v2/warehouse/saveOne", { ...pick(tx1), id: tx1.id, version: tx1.version + 1, name: "美南休斯顿仓" });
    const sent = (await operator.post("/api/v2/warehouse/eas/pushWarehouse", { id: wh.USTX1 })).json() as EasPushRow;
    expect(sent).toMatchObject({ status: "sent", payload: { name: "美南休斯顿仓" } });
    expect((await operator.post("/api/v2/warehouse/eas/retryPush", { id: sent.id })).statusCode).toBe(409);

    // the ERP cannot be reached: the push stays pending with a delay, and is delivered by a later run
    const restore = useErpAdapter({
      target: "EAS",
      deliver: async () => {
        throw new Error("connect ETIMEDOUT eas.example:443");
      },
    });
    try {
      const waiting = (await operator.post("/api/v2/warehouse/eas/pushWarehouse", { id: wh.USNJ1 })).json() as EasPushRow;
      expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ETIMEDOUT eas.example:443" });
      expect(Date.parse(waiting.nextAttemptAt!)).toBeGreaterThan(Date.now());
      // not due yet: nothing happens
      expect(await deliverPendingPushes(t.database.db)).toEqual({ attempted: 0, sent: 0, failed: 0, retrying: 0 });
      let now = Date.now();
      for (let i = 2; i <= MAX_ATTEMPTS; i++) {
        now += 24 * 3600_000;
        const report = await deliverPendingPushes(t.database.db, { now: new Date(now) });
        expect(report.attempted).toBe(1);
        expect(report[i < MAX_ATTEMPTS ? "retrying" : "failed"]).toBe(1);
      }
      const [row] = await t.database.db.select().from(erpPushes).where(eq(erpPushes.id, waiting.id));
      expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
      restore();
      // the ERP is back: a retry delivers it
      expect((await operator.post("/api/v2/warehouse/eas/retryPush", { id: waiting.id })).json()).toMatchObject({
        status: "sent",
        attempts: 1,
      });
    } finally {
      restore();
    }
  });

  it("two workers running deliverPendingPushes at once deliver each push exactly once", async () => {
    const [opr] = await t.database.db.select().from(organizations).where(eq(organizations.code, "OPR"));
    const codes = ["USLAX1", "USNJ1", "USTX1", "ONT8", "USRET1"];
    const now = new Date(Date.now() - 1000);
    const rows = await t.database.db
      .insert(erpPushes)
      .values(
        codes.map((code) => ({
          contextId: opr!.contextId,
          orgId: opr!.id,
          entity: "warehouse",
          entityId: wh[code]!,
          entityCode: code,
          payload: { number: code },
          nextAttemptAt: now,
        })),
      )
      .returning({ id: erpPushes.id });
    const calls: number[] = [];
    const slow = {
      target: "EAS",
      deliver: async (_entity: string, payload: Record<string, unknown>) => {
        calls.push(codes.indexOf(String(payload.number)));
        await new Promise((r) => setTimeout(r, 30));
        return { ok: true as const, response: { easNumber: `EAS-WH-${String(payload.number)}` } };
      },
    };
    const ids = rows.map((r) => r.id);
    const [a, b] = await Promise.all([
      deliverPendingPushes(t.database.db, { adapter: slow, ids }),
      deliverPendingPushes(t.database.db, { adapter: slow, ids }),
    ]);
    expect(a.sent + b.sent).toBe(codes.length);
    expect(calls.sort()).toEqual([0, 1, 2, 3, 4]);
    const after = await t.database.db.select().from(erpPushes).where(inArray(erpPushes.id, ids));
    expect(after.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("saves a warehouse's settings (defaults until then), readable by its sellers, editable by the operator", async () => {
    const defaults = (await sellerA.get(`/api/v2/warehouseConfig/findOne?warehouseId=${wh.USTX1}`)).json() as WarehouseConfigRow;
    expect(defaults).toMatchObject({
      configured: false,
      version: 0,
      orderCutoffTime: "15:00",
      workingDays: [1, 2, 3, 4, 5],
      defaultLabelFormat: "2",
      lengthUnit: "cm",
      weightUnit: "g",
    });
    const body = {
      warehouseId: wh.USTX1,
      version: 0,
      orderCutoffTime: "13:30",
      workingDays: [6, 1, 2, 3, 4, 5],
      defaultLabelFormat: "3",
      lengthUnit: "inch",
      weightUnit: "lbs",
      allowPartialShipment: true,
      appointmentRequired: false,
      acceptReturns: true,
      shelvingSlaHours: 24,
      dispatchSlaHours: 12,
      maxParcelWeightKg: "31.5",
    };
    const saved = await operator.post("/api/v2/warehouseConfig/save", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      version: 1,
      orderCutoffTime: "13:30",
      workingDays: [1, 2, 3, 4, 5, 6],
      maxParcelWeightKg: "31.500",
    });
    expect((await operator.post("/api/v2/warehouseConfig/save", body)).statusCode).toBe(409); // version 0 again
    const badTime = await operator.post("/api/v2/warehouseConfig/save", {
      ...body,
      version: 1,
      orderCutoffTime: "25:00",
      workingDays: [1, 1],
    });
    expect(badTime.statusCode).toBe(400);
    expect(
      badTime
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(["body.orderCutoffTime", "body.workingDays"]);
    expect((await sellerA.post("/api/v2/warehouseConfig/save", { ...body, version: 1 })).statusCode).toBe(403);
    expect((await sellerB.get(`/api/v2/warehouseConfig/findOne?warehouseId=${wh.USTX1}`)).statusCode).toBe(404); // not SLB's warehouse
    const list = (await sellerB.get("/api/v2/warehouseConfig/findByPage")).json() as PageReply<WarehouseConfigRow>;
    expect(list.rows.map((r) => r.warehouseCode).sort()).toEqual(["USLAX1", "USNJ1"]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "warehouse_config"));
    expect(audit.map((a) => a.command)).toEqual(["createWarehouseConfig"]);
  });

  it("batch rules: a warehouse default and per-customer overrides, only for customers of the warehouse", async () => {
    const effective = async (c: Client, q: string) => (await c.get(`/api/v2/warehouseBatchRule/effective?${q}`)).json();
    // demo: USLAX1 defaults to FIFO, Seller A overrides with FEFO 90 days
    expect(await effective(sellerA, `warehouseId=${wh.USLAX1}`)).toMatchObject({ rule: "fefo", minShelfLifeDays: 90, source: "customer" });
    expect(await effective(sellerB, `warehouseId=${wh.USLAX1}`)).toMatchObject({ rule: "fifo", source: "warehouse" });
    expect(await effective(operator, `warehouseId=${wh.USTX1}`)).toMatchObject({ rule: "none", source: "none", ruleId: null });

    const created = await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", {
      warehouseId: wh.USTX1,
      rule: "lot",
      mixLotsInLocation: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json() as BatchRuleRow;
    expect(rule).toMatchObject({ warehouseCode: "USTX1", customerOrgId: null, rule: "lot", mixLotsInLocation: true, version: 1 });
    expect(await effective(sellerA, `warehouseId=${wh.USTX1}`)).toMatchObject({ rule: "lot", source: "warehouse", ruleId: rule.id });
    const dup = await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", { warehouseId: wh.USTX1, rule: "fifo" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("仓库 USTX1 已有所有客户的批次规则");
    // Seller B does not use USTX1
    const notAssigned = await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", {
      warehouseId: wh.USTX1,
      customerOrgId: org.SLB,
      rule: "fefo",
    });
    expect(notAssigned.statusCode).toBe(422);
    expect(notAssigned.json().message).toBe("组织 SLB 没有使用仓库 USTX1,不能为其设置批次规则");
    const shelf = await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", {
      warehouseId: wh.USTX1,
      customerOrgId: org.SLA,
      rule: "fifo",
      minShelfLifeDays: 30,
    });
    expect(shelf.statusCode).toBe(400);
    expect(shelf.json().details[0].message).toContain("FEFO");
    const own = (
      await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", {
        warehouseId: wh.USTX1,
        customerOrgId: org.SLA,
        rule: "fefo",
        minShelfLifeDays: 30,
      })
    ).json() as BatchRuleRow;
    expect(own).toMatchObject({ customerOrgCode: "SLA", minShelfLifeDays: 30 });
    expect(await effective(sellerA, `warehouseId=${wh.USTX1}`)).toMatchObject({ rule: "fefo", source: "customer" });
    // the export, from the resource definition: an empty customer reads as the default, rules by their labels
    const xlsx = await operator.get("/api/v2/warehouseBatchRule/export?search[EQ_warehouseCode]=USTX1&sidx=customerOrgName&sord=asc");
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("批次规则");
    const cells: string[][] = [];
    sheet.eachRow((row, n) => n > 1 && cells.push([1, 3, 4, 5].map((c) => String(row.getCell(c).value))));
    expect(cells.sort()).toEqual([
      // sorted: Latin before CJK
      ["USTX1", own.customerOrgName!, "先到期先出(按效期)", "30"],
      ["USTX1", "全部客户(默认)", "按批号", "null"],
    ]);

    // edits keep the customer; a stale version is refused; deleting brings the default back
    const upd = await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", {
      id: own.id,
      version: 1,
      warehouseId: wh.USTX1,
      rule: "fefo",
      minShelfLifeDays: 60,
      active: true,
    });
    expect(upd.json()).toMatchObject({ minShelfLifeDays: 60, customerOrgId: org.SLA, version: 2 });
    expect(
      (await operator.post("/api/v2/warehouseBatchRule/saveAndUpdate", { id: own.id, version: 1, warehouseId: wh.USTX1, rule: "lot" }))
        .statusCode,
    ).toBe(409);
    // customers see the defaults and their own rules only
    const seen = (await sellerB.get("/api/v2/warehouseBatchRule/findByPage?rows=100")).json() as PageReply<BatchRuleRow>;
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.every((r) => r.customerOrgId === null || r.customerOrgId === org.SLB)).toBe(true);
    expect((await sellerB.get(`/api/v2/warehouseBatchRule/detail?id=${own.id}`)).statusCode).toBe(404);
    expect((await sellerA.post("/api/v2/warehouseBatchRule/delete", { id: own.id })).statusCode).toBe(403);
    expect((await operator.post("/api/v2/warehouseBatchRule/delete", { id: own.id })).json()).toEqual({ ok: true });
    expect(await effective(sellerA, `warehouseId=${wh.USTX1}`)).toMatchObject({ rule: "lot", source: "warehouse" });
  });
});

/** The editable fields of a warehouse row, for a save. */
function pick(w: WarehouseRow) {
  const {
    code,
    name,
    warehouseType,
    countryCode,
    state,
    city,
    address1,
    address2,
    postcode,
    contactName,
    contactPhone,
    timeZone,
    currency,
    capacityM3,
    sort,
    remark,
  } = w;
  return {
    code,
    name,
    warehouseType,
    countryCode,
    state,
    city,
    address1,
    address2,
    postcode,
    contactName,
    contactPhone,
    timeZone,
    currency,
    capacityM3,
    sort,
    remark,
  };
}
