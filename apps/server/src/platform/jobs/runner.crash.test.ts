import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { resumeStepsTable } from "../../../test/tasks-fixture.js";
import { loadActor } from "../auth/actors.js";
import { loadConfig, repoRoot } from "../config.js";
import { type Database, openDatabase } from "../db/database.js";
import { registerTaskKind, startTask } from "./index.js";

const serverDir = join(repoRoot, "apps/server");
const PG = process.env.TEST_DATABASE_URL;
if (!PG)
  console.warn(
    "runner.crash.test: the PostgreSQL tests (two runners, a killed node) are skipped: set TEST_DATABASE_URL (bash scripts/with-postgres.sh npx vitest run <file>)",
  );

/** Another app process on the same database; resolves with its first line once it is up. */
function spawnChild(
  env: Record<string, string>,
  args: string[] = [],
): { child: ChildProcess; ready: Promise<{ taskIds: number[] }>; stepped: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", "test/job-child.ts", ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env, CHILD_STEP_LOG: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const ready = new Promise<{ taskIds: number[] }>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as { taskIds: number[] });
    });
    child.once("exit", (code) => reject(new Error(`child exited (${code}) before it was ready: ${err}`)));
  });
  // resolves once the child has committed a step of a resumable task (tasks-fixture.ts prints it)
  const stepped = new Promise<void>((resolve) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (/^step \d+ \d+$/m.test(out)) resolve();
    });
  });
  return { child, ready, stepped };
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface TaskState {
  status: string;
  progress_done: number;
  progress_total: number | null;
  attempts: number;
  message: string | null;
  result: { resumedFrom?: number } | null;
  job_id: string;
}
const taskState = async (db: Database, id: number) =>
  (await db.query(`select status, progress_done, progress_total, attempts, message, result, job_id from tasks where id = $1`, [id]))
    .rows[0] as unknown as TaskState;
const stepsOf = async (db: Database, id: number) =>
  (await db.query(`select step, attempt from test_resume_steps where task_id = $1 order by step`, [id])).rows as {
    step: number;
    attempt: number;
  }[];

describe("a job cut off by a crash (embedded database)", () => {
  let dir: string;
  let children: ChildProcess[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "entrepot-crash-"));
    // a PGlite data folder on disk, from the test template, with the steps table
    const db = await openDatabase({
      dataDir: join(dir, "db"),
      statementTimeoutMs: 30_000,
      loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    });
    await db.db.execute(resumeStepsTable);
    await db.close();
  });
  afterAll(async () => {
    for (const c of children) await killed(c);
    rmSync(dir, { recursive: true, force: true });
  });

  // two app starts on the embedded database: generous time, as a loaded machine needs it (not a timing assert)
  it("retries it as soon as the app starts again and finishes from its kept progress", { timeout: 180_000 }, async () => {
    const env = { CHILD_PGLITE_DIR: join(dir, "db"), CHILD_DATA_DIR: join(dir, "data") };
    const first = spawnChild(env, ["start", "test.resumable", JSON.stringify({ steps: 30, stepMs: 100 }), "1"]);
    children.push(first.child);
    const { taskIds } = await first.ready;
    const id = taskIds[0]!;
    // the embedded database cannot be read while the child holds it: let it commit a step or more, then crash it
    await first.stepped;
    await sleep(300);
    await killed(first.child);

    const database = await openDatabase({ dataDir: join(dir, "db"), statementTimeoutMs: 30_000 });
    const cut = await taskState(database, id);
    expect(cut.status).toBe("running"); // what a crash leaves behind
    expect(cut.progress_done).toBeGreaterThan(0);
    expect(cut.progress_done).toBeLessThan(30);
    const doneBefore = cut.progress_done;
    expect((await stepsOf(database, id)).length).toBe(doneBefore);

    const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", DATA_DIR: join(dir, "data") });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const end = await waitUntil("the resumed task", async () => {
        const s = await taskState(database, id);
        return s.status === "succeeded" || s.status === "failed" ? s : undefined;
      });
      expect(end).toMatchObject({ status: "succeeded", progress_done: 30, attempts: 2, result: { resumedFrom: doneBefore } });
      const steps = await stepsOf(database, id);
      expect(steps.map((s) => s.step)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(steps.filter((s) => s.attempt === 2).map((s) => s.step)[0]).toBe(doneBefore + 1);
    } finally {
      await app.close();
      await database.close();
    }
    children = [];
  });
});

describe.skipIf(!PG)("the job runner on PostgreSQL", () => {
  let t: TestApp;
  let dir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "entrepot-pgjobs-"));
    t = await createTestApp("postgres", { DATA_DIR: join(dir, "a"), JOBS_CONCURRENCY: "3" });
    await t.database.db.execute(resumeStepsTable);
  });
  afterAll(async () => {
    for (const c of children) await killed(c);
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // 200 jobs through two runners: generous time, as a loaded machine needs it (not a timing assert)
  it("two runner instances over one queue of 200 jobs do each exactly once", { timeout: 180_000 }, async () => {
    const runs = new Map<number, string[]>();
    let active = 0;
    let maxActive = 0;
    const databaseB = await openDatabase({ url: t.database.url, statementTimeoutMs: 30_000, poolSize: 5 });
    const dbA = t.database.db;
    registerTaskKind({
      service: "test.count",
      title: { "zh-CN": "测试计数", "en-US": "Test count" },
      permission: "reports:task:read",
      async run(ctx) {
        const node = ctx.db === dbA ? "A" : "B";
        runs.set(ctx.task.id, [...(runs.get(ctx.task.id) ?? []), node]);
        active++;
        maxActive = Math.max(maxActive, active);
        await sleep(15);
        active--;
        await ctx.progress(1, 1);
      },
    });
    const appB = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", DATA_DIR: join(dir, "b"), JOBS_CONCURRENCY: "3" }),
      database: databaseB,
    });
    await appB.ready();
    try {
      const sellerId = Number((await t.database.query("select id from users where username = 'seller_a'")).rows[0]!.id);
      const actor = (await loadActor(dbA, { userId: sellerId }))!;
      const ids: number[] = [];
      for (let i = 0; i < 200; i++) ids.push((await startTask({ db: dbA, actor }, "test.count")).id);
      await waitUntil("200 finished tasks", async () => {
        const res = await t.database.query(`select count(*)::int as n from tasks where service = 'test.count' and status = 'succeeded'`);
        return Number(res.rows[0]!.n) === 200 ? true : undefined;
      });
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((nodes) => nodes.length === 1)).toBe(true);
      expect(ids.every((id) => runs.has(id))).toBe(true);
      const byNode = [...runs.values()].flat().reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {});
      expect(byNode.A).toBeGreaterThan(0);
      expect(byNode.B).toBeGreaterThan(0);
      expect(maxActive).toBeLessThanOrEqual(6); // 3 per node
      const attempts = await t.database.query(`select count(*)::int as n from tasks where service = 'test.count' and attempts <> 1`);
      expect(Number(attempts.rows[0]!.n)).toBe(0);
    } finally {
      await appB.close();
      await databaseB.close();
    }
  });

  it("a job whose node is killed mid-run is retried on another node from its kept progress; one out of retries is failed with its progress kept", async () => {
    const env = { CHILD_DATABASE_URL: t.database.url!, CHILD_DATA_DIR: join(dir, "child") };
    // the test app's own runner must not take the jobs: stop it first
    await t.app.jobs.stop();
    const first = spawnChild(env, ["start", "test.resumable", JSON.stringify({ steps: 40, stepMs: 150 }), "2"]);
    children.push(first.child);
    const [resume, exhaust] = (await first.ready).taskIds as [number, number];
    await waitUntil("both tasks under way", async () =>
      (await taskState(t.database, resume)).progress_done >= 3 && (await taskState(t.database, exhaust)).progress_done >= 3
        ? true
        : undefined,
    );
    // the second task has used up its retries: the next interruption fails it
    const exhaustJob = (await taskState(t.database, exhaust)).job_id;
    await t.database.query(`update pgboss.job set retry_limit = retry_count where id = $1`, [exhaustJob]);
    await killed(first.child);
    const cut = await taskState(t.database, resume);
    expect(cut.status).toBe("running");
    const cutExhaust = await taskState(t.database, exhaust);

    // another node takes over once the dead node's heartbeat lapses
    const second = spawnChild(env);
    children.push(second.child);
    await second.ready;
    const end = await waitUntil(
      "the resumed task",
      async () => {
        const s = await taskState(t.database, resume);
        return s.status === "succeeded" || s.status === "failed" ? s : undefined;
      },
      90_000,
    );
    expect(end).toMatchObject({ status: "succeeded", progress_done: 40, attempts: 2 });
    expect(end.result!.resumedFrom).toBeGreaterThanOrEqual(cut.progress_done);
    const steps = await stepsOf(t.database, resume);
    expect(steps.map((s) => s.step)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    const failed = await waitUntil("the exhausted task", async () => {
      const s = await taskState(t.database, exhaust);
      return s.status === "failed" ? s : undefined;
    });
    expect(failed.message).toContain("中断");
    expect(failed.progress_done).toBeGreaterThanOrEqual(cutExhaust.progress_done);
    expect(failed.progress_done).toBeLessThan(40);
    expect((await stepsOf(t.database, exhaust)).length).toBe(failed.progress_done);
    await killed(second.child);
  }, 150_000);
});
