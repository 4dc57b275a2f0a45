import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../platform/db/database.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Saved } from "../../../../test/factories.js";
import { readBook } from "../../../../test/xlsx-fixture.js";
import { addInTransit, issueStock, postStock, receiveInTransit, receiveStock, releaseStock, reserveStock } from "../index.js";
import { localDate } from "../snapshot.service.js";

const DAY = 86_400_000;
type Page = { records: number; rows: Record<string, unknown>[]; summary?: Record<string, string> };

/**
 * The inventory reports after a known sequence of postings: each figure is what the ledger says. Seller A's
 * stock sits in two warehouses; seller B's in one of them; staff whose access group holds another warehouse
 * only see none of it.
 */
describe.each(engines)("inventory reports on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let outsider: Client;
  let a: { org: Saved; user: Saved & { username: string }; client: Client };
  let b: { org: Saved; client: Client };
  let wh: Saved;
  let wh2: Saved;
  let wh3: Saved;
  let pa: Saved;
  let pa2: Saved;
  let pa3: Saved;
  let pb: Saved;
  let opOrgId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId, { timeZone: "America/Los_Angeles" });
    wh2 = await f.warehouse(opOrgId);
    // receipts with differences land here, apart from the stock the other reports read
    wh3 = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    for (const org of [a.org, b.org]) for (const w of [wh, wh2, wh3]) await f.assignWarehouse(org.id, w.id);
    // 10 × 10 × 10 cm: 0.001 m³ a unit
    pa = await f.product(a.client, { length: "10", width: "10", height: "10", lengthUnit: "cm", weight: "100", weightUnit: "g" });
    pa2 = await f.product(a.client);
    pa3 = await f.product(a.client);
    pb = await f.product(b.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const elsewhere = await f.warehouse(opOrgId);
    const narrow = await f.user(opOrgId, ["warehouse_staff"]);
    const group = await (
      await t.login("operator")
    ).post("/api/v1/UcAccessgroup/saveData", {
      code: `RPT-${engine}`,
      name: "Elsewhere",
      warehouseIds: [elsewhere.id],
      userIds: [narrow.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    outsider = await f.login(narrow);

    const key = (org: Saved, w: Saved, p: Saved, inventoryType: 0 | 1 = 0) => ({
      orgId: org.id,
      warehouseId: w.id,
      productId: p.id,
      inventoryType,
    });
    const now = Date.now();
    await inTransaction(t.database.db, async (tx) => {
      const receive = (no: string, daysAgo: number, k: ReturnType<typeof key>, quantity: number) =>
        receiveStock(tx, {}, { documentNo: no, operationType: 10, receivedAt: new Date(now - daysAgo * DAY) }, [{ ...k, quantity }]);
      await receive("RPT-R1", 400, key(a.org, wh, pa), 6);
      await receive("RPT-R2", 45, key(a.org, wh, pa), 10);
      await receive("RPT-R3", 2, key(a.org, wh, pa), 4);
      // FIFO: the 400-day lot goes first, 1 unit of it stays
      await issueStock(tx, {}, { documentNo: "RPT-OUT", operationType: 100 }, [{ ...key(a.org, wh, pa), quantity: 5 }]);
      await receive("RPT-R4", 100, key(a.org, wh2, pa), 3);
      await receive("RPT-R5", 0, key(b.org, wh, pb), 7);
      // reservations: sales orders 2 + 3 (the 3 released again), one allocation out of 1
      const reserve = (no: string, source: number, quantity: number) =>
        reserveStock(tx, {}, { documentNo: no, orgId: a.org.id, reserveSource: source, orderType: 1 }, [
          { ...key(a.org, wh, pa), line: 1, quantity },
        ]);
      await reserve("RPT-SO1", 10, 2);
      await reserve("RPT-SO2", 10, 3);
      await reserve("RPT-AL1", 50, 1);
      await releaseStock(tx, {}, { documentNo: "RPT-SO2", orgId: a.org.id, reserveSource: 10 }, [{ line: 1, productId: pa.id }]);
      await reserveStock(tx, {}, { documentNo: "RPT-SOB", orgId: b.org.id, reserveSource: 10 }, [
        { ...key(b.org, wh, pb), line: 1, quantity: 4 },
      ]);
      // in transit: an inbound plan of 8 + 5 (3 of the 8 received), a return of 2; seller B's allocation of 4
      await addInTransit(tx, {}, { documentNo: "RPT-IP1", orgId: a.org.id, transportSource: 20, orderType: 5 }, [
        { line: 1, productId: pa.id, warehouseId: wh.id, quantity: 8, eta: "2026-12-20" },
        { line: 2, productId: pa2.id, warehouseId: wh.id, quantity: 5, eta: "2026-12-20" },
      ]);
      await receiveInTransit(tx, {}, { documentNo: "RPT-IP1", orgId: a.org.id, transportSource: 20 }, [
        { line: 1, productId: pa.id, good: 3 },
      ]);
      await addInTransit(tx, {}, { documentNo: "RPT-RT1", orgId: a.org.id, transportSource: 40, orderType: 3 }, [
        { line: 1, productId: pa.id, warehouseId: wh2.id, quantity: 2 },
      ]);
      await addInTransit(tx, {}, { documentNo: "RPT-AB1", orgId: b.org.id, transportSource: 80 }, [
        { line: 1, productId: pb.id, warehouseId: wh.id, quantity: 4 },
      ]);
      // receipts at wh3: an inbound plan over-received on line 1 (6 of 5 with 2 damaged, then 2 more after the line
      // closed, as the inbound module posts them) and short on line 2 (1 of 4, closed); a return received in full
      const ip2 = { documentNo: "RPT-IP2", orgId: a.org.id, transportSource: 20 };
      await addInTransit(tx, {}, ip2, [
        { line: 1, productId: pa3.id, warehouseId: wh3.id, quantity: 5 },
        { line: 2, productId: pa2.id, warehouseId: wh3.id, quantity: 4 },
      ]);
      await receiveInTransit(tx, {}, ip2, [
        { line: 1, productId: pa3.id, good: 4, damaged: 2 },
        { line: 2, productId: pa2.id, good: 1, close: true },
      ]);
      await postStock(
        tx,
        {},
        {
          document: { documentNo: "RPT-IP2" },
          kind: "receipt",
          movements: [{ ...key(a.org, wh3, pa3), line: 1, transportSource: 20, bucket: "pendingPutaway", quantity: 2 }],
        },
      );
      const rt2 = { documentNo: "RPT-RT2", orgId: a.org.id, transportSource: 40 };
      await addInTransit(tx, {}, rt2, [{ line: 1, productId: pa3.id, warehouseId: wh3.id, quantity: 2 }]);
      await receiveInTransit(tx, {}, { ...rt2, operationType: 20 }, [{ line: 1, productId: pa3.id, good: 2 }]);
    });
  });
  afterAll(() => t?.close());

  const page = async (c: Client, url: string): Promise<Page> => {
    const res = await c.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  /** An export as a reader whose language is English (the user's setting decides, not the request's header). */
  const inEnglish = async (c: Client, url: string) => {
    expect((await c.put("/api/auth/locale", { locale: "en-US" })).statusCode).toBe(200);
    const res = await c.get(url);
    await c.put("/api/auth/locale", { locale: "zh-CN" });
    return res;
  };
  const mine = (p: Page, org: Saved) => p.rows.filter((r) => r.orgCode === org.code);
  const both = () => `search[IN_warehouseId]=${wh.id},${wh2.id}`;

  describe("age", () => {
    it("gives each balance's on-hand units by age bucket from its FIFO lots, with cubic metres", async () => {
      const p = await page(a.client, `/api/inventory/age/list?${both()}&sidx=warehouseCode`);
      expect(p.records).toBe(2);
      const at = (w: Saved) => p.rows.find((r) => r.warehouseId === w.id)!;
      expect(at(wh)).toMatchObject({
        sku: pa.sku,
        onHand: 15,
        age0to30: 4,
        age31to60: 10,
        age61to90: 0,
        age91to180: 0,
        age181to365: 0,
        ageOver365: 1,
        oldestAgeDays: 400,
        volumeM3: "0.015000",
      });
      expect(at(wh2)).toMatchObject({ onHand: 3, age91to180: 3, oldestAgeDays: 100 });
      expect(p.summary).toMatchObject({ onHand: "18.00", age0to30: "4.00", age31to60: "10.00", age91to180: "3.00", ageOver365: "1.00" });
      // filters on the buckets: only the balance holding units over a year old
      expect((await page(a.client, `/api/inventory/age/list?${both()}&search[GT_ageOver365]=0`)).rows.map((r) => r.warehouseId)).toEqual([
        wh.id,
      ]);
    });

    it("charts the buckets by warehouse", async () => {
      const res = await a.client.get(`/api/inventory/age/chart?by=warehouseCode&${both()}`);
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json().groups as { keys: string[]; values: Record<string, number> }[];
      expect(groups.find((g) => g.keys[0] === wh.code)!.values).toMatchObject({
        age0to30: 4,
        age31to60: 10,
        ageOver365: 1,
        volumeM3: 0.015,
      });
      expect(groups.find((g) => g.keys[0] === wh2.code)!.values).toMatchObject({ age91to180: 3 });
      expect((await a.client.get(`/api/inventory/age/chart?by=nope`)).statusCode).toBe(400);
    });

    it("keeps sellers apart; the operator sees both sellers, staff of another warehouse none", async () => {
      const pB = await page(b.client, `/api/inventory/age/list?${both()}`);
      expect(pB.records).toBe(1);
      expect(pB.rows[0]).toMatchObject({ orgCode: b.org.code, sku: pb.sku, onHand: 7, age0to30: 7 });
      const op = await page(operator, `/api/inventory/age/list?${both()}`);
      expect(mine(op, a.org)).toHaveLength(2);
      expect(mine(op, b.org)).toHaveLength(1);
      expect((await page(outsider, `/api/inventory/age/list?${both()}`)).records).toBe(0);
      const chart = await outsider.get(`/api/inventory/age/chart?by=warehouseCode&${both()}`);
      expect(chart.json().groups).toEqual([]);
    });

    it("exports the rows with their headers in the reader's language", async () => {
      const res = await inEnglish(a.client, `/api/inventory/age/export?${both()}&sidx=warehouseCode`);
      expect(res.statusCode).toBe(200);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual([
        "Seller",
        "Warehouse",
        "SKU",
        "Product",
        "Inventory type",
        "On hand",
        "0-30 days",
        "31-60 days",
        "61-90 days",
        "91-180 days",
        "181-365 days",
        "Over 365 days",
        "Oldest age (days)",
        "Volume (m³)",
      ]);
      expect(rows).toHaveLength(3);
      const line = rows!.find((r) => r[1] === wh.code)!;
      expect(line.slice(0, 3)).toEqual([a.org.code, wh.code, pa.sku]);
      expect(line.slice(5, 14)).toEqual([15, 4, 10, 0, 0, 0, 1, 400, 0.015]);
    });
  });

  describe("age snapshot", () => {
    it("shows a day's snapshot by age bucket, and charts it by warehouse", async () => {
      const today = localDate(new Date(), "America/Los_Angeles");
      expect((await operator.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date: today })).statusCode).toBe(200);
      const q = `search[EQ_warehouseId]=${wh.id}&search[EQ_snapshotDate]=${today}`;
      // seller A's other SKU is only in transit: a snapshot row too, with no units on hand
      const qa = `${q}&search[EQ_productId]=${pa.id}`;
      const p = await page(a.client, `/api/inventory/snapshot/list?${qa}`);
      expect(p.records).toBe(1);
      expect(p.rows[0]).toMatchObject({ sku: pa.sku, onHand: 15, age0to30: 4, age31to60: 10, ageOver365: 1, volumeM3: "0.015000" });
      const chart = await a.client.get(`/api/inventory/snapshot/chart?by=warehouseCode&${qa}`);
      expect(chart.json().groups).toEqual([
        {
          keys: [wh.code],
          values: { age0to30: 4, age31to60: 10, age61to90: 0, age91to180: 0, age181to365: 0, ageOver365: 1, onHand: 15, volumeM3: 0.015 },
        },
      ]);
      // the snapshot trend (inventorySnapshootCopy) charts on-hand units per day and snapshot type
      const trend = await a.client.get(`/api/inventory/snapshot/chart?by=snapshotDate,snapshotType&${qa}`);
      expect(trend.statusCode, trend.body).toBe(200);
      expect(trend.json().groups).toMatchObject([{ keys: [today, "CAN_SALE"], values: { onHand: 15 } }]);
      expect((await page(b.client, `/api/inventory/snapshot/list?${q}`)).rows.map((r) => r.sku)).toEqual([pb.sku]);
      expect((await page(outsider, `/api/inventory/snapshot/list?${q}`)).records).toBe(0);
    });
  });

  describe("batch snapshot", () => {
    it("keeps each lot's units left at the day's end, taken with the balances", async () => {
      const today = localDate(new Date(), "America/Los_Angeles");
      expect((await operator.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date: today })).statusCode).toBe(200);
      const q = `search[EQ_warehouseId]=${wh.id}&search[EQ_snapshotDate]=${today}`;
      const p = await page(a.client, `/api/inventory/batchSnapshot/list?${q}&search[EQ_productId]=${pa.id}&sidx=receivedAt`);
      // FIFO took 5 of the 400-day lot of 6: 1 left, then the lots of 10 and 4
      expect(p.rows.map((r) => r.remainingQty)).toEqual([1, 10, 4]);
      expect(p.rows.map((r) => r.batchType)).toEqual([10, 10, 10]);
      expect(Number(p.rows[0]!.ageDays)).toBeGreaterThanOrEqual(400);
      expect(p.summary).toMatchObject({ remainingQty: "15.00" });
      expect((await page(b.client, `/api/inventory/batchSnapshot/list?${q}`)).rows.map((r) => [r.sku, r.remainingQty])).toEqual([
        [pb.sku, 7],
      ]);
      expect((await page(outsider, `/api/inventory/batchSnapshot/list?${q}`)).records).toBe(0);
      const res = await a.client.get(`/api/inventory/batchSnapshot/export?${q}&search[EQ_productId]=${pa.id}&sidx=receivedAt`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual(["快照日期", "批次号", "卖家", "仓库", "SKU", "库存类型", "批次类型", "入库时间", "剩余数量", "库龄(天)"]);
      expect(rows!.slice(1).map((r) => [r[4], r[6], r[8]])).toEqual([
        [pa.sku, "入库", 1],
        [pa.sku, "入库", 10],
        [pa.sku, "入库", 4],
      ]);
    });
  });

  describe("reserve", () => {
    it("sums the open reservations per SKU, warehouse and reserve source (released ones left out)", async () => {
      const p = await page(a.client, `/api/inventory/reserve/list?${both()}&sidx=reserveSource`);
      expect(p.rows).toMatchObject([
        { sku: pa.sku, warehouseCode: wh.code, reserveSource: 10, documents: 1, lines: 1, quantity: 2 },
        { sku: pa.sku, warehouseCode: wh.code, reserveSource: 50, documents: 1, lines: 1, quantity: 1 },
      ]);
      expect(p.summary).toMatchObject({ quantity: "3.00" });
      // the balance agrees: reserved 3
      const bal = await page(a.client, `/api/inventory/balance/list?search[EQ_productId]=${pa.id}&search[EQ_warehouseId]=${wh.id}`);
      expect(bal.rows[0]).toMatchObject({ reserved: 3 });
      const chart = await a.client.get(`/api/inventory/reserve/chart?by=warehouseCode,reserveSource&${both()}`);
      expect(chart.json().groups).toEqual([
        { keys: [wh.code, "10"], values: { quantity: 2 } },
        { keys: [wh.code, "50"], values: { quantity: 1 } },
      ]);
    });

    it("keeps sellers apart and narrows staff to their warehouses", async () => {
      expect((await page(b.client, `/api/inventory/reserve/list?${both()}`)).rows).toMatchObject([{ sku: pb.sku, quantity: 4 }]);
      const op = await page(operator, `/api/inventory/reserve/list?${both()}`);
      expect(mine(op, a.org).map((r) => r.quantity)).toEqual([2, 1]);
      expect(mine(op, b.org).map((r) => r.quantity)).toEqual([4]);
      expect((await page(outsider, `/api/inventory/reserve/list?${both()}`)).records).toBe(0);
    });

    it("exports headers and rows", async () => {
      const res = await a.client.get(`/api/inventory/reserve/export?${both()}&sidx=reserveSource`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual(["卖家", "仓库", "SKU", "产品名称", "预占来源", "单据数", "行数", "预占数量", "最早预占", "最近预占"]);
      expect(rows!.slice(1).map((r) => [r[2], r[4], r[7]])).toEqual([
        [pa.sku, "销售订单", 2],
        [pa.sku, "调拨出库", 1],
      ]);
    });
  });

  describe("transport", () => {
    it("lists what is on its way per document, SKU and transport source, with the ETA", async () => {
      const p = await page(a.client, `/api/inventory/transport/list?${both()}&sidx=documentNo`);
      expect(p.rows).toMatchObject([
        {
          documentNo: "RPT-IP1",
          sku: pa.sku,
          transportSource: 20,
          orderType: 5,
          quantity: 8,
          receivedQty: 3,
          outstanding: 5,
          eta: "2026-12-20",
        },
        { documentNo: "RPT-IP1", sku: pa2.sku, transportSource: 20, quantity: 5, receivedQty: 0, outstanding: 5, eta: "2026-12-20" },
        { documentNo: "RPT-RT1", sku: pa.sku, transportSource: 40, warehouseCode: wh2.code, quantity: 2, outstanding: 2, eta: null },
      ]);
      expect(p.summary).toMatchObject({ outstanding: "12.00" });
      // the balances' in-transit bucket says the same
      const bal = await page(a.client, `/api/inventory/balance/list?${both()}`);
      expect(bal.summary).toMatchObject({ inTransit: "12.00" });
      const chart = await a.client.get(`/api/inventory/transport/chart?by=transportSource&${both()}`);
      expect(chart.json().groups).toEqual([
        { keys: ["20"], values: { outstanding: 10 } },
        { keys: ["40"], values: { outstanding: 2 } },
      ]);
      expect((await page(a.client, `/api/inventory/transport/list?${both()}&search[BETWEEN_eta]=2026-12-01,2026-12-31`)).records).toBe(2);
    });

    it("keeps sellers apart and narrows staff to their warehouses", async () => {
      expect((await page(b.client, `/api/inventory/transport/list?${both()}`)).rows).toMatchObject([
        { documentNo: "RPT-AB1", transportSource: 80, outstanding: 4 },
      ]);
      const op = await page(operator, `/api/inventory/transport/list?${both()}`);
      expect(mine(op, a.org)).toHaveLength(3);
      expect(mine(op, b.org)).toHaveLength(1);
      expect((await page(outsider, `/api/inventory/transport/list?${both()}`)).records).toBe(0);
    });

    it("exports headers and rows", async () => {
      const res = await inEnglish(a.client, `/api/inventory/transport/export?${both()}&sidx=documentNo`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual([
        "Seller",
        "Warehouse",
        "Transport source",
        "Order type",
        "Document",
        "SKU",
        "Product",
        "Sent",
        "Received",
        "In transit",
        "ETA",
        "Sent at",
      ]);
      expect(rows!.slice(1).map((r) => [r[2], r[4], r[5], r[9]])).toEqual([
        ["Purchase inbound", "RPT-IP1", pa.sku, 5],
        ["Purchase inbound", "RPT-IP1", pa2.sku, 5],
        ["Return", "RPT-RT1", pa.sku, 2],
      ]);
    });
  });

  describe("warehouse difference", () => {
    const q = () => `search[EQ_warehouseId]=${wh3.id}&sidx=documentNo`;
    it("sets each closed inbound and return line's expected units against what arrived on it", async () => {
      const p = await page(a.client, `/api/inventory/warehouseDifference/list?${q()}`);
      expect(p.rows).toMatchObject([
        {
          documentNo: "RPT-IP2",
          documentLine: 1,
          sku: pa3.sku,
          transportSource: 20,
          expected: 5,
          received: 8,
          good: 6,
          damaged: 2,
          difference: 3,
        },
        { documentNo: "RPT-IP2", documentLine: 2, sku: pa2.sku, expected: 4, received: 1, good: 1, damaged: 0, difference: -3 },
        { documentNo: "RPT-RT2", documentLine: 1, sku: pa3.sku, transportSource: 40, expected: 2, received: 2, difference: 0 },
      ]);
      expect(p.summary).toMatchObject({
        expected: "11.00",
        received: "11.00",
        damaged: "2.00",
        difference: "0.00",
        over: "3.00",
        under: "3.00",
      });
      const diffs = await page(a.client, `/api/inventory/warehouseDifference/list?${q()}&search[NE_difference]=0`);
      expect(diffs.rows.map((r) => r.difference)).toEqual([3, -3]);
      const chart = await a.client.get(`/api/inventory/warehouseDifference/chart?by=warehouseCode&${q()}`);
      expect(chart.json().groups).toEqual([{ keys: [wh3.code], values: { expected: 11, received: 11, over: 3, under: 3 } }]);
    });

    it("keeps sellers apart and narrows staff to their warehouses; exports headers and rows", async () => {
      expect((await page(b.client, `/api/inventory/warehouseDifference/list?${q()}`)).records).toBe(0);
      expect(mine(await page(operator, `/api/inventory/warehouseDifference/list?${q()}`), a.org)).toHaveLength(3);
      expect((await page(outsider, `/api/inventory/warehouseDifference/list?${q()}`)).records).toBe(0);
      const res = await a.client.get(`/api/inventory/warehouseDifference/export?${q()}`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual([
        "卖家",
        "仓库",
        "来源",
        "单据号",
        "行号",
        "SKU",
        "产品名称",
        "预计数量",
        "实收数量",
        "良品",
        "不良品",
        "差异",
        "收货完成",
      ]);
      expect(rows!.slice(1).map((r) => [r[3], r[4], r[7], r[8], r[11]])).toEqual([
        ["RPT-IP2", 1, 5, 8, 3],
        ["RPT-IP2", 2, 4, 1, -3],
        ["RPT-RT2", 1, 2, 2, 0],
      ]);
    });
  });

  describe("comparison", () => {
    it("sets two days' snapshots side by side with the on-hand movements between them by operation type", async () => {
      const today = localDate(new Date(), "America/Los_Angeles");
      const yesterday = localDate(new Date(Date.now() - DAY), "America/Los_Angeles");
      for (const date of [yesterday, today])
        expect((await operator.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date })).statusCode).toBe(200);
      const q = `from=${yesterday}&to=${today}&search[EQ_warehouseId]=${wh.id}&search[EQ_productId]=${pa.id}`;
      const p = await page(a.client, `/api/inventory/comparisonReport/list?${q}`);
      // everything was posted today: nothing at yesterday's midnight, 20 received and 5 shipped since
      expect(p.rows).toEqual([
        expect.objectContaining({
          sku: pa.sku,
          startOnHand: 0,
          endOnHand: 15,
          change: 15,
          startAvailable: 0,
          endAvailable: 12,
          movements: { "10": 20, "100": -5 },
          moved: 15,
          unexplained: 0,
        }),
      ]);
      expect((await page(b.client, `/api/inventory/comparisonReport/list?${q}`)).records).toBe(0);
      expect((await page(outsider, `/api/inventory/comparisonReport/list?${q}`)).records).toBe(0);
      expect((await page(operator, `/api/inventory/comparisonReport/list?${q}`)).rows).toMatchObject([{ orgCode: a.org.code, change: 15 }]);
      expect((await a.client.get(`/api/inventory/comparisonReport/list?from=${yesterday}`)).statusCode).toBe(400);
      // its chart: start against end on hand per warehouse, for the same two days and filters
      const chart = await a.client.get(`/api/inventory/comparisonReport/chart?${q}&by=warehouseCode`);
      expect(chart.statusCode, chart.body).toBe(200);
      expect(chart.json().groups).toEqual([{ keys: [wh.code], values: { startOnHand: 0, endOnHand: 15, change: 15, moved: 15 } }]);
      expect((await b.client.get(`/api/inventory/comparisonReport/chart?${q}&by=warehouseCode`)).json().groups).toEqual([]);
      expect((await a.client.get(`/api/inventory/comparisonReport/chart?from=${yesterday}&by=warehouseCode`)).statusCode).toBe(400);
      expect((await a.client.get(`/api/inventory/comparisonReport/chart?${q}&by=nope`)).statusCode).toBe(400);

      const res = await inEnglish(a.client, `/api/inventory/comparisonReport/export?${q}`);
      expect(res.statusCode).toBe(200);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]!.slice(0, 12)).toEqual([
        "Seller",
        "Warehouse",
        "SKU",
        "Product",
        "Inventory type",
        "Start on hand",
        "End on hand",
        "Change",
        "Start available",
        "End available",
        "Init",
        "Purchase inbound",
      ]);
      expect(rows![0]![20]).toBe("Sales out");
      expect(rows![0]!.slice(27)).toEqual(["Movements total", "Unexplained"]);
      expect(rows).toHaveLength(2);
      expect(rows![1]!.slice(5, 12)).toEqual([0, 15, 15, 0, 12, 0, 20]);
      expect([rows![1]![20], rows![1]![27], rows![1]![28]]).toEqual([-5, 15, 0]);

      // over EXPORT_SYNC_MAX_ROWS (here 1) the export is a background task like every list's, keeping the two days
      const days = `from=${yesterday}&to=${today}`;
      const all = await page(a.client, `/api/inventory/comparisonReport/list?${days}&rows=1`);
      expect(all.records).toBeGreaterThan(1);
      // the same file store as the first app: either app's job runner may run the task (two nodes sharing DATA_DIR)
      const small = await createTestApp(engine, { DATA_DIR: t.config.DATA_DIR, EXPORT_SYNC_MAX_ROWS: "1" });
      try {
        const seller = await factories(small).login(a.user);
        expect((await seller.get(`/api/inventory/comparisonReport/export?${days}`)).statusCode).toBe(422);
        expect((await seller.post(`/api/inventory/comparisonReport/export?from=${yesterday}`)).statusCode).toBe(400);
        const started = await seller.post(`/api/inventory/comparisonReport/export?${days}`);
        expect(started.statusCode, started.body).toBe(202);
        const taskId = (started.json() as { taskId: number }).taskId;
        let task: { status: string } = { status: "queued" };
        for (let i = 0; i < 300 && ["queued", "running"].includes(task.status); i++) {
          await new Promise((r) => setTimeout(r, 100));
          task = (await seller.get(`/api/v1/TaskCenter/loadData?id=${taskId}`)).json();
        }
        expect(task).toMatchObject({ status: "succeeded", result: { rows: all.records } });
        const file = await seller.get(`/api/v1/TaskCenter/download?id=${taskId}`);
        expect(file.statusCode).toBe(200);
        const [inTask] = Object.values(await readBook(file.rawPayload));
        expect(inTask).toHaveLength(all.records + 1);
        // the days reached the task: pa at wh moved from 0 to 15 between them
        const line = inTask!.find((r) => r[1] === wh.code && r[2] === pa.sku);
        expect(line!.slice(5, 8)).toEqual([0, 15, 15]);
      } finally {
        await small.close();
      }
    });
  });

  describe("snapshot task", () => {
    it("re-runs a day for the operator's warehouses and lists the day's runs per caller's scope", async () => {
      const yesterday = localDate(new Date(Date.now() - DAY), "America/Los_Angeles");
      const count = async (sql: string, params: unknown[]) => Number((await t.database.query(sql, params)).rows[0]!.n);
      const opWarehouses = await count(`select count(*) as n from warehouses where org_id = $1`, [opOrgId]);
      const rerun = await operator.post("/api/inventory/task/rerun", { date: yesterday });
      expect(rerun.statusCode, rerun.body).toBe(200);
      expect(rerun.json()).toMatchObject({ date: yesterday, warehouses: opWarehouses });
      // again: the day is replaced, never doubled
      expect((await operator.post("/api/inventory/task/rerun", { date: yesterday })).json()).toEqual(rerun.json());
      const balances = await count(
        `select count(*) as n from stock_snapshots s join warehouses w on w.id = s.warehouse_id where w.org_id = $1 and s.snapshot_date = $2`,
        [opOrgId, yesterday],
      );
      const batches = await count(
        `select count(*) as n from stock_batch_snapshots s join warehouses w on w.id = s.warehouse_id where w.org_id = $1 and s.snapshot_date = $2`,
        [opOrgId, yesterday],
      );
      const q = `search[EQ_day]=${yesterday}`;
      expect((await page(operator, `/api/inventory/task/list?${q}`)).rows).toMatchObject([
        { day: yesterday, warehouses: opWarehouses, expectedWarehouses: opWarehouses, balances, batches, status: "done" },
      ]);
      // staff of one warehouse: that warehouse's run only; a seller: its warehouses' runs and its own balances
      expect((await page(outsider, `/api/inventory/task/list?${q}`)).rows).toMatchObject([
        { warehouses: 1, expectedWarehouses: 1, status: "done", balances: 0 },
      ]);
      const mineWh = await count(`select count(*) as n from org_warehouses where org_id = $1 and active`, [a.org.id]);
      const mineBalances = await count(`select count(*) as n from stock_snapshots where org_id = $1 and snapshot_date = $2`, [
        a.org.id,
        yesterday,
      ]);
      expect((await page(a.client, `/api/inventory/task/list?${q}`)).rows).toMatchObject([
        { warehouses: mineWh, expectedWarehouses: mineWh, balances: mineBalances, status: "done" },
      ]);
      expect((await a.client.post("/api/inventory/task/rerun", { date: yesterday })).statusCode).toBe(403);
      expect((await operator.post("/api/inventory/task/rerun", { date: "yesterday" })).statusCode).toBe(400);

      const res = await inEnglish(operator, `/api/inventory/task/export?${q}`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]).toEqual([
        "Day",
        "Warehouses done",
        "Warehouses",
        "Balances",
        "Batches",
        "Duration (ms)",
        "Status",
        "Started",
        "Finished",
      ]);
      expect(rows!.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[6]])).toEqual([[opWarehouses, opWarehouses, balances, batches, "Done"]]);
    });
  });

  describe("channel stock and code map", () => {
    let code: string;
    beforeAll(async () => {
      const ws = await a.client.post("/api/v1/WarehouseSku/saveOne", { productId: pa.id, warehouseId: wh2.id, code: "RPT-CODE-1" });
      expect(ws.statusCode, ws.body).toBe(200);
      code = (ws.json() as { code: string }).code;
      const account = await factories(t).storeAccount(a.client);
      const map = async (body: Record<string, unknown>) => {
        const res = await a.client.post("/api/v1/SkuMap/saveOne", { storeAccountId: account.id, productId: pa.id, ...body });
        expect(res.statusCode, res.body).toBe(200);
      };
      // a pack of 2 selling from every warehouse; a single unit pinned to wh2's warehouse SKU
      await map({ listingSku: `RPT-L1-${engine}`, quantity: 2 });
      await map({ listingSku: `RPT-L2-${engine}`, quantity: 1, warehouseSkuId: (ws.json() as { id: number }).id });
    });
    const q = () => `search[LIKE_listingSku]=RPT-L&sidx=listingSku`;

    it("gives each listing its product's sellable stock and the listing units it makes", async () => {
      const p = await page(a.client, `/api/inventory/channelStock/list?${q()}`);
      expect(p.rows).toMatchObject([
        {
          listingSku: `RPT-L1-${engine}`,
          sku: pa.sku,
          packQuantity: 2,
          warehouseCode: null,
          onHand: 18,
          available: 15,
          inTransit: 7,
          listingAvailable: 7,
        },
        {
          listingSku: `RPT-L2-${engine}`,
          packQuantity: 1,
          warehouseCode: wh2.code,
          onHand: 3,
          available: 3,
          inTransit: 2,
          listingAvailable: 3,
        },
      ]);
      expect(p.summary).toMatchObject({ listingAvailable: "10.00" });
      // its chart: the listing units each store can sell
      const chart = await a.client.get(`/api/inventory/channelStock/chart?${q()}&by=storeAccount`);
      expect(chart.statusCode, chart.body).toBe(200);
      expect(chart.json().groups).toMatchObject([{ values: { listingAvailable: 10 } }]);
      expect((await b.client.get(`/api/inventory/channelStock/chart?${q()}&by=storeAccount`)).json().groups).toEqual([]);
      expect((await page(b.client, `/api/inventory/channelStock/list?${q()}`)).records).toBe(0);
      expect((await page(operator, `/api/inventory/channelStock/list?${q()}`)).records).toBe(2);
      expect((await page(outsider, `/api/inventory/channelStock/list?${q()}`)).records).toBe(0);
      const res = await a.client.get(`/api/inventory/channelStock/export?${q()}`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows![0]!.slice(3, 13)).toEqual([
        "平台 SKU",
        "ASIN",
        "SKU",
        "产品名称",
        "每件数量",
        "指定仓库",
        "在库",
        "可用",
        "在途",
        "可售件数",
      ]);
      expect(rows!.slice(1).map((r) => [r[3], r[9], r[10], r[12]])).toEqual([
        [`RPT-L1-${engine}`, 18, 15, 7],
        [`RPT-L2-${engine}`, 3, 3, 3],
      ]);
    });

    it("gives each warehouse SKU code its product's stock at that warehouse", async () => {
      const p = await page(a.client, `/api/inventory/codeMap/list?search[EQ_code]=${code}`);
      expect(p.rows).toMatchObject([{ code, sku: pa.sku, warehouseCode: wh2.code, onHand: 3, available: 3, inTransit: 2 }]);
      const chart = await a.client.get(`/api/inventory/codeMap/chart?search[EQ_code]=${code}&by=warehouseCode`);
      expect(chart.statusCode, chart.body).toBe(200);
      expect(chart.json().groups).toEqual([{ keys: [wh2.code], values: { onHand: 3, available: 3, inTransit: 2 } }]);
      expect((await page(b.client, `/api/inventory/codeMap/list?search[EQ_code]=${code}`)).records).toBe(0);
      expect((await page(operator, `/api/inventory/codeMap/list?search[EQ_code]=${code}`)).records).toBe(1);
      expect((await page(outsider, `/api/inventory/codeMap/list?search[EQ_code]=${code}`)).records).toBe(0);
      const res = await a.client.get(`/api/inventory/codeMap/export?search[EQ_code]=${code}`);
      const [rows] = Object.values(await readBook(res.rawPayload));
      expect(rows).toEqual([
        ["卖家", "仓库", "仓库 SKU", "SKU", "产品名称", "启用", "在库", "可用", "在途"],
        [a.org.code, wh2.code, code, pa.sku, expect.any(String), "是", 3, 3, 2],
      ]);
    });
  });

  describe("central warehouse list", () => {
    it("sums each SKU over the caller's warehouses", async () => {
      const p = await page(a.client, `/api/inventory/centralWarehouse/list?search[EQ_productId]=${pa.id}`);
      expect(p.rows).toMatchObject([
        { sku: pa.sku, warehouses: 2, onHand: 18, reserved: 3, available: 15, inTransit: 7, pendingPutaway: 3, unsellable: 0 },
      ]);
      expect((await page(b.client, `/api/inventory/centralWarehouse/list?search[EQ_productId]=${pa.id}`)).records).toBe(0);
      expect((await page(operator, `/api/inventory/centralWarehouse/list?search[EQ_productId]=${pa.id}`)).rows).toMatchObject([
        { onHand: 18 },
      ]);
      expect((await page(outsider, `/api/inventory/centralWarehouse/list?search[EQ_productId]=${pa.id}`)).records).toBe(0);
    });
  });
});
