import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, ProductDetail, SkuMapRow, WarehouseSkuRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { auditLog } from "../../platform/identity/schema.js";
import { storeAccounts, warehouses } from "../masterdata/index.js";
import { products, skuMaps, warehouseSkus } from "./schema.js";

const product = (sku: string) => ({
  sku,
  nameZh: "映射测试",
  nameEn: "Map test",
  length: "20",
  width: "15",
  height: "5",
  lengthUnit: "cm",
  weight: "300",
  weightUnit: "g",
  declaredValue: "3",
  currency: "USD",
  originCountry: "Vietnam",
});

/** A list request's query string: page, rows and search[OP_field] filters. */
const qs = (o: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

describe.each(engines)("warehouse SKUs and SKU maps on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let wh: Record<string, number>;
  let acc: Record<string, number>;
  let p1: ProductDetail;
  let p2: ProductDetail;
  beforeAll(async () => {
    t = await createTestApp(engine);
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    operator = await t.login("operator");
    wh = Object.fromEntries((await t.database.db.select().from(warehouses)).map((w) => [w.code, w.id]));
    acc = Object.fromEntries((await t.database.db.select().from(storeAccounts)).map((a) => [a.title, a.id]));
    p1 = (await sellerA.post("/api/v1/Product/saveOne", product("M-ONE"))).json();
    p2 = (await sellerA.post("/api/v1/Product/saveOne", product("M-TWO"))).json();
  });
  afterAll(() => t?.close());

  it("generates warehouse SKUs from the customer prefix and the org's sequence, unique per warehouse", async () => {
    const one = await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: p1.id, warehouseId: wh.USTX1 });
    expect(one.statusCode, one.body).toBe(200);
    const row = one.json() as WarehouseSkuRow;
    // the demo used SA000001.. for its warehouse SKUs: the sequence continues after them
    const demoMax = (await t.database.db.execute(
      sql`select max(code) as m from warehouse_skus where code like 'SA0%' and id <> ${row.id}`,
    )) as unknown as { rows: { m: string }[] };
    expect(row).toMatchObject({ sku: "M-ONE", warehouseCode: "USTX1", orgCode: "SLA" });
    expect(row.code).toBe(`SA${String(Number(demoMax.rows[0]!.m.slice(2)) + 1).padStart(6, "0")}`);

    const again = await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: p1.id, warehouseId: wh.USTX1 });
    expect(again.statusCode).toBe(409);
    const manual = await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: p2.id, warehouseId: wh.USTX1, code: row.code });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe(`仓库 USTX1 已有编码 ${row.code}`);
    const fnsku = await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: p2.id, warehouseId: wh.USTX1, code: "X00ABCD123" });
    expect(fnsku.json()).toMatchObject({ code: "X00ABCD123" });

    // a warehouse the seller may not use is not there for it; seller B's product is not either
    expect((await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: p1.id, warehouseId: wh.ONT8 })).statusCode).toBe(404);
    const [bProduct] = await t.database.db
      .select()
      .from(products)
      .where(sql`org_id = (select id from organizations where code = 'SLB')`)
      .limit(1);
    expect((await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: bProduct!.id, warehouseId: wh.USLAX1 })).statusCode).toBe(404);
    // operator staff: SLB may not use USTX1
    const notAssigned = await operator.post("/api/v1/WarehouseSku/saveOne", { productId: bProduct!.id, warehouseId: wh.USTX1 });
    expect(notAssigned.statusCode).toBe(422);

    const gen = await sellerA.post("/api/v1/WarehouseSku/generate", { warehouseId: wh.USNJ1, productIds: [p1.id, p2.id] });
    expect(gen.statusCode, gen.body).toBe(200);
    expect(gen.json().created.map((r: WarehouseSkuRow) => r.sku)).toEqual(["M-ONE", "M-TWO"]);
    expect(
      (await sellerA.post("/api/v1/WarehouseSku/generate", { warehouseId: wh.USNJ1, productIds: [p1.id, p2.id] })).json(),
    ).toMatchObject({ created: [], skipped: 2 });

    const mine = (await sellerA.get("/api/v1/WarehouseSku/findByPage" + qs({ rows: 1000 }))).json() as PageReply<WarehouseSkuRow>;
    expect(new Set(mine.rows.map((r) => r.orgCode))).toEqual(new Set(["SLA"]));
    const forProduct = (
      await sellerA.get("/api/v1/WarehouseSku/findByPage" + qs({ "search[EQ_productId]": String(p1.id) }))
    ).json() as PageReply<WarehouseSkuRow>;
    expect(forProduct.rows.map((r) => r.warehouseCode).sort()).toEqual(["USNJ1", "USTX1"]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.command, "createWarehouseSku"));
    expect(audit.length).toBe(4);
  });

  it("maps a listing SKU to one product per store account, with its warehouse SKU", async () => {
    const [ws] = await t.database.db
      .select()
      .from(warehouseSkus)
      .where(and(eq(warehouseSkus.productId, p1.id), eq(warehouseSkus.warehouseId, wh.USTX1!)));
    const res = await sellerA.post("/api/v1/SkuMap/saveOne", {
      storeAccountId: acc["SA-Amazon-US"],
      listingSku: "AMZ-M-ONE",
      asin: "B0TEST0001",
      productId: p1.id,
      warehouseSkuId: ws!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json() as SkuMapRow;
    expect(map).toMatchObject({
      storeAccount: "SA-Amazon-US",
      channel: "amazon",
      listingSku: "AMZ-M-ONE",
      sku: "M-ONE",
      warehouseSku: ws!.code,
      warehouseCode: "USTX1",
      quantity: 1,
      version: 1,
    });

    // one listing SKU, one product per account (ignoring case); another account may reuse it
    const clash = await sellerA.post("/api/v1/SkuMap/saveOne", {
      storeAccountId: acc["SA-Amazon-US"],
      listingSku: "amz-m-one",
      productId: p2.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("店铺 SA-Amazon-US 的 Listing SKU AMZ-M-ONE 已映射到产品 M-ONE");
    expect(
      (await sellerA.post("/api/v1/SkuMap/saveOne", { storeAccountId: acc["SA-Walmart-US"], listingSku: "AMZ-M-ONE", productId: p2.id }))
        .statusCode,
    ).toBe(200);
    // a product may have many listings
    const two = await sellerA.post("/api/v1/SkuMap/saveOne", {
      storeAccountId: acc["SA-Amazon-US"],
      listingSku: "AMZ-M-ONE-2PK",
      productId: p1.id,
      quantity: 2,
    });
    expect(two.statusCode).toBe(200);
    expect(
      ((await sellerA.get(`/api/v1/Product/findOne?id=${p1.id}`)).json() as ProductDetail).listings.map((l) => [l.listingSku, l.quantity]),
    ).toEqual([
      ["AMZ-M-ONE", 1],
      ["AMZ-M-ONE-2PK", 2],
    ]);
    // a warehouse SKU of another product, another seller's account: refused
    expect(
      (
        await sellerA.post("/api/v1/SkuMap/saveOne", {
          storeAccountId: acc["SA-Shopify"],
          listingSku: "X1",
          productId: p2.id,
          warehouseSkuId: ws!.id,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await sellerA.post("/api/v1/SkuMap/saveOne", { storeAccountId: acc["SB-Amazon-US"], listingSku: "X2", productId: p2.id }))
        .statusCode,
    ).toBe(404);

    const upd = await sellerA.post("/api/v1/SkuMap/saveOne", {
      id: map.id,
      version: 1,
      storeAccountId: acc["SA-Amazon-US"],
      listingSku: "AMZ-M-ONE",
      productId: p2.id,
      fulfilmentChannel: "marketplace",
    });
    expect(upd.json()).toMatchObject({ sku: "M-TWO", warehouseSku: null, fulfilmentChannel: "marketplace", version: 2 });
    expect(
      (
        await sellerA.post("/api/v1/SkuMap/saveOne", {
          id: map.id,
          version: 1,
          storeAccountId: acc["SA-Amazon-US"],
          listingSku: "AMZ-M-ONE",
          productId: p1.id,
        })
      ).statusCode,
    ).toBe(409);

    // a mapped product, a warehouse SKU a map ships from: not deletable (409)
    expect((await sellerA.post("/api/v1/Product/del", { id: p2.id })).statusCode).toBe(409);
    expect((await sellerA.post("/api/v1/SkuMap/setActive", { ids: [map.id], active: false })).json()).toEqual({ changed: 1 });
    expect((await sellerA.post("/api/v1/SkuMap/delete", { id: map.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(skuMaps).where(eq(skuMaps.id, map.id))).toHaveLength(0);
  });

  it("keeps maps apart: seller B sees none of seller A's; their ids are 404", async () => {
    const b = (await sellerB.get("/api/v1/SkuMap/findByPage" + qs({ rows: 1000 }))).json() as PageReply<SkuMapRow>;
    expect(b.records).toBeGreaterThan(0);
    expect(new Set(b.rows.map((r) => r.orgCode))).toEqual(new Set(["SLB"]));
    const [aMap] = await t.database.db
      .select()
      .from(skuMaps)
      .where(sql`org_id = (select id from organizations where code = 'SLA')`)
      .limit(1);
    expect((await sellerB.get(`/api/v1/SkuMap/findOne?id=${aMap!.id}`)).statusCode).toBe(404);
    expect((await sellerB.post("/api/v1/SkuMap/delete", { id: aMap!.id })).statusCode).toBe(404);
    const [aWs] = await t.database.db
      .select()
      .from(warehouseSkus)
      .where(sql`org_id = (select id from organizations where code = 'SLA')`)
      .limit(1);
    expect((await sellerB.post("/api/v1/WarehouseSku/del", { id: aWs!.id })).statusCode).toBe(404);
    expect(await t.database.db.select().from(skuMaps).where(eq(skuMaps.id, aMap!.id))).toHaveLength(1);
    const op = (
      await operator.get("/api/v1/SkuMap/findByPage" + qs({ rows: 1, "search[EQ_channel]": "wayfair" }))
    ).json() as PageReply<SkuMapRow>;
    expect(op.rows[0]).toMatchObject({ orgCode: "SLB", channel: "wayfair" });
  });

  it("bulk-maps by names people see: all rows checked, nothing saved on any error, re-points existing listings", async () => {
    const [ws] = await t.database.db
      .select()
      .from(warehouseSkus)
      .where(and(eq(warehouseSkus.productId, p2.id), eq(warehouseSkus.warehouseId, wh.USNJ1!)));
    const bad = await sellerA.post("/api/v1/SkuMap/saveBatch", {
      rows: [
        { storeAccount: "SA-Shopify", listingSku: "BLK-M-ONE", sku: "M-ONE" },
        { storeAccount: "SA-Nowhere", listingSku: "X", sku: "M-ONE" },
        { storeAccount: "SA-Shopify", listingSku: "blk-m-one", sku: "M-TWO" },
        { storeAccount: "SA-Shopify", listingSku: "BLK-3", sku: "NO-SUCH" },
        { storeAccount: "SA-Shopify", listingSku: "BLK-4", sku: "M-ONE", warehouseSku: ws!.code },
        { storeAccount: "SB-Amazon-US", listingSku: "BLK-5", sku: "M-ONE", quantity: 0 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("5 行数据有误,未保存任何数据");
    const details = bad.json().details as { path: string; message: string }[];
    expect(details.map((d) => d.path)).toEqual([
      "body.rows.1.storeAccount",
      "body.rows.2.listingSku",
      "body.rows.3.sku",
      "body.rows.4.warehouseSku",
      "body.rows.5.quantity",
    ]);
    expect(details[0]!.message).toBe("店铺账号 SA-Nowhere 不存在");
    expect(
      await t.database.db
        .select()
        .from(skuMaps)
        .where(sql`listing_sku like 'BLK-%'`),
    ).toHaveLength(0);

    const good = await sellerA.post("/api/v1/SkuMap/saveBatch", {
      rows: [
        { storeAccount: "SA-Shopify", listingSku: "BLK-M-ONE", sku: "m-one" },
        { storeAccount: "sa-shopify", listingSku: "BLK-M-TWO", sku: "M-TWO", warehouseSku: ws!.code, quantity: 3 },
        { storeAccount: "SA-Amazon-US", listingSku: "AMZ-M-ONE-2PK", sku: "M-TWO", asin: "B0TEST0002" },
      ],
    });
    expect(good.json()).toEqual({ ok: true, created: 2, updated: 1, errors: [] });
    const rows = await t.database.db
      .select({
        listingSku: skuMaps.listingSku,
        productId: skuMaps.productId,
        quantity: skuMaps.quantity,
        warehouseSkuId: skuMaps.warehouseSkuId,
        asin: skuMaps.asin,
      })
      .from(skuMaps)
      .where(sql`listing_sku in ('BLK-M-ONE','BLK-M-TWO','AMZ-M-ONE-2PK')`)
      .orderBy(skuMaps.listingSku);
    expect(rows).toEqual([
      { listingSku: "AMZ-M-ONE-2PK", productId: p2.id, quantity: 1, warehouseSkuId: null, asin: "B0TEST0002" },
      { listingSku: "BLK-M-ONE", productId: p1.id, quantity: 1, warehouseSkuId: null, asin: null },
      { listingSku: "BLK-M-TWO", productId: p2.id, quantity: 3, warehouseSkuId: ws!.id, asin: null },
    ]);
    // the operator names the seller whose rows these are
    expect(
      (await operator.post("/api/v1/SkuMap/saveBatch", { rows: [{ storeAccount: "SB-Amazon-US", listingSku: "Z", sku: "Z" }] })).statusCode,
    ).toBe(403);
  });
});
