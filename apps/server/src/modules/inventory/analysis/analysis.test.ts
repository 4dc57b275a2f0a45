import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAt } from "../../../platform/clock.js";
import { inTransaction, type Tx } from "../../../platform/db/database.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { readBook } from "../../../../test/xlsx-fixture.js";
import { receiveIssueGroups } from "@entrepot/contracts";
import { addInTransit, adjustStock, issueStock, moveStock, receiveInTransit, receiveStock, reserveStock, takeSnapshot } from "../index.js";

/**
 * The §2.1 inventory reports over a known sequence of postings, each at its own past date (the clock's
 * runAt, as the demo's history): 收发存 over a period, in warehouse with cubic metres, its trend from
 * the snapshots, on order, arrivals, undelivered and its waiting buckets, the per-SKU analysis and the
 * billboard; exact figures, seller isolation, an export's rows.
 */
describe.each(engines)("inventory reports on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pa2: Saved;
  let pb: Saved;
  const DAY = 86_400_000;
  const T0 = Date.now();
  const ago = (days: number) => new Date(T0 - days * DAY);
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  const at = (days: number, fn: (tx: Tx) => Promise<unknown>) => runAt(ago(days), () => inTransaction(t.database.db, fn));

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    // a UTC warehouse: its snapshot days are the UTC days the postings below are dated in
    wh = await f.warehouse(opOrgId, { timeZone: "UTC" });
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    // 50 × 40 × 30 cm: 0.06 m³ a unit; pa2 is the factory's 10 × 8 × 0.5 in (0.000655 m³)
    pa = await f.product(a.client, { length: "50", width: "40", height: "30", lengthUnit: "cm" });
    pa2 = await f.product(a.client);
    pb = await f.product(b.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));

    const ctx = {};
    const key = (productId: number, inventoryType: 0 | 1 = 0, orgId = a.org.id) => ({
      orgId,
      warehouseId: wh.id,
      productId,
      inventoryType,
    });
    const doc = (documentNo: string) => ({ documentNo: `${documentNo}-${engine}` });
    await at(10, (tx) => receiveStock(tx, ctx, { ...doc("IN-1"), operationType: 10 }, [{ ...key(pa.id), quantity: 100 }]));
    await at(6, (tx) => issueStock(tx, ctx, { ...doc("SO-1"), operationType: 100 }, [{ ...key(pa.id), quantity: 30 }]));
    await at(6, (tx) => receiveStock(tx, ctx, { ...doc("RT-1"), operationType: 20 }, [{ ...key(pa.id), quantity: 5 }]));
    await at(5, (tx) => issueStock(tx, ctx, { ...doc("OB-1"), operationType: 40 }, [{ ...key(pa.id), quantity: 10 }]));
    await at(5, (tx) => moveStock(tx, ctx, doc("MV-1"), { from: key(pa.id), to: key(pa.id, 1), quantity: 2 }));
    await at(5, (tx) => receiveStock(tx, ctx, { ...doc("IN-B"), operationType: 10 }, [{ ...key(pb.id, 0, b.org.id), quantity: 9 }]));
    await at(4, (tx) => adjustStock(tx, ctx, { ...doc("AJ-1"), reason: "count" }, { ...key(pa.id), quantity: 3 }));
    await at(4, (tx) => adjustStock(tx, ctx, { ...doc("AJ-2"), reason: "count" }, { ...key(pa.id), quantity: -1 }));
    // the day after day −4 ends: reservations and a last shipment
    await at(3, (tx) =>
      reserveStock(tx, ctx, { orgId: a.org.id, reserveSource: 10, orderType: 1, ...doc("SO-2") }, [
        { ...key(pa.id), line: 1, quantity: 4 },
      ]),
    );
    await at(1, (tx) => issueStock(tx, ctx, { ...doc("SO-3"), operationType: 100 }, [{ ...key(pa.id), quantity: 7 }]));
    await at(0, (tx) =>
      reserveStock(tx, ctx, { orgId: a.org.id, reserveSource: 50, orderType: 2, ...doc("OB-2") }, [
        { ...key(pa.id), line: 1, quantity: 6 },
      ]),
    );
    // a stock document's reservation is not a delivery
    await at(0, (tx) =>
      reserveStock(tx, ctx, { orgId: a.org.id, reserveSource: 61, ...doc("RS-1") }, [{ ...key(pa.id), line: 1, quantity: 1 }]),
    );
    // two inbound plans in transit; the first partly received (15 of pa2's 40 to pending putaway)
    const ip1 = { orgId: a.org.id, transportSource: 20, orderType: 5, businessType: 2, ...doc("IP-1") };
    const ip2 = { orgId: a.org.id, transportSource: 20, orderType: 5, businessType: 2, ...doc("IP-2") };
    await at(0, (tx) =>
      addInTransit(tx, ctx, ip1, [
        { line: 1, productId: pa2.id, warehouseId: wh.id, quantity: 40, eta: dayOf(ago(-3)) },
        { line: 2, productId: pa.id, warehouseId: wh.id, quantity: 20, eta: dayOf(ago(2)) },
      ]),
    );
    await at(0, (tx) =>
      addInTransit(tx, ctx, ip2, [{ line: 1, productId: pa2.id, warehouseId: wh.id, quantity: 10, eta: dayOf(ago(-10)) }]),
    );
    await at(0, (tx) => receiveInTransit(tx, ctx, ip1, [{ line: 1, productId: pa2.id, good: 15 }]));
    await inTransaction(t.database.db, (tx) => takeSnapshot(tx, wh.id, dayOf(ago(4))));
  });
  afterAll(() => t?.close());

  const list = async (c: Client, path: string, query = "") => {
    const res = await c.get(`/api/inventory/analysis/${path}/list?rows=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { records: number; rows: Record<string, unknown>[]; summary?: Record<string, string> };
  };
  const bySku = (rows: Record<string, unknown>[], sku: unknown, type = 0) =>
    rows.find((r) => r.sku === sku && (r.inventoryType === undefined || r.inventoryType === type));
  const period = (from: number, to: number) => `&search[BETWEEN_period]=${dayOf(ago(from))},${dayOf(ago(to))}`;

  it("收发存: opening, receipts and issues by group, closing; opening + in − out = closing", async () => {
    const r = await list(a.client, "receiveIssue", period(7, 3));
    expect(r.records).toBe(2);
    expect(bySku(r.rows, pa.sku, 0)).toMatchObject({
      opening: 100,
      inbound: 0,
      returns: 5,
      transfersIn: 0,
      adjustmentsIn: 3,
      totalIn: 8,
      salesOut: 30,
      b2bOut: 10,
      transfersOut: 2,
      adjustmentsOut: 1,
      totalOut: 43,
      closing: 65,
    });
    expect(bySku(r.rows, pa.sku, 1)).toMatchObject({ opening: 0, transfersIn: 2, totalIn: 2, totalOut: 0, closing: 2 });
    for (const row of r.rows) expect(Number(row.opening) + Number(row.totalIn) - Number(row.totalOut)).toBe(row.closing);
    // from before the first receipt: all of it is inbound; the last shipment is in the period to today
    const all = await list(a.client, "receiveIssue", `${period(12, 0)}&search[EQ_inventoryType]=0`);
    expect(all.rows[0]).toMatchObject({ opening: 0, inbound: 100, salesOut: 37, closing: 58 });
    expect(all.summary).toMatchObject({ inbound: "100.00", closing: "58.00" });
  });

  it("收发存: seller isolation, the operator's view, a bad period is a 400, the export's rows", async () => {
    expect((await list(b.client, "receiveIssue", period(7, 3))).rows.map((r) => r.sku)).toEqual([pb.sku]);
    const op = await list(operator, "receiveIssue", `${period(7, 3)}&search[EQ_warehouseId]=${wh.id}`);
    expect(op.records).toBe(3);
    const bad = await a.client.get(`/api/inventory/analysis/receiveIssue/list?search[BETWEEN_period]=${dayOf(ago(1))},${dayOf(ago(3))}`);
    expect(bad.statusCode).toBe(400);
    const res = await a.client.get(`/api/inventory/analysis/receiveIssue/export?search[BETWEEN_period]=${dayOf(ago(7))},${dayOf(ago(3))}`);
    expect(res.statusCode).toBe(200);
    const [sheet] = Object.values(await readBook(res.rawPayload));
    expect(sheet).toHaveLength(3);
    expect(sheet![0]).toContain("期初");
    const row = sheet!.find((r) => r.includes(pa.sku) && r.includes(65));
    expect(row).toEqual([a.org.code, wh.code, pa.sku, "测试产品", "良品", 100, 0, 5, 0, 3, 8, 30, 10, 2, 1, 43, 65]);
  });

  it("收发存: a page sorted by SKU (walked) and by a figure (grouped) hold the same rows; the summary adds them up", async () => {
    const figures = ["opening", "inbound", "returns", "transfersIn", "adjustmentsIn", "totalIn"] as const;
    const more = ["salesOut", "b2bOut", "transfersOut", "adjustmentsOut", "totalOut", "closing"] as const;
    const byId = (rows: Record<string, unknown>[]) => [...rows].sort((x, y) => Number(x.id) - Number(y.id));
    for (const q of [
      period(2, 0),
      period(7, 3),
      period(12, 0),
      `${period(12, 0)}&search[EQ_inventoryType]=1`,
      `${period(7, 3)}&search[LIKE_sku]=${pa.sku}`,
    ]) {
      const walked = await list(a.client, "receiveIssue", `${q}&sidx=sku`);
      const grouped = await list(a.client, "receiveIssue", `${q}&sidx=closing&sord=desc`);
      expect(walked.rows.length).toBeGreaterThan(0);
      expect(byId(walked.rows)).toEqual(byId(grouped.rows));
      expect(walked.records).toBe(walked.rows.length);
      expect(grouped.summary).toEqual(walked.summary);
      for (const k of [...figures, ...more]) {
        const sum = walked.rows.reduce((n, r) => n + Number(r[k]), 0);
        expect(walked.summary![k], `${q} ${k}`).toBe(`${sum}.00`);
      }
    }
    // the last 3 days: pa's shipment of 7; its unsellable 2 did not move since day −5, still a row (opening = closing = 2);
    // pa2 has nothing on hand and no movement: not a row
    const recent = await list(a.client, "receiveIssue", period(2, 0));
    expect(recent.records).toBe(2);
    expect(bySku(recent.rows, pa.sku, 0)).toMatchObject({ opening: 65, salesOut: 7, totalOut: 7, totalIn: 0, closing: 58 });
    expect(bySku(recent.rows, pa.sku, 1)).toMatchObject({ opening: 2, totalIn: 0, totalOut: 0, closing: 2 });
    expect(recent.summary).toMatchObject({ opening: "67.00", salesOut: "7.00", totalOut: "7.00", totalIn: "0.00", closing: "60.00" });
    // filtered by a figure: the rows and totals of the balances that shipped
    const shipped = await list(a.client, "receiveIssue", `${period(2, 0)}&search[GT_totalOut]=0`);
    expect(shipped.records).toBe(1);
    expect(shipped.summary).toMatchObject({ opening: "65.00", totalOut: "7.00", closing: "58.00" });
    // the inventory detail list reads a page's balances whole after picking them: page 2 of 1 is the second of 2
    const two = await a.client.get(`/api/inventory/balance/list?rows=2&sidx=sku&search[EQ_warehouseId]=${wh.id}`);
    const second = await a.client.get(`/api/inventory/balance/list?rows=1&page=2&sidx=sku&search[EQ_warehouseId]=${wh.id}`);
    const rowsOf = (res: typeof two) => (res.json() as { rows: Record<string, unknown>[] }).rows;
    expect(rowsOf(two)).toHaveLength(2);
    expect(rowsOf(second)).toEqual([rowsOf(two)[1]]);
  });

  it("in warehouse: on hand and pending putaway with cubic metres; its trend from the snapshots", async () => {
    const r = await list(a.client, "inWarehouse");
    expect(r.records).toBe(3);
    expect(bySku(r.rows, pa.sku, 0)).toMatchObject({ onHand: 58, reserved: 11, available: 47, unitM3: "0.060000", onHandM3: "3.480000" });
    expect(bySku(r.rows, pa.sku, 1)).toMatchObject({ onHand: 2, onHandM3: "0.120000" });
    expect(bySku(r.rows, pa2.sku, 0)).toMatchObject({ onHand: 0, pendingPutaway: 15, unitM3: "0.000655", pendingM3: "0.009832" });
    expect(r.summary).toMatchObject({ onHand: "60.00", pendingPutaway: "15.00", onHandM3: "3.600000" });
    expect((await list(b.client, "inWarehouse")).rows.map((x) => x.sku)).toEqual([pb.sku]);

    const day = `&search[EQ_snapshotDate]=${dayOf(ago(4))}&search[EQ_warehouseId]=${wh.id}`;
    expect((await list(a.client, "inWarehouseTrend", day)).rows).toEqual([
      {
        id: `${dayOf(ago(4))}-${wh.id}`,
        snapshotDate: dayOf(ago(4)),
        warehouseCode: wh.code,
        skus: 1,
        onHand: 67,
        available: 65,
        unsellable: 2,
        volumeM3: "4.020000",
      },
    ]);
    expect((await list(operator, "inWarehouseTrend", day)).rows[0]).toMatchObject({ skus: 2, onHand: 76 });
    expect((await list(b.client, "inWarehouseTrend", day)).rows[0]).toMatchObject({ skus: 1, onHand: 9, available: 9 });
  });

  it("on order per SKU with ETAs and overdue units; arrivals by plan and date, and by ETA week", async () => {
    const r = await list(a.client, "onOrder");
    expect(r.records).toBe(2);
    expect(bySku(r.rows, pa2.sku)).toMatchObject({
      units: 35,
      plans: 2,
      nextEta: dayOf(ago(-3)),
      lastEta: dayOf(ago(-10)),
      overdueUnits: 0,
      documentNos: `IP-1-${engine}, IP-2-${engine}`,
    });
    expect(bySku(r.rows, pa.sku)).toMatchObject({ units: 20, plans: 1, nextEta: dayOf(ago(2)), overdueUnits: 20 });
    expect((await list(b.client, "onOrder")).records).toBe(0);

    const arrivals = await list(a.client, "arrivalPlan");
    expect(arrivals.rows.map((x) => [x.eta, x.documentNo, x.units, x.receivedUnits])).toEqual([
      [dayOf(ago(2)), `IP-1-${engine}`, 20, 0],
      [dayOf(ago(-3)), `IP-1-${engine}`, 40, 15],
      [dayOf(ago(-10)), `IP-2-${engine}`, 10, 0],
    ]);
    const weeks = await list(a.client, "onOrderWeek");
    expect(weeks.summary?.units).toBe("55.00");
    for (const w of weeks.rows) expect(new Date(`${String(w.week)}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("undelivered: B2C orders and outbound plans reserved, oldest age; by days waiting", async () => {
    const r = await list(a.client, "unDeliver");
    expect(r.records).toBe(1);
    expect(r.rows[0]).toMatchObject({
      sku: pa.sku,
      units: 10,
      orderUnits: 4,
      planUnits: 6,
      documents: 2,
      oldestAgeDays: 3,
      documentNos: `OB-2-${engine}, SO-2-${engine}`,
    });
    expect((await list(b.client, "unDeliver")).records).toBe(0);
    const waits = await list(a.client, "unDeliverWait");
    expect(waits.rows.map((x) => [x.waitBucket, x.documents, x.units])).toEqual([
      [0, 1, 6],
      [2, 1, 4],
    ]);
  });

  it("inventory analysis: units out over 30 days, daily rate, days of cover, sell-through; the billboard", async () => {
    const r = await list(a.client, "stock");
    expect(bySku(r.rows, pa.sku)).toMatchObject({
      onHand: 58,
      available: 47,
      inTransit: 20,
      out30: 47,
      avgDailyOut: "1.57",
      daysOfCover: "30.0",
      oldestAgeDays: 10,
      sellThrough: "44.8",
    });
    expect(bySku(r.rows, pa2.sku)).toMatchObject({ onHand: 0, inTransit: 35, out30: 0, daysOfCover: null, sellThrough: null });
    expect((await list(b.client, "stock")).rows.map((x) => x.sku)).toEqual([pb.sku]);

    const res = await a.client.get(`/api/inventory/analysis/billboard?warehouseId=${wh.id}`);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.totals).toEqual({ skus: 1, onHand: 60, available: 47, inTransit: 55, reserved: 11, out30: 47, volumeM3: "3.600000" });
    expect(board.topOut).toEqual([{ sku: pa.sku, units: 47 }]);
    expect(board.ages[0]).toEqual({ bucket: "age0to30", units: 60 });
    expect(board.trend).toEqual([{ day: dayOf(ago(4)), onHand: 67, available: 65, volumeM3: "4.020000" }]);
    expect((await b.client.get(`/api/inventory/analysis/billboard`)).json().totals).toMatchObject({ onHand: 9, out30: 0 });
  });
  it("the movement summary holds each balance's day of on-hand movements by the report's groups; the ledger check finds a wrong day", async () => {
    const orgs = `${a.org.id}, ${b.org.id}`;
    const moved = (
      await t.database.query(
        `select balance_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, operation_type, quantity
           from stock_movements where bucket = 'onHand' and org_id in (${orgs})`,
      )
    ).rows;
    // the groups recomputed here from the contract's table, not from the SQL the ledger writes with
    const g = receiveIssueGroups;
    const inGroup = (ops: readonly number[], op: unknown) => op !== null && ops.includes(Number(op));
    const expected = new Map<string, Record<string, number>>();
    for (const m of moved) {
      const k = `${Number(m.balance_id)}/${String(m.day)}`;
      const row = expected.get(k) ?? {
        inbound: 0,
        returns: 0,
        transfersIn: 0,
        adjustmentsIn: 0,
        totalIn: 0,
        salesOut: 0,
        b2bOut: 0,
        transfersOut: 0,
        adjustmentsOut: 0,
        totalOut: 0,
      };
      const q = Number(m.quantity);
      const op = m.operation_type;
      if (q > 0) {
        row.totalIn! += q;
        if (inGroup(g.inbound, op)) row.inbound! += q;
        else if (inGroup(g.returns, op)) row.returns! += q;
        else if (inGroup(g.transfersIn, op)) row.transfersIn! += q;
        else row.adjustmentsIn! += q;
      } else {
        row.totalOut! -= q;
        if (inGroup(g.salesOut, op)) row.salesOut! -= q;
        else if (inGroup(g.b2bOut, op)) row.b2bOut! -= q;
        else if (inGroup(g.transfersOut, op)) row.transfersOut! -= q;
        else row.adjustmentsOut! -= q;
      }
      expected.set(k, row);
    }
    const stored = (
      await t.database.query(
        `select balance_id, to_char(day, 'YYYY-MM-DD') as day, inbound, returns, transfers_in, adjustments_in, total_in,
                sales_out, b2b_out, transfers_out, adjustments_out, total_out
           from stock_movement_days where org_id in (${orgs})`,
      )
    ).rows;
    const got = new Map(
      stored.map((r) => [
        `${Number(r.balance_id)}/${String(r.day)}`,
        {
          inbound: Number(r.inbound),
          returns: Number(r.returns),
          transfersIn: Number(r.transfers_in),
          adjustmentsIn: Number(r.adjustments_in),
          totalIn: Number(r.total_in),
          salesOut: Number(r.sales_out),
          b2bOut: Number(r.b2b_out),
          transfersOut: Number(r.transfers_out),
          adjustmentsOut: Number(r.adjustments_out),
          totalOut: Number(r.total_out),
        },
      ]),
    );
    // receipts 10, returns 20, sales out 100, B2B out 40, a move (110 / 120), adjustments 103 / 104, putaway, on several days
    expect(expected.size).toBeGreaterThanOrEqual(6);
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected));
    const kinds = [...expected.values()];
    for (const k of ["inbound", "returns", "transfersIn", "adjustmentsIn", "salesOut", "b2bOut", "transfersOut", "adjustmentsOut"])
      expect(
        kinds.some((r) => r[k]! > 0),
        k,
      ).toBe(true);

    const verify = async () => (await operator.get("/api/inventory/ledger/verify")).json();
    expect(await verify()).toMatchObject({ mismatches: 0 });
    const [first] = stored;
    const wrong = `update stock_movement_days set inbound = inbound + $3 where balance_id = $1 and day = $2::date`;
    await t.database.query(wrong, [first!.balance_id, first!.day, 1]);
    try {
      const checked = await verify();
      expect(checked.mismatches).toBe(1);
      expect(checked.examples[0]).toMatchObject({
        balanceId: Number(first!.balance_id),
        problem: expect.stringContaining("1 day(s) of the movement summary"),
      });
    } finally {
      await t.database.query(wrong, [first!.balance_id, first!.day, -1]);
    }
  });
});
