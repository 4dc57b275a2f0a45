import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeTables, type DictDataRow, type DictTypeRow, type PageReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { auditLog } from "../../platform/identity/schema.js";
import { dictData, dictTypes } from "./schema.js";

const TYPES = "/api/v2/system/dict/type";
const DATA = "/api/v2/system/dict/data";

describe.each(engines)("dictionary on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  const list = async (q: string) => {
    const res = await admin.get(`${TYPES}/list?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PageReply<DictTypeRow>;
  };
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
  });
  afterAll(() => t?.close());

  it("seeds every code table of the spec as a built-in type with its entries, zh and en", async () => {
    const all = await list("rows=1000");
    expect(all.records).toBe(codeTables.length);
    for (const table of codeTables) {
      const res = await admin.get(`${DATA}/type/${table.type}`);
      const rows = res.json() as DictDataRow[];
      expect(
        rows.map((r) => r.dictValue),
        table.type,
      ).toEqual(table.entries.map((e) => e.value));
      expect(rows.every((r) => r.builtIn && r.dictLabelZh && r.dictLabelEn)).toBe(true);
    }
    const currencies = (await admin.get(`${DATA}/type/currencies`)).json() as DictDataRow[];
    expect(currencies.find((c) => c.dictValue === "GBP")).toMatchObject({
      dictLabelZh: "英镑",
      dictLabelEn: "Pound sterling",
      dictLabel: "英镑",
    });
    expect(currencies.find((c) => c.dictValue === "GPB")).toBeUndefined();
  });

  it("creates, reads, updates and deletes a type and its entries, with audit rows", async () => {
    const created = await admin.post(TYPES, {
      dictType: "saleChannel",
      dictNameZh: "销售渠道",
      dictNameEn: "Sale channels",
      remark: "test",
    });
    expect(created.statusCode, created.body).toBe(200);
    const type = created.json() as DictTypeRow;
    expect(type).toMatchObject({ dictType: "saleChannel", dictName: "销售渠道", builtIn: false, enabled: true, entryCount: 0, version: 1 });

    const e1 = await admin.post(DATA, {
      dictType: "saleChannel",
      dictValue: "AMZ",
      dictLabelZh: "亚马逊",
      dictLabelEn: "Amazon",
      dictSort: 20,
      isDefault: true,
    });
    const e2 = await admin.post(DATA, {
      dictType: "saleChannel",
      dictValue: "WMT",
      dictLabelZh: "沃尔玛",
      dictLabelEn: "Walmart",
      dictSort: 10,
      cssClass: "blue",
    });
    expect([e1.statusCode, e2.statusCode]).toEqual([200, 200]);
    const e3 = await admin.post(DATA, {
      dictType: "saleChannel",
      dictValue: "TEMU",
      dictLabelZh: "Temu",
      dictLabelEn: "Temu",
      dictSort: 30,
      isDefault: true,
    });
    // one default per type: the new default took it from AMZ
    const lookup = (await admin.get(`${DATA}/type/saleChannel`)).json() as DictDataRow[];
    expect(lookup.map((r) => [r.dictValue, r.isDefault])).toEqual([
      ["WMT", false],
      ["AMZ", false],
      ["TEMU", true],
    ]);

    const got = (await admin.get(`${TYPES}?id=${type.dictId}`)).json() as DictTypeRow;
    expect(got.entryCount).toBe(3);

    const upd = await admin.put(TYPES, {
      dictId: type.dictId,
      version: 1,
      dictNameZh: "平台渠道",
      dictNameEn: "Marketplaces",
      enabled: true,
      remark: null,
    });
    expect(upd.json()).toMatchObject({ dictNameEn: "Marketplaces", version: 2 });
    // a stale version is refused and changes nothing
    const stale = await admin.put(TYPES, { dictId: type.dictId, version: 1, dictNameZh: "旧", dictNameEn: "Old", enabled: true });
    expect(stale.statusCode).toBe(409);
    expect(((await admin.get(`${TYPES}?dictType=saleChannel`)).json() as DictTypeRow).dictNameEn).toBe("Marketplaces");

    const entry = e3.json() as DictDataRow;
    const updE = await admin.put(DATA, {
      dictCode: entry.dictCode,
      version: 1,
      dictValue: "TEMU",
      dictLabelZh: "拼多多Temu",
      dictLabelEn: "Temu",
      dictSort: 5,
      isDefault: true,
      enabled: false,
    });
    expect(updE.json()).toMatchObject({ dictLabelZh: "拼多多Temu", enabled: false, version: 2 });
    // disabled entries leave the dropdown lookup
    expect(((await admin.get(`${DATA}/type/saleChannel`)).json() as DictDataRow[]).map((r) => r.dictValue)).toEqual(["WMT", "AMZ"]);

    expect((await admin.del(`${DATA}/${entry.dictCode}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(dictData).where(eq(dictData.id, entry.dictCode))).toHaveLength(0);

    expect((await admin.del(`${TYPES}/${type.dictId}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, "saleChannel"))).toHaveLength(0);
    // entries went with the type
    expect(await t.database.db.select().from(dictData).where(eq(dictData.dictType, "saleChannel"))).toHaveLength(0);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "dict_type")).orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createDictType", 100],
      ["updateDictType", 200],
      ["deleteDictType", 300],
    ]);
    expect(audit[1]!.before).toMatchObject({ nameEn: "Sale channels" });
    expect(audit[1]!.after).toMatchObject({ nameEn: "Marketplaces" });
    const dataAudit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "dict_data"));
    expect(dataAudit.map((a) => a.command).sort()).toEqual([
      "createDictEntry",
      "createDictEntry",
      "createDictEntry",
      "deleteDictEntry",
      "updateDictEntry",
    ]);
  });

  it("protects built-in types and values, and refuses duplicates", async () => {
    const fee = (await admin.get(`${TYPES}?dictType=feeTypes`)).json() as DictTypeRow;
    const del = await admin.del(`${TYPES}/${fee.dictId}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe("内置字典类型 feeTypes 不能删除");
    const entry = ((await admin.get(`${DATA}/type/feeTypes`)).json() as DictDataRow[])[0]!;
    expect((await admin.del(`${DATA}/${entry.dictCode}`)).statusCode).toBe(422);
    const rename = await admin.put(DATA, { ...pick(entry), dictValue: "99" });
    expect(rename.statusCode).toBe(422);
    // labels of built-in entries may change
    const relabel = await admin.put(DATA, { ...pick(entry), dictLabelEn: "Warehouse handling" });
    expect(relabel.statusCode).toBe(200);
    expect((await admin.post(TYPES, { dictType: "feeTypes", dictNameZh: "x", dictNameEn: "x" })).statusCode).toBe(409);
    expect((await admin.post(DATA, { dictType: "feeTypes", dictValue: "2", dictLabelZh: "x", dictLabelEn: "x" })).statusCode).toBe(409);
    expect((await admin.post(DATA, { dictType: "noSuchType", dictValue: "2", dictLabelZh: "x", dictLabelEn: "x" })).statusCode).toBe(404);
  });

  it("pages, sorts and filters with every operator", async () => {
    for (let i = 1; i <= 25; i++) {
      const res = await admin.post(TYPES, {
        dictType: `zz${String(i).padStart(2, "0")}`,
        dictNameZh: `测试${i}`,
        dictNameEn: `Probe ${i}`,
        enabled: i % 5 !== 0,
      });
      expect(res.statusCode).toBe(200);
    }
    const p1 = await list("rows=10&page=1&sidx=dictType&sord=desc&search[LIKE_dictType]=zz");
    expect(p1).toMatchObject({ page: 1, total: 3, records: 25 });
    expect(p1.rows.map((r) => r.dictType)).toEqual(["zz25", "zz24", "zz23", "zz22", "zz21", "zz20", "zz19", "zz18", "zz17", "zz16"]);
    const p3 = await list("rows=10&page=3&sidx=dictType&sord=desc&search[LIKE_dictType]=zz");
    expect(p3.rows.map((r) => r.dictType)).toEqual(["zz05", "zz04", "zz03", "zz02", "zz01"]);
    const names = (q: string) => list(`rows=100&sidx=dictType&${q}`).then((r) => r.rows.map((x) => x.dictType));
    expect(await names("search[EQ_dictType]=zz07")).toEqual(["zz07"]);
    expect(await names("search[LIKE_dictName]=probe 1&search[NE_dictType]=zz10")).toEqual([
      "zz01",
      "zz11",
      "zz12",
      "zz13",
      "zz14",
      "zz15",
      "zz16",
      "zz17",
      "zz18",
      "zz19",
    ]);
    expect(await names("search[IN_dictType]=zz03,zz09,nope")).toEqual(["zz03", "zz09"]);
    expect(await names("search[LIKE_dictType]=zz&search[EQ_enabled]=false")).toEqual(["zz05", "zz10", "zz15", "zz20", "zz25"]);
    const ids = (await list("rows=100&sidx=dictId&search[LIKE_dictType]=zz")).rows.map((r) => r.dictId);
    const [first, , third] = ids;
    expect(await names(`search[GT_dictId]=${ids[22]}`)).toEqual(["zz24", "zz25"]);
    expect(await names(`search[GE_dictId]=${ids[23]}`)).toEqual(["zz24", "zz25"]);
    expect(await names(`search[LT_dictId]=${third}&search[LIKE_dictType]=zz`)).toEqual(["zz01", "zz02"]);
    expect(await names(`search[LE_dictId]=${first}&search[LIKE_dictType]=zz`)).toEqual(["zz01"]);
    expect(await names(`search[BETWEEN_dictId]=${ids[4]},${ids[6]}`)).toEqual(["zz05", "zz06", "zz07"]);
    expect(await names("search[LIKE_dictType]=zz&search[BETWEEN_updatedAt]=2000-01-01,2999-01-01")).toHaveLength(25);
    expect(await names("search[LIKE_dictType]=zz&search[LT_updatedAt]=2000-01-01")).toHaveLength(0);
    // the same filters in a JSON-style nested object are accepted by POST lists later; query form here
    expect((await admin.get(`${TYPES}/list?search[EQ_password]=x`)).statusCode).toBe(400);
    expect((await admin.get(`${TYPES}/list?sidx=remark`)).statusCode).toBe(400);
    expect((await admin.get(`${TYPES}/list?search[EQ_dictId]=abc`)).statusCode).toBe(400);
  });

  it("exports the filtered list as .xlsx that reads back", async () => {
    const res = await admin.get(`${TYPES}/export?search[LIKE_dictType]=zz1&sidx=dictType`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("字典管理"); // the screen's title
    expect(sheet.getRow(1).getCell(2).value).toBe("字典类型");
    const codes: string[] = [];
    sheet.eachRow((row, n) => n > 1 && codes.push(String(row.getCell(2).value)));
    expect(codes).toEqual(["zz10", "zz11", "zz12", "zz13", "zz14", "zz15", "zz16", "zz17", "zz18", "zz19"]);
  });

  it("refuses bad input with 400/413 and changes nothing", async () => {
    const before = (await list("rows=1")).records;
    const malformed = await admin.request({
      method: "POST",
      url: TYPES,
      payload: '{"dictType": "x"',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("MALFORMED_JSON");
    const unknown = await admin.post(TYPES, { dictType: "okType", dictNameZh: "a", dictNameEn: "a", orgId: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "UNKNOWN_FIELD", details: [{ path: "body.orgId" }] });
    const invalid = await admin.post(TYPES, { dictType: "9bad", dictNameZh: "", dictNameEn: "a" });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(["body.dictNameZh", "body.dictType"]);
    const big = await admin.post(TYPES, { dictType: "big", dictNameZh: "a", dictNameEn: "a", remark: "x".repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect((await admin.get(`${TYPES}/list?rows=abc`)).statusCode).toBe(400);
    expect((await list("rows=1")).records).toBe(before);
  });

  it("serves the shell's global data with every enabled dictionary and a cache version that moves", async () => {
    const seller = await t.login("seller_a");
    const g1 = await seller.get("/api/v1/Context/globalDataList");
    expect(g1.statusCode).toBe(200);
    const body = g1.json();
    expect(body.context).toMatchObject({ code: "default" });
    expect(body.dictionaries.feeRecordStatus).toEqual([
      { value: "1", label: "未处理", cssClass: "processing", isDefault: false },
      { value: "2", label: "已出账", cssClass: "success", isDefault: false },
      { value: "3", label: "异常", cssClass: "error", isDefault: false },
      { value: "5", label: "异常已忽略", cssClass: "default", isDefault: false },
    ]);
    await admin.post(DATA, { dictType: "salesUnits", dictValue: "Roll", dictLabelZh: "卷", dictLabelEn: "Roll" });
    const g2 = (await seller.get("/api/v1/Context/globalDataList")).json();
    expect(g2.cacheVersion).not.toBe(body.cacheVersion);
    expect(g2.dictionaries.salesUnits.map((e: { value: string }) => e.value)).toContain("Roll");
  });

  it("clears the lookup cache on clearCache", async () => {
    const [row] = await t.database.db
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, "countries"), eq(dictData.value, "US")));
    await admin.get(`${DATA}/type/countries`); // cached now
    await t.database.db.update(dictData).set({ labelZh: "美利坚" }).where(eq(dictData.id, row!.id)); // behind the API's back
    expect(((await admin.get(`${DATA}/type/countries`)).json() as DictDataRow[])[0]!.dictLabel).toBe("美国");
    expect((await admin.del(`${TYPES}/clearCache`)).statusCode).toBe(200);
    expect(((await admin.get(`${DATA}/type/countries`)).json() as DictDataRow[])[0]!.dictLabel).toBe("美利坚");
  });
});

function pick(e: DictDataRow) {
  return {
    dictCode: e.dictCode,
    version: e.version,
    dictValue: e.dictValue,
    dictLabelZh: e.dictLabelZh,
    dictLabelEn: e.dictLabelEn,
    dictSort: e.dictSort,
    isDefault: e.isDefault,
    enabled: e.enabled,
  };
}
