import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { TaskDetail } from "@entrepot/contracts";
import { businessRule } from "../src/platform/http/errors.js";
import { defineRoute } from "../src/platform/http/routes.js";
import { registerMessages } from "../src/platform/i18n/messages.js";
import { registerTaskKind, startTask } from "../src/platform/jobs/index.js";
import type { AppModule } from "../src/platform/module.js";
import type { Client } from "./harness.js";

registerMessages({ "test.badFile": { "zh-CN": "文件有 {n} 处错误", "en-US": "The file has {n} errors" } });

/** Test-only kinds of task and a route that starts them (modules start their own through their calls). */
export const echoKind = registerTaskKind<{ steps: number; text: string }>({
  service: "test.echo",
  title: { "zh-CN": "测试回显", "en-US": "Test echo" },
  permission: "reports:task:read",
  params: z.object({ steps: z.number().int().min(1).max(100), text: z.string() }),
  async run(ctx) {
    for (let i = 1; i <= ctx.params.steps; i++) {
      await sleep(5);
      await ctx.progress(i, ctx.params.steps);
    }
    await ctx.saveResult(
      { data: Buffer.from(`${ctx.params.text} for ${ctx.actor.username}`) },
      { fileName: "回显-echo.txt", mime: "text/plain; charset=utf-8" },
    );
    return { result: { steps: ctx.params.steps } };
  },
});

export const failKind = registerTaskKind({
  service: "test.fail",
  title: { "zh-CN": "测试失败", "en-US": "Test failure" },
  permission: "reports:task:read",
  async run(ctx) {
    await ctx.addErrors([
      { row: 2, message: ctx.text({ "zh-CN": "第一行有误", "en-US": "the first row is wrong" }) },
      { row: 5, message: "bad SKU" },
    ]);
    throw businessRule("test.badFile", { n: 2 });
  },
});

/** Fails on its first run after saving a checkpoint; a retry continues from it and succeeds. */
export const flakyKind = registerTaskKind({
  service: "test.flaky",
  title: { "zh-CN": "测试重试", "en-US": "Test retry" },
  permission: "reports:task:read",
  async run(ctx) {
    const from = (ctx.checkpoint as { done?: number } | null)?.done ?? 0;
    if (from === 0) {
      await ctx.saveCheckpoint({ done: 3 }, { done: 3, total: 6 });
      throw new Error("simulated crash in the handler");
    }
    for (let i = from + 1; i <= 6; i++) await ctx.progress(i, 6);
    return { result: { resumedFrom: from } };
  },
});

/** Runs until cancelled (or 20 s), a step every 20 ms. */
export const slowKind = registerTaskKind({
  service: "test.slow",
  title: { "zh-CN": "测试慢任务", "en-US": "Test slow task" },
  permission: "reports:task:read",
  async run(ctx) {
    for (let i = 1; i <= 1000; i++) {
      await sleep(20);
      await ctx.progress(i, 1000);
    }
  },
});

/** A kind only locale managers may start: findService must leave it out for others. */
export const restrictedKind = registerTaskKind({
  service: "test.restricted",
  title: { "zh-CN": "测试受限任务", "en-US": "Test restricted task" },
  permission: "admin:locale:manage",
  async run() {},
});

export const testTaskModule: AppModule = {
  name: "test-tasks",
  register(app, { database }) {
    defineRoute(app, "POST", "/api/test/tasks/start", {
      access: "reports:task:read",
      schema: { body: z.object({ service: z.string(), params: z.unknown().optional() }) },
      handler: async (req, reply) => {
        const task = await startTask(
          { db: database.db, actor: req.actor!, requestId: String(req.id) },
          req.body.service,
          req.body.params ?? {},
        );
        return reply.status(202).send({ taskId: task.id, status: task.status });
      },
    });
  },
};

/** Polls a task until `done` says so (or fails after `ms`). */
export async function waitForTask(client: Client, id: number, done: (t: TaskDetail) => boolean, ms = 20_000): Promise<TaskDetail> {
  const until = Date.now() + ms;
  let last: TaskDetail | undefined;
  while (Date.now() < until) {
    const res = await client.get(`/api/v1/TaskCenter/loadData?id=${id}`);
    if (res.statusCode !== 200) throw new Error(`loadData ${id}: ${res.statusCode} ${res.body}`);
    last = res.json() as TaskDetail;
    if (done(last)) return last;
    await sleep(100);
  }
  throw new Error(`task ${id} did not get there in ${ms} ms: ${JSON.stringify(last)}`);
}

export const finished = (t: TaskDetail) => t.status !== "queued" && t.status !== "running";

/**
 * A resumable task: each step inserts a row into `test_resume_steps` (the test creates it) and marks the
 * step done in the same transaction, so a run cut off anywhere resumes after its last committed step.
 * A step done twice would break the table's primary key and fail the task.
 */
export const resumableKind = registerTaskKind<{ steps: number; stepMs: number }>({
  service: "test.resumable",
  title: { "zh-CN": "测试可续跑任务", "en-US": "Test resumable task" },
  permission: "reports:task:read",
  params: z.object({ steps: z.number().int().min(1).max(1000), stepMs: z.number().int().min(0).max(5000) }),
  async run(ctx) {
    const from = (ctx.checkpoint as { done?: number } | null)?.done ?? 0;
    for (let i = from + 1; i <= ctx.params.steps; i++) {
      await sleep(ctx.params.stepMs);
      await ctx.transaction(
        async (tx) => {
          await tx.execute(sql`insert into test_resume_steps (task_id, step, attempt) values (${ctx.task.id}, ${i}, ${ctx.task.attempts})`);
        },
        { checkpoint: { done: i }, progress: { done: i, total: ctx.params.steps } },
      );
      // the crash tests' child says so once a step is committed: the test kills it after one, not after a guessed time
      if (process.env.CHILD_STEP_LOG) process.stdout.write(`step ${ctx.task.id} ${i}\n`);
    }
    return { result: { resumedFrom: from } };
  },
});

export const resumeStepsTable = sql`create table if not exists test_resume_steps (task_id int not null, step int not null, attempt int not null, primary key (task_id, step))`;
