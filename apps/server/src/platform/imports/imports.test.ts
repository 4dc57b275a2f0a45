import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TaskDetail } from "@entrepot/contracts";
import { type Client, createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";
import { finished, waitForTask } from "../../../test/tasks-fixture.js";
import { multipart, readBook, workbook } from "../../../test/xlsx-fixture.js";
import { orgScope } from "../access/scope.js";
import type { AppModule } from "../module.js";
import { registerImport } from "./register.js";

const PREFIX = "/api/test/items";

/** A test-only import kind: items of an org (sku unique per org), checked for duplicates in the file and in the database. */
const itemImport: AppModule = {
  name: "test-import",
  async register(app, { database }) {
    await registerImport(app, database, {
      prefix: PREFIX,
      service: "test.itemImport",
      title: { "zh-CN": "测试商品导入", "en-US": "Test item import" },
      access: "admin:file:upload",
      fileName: "items",
      columns: [
        {
          key: "sku",
          header: { "zh-CN": "SKU", "en-US": "SKU" },
          required: true,
          note: { "zh-CN": "3-20 位大写字母、数字或 -", "en-US": "3-20 capital letters, digits or -" },
          example: "SKU-001",
        },
        {
          key: "name",
          header: { "zh-CN": "名称", "en-US": "Name" },
          required: true,
          note: { "zh-CN": "最多 50 字", "en-US": "At most 50 characters" },
          example: "保温杯 500ml",
        },
        {
          key: "qty",
          header: { "zh-CN": "数量", "en-US": "Quantity" },
          note: { "zh-CN": "非负整数,默认 0", "en-US": "A whole number, 0 when empty" },
          example: 10,
        },
      ],
      row: z.object({
        sku: z.string().regex(/^[A-Z0-9-]{3,20}$/, { message: "v.typeCode" }),
        name: z.string().max(50),
        qty: z.coerce.number().int().min(0).default(0),
      }),
      async check(rows, { db, actor, locale }) {
        const problems: { line: number; message: string }[] = [];
        const first = new Map<string, number>();
        for (const r of rows) {
          const at = first.get(r.value.sku);
          if (at !== undefined)
            problems.push({
              line: r.line,
              message: locale === "zh-CN" ? `SKU ${r.value.sku} 与第 ${at} 行重复` : `SKU ${r.value.sku} repeats row ${at}`,
            });
          else first.set(r.value.sku, r.line);
        }
        const res = await db.execute(
          sql`select sku from test_items where ${orgScope(actor, sql`org_id` as never)} and sku in (${sql.join(
            rows.map((r) => sql`${r.value.sku}`),
            sql`, `,
          )})`,
        );
        const taken = new Set((res as unknown as { rows: { sku: string }[] }).rows.map((r) => r.sku));
        for (const r of rows)
          if (taken.has(r.value.sku))
            problems.push({
              line: r.line,
              message: locale === "zh-CN" ? `SKU ${r.value.sku} 已存在` : `SKU ${r.value.sku} already exists`,
            });
        return problems;
      },
      async save(tx, rows, actor) {
        for (const r of rows)
          await tx.execute(sql`insert into test_items (org_id, sku, name, qty) values (${actor.orgId}, ${r.sku}, ${r.name}, ${r.qty})`);
        return rows.length;
      },
    });
  },
};

// good rows: lines 2 and 4; bad: 3 (bad SKU), 5 (repeats line 2), 6 (already in the database), 7 (no name), 8 (negative qty)
const mixedRows: (string | number | null)[][] = [
  ["NEW-001", "保温杯", 5],
  ["bad sku", "杯子", 1],
  ["NEW-002", "水壶", null],
  ["NEW-001", "重复", 2],
  ["OLD-001", "旧货", 3],
  ["NEW-003", null, 1],
  ["NEW-004", "负数", -2],
  [null, null, null],
];

describe.each(bothEngines)("imports on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let finance: Client;
  let dataDir: string;
  const items = async (org: string) =>
    (
      await t.database.query(
        `select sku, name, qty from test_items where org_id = (select id from organizations where code = $1) order by sku`,
        [org],
      )
    ).rows as { sku: string; name: string; qty: number }[];
  const upload = async (c: Client, bytes: Buffer, mode: string, fileName = "items.xlsx") => {
    const res = await c.request({ method: "POST", url: `${PREFIX}/import?mode=${mode}`, ...multipart(fileName, bytes) });
    return res;
  };
  const runImport = async (c: Client, bytes: Buffer, mode: string) => {
    const res = await upload(c, bytes, mode);
    expect(res.statusCode, res.body).toBe(202);
    return waitForTask(c, (res.json() as { taskId: number }).taskId, finished);
  };
  const resultOf = async (c: Client, task: TaskDetail) =>
    readBook((await c.request({ method: "GET", url: `/api/v1/TaskCenter/download?id=${task.id}` })).rawPayload);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-imports-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir }, { extraModules: [itemImport] });
    await t.database.query(
      `create table test_items (org_id int not null, sku text not null, name text not null, qty int not null, primary key (org_id, sku))`,
    );
    await t.database.query(`insert into test_items values ((select id from organizations where code = 'SLA'), 'OLD-001', '旧货', 1)`);
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    finance = await t.login("finance");
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("downloads the template in the user's language, with an example row and notes, and it reads back", async () => {
    const res = await sellerA.get(`${PREFIX}/template`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const book = await readBook(res.rawPayload);
    expect(Object.keys(book)).toEqual(["测试商品导入", "填写说明"]);
    expect(book["测试商品导入"]).toEqual([
      ["SKU *", "名称 *", "数量"],
      ["SKU-001", "保温杯 500ml", "10"],
    ]);
    expect(book["填写说明"]![0]).toEqual(["列", "必填", "说明", "示例"]);
    expect(book["填写说明"]![1]).toEqual(["SKU", "是", "3-20 位大写字母、数字或 -", "SKU-001"]);
    expect(book["填写说明"]![3]).toEqual(["数量", "否", "非负整数,默认 0", "10"]);
    // the template itself imports as it is (its example row is a valid row)
    const own = await runImport(sellerB, res.rawPayload, "all");
    expect(own).toMatchObject({ status: "succeeded", result: { total: 1, valid: 1, invalid: 0, saved: 1 } });
    expect(await items("SLB")).toEqual([{ sku: "SKU-001", name: "保温杯 500ml", qty: 10 }]);
    expect((await finance.get(`${PREFIX}/template`)).statusCode).toBe(403);
  });

  it("mode all: a file with bad rows saves nothing, and the result lists each bad row with its reasons", async () => {
    const file = await workbook(["SKU *", "名称", "数量"], mixedRows);
    const task = await runImport(sellerA, file, "all");
    expect(task.status).toBe("failed");
    expect(task.message).toBe("5 行有错误,按“全部成功才导入”未导入任何数据;请下载结果文件修改后重新导入");
    expect(task.result).toEqual({ total: 7, valid: 2, invalid: 5, saved: 0, mode: "all" });
    expect(await items("SLA")).toEqual([{ sku: "OLD-001", name: "旧货", qty: 1 }]);
    expect(task.errors.map((e) => e.row)).toEqual([3, 5, 6, 7, 8]);

    const book = await resultOf(sellerA, task);
    const errors = book["错误行"]!;
    expect(errors[0]).toEqual(["行号", "SKU", "名称", "数量", "错误原因"]);
    const byLine = new Map(errors.slice(1).map((r) => [r[0], r]));
    expect([...byLine.keys()]).toEqual([3, 5, 6, 7, 8]);
    expect(byLine.get(3)!.slice(1, 3)).toEqual(["bad sku", "杯子"]);
    expect(String(byLine.get(3)![4])).toContain("SKU: 须以字母开头");
    expect(byLine.get(5)![4]).toBe("SKU NEW-001 与第 2 行重复");
    expect(byLine.get(6)![4]).toBe("SKU OLD-001 已存在");
    expect(byLine.get(7)![4]).toBe("名称:不能为空");
    expect(String(byLine.get(8)![4])).toMatch(/^数量: /);
    expect(book["汇总"]).toEqual([
      ["总行数", 7],
      ["有效行", 2],
      ["错误行", 5],
      ["已导入", 0],
      ["导入方式", "全部成功才导入"],
    ]);
  });

  it("mode valid: the good rows are saved in one go and the bad ones skipped, per org", async () => {
    // English headers work as well as Chinese ones
    const file = await workbook(["SKU", "Name", "Quantity"], mixedRows);
    const task = await runImport(sellerA, file, "valid");
    expect(task).toMatchObject({
      status: "succeeded",
      message: "已导入 2 行,跳过 5 行错误数据(见结果文件)",
      result: { total: 7, valid: 2, invalid: 5, saved: 2, mode: "valid" },
      errorCount: 5,
    });
    expect(await items("SLA")).toEqual([
      { sku: "NEW-001", name: "保温杯", qty: 5 },
      { sku: "NEW-002", name: "水壶", qty: 0 },
      { sku: "OLD-001", name: "旧货", qty: 1 },
    ]);
    const book = await resultOf(sellerA, task);
    expect(book["错误行"]!.slice(1).map((r) => r[0])).toEqual([3, 5, 6, 7, 8]);
    expect(book["汇总"]![3]).toEqual(["已导入", 2]);
    // the import's audit row
    const audit = await t.database.query(
      `select action, after from audit_log where command = 'import:test.itemImport' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({ action: 100, after: { mode: "valid", saved: 2, invalid: 5 } });
    // seller B's rows are its own: the same SKUs are no duplicates there, and seller B cannot download A's result
    const b = await runImport(sellerB, await workbook(["SKU", "名称"], [["NEW-001", "B 的杯子"]]), "all");
    expect(b).toMatchObject({ status: "succeeded", result: { saved: 1 } });
    expect((await sellerB.get(`/api/v1/TaskCenter/download?id=${task.id}`)).statusCode).toBe(404);
  });

  it("refuses what is not an .xlsx, a missing file or column, and callers without the permission", async () => {
    const notXlsx = await upload(sellerA, Buffer.from("sku,name\nA-1,x\n"), "all", "items.csv");
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toContain(".xlsx");
    expect((await upload(sellerA, await workbook(["SKU"], [["X-1"]]), "some")).statusCode).toBe(400);
    expect((await upload(finance, await workbook(["SKU"], [["X-1"]]), "all")).statusCode).toBe(403);
    const noFile = await sellerA.request({ method: "POST", url: `${PREFIX}/import`, payload: { a: 1 } });
    expect(noFile.statusCode).toBe(415);
    const missing = await runImport(sellerA, await workbook(["SKU", "数量"], [["X-100", 1]]), "all");
    expect(missing).toMatchObject({ status: "failed", message: "缺少必填列:名称(请使用模板)" });
    const empty = await runImport(sellerA, await workbook(["SKU", "名称"], []), "valid");
    expect(empty).toMatchObject({ status: "failed", message: "文件中没有数据行" });
  });
});
