import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Saved } from "../../../test/factories.js";
import { readBook } from "../../../test/xlsx-fixture.js";
import { carrierServices } from "../masterdata/index.js";

/**
 * inventory/skuLastMileFeeReport: a shipped order's lines with its carrier service and parcel, one row per SKU line;
 * an order not shipped yet is not there; the fee waits for billing. Seller B and staff of another warehouse see none.
 */
describe.each(engines)("SKU last-mile report on %s", (engine) => {
  let t: TestApp;
  let dataDir: string;
  let operator: Client;
  let outsider: Client;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let wh: Saved;
  let pa: Saved;
  let pa2: Saved;
  let serviceCode: string;
  let shipped: { orderNo: string; trackingNo: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-lastmile-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    const f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    pa = await f.product(a.client);
    pa2 = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    const elsewhere = await f.warehouse(opOrgId);
    const narrow = await f.user(opOrgId, ["warehouse_staff"]);
    const group = await (
      await t.login("operator")
    ).post("/api/v1/UcAccessgroup/saveData", {
      code: `LM-${engine}`,
      name: "Elsewhere",
      warehouseIds: [elsewhere.id],
      userIds: [narrow.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    outsider = await f.login(narrow);
    const [svc] = await t.database.db.select().from(carrierServices).where(eq(carrierServices.active, true)).limit(1);
    serviceCode = svc!.code;
    for (const p of [pa, pa2]) {
      const res = await operator.post("/api/inventory/balance/adjust", {
        orgId: a.org.id,
        warehouseId: wh.id,
        productId: p.id,
        inventoryType: 0,
        quantity: 20,
        reason: "opening",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const order = async (ref: string, steps: string[]) => {
      const res = await a.client.post("/api/orders/order/save", {
        warehouseId: wh.id,
        carrierServiceId: svc!.id,
        referenceNo: `${ref}-${engine}`,
        recipient: {
          name: "Emily Carter",
          country: "US",
          state: "CA",
          city: "Los Angeles",
          postcode: "90012",
          address1: "200 N Spring St",
        },
        lines: [
          { sku: pa.sku, quantity: 3, declaredValue: "12.99", currency: "USD" },
          { sku: pa2.sku, quantity: 2, declaredValue: "5", currency: "USD" },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      let o = res.json() as { id: number; version: number; orderNo: string; trackingNo: string };
      for (const step of steps) {
        const c = step === "submit" ? a.client : operator;
        const parcel =
          step === "pack" ? { weight: "1.5", weightUnit: "lbs", length: "12", width: "9", height: "4", lengthUnit: "inch" } : {};
        const next = await c.post(`/api/orders/order/${step}`, { id: o.id, version: o.version, ...parcel });
        expect(next.statusCode, `${step}: ${next.body}`).toBe(200);
        o = next.json();
      }
      return o;
    };
    shipped = await order("LM-SHIPPED", ["submit", "pick", "pack", "buyLabel", "ship"]);
    await order("LM-PACKED", ["submit", "pick", "pack"]);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An export as a reader whose language is English (the user's setting decides, not the request's header). */
  const inEnglish = async (c: Client, url: string) => {
    expect((await c.put("/api/auth/locale", { locale: "en-US" })).statusCode).toBe(200);
    const res = await c.get(url);
    await c.put("/api/auth/locale", { locale: "zh-CN" });
    return res;
  };
  const list = async (c: Client, q = "") => {
    const res = await c.get(`/api/orders/skuLastMileFee/list?search[EQ_warehouseId]=${wh.id}&sidx=sku${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { records: number; rows: Record<string, unknown>[]; summary: Record<string, string> };
  };

  it("lists the shipped order's lines with carrier service, parcel and ship date; the fee waits for billing", async () => {
    const p = await list(a.client);
    const common = {
      orderNo: shipped.orderNo,
      trackingNo: shipped.trackingNo,
      carrierServiceCode: serviceCode,
      weight: "1.500",
      weightUnit: "lbs",
      length: "12.000",
      width: "9.000",
      height: "4.000",
      lengthUnit: "inch",
      feeStatus: "waiting",
    };
    expect(p.rows.sort((x, y) => Number(x.line) - Number(y.line))).toMatchObject([
      { ...common, sku: pa.sku, quantity: 3 },
      { ...common, sku: pa2.sku, quantity: 2 },
    ]);
    expect(p.rows.every((r) => typeof r.shippedAt === "string")).toBe(true);
    expect(p.summary).toMatchObject({ quantity: "5.00" });
  });

  it("keeps sellers apart and narrows staff to their warehouses", async () => {
    expect((await list(b.client)).records).toBe(0);
    expect((await list(operator)).records).toBe(2);
    expect((await list(outsider)).records).toBe(0);
  });

  it("exports headers and rows, the fee as waiting for billing", async () => {
    const res = await inEnglish(
      a.client,
      `/api/orders/skuLastMileFee/export?search[EQ_warehouseId]=${wh.id}&search[EQ_productId]=${pa.id}`,
    );
    expect(res.statusCode).toBe(200);
    const [rows] = Object.values(await readBook(res.rawPayload));
    expect(rows![0]).toEqual([
      "Shipped",
      "Seller",
      "Warehouse",
      "Order",
      "Reference",
      "Carrier service",
      "Tracking",
      "SKU",
      "Quantity",
      "Parcel weight",
      "Weight unit",
      "Length",
      "Width",
      "Height",
      "Length unit",
      "Country",
      "Last-mile fee",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows![1]!.slice(1, 17)).toEqual([
      a.org.code,
      wh.code,
      shipped.orderNo,
      `LM-SHIPPED-${engine}`,
      serviceCode,
      shipped.trackingNo,
      pa.sku,
      3,
      1.5,
      "lbs",
      12,
      9,
      4,
      "inch",
      "US",
      "Waiting for billing",
    ]);
  });
});
