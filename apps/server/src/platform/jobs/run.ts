import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import type { Locale, TaskError } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import { loadActor } from "../auth/actors.js";
import { inTransaction, type Tx } from "../db/database.js";
import { AppError } from "../http/errors.js";
import { type Message, translate } from "../i18n/messages.js";
import { mayRun, type TaskContext, type TaskKind, type TaskOutcome, taskKind } from "./kinds.js";
import type { JobData, JobRunner } from "./runner.js";
import { type TaskRecord, tasks } from "./schema.js";

/** Thrown inside a run that must end without touching the task further: cancelled, or taken over by another run. */
export class TaskStopped extends Error {
  constructor(readonly reason: "cancelled" | "superseded") {
    super(`task run stopped: ${reason}`);
  }
}
/** Thrown inside a run when the node shuts down or lost its claim: the job is retried (and resumes from its checkpoint). */
export class TaskInterrupted extends Error {
  constructor() {
    super("task run interrupted");
  }
}

const MAX_ERRORS = 1000;
const PROGRESS_EVERY_MS = 500;

/**
 * One run of one task, for one pg-boss job. The run claims the task row with a fresh token; every
 * write of the run names it, so when pg-boss hands the job to another node (this one was thought
 * dead) the old run can no longer write anything, and its transaction (ctx.transaction) cannot commit.
 */
export async function runTask(runner: JobRunner, job: JobWithMetadata<JobData>, signal: AbortSignal): Promise<void> {
  const db = runner.database.db;
  const token = randomUUID();
  const [task] = await db
    .update(tasks)
    .set({
      status: "running",
      runToken: token,
      jobId: job.id,
      attempts: sql`${tasks.attempts} + 1`,
      startedAt: sql`coalesce(${tasks.startedAt}, now())`,
      message: null,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.id, job.data.taskId), eq(tasks.jobId, job.id), inArray(tasks.status, ["queued", "running"])))
    .returning();
  // cancelled, finished, or superseded by a newer job of the same task: nothing to do
  if (!task) return;
  await new Run(runner, task, token, signal).execute();
}

class Run {
  private readonly db;
  private readonly locale: Locale;
  private lastProgressAt = 0;

  constructor(
    private readonly runner: JobRunner,
    private readonly task: TaskRecord,
    private readonly token: string,
    private readonly signal: AbortSignal,
  ) {
    this.db = runner.database.db;
    this.locale = task.locale as Locale;
  }

  private mine() {
    return and(eq(tasks.id, this.task.id), eq(tasks.runToken, this.token), eq(tasks.status, "running"));
  }

  private t(key: string, params: Record<string, unknown> = {}) {
    return translate(key, this.locale, params);
  }

  async execute(): Promise<void> {
    const kind = taskKind(this.task.service);
    try {
      if (!kind) return await this.finish({ status: "failed", message: this.t("task.unknownService", { service: this.task.service }) });
      const actor = await loadActor(this.db, { userId: this.task.userId, apiTokenId: this.task.apiTokenId });
      if (!actor) return await this.finish({ status: "failed", message: this.t("task.actorGone") });
      if (!mayRun(actor, kind))
        return await this.finish({ status: "failed", message: this.t("task.notPermitted", { permission: kind.permission }) });
      const parsed = kind.params ? kind.params.safeParse(this.task.params) : { success: true as const, data: this.task.params };
      if (!parsed.success)
        return await this.finish({
          status: "failed",
          message: this.t("task.badParams", { reason: parsed.error.issues.map((i) => i.path.join(".")).join(", ") }),
        });
      const outcome = await kind.run(this.context(kind, actor, parsed.data));
      this.checkSignal();
      await this.finish(outcome ?? {});
    } catch (err) {
      if (err instanceof TaskStopped) {
        if (err.reason === "cancelled") await this.markCancelled();
        return;
      }
      if (err instanceof TaskInterrupted || this.signal.aborted) {
        await this.requeue();
        throw err instanceof TaskInterrupted ? err : new TaskInterrupted();
      }
      await this.fail(err);
    }
  }

  private checkSignal() {
    if (this.signal.aborted) throw new TaskInterrupted();
  }

  /** A fenced write: the update applies only while this run owns the running task; a cancel request stops the run. */
  private async write(values: Partial<Record<keyof typeof tasks.$inferInsert, unknown>>): Promise<void> {
    this.checkSignal();
    const rows = await this.db
      .update(tasks)
      .set({ ...(values as Partial<typeof tasks.$inferInsert>), updatedAt: new Date() })
      .where(this.mine())
      .returning({ cancel: tasks.cancelRequestedAt });
    if (!rows[0]) throw await this.whyNotMine();
    if (rows[0].cancel) throw new TaskStopped("cancelled");
  }

  private async whyNotMine(): Promise<TaskStopped> {
    const [row] = await this.db.select({ status: tasks.status, token: tasks.runToken }).from(tasks).where(eq(tasks.id, this.task.id));
    return new TaskStopped(row?.status === "cancelled" && row.token === this.token ? "cancelled" : "superseded");
  }

  private context<P>(kind: TaskKind<P>, actor: Actor, params: P): TaskContext<P> {
    const task = this.task;
    return {
      task,
      params,
      checkpoint: task.checkpoint ?? null,
      actor,
      locale: this.locale,
      db: this.db,
      files: this.runner.files,
      signal: this.signal,
      progress: async (done, total) => {
        this.checkSignal();
        const now = Date.now();
        const last = total !== undefined && total !== null && done >= total;
        if (!last && now - this.lastProgressAt < PROGRESS_EVERY_MS) return;
        this.lastProgressAt = now;
        await this.write({ progressDone: done, ...(total !== undefined ? { progressTotal: total } : {}) });
      },
      saveCheckpoint: async (checkpoint, progress) => {
        this.lastProgressAt = Date.now();
        await this.write({
          checkpoint: checkpoint ?? null,
          ...(progress ? { progressDone: progress.done, ...(progress.total !== undefined ? { progressTotal: progress.total } : {}) } : {}),
        });
      },
      saveResult: async (file, meta) => {
        const bytes = "data" in file ? file.data : await collect(file.stream);
        const ext = (/\.([a-z0-9]{1,8})$/i.exec(meta.fileName)?.[1] ?? "bin").toLowerCase();
        const key = await this.runner.files.put(bytes, { orgId: task.orgId, ext });
        const [before] = await this.db.select({ key: tasks.resultFileKey }).from(tasks).where(eq(tasks.id, task.id));
        try {
          await this.write({
            resultFileKey: key,
            resultFileName: meta.fileName.slice(0, 255),
            resultMime: meta.mime,
            resultSize: bytes.length,
          });
        } catch (err) {
          await this.runner.files.delete(key);
          throw err;
        }
        // the result of an earlier run is replaced
        if (before?.key && before.key !== key) await this.runner.files.delete(before.key);
      },
      addErrors: async (errors: TaskError[]) => {
        if (!errors.length) return;
        const json = JSON.stringify(errors.map((e) => (e.row === undefined ? { message: e.message } : { row: e.row, message: e.message })));
        await this.write({
          errors: sql`(select coalesce(jsonb_agg(x.e order by x.n), '[]'::jsonb) from jsonb_array_elements(${tasks.errors} || ${json}::jsonb) with ordinality as x(e, n) where x.n <= ${MAX_ERRORS})`,
          errorCount: sql`${tasks.errorCount} + ${errors.length}`,
        });
      },
      cancelled: async () => {
        const [row] = await this.db
          .select({ status: tasks.status, cancel: tasks.cancelRequestedAt })
          .from(tasks)
          .where(eq(tasks.id, task.id));
        return !row || row.status === "cancelled" || row.cancel !== null;
      },
      transaction: async <T>(
        fn: (tx: Tx) => Promise<T>,
        then?: { checkpoint?: unknown; progress?: { done: number; total?: number | null } },
      ) => {
        this.checkSignal();
        const result = await inTransaction(this.db, async (tx) => {
          // the row lock holds off a cancel (and a takeover) until this commits or rolls back
          const [row] = await tx.select({ cancel: tasks.cancelRequestedAt }).from(tasks).where(this.mine()).for("update");
          if (!row) throw await this.whyNotMine();
          if (row.cancel) throw new TaskStopped("cancelled");
          const out = await fn(tx);
          if (then && (then.checkpoint !== undefined || then.progress)) {
            await tx
              .update(tasks)
              .set({
                ...(then.checkpoint !== undefined ? { checkpoint: then.checkpoint } : {}),
                ...(then.progress
                  ? {
                      progressDone: then.progress.done,
                      ...(then.progress.total !== undefined ? { progressTotal: then.progress.total } : {}),
                    }
                  : {}),
                updatedAt: new Date(),
              })
              .where(this.mine());
          }
          return out;
        });
        if (then?.progress) this.lastProgressAt = Date.now();
        return result;
      },
      text: (message: Message, params: Record<string, unknown> = {}) => {
        return message[this.locale].replace(/\{(\w+)\}/g, (m, name: string) => (params[name] === undefined ? m : String(params[name])));
      },
    };
  }

  private async finish(outcome: TaskOutcome): Promise<void> {
    await this.db
      .update(tasks)
      .set({
        status: outcome.status ?? "succeeded",
        message: outcome.message ?? null,
        ...(outcome.result ? { result: outcome.result } : {}),
        runToken: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(this.mine());
  }

  private async fail(err: unknown): Promise<void> {
    let message: string;
    if (err instanceof AppError)
      message = translate(err.messageKey, this.locale, {
        ...err.params,
        entity: typeof err.params.entityKey === "string" ? translate(err.params.entityKey, this.locale) : err.params.entity,
      });
    // a row saved meanwhile by someone else (a unique key): the user's problem to look at, not an internal error
    else if ((err as { code?: string }).code === "23505") message = translate("DUPLICATE", this.locale);
    else {
      this.runner.log.error({ err, taskId: this.task.id, service: this.task.service }, "task failed");
      message = this.t("task.internal", { id: this.task.id });
    }
    await this.finish({ status: "failed", message });
  }

  private async markCancelled(): Promise<void> {
    await this.db
      .update(tasks)
      .set({ status: "cancelled", runToken: null, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(tasks.id, this.task.id), eq(tasks.runToken, this.token)));
  }

  /** Interrupted: back to queued (progress and checkpoint kept) until pg-boss retries the job. */
  private async requeue(): Promise<void> {
    try {
      await this.db
        .update(tasks)
        .set({ status: "queued", message: this.t("task.resuming"), updatedAt: new Date() })
        .where(this.mine());
    } catch (err) {
      this.runner.log.warn({ err, taskId: this.task.id }, "could not mark the interrupted task");
    }
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
