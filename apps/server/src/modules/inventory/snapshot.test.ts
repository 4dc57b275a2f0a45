import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/database.js";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Saved } from "../../../test/factories.js";
import { receiveStock, issueStock } from "./index.js";
import { localDate, snapshotDueWarehouses, takeSnapshot, zonedMidnight } from "./snapshot.service.js";

const DAY = 86_400_000;

describe("zonedMidnight", () => {
  it("finds a warehouse's local midnight, across daylight saving", () => {
    expect(zonedMidnight("2026-11-24", "Asia/Shanghai").toISOString()).toBe("2026-11-23T16:00:00.000Z");
    expect(zonedMidnight("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(zonedMidnight("2026-03-09", "America/Los_Angeles").toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect(localDate(new Date("2026-11-24T03:00:00Z"), "America/New_York")).toBe("2026-11-23");
  });
});

describe.each(engines)("daily snapshots on %s", (engine) => {
  let t: TestApp;
  let operator: Client;
  let seller: Client;
  let wh: Saved;
  let key: { orgId: number; warehouseId: number; productId: number; inventoryType: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId, { timeZone: "America/Los_Angeles" });
    const a = await f.sellerWithAdmin();
    seller = a.client;
    await f.assignWarehouse(a.org.id, wh.id);
    // 10 × 10 × 10 cm: 0.001 m³ a unit
    const p = await f.product(a.client, { length: "10", width: "10", height: "10", lengthUnit: "cm", weight: "100", weightUnit: "g" });
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    key = { orgId: a.org.id, warehouseId: wh.id, productId: p.id, inventoryType: 0 };
    const now = Date.now();
    await inTransaction(t.database.db, async (tx) => {
      await receiveStock(tx, {}, { documentNo: "SNAP-1", operationType: 10, receivedAt: new Date(now - 400 * DAY) }, [
        { ...key, quantity: 6 },
      ]);
      await receiveStock(tx, {}, { documentNo: "SNAP-2", operationType: 10, receivedAt: new Date(now - 45 * DAY) }, [
        { ...key, quantity: 10 },
      ]);
      await receiveStock(tx, {}, { documentNo: "SNAP-3", operationType: 10, receivedAt: new Date(now - 2 * DAY) }, [
        { ...key, quantity: 4 },
      ]);
      // FIFO: the 400-day lot goes first
      await issueStock(tx, {}, { documentNo: "SNAP-OUT", operationType: 100 }, [{ ...key, quantity: 5 }]);
    });
  });
  afterAll(() => t?.close());

  const dayRows = async (day: string) => {
    const res = await seller.get(`/api/inventory/snapshot/list?search[EQ_warehouseId]=${wh.id}&search[EQ_snapshotDate]=${day}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { records: number; rows: Record<string, unknown>[] };
  };

  it("snapshots a day with its age buckets and cubic metres; a re-run replaces the day", async () => {
    const today = localDate(new Date(), "America/Los_Angeles");
    const take = await operator.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date: today });
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json()).toMatchObject({ balances: 1 });
    const first = await dayRows(today);
    expect(first.records).toBe(1);
    expect(first.rows[0]).toMatchObject({
      snapshotType: "CAN_SALE",
      onHand: 15,
      age0to30: 4,
      age31to60: 10,
      ageOver365: 1,
      volumeM3: "0.015000",
    });
    await operator.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date: today });
    expect((await dayRows(today)).records).toBe(1);
    // today is not over: a preview, which the sweep takes again after midnight
    const runs = await t.database.query(`select count(*) as n from stock_snapshot_runs where warehouse_id = $1 and snapshot_date = $2`, [
      wh.id,
      today,
    ]);
    expect(Number(runs.rows[0]!.n)).toBe(0);
  });

  it("yesterday's snapshot leaves out what was posted after its midnight, and the sweep takes each warehouse's day once", async () => {
    const yesterday = localDate(new Date(Date.now() - DAY), "America/Los_Angeles");
    expect(await inTransaction(t.database.db, (tx) => takeSnapshot(tx, wh.id, yesterday))).toBe(0);
    expect((await dayRows(yesterday)).records).toBe(0);
    const log = { info: () => {} } as never;
    await snapshotDueWarehouses(t.database, log);
    expect(await snapshotDueWarehouses(t.database, log)).toBe(0);
    const runs = await t.database.query(`select count(*) as n from stock_snapshot_runs where warehouse_id = $1`, [wh.id]);
    expect(Number(runs.rows[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it("another warehouse's operator scope: a warehouse outside it is a 404", async () => {
    expect((await operator.post("/api/inventory/snapshot/take", { warehouseId: 2147483647, date: "2026-01-01" })).statusCode).toBe(404);
    expect((await seller.post("/api/inventory/snapshot/take", { warehouseId: wh.id, date: "2026-01-01" })).statusCode).toBe(403);
  });
});
