import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeLabel, type ProductRow } from "@entrepot/contracts";
import { type Client, createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";
import { moneyFormat, TIMESTAMP_FORMAT, toCell, wallClock } from "./export.js";

async function readSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  /** The cell of column `header` in the row whose SKU is `sku`. */
  const cell = (sku: string, header: string) => {
    const skuCol = headers.indexOf("SKU") + 1;
    for (let r = 2; r <= sheet.rowCount; r++)
      if (sheet.getRow(r).getCell(skuCol).value === sku) return sheet.getRow(r).getCell(headers.indexOf(header) + 1);
    throw new Error(`no row ${sku}`);
  };
  return { sheet, headers, cell };
}

describe("export cells", () => {
  it("writes decimal strings as numbers, money with the decimals it has, timestamps in the reader's zone", () => {
    const ctx = { locale: "zh-CN" as const, timeZone: "Asia/Shanghai" };
    expect(toCell("12.50", "number", ctx)).toEqual({ value: 12.5 });
    expect(toCell("1234.5000", "money", ctx)).toEqual({ value: 1234.5, numFmt: "#,##0.00" });
    expect(toCell("0.1250", "money", ctx)).toEqual({ value: 0.125, numFmt: "#,##0.000" });
    expect(toCell("-3.1416", "money", ctx)).toEqual({ value: -3.1416, numFmt: "#,##0.0000" });
    expect(toCell("0012345", undefined, ctx)).toEqual({ value: "0012345" }); // a barcode stays text
    expect(toCell(true, undefined, ctx)).toEqual({ value: "是" });
    expect(toCell("2026-03-01", undefined, ctx)).toEqual({ value: new Date("2026-03-01T00:00:00Z"), numFmt: "yyyy-mm-dd" });
    // 08:05 UTC is 16:05 in Shanghai and, on 1 March, 00:05 in Los Angeles (PST)
    expect(toCell("2026-03-01T08:05:00.000Z", undefined, ctx)).toEqual({
      value: new Date("2026-03-01T16:05:00Z"),
      numFmt: TIMESTAMP_FORMAT,
    });
    expect(wallClock(new Date("2026-03-01T08:05:00Z"), "America/Los_Angeles")).toEqual(new Date("2026-03-01T00:05:00Z"));
    expect(wallClock(new Date("2026-07-01T08:05:00Z"), "America/Los_Angeles")).toEqual(new Date("2026-07-01T01:05:00Z")); // PDT
    expect(moneyFormat("10")).toBe("#,##0.00");
    expect(toCell("n/a", "money", ctx)).toEqual({ value: "n/a" });
  });

  it("reads the wall clock of any instant exactly, the hour it looks up its offset by crossing a change of offset or not", () => {
    const direct = (instant: Date, timeZone: string) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat("en-US", {
          timeZone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        })
          .formatToParts(instant)
          .map((x) => [x.type, Number(x.value)]),
      );
      return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, instant.getUTCMilliseconds()));
    };
    // daylight saving at 02:00 (Los Angeles), a 30-minute one (Lord Howe), a quarter-hour zone (Kathmandu)
    const zones = ["America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu", "Asia/Shanghai"];
    // every 7 minutes and 13 seconds across the days around 2026's changes and Kathmandu's change of 1986
    // (+05:30 to +05:45 at 18:30 UTC: inside an hour, which is then not kept), and the changes' own instants
    const around = ["2026-03-08T10:00:00Z", "2026-11-01T09:00:00Z", "2026-04-04T15:00:00Z", "2026-10-03T15:30:00Z", "1985-12-31T18:30:00Z"];
    for (const zone of zones)
      for (const at of around) {
        const mid = Date.parse(at);
        for (let t = mid - 86_400_000; t <= mid + 86_400_000; t += 433_123)
          expect(wallClock(new Date(t), zone)).toEqual(direct(new Date(t), zone));
        for (const t of [mid - 1, mid, mid + 1, mid + 999]) expect(wallClock(new Date(t), zone)).toEqual(direct(new Date(t), zone));
      }
  });
});

describe.each(bothEngines)("list exports Excel can work with (%s)", (engine) => {
  let t: TestApp;
  let admin: Client;
  let product: ProductRow;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
    const list = await admin.get("/api/v1/Product/findByPage?rows=1&sidx=sku&sord=asc&search[EQ_originCountry]=China");
    product = list.json<{ rows: ProductRow[] }>().rows[0]!;
    expect(product).toBeDefined();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("zh-CN: numbers and money as numbers, labels in Chinese, timestamps in the browser's zone, frozen header with a filter", async () => {
    const res = await admin.request({ method: "GET", url: "/api/v1/Product/export", headers: { "x-time-zone": "Asia/Shanghai" } });
    expect(res.statusCode).toBe(200);
    const { sheet, cell } = await readSheet(res.rawPayload);

    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const records = (await admin.get("/api/v1/Product/findByPage?rows=1")).json<{ records: number }>().records;
    expect(sheet.rowCount).toBe(records + 1);
    // the filter spans every column and row of the sheet
    expect(sheet.columnCount).toBeGreaterThan(20);
    expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(sheet.columnCount).letter}${records + 1}`);

    const length = cell(product.sku, "长");
    expect(typeof length.value).toBe("number");
    expect(length.value).toBe(Number(product.length));
    const declared = cell(product.sku, "申报价值");
    expect(declared.value).toBe(Number(product.declaredValue));
    expect(declared.numFmt).toMatch(/^#,##0\.0{2,4}$/);

    expect(cell(product.sku, "尺寸分段").value).toBe(codeLabel("sizeTiers", product.sizeTier, "zh-CN"));
    expect(cell(product.sku, "尺寸分段").value).not.toBe(product.sizeTier);
    expect(cell(product.sku, "原产国").value).toBe("中国");

    const updated = cell(product.sku, "更新时间");
    expect(updated.value).toBeInstanceOf(Date);
    expect(updated.numFmt).toBe(TIMESTAMP_FORMAT);
    expect(updated.value).toEqual(wallClock(new Date(product.updatedAt), "Asia/Shanghai"));
  });

  it("en-US without a zone: English labels, timestamps in the operator's zone; an unknown zone is ignored", async () => {
    // a logged-in user's language is the one kept with the session
    expect((await admin.put("/api/auth/locale", { locale: "en-US" })).statusCode).toBe(200);
    const en = await admin.get("/api/v1/Product/export?tz=Mars%2FOlympus");
    expect(en.statusCode).toBe(200);
    const { cell } = await readSheet(en.rawPayload);
    expect(cell(product.sku, "Size tier").value).toBe(product.sizeTier);
    expect(cell(product.sku, "Origin").value).toBe("China");
    // the demo context's zone
    expect(cell(product.sku, "Updated").value).toEqual(wallClock(new Date(product.updatedAt), "America/Los_Angeles"));
  });
});
