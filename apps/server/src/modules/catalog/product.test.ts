import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoodsRow, PageReply, ProductDetail, ProductRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { auditLog } from "../../platform/identity/schema.js";
import { productLines } from "../masterdata/index.js";
import { kitComponents, products } from "./schema.js";

const P = "/api/v1/Product";

/** A plain product in inches and pounds (overridable). */
const body = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  nameZh: "测试产品",
  nameEn: "Test product",
  length: "10",
  width: "8",
  height: "0.5",
  lengthUnit: "inch",
  weight: "0.5",
  weightUnit: "lbs",
  declaredValue: "4.50",
  currency: "USD",
  originCountry: "China",
  ...extra,
});

/** A list request's query string: page, rows and search[OP_field] filters. */
const qs = (o: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

describe.each(engines)("products and kits on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let finance: Client;
  let slaId: number;
  let slbId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    operator = await t.login("operator");
    finance = await t.login("finance");
    const orgs = (await t.database.db.execute(sql`select id, code from organizations where code in ('SLA','SLB')`)) as unknown as {
      rows: { id: number; code: string }[];
    };
    slaId = orgs.rows.find((o) => o.code === "SLA")!.id;
    slbId = orgs.rows.find((o) => o.code === "SLB")!.id;
  });
  afterAll(() => t?.close());

  it("has the demo catalogue: 200 products per seller over all six tiers, both unit systems, kits", async () => {
    const rows = (await t.database.db.execute(
      sql`select org_id, count(*)::int as n, count(distinct size_tier)::int as tiers, count(distinct length_unit)::int as units, sum(case when is_kit then 1 else 0 end)::int as kits from products group by org_id`,
    )) as unknown as { rows: { org_id: number; n: number; tiers: number; units: number; kits: number }[] };
    for (const org of [slaId, slbId])
      expect(rows.rows.find((r) => r.org_id === org)).toMatchObject({ n: 200, tiers: 6, units: 2, kits: 8 });
  });

  it("creates a product with its size tier and dimensional weights, reads, updates and deletes it, with audit rows", async () => {
    const created = await sellerA.post(`${P}/saveOne`, body("T-CASE-1", { barcode: "036000291452", hsCode: "3926.90.90" }));
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json() as ProductDetail;
    expect(p).toMatchObject({
      orgId: slaId,
      sku: "T-CASE-1",
      sizeTier: "Small standard-size",
      sizeTierRuleSet: "US-2023",
      hsCode: "39269090",
      weight: "0.500",
      declaredValue: "4.5000",
      version: 1,
    });
    // one dimensional weight per carrier divisor in force (the demo carriers; OnTrac's expired 166 is not used)
    expect(p.dimWeights.map((d) => `${d.code}:${d.weight}${d.unit}`)).toEqual([
      "AMZL-IN:0.288lbs",
      "DHLECOM-IN:0.241lbs",
      "DHLECOM-CM:0.131kg",
      "FEDEX-IN:0.288lbs",
      "FEDEX-CM:0.131kg",
      "ONTRAC-IN:0.288lbs",
      "UPS-IN:0.288lbs",
      "UPS-CM:0.131kg",
      "USPS-IN:0.241lbs",
    ]);
    expect(p.sizeTierFigures).toMatchObject({ longestIn: "10.000", lengthGirthIn: "27.000", unitWeightLb: "0.500" });

    // a heavier, bigger box in cm and g moves it to small oversize; the stored tier follows
    const upd = await sellerA.post(
      `${P}/saveOne`,
      body("T-CASE-1", {
        id: p.id,
        version: 1,
        length: "60",
        width: "40",
        height: "30",
        lengthUnit: "cm",
        weight: "9500",
        weightUnit: "g",
      }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ sizeTier: "Small oversize", version: 2, lengthUnit: "cm" });
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(stored).toMatchObject({ sizeTier: "Small oversize", length: "60.000", weight: "9500.000" });
    expect(stored!.dimWeights.find((d) => d.code === "UPS-CM")?.weight).toBe("14.400"); // 60 × 40 × 30 cm / 5000

    expect((await sellerA.post(`${P}/saveOne`, body("T-CASE-1", { id: p.id, version: 1 }))).statusCode).toBe(409); // stale
    expect((await sellerA.post(`${P}/saveOne`, body("T-CASE-1X", { id: p.id, version: 2 }))).statusCode).toBe(422); // SKU fixed

    const list = (await sellerA.get(`${P}/findByPage` + qs({ "search[EQ_sku]": "T-CASE-1" }))).json() as PageReply<ProductRow>;
    expect(list.rows.map((r) => [r.sku, r.sizeTier, r.orgCode])).toEqual([["T-CASE-1", "Small oversize", "SLA"]]);
    const byTier = (
      await sellerA.get(`${P}/findByPage` + qs({ "search[EQ_sizeTier]": "Special oversize", rows: 1000 }))
    ).json() as PageReply<ProductRow>;
    expect(byTier.records).toBeGreaterThan(0);
    expect(byTier.rows.every((r) => r.sizeTier === "Special oversize" && r.orgCode === "SLA")).toBe(true);

    expect((await sellerA.post(`${P}/del`, { id: p.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, String(p.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createProduct", 100],
      ["updateProduct", 200],
      ["deleteProduct", 300],
    ]);
  });

  it("refuses a duplicate SKU (ignoring case), a bad barcode, another seller's product line, with clear messages", async () => {
    expect((await sellerA.post(`${P}/saveOne`, body("T-DUP"))).statusCode).toBe(200);
    const dup = await sellerA.post(`${P}/saveOne`, body("t-dup"));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("SKU T-DUP 已存在(不区分大小写)");
    // the same SKU in another seller's catalogue is fine
    expect((await sellerB.post(`${P}/saveOne`, body("T-DUP"))).statusCode).toBe(200);

    const bad = await sellerA.post(`${P}/saveOne`, body("T-BC", { barcode: "036000291453" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: "body.barcode", message: "条码 036000291453 的校验位不正确" }]);
    const [slbLine] = await t.database.db.select().from(productLines).where(eq(productLines.orgId, slbId));
    expect((await sellerA.post(`${P}/saveOne`, body("T-LINE", { productLineId: slbLine!.id }))).statusCode).toBe(422);

    const invalid = await sellerA.post(`${P}/saveOne`, body("T BAD", { length: "0", lengthUnit: "mm", extra: 1 }));
    expect(invalid.statusCode).toBe(400);
    const paths = (invalid.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["body.sku", "body.length", "body.lengthUnit"]));
    const noWeight = await sellerA.post(`${P}/saveOne`, { ...body("T-NOW"), weight: undefined });
    expect(noWeight.statusCode).toBe(400);
    expect(JSON.stringify(noWeight.json())).toContain("普通产品须填写重量");
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(sql`sku in ('T-BC','T-LINE','T BAD','T-NOW')`),
    ).toHaveLength(0);
  });

  it("keeps sellers apart: a seller sees only its own products; another seller's id is 404; operator sees both", async () => {
    const a = (await sellerA.get(`${P}/findByPage` + qs({ rows: 1000 }))).json() as PageReply<ProductRow>;
    expect(a.records).toBeGreaterThanOrEqual(200);
    expect(new Set(a.rows.map((r) => r.orgCode))).toEqual(new Set(["SLA"]));
    const [bProduct] = await t.database.db.select().from(products).where(eq(products.orgId, slbId)).limit(1);
    expect((await sellerA.get(`${P}/findOne?id=${bProduct!.id}`)).statusCode).toBe(404);
    expect((await sellerA.post(`${P}/saveOne`, body(bProduct!.sku, { id: bProduct!.id, version: bProduct!.version }))).statusCode).toBe(
      404,
    );
    expect((await sellerA.post(`${P}/del`, { id: bProduct!.id })).statusCode).toBe(404);
    expect((await sellerA.post(`${P}/setActive`, { ids: [bProduct!.id], active: false })).statusCode).toBe(404);
    expect((await sellerA.post(`${P}/saveOne`, body("T-OTHER", { orgId: slbId }))).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(products).where(eq(products.id, bProduct!.id));
    expect(still!.active).toBe(bProduct!.active);

    const op = (await operator.get(`${P}/findByPage` + qs({ rows: 1, "search[EQ_orgCode]": "SLB" }))).json() as PageReply<ProductRow>;
    expect(op.records).toBeGreaterThanOrEqual(200);
    expect((await operator.get(`${P}/findOne?id=${bProduct!.id}`)).json()).toMatchObject({ id: bProduct!.id, orgCode: "SLB" });
    // reading is not managing: finance may read, not write; operator staff may not create products
    expect((await finance.get(`${P}/findByPage` + qs({}))).statusCode).toBe(200);
    expect((await finance.post(`${P}/saveOne`, body("T-FIN"))).statusCode).toBe(403);
    expect((await operator.post(`${P}/saveOne`, body("T-OPR", { orgId: slaId }))).statusCode).toBe(403);
  });

  it("builds kits: derived weight and value, recomputed when a component changes, cycles refused", async () => {
    const mk = async (sku: string, extra: Record<string, unknown>) =>
      (await sellerA.post(`${P}/saveOne`, body(sku, extra))).json() as ProductDetail;
    const a = await mk("T-KA", { weight: "1", weightUnit: "lbs", declaredValue: "2.10" });
    const b = await mk("T-KB", { weight: "100", weightUnit: "g", declaredValue: "0.35" });
    const res = await sellerA.post(`${P}/saveOne`, {
      ...body("T-KIT"),
      weight: undefined,
      declaredValue: undefined,
      currency: undefined,
      weightUnit: "g",
      isKit: true,
      components: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const kit = res.json() as ProductDetail;
    // 2 × 453.59237 g + 3 × 100 g; 2 × 2.10 + 3 × 0.35
    expect(kit).toMatchObject({ isKit: true, weight: "1207.185", declaredValue: "5.2500", currency: "USD", componentCount: 2 });
    expect(kit.components.map((c) => [c.sku, c.quantity])).toEqual([
      ["T-KA", 2],
      ["T-KB", 3],
    ]);
    const outer = (
      await sellerA.post(`${P}/saveOne`, {
        ...body("T-KIT2"),
        weight: undefined,
        declaredValue: undefined,
        currency: undefined,
        isKit: true,
        components: [{ productId: kit.id, quantity: 1 }],
      })
    ).json() as ProductDetail;
    expect(outer.declaredValue).toBe("5.2500");

    // a component gets heavier: the kit and the kit around it follow
    const a2 = await sellerA.post(
      `${P}/saveOne`,
      body("T-KA", { id: a.id, version: a.version, weight: "2", weightUnit: "lbs", declaredValue: "3.10" }),
    );
    expect(a2.statusCode, a2.body).toBe(200);
    const kitNow = (await sellerA.get(`${P}/findOne?id=${kit.id}`)).json() as ProductDetail;
    expect(kitNow).toMatchObject({ weight: "2114.369", declaredValue: "7.2500", version: 2 });
    expect(((await sellerA.get(`${P}/findOne?id=${outer.id}`)).json() as ProductDetail).weight).toBe("4.661"); // lbs: 2114.36948 g
    expect(((await sellerA.get(`${P}/findOne?id=${a.id}`)).json() as ProductDetail).usedInKits.map((k) => k.sku)).toEqual(["T-KIT"]);

    // T-KIT inside T-KIT2: putting T-KIT2 into T-KIT closes a cycle
    const cycle = await sellerA.post(`${P}/saveOne`, {
      ...body("T-KIT"),
      id: kit.id,
      version: 2,
      weight: undefined,
      declaredValue: undefined,
      currency: undefined,
      weightUnit: "g",
      isKit: true,
      components: [
        { productId: a.id, quantity: 2 },
        { productId: outer.id, quantity: 1 },
      ],
    });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toBe("组合关系形成循环:T-KIT → T-KIT2 → T-KIT");
    const self = await sellerA.post(`${P}/saveOne`, {
      ...body("T-KIT2"),
      id: outer.id,
      version: outer.version + 1,
      isKit: true,
      components: [{ productId: outer.id, quantity: 1 }],
    });
    expect(self.statusCode).toBe(422);
    expect(await t.database.db.select().from(kitComponents).where(eq(kitComponents.kitId, kit.id))).toHaveLength(2);

    // another seller's product cannot be a component; a used product cannot be deleted
    const [bProduct] = await t.database.db.select().from(products).where(eq(products.orgId, slbId)).limit(1);
    expect(
      (await sellerA.post(`${P}/saveOne`, { ...body("T-KIT3"), isKit: true, components: [{ productId: bProduct!.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(422);
    const used = await sellerA.post(`${P}/del`, { id: a.id });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe("产品 T-KA 正在被使用(1 个组合产品),不能删除;请改为停用");
    const deact = await sellerA.post(`${P}/setActive`, { ids: [a.id, b.id], active: false });
    expect(deact.json()).toEqual({ changed: 2 });
    const [aRow] = await t.database.db.select().from(products).where(eq(products.id, a.id));
    expect(aRow!.active).toBe(false);
  });

  it("bulk-saves products: every row checked, all or nothing, upsert by SKU", async () => {
    const rows = [
      { ...body("T-BULK-1"), productLineCode: "HOME" },
      { ...body("t-bulk-1") },
      { ...body("T-BULK-3"), barcode: "036000291453" },
      { ...body("T-BULK-4"), productLineCode: "NOPE", length: "-1" },
    ];
    const bad = await sellerA.post(`${P}/saveBatch`, { rows });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["body.rows.1.sku", "body.rows.2.barcode", "body.rows.3.length"]));
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(sql`sku like 'T-BULK%'`),
    ).toHaveLength(0);

    const good = await sellerA.post(`${P}/saveBatch`, {
      rows: [{ ...body("T-BULK-1"), productLineCode: "HOME" }, body("T-BULK-2", { length: "20", width: "15", height: "10" })],
    });
    expect(good.json()).toEqual({ ok: true, created: 2, updated: 0, errors: [] });
    const again = await sellerA.post(`${P}/saveBatch`, { rows: [body("T-BULK-1", { nameEn: "Renamed" })] });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const saved = await t.database.db
      .select()
      .from(products)
      .where(sql`sku like 'T-BULK%'`)
      .orderBy(products.sku);
    expect(saved.map((s) => [s.sku, s.nameEn, s.sizeTier, s.orgId])).toEqual([
      ["T-BULK-1", "Renamed", "Small standard-size", slaId],
      ["T-BULK-2", "Test product", "Small oversize", slaId],
    ]);
  });

  it("shows goods with listings and kit composition; bulk-moves products to a product line", async () => {
    const goods = (await sellerA.get(`${P}/findGoodsByPage` + qs({ "search[EQ_isKit]": "true", rows: 50 }))).json() as PageReply<GoodsRow>;
    const demoKit = goods.rows.find((g) => g.sku === "SA-KIT-01")!;
    expect(demoKit.composition).toMatch(/^SA-\S+ ×\d \+ SA-\S+ ×1$/);
    const listed = (
      await sellerA.get(`${P}/findGoodsByPage` + qs({ "search[GE_listingCount]": "1", rows: 5 }))
    ).json() as PageReply<GoodsRow>;
    expect(listed.rows[0]!.listings).toMatch(/^SA-(Amazon-US|Walmart-US|Shopify): /);

    const [line] = await t.database.db
      .select()
      .from(productLines)
      .where(and(eq(productLines.orgId, slaId), eq(productLines.code, "OUTD")));
    const some = (await sellerA.get(`${P}/findByPage` + qs({ "search[EQ_sku]": "T-DUP" }))).json() as PageReply<ProductRow>;
    expect((await sellerA.post(`${P}/setProductLine`, { ids: [some.rows[0]!.id], productLineId: line!.id })).json()).toEqual({
      changed: 1,
    });
    const [moved] = await t.database.db.select().from(products).where(eq(products.id, some.rows[0]!.id));
    expect(moved!.productLineId).toBe(line!.id);

    const opts = (await sellerA.get(`/api/v1/Product/formOptions`)).json();
    expect(opts.orgs.map((o: { code: string }) => o.code)).toEqual(["SLA"]);
    expect(opts.warehouses.map((w: { code: string }) => w.code)).toEqual(["USLAX1", "USNJ1", "USTX1"]);
    expect(opts.divisors).toHaveLength(9);
  });

  it("exports the filtered list as .xlsx", async () => {
    const res = await sellerA.get(`${P}/export?search[EQ_sku]=SA-KIT-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe("SA-KIT-01");
  });
});
