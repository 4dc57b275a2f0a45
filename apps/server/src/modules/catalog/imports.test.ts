import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail, TaskDetail } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { finished, waitForTask } from "../../../test/tasks-fixture.js";
import { multipart, readBook, workbook } from "../../../test/xlsx-fixture.js";
import { auditLog, organizations, users } from "../../platform/identity/schema.js";
import { productLines, storeAccounts, warehouses } from "../masterdata/index.js";
import { products, skuMaps, warehouseSkus } from "./schema.js";

const PRODUCT_HEADERS = [
  "SKU",
  "中文名称",
  "英文名称",
  "条码",
  "产品线代码",
  "产品类型",
  "销售单位",
  "长",
  "宽",
  "高",
  "长度单位",
  "重量",
  "重量单位",
  "申报价值",
  "币种",
  "原产国",
  "海关编码",
  "启用",
  "备注",
];
/** One product row in the template's column order (overrides by header). */
function productRow(sku: string | null, over: Record<string, string | null> = {}): (string | null)[] {
  const base: Record<string, string | null> = {
    SKU: sku,
    中文名称: "导入测试",
    英文名称: "Import test",
    长度单位: "cm",
    长: "20",
    宽: "15",
    高: "1.5",
    重量: "200",
    重量单位: "g",
    申报价值: "3.5",
    币种: "USD",
    原产国: "China",
    ...over,
  };
  return PRODUCT_HEADERS.map((h) => base[h] ?? null);
}
const MAP_HEADERS = ["店铺账号", "Listing SKU", "SKU", "数量", "ASIN/平台编号", "Listing 标题", "仓库 SKU", "履约方式", "启用", "备注"];
const mapRow = (account: string, listing: string, sku: string, over: Record<string, string | null> = {}) => {
  const base: Record<string, string | null> = { 店铺账号: account, "Listing SKU": listing, SKU: sku, ...over };
  return MAP_HEADERS.map((h) => base[h] ?? null);
};

describe.each(engines)("catalogue imports on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let admin: Client;
  let dataDir: string;
  let org: Record<string, number>;
  let line: Record<string, number>;
  let existingA: typeof products.$inferSelect; // a plain demo product of seller A
  let productB: typeof products.$inferSelect; // a plain demo product of seller B (seller A imports its SKU as its own)
  let productB2: typeof products.$inferSelect; // another one, whose SKU stays seller B's only

  const upload = (c: Client, prefix: string, bytes: Buffer, query: string) =>
    c.request({ method: "POST", url: `${prefix}/import?${query}`, ...multipart("file.xlsx", bytes) });
  const runImport = async (c: Client, prefix: string, bytes: Buffer, query: string): Promise<TaskDetail> => {
    const res = await upload(c, prefix, bytes, query);
    expect(res.statusCode, res.body).toBe(202);
    return waitForTask(c, (res.json() as { taskId: number }).taskId, finished, 30_000);
  };
  /** The result file's bad rows: row number -> its reasons. */
  const badRows = async (c: Client, task: TaskDetail) => {
    const book = await readBook((await c.get(`/api/v1/TaskCenter/download?id=${task.id}`)).rawPayload);
    const sheet = Object.values(book)[0]!;
    return {
      header: sheet[0]!,
      rows: new Map(sheet.slice(1).map((r) => [r[0] as number, r])),
      reasons: new Map(sheet.slice(1).map((r) => [r[0] as number, String(r[r.length - 1])])),
    };
  };
  const skuLike = (pattern: string) => t.database.db.select().from(products).where(like(products.sku, pattern)).orderBy(products.sku);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-catalog-imports-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    // the administrator works in English: its tasks write their messages and files in English
    await t.database.db.update(users).set({ locale: "en-US" }).where(eq(users.username, "admin"));
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    operator = await t.login("operator");
    admin = await t.login("admin");
    org = Object.fromEntries(
      (await t.database.db.select({ id: organizations.id, code: organizations.code }).from(organizations)).map((o) => [o.code, o.id]),
    );
    line = Object.fromEntries((await t.database.db.select().from(productLines)).map((l) => [l.code, l.id]));
    existingA = (
      await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.orgId, org.SLA!), eq(products.isKit, false)))
        .orderBy(products.id)
        .limit(1)
    )[0]!;
    const bs = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.orgId, org.SLB!), eq(products.isKit, false)))
      .orderBy(products.id)
      .limit(2);
    productB = bs[0]!;
    productB2 = bs[1]!;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("products: the template explains every column and, as downloaded, imports cleanly", async () => {
    const res = await sellerA.get("/api/v1/Product/template");
    expect(res.statusCode).toBe(200);
    const book = await readBook(res.rawPayload);
    expect(Object.keys(book)).toEqual(["产品导入", "填写说明"]);
    const [header, example] = book["产品导入"]!;
    expect(header).toEqual([
      "SKU *",
      "中文名称 *",
      "英文名称 *",
      "条码",
      "产品线代码",
      "产品类型",
      "销售单位",
      "长 *",
      "宽 *",
      "高 *",
      "长度单位 *",
      "重量 *",
      "重量单位 *",
      "申报价值 *",
      "币种 *",
      "原产国 *",
      "海关编码",
      "启用",
      "备注",
    ]);
    // the example uses seller A's own first product line
    expect(example![0]).toBe("MUG-500-BLK");
    expect(example![4]).toBe("ELEC");
    expect(example![5]).toBe("成品");
    const notes = book["填写说明"]!.map((r) => String(r[0]));
    expect(notes.some((n) => n.startsWith("按 SKU 导入:SKU 已是该卖家的产品"))).toBe(true);
    expect(notes.some((n) => n.startsWith("组合产品不能导入"))).toBe(true);

    const task = await runImport(sellerA, "/api/v1/Product", res.rawPayload, "mode=all");
    expect(task).toMatchObject({
      status: "succeeded",
      message: "已导入全部 1 行",
      result: { total: 1, valid: 1, invalid: 0, saved: 1, created: 1, updated: 0 },
    });
    const [mug] = await skuLike("MUG-500-BLK");
    expect(mug).toMatchObject({
      orgId: org.SLA,
      nameZh: "保温杯 500ml 黑色",
      productLineId: line.ELEC,
      productType: 1,
      salesUnit: "Pcs",
      barcode: "036000291452",
      hsCode: "96170010",
      sizeTier: "Large standard-size",
      active: true,
    });
    expect(mug!.dimWeights.length).toBeGreaterThan(0);
    // the import's audit row, for seller A's org
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.command, "import:catalog.productImport"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 100, orgId: org.SLA, entityId: String(task.id) });
    expect(audit!.after).toMatchObject({ mode: "all", saved: 1, invalid: 0, created: [mug!.id], updated: [] });
  });

  describe("products: a file with good and bad rows", () => {
    let file: Buffer;
    beforeAll(async () => {
      file = await workbook(PRODUCT_HEADERS, [
        /* 2 good */ productRow("IMP-001", { 产品线代码: "home" }),
        /* 3 bad  */ productRow("bad sku"),
        /* 4 good */ productRow("IMP-002", {
          产品类型: "配件",
          销售单位: "set",
          长: "17",
          宽: "13",
          高: "7",
          长度单位: "inch",
          重量: "12",
          重量单位: "lbs",
          币种: "usd",
          原产国: "越南",
          启用: "否",
        }),
        /* 5 bad  */ productRow("imp-001"),
        /* 6 bad  */ productRow("IMP-006", { 条码: "036000291453" }),
        /* 7 bad  */ productRow("IMP-007", { 产品线代码: "NOPE" }),
        /* 8 bad  */ productRow("SA-KIT-01"),
        /* 9 bad  */ productRow("IMP-009", { 重量: null, 长: "-1", 产品类型: "9", 启用: "maybe" }),
        /* 10 good: updates seller A's product */ productRow(existingA.sku.toLowerCase(), {
          中文名称: "导入改名",
          长: "30",
          宽: "20",
          高: "10",
          重量: "1000",
        }),
        /* 11 good: seller B's SKU is a new SKU for seller A */ productRow(productB.sku, { 中文名称: "A 的同名 SKU" }),
      ]);
    });

    it("mode all: nothing is saved and the result file lists each bad row with its reasons", async () => {
      const task = await runImport(sellerA, "/api/v1/Product", file, "mode=all");
      expect(task).toMatchObject({ status: "failed", message: "6 行有错误,按“全部成功才导入”未导入任何数据;请下载结果文件修改后重新导入" });
      expect(task.result).toMatchObject({ total: 10, valid: 4, invalid: 6, saved: 0, mode: "all" });
      expect(await skuLike("IMP-%")).toEqual([]);
      const [still] = await t.database.db.select().from(products).where(eq(products.id, existingA.id));
      expect(still).toEqual(existingA);
      expect(
        await t.database.db
          .select()
          .from(products)
          .where(and(eq(products.orgId, org.SLA!), eq(products.sku, productB.sku))),
      ).toEqual([]);

      const result = await badRows(sellerA, task);
      expect(result.header).toEqual(["行号", ...PRODUCT_HEADERS, "错误原因"]);
      expect([...result.reasons.keys()]).toEqual([3, 5, 6, 7, 8, 9]);
      expect(result.rows.get(3)![1]).toBe("bad sku");
      expect(result.reasons.get(3)).toBe("SKU: 须为 1–64 位可打印 ASCII 字符(字母、数字、- _ . / 等),不含空格");
      expect(result.reasons.get(5)).toBe("SKU: 与第 2 行重复");
      expect(result.reasons.get(6)).toBe("条码: 条码 036000291453 的校验位不正确");
      expect(result.reasons.get(7)).toBe("产品线代码: 产品线 NOPE 不存在");
      expect(result.reasons.get(8)).toBe("SKU: SA-KIT-01 是组合产品,请在产品页面编辑");
      const r9 = result.reasons.get(9)!.split("; ");
      expect(r9).toEqual(
        expect.arrayContaining([
          "重量:不能为空",
          "长: 须为大于 0 的数字,最多 3 位小数,如 12.5",
          "产品类型: 须为以下之一:1, 2, 3",
          "启用: 须填 是 或 否(也可填 Y/N、1/0)",
        ]),
      );
      expect(r9).toHaveLength(4);
    });

    it("mode valid: exactly the good rows are saved, with their size tiers, an existing SKU updated", async () => {
      const task = await runImport(sellerA, "/api/v1/Product", file, "mode=valid");
      expect(task).toMatchObject({
        status: "succeeded",
        message: "已导入 4 行,跳过 6 行错误数据(见结果文件)",
        result: { total: 10, valid: 4, invalid: 6, saved: 4, created: 3, updated: 1 },
      });
      const imported = await skuLike("IMP-%");
      expect(imported.map((p) => p.sku)).toEqual(["IMP-001", "IMP-002"]);
      expect(imported[0]).toMatchObject({
        orgId: org.SLA,
        productLineId: line.HOME,
        productType: 1,
        lengthUnit: "cm",
        weight: "200.000",
        sizeTier: "Small standard-size",
        active: true,
      });
      expect(imported[1]).toMatchObject({
        orgId: org.SLA,
        productLineId: null,
        productType: 2,
        salesUnit: "Set",
        lengthUnit: "inch",
        weightUnit: "lbs",
        currency: "USD",
        originCountry: "Vietnam",
        sizeTier: "Large standard-size",
        active: false,
      });
      const [updated] = await t.database.db.select().from(products).where(eq(products.id, existingA.id));
      expect(updated).toMatchObject({
        sku: existingA.sku,
        nameZh: "导入改名",
        length: "30.000",
        sizeTier: "Large standard-size",
        version: existingA.version + 1,
      });
      // seller B's SKU became seller A's own product; seller B's product is untouched
      const [copy] = await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.orgId, org.SLA!), eq(products.sku, productB.sku)));
      expect(copy).toMatchObject({ nameZh: "A 的同名 SKU" });
      expect((await t.database.db.select().from(products).where(eq(products.id, productB.id)))[0]).toEqual(productB);
      // an audit row for the update, and the import's own row
      expect(
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.command, "updateProduct"), eq(auditLog.entityId, String(existingA.id)))),
      ).toHaveLength(1);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.command, "import:catalog.productImport"))
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1);
      expect(audit!.after).toMatchObject({ mode: "valid", saved: 4, invalid: 6, updated: [existingA.id] });
      expect(await badRows(sellerA, task).then((r) => [...r.reasons.keys()])).toEqual([3, 5, 6, 7, 8, 9]);
    });
  });

  it("products: the seller org is the uploader's own or, for staff, one it chooses within its scope", async () => {
    const file = await workbook(
      [
        "SKU",
        "Name (zh)",
        "Name (en)",
        "Length",
        "Width",
        "Height",
        "Length unit",
        "Weight",
        "Weight unit",
        "Declared value",
        "Currency",
        "Origin",
      ],
      [["SCOPE-1", "范围测试", "Scope test", "10", "10", "10", "cm", "100", "g", "1", "USD", "China"]],
    );
    // seller A cannot import into seller B's org: 404, and no task
    const tasksBefore = (await t.database.query("select count(*)::int as n from tasks")).rows[0];
    const other = await upload(sellerA, "/api/v1/Product", file, `mode=all&orgId=${org.SLB}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("卖家组织不存在");
    expect((await t.database.query("select count(*)::int as n from tasks")).rows[0]).toEqual(tasksBefore);
    // its own org named explicitly is fine
    expect(await runImport(sellerA, "/api/v1/Product", file, `mode=all&orgId=${org.SLA}`)).toMatchObject({ status: "succeeded" });
    expect((await upload(sellerA, "/api/v1/Product", file, "mode=all&orgId=abc")).statusCode).toBe(400);
    // warehouse staff do not manage products
    expect((await upload(operator, "/api/v1/Product", file, `mode=all&orgId=${org.SLB}`)).statusCode).toBe(403);
    // the administrator must name a seller org, and it must be a seller
    const none = await upload(admin, "/api/v1/Product", file, "mode=all");
    expect(none.statusCode).toBe(422);
    expect((await upload(admin, "/api/v1/Product", file, `mode=all&orgId=${org.OPR}`)).statusCode).toBe(422);
    const forB = await runImport(admin, "/api/v1/Product", file, `mode=valid&orgId=${org.SLB}`);
    expect(forB).toMatchObject({ status: "succeeded", message: "All 1 rows saved" });
    expect(
      (await t.database.db.select({ orgId: products.orgId }).from(products).where(eq(products.sku, "SCOPE-1"))).map((p) => p.orgId).sort(),
    ).toEqual([org.SLA, org.SLB].sort());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.command, "import:catalog.productImport"), eq(auditLog.entityId, String(forB.id))));
    expect(audit).toMatchObject({ orgId: org.SLB, after: { target: { orgId: org.SLB } } });
    // the English template, with its English example words, imports as it is too
    const en = await admin.get("/api/v1/Product/template");
    const enBook = await readBook(en.rawPayload);
    expect(enBook["Product import"]![0]!.slice(0, 3)).toEqual(["SKU *", "Name (zh) *", "Name (en) *"]);
    expect(enBook["Product import"]![1]![5]).toBe("Finished goods");
    expect(await runImport(admin, "/api/v1/Product", en.rawPayload, `mode=all&orgId=${org.SLB}`)).toMatchObject({
      status: "succeeded",
      result: { created: 1 },
    });
    expect(
      (
        await t.database.db
          .select()
          .from(products)
          .where(and(eq(products.orgId, org.SLB!), eq(products.sku, "MUG-500-BLK")))
      )[0],
    ).toMatchObject({ productType: 1, active: true, productLineId: null });
    // seller A cannot read the administrator's task
    expect((await sellerA.get(`/api/v1/TaskCenter/loadData?id=${forB.id}`)).statusCode).toBe(404);
  });

  describe("SKU maps", () => {
    let mapA: ProductDetail;
    let mapB: ProductDetail;
    let wsB: string;
    let existingMap: typeof skuMaps.$inferSelect;
    let file: Buffer;
    let acc: Record<string, number>;
    beforeAll(async () => {
      const product = (sku: string) => ({
        sku,
        nameZh: "映射导入",
        nameEn: "Map import",
        length: "20",
        width: "15",
        height: "5",
        lengthUnit: "cm",
        weight: "300",
        weightUnit: "g",
        declaredValue: "3",
        currency: "USD",
        originCountry: "China",
      });
      mapA = (await sellerA.post("/api/v1/Product/saveOne", product("MAPIMP-A"))).json();
      mapB = (await sellerA.post("/api/v1/Product/saveOne", product("MAPIMP-B"))).json();
      const [nj] = await t.database.db.select().from(warehouses).where(eq(warehouses.code, "USNJ1"));
      wsB = ((await sellerA.post("/api/v1/WarehouseSku/saveOne", { productId: mapB.id, warehouseId: nj!.id })).json() as { code: string })
        .code;
      acc = Object.fromEntries((await t.database.db.select().from(storeAccounts)).map((a) => [a.title, a.id]));
      existingMap = (
        await t.database.db
          .select()
          .from(skuMaps)
          .where(and(eq(skuMaps.orgId, org.SLA!), eq(skuMaps.storeAccountId, acc["SA-Amazon-US"]!)))
          .orderBy(skuMaps.id)
          .limit(1)
      )[0]!;
      file = await workbook(MAP_HEADERS, [
        /* 2 good */ mapRow("SA-Shopify", "IMPMAP-1", "MAPIMP-A", { 数量: "2", "ASIN/平台编号": "B0TEST0001", 履约方式: "平台仓" }),
        /* 3 good */ mapRow("sa-amazon-us", "IMPMAP-2", "mapimp-b", { "仓库 SKU": wsB, 启用: "否", 备注: "导入" }),
        /* 4 bad  */ mapRow("SA-Nowhere", "IMPMAP-4", "MAPIMP-A"),
        /* 5 bad: seller B's SKU */ mapRow("SA-Shopify", "IMPMAP-5", productB2.sku),
        /* 6 bad: seller B's account */ mapRow("SB-Amazon-US", "IMPMAP-6", "MAPIMP-A"),
        /* 7 bad  */ mapRow("SA-Shopify", "impmap-1", "MAPIMP-B"),
        /* 8 bad  */ mapRow("SA-Shopify", "IMPMAP-8", "MAPIMP-A", { 数量: "1.5" }),
        /* 9 bad  */ mapRow("SA-Shopify", "IMPMAP-9", "MAPIMP-A", { 数量: "0" }),
        /* 10 bad */ mapRow("SA-Shopify", "IMPMAP-10", "MAPIMP-A", { "仓库 SKU": wsB }),
        /* 11 bad */ mapRow("SA-Shopify", "IMPMAP-11", "MAPIMP-A", { 履约方式: "drone" }),
        /* 12 good: re-points an existing listing */ mapRow("SA-Amazon-US", existingMap!.listingSku, "MAPIMP-A", { 数量: "3" }),
      ]);
    });

    it("the template's example row is the seller's own data and imports cleanly", async () => {
      const res = await sellerA.get("/api/v1/SkuMap/template");
      const book = await readBook(res.rawPayload);
      const [header, example] = book["SKU 映射导入"]!;
      expect(header).toEqual([
        "店铺账号 *",
        "Listing SKU *",
        "SKU *",
        "数量",
        "ASIN/平台编号",
        "Listing 标题",
        "仓库 SKU",
        "履约方式",
        "启用",
        "备注",
      ]);
      const account = String(example![0]);
      const sku = String(example![2]);
      const [p] = await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.orgId, org.SLA!), eq(products.sku, sku)));
      expect(p).toBeDefined();
      expect(example![1]).toBe(`${sku}-2PK`);
      const task = await runImport(sellerA, "/api/v1/SkuMap", res.rawPayload, "mode=all");
      expect(task).toMatchObject({ status: "succeeded", result: { saved: 1 } });
      const [map] = await t.database.db
        .select()
        .from(skuMaps)
        .where(and(eq(skuMaps.storeAccountId, acc[account]!), eq(skuMaps.listingSku, `${sku}-2PK`)));
      expect(map).toMatchObject({ orgId: org.SLA, productId: p!.id, quantity: 2, fulfilmentChannel: "warehouse", active: true });
      // seller B's template names seller B's data
      const b = await readBook((await sellerB.get("/api/v1/SkuMap/template")).rawPayload);
      expect(String(b["SKU 映射导入"]![1]![0])).toMatch(/^SB-/);
    });

    it("mode all: nothing is saved; another seller's SKU or account is a bad row", async () => {
      const task = await runImport(sellerA, "/api/v1/SkuMap", file, "mode=all");
      expect(task).toMatchObject({ status: "failed", result: { total: 11, valid: 3, invalid: 8, saved: 0 } });
      expect(await t.database.db.select().from(skuMaps).where(like(skuMaps.listingSku, "IMPMAP-%"))).toEqual([]);
      expect((await t.database.db.select().from(skuMaps).where(eq(skuMaps.id, existingMap.id)))[0]).toEqual(existingMap);
      const result = await badRows(sellerA, task);
      expect(result.header).toEqual(["行号", ...MAP_HEADERS, "错误原因"]);
      expect([...result.reasons.keys()]).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
      expect(result.reasons.get(4)).toBe("店铺账号: 店铺账号 SA-Nowhere 不存在");
      expect(result.reasons.get(5)).toBe(`SKU: SKU ${productB2.sku} 不存在`);
      expect(result.reasons.get(6)).toBe("店铺账号: 店铺账号 SB-Amazon-US 不存在");
      expect(result.reasons.get(7)).toBe("Listing SKU: 与第 2 行重复");
      expect(result.reasons.get(8)).toBe("数量: 须为整数");
      expect(result.reasons.get(9)).toMatch(/^数量: 数值过小/);
      expect(result.reasons.get(10)).toBe(`仓库 SKU: 仓库 SKU ${wsB} 不存在或不属于该产品`);
      expect(result.reasons.get(11)).toBe("履约方式: 须为以下之一:merchant, marketplace, warehouse");
    });

    it("mode valid: exactly the good rows are saved, pointing at the right products", async () => {
      const task = await runImport(sellerA, "/api/v1/SkuMap", file, "mode=valid");
      expect(task).toMatchObject({ status: "succeeded", result: { total: 11, valid: 3, invalid: 8, saved: 3, created: 2, updated: 1 } });
      const maps = await t.database.db
        .select({
          storeAccountId: skuMaps.storeAccountId,
          listingSku: skuMaps.listingSku,
          orgId: skuMaps.orgId,
          productId: skuMaps.productId,
          quantity: skuMaps.quantity,
          asin: skuMaps.asin,
          warehouseSku: warehouseSkus.code,
          fulfilmentChannel: skuMaps.fulfilmentChannel,
          active: skuMaps.active,
          remark: skuMaps.remark,
        })
        .from(skuMaps)
        .leftJoin(warehouseSkus, eq(warehouseSkus.id, skuMaps.warehouseSkuId))
        .where(inArray(skuMaps.listingSku, ["IMPMAP-1", "IMPMAP-2", existingMap.listingSku]))
        .orderBy(skuMaps.listingSku);
      expect(maps).toEqual(
        expect.arrayContaining([
          {
            storeAccountId: acc["SA-Shopify"],
            listingSku: "IMPMAP-1",
            orgId: org.SLA,
            productId: mapA.id,
            quantity: 2,
            asin: "B0TEST0001",
            warehouseSku: null,
            fulfilmentChannel: "marketplace",
            active: true,
            remark: null,
          },
          {
            storeAccountId: acc["SA-Amazon-US"],
            listingSku: "IMPMAP-2",
            orgId: org.SLA,
            productId: mapB.id,
            quantity: 1,
            asin: null,
            warehouseSku: wsB,
            fulfilmentChannel: "warehouse",
            active: false,
            remark: "导入",
          },
          expect.objectContaining({
            storeAccountId: acc["SA-Amazon-US"],
            listingSku: existingMap.listingSku,
            productId: mapA.id,
            quantity: 3,
            active: existingMap.active,
            remark: existingMap.remark,
          }),
        ]),
      );
      expect(maps).toHaveLength(3);
      expect(await t.database.db.select().from(skuMaps).where(like(skuMaps.listingSku, "IMPMAP-%"))).toHaveLength(2);
      // nothing of seller B's was touched
      expect(
        await t.database.db
          .select()
          .from(skuMaps)
          .where(and(inArray(skuMaps.productId, [productB.id, productB2.id]), like(skuMaps.listingSku, "IMPMAP-%"))),
      ).toEqual([]);
      expect(
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.command, "updateSkuMap"), eq(auditLog.entityId, String(existingMap.id)))),
      ).toHaveLength(1);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.command, "import:catalog.skuMapImport"), eq(auditLog.entityId, String(task.id))));
      expect(audit).toMatchObject({
        action: 100,
        orgId: org.SLA,
        after: { mode: "valid", saved: 3, invalid: 8, updated: [existingMap.id] },
      });
    });

    it("seller A cannot import maps into seller B's org; the administrator can, in English", async () => {
      const one = await workbook(["Store account", "Listing SKU", "SKU"], [["SB-Amazon-US", "IMPMAP-B1", productB.sku]]);
      expect((await upload(sellerA, "/api/v1/SkuMap", one, `mode=all&orgId=${org.SLB}`)).statusCode).toBe(404);
      const bad = await runImport(
        admin,
        "/api/v1/SkuMap",
        await workbook(["Store account", "Listing SKU", "SKU"], [["SA-Shopify", "IMPMAP-B2", productB.sku]]),
        `mode=all&orgId=${org.SLB}`,
      );
      expect(bad).toMatchObject({
        status: "failed",
        message: "1 rows have errors, so nothing was saved (all or nothing): download the result file, fix them and import again",
      });
      expect((await badRows(admin, bad)).reasons.get(2)).toBe("Store account: Store account SA-Shopify does not exist");
      const good = await runImport(admin, "/api/v1/SkuMap", one, `mode=all&orgId=${org.SLB}`);
      expect(good).toMatchObject({ status: "succeeded" });
      const [map] = await t.database.db.select().from(skuMaps).where(eq(skuMaps.listingSku, "IMPMAP-B1"));
      expect(map).toMatchObject({ orgId: org.SLB, productId: productB.id, storeAccountId: acc["SB-Amazon-US"] });
    });
  });
});
