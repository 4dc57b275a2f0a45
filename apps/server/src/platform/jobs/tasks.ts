import { eq, sql } from "drizzle-orm";
import { fromDrizzle } from "pg-boss";
import type { TaskStatus } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import { AuditAction } from "../audit/audit.js";
import { type CommandContext, runCommand } from "../audit/command.js";
import type { Tx } from "../db/database.js";
import { badRequest, businessRule, forbidden } from "../http/errors.js";
import { type Message, translate } from "../i18n/messages.js";
import { type DocumentTable, runTransition } from "../documents/transition.js";
import { mayRun, taskKind } from "./kinds.js";
import { type JobRunner, runnerOf } from "./runner.js";
import { type TaskRecord, tasks } from "./schema.js";
import { taskMachine } from "./task-machine.js";

export interface StartOptions {
  /** The task's title; defaults to its kind's title. E.g. `导出:字典类型` / `Export: dictionary types`. */
  title?: Message;
}

function runnerFor(ctx: CommandContext): JobRunner {
  const runner = runnerOf(ctx.db);
  if (!runner) throw new Error("startTask needs the app's database handle (not an open transaction) and a started job runner");
  return runner;
}

/** Queues a job for the task inside the open transaction; a failure leaves the task failed, never hanging. */
async function queueIn(runner: JobRunner, tx: Tx, task: TaskRecord): Promise<{ jobId: string | null; failed: boolean }> {
  try {
    // a savepoint: the job commits with the task row, and a failed send rolls back only itself
    const jobId = await tx.transaction(async (sp) => runner.enqueue(task.id, fromDrizzle(sp as never, sql as never)));
    return { jobId, failed: false };
  } catch (err) {
    runner.log.error({ err, taskId: task.id }, "could not queue the task's job");
    return { jobId: null, failed: true };
  }
}

/**
 * Starts a background task of kind `service` for the calling actor: checks the kind's permission and
 * parameters, creates the task row with its audit row and queues its job, all in one transaction (the
 * job runs only once the task row exists). If queueing fails the task is stored as failed with a message.
 * Pass the app's database handle as `ctx.db` (not a transaction).
 */
export async function startTask(ctx: CommandContext, service: string, params: unknown = {}, opts: StartOptions = {}): Promise<TaskRecord> {
  const runner = runnerFor(ctx);
  const kind = taskKind(service);
  if (!kind) throw badRequest("task.unknownService", { service }, [{ path: "service", message: `unknown task kind ${service}` }]);
  if (!mayRun(ctx.actor, kind)) throw forbidden(kind.permission);
  let checked = params;
  if (kind.params) {
    const parsed = kind.params.safeParse(params);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: ["params", ...i.path.map(String)].join("."), message: i.message }));
      throw badRequest("task.badParams", { reason: details.map((d) => d.path).join(", ") }, details);
    }
    checked = parsed.data;
  }
  const actor = ctx.actor;
  return runCommand(ctx, async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        contextId: actor.contextId,
        orgId: actor.orgId,
        userId: actor.userId,
        apiTokenId: actor.apiTokenId ?? null,
        locale: actor.locale,
        service,
        title: opts.title ?? kind.title,
        params: (checked ?? {}) as object,
      })
      .returning();
    const queued = await queueIn(runner, tx, task!);
    const [after] = await tx
      .update(tasks)
      .set(
        queued.failed
          ? { status: "failed", message: translate("task.queueFailed", actor.locale), finishedAt: new Date() }
          : { jobId: queued.jobId },
      )
      .where(eq(tasks.id, task!.id))
      .returning();
    return {
      result: after!,
      audit: {
        action: AuditAction.create,
        command: "startTask",
        entity: "task",
        entityId: task!.id,
        after: { service, title: after!.title, params: after!.params, status: after!.status },
      },
    };
  });
}

/** Loads a task the actor may act on (their own, or any in scope with `reports:task:manage`), locked; 404 otherwise. */
export type TaskLoader = (tx: Tx, actor: Actor, id: number) => Promise<TaskRecord>;

const taskDocument = (load: TaskLoader): DocumentTable<TaskRecord, TaskStatus, "cancel" | "requestCancel" | "retry"> => ({
  machine: taskMachine,
  table: tasks,
  statusKey: "status",
  lock: load,
  auditView: (row) => ({ status: row.status, cancelRequested: row.cancelRequestedAt !== null }),
});

/**
 * Cancels a task: a queued one at once (its job is taken off the queue), a running one at its next
 * step (the run sees the request and ends cancelled; work it already committed stays). The transition is
 * chosen from the state read now; the runner re-checks it under the lock (a task that started running
 * in between answers 409, and the person tries again).
 */
export async function cancelTask(ctx: CommandContext, id: number, load: TaskLoader): Promise<TaskRecord> {
  const runner = runnerFor(ctx);
  const [peek] = await ctx.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id));
  const transition = peek?.status === "running" ? "requestCancel" : "cancel";
  const done = await runTransition(ctx, taskDocument(load), transition, id, {
    command: "cancelTask",
    apply: async ({ from }) => ({
      set: from === "queued" ? { finishedAt: new Date(), cancelRequestedAt: new Date() } : { cancelRequestedAt: new Date() },
    }),
  });
  if (done.after.status === "cancelled" && done.after.jobId) await runner.cancelJob(done.after.jobId);
  return done.after;
}

/**
 * Runs a failed task again; its checkpoint and progress are kept, so a resumable kind continues where it
 * stopped. The job is queued in the same transaction: if that fails the retry fails (422) and the task
 * stays failed as it was.
 */
export async function retryTask(ctx: CommandContext, id: number, load: TaskLoader): Promise<TaskRecord> {
  const runner = runnerFor(ctx);
  const done = await runTransition(ctx, taskDocument(load), "retry", id, {
    command: "retryTask",
    apply: async ({ tx, row }) => {
      const kind = taskKind(row.service);
      if (!kind) throw businessRule("task.unknownService", { service: row.service });
      if (!mayRun(ctx.actor, kind)) throw forbidden(kind.permission);
      const queued = await queueIn(runner, tx, row);
      if (queued.failed) throw businessRule("task.queueFailed");
      return {
        set: { jobId: queued.jobId, message: null, errors: [], errorCount: 0, cancelRequestedAt: null, finishedAt: null, runToken: null },
      };
    },
  });
  return done.after;
}
