import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, TaskDetail, TaskRow, TaskService } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { finished, testTaskModule, waitForTask } from "../../../test/tasks-fixture.js";
import { auditLog, users } from "../../platform/identity/schema.js";
import { tasks } from "../../platform/jobs/index.js";

const BASE = "/api/v1/TaskCenter";

describe.each(engines)("task centre on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let sellerA: Client;
  let sellerB: Client;
  let finance: Client;
  let dataDir: string;
  const start = async (c: Client, service: string, params: unknown = {}) => {
    const res = await c.post("/api/test/tasks/start", { service, params });
    expect(res.statusCode, res.body).toBe(202);
    return (res.json() as { taskId: number }).taskId;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-tasks-"));
    // one job at a time, so that a second task stays queued while the first runs
    t = await createTestApp(
      engine,
      { DATA_DIR: dataDir, JOBS_CONCURRENCY: "1", EXPORT_SYNC_MAX_ROWS: "3" },
      { extraModules: [testTaskModule] },
    );
    admin = await t.login("admin");
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    finance = await t.login("finance");
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs a task queued -> running -> succeeded, with progress and a result only its owner's scope can download", async () => {
    const id = await start(sellerA, "test.echo", { steps: 20, text: "hello" });
    const first = (await sellerA.get(`${BASE}/loadData?id=${id}`)).json() as TaskDetail;
    expect(["queued", "running"]).toContain(first.status);
    const running = await waitForTask(sellerA, id, (x) => x.status === "running" || finished(x));
    expect(["running", "succeeded"]).toContain(running.status);
    const done = await waitForTask(sellerA, id, finished);
    expect(done).toMatchObject({
      status: "succeeded",
      progressDone: 20,
      progressTotal: 20,
      percent: 100,
      hasResult: true,
      resultFileName: "回显-echo.txt",
      attempts: 1,
      result: { steps: 20 },
      mine: true,
      title: "测试回显",
      serviceName: "测试回显",
    });

    const file = await sellerA.get(`${BASE}/download?id=${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("hello for seller_a");
    expect(file.headers["content-disposition"]).toContain(encodeURIComponent("回显-echo.txt"));
    // another org's user: 404 everywhere, never the data
    expect((await sellerB.get(`${BASE}/download?id=${id}`)).statusCode).toBe(404);
    expect((await sellerB.get(`${BASE}/loadData?id=${id}`)).statusCode).toBe(404);
    expect((await sellerB.post(`${BASE}/cancel`, { id })).statusCode).toBe(404);
    const bList = (await sellerB.get(`${BASE}/findByPage`)).json() as PageReply<TaskRow>;
    expect(bList.rows.map((r) => r.id)).not.toContain(id);
    // same org, but finance only reads its own tasks: seller A's task is not in its list
    expect((await finance.get(`${BASE}/loadData?id=${id}`)).statusCode).toBe(404);
    // the platform admin sees every task of its context (readAll), and may download it
    const adminList = (await admin.get(`${BASE}/findByPage?search[EQ_id]=${id}`)).json() as PageReply<TaskRow>;
    expect(adminList.rows).toHaveLength(1);
    expect(adminList.rows[0]).toMatchObject({ mine: false, userName: "Alice Chen (Seller A)", status: "succeeded" });
    expect((await admin.get(`${BASE}/download?id=${id}`)).body).toBe("hello for seller_a");
    // the start is audited
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.command, "startTask"));
    expect(audit.some((a) => a.entityId === String(id) && a.action === 100)).toBe(true);
  });

  it("ends a failing task failed with its errors and message visible; a failed task retries from its checkpoint", async () => {
    const id = await start(sellerA, "test.fail");
    const failed = await waitForTask(sellerA, id, finished);
    expect(failed).toMatchObject({
      status: "failed",
      message: "文件有 2 处错误",
      errorCount: 2,
      canRetry: true,
      canCancel: false,
      hasResult: false,
    });
    expect(failed.errors).toEqual([
      { row: 2, message: "第一行有误" },
      { row: 5, message: "bad SKU" },
    ]);
    expect((await sellerA.get(`${BASE}/download?id=${id}`)).statusCode).toBe(422);
    const listed = (await sellerA.get(`${BASE}/findByPage?search[EQ_status]=failed`)).json() as PageReply<TaskRow>;
    expect(listed.rows.map((r) => r.id)).toContain(id);

    const flaky = await start(sellerA, "test.flaky");
    const crashed = await waitForTask(sellerA, flaky, finished);
    // an unexpected error: failed with a generic message (no internals), progress and checkpoint kept
    expect(crashed).toMatchObject({ status: "failed", progressDone: 3, progressTotal: 6, canRetry: true });
    expect(crashed.message).toContain(`任务号 ${flaky}`);
    expect(crashed.message).not.toContain("simulated");
    expect((await sellerB.post(`${BASE}/retry`, { id: flaky })).statusCode).toBe(404);
    const retried = await sellerA.post(`${BASE}/retry`, { id: flaky });
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await waitForTask(sellerA, flaky, finished);
    expect(done).toMatchObject({ status: "succeeded", progressDone: 6, attempts: 2, result: { resumedFrom: 3 } });
    // only a failed task can be retried
    const again = await sellerA.post(`${BASE}/retry`, { id: flaky });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "STATE_CONFLICT", message: "任务当前状态为「已完成」,不能重试" });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.command, "retryTask"));
    expect(audit.map((a) => a.entityId)).toEqual([String(flaky)]);
  });

  it("cancels a queued task at once and a running one at its next step", async () => {
    const running = await start(sellerA, "test.slow");
    await waitForTask(sellerA, running, (x) => x.status === "running" && x.progressDone > 0);
    // one job at a time: this one waits behind the running one
    const queued = await start(sellerA, "test.slow");
    const q = (await sellerA.post(`${BASE}/cancel`, { id: queued })).json() as TaskDetail;
    expect(q).toMatchObject({ status: "cancelled", canCancel: false });

    const asked = (await sellerA.post(`${BASE}/cancel`, { id: running })).json() as TaskDetail;
    expect(asked.cancelRequested || asked.status === "cancelled").toBe(true);
    const stopped = await waitForTask(sellerA, running, finished);
    expect(stopped.status).toBe("cancelled");
    expect(stopped.progressDone).toBeLessThan(1000);
    const progressAtStop = stopped.progressDone;
    await new Promise((r) => setTimeout(r, 300));
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, running));
    expect(row!.progressDone).toBe(progressAtStop); // nothing ran after the cancel
    expect(row!.status).toBe("cancelled");
    // the cancelled queued task never ran
    const [never] = await t.database.db.select().from(tasks).where(eq(tasks.id, queued));
    expect(never).toMatchObject({ status: "cancelled", attempts: 0, progressDone: 0 });
    const again = await sellerA.post(`${BASE}/cancel`, { id: queued });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("STATE_CONFLICT");
  });

  it("exports a list in the background over the direct limit, and the result reads back", async () => {
    // the limit is 3 rows here: the task list itself has more by now
    const direct = await admin.get(`${BASE}/export`);
    expect(direct.statusCode).toBe(422);
    expect(direct.json().message).toContain("后台导出");
    const res = await admin.request({
      method: "POST",
      url: `${BASE}/export`,
      payload: { sidx: "id", sord: "asc", "search[IN_service]": "test.echo,test.fail,test.slow" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { taskId } = res.json() as { taskId: number };
    const done = await waitForTask(admin, taskId, finished);
    expect(done).toMatchObject({ status: "succeeded", title: "导出:后台任务", serviceName: "列表导出", result: { rows: 4 } });
    const file = await admin.request({ method: "GET", url: `${BASE}/download?id=${taskId}` });
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("后台任务");
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(["任务号", "任务类型", "标题", "状态", "已处理", "总数", "错误数", "发起人", "组织", "创建时间", "结束时间"]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(["测试回显", "测试失败", "测试慢任务", "测试慢任务"]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(["已完成", "已失败", "已取消", "已取消"]);
    expect(rows[1]![7]).toBe("Alice Chen (Seller A)");
    // within the limit (and not asked for async) the POST streams the file at once
    const small = await admin.request({ method: "POST", url: `${BASE}/export`, payload: { "search[EQ_id]": String(taskId) } });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toContain("spreadsheetml");
    // asked for async: a task even for one row; a bad filter is a 400 before anything starts
    expect(
      (await admin.request({ method: "POST", url: `${BASE}/export?async=true`, payload: { "search[EQ_id]": String(taskId) } })).statusCode,
    ).toBe(202);
    expect(
      (await admin.request({ method: "POST", url: `${BASE}/export?async=true`, payload: { "search[EQ_nope]": "1" } })).statusCode,
    ).toBe(400);
    // a seller's background export holds only its own tasks
    const sellerExport = await sellerB.request({ method: "POST", url: `${BASE}/export?async=true`, payload: {} });
    const sellerDone = await waitForTask(sellerB, (sellerExport.json() as { taskId: number }).taskId, finished);
    expect(sellerDone).toMatchObject({ status: "succeeded", result: { rows: 1 } }); // only the export task itself
  });

  it("findService lists the kinds the caller may start, in the caller's language", async () => {
    const zh = (await sellerA.get(`${BASE}/findService`)).json() as TaskService[];
    expect(zh).toContainEqual({ service: "test.echo", name: "测试回显" });
    expect(zh).toContainEqual({ service: "platform.listExport", name: "列表导出" });
    expect(zh.map((s) => s.service)).not.toContain("test.restricted");
    // names follow the caller's language (kept per user)
    await t.database.db.update(users).set({ locale: "en-US" }).where(eq(users.username, "admin"));
    const en = (await admin.get(`${BASE}/findService`)).json() as TaskService[];
    await t.database.db.update(users).set({ locale: "zh-CN" }).where(eq(users.username, "admin"));
    expect(en).toContainEqual({ service: "test.echo", name: "Test echo" });
    expect(en).toContainEqual({ service: "test.restricted", name: "Test restricted task" });
    expect((await t.anonymous.get(`${BASE}/findService`)).statusCode).toBe(401);
    // a kind the caller may not run cannot be started either
    expect((await sellerA.post("/api/test/tasks/start", { service: "test.restricted" })).statusCode).toBe(403);
    expect((await sellerA.post("/api/test/tasks/start", { service: "test.echo", params: { steps: 0, text: "x" } })).statusCode).toBe(400);
    expect((await sellerA.post("/api/test/tasks/start", { service: "no.such" })).statusCode).toBe(400);
  });
});
